/** Prospek: inquiries visitors sent with the site's form. Pure helpers for the screens. */
import type { SheetData } from 'write-excel-file/universal';
import { WIB_OFFSET_MS, channelLabel, formatDateDmy, formatDateId, formatWhatsapp } from '../domain.ts';

export type InquiryStatus = 'baru' | 'dihubungi' | 'tertarik' | 'closing' | 'tidak_lanjut';

interface Inquiry {
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

/** An inquiry as public.inquiry_overview gives it: with its package's title and the chosen departure's date. */
export interface InquiryOverview extends Inquiry {
  package_title: string | null;
  /** yyyy-mm-dd of the departure the visitor chose, null when none was chosen (or it was deleted since). */
  departure_date: string | null;
  /** Where the visit came from (domain/lead-source.ts); null when it was not kept. */
  channel: string | null;
  partner_id: string | null;
  partner_name: string | null;
  partner_code: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  referrer_host: string | null;
  lost_reason: LostReason | null;
  /** yyyy-mm-dd: the day the owner means to contact the person again. */
  next_contact_on: string | null;
  /** Inquiries from this number in all (this one included). */
  same_number_count: number;
}

/** One line of an inquiry's timeline (public.inquiry_events). */
export interface InquiryEvent {
  id: number;
  inquiry_id: string;
  created_at: string;
  actor: string | null;
  kind: 'status' | 'next_contact' | 'note';
  from_status: InquiryStatus | null;
  to_status: InquiryStatus | null;
  lost_reason: LostReason | null;
  next_contact_on: string | null;
  note: string | null;
}

/** "Status: Dihubungi → Tertarik", "Follow-up berikutnya: 3 Desember 2026", or the note itself. */
export function eventText(e: InquiryEvent): string {
  if (e.kind === 'note') return e.note ?? '';
  if (e.kind === 'next_contact')
    return e.next_contact_on ? `Follow-up berikutnya: ${formatDateId(e.next_contact_on)}` : 'Jadwal follow-up dihapus';
  const label = (st: InquiryStatus | null) => (st ? (INQUIRY_STATUS_LABELS[st] ?? st) : '-');
  const reason = e.lost_reason ? ` (${LOST_REASONS[e.lost_reason] ?? e.lost_reason})` : '';
  return `Status: ${label(e.from_status)} → ${label(e.to_status)}${reason}`;
}

/** "Facebook/Instagram", "Mitra: Ustadz Budi (budi)", "Tidak diketahui". */
export function inquirySource(r: Pick<InquiryOverview, 'channel' | 'partner_name' | 'partner_code'>): string {
  if (r.partner_name) return `Mitra: ${r.partner_name} (${r.partner_code})`;
  return channelLabel(r.channel);
}

/** The campaign tags and referring site, as one line ("utm: facebook / cpc / ramadhan · dari l.facebook.com"). */
export function inquiryCampaign(
  r: Pick<InquiryOverview, 'utm_source' | 'utm_medium' | 'utm_campaign' | 'referrer_host'>,
): string {
  const tags = [r.utm_source, r.utm_medium, r.utm_campaign].filter(Boolean);
  const parts = [tags.length ? `utm: ${tags.join(' / ')}` : '', r.referrer_host ? `dari ${r.referrer_host}` : ''];
  return parts.filter(Boolean).join(' · ');
}

/** The follow-up, in order: Baru → Dihubungi → Tertarik → Closing (a sale) / Tidak lanjut (with a reason). */
export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = {
  baru: 'Baru',
  dihubungi: 'Dihubungi',
  tertarik: 'Tertarik',
  closing: 'Closing',
  tidak_lanjut: 'Tidak lanjut',
};
export const INQUIRY_STATUSES = Object.keys(INQUIRY_STATUS_LABELS) as InquiryStatus[];

/** Why an inquiry did not go on: the database accepts exactly these (inquiries_lost_reason_check). */
export const LOST_REASONS = {
  harga: 'Harga tidak cocok',
  jadwal: 'Jadwal tidak cocok',
  travel_lain: 'Memilih travel lain',
  belum_siap: 'Belum siap / menunda',
  tidak_merespons: 'Tidak merespons',
  lainnya: 'Lainnya',
} as const;
export type LostReason = keyof typeof LOST_REASONS;

/** Still being followed up: the statuses a next-contact day and "Follow-up hari ini" are for. */
export const OPEN_STATUSES: readonly InquiryStatus[] = ['baru', 'dihubungi', 'tertarik'];

/** What a status change needs before it may be saved: a reason for "Tidak lanjut". */
export function followUpError(status: InquiryStatus, lostReason: string | null): string | null {
  return status === 'tidak_lanjut' && !lostReason ? 'Pilih alasannya' : null;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The next-contact day beside its field, within the database's 2020–2100. Judged only while the inquiry is
 * followed up: for another status the field is hidden and the day is not saved.
 */
export function nextContactError(status: InquiryStatus, day: string): string | null {
  if (!OPEN_STATUSES.includes(status) || !day) return null;
  if (!ISO_DAY.test(day)) return 'Tanggal tidak valid. Format dd/mm/yyyy, contoh 15/01/2027';
  if (day < '2020-01-01' || day > '2100-12-31') return 'Tanggal follow-up harus antara tahun 2020 dan 2100';
  return null;
}

/** "Follow-up hari ini" (or overdue): open inquiries whose next-contact day is today or past, in WIB. */
export function isFollowUpDue(r: Pick<InquiryOverview, 'status' | 'next_contact_on'>, todayWib: string): boolean {
  return !!r.next_contact_on && OPEN_STATUSES.includes(r.status) && r.next_contact_on.slice(0, 10) <= todayWib;
}

export { formatWhatsapp };

/** wa.me link with a prefilled reply naming the package and the departure date asked about. */
export function whatsappReplyLink(
  inquiry: Pick<Inquiry, 'name' | 'whatsapp'>,
  packageTitle?: string | null,
  departureDate?: string | null,
): string {
  const about = packageTitle ? ` mengenai paket "${packageTitle}"` : '';
  const when = departureDate ? ` keberangkatan ${formatDateId(departureDate)}` : '';
  const text = `Assalamualaikum ${inquiry.name}, terima kasih atas permintaan informasi Anda${about}${when} di situs kami. `;
  return `https://wa.me/${inquiry.whatsapp}?text=${encodeURIComponent(text)}`;
}

export interface InquiryFilters {
  status: InquiryStatus | '' | 'follow_up';
  search: string;
  packageId: string;
  /** yyyy-mm-dd from a date input, or ''. */
  from: string;
}

/** ra-data-postgrest filter: digits search the number, words the name. */
export function inquiryFilter(f: InquiryFilters): Record<string, string> {
  const filter: Record<string, string> = {};
  if (f.status === 'follow_up') {
    filter['status@in'] = `(${OPEN_STATUSES.join(',')})`;
    filter['next_contact_on@not.is'] = 'null';
  } else if (f.status) filter.status = f.status;
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

/**
 * The moment as a Date whose UTC fields are the wall clock in Jakarta (WIB, UTC+7, no daylight saving): a
 * spreadsheet date has no time zone, so this is what makes the cell read as the admin shows the time.
 */
function wibWallClock(iso: string): Date {
  return new Date(Date.parse(iso) + WIB_OFFSET_MS);
}

/** "23/11/2026 17.00": a timestamp in WIB, day first, as Indonesian spreadsheets and the admin read it. */
function formatWibDmyTime(iso: string): string {
  const d = wibWallClock(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${two(d.getUTCHours())}.${two(d.getUTCMinutes())}`;
}

/** The export's columns, in order. */
export const EXPORT_HEADERS = [
  'Tanggal (WIB)',
  'Nama',
  'WhatsApp',
  'Paket',
  'Keberangkatan',
  'Jumlah Jamaah',
  'Pesan',
  'Status',
  'Catatan',
  'Halaman',
  'Diduga Spam',
  'Sumber',
  'Kampanye',
] as const;

/** CSV rows with Indonesian column names: dates as text (WIB, dd/mm/yyyy), the number as its country writes it. */
export function inquiryCsvRows(rows: InquiryOverview[]): Record<string, string | number>[] {
  return rows.map((r) => {
    const values: (string | number)[] = [
      formatWibDmyTime(r.created_at),
      r.name,
      formatWhatsapp(r.whatsapp),
      r.package_title ?? '',
      r.departure_date ? formatDateDmy(r.departure_date) : '',
      r.pax,
      r.message,
      INQUIRY_STATUS_LABELS[r.status] ?? r.status,
      r.notes,
      r.source_path ?? '',
      r.flood_suspect ? 'Ya' : '',
      inquirySource(r),
      inquiryCampaign(r),
    ];
    return Object.fromEntries(EXPORT_HEADERS.map((h, i) => [h, values[i]]));
  });
}

/**
 * The .xlsx sheet: the sent time and the departure as real date cells (WIB wall clock, shown dd/mm/yyyy),
 * the number as a text cell so a spreadsheet never turns it into 6,28E+12, the rest as text except the count.
 * A text cell is never evaluated, so a visitor's "=…" stays text without the CSV's apostrophe.
 */
export function inquirySheet(rows: InquiryOverview[]): SheetData {
  const text = (value: string) => ({ type: String, value });
  return [
    EXPORT_HEADERS.map((h) => ({ type: String, value: h, fontWeight: 'bold' as const })),
    ...rows.map((r) => [
      { type: Date, value: wibWallClock(r.created_at), format: 'dd/mm/yyyy hh:mm' },
      text(r.name),
      text(formatWhatsapp(r.whatsapp)),
      text(r.package_title ?? ''),
      r.departure_date
        ? { type: Date, value: new Date(`${r.departure_date.slice(0, 10)}T00:00:00Z`), format: 'dd/mm/yyyy' }
        : text(''),
      { type: Number, value: r.pax },
      text(r.message),
      text(INQUIRY_STATUS_LABELS[r.status] ?? r.status),
      text(r.notes),
      text(r.source_path ?? ''),
      text(r.flood_suspect ? 'Ya' : ''),
      text(inquirySource(r)),
      text(inquiryCampaign(r)),
    ]),
  ];
}

/** Column widths of the sheet (characters), in EXPORT_HEADERS order. */
export const SHEET_COLUMNS = [18, 24, 20, 28, 14, 8, 40, 12, 30, 20, 8, 24, 30].map((width) => ({ width }));

/**
 * Every row, asked for a page at a time (the server answers at most one page per request) until a page
 * comes back short.
 */
export async function fetchAllPages<T>(
  fetchPage: (from: number, to: number) => Promise<T[]>,
  pageSize = 500,
): Promise<T[]> {
  const all: T[] = [];
  for (let from = 0; ; from += pageSize) {
    const page = await fetchPage(from, from + pageSize - 1);
    all.push(...page);
    if (page.length < pageSize) return all;
  }
}

const FORMULA_START = /^[\s;,|]*[=+\-@]|^[\t\r]/;

/**
 * RFC 4180 CSV of the rows (header from the first row's keys), every value quoted, with a UTF-8 byte order
 * mark and ";" between cells: Excel set to Indonesian reads "," as the decimal comma and, without the mark,
 * the text as ANSI (Ā, é and Arabic would be garbled).
 */
export function toCsv(rows: Record<string, string | number>[], separator = ';'): string {
  if (!rows.length) return '';
  const keys = Object.keys(rows[0]);
  // A visitor typed these values: one starting with = + - @ would run as a formula when the owner opens the file
  // in a spreadsheet (CSV injection), also after leading blanks or separators (";=…" splits into a formula cell
  // where ";" is the list separator), so such a text cell gets a leading apostrophe, the spreadsheet's "as text".
  const cell = (v: string | number) => {
    const text = typeof v === 'string' && FORMULA_START.test(v) ? `'${v}` : String(v);
    return `"${text.replace(/"/g, '""')}"`;
  };
  const lines = [keys.map(cell).join(separator), ...rows.map((r) => keys.map((k) => cell(r[k] ?? '')).join(separator))];
  return `\uFEFF${lines.join('\r\n')}`;
}
