/**
 * Departures and hotels of a package ("5 Pasti Umrah"): seats left,
 * availability, which departures a visitor sees, and the hotel lines. The
 * database checks the same bounds (supabase/migrations/*_departures.sql,
 * *_hotels.sql). Dates are 'YYYY-MM-DD' strings; "today" is Indonesian (WIB).
 */

import { wibDate } from './dates.ts';

export type DepartureStatus = 'open' | 'closed';

export interface Departure {
  id: string;
  package_id: string;
  depart_on: string;
  return_on: string | null;
  seats_total: number;
  seats_booked: number;
  status: DepartureStatus;
  /** Price per room type for this date; null = the package's price. */
  price_quad: number | null;
  price_triple: number | null;
  price_double: number | null;
  note: string;
  /**
   * Set where the site reads departures (markFullPaymentWindow): the date is inside its package's
   * full-payment window, so registration has closed. Not a column; absent elsewhere.
   */
  registration_closed?: boolean;
}

export type HotelCity = 'makkah' | 'madinah' | 'other';

export interface Hotel {
  id: string;
  name: string;
  city: HotelCity;
  stars: number;
  /** Metres to Masjidil Haram (Makkah) or Masjid Nabawi (Madinah); null = not stated. */
  distance_m: number | null;
  image_url: string | null;
}

/** A hotel as a package uses it. */
export interface PackageHotel {
  hotel: Hotel;
  nights: number;
  position: number;
}

export const HOTEL_CITY_LABEL: Record<HotelCity, string> = { makkah: 'Makkah', madinah: 'Madinah', other: 'Lainnya' };
const HOLY_MOSQUE: Record<HotelCity, string | null> = {
  makkah: 'Masjidil Haram',
  madinah: 'Masjid Nabawi',
  other: null,
};

/** Seats at or below which a departure is "LimitedAvailability". */
export const FEW_SEATS = 10;

export const DEPARTURE_LIMITS = { maxSeats: 10_000, maxNote: 200, maxNights: 60, maxDistance: 100_000 } as const;

/** Today in Indonesia (WIB) as 'YYYY-MM-DD': the date of this instant (wibDate). */
export function todayWib(): string {
  return wibDate(new Date());
}

export function seatsLeft(d: Pick<Departure, 'seats_total' | 'seats_booked'>): number {
  return Math.max(0, d.seats_total - d.seats_booked);
}

type Seats = Pick<Departure, 'seats_total' | 'seats_booked' | 'status' | 'registration_closed'>;

/** Its seats ran out ("Penuh"); a date the owner closed is "Ditutup" whatever its seats. */
export function seatsRanOut(d: Pick<Departure, 'seats_total' | 'seats_booked' | 'status'>): boolean {
  return d.status !== 'closed' && seatsLeft(d) === 0;
}

/** Closed, inside the full-payment window, or no seat left: not sold any more ("Penuh" when full). */
export function isSoldOut(d: Seats): boolean {
  return d.status === 'closed' || d.registration_closed === true || seatsLeft(d) === 0;
}

/** What the site says of a date whose registration has closed (inside the full-payment window). */
export const REGISTRATION_CLOSED_LABEL = 'Pendaftaran ditutup — hubungi kami';

