export type PriceBand = 'all' | '0-20' | '20-30' | '30-50' | '50+';

export const PRICE_BANDS: readonly { value: PriceBand; label: string }[] = [
  { value: 'all', label: 'Semua Harga' },
  { value: '0-20', label: 'Di bawah Rp 20 juta' },
  { value: '20-30', label: 'Rp 20 - 30 juta' },
  { value: '30-50', label: 'Rp 30 - 50 juta' },
  { value: '50+', label: 'Rp 50 juta ke atas' },
];

const MILLION = 1_000_000;

/** Bands by price_quad: under 20 M, 20-30 M, 30-50 M, 50 M and above (lower bound inclusive). */
export function priceBandOf(priceQuad: number): Exclude<PriceBand, 'all'> {
  if (priceQuad < 20 * MILLION) return '0-20';
  if (priceQuad < 30 * MILLION) return '20-30';
  if (priceQuad < 50 * MILLION) return '30-50';
  return '50+';
}

export function isPriceBand(value: string | null | undefined): value is PriceBand {
  return PRICE_BANDS.some((b) => b.value === value);
}

const idr = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** "Rp 28.500.000" — IDR without decimals. */
export function formatIdr(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  return idr.format(Math.round(amount)).replace(/\u00a0/g, ' ');
}

/** The highest price the admin may enter (a guard: a mistyped extra zero is refused, not stored). */
export const MAX_PRICE = 10_000_000_000;

type Parsed = { ok: true; value: number | null } | { ok: false; error: string };

export const NUMBER_MESSAGES = {
  priceFormat: 'Tulis harga dalam rupiah, contoh 27.500.000',
  priceNegative: 'Harga tidak boleh negatif',
  priceDecimal: 'Harga tanpa sen: hanya ,00 yang diterima di belakang koma',
  priceZero: 'Harga harus lebih dari 0',
  priceTooHigh: 'Harga maksimal Rp 10.000.000.000',
  integer: 'Isi dengan bilangan bulat, tanpa titik atau koma',
} as const;

/**
 * Strict parser of a typed or pasted IDR amount. Accepts `27500000`,
 * `27.500.000`, `Rp 27.500.000`, `Rp27.500.000,00` and `27.500.000,-`;
 * everything else is refused with a message instead of being guessed at
 * (dropping every non-digit would turn `29,5 juta` into 295).
 * Blank is `{ ok: true, value: null }`: whether it is required is the form's call. Zero is refused (a price
 * of nothing) unless `allowZero`: a down payment of Rp 0 means none is asked.
 */
export function parseIdr(input: unknown, { allowZero = false }: { allowZero?: boolean } = {}): Parsed {
  if (input === null || input === undefined) return { ok: true, value: null };
  if (typeof input === 'number') {
    if (!Number.isFinite(input) || !Number.isInteger(input)) return { ok: false, error: NUMBER_MESSAGES.priceDecimal };
    return checkPriceRange(input, allowZero);
  }
  let s = String(input)
    .replace(/\u00a0/g, ' ')
    .trim();
  if (s === '') return { ok: true, value: null };
  if (/^-|^rp\s*\.?\s*-/i.test(s) || /^\(.*\)$/.test(s)) return { ok: false, error: NUMBER_MESSAGES.priceNegative };
  s = s.replace(/^rp\s*\.?\s*/i, '');
  if (s === '') return { ok: true, value: null };
  const m = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+)|,-)?$/.exec(s);
  if (!m) {
    if (/^[\d.]+,\d+$/.test(s)) return { ok: false, error: NUMBER_MESSAGES.priceDecimal };
    return { ok: false, error: NUMBER_MESSAGES.priceFormat };
  }
  if (m[2] !== undefined && !/^0{1,2}$/.test(m[2])) return { ok: false, error: NUMBER_MESSAGES.priceDecimal };
  const digits = m[1].replace(/\./g, '');
  if (digits.length > 12) return { ok: false, error: NUMBER_MESSAGES.priceTooHigh };
  return checkPriceRange(Number.parseInt(digits, 10), allowZero);
}

function checkPriceRange(n: number, allowZero: boolean): Parsed {
  if (n < 0) return { ok: false, error: NUMBER_MESSAGES.priceNegative };
  if (n === 0 && !allowZero) return { ok: false, error: NUMBER_MESSAGES.priceZero };
  if (n > MAX_PRICE) return { ok: false, error: NUMBER_MESSAGES.priceTooHigh };
  return { ok: true, value: n };
}

/** Whole rupiah of a typed price, or null when blank or not a valid price (see parseIdr and its options). */
export function parsePrice(value: unknown, options?: { allowZero?: boolean }): number | null {
  const r = parseIdr(value, options);
  return r.ok ? r.value : null;
}

/**
 * A price as the IDR input shows it when loaded or left: `Rp 27.500.000,00` → `27.500.000`;
 * what parseIdr refuses is left as typed. Key-by-key typing is editIdr's (rupiah-input.ts).
 */
export function formatIdrTyping(value: string): string {
  const r = parseIdr(value);
  if (!r.ok || r.value === null) return value;
  return new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }).format(r.value);
}

/**
 * Strict whole-number parser for quota, stars, order and the like: digits only
 * (an optional leading minus, then checked against the bounds).
 */
export function parseBoundedInt(input: unknown, min: number, max: number): Parsed {
  if (input === null || input === undefined) return { ok: true, value: null };
  const s = String(input).trim();
  if (s === '') return { ok: true, value: null };
  if (!/^-?\d+$/.test(s)) return { ok: false, error: NUMBER_MESSAGES.integer };
  const n = Number.parseInt(s, 10);
  if (n < min) return { ok: false, error: min === 0 ? 'Tidak boleh negatif' : `Minimal ${min}` };
  if (n > max) return { ok: false, error: `Maksimal ${new Intl.NumberFormat('id-ID').format(max)}` };
  return { ok: true, value: n };
}

/** Room types of the price panel. */
export const ROOM_TYPES = [
  { key: 'price_quad', label: 'Quad', people: 4 },
  { key: 'price_triple', label: 'Triple', people: 3 },
  { key: 'price_double', label: 'Double', people: 2 },
] as const;
