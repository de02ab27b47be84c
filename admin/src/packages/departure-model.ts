/**
 * One row of the package form's "Keberangkatan" tab: what the admin
 * types, its checks (the same bounds as the database's named checks in
 * supabase/migrations/*_departures.sql), and the row sent to the database.
 * Pure functions only (unit-tested in tests/admin/departure-model.test.ts).
 */
import {
  DEPARTURE_LIMITS,
  FIELD_MESSAGES,
  charCount,
  formatIdrTyping,
  optionalDateError,
  parseBoundedInt,
  parseIdr,
  parsePrice,
  type Departure,
  type DepartureStatus,
  type FieldErrors,
} from '../domain.ts';

export interface DepartureDraft {
  /** Blank for a row not saved yet. */
  id: string;
  /** yyyy-mm-dd, '' or the text as typed when it is not a date (refused beside the field). */
  departOn: string;
  returnOn: string;
  seatsTotal: string;
  seatsBooked: string;
  status: DepartureStatus;
  /** Optional overrides of the package's price for this date (blank = the package's price). */
  priceQuad: string;
  priceTriple: string;
  priceDouble: string;
  note: string;
}

type DepartureField =
  'departOn' | 'returnOn' | 'seatsTotal' | 'seatsBooked' | 'priceQuad' | 'priceTriple' | 'priceDouble' | 'note';

export const DEPARTURE_MESSAGES = {
  returnBeforeDeparture: 'Tanggal pulang tidak boleh sebelum tanggal berangkat',
  bookedAboveTotal: 'Kursi terisi tidak boleh melebihi kursi total',
  seatsNegative: 'Jumlah kursi tidak boleh negatif',
  noteTooLong: `Catatan paling banyak ${DEPARTURE_LIMITS.maxNote} karakter`,
  roomNotSold: (room: string) => `Paket ini tidak menjual kamar ${room}; isi dulu Harga ${room} di Informasi Dasar`,
  datePast: 'Tanggal ini sudah lewat; keberangkatan yang lewat tidak tampil di situs',
  dateTaken: 'Paket ini sudah punya keberangkatan pada tanggal ini',
} as const;

/**
 * What a row's date is checked against: today (WIB) and the dates of the package's other rows. A saved row
 * keeps its own date even once it has passed (seats can still be corrected); only a new or changed date
 * must lie ahead.
 */
export interface DateContext {
  today: string;
  /** The date as stored ('' for a new row). */
  savedDepartOn: string;
  /** The dates of the package's other departure rows, saved or being typed. */
  otherDates: readonly string[];
}

/** A past or already used departure date, or null. Only for a complete yyyy-mm-dd date. */
export function departureDateError(departOn: string, ctx: DateContext): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(departOn)) return null;
  if (ctx.otherDates.includes(departOn)) return DEPARTURE_MESSAGES.dateTaken;
  if (departOn !== ctx.savedDepartOn && departOn < ctx.today) return DEPARTURE_MESSAGES.datePast;
  return null;
}

/** Which optional rooms the package sells (Quad always): a departure may only re-price those. */
export interface RoomsSold {
  triple: boolean;
  double: boolean;
}
const ALL_ROOMS: RoomsSold = { triple: true, double: true };

/** A new row: seats default to 45 (a typical umroh group), nothing booked, open. */
export function emptyDeparture(): DepartureDraft {
  return {
    id: '',
    departOn: '',
    returnOn: '',
    seatsTotal: '45',
    seatsBooked: '0',
    status: 'open',
    priceQuad: '',
    priceTriple: '',
    priceDouble: '',
    note: '',
  };
}

const priceText = (v: unknown): string => (v === null || v === undefined ? '' : formatIdrTyping(String(v)));
const intText = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

export function departureToDraft(d: Partial<Departure>): DepartureDraft {
  return {
    id: d.id ? String(d.id) : '',
    departOn: d.depart_on ? String(d.depart_on).slice(0, 10) : '',
    returnOn: d.return_on ? String(d.return_on).slice(0, 10) : '',
    seatsTotal: intText(d.seats_total),
    seatsBooked: intText(d.seats_booked ?? 0),
    status: d.status === 'closed' ? 'closed' : 'open',
    priceQuad: priceText(d.price_quad),
    priceTriple: priceText(d.price_triple),
    priceDouble: priceText(d.price_double),
    note: d.note ?? '',
  };
}

/**
 * A copy of a row as a new, unsaved row: same return gap, seats and prices,
 * nothing booked, open, and the dates left blank — two departures of one
 * package on one date make no sense, so the admin types the next date.
 */
