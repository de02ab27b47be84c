import { parseIdr } from './price.ts';

/**
 * Editing a rupiah input as the admin types: the pure part of admin's
 * IdrInput. The input owns its thousands separators ("." in Indonesian), so it
 * may move them after every key; the digits are the admin's and are never
 * added, dropped, rounded or clamped here. Whether the amount is acceptable
 * (not zero, not above MAX_PRICE, no sen) is parseIdr's call, shown beside the
 * field.
 */

/** The text of the input and where the caret stands in it. */
interface IdrFieldState {
  text: string;
  caret: number;
}

/** One change of the input, as the browser reports it. */
interface IdrEdit {
  /** The text before the change. */
  before: string;
  /**
   * Whether nothing was selected before the change. A Backspace over a lone
   * separator deletes the digit before it only then: a separator the admin
   * selected on purpose is simply put back.
   */
  collapsed?: boolean;
  /** The text and caret the browser produced. */
  after: IdrFieldState;
  /** InputEvent.inputType: 'deleteContentForward' is the Delete key, paste is 'insertFromPaste'. */
  inputType?: string;
}

const DIGITS = /^\d*$/;
const DIGITS_AND_DOTS = /^[\d.]*$/;

/** `27500000` → `27.500.000`. Leading zeros stay (they are the admin's digits until the field is left). */
export function groupIdrDigits(digits: string): string {
  const head = digits.length % 3 || 3;
  const groups = [digits.slice(0, head)];
  for (let i = head; i < digits.length; i += 3) groups.push(digits.slice(i, i + 3));
  return groups.join('.');
}

/** Blank, plain digits, or digits grouped by three with dots exactly where groupIdrDigits puts them. */
export function isGroupedIdr(text: string): boolean {
  return DIGITS.test(text) || /^\d{1,3}(\.\d{3})+$/.test(text);
}

/** How many digits stand before `caret` in `text`. */
export function digitsBefore(text: string, caret: number): number {
  let n = 0;
  for (let i = 0; i < caret && i < text.length; i++) if (isDigit(text[i]!)) n++;
  return n;
}

/** The caret position right after the `n`-th digit of `text` (0 for none, the end past the last). */
export function caretAfterDigits(text: string, n: number): number {
  if (n <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (isDigit(text[i]!) && ++seen === n) return i + 1;
  }
  return text.length;
}

/**
 * What the input shows after one change, and where its caret goes.
 *
 * - Digits typed, pasted or deleted in text the input grouped itself: the
 *   digits are regrouped and the caret stays after the same digit (after the
 *   one just typed).
 * - Backspace (or Delete) right beside a separator: the separator is the
 *   input's, so the digit before (after) it is deleted instead.
 * - A "." typed by hand: ignored, the separators are placed by the input.
 * - Anything else (Rp, a comma, a minus, letters, dots the admin pasted in
 *   the wrong places such as `1.5`): kept exactly as typed, so the field
 *   check refuses it with a message instead of the input guessing. A paste
 *   that parseIdr reads exactly (`Rp 27.500.000`, `27.500.000,00`) is shown
 *   grouped at once: the amount is the same.
 */
export function editIdr({ before, collapsed = true, after, inputType }: IdrEdit): IdrFieldState {
  const { text, caret } = after;
  if (!DIGITS_AND_DOTS.test(text)) {
    if (inputType === 'insertFromPaste' || inputType === 'insertFromDrop') return tidyPaste(after);
    return after;
  }
  const { removed, inserted, at } = diff(before, after);
  if (isGroupedIdr(before)) {
    if (collapsed && inserted === '' && removed === '.') {
      // The separator stands between two digits: delete the neighbour the key points at.
      const digits = strip(text);
      const left = digitsBefore(text, at);
      const drop = inputType === 'deleteContentForward' ? left : left - 1;
      if (drop >= 0 && drop < digits.length) return regroup(digits.slice(0, drop) + digits.slice(drop + 1), drop);
    }
    if (DIGITS.test(inserted) || /^\.+$/.test(inserted)) return regroup(strip(text), digitsBefore(text, caret));
  }
  if (isGroupedIdr(text)) return regroup(strip(text), digitsBefore(text, caret));
  return after;
}

function tidyPaste(after: IdrFieldState): IdrFieldState {
  const r = parseIdr(after.text);
  if (!r.ok || r.value === null) return after;
  const text = groupIdrDigits(String(r.value));
  return { text, caret: text.length };
}

function regroup(digits: string, digitsBeforeCaret: number): IdrFieldState {
  const text = groupIdrDigits(digits);
  return { text, caret: caretAfterDigits(text, digitsBeforeCaret) };
}

/**
 * The part of `before` that was replaced and what replaced it, anchored on
 * the caret: a change always starts at or before the caret it leaves, and the
 * text after that caret is what stood after the change.
 */
function diff(before: string, after: IdrFieldState): { removed: string; inserted: string; at: number } {
  const { text, caret } = after;
  let p = 0;
  while (p < caret && p < before.length && before[p] === text[p]) p++;
  let s = 0;
  const maxSuffix = Math.min(text.length - caret, before.length - p);
  while (s < maxSuffix && before[before.length - 1 - s] === text[text.length - 1 - s]) s++;
  return { removed: before.slice(p, before.length - s), inserted: text.slice(p, text.length - s), at: p };
}

const strip = (text: string) => text.replace(/\./g, '');
const isDigit = (c: string) => c >= '0' && c <= '9';
