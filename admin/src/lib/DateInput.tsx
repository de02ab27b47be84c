import { useState } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { formatDateDmy, parseDateDmy } from '../domain.ts';

/**
 * A date typed as dd/mm/yyyy whatever the browser's locale (a native date
 * input shows mm/dd/yyyy in an English browser). The form gets yyyy-mm-dd,
 * '' when blank, or the text as typed when it is not a date yet, which the
 * form's check then refuses beside the field. What the owner typed stays on
 * screen as typed ("1/1/2027" is not rewritten to "01/01/2027"); a value set
 * from outside (loaded, reset) is shown as dd/mm/yyyy.
 */
export function DateInput({
  value,
  onChange,
  helperText,
  ...props
}: Omit<TextFieldProps, 'value' | 'onChange'> & { value: string; onChange(value: string): void }) {
  const [typed, setTyped] = useState(() => shownFor(value));
  // The form's value no longer comes from the text on screen: it was set from outside.
  if (valueOf(typed) !== value) setTyped(shownFor(value));
  return (
    <TextField
      {...props}
      value={typed}
      placeholder="dd/mm/yyyy"
      helperText={helperText ?? 'Format dd/mm/yyyy, contoh 15/01/2027'}
      onChange={(e) => {
        setTyped(e.target.value);
        onChange(valueOf(e.target.value));
      }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
    />
  );
}

/** What the form holds for a text on screen: '' when blank, yyyy-mm-dd when a date, else the text itself. */
function valueOf(text: string): string {
  return text.trim() === '' ? '' : (parseDateDmy(text) ?? text);
}

function shownFor(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDateDmy(value) : value;
}
