/**
 * Mitra (partner agents): the form, the checks beside each field, the row saved, and what the owner hands the
 * partner (the share link, its QR file name and a ready WhatsApp message). The database checks the same
 * bounds (supabase/migrations/*_lead_sources.sql: public.partners). Pure.
 */
import {
  charCount,
  COLUMN_LIMITS,
  FIELD_MESSAGES,
  formatWhatsapp,
  PARTNER_CODE_PATTERN,
  normalizeWhatsapp,
  partnerLinkPath,
  slugifyTitle,
  tooLongMessage,
  whatsappError,
  whatsappLink,
  type FieldErrors,
} from '../domain.ts';

/** A row of public.partners. */
export interface Partner {
  id: string;
  name: string;
  /** E.164 digits without '+'. */
  whatsapp: string;
  city: string;
  /** Part of the share link /m/{code}; fixed once created. */
  code: string;
  active: boolean;
  notes: string;
  /** The package the link opens; null: the home page. */
  package_id: string | null;
  created_at?: string;
  updated_at?: string | null;
}

/** The bounds of public.partners' checks (the code's: PARTNER_CODE_PATTERN). */
export const PARTNER_LIMITS = {
  name: COLUMN_LIMITS.partners.name.max,
  city: COLUMN_LIMITS.partners.city.max,
  notes: COLUMN_LIMITS.partners.notes.max,
  codeMin: 3,
  codeMax: 32,
} as const;

export interface PartnerDraft {
  name: string;
  whatsapp: string;
  city: string;
  code: string;
  /** The code follows the name until the owner types one (a stored partner's code never moves). */
  codeEdited: boolean;
  active: boolean;
  notes: string;
  /** '' : the link opens the home page. */
  packageId: string;
}

export type PartnerField = 'name' | 'whatsapp' | 'city' | 'code' | 'notes' | 'packageId';

export const PARTNER_MESSAGES = {
  codeTaken: 'Kode ini sudah dipakai mitra lain',
  codeFixed: 'Kode mitra tidak dapat diubah: tautan dan QR yang sudah dibagikan memakainya.',
  codeShort: `Kode paling sedikit ${PARTNER_LIMITS.codeMin} karakter`,
  codeLong: `Kode paling banyak ${PARTNER_LIMITS.codeMax} karakter`,
  codeUpper: 'Gunakan huruf kecil saja (a–z), tanpa huruf besar',
  codeSpace: 'Tanpa spasi: pisahkan kata dengan tanda hubung (-)',
  codeChars: 'Hanya huruf kecil a–z, angka 0–9 dan tanda hubung (-)',
  codeHyphen: 'Tanda hubung hanya di antara huruf atau angka: tidak di awal, di akhir, atau dua berturut-turut',
} as const;

export function emptyPartner(): PartnerDraft {
  return {
    name: '',
    whatsapp: '',
    city: '',
    code: '',
    codeEdited: false,
    active: true,
    notes: '',
    packageId: '',
  };
}

export function partnerToDraft(p: Partial<Partner>): PartnerDraft {
  return {
    name: p.name ?? '',
    whatsapp: p.whatsapp ? formatWhatsapp(p.whatsapp) : '',
    city: p.city ?? '',
    code: p.code ?? '',
    codeEdited: true,
    active: p.active ?? true,
    notes: p.notes ?? '',
    packageId: p.package_id ?? '',
  };
}

/** A code offered from the name ("Ustadz Ahmad (Bekasi)" → "ustadz-ahmad-bekasi"); '' when nothing usable is left. */
export function suggestPartnerCode(name: string): string {
  return slugifyTitle(name).slice(0, PARTNER_LIMITS.codeMax).replace(/-+$/, '');
}

/** A typed name moves the code along while the owner has not typed one. */
export function withPartnerName(d: PartnerDraft, name: string): PartnerDraft {
  return d.codeEdited ? { ...d, name } : { ...d, name, code: suggestPartnerCode(name) };
}

/**
 * What is wrong with a code, said so the owner knows what to change; null when it is one. The code is
 * checked as typed: nothing is lower-cased or trimmed behind the owner's back.
 */
export function partnerCodeError(code: string): string | null {
  if (code === '') return FIELD_MESSAGES.required;
  if (PARTNER_CODE_PATTERN.test(code)) return null;
  if (/\s/.test(code)) return PARTNER_MESSAGES.codeSpace;
  if (/[A-Z]/.test(code)) return PARTNER_MESSAGES.codeUpper;
  if (/[^a-z0-9-]/.test(code)) return PARTNER_MESSAGES.codeChars;
  if (/^-|-$|--/.test(code)) return PARTNER_MESSAGES.codeHyphen;
  if (code.length < PARTNER_LIMITS.codeMin) return PARTNER_MESSAGES.codeShort;
  if (code.length > PARTNER_LIMITS.codeMax) return PARTNER_MESSAGES.codeLong;
  return PARTNER_MESSAGES.codeChars;
}

