import { useEffect, useRef } from 'react';
import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { NUMBER_MESSAGES, editIdr, formatIdrTyping, parseIdr } from '../domain.ts';

/** The selection and kind of a change, read before the browser applies it. */
interface Pending {
  text: string;
  collapsed: boolean;
  inputType: string;
}

/**
 * The one rupiah input of the admin. Digits are grouped as they are typed,
 * key by key as on a phone's numeric keypad (`27500000` → `27.500.000`), and
 * the caret stays after the digit just typed (domain editIdr). A paste such
 * as `Rp 27.500.000,00` is read exactly or left as pasted. What cannot be read
 * exactly is refused beside the field on save (domain parseIdr), never
 * guessed at; an amount above the maximum is refused at once, while typing,
 * since more digits can only make it worse.
 */
export function IdrInput({
  value,
  onChange,
  error,
  helperText,
  ...props
}: Omit<TextFieldProps, 'value' | 'onChange'> & { value: string; onChange(value: string): void }) {
  const input = useRef<HTMLInputElement>(null);
  const pending = useRef<Pending | null>(null);

  // The selection must be read before the change: afterwards it is gone. React
  // has no beforeinput for deletions, hence the DOM listener.
  useEffect(() => {
    const el = input.current;
    if (!el) return;
    const remember = (e: InputEvent) => {
      pending.current = { text: el.value, collapsed: el.selectionStart === el.selectionEnd, inputType: e.inputType };
    };
    el.addEventListener('beforeinput', remember);
    return () => el.removeEventListener('beforeinput', remember);
  }, []);

  const parsed = parseIdr(value);
  const tooHigh = !error && !parsed.ok && parsed.error === NUMBER_MESSAGES.priceTooHigh;

  return (
    <TextField
      {...props}
      inputRef={input}
      value={value}
      error={error || tooHigh}
      helperText={tooHigh ? NUMBER_MESSAGES.priceTooHigh : helperText}
      onChange={(e) => {
        const el = e.target as HTMLInputElement;
        // A beforeinput whose change never came (cancelled) describes some other text: not this change.
        const seen = pending.current?.text === value ? pending.current : null;
        pending.current = null;
        const next = editIdr({
          before: value,
          collapsed: seen?.collapsed ?? true,
          after: { text: el.value, caret: el.selectionEnd ?? el.value.length },
          inputType: seen?.inputType ?? (e.nativeEvent as InputEvent).inputType,
        });
        // Written to the DOM here, with the caret: React then finds the value it
        // expects and leaves both alone (re-rendering would put the caret at the end).
        if (el.value !== next.text) el.value = next.text;
        el.setSelectionRange(next.caret, next.caret);
        onChange(next.text);
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
