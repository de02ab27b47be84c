/**
 * Flight and payment facts of a package ("5 Pasti Umrah"): what the
 * admin may enter and the lines the package page shows. The database checks
 * the same bounds (supabase/migrations/*_package_trip_facts.sql).
 */
import { formatIdr } from './price.ts';
import { COLUMN_LIMITS } from './limits.ts';

/** Longest airline name the database stores. */
const MAX_AIRLINE_LENGTH = COLUMN_LIMITS.packages.airline.max;
/** Pelunasan H-N: 0 to 365 days before departure. */
export const MAX_FULL_PAYMENT_DAYS = COLUMN_LIMITS.packages.full_payment_days.max;

/** An IATA airport code as stored: three capital letters. */
const AIRPORT_CODE_RE = /^[A-Z]{3}$/;

export const TRIP_MESSAGES = {
  airport: 'Kode bandara 3 huruf kapital, contoh CGK',
  airlineTooLong: `Nama maskapai paling banyak ${MAX_AIRLINE_LENGTH} karakter`,
} as const;

/**
 * A typed departure airport: blank is "not stated" (null); anything else
 * must already be three capital letters. Never rewritten: "cgk" is refused,
 * not uppercased, so what is stored is what the admin typed.
 */
export function parseAirportCode(input: unknown): { ok: true; value: string | null } | { ok: false; error: string } {
  if (input === null || input === undefined) return { ok: true, value: null };
  const s = String(input);
  if (s.trim() === '') return { ok: true, value: null };
  if (!AIRPORT_CODE_RE.test(s)) return { ok: false, error: TRIP_MESSAGES.airport };
  return { ok: true, value: s };
}

/** The trip facts of a package, as the package page needs them. */
interface TripFacts {
  airline: string;
  departure_airport: string | null;
  direct_flight: boolean;
  visa_included: boolean;
  booking_fee: number | null;
  full_payment_days: number | null;
}

/**
 * The lines of the "Penerbangan & Pembayaran" block; parts that are not
 * stated are left out, and a line with no part is left out.
 *   flight:  "Maskapai Saudia · dari CGK · Penerbangan langsung"
 *   visa:    "Visa termasuk"
 *   payment: "DP Rp 5.000.000 · Pelunasan H-30 sebelum keberangkatan"
 */
export function tripFactLines(p: TripFacts): { flight: string | null; visa: string | null; payment: string | null } {
  const airline = p.airline.trim();
  const flight = [
    airline ? `Maskapai ${airline}` : '',
    p.departure_airport ? `dari ${p.departure_airport}` : '',
    p.direct_flight ? 'Penerbangan langsung' : '',
  ].filter(Boolean);
  const payment = [
    p.booking_fee !== null && p.booking_fee > 0 ? `DP ${formatIdr(p.booking_fee)}` : '',
    p.full_payment_days !== null ? `Pelunasan H-${p.full_payment_days} sebelum keberangkatan` : '',
  ].filter(Boolean);
  return {
    flight: flight.length ? flight.join(' · ') : null,
    visa: p.visa_included ? 'Visa termasuk' : null,
    payment: payment.length ? payment.join(' · ') : null,
  };
}