export function partnerErrors(d: PartnerDraft): FieldErrors<PartnerField> {
  const e: FieldErrors<PartnerField> = {};
  const name = d.name.trim();
  if (!name) e.name = FIELD_MESSAGES.required;
  else if (charCount(name) > PARTNER_LIMITS.name) e.name = tooLongMessage(PARTNER_LIMITS.name);
  const whatsapp = whatsappError(d.whatsapp);
  if (whatsapp) e.whatsapp = whatsapp;
  if (charCount(d.city) > PARTNER_LIMITS.city) e.city = tooLongMessage(PARTNER_LIMITS.city);
  const code = partnerCodeError(d.code);
  if (code) e.code = code;
  if (charCount(d.notes) > PARTNER_LIMITS.notes) e.notes = tooLongMessage(PARTNER_LIMITS.notes);
  return e;
}

/**
 * The database row (only called once partnerErrors found nothing). A stored partner's code is never sent:
 * the database refuses any change to it.
 */
export function partnerPayload(d: PartnerDraft, mode: 'create' | 'edit'): Record<string, unknown> {
  const row: Record<string, unknown> = {
    name: d.name.trim(),
    whatsapp: normalizeWhatsapp(d.whatsapp),
    city: d.city.trim(),
    active: d.active,
    notes: d.notes.trim(),
    package_id: d.packageId || null,
  };
  return mode === 'create' ? { ...row, code: d.code } : row;
}

interface ErrorShape {
  code?: unknown;
  message?: unknown;
  details?: unknown;
  hint?: unknown;
  body?: unknown;
  cause?: unknown;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** The refusals of public.partners that belong beside one field, as supabase-js or react-admin carry them. */
const CONSTRAINT_FIELDS: Record<string, { field: PartnerField; message: string }> = {
  partners_code_key: { field: 'code', message: PARTNER_MESSAGES.codeTaken },
  partners_code_check: { field: 'code', message: PARTNER_MESSAGES.codeChars },
  partners_name_check: { field: 'name', message: `Wajib diisi, ${tooLongMessage(PARTNER_LIMITS.name).toLowerCase()}` },
  partners_whatsapp_check: { field: 'whatsapp', message: FIELD_MESSAGES.whatsapp },
  partners_city_check: { field: 'city', message: tooLongMessage(PARTNER_LIMITS.city) },
  partners_notes_check: { field: 'notes', message: tooLongMessage(PARTNER_LIMITS.notes) },
  partners_package_id_fkey: {
    field: 'packageId',
    message: 'Paket ini sudah dihapus. Pilih paket lain atau beranda.',
  },
};

/** The field and sentence of a save refused by public.partners' own rules; null for any other failure. */
export function partnerSaveError(error: unknown, depth = 0): { field: PartnerField; message: string } | null {
  if (!error || typeof error !== 'object' || depth > 3) return null;
  const e = error as ErrorShape;
  if (str(e.hint) === 'partners_code_fixed') return { field: 'code', message: PARTNER_MESSAGES.codeFixed };
  const constraint = /constraint "([^"]+)"/.exec(`${str(e.message)} ${str(e.details)}`)?.[1];
  if (constraint && CONSTRAINT_FIELDS[constraint]) return { ...CONSTRAINT_FIELDS[constraint] };
  return partnerSaveError(e.body, depth + 1) ?? partnerSaveError(e.cause, depth + 1);
}

/** The link a partner shares: the public site's address and /m/{code}. */
export function partnerShareLink(siteUrl: string, code: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${partnerLinkPath(code)}`;
}

/** The downloaded QR's file name. */
export function partnerQrFileName(code: string): string {
  return `mitra-${code}.png`;
}

/** The message the owner forwards to the partner with their link. */
export function partnerWhatsappText(name: string, link: string): string {
  return [
    `Assalamualaikum ${name.trim()}, berikut tautan Anda untuk dibagikan: ${link}`,
    '',
    'Setiap calon jamaah yang membuka tautan ini lalu menghubungi kami tercatat sebagai rekomendasi Anda. ' +
      'Silakan bagikan di status, grup, atau langsung ke calon jamaah. Jazakallahu khairan.',
  ].join('\n');
}

/** wa.me to the partner's own number, with the message ready to send. */
export function partnerWhatsappHref(whatsapp: string, text: string): string {
  return whatsappLink(whatsapp, text);
}

/** The columns the list shows. */
export const PARTNER_LIST_COLUMNS = ['id', 'name', 'whatsapp', 'city', 'code', 'active', 'package_id', 'updated_at'];

export type PartnerRow = Pick<Partner, 'id' | 'name' | 'whatsapp' | 'city' | 'code' | 'active' | 'package_id'>;

/** Active partners first, each group by name (Indonesian collation). */
export function sortPartners<T extends Pick<Partner, 'name' | 'active'>>(rows: readonly T[]): T[] {
  return [...rows].sort(
    (a, b) => Number(b.active) - Number(a.active) || a.name.localeCompare(b.name, 'id', { sensitivity: 'base' }),
  );
}
