/**
 * The length and range limits the database enforces on what the admin edits,
 * in one table the forms read: a counter under a limited text input, a refusal
 * beside the field before saving, and the sentence for the same constraint
 * when the server refuses it. tests/db/limits.test.ts reads the constraints of
 * the migrated database and fails when this table and the schema differ.
 * Pure: no I/O.
 */
import type { PageName } from './content.ts';

/** A text column: at most `max` characters (Postgres counts characters, not UTF-16 units). */
interface LengthLimit {
  kind: 'length';
  constraint: string;
  /** 1 for "must not be empty" (checked on the trimmed text). */
  min?: number;
  max: number;
}

/** A number column: `min` ≤ value (≤ `max` when there is an upper bound). */
interface RangeLimit {
  kind: 'range';
  constraint: string;
  min: number;
  max?: number;
}

export type ColumnLimit = LengthLimit | RangeLimit;

const len = (constraint: string, max: number, min?: number): LengthLimit =>
  min === undefined ? { kind: 'length', constraint, max } : { kind: 'length', constraint, min, max };
function range(constraint: string, min: number, max: number): RangeLimit & { max: number };
function range(constraint: string, min: number): RangeLimit;
function range(constraint: string, min: number, max?: number): RangeLimit {
  return max === undefined ? { kind: 'range', constraint, min } : { kind: 'range', constraint, min, max };
}

const MAX_PRICE = 10_000_000_000;

/** Table → column (as the database names it) → its limit. */
export const COLUMN_LIMITS = {
  packages: {
    slug: len('packages_slug_check', 200),
    title: len('packages_title_check', 200, 1),
    tagline: len('packages_tagline_check', 300),
    description: len('packages_description_check', 10_000),
    location: len('packages_location_check', 200),
    duration: len('packages_duration_check', 100),
    price_quad: range('packages_price_quad_check', 0),
    price_triple: range('packages_price_triple_check', 0),
    price_double: range('packages_price_double_check', 0),
    airline: len('packages_airline_check', 100),
    booking_fee: range('packages_booking_fee_check', 0, MAX_PRICE),
    full_payment_days: range('packages_full_payment_days_check', 0, 365),
  },
  departures: {
    seats_total: range('departures_seats_total_check', 0, 10_000),
    // The upper bound is the row's own seats_total, not a number.
    seats_booked: range('departures_seats_booked_check', 0),
    price_quad: range('departures_price_quad_check', 0, MAX_PRICE),
    price_triple: range('departures_price_triple_check', 0, MAX_PRICE),
    price_double: range('departures_price_double_check', 0, MAX_PRICE),
    note: len('departures_note_check', 200),
  },
  hotels: {
    name: len('hotels_name_check', 150, 1),
    stars: range('hotels_stars_check', 1, 5),
    distance_m: range('hotels_distance_m_check', 0, 100_000),
    image_url: len('hotels_image_url_check', 2000),
  },
  package_hotels: {
    nights: range('package_hotels_nights_check', 1, 60),
  },
  partners: {
    name: len('partners_name_check', 100, 1),
    city: len('partners_city_check', 100),
    notes: len('partners_notes_check', 2000),
  },
  articles: {
    slug: len('articles_slug_check', 120),
    title: len('articles_title_check', 160, 1),
    excerpt: len('articles_excerpt_check', 300),
    body: len('articles_body_check', 100000),
    cover_image: len('articles_cover_image_check', 2000),
    cover_alt: len('articles_cover_alt_check', 200),
    seo_title: len('articles_seo_title_check', 70),
    seo_description: len('articles_seo_description_check', 170),
  },
  albums: {
    slug: len('albums_slug_check', 120),
    title: len('albums_title_check', 160, 1),
    description: len('albums_description_check', 1000),
  },
  album_photos: {
    image_url: len('album_photos_image_url_check', 2000),
    caption: len('album_photos_caption_check', 200),
  },
  bank_accounts: {
    bank_name: len('bank_accounts_bank_name_check', 60, 1),
    account_number: len('bank_accounts_account_number_check', 40),
    holder: len('bank_accounts_holder_check', 150, 1),
  },
  faqs: {
    question: len('faqs_question_check', 300, 1),
    answer: len('faqs_answer_check', 3000, 1),
  },
  features: {
    title: len('features_title_check', 120, 1),
    description: len('features_description_check', 1000, 1),
  },
  testimonials: {
    name: len('testimonials_name_check', 120, 1),
    location: len('testimonials_location_check', 120),
    content: len('testimonials_content_check', 2000, 1),
    rating: range('testimonials_rating_check', 1, 5),
    avatar_url: len('testimonials_avatar_url_check', 2000),
    video_url: len('testimonials_video_url_check', 100),
  },
} as const satisfies Record<string, Record<string, ColumnLimit>>;