export function duplicateDeparture(d: DepartureDraft): DepartureDraft {
  return { ...d, id: '', departOn: '', returnOn: '', seatsBooked: '0', status: 'open' };
}

function seatsError(value: string, required: boolean): { error?: string; value: number | null } {
  const trimmed = value.trim();
  if (trimmed === '') return required ? { error: FIELD_MESSAGES.required, value: null } : { value: null };
  if (/^-\d+$/.test(trimmed)) return { error: DEPARTURE_MESSAGES.seatsNegative, value: null };
  const r = parseBoundedInt(trimmed, 0, DEPARTURE_LIMITS.maxSeats);
  return r.ok ? { value: r.value } : { error: r.error, value: null };
}

/** Every problem of a row, beside its field. Nothing is guessed or rewritten. */
export function departureErrors(
  d: DepartureDraft,
  sold: RoomsSold = ALL_ROOMS,
  dates?: DateContext,
): FieldErrors<DepartureField> {
  const errors: FieldErrors<DepartureField> = {};
  if (d.departOn.trim() === '') errors.departOn = FIELD_MESSAGES.required;
  else {
    const e = optionalDateError(d.departOn) ?? (dates ? departureDateError(d.departOn, dates) : null);
    if (e) errors.departOn = e;
  }
  const returnError = optionalDateError(d.returnOn);
  if (returnError) errors.returnOn = returnError;
  else if (!errors.departOn && d.returnOn && d.returnOn < d.departOn)
    errors.returnOn = DEPARTURE_MESSAGES.returnBeforeDeparture;
  const total = seatsError(d.seatsTotal, true);
  if (total.error) errors.seatsTotal = total.error;
  const booked = seatsError(d.seatsBooked, false);
  if (booked.error) errors.seatsBooked = booked.error;
  else if (total.value !== null && booked.value !== null && booked.value > total.value)
    errors.seatsBooked = DEPARTURE_MESSAGES.bookedAboveTotal;
  for (const key of ['priceQuad', 'priceTriple', 'priceDouble'] as const) {
    const r = parseIdr(d[key]);
    if (!r.ok) errors[key] = r.error;
  }
  // The site offers only the rooms the package prices; a price for another room would be stored and never shown.
  if (!errors.priceTriple && !sold.triple && d.priceTriple.trim() !== '')
    errors.priceTriple = DEPARTURE_MESSAGES.roomNotSold('Triple');
  if (!errors.priceDouble && !sold.double && d.priceDouble.trim() !== '')
    errors.priceDouble = DEPARTURE_MESSAGES.roomNotSold('Double');
  // Characters as the counter under the field and the database count them: an emoji is one.
  if (charCount(d.note) > DEPARTURE_LIMITS.maxNote) errors.note = DEPARTURE_MESSAGES.noteTooLong;
  return errors;
}

/** The database row (only called once departureErrors found nothing). */
export function departurePayload(d: DepartureDraft, packageId: string): Record<string, unknown> {
  const total = parseBoundedInt(d.seatsTotal, 0, DEPARTURE_LIMITS.maxSeats);
  const booked = parseBoundedInt(d.seatsBooked, 0, DEPARTURE_LIMITS.maxSeats);
  return {
    package_id: packageId,
    depart_on: d.departOn,
    return_on: d.returnOn || null,
    seats_total: total.ok ? total.value : null,
    seats_booked: booked.ok && booked.value !== null ? booked.value : 0,
    status: d.status,
    price_quad: parsePrice(d.priceQuad),
    price_triple: parsePrice(d.priceTriple),
    price_double: parsePrice(d.priceDouble),
    note: d.note.trim(),
  };
}

/**
 * The +/− buttons of "Kursi terisi": one seat more or less, never below 0 nor
 * above the total. A value that is not a whole number is left alone (null).
 */
export function stepBooked(d: Pick<DepartureDraft, 'seatsBooked' | 'seatsTotal'>, delta: 1 | -1): string | null {
  const booked = parseBoundedInt(d.seatsBooked === '' ? '0' : d.seatsBooked, 0, DEPARTURE_LIMITS.maxSeats);
  if (!booked.ok || booked.value === null) return null;
  const total = parseBoundedInt(d.seatsTotal, 0, DEPARTURE_LIMITS.maxSeats);
  const max = total.ok && total.value !== null ? total.value : DEPARTURE_LIMITS.maxSeats;
  const next = Math.min(max, Math.max(0, booked.value + delta));
  return String(next);
}
