/**
 * Rows from the API turned into the shapes the pages render. The database
 * already guarantees most of this; the coercions keep one odd row (a bigint
 * sent as a string, a null list, a relative image URL) from breaking a page.
 */
import {
  isArticleCategory,
  resolveMediaUrl,
  isCancellationTiers,
  safeMediaSrc,
  FEATURE_ICONS,
  LEGACY_FEATURE_ICONS,
  type Album,
  type AlbumPhoto,
  type Article,
  type Category,
  type Departure,
  type Faq,
  type Feature,
  type FeatureIcon,
  type Hotel,
  type HotelCity,
  type ItineraryDay,
  type Package,
  type PackageHotel,
  type SiteTestimonial,
  type Testimonial,
  youtubeVideoId,
} from '../../domain/index.ts';

type Row = Record<string, unknown>;

const str = (v: unknown): string => (typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v));

function num(v: unknown): number | null {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : null;
}

const texts = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.trim() !== '') : [];

/** A media URL as the browser should load it: absolute, and only http(s) or site-relative. */
export function mediaSrc(url: unknown, supabaseUrl: string): string {
  return safeMediaSrc(resolveMediaUrl(str(url), supabaseUrl));
}

function itinerary(v: unknown): ItineraryDay[] {
  if (!Array.isArray(v)) return [];
  return v
    .filter((d): d is Row => typeof d === 'object' && d !== null)
    .map((d, i) => ({ day: num(d.day) ?? i + 1, title: str(d.title), activities: texts(d.activities) }));
}

export function normalizePackage(row: Row, supabaseUrl: string): Package {
  const category: Category = row.category === 'haji' ? 'haji' : 'umroh';
  return {
    id: str(row.id),
    slug: str(row.slug),
    title: str(row.title),
    tagline: str(row.tagline),
    description: str(row.description),
    category,
    location: str(row.location),
    duration: str(row.duration),
    price_quad: num(row.price_quad) ?? 0,
    price_triple: num(row.price_triple),
    price_double: num(row.price_double),
    is_promo: row.is_promo === true,
    status: row.status === 'draft' ? 'draft' : 'active',
    images: texts(row.images)
      .map((u) => mediaSrc(u, supabaseUrl))
      .filter(Boolean),
    itinerary: itinerary(row.itinerary),
    included: texts(row.included),
    excluded: texts(row.excluded),
    terms: texts(row.terms),
    airline: str(row.airline).trim(),
    departure_airport:
      typeof row.departure_airport === 'string' && row.departure_airport ? row.departure_airport : null,
    direct_flight: row.direct_flight === true,
    visa_included: row.visa_included === true,
    booking_fee: num(row.booking_fee),
    full_payment_days: num(row.full_payment_days),
    cancellation_tiers: isCancellationTiers(row.cancellation_tiers) ? row.cancellation_tiers : null,
    extra_documents: texts(row.extra_documents),
    created_at: str(row.created_at),
    updated_at: str(row.updated_at) || str(row.created_at),
  };
}

/** Rating 1-5, 5 when missing. */
export function normalizeRating(v: unknown): number {
  const n = num(v);
  if (n === null) return 5;
  return Math.min(5, Math.max(1, Math.round(n)));
}

export function normalizeTestimonial(row: Row, supabaseUrl: string): Testimonial {
  const avatar = mediaSrc(row.avatar_url, supabaseUrl);
  return {
    id: str(row.id),
    name: str(row.name),
    location: str(row.location),
    content: str(row.content),
    rating: normalizeRating(row.rating),
    avatar_url: avatar || null,
    // Rows read before the column existed count as shown, as they were.
    show_on_home: row.show_on_home !== false,
    position: num(row.position) ?? 0,
    created_at: str(row.created_at),
    consent: row.consent === true,
    departure_id: str(row.departure_id) || null,
    // Only a URL naming one video survives; the site derives everything else from its ID.
    video_url: youtubeVideoId(str(row.video_url)).ok ? str(row.video_url) : null,
  };
}

/** A row of public.testimonial_details: the testimonial with its trip, when visitors may see the package. */
export function normalizeSiteTestimonial(row: Row, supabaseUrl: string): SiteTestimonial {
  const departure = str(row.departure_on).slice(0, 10);
  const category = str(row.package_category);
  const slug = str(row.package_slug);
  const title = str(row.package_title);
  return {
    ...normalizeTestimonial(row, supabaseUrl),
    departure_on: /^\d{4}-\d{2}-\d{2}$/.test(departure) ? departure : null,
    trip_package: title && slug && (category === 'umroh' || category === 'haji') ? { title, slug, category } : null,
  };
}

const KNOWN_ICONS: readonly string[] = [...FEATURE_ICONS, ...LEGACY_FEATURE_ICONS];

export function normalizeFeature(row: Row): Feature {
  const icon = str(row.icon)
    .toLowerCase()
    .replace(/_/g, '-')
    .replace(/^bookopen$/, 'book-open');
  return {
    id: str(row.id),
    title: str(row.title),
    description: str(row.description),
    // Unknown icons are kept as-is; the icon component draws its default for them.
    icon: (KNOWN_ICONS.includes(icon) ? icon : str(row.icon)) as FeatureIcon,
    is_active: row.is_active !== false,
    order_index: num(row.order_index) ?? 0,
  };
}

