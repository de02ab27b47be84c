/** Sampah: a deleted record as the owner reads it, and what a restore brought back. Pure. */
import { formatDateId } from '../domain.ts';
import { TRASH_KIND_LABELS, TRASH_PART_WORDS, TRASH_TEXT } from '../i18n/trash.ts';

export type TrashTable = keyof typeof TRASH_KIND_LABELS;

/** A row of public.trash. */
export interface TrashEntry {
  /** The history entry of the deletion: what public.restore_deleted takes. */
  id: number;
  table_name: TrashTable;
  row_id: string;
  /** The record's name: a title, a hotel's or pilgrim's name, a question, a departure's date (ISO). */
  title: string | null;
  /** A departure's or a package FAQ's package, and its title while it exists. */
  package_id: string | null;
  package_title: string | null;
  deleted_at: string;
  deleted_by: string | null;
  restorable_until: string;
  departures: number;
  hotels: number;
  faqs: number;
  photos: number;
}

/** What public.restore_deleted answers. */
export interface RestoreResult {
  table_name: TrashTable;
  row_id: string;
  title: string | null;
  departures: number;
  hotels: number;
  faqs: number;
  photos: number;
  /** Links set again: related articles, partners, albums, testimonials. */
  links: number;
  /** Inquiries that point at the record again. */
  inquiries: number;
  /** What could not come back, in the owner's words. */
  notes: string[];
}

/** The columns the screen reads, in one request. */
export const TRASH_COLUMNS =
  'id, table_name, row_id, title, package_id, package_title, deleted_at, deleted_by, restorable_until, departures, hotels, faqs, photos';

export const kindLabel = (table: string): string => TRASH_KIND_LABELS[table as TrashTable] ?? table;

/** The record's name on its line: a departure is its date, with its package below. */
export function entryTitle(e: Pick<TrashEntry, 'table_name' | 'title'>): string {
  if (e.table_name === 'departures') return formatDateId(e.title) || (e.title ?? '');
  return e.title?.trim() || '(tanpa judul)';
}

/** The package a departure or a package's FAQ belonged to, or null for every other record. */
export function entryContext(e: Pick<TrashEntry, 'table_name' | 'package_id' | 'package_title'>): string | null {
  if (e.table_name !== 'departures' && e.table_name !== 'faqs') return null;
  if (!e.package_id) return e.table_name === 'faqs' ? TRASH_TEXT.siteWide : null;
  return e.package_title ? `Paket: ${e.package_title}` : `Paket: ${TRASH_TEXT.packageGone}`;
}

type Counts = Pick<TrashEntry, 'departures' | 'hotels' | 'faqs' | 'photos'>;
const PARTS = ['departures', 'hotels', 'faqs', 'photos'] as const;

/** "+3 keberangkatan", "+2 hotel", … for what was deleted with the record. */
export function partsText(e: Counts): string[] {
  return PARTS.filter((p) => e[p] > 0).map((p) => `+${e[p]} ${TRASH_PART_WORDS[p]}`);
}

/** Whole days left before the record leaves Sampah (0 on its last day). */
export function daysLeft(e: Pick<TrashEntry, 'restorable_until'>, now: Date = new Date()): number {
  return Math.max(0, Math.floor((Date.parse(e.restorable_until) - now.getTime()) / 86_400_000));
}

export function daysLeftText(e: Pick<TrashEntry, 'restorable_until'>, now: Date = new Date()): string {
  const days = daysLeft(e, now);
  return days === 0 ? 'Hari terakhir di Sampah' : `Masih ${days} hari lagi`;
}

/** "a, b dan c" */
function list(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} dan ${items.at(-1)}`;
}

/** The toast after a restore: what came back with it, and what could not. */
export function restoredText(r: RestoreResult): string {
  const parts = PARTS.filter((p) => r[p] > 0).map((p) => `${r[p]} ${TRASH_PART_WORDS[p]}`);
  const name = `${kindLabel(r.table_name)} "${r.table_name === 'departures' ? formatDateId(r.title) : (r.title ?? '')}"`;
  const sentences = [parts.length ? `${name} kembali dengan ${list(parts)}.` : `${name} kembali.`];
  if (r.inquiries > 0) sentences.push(`${r.inquiries} prospek terhubung lagi.`);
  return [...sentences, ...r.notes].join(' ');
}

/** The confirmation's sentence. */
export function confirmText(e: TrashEntry): string {
  const parts = PARTS.filter((p) => e[p] > 0).map((p) => `${e[p]} ${TRASH_PART_WORDS[p]}`);
  const what = `${kindLabel(e.table_name)} "${entryTitle(e)}"`;
  const withParts = parts.length ? ` bersama ${list(parts)}` : '';
  return `${what}${withParts} dikembalikan seperti sebelum dihapus dan situs diterbitkan ulang. Pemulihan ini tercatat di riwayat.`;
}

/** Where the restored record is edited. */
export function editPath(e: Pick<TrashEntry, 'table_name' | 'row_id' | 'package_id'>): string {
  switch (e.table_name) {
    case 'packages':
      return `/packages/edit/${e.row_id}`;
    case 'departures':
      return `/packages/edit/${e.package_id}`;
    case 'hotels':
      return `/hotels/edit/${e.row_id}`;
    case 'articles':
      return `/articles/edit/${e.row_id}`;
    case 'albums':
      return `/albums/edit/${e.row_id}`;
    case 'bank_accounts':
      return '/legal';
    default:
      return `/${e.table_name}`;
  }
}
