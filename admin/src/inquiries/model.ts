/** Prospek (issue 13): inquiries visitors sent with the site's form. Pure helpers for the screens. */
import { formatWhatsapp } from '../domain.ts';

export type InquiryStatus = 'baru' | 'dihubungi' | 'terdaftar' | 'batal';

export interface Inquiry {
  id: string;
  created_at: string;
  name: string;
  whatsapp: string;
  package_id: string | null;
  departure_id: string | null;
  pax: number;
  message: string;
  consent: boolean;
  consent_text_version: string;
  status: InquiryStatus;
  notes: string;
  source_path: string | null;
  /** Sent during a flood (far more inquiries than usual): kept, but probably not a real person. */
  flood_suspect: boolean;
}

export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = {
  baru: 'Baru',
  dihubungi: 'Dihubungi',
  terdaftar: 'Terdaftar',
  batal: 'Batal',
};
export const INQUIRY_STATUSES = Object.keys(INQUIRY_STATUS_LABELS) as InquiryStatus[];

export { formatWhatsapp };

/** wa.me link with a prefilled reply naming the package asked about. */
export function whatsappReplyLink(inquiry: Pick<Inquiry, 'name' | 'whatsapp'>, packageTitle?: string | null): string {
  const about = packageTitle ? ` mengenai paket "${packageTitle}"` : '';
  const text = `Assalamualaikum ${inquiry.name}, terima kasih atas permintaan informasi Anda${about} di situs kami. `;
  return `https://wa.me/${inquiry.whatsapp}?text=${encodeURIComponent(text)}`;
}

export interface InquiryFilters {
  status: InquiryStatus | '';
  search: string;
  packageId: string;
  /** yyyy-mm-dd from a date input, or ''. */
  from: string;
}

/** ra-data-postgrest filter: digits search the number, words the name. */
export function inquiryFilter(f: InquiryFilters): Record<string, string> {
  const filter: Record<string, string> = {};
  if (f.status) filter.status = f.status;
  if (f.packageId) filter.package_id = f.packageId;
  if (/^\d{4}-\d{2}-\d{2}$/.test(f.from)) filter['created_at@gte'] = `${f.from}T00:00:00+07:00`;
  const q = f.search.trim();
  if (q) {
    const digits = q.replace(/[\s\-+().]/g, '');
    if (/^\d+$/.test(digits)) filter['whatsapp@ilike'] = `*${digits.replace(/^0/, '')}*`;
    else filter['name@ilike'] = q.split(/\s+/).join('*');
  }
  return filter;
}

/** CSV rows with Indonesian column names. */
export function inquiryCsvRows(rows: Inquiry[], packageTitle: (id: string | null) => string) {
  return rows.map((r) => ({
    Tanggal: r.created_at,
    Nama: r.name,
    WhatsApp: r.whatsapp,
    Paket: packageTitle(r.package_id),
    'Jumlah Jamaah': r.pax,
    Pesan: r.message,
    Status: INQUIRY_STATUS_LABELS[r.status] ?? r.status,
    Catatan: r.notes,
    Halaman: r.source_path ?? '',
    'Diduga Spam': r.flood_suspect ? 'Ya' : '',
  }));
}

const FORMULA_START = /^[\s;,|]*[=+\-@]|^[\t\r]/;

/** RFC 4180 CSV of the rows (header from the first row's keys), every value quoted. */
export function toCsv(rows: Record<string, string | number>[]): string {
  if (!rows.length) return '';
  const keys = Object.keys(rows[0]);
  // A visitor typed these values: one starting with = + - @ would run as a formula when the owner opens the file
  // in a spreadsheet (CSV injection), also after leading blanks or separators (";=…" splits into a formula cell
  // where ";" is the list separator), so such a text cell gets a leading apostrophe, the spreadsheet's "as text".
  const cell = (v: string | number) => {
    const text = typeof v === 'string' && FORMULA_START.test(v) ? `'${v}` : String(v);
    return `"${text.replace(/"/g, '""')}"`;
  };
  return [keys.map(cell).join(','), ...rows.map((r) => keys.map((k) => cell(r[k] ?? '')).join(','))].join('\r\n');
}
