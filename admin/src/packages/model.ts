/**
 * The package form's model: camelCase values in the form, the snake_case row
 * in the database. Pure functions only (unit-tested in tests/admin).
 */
import {
  MAX_GALLERY_IMAGES,
  MESSAGES,
  packageError,
  packageSlug,
  parsePrice,
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
  /** yyyy-mm-dd or '' */
  departure: string;
  duration: string;
  quota: string;
  priceQuad: string;
  priceTriple: string;
  priceDouble: string;
  isPromo: boolean;
  status: PackageStatus;
  images: string[];
  itinerary: ItineraryDraft[];
  included: string[];
  excluded: string[];
  terms: string[];
}

/** A placeholder photo from the seed library, shown until the admin uploads real ones. */
export const PLACEHOLDER_IMAGE = '/storage/v1/object/public/images/seed/package-makkah.webp';

/** SPEC §4: new-package defaults. */
export function newPackageDefaults(): PackageFormValues {
  return {
    title: '',
    tagline: '',
    description: '',
    category: 'umroh',
    location: 'Makkah - Madinah',
    departure: '',
    duration: '9 Hari',
    quota: '45',
    priceQuad: '',
    priceTriple: '',
    priceDouble: '',
    isPromo: false,
    status: 'active',
    images: [PLACEHOLDER_IMAGE],
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
  };
}

const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const list = (v: unknown): string[] => (Array.isArray(v) ? v.map(text) : []);

/** A stored row (snake_case) into form values. */
export function packageToForm(p: Partial<Package>): PackageFormValues {
  return {
    title: text(p.title),
    tagline: text(p.tagline),
    description: text(p.description),
    category: p.category === 'umroh' || p.category === 'haji' ? p.category : '',
    location: text(p.location),
    departure: p.departure ? String(p.departure).slice(0, 10) : '',
    duration: text(p.duration),
    quota: p.quota === null || p.quota === undefined ? '' : String(p.quota),
    priceQuad: p.price_quad === null || p.price_quad === undefined ? '' : String(p.price_quad),
    priceTriple: p.price_triple === null || p.price_triple === undefined ? '' : String(p.price_triple),
    priceDouble: p.price_double === null || p.price_double === undefined ? '' : String(p.price_double),
    isPromo: !!p.is_promo,
    status: p.status === 'draft' ? 'draft' : 'active',
    images: list(p.images).slice(0, MAX_GALLERY_IMAGES),
    itinerary: (Array.isArray(p.itinerary) ? p.itinerary : []).map((d) => ({
      title: text(d?.title),
      activities: list(d?.activities),
    })),
    included: list(p.included),
    excluded: list(p.excluded),
    terms: list(p.terms),
  };
}

/** null when the form may be saved, else the message of SPEC §5. */
export function validatePackageForm(v: PackageFormValues): string | null {
  const missing = packageError({ title: v.title, category: v.category, price_quad: v.priceQuad });
  if (missing) return missing;
  return parsePrice(v.priceQuad) === null ? MESSAGES.packageRequired : null;
}

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
 * toSnakeCase (SPEC §3). Triple and double prices are parsed to integers or null.
 */
export function packageFields(v: PackageFormValues): Record<string, unknown> {
  const quota = Number.parseInt(v.quota, 10);
  return toSnakeCase({
    title: v.title.trim(),
    tagline: v.tagline.trim(),
    description: v.description.trim(),
    category: v.category,
    location: v.location.trim(),
    departure: v.departure || null,
    duration: v.duration.trim(),
    quota: Number.isFinite(quota) && quota >= 0 ? quota : 0,
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
  });
}

/** SPEC §7: the create payload adds slug (title + timestamp), created_at and updated_at. */
export function createPayload(v: PackageFormValues, now: number = Date.now()): Record<string, unknown> {
  const stamp = new Date(now).toISOString();
  return { ...packageFields(v), slug: packageSlug(v.title, now), created_at: stamp, updated_at: stamp };
}

/** Updates keep the slug so public links stay valid. */
export function updatePayload(v: PackageFormValues): Record<string, unknown> {
  return packageFields(v);
}

export const COPY_SUFFIX = ' (Copy)';

/** SPEC §4: a draft copy with ' (Copy)' appended to the title and a fresh slug. */
export function duplicatePayload(p: Package, now: number = Date.now()): Record<string, unknown> {
  const { id: _id, created_at: _c, updated_at: _u, slug: _s, ...rest } = p;
  const title = `${p.title}${COPY_SUFFIX}`;
  const stamp = new Date(now).toISOString();
  return { ...rest, title, status: 'draft', slug: packageSlug(title, now), created_at: stamp, updated_at: stamp };
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
