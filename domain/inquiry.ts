/**
 * The inquiry form: the checks the browser makes before sending, with the same Indonesian sentences
 * public.submit_inquiry() answers (its current definition is in supabase/schema.sql; both run the cases of
 * tests/fixtures/inquiry-inputs.json), and the mapping of the server's answer to a field or a form-level
 * message. Pure: no I/O, no DOM.
 */
import { departureSiteState, type Departure } from './departures.ts';
import { hasVisibleText } from './validation.ts';

const INQUIRY_FIELDS = ['name', 'whatsapp', 'departure_id', 'pax', 'message', 'consent'] as const;
type InquiryField = (typeof INQUIRY_FIELDS)[number] | 'package_id';

/** The limits inquiries_*_check puts on a stored inquiry; `notes` is the administrator's own text. */
export const INQUIRY_LIMITS = { name: 100, message: 1000, paxMin: 1, paxMax: 50, notes: 2000 } as const;

export const INQUIRY_MESSAGES = {
  nameRequired: 'Nama wajib diisi',
  nameTooLong: 'Nama terlalu panjang (maksimal 100 karakter)',
  whatsappRequired: 'Nomor WhatsApp wajib diisi',
  whatsappInvalid: 'Nomor WhatsApp tidak valid. Contoh: 0812-3456-7890 atau +852 9123 4567',
  pax: 'Jumlah jamaah harus antara 1 dan 50 orang',
  messageTooLong: 'Pesan terlalu panjang (maksimal 1000 karakter)',
  consent: 'Centang persetujuan agar kami boleh menghubungi Anda',
  sent: 'Terima kasih, permintaan Anda sudah kami terima. Tim kami akan menghubungi Anda via WhatsApp.',
  fixFields: 'Periksa kembali isian yang ditandai.',
  failed: 'Permintaan belum terkirim. Coba lagi sebentar lagi, atau hubungi kami langsung via WhatsApp.',
  sending: 'Mengirim…',
  departureUnknown: 'Tanggal keberangkatan tidak tersedia untuk paket ini',
  departurePast: 'Tanggal keberangkatan ini sudah lewat. Pilih tanggal lain.',
  departureClosed: 'Tanggal keberangkatan ini sudah ditutup. Pilih tanggal lain atau hubungi kami.',
  departureFull: 'Kursi untuk tanggal ini sudah penuh. Pilih tanggal lain atau hubungi kami.',
  departureRegistrationClosed:
    'Pendaftaran untuk tanggal ini sudah ditutup (lewat batas pelunasan). Pilih tanggal lain atau hubungi kami.',
} as const;

export interface InquiryInput {
  name: string;
  whatsapp: string;
  /** As typed in the number field: digits only, never rounded or clamped. */
  pax: string;
  message: string;
  consent: boolean;
}

/** The number of people, parsed strictly: whole digits 1–50, else null (the value is refused, not changed). */
export function parsePax(value: string): number | null {
  const s = value.trim();
  if (!/^\d{1,2}$/.test(s)) return null;
  const n = Number(s);
  return n >= INQUIRY_LIMITS.paxMin && n <= INQUIRY_LIMITS.paxMax ? n : null;
}

/**
 * Field → message for every field the browser can judge; empty when the form may be sent. The number is
 * read by `normalizeWhatsapp` (domain/phone.ts), passed in so the site can load it, with its phone
 * metadata, only once a visitor starts on the form.
 */
export function inquiryErrors(
  input: InquiryInput,
  normalizeWhatsapp: (typed: string) => string | null,
): Partial<Record<InquiryField, string>> {
  const errors: Partial<Record<InquiryField, string>> = {};
  const name = input.name.trim();
  if (!hasVisibleText(name)) errors.name = INQUIRY_MESSAGES.nameRequired;
  else if (name.length > INQUIRY_LIMITS.name) errors.name = INQUIRY_MESSAGES.nameTooLong;
  if (input.whatsapp.trim() === '') errors.whatsapp = INQUIRY_MESSAGES.whatsappRequired;
  else if (!normalizeWhatsapp(input.whatsapp)) errors.whatsapp = INQUIRY_MESSAGES.whatsappInvalid;
  if (parsePax(input.pax) === null) errors.pax = INQUIRY_MESSAGES.pax;
  if (input.message.length > INQUIRY_LIMITS.message) errors.message = INQUIRY_MESSAGES.messageTooLong;
  if (!input.consent) errors.consent = INQUIRY_MESSAGES.consent;
  return errors;
}

/** The text stored as the message: the chosen room type (a select, not typed text) on its own line first. */
export function inquiryMessage(room: string, message: string): string {
  return room ? `Tipe kamar: ${room}\n${message}` : message;
}

type InquiryOutcome =
  { kind: 'sent' } | { kind: 'field'; field: InquiryField; message: string } | { kind: 'form'; message: string };

/**
 * What the server's answer means for the form: 2xx sent; 400 with a field name in `details` is that
 * field's message; 429 (PT429) and anything else is a form-level message (the server's own when it gave one).
 */
export function inquiryOutcome(status: number, body: unknown): InquiryOutcome {
  if (status >= 200 && status < 300) return { kind: 'sent' };
  const b = (body && typeof body === 'object' ? body : {}) as { message?: unknown; details?: unknown };
  const message = typeof b.message === 'string' && b.message ? b.message : '';
  const fields: readonly string[] = [...INQUIRY_FIELDS, 'package_id'];
  if (status === 400 && typeof b.details === 'string' && fields.includes(b.details) && message) {
    return { kind: 'field', field: b.details as InquiryField, message };
  }
  if (status === 429 && message) return { kind: 'form', message };
  return { kind: 'form', message: INQUIRY_MESSAGES.failed };
}

/**
 * Why an inquiry may not name this departure (the sentence shown beside the departure field), or null when the
 * site sells it: departureSiteState, the site's rule, with `fullPaymentDays` the package's full_payment_days.
 * public.submit_inquiry refuses the same dates with the same words (private.departure_refusal).
 */
export function departureRefusal(
  d: Pick<Departure, 'depart_on' | 'seats_total' | 'seats_booked' | 'status'> | null,
  fullPaymentDays: number | null,
  today?: string,
): string | null {
  if (!d) return INQUIRY_MESSAGES.departureUnknown;
  switch (departureSiteState(d, true, today, fullPaymentDays)) {
    case 'past':
      return INQUIRY_MESSAGES.departurePast;
    case 'closed':
      return INQUIRY_MESSAGES.departureClosed;
    case 'full':
      return INQUIRY_MESSAGES.departureFull;
    case 'registration_closed':
      return INQUIRY_MESSAGES.departureRegistrationClosed;
    default:
      return null;
  }
}
