/**
 * The package form's model: camelCase values in the form, the snake_case row
 * in the database. Pure functions only (unit-tested in tests/admin).
 */
import {
  MAX_GALLERY_IMAGES,
  COLUMN_LIMITS,
  lengthError,
  FIELD_MESSAGES,
  formatIdrTyping,
  MESSAGES,
  hasErrors,
  isBlank,
  slugifyTitle,
  parseAirportCode,
  parseBoundedInt,
  parseIdr,
  MAX_FULL_PAYMENT_DAYS,
  parsePrice,
  type FieldErrors,
  toSnakeCase,
  type Category,
  type ItineraryDay,
  type Package,
  type PackageStatus,
} from '../domain.ts';

export interface ItineraryDraft {
  title: string;
  activities: string[];
}

export interface PackageFormValues {
  title: string;
  tagline: string;
  description: string;
  category: Category | '';
  location: string;
  duration: string;
  priceQuad: string;
  priceTriple: string;
  priceDouble: string;
  isPromo: boolean;
  status: PackageStatus;
  images: string[];
  /** Edit mode only: the public address; blank on create (made from the title). */
  slug: string;
  itinerary: ItineraryDraft[];
  included: string[];
  excluded: string[];
  terms: string[];
  /** Penerbangan & Pembayaran: the package's flight, visa and payment terms. */
  airline: string;
  /** IATA code as typed; refused unless three capital letters (never uppercased for the admin). */
  departureAirport: string;
  directFlight: boolean;
  visaIncluded: boolean;
  bookingFee: string;
  /** Pelunasan H-N, 0 to 365 days. */
  fullPaymentDays: string;
}

/** A placeholder photo from the seed library, shown until the admin uploads real ones. */
export const PLACEHOLDER_IMAGE = '/storage/v1/object/public/images/seed/package-makkah.webp';

/** New-package defaults (the owner's agreed starting values). */
export function newPackageDefaults(): PackageFormValues {
  return {
    title: '',
    tagline: '',
    description: '',
    category: 'umroh',
    location: 'Makkah - Madinah',
    duration: '9 Hari',
    priceQuad: '',
    priceTriple: '',
    priceDouble: '',
    isPromo: false,
    status: 'active',
    images: [PLACEHOLDER_IMAGE],
    slug: '',
    itinerary: [{ title: 'Keberangkatan', activities: ['Berkumpul di bandara', 'Penerbangan menuju Tanah Suci'] }],
    included: [
      'Tiket pesawat pulang pergi',
      'Visa umroh',
      'Hotel sesuai program',
      'Makan 3x sehari',
      'Muthawif berpengalaman',
      'Perlengkapan umroh',
    ],
    excluded: ['Pembuatan paspor', 'Vaksin meningitis', 'Kelebihan bagasi', 'Pengeluaran pribadi'],
    terms: [
      'DP Rp 5.000.000 saat pendaftaran',
      'Pelunasan paling lambat 30 hari sebelum keberangkatan',
      'Paspor berlaku minimal 8 bulan',
      'Harga dapat berubah sewaktu-waktu',
    ],
    airline: '',
    departureAirport: '',
    directFlight: false,
    visaIncluded: false,
    bookingFee: '',
    fullPaymentDays: '',
  };
}

const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const list = (v: unknown): string[] => (Array.isArray(v) ? v.map(text) : []);

const priceText = (v: unknown): string => (v === null || v === undefined ? '' : formatIdrTyping(String(v)));

