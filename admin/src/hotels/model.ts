/**
 * The hotel library's form and a package's choice of hotels. The
 * database checks the same bounds (supabase/migrations/*_hotels.sql). Pure.
 */
import {
  charCount,
  COLUMN_LIMITS,
  DEPARTURE_LIMITS,
  FIELD_MESSAGES,
  imageUrlError,
  parseBoundedInt,
  type FieldErrors,
  type Hotel,
  type HotelCity,
} from '../domain.ts';

export const HOTEL_NAME_MAX = COLUMN_LIMITS.hotels.name.max;

export interface HotelDraft {
  name: string;
  city: HotelCity | '';
  stars: string;
  distanceM: string;
  imageUrl: string;
}

type HotelField = 'name' | 'city' | 'stars' | 'distanceM' | 'imageUrl';

export const HOTEL_MESSAGES = {
  stars: 'Bintang hotel 1 sampai 5',
  city: 'Pilih kota: Makkah, Madinah, atau Lainnya',
  nameTooLong: `Nama hotel paling banyak ${HOTEL_NAME_MAX} karakter`,
  distanceNegative: 'Jarak tidak boleh negatif',
  nights: 'Jumlah malam 1 sampai 60',
  hotelTaken: 'Hotel ini sudah dipilih untuk paket ini',
  pickHotel: 'Pilih hotel',
} as const;

export function emptyHotel(): HotelDraft {
  return { name: '', city: 'makkah', stars: '5', distanceM: '', imageUrl: '' };
}

export function hotelToDraft(h: Partial<Hotel>): HotelDraft {
  return {
    name: h.name ?? '',
    city: h.city === 'makkah' || h.city === 'madinah' || h.city === 'other' ? h.city : '',
    stars: h.stars === null || h.stars === undefined ? '' : String(h.stars),
    distanceM: h.distance_m === null || h.distance_m === undefined ? '' : String(h.distance_m),
    imageUrl: h.image_url ?? '',
  };
}

export function hotelErrors(d: HotelDraft): FieldErrors<HotelField> {
  const errors: FieldErrors<HotelField> = {};
  const name = d.name.trim();
  if (!name) errors.name = FIELD_MESSAGES.required;
  else if (charCount(name) > HOTEL_NAME_MAX) errors.name = HOTEL_MESSAGES.nameTooLong;
  if (d.city !== 'makkah' && d.city !== 'madinah' && d.city !== 'other') errors.city = HOTEL_MESSAGES.city;
  if (d.stars.trim() === '') errors.stars = FIELD_MESSAGES.required;
  else {
    const stars = parseBoundedInt(d.stars, 1, 5);
    if (!stars.ok) errors.stars = /bulat/.test(stars.error) ? stars.error : HOTEL_MESSAGES.stars;
  }
  if (/^\s*-\d+\s*$/.test(d.distanceM)) errors.distanceM = HOTEL_MESSAGES.distanceNegative;
  else {
    const distance = parseBoundedInt(d.distanceM, 0, DEPARTURE_LIMITS.maxDistance);
    if (!distance.ok) errors.distanceM = distance.error;
  }
  const image = d.imageUrl.trim() ? imageUrlError(d.imageUrl) : null;
  if (image) errors.imageUrl = image;
  return errors;
}

/** The database row (only called once hotelErrors found nothing). */
export function hotelPayload(d: HotelDraft): Record<string, unknown> {
  const distance = parseBoundedInt(d.distanceM, 0, DEPARTURE_LIMITS.maxDistance);
  return {
    name: d.name.trim(),
    city: d.city,
    stars: Number(d.stars.trim()),
    distance_m: distance.ok ? distance.value : null,
    image_url: d.imageUrl.trim() || null,
  };
}

/** One hotel of a package as typed: the hotel picked and its nights. */
export interface PackageHotelDraft {
  hotelId: string;
  nights: string;
}

/** `others`: the hotels the package's other rows already hold (one hotel once per package). */
export function packageHotelErrors(
  d: PackageHotelDraft,
  others: readonly string[] = [],
): FieldErrors<'hotelId' | 'nights'> {
  const errors: FieldErrors<'hotelId' | 'nights'> = {};
  if (!d.hotelId) errors.hotelId = HOTEL_MESSAGES.pickHotel;
  else if (others.includes(d.hotelId)) errors.hotelId = HOTEL_MESSAGES.hotelTaken;
  if (d.nights.trim() === '') errors.nights = FIELD_MESSAGES.required;
  else {
    const n = parseBoundedInt(d.nights, 1, DEPARTURE_LIMITS.maxNights);
    if (!n.ok) errors.nights = /bulat/.test(n.error) ? n.error : HOTEL_MESSAGES.nights;
  }
  return errors;
}
