import { Button } from '@mui/material';

/** A form's submit button: disabled, and reading 'Memproses...', while the form is busy. */
export function SubmitButton({ busy, label, size }: { busy: boolean; label: string; size?: 'large' }) {
  return (
    <Button type="submit" variant="contained" size={size} disabled={busy}>
      {busy ? 'Memproses...' : label}
    </Button>
  );
}
