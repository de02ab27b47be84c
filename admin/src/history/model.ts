/** Riwayat: a recorded change read as the owner's fields, before → after, in Indonesian. Pure. */
import { formatIdr } from '../domain.ts';

export interface HistoryEntry {
  id: number;
  table_name: string;
  row_id: string;
  changed_at: string;
  changed_by: string | null;
  op: 'insert' | 'update' | 'delete';
  old: Record<string, unknown> | null;
  new: Record<string, unknown> | null;
}

export interface FieldChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

export const OP_LABELS: Record<HistoryEntry['op'], string> = {
  insert: 'Dibuat',
  update: 'Diubah',
  delete: 'Dihapus',
};

/** Columns that change with every save or are the row's key: never a difference the owner made. */
const NOT_SHOWN = new Set(['id', 'created_at', 'updated_at']);

/** Rupiah amounts as the admin shows them. */
const MONEY = /^(price_|booking_fee$)/;

/** One value as the owner reads it: "Rp 29.500.000", "Ya", a list's items, "—" for nothing. */
export function shownValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Ya' : 'Tidak';
  if (MONEY.test(field) && (typeof value === 'number' || /^\d+$/.test(String(value)))) return formatIdr(Number(value));
  if (Array.isArray(value))
    return value.length === 0
      ? '—'
      : value.map((v) => (v && typeof v === 'object' ? JSON.stringify(v) : String(v))).join(' · ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The fields a change touched, in the row's order, with their labels (the column's name when none). */
export function fieldChanges(entry: Pick<HistoryEntry, 'old' | 'new'>, labels: Record<string, string>): FieldChange[] {
  const before = entry.old ?? {};
  const after = entry.new ?? {};
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])].filter((f) => !NOT_SHOWN.has(f));
  return fields
    .filter((f) => JSON.stringify(before[f] ?? null) !== JSON.stringify(after[f] ?? null))
    .map((f) => ({
      field: f,
      label: labels[f] ?? f,
      before: entry.old ? shownValue(f, before[f]) : '—',
      after: entry.new ? shownValue(f, after[f]) : '—',
    }));
}
