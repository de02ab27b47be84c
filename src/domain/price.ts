export type PriceBand = 'all' | '0-20' | '20-30' | '30-50' | '50+';

export const PRICE_BANDS: readonly { value: PriceBand; label: string }[] = [
  { value: 'all', label: 'Semua Harga' },
  { value: '0-20', label: 'Di bawah Rp 20 juta' },
  { value: '20-30', label: 'Rp 20 - 30 juta' },
  { value: '30-50', label: 'Rp 30 - 50 juta' },
  { value: '50+', label: 'Rp 50 juta ke atas' },
];

const MILLION = 1_000_000;

/** SPEC §9: bands by price_quad: under 20 M, 20-30 M, 30-50 M, 50 M and above (lower bound inclusive). */
export function priceBandOf(priceQuad: number): Exclude<PriceBand, 'all'> {
  if (priceQuad < 20 * MILLION) return '0-20';
  if (priceQuad < 30 * MILLION) return '20-30';
  if (priceQuad < 50 * MILLION) return '30-50';
  return '50+';
}

export function isPriceBand(value: string | null | undefined): value is PriceBand {
  return PRICE_BANDS.some((b) => b.value === value);
}

const idr = new Intl.NumberFormat('id-ID', { style: 'currency', currency: 'IDR', maximumFractionDigits: 0, minimumFractionDigits: 0 });

/** "Rp 28.500.000" — IDR without decimals (SPEC §9). */
export function formatIdr(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  return idr.format(Math.round(amount)).replace(/\u00a0/g, ' ');
}

/** Parses a price typed by the admin ("28.500.000", "Rp 28,5 jt" is not accepted) to whole rupiah, or null when blank. */
export function parsePrice(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : null;
  const digits = String(value).replace(/[^\d]/g, '');
  if (digits === '') return null;
  const n = Number.parseInt(digits, 10);
  return Number.isSafeInteger(n) ? n : null;
}

/** Room types of the price panel (SPEC §9). */
export const ROOM_TYPES = [
  { key: 'price_quad', label: 'Quad', people: 4 },
  { key: 'price_triple', label: 'Triple', people: 3 },
  { key: 'price_double', label: 'Double', people: 2 },
] as const;
