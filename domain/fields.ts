/**
 * Field-level checks shared by every admin form. Each returns null when the
 * value is acceptable, else the Indonesian sentence shown beside the field.
 * Pure: no I/O, no DOM.
 */

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

export const FIELD_MESSAGES = {
  required: 'Wajib diisi',
  url: 'Masukkan URL yang diawali http:// atau https://, atau pilih gambar dari Galeri',
  link: 'Masukkan URL yang diawali http:// atau https://',
  email: 'Masukkan alamat email yang valid, contoh nama@domain.com',
  whatsapp: 'Masukkan nomor WhatsApp yang valid, contoh 0812-3456-7890 atau +852 9123 4567',
  phone: 'Masukkan nomor telepon yang valid, contoh +62 21 3190 4545',
} as const;

export const isBlank = (v: unknown): boolean => v === null || v === undefined || String(v).trim() === '';

export function requiredText(v: unknown): string | null {
  return isBlank(v) ? FIELD_MESSAGES.required : null;
}

/** Where our own uploads live: a site-relative storage path is as good as an absolute URL. */
const STORAGE_PATH = /^\/storage\/v1\/object\/public\/[^\s\\]+$/;

/** An image URL: blank (optional), http(s) with a host, or a storage path. */
export function imageUrlError(v: unknown): string | null {
  const s = String(v ?? '').trim();
  if (s === '') return null;
  if (STORAGE_PATH.test(s)) return null;
  return isHttpUrl(s) ? null : FIELD_MESSAGES.url;
}

/** A link (social media and the like): blank or http(s). */
export function linkError(v: unknown): string | null {
  const s = String(v ?? '').trim();
  if (s === '') return null;
  return isHttpUrl(s) ? null : FIELD_MESSAGES.link;
}

function isHttpUrl(s: string): boolean {
  if (/\s/.test(s)) return false;
  try {
    const u = new URL(s);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
  } catch {
    return false;
  }
}

// Deliberately simple: one @, no spaces, a dot in the domain. The server has the final word.
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;

export function emailError(v: unknown, required = false): string | null {
  const s = String(v ?? '').trim();
  if (s === '') return required ? FIELD_MESSAGES.required : null;
  return EMAIL_RE.test(s) ? null : FIELD_MESSAGES.email;
}

/** A phone number as shown on the site: digits with the usual separators, at least 6 digits. */
export function phoneError(v: unknown, required = false): string | null {
  const s = String(v ?? '').trim();
  if (s === '') return required ? FIELD_MESSAGES.required : null;
  if (!/^\+?[\d\s\-.()]+$/.test(s)) return FIELD_MESSAGES.phone;
  return s.replace(/\D/g, '').length >= 6 ? null : FIELD_MESSAGES.phone;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** `15/01/2027` (also `15-01-2027`, `15.1.2027`) → `2027-01-15`, or null when it is not a real date. */
export function parseDateDmy(v: unknown): string | null {
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(String(v ?? '').trim());
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** `2027-01-15` → `15/01/2027` (the admin shows dates this way whatever the browser's locale). */
export function formatDateDmy(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}

/** An optional date field of a form: blank, or a real yyyy-mm-dd date (what DateInput hands over). */
export function optionalDateError(v: unknown): string | null {
  const s = String(v ?? '').trim();
  if (s === '') return null;
  return /^\d{4}-\d{2}-\d{2}$/.test(s) && parseDateDmy(formatDateDmy(s)) === s
    ? null
    : 'Tanggal tidak valid (dd/mm/yyyy)';
}
