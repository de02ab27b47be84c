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
  TERMS_LIMITS,
  tierDraftErrors,
  tierDrafts,
  tiersFromDrafts,
  type TierDraft,
  type FieldErrors,
  toSnakeCase,
  type Category,
  type Departure,
  type ItineraryDay,
  type Package,
  type PackageStatus,
  wibDate,
  formatWibDateTime,
  parseWibDateTime,
  scheduleErrors,
  SCHEDULE_MESSAGES,
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
  /** Pembatalan & Dokumen: true = the site-wide cancellation tiers (stored as null), false = `cancellationTiers`. */
  useSiteTiers: boolean;
  cancellationTiers: TierDraft[];
  /** Documents asked on top of the site-wide checklist. */
  extraDocuments: string[];
  /** "Tayang mulai", "Tayang sampai" and the promotion's end as typed (dd/mm/yyyy jj.mm, WIB); '' for none. */
  publishAt: string;
  unpublishAt: string;
  promoEndsAt: string;
}

/** A placeholder photo from the seed library, shown until the admin uploads real ones. */
const PLACEHOLDER_IMAGE = '/storage/v1/object/public/images/seed/package-makkah.webp';

/** New-package defaults (the owner's agreed starting values). */
export function newPackageDefaults(): PackageFormValues {
  return {
    title: '',
    tagline: '',
    description: '',
    category: 'umroh',
    location: 'Makkah - Madinah',
    // No preset length: '9 Hari' beside the one-day itinerary would contradict it (the consistency check).
    duration: '',
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
    // The passport rule and the cancellation tiers are the site-wide terms (Pembatalan & Dokumen), and the DP and
    // pelunasan come from their own fields (the page's payment line): S&K text repeating them would drift.
    terms: ['Harga dapat berubah sewaktu-waktu'],
    airline: '',
    departureAirport: '',
    directFlight: false,
    visaIncluded: false,
    bookingFee: '',
    fullPaymentDays: '',
    useSiteTiers: true,
    cancellationTiers: [],
    extraDocuments: [],
    publishAt: '',
    unpublishAt: '',
    promoEndsAt: '',
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
    useSiteTiers: !Array.isArray(p.cancellation_tiers),
    cancellationTiers: tierDrafts(Array.isArray(p.cancellation_tiers) ? p.cancellation_tiers : null),
    extraDocuments: list(p.extra_documents),
    publishAt: formatWibDateTime(p.publish_at),
    unpublishAt: formatWibDateTime(p.unpublish_at),
    promoEndsAt: formatWibDateTime(p.promo_ends_at),
  };
}

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
type PackageField =
  | 'title'
  | 'slug'
  | 'tagline'
  | 'description'
  | 'category'
  | 'location'
  | 'duration'
  | 'priceQuad'
  | 'priceTriple'
  | 'priceDouble'
  | 'airline'
  | 'departureAirport'
  | 'bookingFee'
  | 'fullPaymentDays'
  | 'cancellationTiers'
  | 'extraDocuments'
  | 'publishAt'
  | 'unpublishAt'
  | 'promoEndsAt';

/**
 * Every problem of the form, beside its field. Nothing is guessed: a price or
 * a day count that does not parse exactly is refused, never rewritten.
 */
export function packageFormErrors(v: PackageFormValues): FieldErrors {
  const errors: FieldErrors = {};
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
  const fee = parseIdr(v.bookingFee, { allowZero: true });
  if (!fee.ok) errors.bookingFee = fee.error;
  const days = parseBoundedInt(v.fullPaymentDays, 0, MAX_FULL_PAYMENT_DAYS);
  if (!days.ok) errors.fullPaymentDays = days.error;
  if (v.slug && !SLUG_RE.test(v.slug))
    errors.slug = 'Slug hanya boleh huruf kecil, angka, dan tanda hubung (tanpa spasi)';
  for (const [key, max] of Object.entries(PACKAGE_TEXT_LIMITS) as [keyof typeof PACKAGE_TEXT_LIMITS, number][]) {
    const tooLong = errors[key] ? null : lengthError(v[key], max);
    if (tooLong) errors[key] = tooLong;
  }
  Object.assign(errors, cancellationErrors(v));
  Object.assign(errors, packageScheduleErrors(v));
  return errors;
}

/**
 * The schedule beside its fields. A time already stored is not refused for having passed (the database applies
 * it within a minute); only what the owner types now must lie ahead.
 */
export function packageScheduleErrors(
  v: Pick<PackageFormValues, 'publishAt' | 'unpublishAt' | 'promoEndsAt' | 'status' | 'isPromo'>,
  stored: Partial<Pick<PackageFormValues, 'publishAt' | 'unpublishAt' | 'promoEndsAt'>> = {},
  now: Date = new Date(),
): FieldErrors {
  const errors: FieldErrors = {};
  const s = scheduleErrors(
    { publishAt: v.publishAt, unpublishAt: v.unpublishAt, isPublic: v.status === 'active' },
    now,
  );
  if (s.publishAt && v.publishAt !== stored.publishAt) errors.publishAt = s.publishAt;
  if (s.unpublishAt && v.unpublishAt !== stored.unpublishAt) errors.unpublishAt = s.unpublishAt;
  // The promotion's end is shown and saved only with Promo on: without it, a leftover typing neither blocks the
  // save nor marks a field the owner cannot see.
  if (!v.isPromo) return errors;
  const promoEnd = parseWibDateTime(v.promoEndsAt);
  if (promoEnd === null) errors.promoEndsAt = SCHEDULE_MESSAGES.format;
  else if (promoEnd && v.promoEndsAt !== stored.promoEndsAt && Date.parse(promoEnd) <= now.getTime())
    errors.promoEndsAt = SCHEDULE_MESSAGES.past;
  return errors;
}

