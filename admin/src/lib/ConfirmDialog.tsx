import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

/** Confirmations: nothing is removed (or restored) until the confirm button is pressed. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Hapus',
  busyLabel = 'Menghapus...',
  color = 'error',
  busy = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  /** What the confirm button says while the action runs. */
  busyLabel?: string;
  /** 'primary' for an action that takes nothing away (restoring a version). */
  color?: 'error' | 'primary';
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby="confirm-title" maxWidth="xs" fullWidth>
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy}>
          Batal
        </Button>
        <Button onClick={onConfirm} color={color} variant="contained" disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