/** A stored row (snake_case) into form values. */
export function packageToForm(p: Partial<Package>): PackageFormValues {
  return {
    title: text(p.title),
    tagline: text(p.tagline),
    description: text(p.description),
    category: p.category === 'umroh' || p.category === 'haji' ? p.category : '',
    location: text(p.location),
    duration: text(p.duration),
    priceQuad: priceText(p.price_quad),
    priceTriple: priceText(p.price_triple),
    priceDouble: priceText(p.price_double),
    isPromo: !!p.is_promo,
    status: p.status === 'draft' ? 'draft' : 'active',
    images: list(p.images).slice(0, MAX_GALLERY_IMAGES),
    slug: text(p.slug),
    itinerary: (Array.isArray(p.itinerary) ? p.itinerary : []).map((d) => ({
      title: text(d?.title),
      activities: list(d?.activities),
    })),
    included: list(p.included),
    excluded: list(p.excluded),
    terms: list(p.terms),
    airline: text(p.airline),
    departureAirport: text(p.departure_airport),
    directFlight: !!p.direct_flight,
    visaIncluded: !!p.visa_included,
    bookingFee: priceText(p.booking_fee),
    fullPaymentDays:
      p.full_payment_days === null || p.full_payment_days === undefined ? '' : String(p.full_payment_days),
  };
}

/** The fields of the form in screen order: the first invalid one gets the focus. */
export const PACKAGE_FIELD_ORDER = [
  'title',
  'slug',
  'tagline',
  'description',
  'category',
  'location',
  'duration',
  'priceQuad',
  'priceTriple',
  'priceDouble',
  'airline',
  'departureAirport',
  'bookingFee',
  'fullPaymentDays',
] as const;

/** The package's text fields with a length limit in the schema, by form field. */
export const PACKAGE_TEXT_LIMITS = {
  title: COLUMN_LIMITS.packages.title.max,
  slug: COLUMN_LIMITS.packages.slug.max,
  tagline: COLUMN_LIMITS.packages.tagline.max,
  description: COLUMN_LIMITS.packages.description.max,
  location: COLUMN_LIMITS.packages.location.max,
  duration: COLUMN_LIMITS.packages.duration.max,
  airline: COLUMN_LIMITS.packages.airline.max,
} as const satisfies Partial<Record<PackageField, number>>;
export type PackageField = (typeof PACKAGE_FIELD_ORDER)[number];

/**
 * Every problem of the form, beside its field. Nothing is guessed: a price or
 * a day count that does not parse exactly is refused, never rewritten.
 */
export function packageFormErrors(v: PackageFormValues): FieldErrors<PackageField> {
  const errors: FieldErrors<PackageField> = {};
  if (isBlank(v.title)) errors.title = FIELD_MESSAGES.required;
  if (v.category !== 'umroh' && v.category !== 'haji') errors.category = 'Pilih kategori';
  const quad = parseIdr(v.priceQuad);
  if (!quad.ok) errors.priceQuad = quad.error;
  else if (quad.value === null) errors.priceQuad = FIELD_MESSAGES.required;
  for (const key of ['priceTriple', 'priceDouble'] as const) {
    const r = parseIdr(v[key]);
    if (!r.ok) errors[key] = r.error;
  }
  const airport = parseAirportCode(v.departureAirport);
  if (!airport.ok) errors.departureAirport = airport.error;
  const fee = parseIdr(v.bookingFee);
  if (!fee.ok) errors.bookingFee = fee.error;
  const days = parseBoundedInt(v.fullPaymentDays, 0, MAX_FULL_PAYMENT_DAYS);
  if (!days.ok) errors.fullPaymentDays = days.error;
  if (v.slug && !SLUG_RE.test(v.slug))
    errors.slug = 'Slug hanya boleh huruf kecil, angka, dan tanda hubung (tanpa spasi)';
  for (const [key, max] of Object.entries(PACKAGE_TEXT_LIMITS) as [keyof typeof PACKAGE_TEXT_LIMITS, number][]) {
    const tooLong = errors[key] ? null : lengthError(v[key], max);
    if (tooLong) errors[key] = tooLong;
  }
  return errors;
}

/**
 * null when the form may be saved, else the toast text: the fixed message when
 * a required field is missing, a pointer to the marked fields otherwise.
 */
export function validatePackageForm(v: PackageFormValues): string | null {
  const errors = packageFormErrors(v);
  if (!hasErrors(errors)) return null;
  const missing = Object.values(errors).includes(FIELD_MESSAGES.required) || !!errors.category;
  return missing ? MESSAGES.packageRequired : INVALID_FIELDS_MESSAGE;
}