/** Pembatalan & Dokumen: the package's own tiers (when it has them) and its extra documents, keyed by path. */
export function cancellationErrors(
  v: Pick<PackageFormValues, 'useSiteTiers' | 'cancellationTiers' | 'extraDocuments'>,
): FieldErrors {
  const errors: FieldErrors = {};
  if (!v.useSiteTiers) {
    if (v.cancellationTiers.length === 0)
      errors.cancellationTiers = 'Tambahkan minimal satu baris, atau pakai ketentuan umum';
    Object.assign(errors, tierDraftErrors(v.cancellationTiers, 'cancellationTiers'));
  }
  const docs = clean(v.extraDocuments);
  if (docs.length > TERMS_LIMITS.packageDocuments)
    errors.extraDocuments = `Paling banyak ${TERMS_LIMITS.packageDocuments} dokumen tambahan`;
  v.extraDocuments.forEach((d, i) => {
    const tooLong = lengthError(d, TERMS_LIMITS.documentLength);
    if (tooLong) errors[`extraDocuments.${i}`] = tooLong;
  });
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

/**
 * Days are numbered by position; blank activities are dropped. A day left without a title stays without one:
 * the site already heads it "Hari N", and a stored "Hari N" would go stale when an earlier day is removed.
 */
export function numberItinerary(days: readonly ItineraryDraft[]): ItineraryDay[] {
  return days.map((d, i) => ({
    day: i + 1,
    title: d.title.trim(),
    activities: clean(d.activities),
  }));
}

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
    // Rp 0 is kept (no down payment asked); blank is left unstated.
    bookingFee: parsePrice(v.bookingFee, { allowZero: true }),
    fullPaymentDays: days.ok ? days.value : null,
    cancellationTiers: v.useSiteTiers ? null : tiersFromDrafts(v.cancellationTiers),
    extraDocuments: clean(v.extraDocuments),
    publishAt: parseWibDateTime(v.publishAt) || null,
    unpublishAt: parseWibDateTime(v.unpublishAt) || null,
    // A promotion's end belongs to a promotion.
    promoEndsAt: v.isPromo ? parseWibDateTime(v.promoEndsAt) || null : null,
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
 * The month filter ('YYYY-MM'), or null for 'all': the packages with a departure in that month, matched by
 * the list view's `departure_months` (supabase/migrations/20261128001000_admin_package_list.sql).
 */
export function monthFilter(month: string): Record<string, string> | null {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? { 'departure_months@cs': `{${month}}` } : null;
}

/**
 * A card of the package list, as public.admin_package_list gives it in one request: the package's list
 * fields, its next departure (the earliest upcoming one still bookable, else the earliest upcoming one;
 * null when none is upcoming) and the months it departs in (what the month filter matches).
 */
export interface PackageListRow {
  id: string;
  slug: string;
  title: string;
  category: Package['category'];
  status: PackageStatus;
  is_promo: boolean;
  price_quad: number;
  /** The first gallery image, or null. */
  cover: string | null;
  created_at: string;
  updated_at: string;
  next_departure: Pick<Departure, 'id' | 'depart_on' | 'seats_total' | 'seats_booked' | 'status'> | null;
  departure_months: string[];
  /** What is scheduled: the start of a draft, the end of an active package, the end of its promotion. */
  publish_at: string | null;
  unpublish_at: string | null;
  promo_ends_at: string | null;
}

/** The view's columns, in its order (tests/db/admin-package-list.test.ts compares them with the view). */
export const PACKAGE_LIST_COLUMNS = [
  'id',
  'slug',
  'title',
  'category',
  'status',
  'is_promo',
  'price_quad',
  'cover',
  'created_at',
  'updated_at',
  'next_departure',
  'departure_months',
  'publish_at',
  'unpublish_at',
  'promo_ends_at',
] as const satisfies readonly (keyof PackageListRow)[];

/** The list's resource: the view, for the list only (edit, create and delete use `packages`). */
export const PACKAGE_LIST_RESOURCE = 'admin_package_list';

/** A package just created, as the list shows it until the list is read again (no departure yet). */
export function listRowOf(p: Package): PackageListRow {
  return {
    id: p.id,
    slug: p.slug,
    title: p.title,
    category: p.category,
    status: p.status,
    is_promo: p.is_promo,
    price_quad: p.price_quad,
    cover: p.images?.[0] ?? null,
    created_at: p.created_at,
    updated_at: p.updated_at,
    next_departure: null,
    departure_months: [],
    publish_at: p.publish_at ?? null,
    unpublish_at: p.unpublish_at ?? null,
    promo_ends_at: p.promo_ends_at ?? null,
  };
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

/**
 * The next `count` months from `now` as filter options (value yyyy-mm, Indonesian label). The current month is
 * Indonesia's (WIB): at 00:00 WIB on the 1st, 17:00 UTC the day before, it is already the new month.
 */
export function monthOptions(now: Date, count = 24, back = 6): { value: string; label: string }[] {
  const out: { value: string; label: string }[] = [];
  const [year, month] = wibDate(now).split('-').map(Number);
  for (let i = -back; i < count; i++) {
    const d = new Date(Date.UTC(year, month - 1 + i, 1));
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
function durationDays(duration: string): number | null {
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
