import { describe, expect, it } from 'vitest';
import { PRICE_BANDS, ROOM_TYPES, formatIdr, isPriceBand, parsePrice, priceBandOf } from '../../domain/index.ts';

const M = 1_000_000;

describe('priceBandOf (bands by price_quad)', () => {
  it.each([
    [0, '0-20'],
    [18_500_000, '0-20'],
    [20 * M - 1, '0-20'],
    [20 * M, '20-30'],
    [28_500_000, '20-30'],
    [30 * M - 1, '20-30'],
    [30 * M, '30-50'],
    [42_500_000, '30-50'],
    [50 * M - 1, '30-50'],
    [50 * M, '50+'],
    [350_000_000, '50+'],
  ] as const)('%i -> %s', (price, band) => {
    expect(priceBandOf(price)).toBe(band);
  });
});

describe('price bands', () => {
  it('lists all, 0-20, 20-30, 30-50 and 50+ in that order with Indonesian labels', () => {
    expect(PRICE_BANDS.map((b) => b.value)).toEqual(['all', '0-20', '20-30', '30-50', '50+']);
    expect(PRICE_BANDS[0]!.label).toBe('Semua Harga');
    for (const b of PRICE_BANDS) expect(b.label.length).toBeGreaterThan(0);
  });
  it('isPriceBand accepts exactly the band values', () => {
    for (const b of PRICE_BANDS) expect(isPriceBand(b.value)).toBe(true);
    for (const v of ['', null, undefined, '50', '0-30', 'ALL', '50+ ']) expect(isPriceBand(v)).toBe(false);
  });
});

describe('formatIdr (IDR, no decimals)', () => {
  it('formats rupiah with dot grouping and no decimals', () => {
    expect(formatIdr(18_500_000)).toBe('Rp 18.500.000');
    expect(formatIdr(350_000_000)).toBe('Rp 350.000.000');
    expect(formatIdr(0)).toBe('Rp 0');
  });
  it('rounds fractions instead of printing decimals', () => {
    expect(formatIdr(1234.6)).toBe('Rp 1.235');
  });
  it('uses a plain space (no NBSP) so text matching is predictable', () => {
    expect(formatIdr(1000)).not.toMatch(/\u00a0/);
  });
  it('returns an empty string for missing or non-finite amounts', () => {
    expect(formatIdr(null)).toBe('');
    expect(formatIdr(undefined)).toBe('');
    expect(formatIdr(Number.NaN)).toBe('');
    expect(formatIdr(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('parsePrice', () => {
  it('keeps whole rupiah from numbers and typed text', () => {
    expect(parsePrice(28_500_000)).toBe(28_500_000);
    expect(parsePrice(12.9)).toBeNull(); // a fraction is refused, never truncated
    expect(parsePrice('28.500.000')).toBe(28_500_000);
    expect(parsePrice('Rp 28.500.000')).toBe(28_500_000);
  });
  it('returns null for blank, missing, non-finite or unsafe values', () => {
    expect(parsePrice('')).toBeNull();
    expect(parsePrice('  ')).toBeNull();
    expect(parsePrice(null)).toBeNull();
    expect(parsePrice(undefined)).toBeNull();
    expect(parsePrice(Number.NaN)).toBeNull();
    expect(parsePrice('99999999999999999999')).toBeNull();
  });
});

describe('ROOM_TYPES', () => {
  it('maps quad, triple and double to 4, 3 and 2 people', () => {
    expect(ROOM_TYPES.map((r) => [r.key, r.label, r.people])).toEqual([
      ['price_quad', 'Quad', 4],
      ['price_triple', 'Triple', 3],
      ['price_double', 'Double', 2],
    ]);
  });
});
