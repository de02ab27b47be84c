/**
 * WhatsApp numbers: what a visitor or the owner types, read the way the database reads it
 * (private.normalize_whatsapp, supabase/migrations/20261125008000_whatsapp_e164.sql), and checked
 * against the numbering plan of its country with libphonenumber-js. Both run the same table of
 * cases, tests/fixtures/whatsapp-numbers.json. Pure: no I/O, no DOM.
 *
 * Stored shape: E.164 digits without '+' (`6281234567890`, `85291234567`), the form wa.me links take.
 *
 * The 'mobile' metadata, not the smaller 'min': 'min' only checks lengths, so it calls landlines in
 * Hong Kong, Japan, Saudi Arabia or Malaysia valid, and a WhatsApp message cannot reach those. The
 * site loads this module only when a visitor starts on the inquiry form (about 33 KB gzip).
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { FIELD_MESSAGES, isBlank } from './fields.ts';

/** Digits with the usual separators, at most one leading '+': letters are never dropped silently. */
const TYPED = /^\+?[\d\s\-.()]+$/;
/** E.164 without '+': a country code (never 0) and at most 15 digits in all. */
const E164 = /^[1-9]\d{7,14}$/;
/** The Indonesian mobile rule the database has always applied (08xx… numbers, 10–14 digits with 62). */
const INDONESIAN_MOBILE = /^628\d{7,11}$/;

/**
 * A typed number as stored E.164 digits, or null when it is not a WhatsApp (mobile) number. With a
 * leading '+' or '00' it is international (`+852 9123 4567`, `00852…`); without, it is Indonesian
 * (`0812…`, `812…`, `62812…`), as visitors in Indonesia type it.
 */
export function normalizeWhatsapp(v: unknown): string | null {
  const s = String(v ?? '').trim();
  if (!TYPED.test(s)) return null;
  let digits = s.replace(/\D/g, '');
  if (s.startsWith('+')) {
    // already international
  } else if (digits.startsWith('00')) digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = `62${digits.slice(1)}`;
  else if (digits.startsWith('8')) digits = `62${digits}`;
  if (!E164.test(digits)) return null;
  if (digits.startsWith('62') && !INDONESIAN_MOBILE.test(digits)) return null;
  const parsed = parsePhoneNumberFromString(`+${digits}`);
  return parsed?.isValid() && parsed.number === `+${digits}` ? digits : null;
}

/**
 * A stored number as people read it: `+62 812-3456-7890` for Indonesia (the agency's usual grouping),
 * the country's international format for others (`+852 9123 4567`); anything else comes back as given.
 */
export function formatWhatsapp(stored: string): string {
  const digits = /^\+?\d+$/.test(stored) ? stored.replace(/^\+/, '') : '';
  if (INDONESIAN_MOBILE.test(digits)) {
    const rest = digits.slice(2);
    const groups = [rest.slice(0, 3), rest.slice(3, 7), rest.slice(7)].filter(Boolean);
    return `+62 ${groups.join('-')}`;
  }
  if (!E164.test(digits)) return stored;
  const parsed = parsePhoneNumberFromString(`+${digits}`);
  return parsed?.isValid() ? parsed.formatInternational() : `+${digits}`;
}

/** A WhatsApp field of an admin form (fields.ts has the others); kept here so only its screens load the metadata. */
export function whatsappError(v: unknown, required = true): string | null {
  if (isBlank(v)) return required ? FIELD_MESSAGES.required : null;
  return normalizeWhatsapp(v) ? null : FIELD_MESSAGES.whatsapp;
}