export const INVALID_FIELDS_MESSAGE = 'Periksa kembali field yang ditandai merah';

const clean = (items: readonly string[]): string[] => items.map((s) => s.trim()).filter(Boolean);

/** Days are numbered by position; blank activities are dropped. */
export function numberItinerary(days: readonly ItineraryDraft[]): ItineraryDay[] {
  return days.map((d, i) => ({
    day: i + 1,
    title: d.title.trim() || `Hari ${i + 1}`,
    activities: clean(d.activities),
  }));
}

export type PackageRow = Omit<Package, 'id'>;

/**
 * The fields both create and update send, camelCase first and converted with
 * toSnakeCase (the database is snake_case). Triple and double prices are parsed to integers or null.
 */
export function packageFields(v: PackageFormValues): Record<string, unknown> {
  // Only called after packageFormErrors passed: these parse exactly or are blank.
  const airport = parseAirportCode(v.departureAirport);
  const days = parseBoundedInt(v.fullPaymentDays, 0, MAX_FULL_PAYMENT_DAYS);
  return toSnakeCase({
    title: v.title.trim(),
    tagline: v.tagline.trim(),
    description: v.description.trim(),
    category: v.category,
    location: v.location.trim(),
    duration: v.duration.trim(),
    priceQuad: parsePrice(v.priceQuad),
    priceTriple: parsePrice(v.priceTriple),
    priceDouble: parsePrice(v.priceDouble),
    isPromo: v.isPromo,
    status: v.status,
    images: clean(v.images).slice(0, MAX_GALLERY_IMAGES),
    itinerary: numberItinerary(v.itinerary),
    included: clean(v.included),
    excluded: clean(v.excluded),
    terms: clean(v.terms),
    airline: v.airline.trim(),
    departureAirport: airport.ok ? airport.value : null,
    directFlight: v.directFlight,
    visaIncluded: v.visaIncluded,
    bookingFee: parsePrice(v.bookingFee),
    fullPaymentDays: days.ok ? days.value : null,
  });
}

const SLUG_RE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The slug a title gives before any clash (no timestamp, so the address stays readable). */
export function baseSlug(title: string): string {
  return slugifyTitle(title) || 'paket';
}