/**
 * Page content documents: the longest text (in characters) each field may
 * hold, by its path in the document. `*` stands for every item of a list.
 * A heading stays a heading (hero title 120), a lead a few lines (300), long
 * page texts stay below 20,000. The database refuses the same in
 * private.page_content_limits (a trigger on public.page_content).
 */
export const PAGE_CONTENT_LIMITS: Record<PageName, Record<string, number>> = {
  home: {
    'hero.title': 120,
    'hero.subtitle': 300,
    'hero.backgroundImage': 2000,
    'about.title': 120,
    'about.description': 2000,
    'stats.*.value': 20,
    'stats.*.label': 60,
  },
  about: {
    title: 120,
    description: 5000,
    experience: 200,
    vision: 1000,
    mission: 5000,
    certification: 3000,
  },
  contact: {
    address: 300,
    phone2: 40,
    email2: 254,
    operationalHours: 500,
    googleMapsEmbed: 5000,
  },
  'site-settings': {
    siteName: 100,
    siteDescription: 300,
    logo: 2000,
    favicon: 2000,
    contactPhone: 40,
    contactEmail: 254,
    whatsappNumber: 40,
    'socialMedia.facebook': 500,
    'socialMedia.instagram': 500,
    'socialMedia.youtube': 500,
    'socialMedia.tiktok': 500,
  },
  privacy: {
    title: 120,
    body: 20_000,
  },
  terms: {
    'documents.*': 200,
  },
  legal: {
    companyName: 150,
    nib: 20,
    ppiuNumber: 100,
    ppiuDate: 10,
    pihkNumber: 100,
    pihkDate: 10,
    accreditationGrade: 20,
    accreditationBody: 150,
    accreditationValidUntil: 10,
    memberships: 500,
    ministryName: 150,
    ministryUrl: 500,
  },
};

/** The limit of a page-content field at `path` ('hero.title', 'stats.0.value'), if it has one. */
export function pageContentLimit(page: PageName, path: string): number | undefined {
  const table = PAGE_CONTENT_LIMITS[page];
  return table[path] ?? table[path.replace(/\.\d+(?=\.|$)/g, '.*')];
}

/** Characters as the database counts them (code points: an emoji is one), of the text as it is saved (trimmed). */
export function charCount(value: string | null | undefined): number {
  return [...String(value ?? '').trim()].length;
}

const id = new Intl.NumberFormat('id-ID');

export function tooLongMessage(max: number, count?: number): string {
  const base = `Paling banyak ${id.format(max)} karakter`;
  return count === undefined ? base : `${base} (sekarang ${id.format(count)})`;
}

/** null when `value` fits in `max` characters, else the sentence shown beside the field. */
export function lengthError(value: string | null | undefined, max: number): string | null {
  const n = charCount(value);
  return n > max ? tooLongMessage(max, n) : null;
}

/** "123/160": shown under a text input with a limit. */
export function counterText(value: string | null | undefined, max: number): string {
  return `${id.format(charCount(value))}/${id.format(max)}`;
}

/** The sentence for a number outside its range. */
export function rangeMessage(limit: Pick<RangeLimit, 'min' | 'max'>): string {
  return limit.max === undefined
    ? `Tidak boleh kurang dari ${id.format(limit.min)}`
    : `Harus ${id.format(limit.min)} sampai ${id.format(limit.max)}`;
}

/** The text fields of a page document that are over their limit, keyed by path. */
export function pageContentLengthErrors(page: PageName, content: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (v: unknown, path: string) => {
    if (typeof v === 'string') {
      const max = pageContentLimit(page, path);
      const message = max === undefined ? null : lengthError(v, max);
      if (message) out[path] = message;
    } else if (Array.isArray(v)) v.forEach((item, i) => walk(item, path ? `${path}.${i}` : String(i)));
    else if (v && typeof v === 'object')
      for (const [k, item] of Object.entries(v)) walk(item, path ? `${path}.${k}` : k);
  };
  walk(content, '');
  return out;
}

/** Every column limit with its table and column, for lookups by constraint name. */
export function allColumnLimits(): { table: string; column: string; limit: ColumnLimit }[] {
  return Object.entries(COLUMN_LIMITS).flatMap(([table, columns]) =>
    Object.entries(columns as Record<string, ColumnLimit>).map(([column, limit]) => ({ table, column, limit })),
  );
}