/** 'YYYY-MM-DD' plus (or minus) whole days, as calendar dates (no time zone involved). */
function addDays(date: string, days: number): string {
  const t = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(t) ? date : new Date(t + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The last day a date takes registrations: the full-payment deadline (Pelunasan H-N, the package's
 * full_payment_days), when the full price is due. Null when the package states no deadline.
 */
export function registrationClosesOn(departOn: string, fullPaymentDays: number | null | undefined): string | null {
  if (typeof fullPaymentDays !== 'number' || !Number.isInteger(fullPaymentDays) || fullPaymentDays < 0) return null;
  return addDays(departOn, -fullPaymentDays);
}

/**
 * Inside the full-payment window: past the deadline (H-N), so a new registration could no longer pay in time.
 * The deadline day itself still takes registrations (paid in full at once). public.submit_inquiry applies the
 * same rule (private.departure_refusal).
 */
export function inFullPaymentWindow(
  d: Pick<Departure, 'depart_on'>,
  fullPaymentDays: number | null | undefined,
  today: string = todayWib(),
): boolean {
  const closes = registrationClosesOn(d.depart_on, fullPaymentDays);
  return closes !== null && today > closes;
}

/** The departures as the site shows them: each inside its package's full-payment window is marked closed. */
export function markFullPaymentWindow<T extends Departure>(
  departures: readonly T[],
  fullPaymentDays: number | null | undefined,
  today: string = todayWib(),
): T[] {
  return departures.map((d) => ({ ...d, registration_closed: inFullPaymentWindow(d, fullPaymentDays, today) }));
}

type Availability = 'InStock' | 'LimitedAvailability' | 'SoldOut';

/** schema.org availability of one departure. */
export function availabilityOf(d: Seats): Availability {
  if (isSoldOut(d)) return 'SoldOut';
  return seatsLeft(d) <= FEW_SEATS ? 'LimitedAvailability' : 'InStock';
}

/** A departure on today's date (WIB) or later: the only ones the site lists. */
function isUpcoming(d: Pick<Departure, 'depart_on'>, today: string = todayWib()): boolean {
  return d.depart_on >= today;
}

/** What a visitor sees: departures from today on (WIB), earliest first. Past ones are dropped. */
export function upcomingDepartures<T extends Pick<Departure, 'depart_on'>>(
  all: readonly T[],
  today: string = todayWib(),
): T[] {
  return all.filter((d) => isUpcoming(d, today)).sort((a, b) => a.depart_on.localeCompare(b.depart_on));
}

/**
 * Where a departure stands on the public site, by the rules the site builds with: only an active package's
 * departures are read (row-level security hides a draft's), only upcoming ones are listed
 * (upcomingDepartures), and only those not sold out can be chosen (bookingChoices, nextOpenDeparture).
 *   on_sale              listed and bookable
 *   full                 listed as "Penuh"
 *   closed               listed as "Ditutup" (the administrator closed it)
 *   registration_closed  listed as "Pendaftaran ditutup — hubungi kami" (inside the package's full-payment
 *                        window: past its Pelunasan H-N deadline), never pre-selected nor offered by the form
 *   past                 not listed (the date has passed)
 *   draft                not listed (the package is a draft)
 * `fullPaymentDays` is the package's full_payment_days (null: no window).
 */
export type DepartureSiteState = 'on_sale' | 'full' | 'closed' | 'registration_closed' | 'past' | 'draft';

export function departureSiteState(
  d: Pick<Departure, 'depart_on' | 'seats_total' | 'seats_booked' | 'status' | 'registration_closed'>,
  packageActive: boolean,
  today: string = todayWib(),
  fullPaymentDays: number | null = null,
): DepartureSiteState {
  if (!packageActive) return 'draft';
  if (!isUpcoming(d, today)) return 'past';
  if (d.status === 'closed') return 'closed';
  if (seatsLeft(d) === 0) return 'full';
  return d.registration_closed === true || inFullPaymentWindow(d, fullPaymentDays, today)
    ? 'registration_closed'
    : 'on_sale';
}

/** The admin's words for each state; only 'on_sale' says "Dijual di situs". */
export const DEPARTURE_SITE_STATE_LABEL: Record<DepartureSiteState, string> = {
  on_sale: 'Dijual di situs',
  full: 'Tampil di situs sebagai Penuh, tidak bisa dipesan',
  closed: 'Tampil di situs sebagai Ditutup, tidak dijual',
  registration_closed: 'Lewat batas pelunasan: tampil di situs sebagai "Pendaftaran ditutup", tidak bisa dipesan',
  past: 'Tanggal sudah lewat: tidak tampil di situs',
  draft: 'Paket masih Draft: belum tampil di situs',
};

/** The next departure a visitor can still book (open, a seat left), or null. */
export function nextOpenDeparture<T extends Departure>(upcoming: readonly T[]): T | null {
  return upcoming.find((d) => !isSoldOut(d)) ?? null;
}

/** "Sisa 12 kursi" / "Penuh" / "Ditutup" / "Pendaftaran ditutup — hubungi kami". */
export function seatsLabel(d: Seats): string {
  if (d.status === 'closed') return 'Ditutup';
  const left = seatsLeft(d);
  if (left === 0) return 'Penuh';
  return d.registration_closed === true ? REGISTRATION_CLOSED_LABEL : `Sisa ${left} kursi`;
}

/** Months ('YYYY-MM') in which a package has an open departure with seats: what the month filter matches. */
export function openDepartureMonths(upcoming: readonly Departure[]): string[] {
  return [...new Set(upcoming.filter((d) => !isSoldOut(d)).map((d) => d.depart_on.slice(0, 7)))].sort();
}

/** "★★★★★" for 5 stars (the count is also given as text beside it for screen readers). */
export function starsText(stars: number): string {
  return '★'.repeat(Math.max(0, Math.min(5, Math.trunc(stars))));
}

/** "± 150 m dari Masjidil Haram", "± 1,2 km dari Masjid Nabawi"; null when unknown or the city has no holy mosque. */
export function hotelDistanceText(h: Pick<Hotel, 'city' | 'distance_m'>): string | null {
  const mosque = HOLY_MOSQUE[h.city];
  if (!mosque || h.distance_m === null) return null;
  const d = h.distance_m;
  const text = d < 1000 ? `${d} m` : `${(d / 1000).toLocaleString('id-ID', { maximumFractionDigits: 1 })} km`;
  return `± ${text} dari ${mosque}`;
}

export type RoomKey = 'price_quad' | 'price_triple' | 'price_double';

/** The price of a room type on a departure: its override, else the package's; null when neither states one. */
export function departurePrice(
  d: Pick<Departure, RoomKey> | null | undefined,
  pkg: { [K in RoomKey]?: number | null },
  key: RoomKey,
): number | null {
  const override = d?.[key];
  if (typeof override === 'number' && override > 0) return override;
  const base = pkg[key];
  return typeof base === 'number' && base > 0 ? base : null;
}

/** Whether the departure overrides any of the package's prices. */
export function hasPriceOverride(d: Pick<Departure, RoomKey>): boolean {
  return [d.price_quad, d.price_triple, d.price_double].some((p) => typeof p === 'number' && p > 0);
}

/** Every upcoming departure is full or closed (and there is at least one): the card says "Penuh". */
export function allSoldOut(upcoming: readonly Departure[]): boolean {
  return upcoming.length > 0 && upcoming.every(isSoldOut);
}

/** The month filter: a package matches a month when an open upcoming departure with seats is in it. */
export function departsInMonth(upcoming: readonly Departure[], month: string): boolean {
  return openDepartureMonths(upcoming).includes(month);
}

/**
 * What a package card and the package facts show: the next bookable departure (else the first upcoming one,
 * sold out) and its seats ("Sisa N kursi"); "Penuh" when none can be booked and one ran out of seats,
 * "Ditutup" when every upcoming departure is closed, else "Pendaftaran ditutup — hubungi kami" (the dates left
 * are inside the full-payment window).
 * Nothing upcoming: both null (the page says "Jadwal menyusul").
 */
export function scheduleSummary<T extends Departure>(upcoming: readonly T[]): { next: T | null; seats: string | null } {
  const next = nextOpenDeparture(upcoming) ?? upcoming[0] ?? null;
  if (!next) return { next: null, seats: null };
  if (!allSoldOut(upcoming)) return { next, seats: seatsLabel(next) };
  // Closed dates with seats are not "full": say "Ditutup" unless a date really ran out of seats.
  if (upcoming.some(seatsRanOut)) return { next, seats: 'Penuh' };
  return { next, seats: upcoming.every((d) => d.status === 'closed') ? 'Ditutup' : REGISTRATION_CLOSED_LABEL };
}