/** `base`, or `base-2`, `base-3`, … : the first one not taken. */
export function uniqueSlug(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The create payload adds the slug (free slug from the title), created_at and updated_at. */
export function createPayload(
  v: PackageFormValues,
  now: number = Date.now(),
  slug: string = baseSlug(v.title),
): Record<string, unknown> {
  const stamp = new Date(now).toISOString();
  return { ...packageFields(v), slug, created_at: stamp, updated_at: stamp };
}

/**
 * Updates send the slug only when the admin changed it; the old address then
 * redirects permanently to the new one (recorded by the database).
 */
export function updatePayload(v: PackageFormValues, originalSlug?: string): Record<string, unknown> {
  const fields = packageFields(v);
  const slug = v.slug.trim();
  return slug && originalSlug !== undefined && slug !== originalSlug ? { ...fields, slug } : fields;
}

/** Moves one item of a list (gallery reordering). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const out = [...items];
  const [moved] = out.splice(from, 1);
  out.splice(to, 0, moved);
  return out;
}

/** How many more photos the gallery takes (the upload tile hides at 0). */
export function galleryRoom(images: readonly string[]): number {
  return Math.max(0, MAX_GALLERY_IMAGES - images.length);
}

/** Server filters of the list screen ('all' means no filter; the title search is case-insensitive). */
export function listFilter(search: string, category: string, status: string): Record<string, string> {
  const filter: Record<string, string> = {};
  // ra-data-postgrest splits ilike values on spaces into title[0]=…; one pattern with * keeps one filter.
  const words = search.trim().split(/\s+/).filter(Boolean);
  if (words.length) filter['title@ilike'] = words.join('*');
  if (category === 'umroh' || category === 'haji') filter.category = category;
  if (status === 'active' || status === 'draft') filter.status = status;
  return filter;
}

/**
 * The departures filter of a month ('YYYY-MM', half-open range), or null for 'all'.
 * Packages hold no date (their dates are departure rows): the list asks departures first, then
 * filters packages by the ids found (packageIdsFilter).
 */
export function monthDepartureFilter(month: string): Record<string, string> | null {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (!m) return null;
  const [y, mo] = [Number(m[1]), Number(m[2])];
  return {
    'depart_on@gte': `${m[1]}-${m[2]}-01`,
    'depart_on@lt': mo === 12 ? `${y + 1}-01-01` : `${m[1]}-${String(mo + 1).padStart(2, '0')}-01`,
  };
}

/** No id matches the nil UUID: an empty month shows no package (an empty in.() is not sent). */
export const NO_PACKAGE_ID = '00000000-0000-0000-0000-000000000000';

/** A PostgREST `id=in.(…)` filter for ra-data-postgrest (`'id@in'`), deduplicated. */
export function packageIdsFilter(ids: readonly string[]): Record<string, string> {
  const unique = [...new Set(ids)];
  return { 'id@in': `(${(unique.length ? unique : [NO_PACKAGE_ID]).join(',')})` };
}

/** The list's sort choices (server-side): value → react-admin sort. */
export const LIST_SORTS = {
  created: { label: 'Terbaru ditambahkan', field: 'created_at', order: 'DESC' },
  updated: { label: 'Terakhir diperbarui', field: 'updated_at', order: 'DESC' },
  priceAsc: { label: 'Harga terendah', field: 'price_quad', order: 'ASC' },
  priceDesc: { label: 'Harga tertinggi', field: 'price_quad', order: 'DESC' },
} as const;
export type ListSort = keyof typeof LIST_SORTS;

export const PAGE_SIZE = 24;

/** "Menampilkan 25–48 dari 2.000 paket". */
export function pageSummary(page: number, perPage: number, total: number): string {
  if (!total) return 'Tidak ada paket';
  const from = (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  const n = (x: number) => new Intl.NumberFormat('id-ID').format(x);
  return `Menampilkan ${n(from)}–${n(to)} dari ${n(total)} paket`;
}

/** The next `count` months from `now` as filter options (value yyyy-mm, Indonesian label). */
export function monthOptions(now: Date, count = 24, back = 6): { value: string; label: string }[] {
  const out: { value: string; label: string }[] = [];
  for (let i = -back; i < count; i++) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + i, 1));
    out.push({
      value: `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`,
      label: new Intl.DateTimeFormat('id-ID', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(d),
    });
  }
  return out;
}

export interface ListData<T> {
  data: T[];
  total?: number;
  [key: string]: unknown;
}

/** The optimistic step of package creation: the new row first in a cached list. */
export function prependToList<T extends { id: unknown }>(
  old: ListData<T> | undefined,
  record: T,
): ListData<T> | undefined {
  if (!old || !Array.isArray(old.data)) return old;
  return {
    ...old,
    data: [record, ...old.data.filter((r) => r.id !== record.id)],
    total: (old.total ?? old.data.length) + 1,
  };
}

/** "12 Hari" / "12 hari 11 malam" → 12; null when the duration names no day count. */
export function durationDays(duration: string): number | null {
  const m = /(\d+)\s*hari/i.exec(duration);
  return m ? Number(m[1]) : null;
}

/** A warning (not a refusal) when the itinerary and the duration disagree, else null. */
export function itineraryWarning(v: Pick<PackageFormValues, 'duration' | 'itinerary'>): string | null {
  const days = durationDays(v.duration);
  if (days === null || v.itinerary.length === days) return null;
  return `Itinerary berisi ${v.itinerary.length} hari, sedangkan durasi paket ${days} hari. Sesuaikan agar jamaah tidak bingung.`;
}

/** Pelunasan H-N as typed, when it is a valid number of days (what the departures tab judges dates by); else null. */
export function fullPaymentDaysOf(typed: string): number | null {
  const days = parseBoundedInt(typed, 0, MAX_FULL_PAYMENT_DAYS);
  return days.ok ? days.value : null;
}
