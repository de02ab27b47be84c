import type { FieldErrors } from '../domain.ts';

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