export function normalizeFaq(row: Row): Faq {
  const packageId = str(row.package_id);
  return {
    id: str(row.id),
    package_id: packageId === '' ? null : packageId,
    question: str(row.question).trim(),
    answer: str(row.answer).trim(),
    position: num(row.position) ?? 0,
  };
}

const isoDate = (v: unknown): string | null => {
  const m = typeof v === 'string' ? /^\d{4}-\d{2}-\d{2}/.exec(v) : null;
  return m ? m[0] : null;
};

const positivePrice = (v: unknown): number | null => {
  const n = num(v);
  return n !== null && n > 0 ? n : null;
};

/** A departure row; null when it has no usable date (the site cannot place it). */
export function normalizeDeparture(row: Row): Departure | null {
  const depart = isoDate(row.depart_on);
  if (!depart) return null;
  const total = Math.max(0, Math.trunc(num(row.seats_total) ?? 0));
  const booked = Math.min(total, Math.max(0, Math.trunc(num(row.seats_booked) ?? 0)));
  return {
    id: str(row.id),
    package_id: str(row.package_id),
    depart_on: depart,
    return_on: isoDate(row.return_on),
    seats_total: total,
    seats_booked: booked,
    status: row.status === 'closed' ? 'closed' : 'open',
    price_quad: positivePrice(row.price_quad),
    price_triple: positivePrice(row.price_triple),
    price_double: positivePrice(row.price_double),
    note: str(row.note).trim(),
  };
}

const CITIES: readonly HotelCity[] = ['makkah', 'madinah', 'other'];

export function normalizeHotel(row: Row, supabaseUrl: string): Hotel {
  const city = CITIES.find((c) => c === row.city) ?? 'other';
  const distance = num(row.distance_m);
  const image = mediaSrc(row.image_url, supabaseUrl);
  return {
    id: str(row.id),
    name: str(row.name).trim(),
    city,
    stars: Math.min(5, Math.max(1, Math.round(num(row.stars) ?? 1))),
    distance_m: distance !== null && distance >= 0 ? Math.round(distance) : null,
    image_url: image || null,
  };
}

/** A package_hotels row joined with its hotel; null when the hotel is not readable (RLS) or unnamed. */
export function normalizePackageHotel(
  row: Row,
  hotels: ReadonlyMap<string, Hotel>,
): (PackageHotel & { package_id: string }) | null {
  const hotel = hotels.get(str(row.hotel_id));
  if (!hotel || hotel.name === '') return null;
  return {
    package_id: str(row.package_id),
    hotel,
    nights: Math.max(0, Math.trunc(num(row.nights) ?? 0)),
    position: num(row.position) ?? 0,
  };
}

/**
 * An article row: the cover resolved for the page (the seed stores site-relative storage paths), the package ids
 * kept as strings in order. The body stays as stored: the page sanitises it again when it renders it.
 */
export function normalizeArticle(row: Row, supabaseUrl: string): Article {
  const cover = mediaSrc(row.cover_image, supabaseUrl);
  const created = str(row.created_at);
  return {
    id: str(row.id),
    slug: str(row.slug),
    title: str(row.title).trim(),
    excerpt: str(row.excerpt).trim(),
    category: isArticleCategory(row.category) ? row.category : 'panduan',
    body: str(row.body),
    cover_image: cover || null,
    cover_alt: str(row.cover_alt).trim(),
    package_ids: texts(row.package_ids),
    status: row.status === 'published' ? 'published' : 'draft',
    published_at: str(row.published_at) || created || null,
    seo_title: str(row.seo_title).trim(),
    seo_description: str(row.seo_description).trim(),
    created_at: created,
    updated_at: str(row.updated_at) || created,
  };
}

/**
 * An album row of public.album_details as the site shows it: its photos resolved for the page and only the
 * consented ones. Visitors are given no other (RLS), and the filter says so again, so a row read with any other
 * key still cannot put an unconsented photo on a page, in JSON-LD, a share card or the sitemap; the cover is the
 * first of what is left.
 */
export function normalizeAlbum(row: Row, supabaseUrl: string): Album {
  const photos: AlbumPhoto[] = (Array.isArray(row.photos) ? row.photos : [])
    .filter((p): p is Row => typeof p === 'object' && p !== null && (p as Row).consent === true)
    .map((p) => ({
      id: str(p.id),
      image_url: mediaSrc(p.image_url, supabaseUrl),
      caption: str(p.caption).trim(),
      consent: true,
    }))
    .filter((p) => p.image_url !== '');
  const created = str(row.created_at);
  const category = row.package_category === 'umroh' || row.package_category === 'haji' ? row.package_category : null;
  return {
    id: str(row.id),
    slug: str(row.slug),
    title: str(row.title).trim(),
    description: str(row.description).trim(),
    taken_on: str(row.taken_on).slice(0, 10),
    package_id: str(row.package_id) || null,
    departure_id: str(row.departure_id) || null,
    status: row.status === 'published' ? 'published' : 'draft',
    published_at: str(row.published_at) || null,
    created_at: created,
    updated_at: str(row.updated_at) || created,
    photos,
    consented_count: photos.length,
    cover: photos[0]?.image_url ?? null,
    package_title: str(row.package_title).trim() || null,
    package_slug: str(row.package_slug) || null,
    package_category: category,
    departure_on: str(row.departure_on) || null,
  };
}
