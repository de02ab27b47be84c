import { describe, expect, it } from 'vitest';
import {
  NUMBER_MESSAGES,
  caretAfterDigits,
  digitsBefore,
  editIdr,
  groupIdrDigits,
  isGroupedIdr,
  parseIdr,
} from '../../domain/index.ts';

/** An input as the browser holds it: text and selection. */
interface Field {
  text: string;
  start: number;
  end: number;
}

const at = (text: string, caret = text.length): Field => ({ text, start: caret, end: caret });

/**
 * What the browser does with one key (or a paste) before the input sees it,
 * then what editIdr makes of that: the same path as admin's IdrInput.
 */
function press(field: Field, key: string, inputType?: string): Field {
  const { text, start, end } = field;
  let after: string;
  let caret: number;
  let type = inputType;
  if (key === 'Backspace') {
    type = 'deleteContentBackward';
    if (start === end && start === 0) return field;
    const from = start === end ? start - 1 : start;
    after = text.slice(0, from) + text.slice(end);
    caret = from;
  } else if (key === 'Delete') {
    type = 'deleteContentForward';
    if (start === end && end === text.length) return field;
    const to = start === end ? end + 1 : end;
    after = text.slice(0, start) + text.slice(to);
    caret = start;
  } else {
    type ??= 'insertText';
    after = text.slice(0, start) + key + text.slice(end);
    caret = start + key.length;
  }
  const r = editIdr({ before: text, collapsed: start === end, after: { text: after, caret }, inputType: type });
  return at(r.text, r.caret);
}

/** Types `keys` one by one and returns what the field shows after each, with `|` at the caret. */
function typeKeys(field: Field, keys: readonly string[]): string[] {
  const shown: string[] = [];
  let f = field;
  for (const k of keys) {
    f = press(f, k);
    shown.push(withCaret(f));
  }
  return shown;
}

const withCaret = (f: Field) => `${f.text.slice(0, f.start)}|${f.text.slice(f.start)}`;

describe('groupIdrDigits / isGroupedIdr', () => {
  it.each([
    ['', ''],
    ['2', '2'],
    ['275', '275'],
    ['2750', '2.750'],
    ['27500', '27.500'],
    ['275000', '275.000'],
    ['27500000', '27.500.000'],
    ['10000000000', '10.000.000.000'],
    ['000000', '000.000'],
  ])('%j → %j', (digits, grouped) => {
    expect(groupIdrDigits(digits)).toBe(grouped);
    expect(isGroupedIdr(grouped)).toBe(true);
  });

  it.each(['2.7500', '27.50', '.500', '27.', '1.5', '27..500', '2.750.00'])('%j is not grouped', (text) => {
    expect(isGroupedIdr(text)).toBe(false);
  });
});

describe('caret mapping', () => {
  it('counts the digits before a caret, separators aside', () => {
    expect(digitsBefore('27.500.000', 0)).toBe(0);
    expect(digitsBefore('27.500.000', 2)).toBe(2);
    expect(digitsBefore('27.500.000', 3)).toBe(2);
    expect(digitsBefore('27.500.000', 10)).toBe(8);
  });
  it('puts the caret right after the n-th digit, never after the separator that follows it', () => {
    expect(caretAfterDigits('27.500.000', 0)).toBe(0);
    expect(caretAfterDigits('27.500.000', 2)).toBe(2);
    expect(caretAfterDigits('27.500.000', 3)).toBe(4);
    expect(caretAfterDigits('27.500.000', 8)).toBe(10);
    expect(caretAfterDigits('27.500.000', 99)).toBe(10);
  });
});

