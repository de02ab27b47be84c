import { describe, expect, it } from 'vitest';
import {
  MAX_PRICE,
  NUMBER_MESSAGES,
  formatIdrTyping,
  parseBoundedInt,
  parseIdr,
  parsePrice,
} from '../../domain/index.ts';

// Dropping every non-digit would silently rewrite these: each is taken exactly or refused.
describe('parseIdr: a typed or pasted IDR amount is taken exactly or refused', () => {
  it.each([
    ['27500000', 27_500_000],
    ['27.500.000', 27_500_000],
    ['Rp 27.500.000', 27_500_000],
    ['Rp27.500.000', 27_500_000],
    ['Rp. 27.500.000', 27_500_000],
    ['rp 27.500.000', 27_500_000],
    ['Rp 27.500.000,00', 27_500_000],
    ['27.500.000,0', 27_500_000],
    ['27.500.000,-', 27_500_000],
    ['  27.500.000  ', 27_500_000],
    ['Rp\u00a027.500.000', 27_500_000],
    ['10.000.000.000', MAX_PRICE],
    ['1', 1],
    [27_500_000, 27_500_000],
  ])('%j → %d', (input, expected) => {
    expect(parseIdr(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['', null],
    ['   ', null],
    ['Rp', null],
    [null, null],
    [undefined, null],
  ])('%j is blank', (input, expected) => {
    expect(parseIdr(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['-25000000', NUMBER_MESSAGES.priceNegative],
    ['Rp -25.000.000', NUMBER_MESSAGES.priceNegative],
    ['(25.000.000)', NUMBER_MESSAGES.priceNegative],
    ['29,5 juta', NUMBER_MESSAGES.priceFormat],
    ['29,5', NUMBER_MESSAGES.priceDecimal],
    ['27.500.000,50', NUMBER_MESSAGES.priceDecimal],
    ['27.500.000,001', NUMBER_MESSAGES.priceDecimal],
    ['27,500,000', NUMBER_MESSAGES.priceFormat],
    ['27.5000.000', NUMBER_MESSAGES.priceFormat],
    ['27 500 000', NUMBER_MESSAGES.priceFormat],
    ['28 jt', NUMBER_MESSAGES.priceFormat],
    ['abc', NUMBER_MESSAGES.priceFormat],
    ['1e9', NUMBER_MESSAGES.priceFormat],
    ['0', NUMBER_MESSAGES.priceZero],
    ['10.000.000.001', NUMBER_MESSAGES.priceTooHigh],
    ['99999999999999999999', NUMBER_MESSAGES.priceTooHigh],
    [12.5, NUMBER_MESSAGES.priceDecimal],
    [-1, NUMBER_MESSAGES.priceNegative],
  ])('%j is refused: %s', (input, error) => {
    expect(parseIdr(input)).toEqual({ ok: false, error });
  });

  it('parsePrice never returns a rewritten number', () => {
    expect(parsePrice('Rp 27.500.000,00')).toBe(27_500_000);
    expect(parsePrice('29,5 juta')).toBeNull();
    expect(parsePrice('-25000000')).toBeNull();
  });

  it('formats while typing and leaves what it cannot read as typed', () => {
    expect(formatIdrTyping('27500000')).toBe('27.500.000');
    expect(formatIdrTyping('Rp 27.500.000,00')).toBe('27.500.000');
    expect(formatIdrTyping('29,5 juta')).toBe('29,5 juta');
    expect(formatIdrTyping('')).toBe('');
  });
});

describe('parseBoundedInt: quota, stars, order', () => {
  it.each([
    ['45', 0, 10_000, { ok: true, value: 45 }],
    [' 0 ', 0, 10_000, { ok: true, value: 0 }],
    ['', 0, 10_000, { ok: true, value: null }],
    ['-10', 0, 10_000, { ok: false, error: 'Tidak boleh negatif' }],
    ['10001', 0, 10_000, { ok: false, error: 'Maksimal 10.000' }],
    ['4,5', 1, 5, { ok: false, error: NUMBER_MESSAGES.integer }],
    ['1e3', 0, 10_000, { ok: false, error: NUMBER_MESSAGES.integer }],
    ['0', 1, 5, { ok: false, error: 'Minimal 1' }],
    ['6', 1, 5, { ok: false, error: 'Maksimal 5' }],
  ])('%j in [%d, %d]', (input, min, max, expected) => {
    expect(parseBoundedInt(input, min, max)).toEqual(expected);
  });
});
