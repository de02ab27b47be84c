import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { formatIdrTyping } from '../domain.ts';

/**
 * The one rupiah input of the admin. Digits are grouped as they are typed
 * (`27500000` → `27.500.000`); a paste such as `Rp 27.500.000,00` is tidied
 * when the field is left. What cannot be read exactly is left as typed and
 * refused beside the field on save (domain parseIdr), never guessed at.
 */
export function IdrInput({
  value,
  onChange,
  ...props
}: Omit<TextFieldProps, 'value' | 'onChange'> & { value: string; onChange(value: string): void }) {
  return (
    <TextField
      {...props}
      value={value}
      onChange={(e) => {
        const typed = e.target.value;
        // Only plain digits and dots are regrouped live: anything else waits for the blur.
        onChange(/^[\d.]+$/.test(typed) ? formatIdrTyping(typed) : typed);
      }}
      onBlur={(e) => {
        onChange(formatIdrTyping(value));
        props.onBlur?.(e);
      }}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">Rp</InputAdornment> },
        htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
      }}
    />
  );
}
