import { TextField, type TextFieldProps } from '@mui/material';
import { formatDateDmy, parseDateDmy } from '../domain.ts';

/**
 * A date typed as dd/mm/yyyy whatever the browser's locale (a native date
 * input shows mm/dd/yyyy in an English browser). The form gets yyyy-mm-dd,
 * '' when blank, or the text as typed when it is not a date yet, which the
 * form's check then refuses beside the field.
 */
export function DateInput({
  value,
  onChange,
  helperText,
  ...props
}: Omit<TextFieldProps, 'value' | 'onChange'> & { value: string; onChange(value: string): void }) {
  const shown = /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDateDmy(value) : value;
  return (
    <TextField
      {...props}
      value={shown}
      placeholder="dd/mm/yyyy"
      helperText={helperText ?? 'Format dd/mm/yyyy, contoh 15/01/2027'}
      onChange={(e) => {
        const typed = e.target.value;
        onChange(typed.trim() === '' ? '' : (parseDateDmy(typed) ?? typed));
      }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
    />
  );
}