describe('editIdr: typing key by key (the audit: 2 | 27 | 275 | 2.750 | 2.7500 …)', () => {
  it('groups 2 7 5 0 0 0 0 0 as 27.500.000 with the caret after each digit typed', () => {
    expect(typeKeys(at(''), [...'27500000'])).toEqual([
      '2|',
      '27|',
      '275|',
      '2.750|',
      '27.500|',
      '275.000|',
      '2.750.000|',
      '27.500.000|',
    ]);
    expect(parseIdr('27.500.000')).toEqual({ ok: true, value: 27_500_000 });
  });

  it('types in the middle: the caret stays after the digit just typed, across a separator', () => {
    expect(typeKeys(at('27.500.000', 2), ['1'])).toEqual(['271|.500.000']);
    expect(typeKeys(at('27.500.000', 3), ['9'])).toEqual(['279|.500.000']);
    expect(typeKeys(at('2.500.000', 1), ['7'])).toEqual(['27|.500.000']);
    expect(typeKeys(at('2.750.000', 0), ['1'])).toEqual(['1|2.750.000']);
    expect(typeKeys(at('27.500', 4), ['1', '2'])).toEqual(['275.1|00', '2.751.2|00']);
  });

  it('replaces a selection with the digit typed', () => {
    expect(withCaret(press({ text: '27.500.000', start: 0, end: 10 }, '3'))).toBe('3|');
    expect(withCaret(press({ text: '27.500.000', start: 0, end: 2 }, '3'))).toBe('3|.500.000');
  });

  it('deletes a digit with Backspace and Delete, regrouping the rest', () => {
    expect(typeKeys(at('27.500.000'), ['Backspace', 'Backspace'])).toEqual(['2.750.000|', '275.000|']);
    expect(typeKeys(at('27.500.000', 2), ['Backspace'])).toEqual(['2|.500.000']);
    expect(typeKeys(at('27.500.000', 1), ['Backspace'])).toEqual(['|7.500.000']);
    expect(typeKeys(at('27.500.000', 1), ['Delete'])).toEqual(['2|.500.000']);
    expect(
      typeKeys(
        at('2.750'),
        [...Array(5)].map(() => 'Backspace'),
      ),
    ).toEqual(['275|', '27|', '2|', '|', '|']);
  });

  it('Backspace just after a separator deletes the digit before it; Delete just before one, the digit after', () => {
    expect(typeKeys(at('27.500.000', 3), ['Backspace'])).toEqual(['2|.500.000']);
    expect(typeKeys(at('2.750.000', 2), ['Backspace'])).toEqual(['|750.000']);
    expect(typeKeys(at('27.500.000', 7), ['Backspace'])).toEqual(['2.750|.000']);
    expect(typeKeys(at('27.500.000', 2), ['Delete'])).toEqual(['2.7|00.000']);
    expect(typeKeys(at('27.500.000', 6), ['Delete'])).toEqual(['2.750.0|00']);
  });

  it('a separator selected on purpose and deleted is simply put back', () => {
    expect(withCaret(press({ text: '27.500.000', start: 2, end: 3 }, 'Backspace'))).toBe('27|.500.000');
  });

  it('a "." typed by hand is ignored: the input places the separators', () => {
    expect(typeKeys(at(''), [...'27.500.000'])).toEqual([
      '2|',
      '27|',
      '27|',
      '275|',
      '2.750|',
      '27.500|',
      '27.500|',
      '275.000|',
      '2.750.000|',
      '27.500.000|',
    ]);
    expect(typeKeys(at('2.750', 1), ['.'])).toEqual(['2|.750']);
  });

  it('keeps leading zeros while editing, so replacing the first digit never loses the others', () => {
    expect(typeKeys(at('1.000.000', 1), ['Backspace', '2'])).toEqual(['|000.000', '2|.000.000']);
    expect(typeKeys(at(''), ['0', '5'])).toEqual(['0|', '05|']);
  });

  it('never rounds or clamps: an extra zero stays and is refused by the field check', () => {
    const shown = typeKeys(at(''), [...'100000000000']);
    expect(shown.at(-1)).toBe('100.000.000.000|');
    expect(parseIdr('100.000.000.000')).toEqual({ ok: false, error: NUMBER_MESSAGES.priceTooHigh });
  });
});

describe('editIdr: what is not plain digits is kept as typed (refused by the field check) or read exactly', () => {
  it('keeps Rp, comma, minus and letters as typed, caret where the browser put it', () => {
    expect(typeKeys(at('27.500.000'), [',', '5'])).toEqual(['27.500.000,|', '27.500.000,5|']);
    expect(typeKeys(at(''), [...'-25'])).toEqual(['-|', '-2|', '-25|']);
    expect(typeKeys(at(''), [...'Rp 2'])).toEqual(['R|', 'Rp|', 'Rp |', 'Rp 2|']);
    expect(parseIdr('27.500.000,5')).toEqual({ ok: false, error: NUMBER_MESSAGES.priceDecimal });
  });

  it.each([
    ['Rp 27.500.000', '27.500.000|'],
    ['27500000', '27.500.000|'],
    ['27.500.000', '27.500.000|'],
    ['27.500.000,00', '27.500.000|'],
    ['Rp 27.500.000,-', '27.500.000|'],
    // Not read exactly: kept for the check to refuse with its message, never guessed at.
    ['27.500.000,50', '27.500.000,50|'],
    ['1.5', '1.5|'],
    ['29,5 juta', '29,5 juta|'],
    ['27,500,000', '27,500,000|'],
  ])('pasting %j shows %j', (pasted, shown) => {
    expect(withCaret(press(at(''), pasted, 'insertFromPaste'))).toBe(shown);
  });

  it('dots the admin put in the wrong places stay until the text is a proper grouping again', () => {
    expect(typeKeys(at('1.5'), ['0', '0'])).toEqual(['1.50|', '1.500|']);
    expect(typeKeys(at('1.500'), ['0'])).toEqual(['15.000|']);
  });
});
