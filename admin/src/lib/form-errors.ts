import { counterText, lengthError, type FieldErrors } from '../domain.ts';

/**
 * Field-level errors on MUI inputs: `error` makes MUI set aria-invalid on the
 * input, the message replaces the hint below it, and `name` lets the form
 * find the field again.
 */
export function fieldError(errors: FieldErrors, name: string, hint?: string) {
  const message = errors[name];
  return { name, error: !!message, helperText: message ?? hint };
}

/**
 * Focuses the first invalid input of a form, in screen order, once React has
 * drawn the errors (aria-invalid comes from the render that follows).
 */
export function focusFirstInvalid(root: ParentNode | null | undefined = document): void {
  window.setTimeout(() => {
    const el = (root ?? document).querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!el) return;
    el.focus();
    el.scrollIntoView?.({ block: 'center' });
  }, 0);
}

/**
 * A text input with a length limit (domain/limits.ts): the hint ends with
 * a counter ("123/160"), and a text over the limit is marked at once, while
 * typing, with the sentence the save would refuse it with. Nothing is cut.
 */
export function limitedField(errors: FieldErrors, name: string, value: string, max: number, hint?: string) {
  const message = errors[name] ?? lengthError(value, max) ?? undefined;
  const counter = counterText(value, max);
  return { name, error: !!message, helperText: message ?? (hint ? `${hint} · ${counter}` : counter) };
}
