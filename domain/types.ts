import type { Departure, PackageHotel } from './departures.ts';
import type { CancellationTier } from './terms.ts';

export type Category = 'umroh' | 'haji';
export type PackageStatus = 'active' | 'draft';

export interface ItineraryDay {
  day: number;
  title: string;
  activities: string[];
}

export interface Package {
  id: string;
  slug: string;
  title: string;
  tagline: string;
  description: string;
  category: Category;
  location: string;
  duration: string;
  price_quad: number;
  price_triple: number | null;
  price_double: number | null;
  is_promo: boolean;
  status: PackageStatus;
  images: string[];
  itinerary: ItineraryDay[];
  included: string[];
  excluded: string[];
  terms: string[];
  /** Maskapai; '' when not stated. */
  airline: string;
  /** IATA code of the departure airport (e.g. CGK), or null. */
  departure_airport: string | null;
  direct_flight: boolean;
  visa_included: boolean;
  /** DP (down payment that holds a seat) in whole rupiah, or null. */
  booking_fee: number | null;
  /** Pelunasan H-N: days before departure by which the full price is due, or null. */
  full_payment_days: number | null;
  /** Its own cancellation tiers, far from departure first; null = the site-wide ones (domain/terms.ts). */
  cancellation_tiers: CancellationTier[] | null;
  /** Documents asked on top of the site-wide checklist. */
  extra_documents: string[];
  created_at: string;
  updated_at: string;
  /** Scheduled publishing and the promotion's end (applied, then cleared, by the database). */
  publish_at?: string | null;
  unpublish_at?: string | null;
  promo_ends_at?: string | null;
}

/**
 * A package as the public site shows it: the row plus its upcoming departures (from the build's WIB today,
 * earliest first; past ones dropped) and its hotels in the administrator's order.
 */
export interface SitePackage extends Package {
  departures: Departure[];
  hotels: PackageHotel[];
}

export interface Testimonial {
  id: string;
  name: string;
  location: string;
  content: string;
  rating: number;
  avatar_url: string | null;
  /** "Tampilkan di beranda": the home page shows only these. */
  show_on_home: boolean;
  /** Explicit order, ascending (1 first); the admin moves testimonials up and down. */
  position: number;
  created_at: string;
  /** The pilgrim agreed to be published: visitors (and so the site) read no other testimonial. */
  consent: boolean;
  /** The departure the pilgrim travelled with, if the administrator chose one. */
  departure_id: string | null;
  /** A YouTube video as its canonical watch URL (domain/youtube.ts), or null. */
  video_url: string | null;
}

/**
 * A testimonial as the site shows it: with the trip it tells of, when the administrator chose its departure and
 * visitors may see that departure's package.
 */
export interface SiteTestimonial extends Testimonial {
  /** The departure's date, 'YYYY-MM-DD'. */
  departure_on: string | null;
  trip_package: { title: string; category: Category; slug: string } | null;
}

export const FEATURE_ICONS = ['shield', 'users', 'award', 'clock', 'heart', 'globe'] as const;
/** Icons older content used; the public site draws them too, so both sets stay valid. */
export const LEGACY_FEATURE_ICONS = ['book-open', 'star', 'utensils', 'car'] as const;
export type FeatureIcon = (typeof FEATURE_ICONS)[number] | (typeof LEGACY_FEATURE_ICONS)[number];

/** A question and its answer: site-wide (package_id null) or shown on one package page. */
export interface Faq {
  id: string;
  package_id: string | null;
  question: string;
  answer: string;
  position: number;
}

export interface Feature {
  id: string;
  title: string;
  description: string;
  icon: FeatureIcon;
  is_active: boolean;
  order_index: number;
}

export interface Media {
  id: string;
  filename: string;
  original_name: string;
  file_path: string;
  file_size: number;
  mime_type: string;
  url: string;
  created_at: string;
}

export const CATEGORY_LABEL: Record<Category, string> = { umroh: 'Umroh', haji: 'Haji' };

/** Home: promo first, then newest; active only; 3 shown. */
export function featuredPackages<T extends Pick<Package, 'is_promo' | 'created_at' | 'status'>>(
  packages: readonly T[],
  count = 3,
): T[] {
  return packages
    .filter((p) => p.status === 'active')
    .sort((a, b) => Number(b.is_promo) - Number(a.is_promo) || b.created_at.localeCompare(a.created_at))
    .slice(0, count);
}
