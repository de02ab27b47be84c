/**
 * Scheduled publishing: "Tayang mulai" / "Tayang sampai" (and a promotion's end), typed and shown in WIB as
 * dd/mm/yyyy hh.mm whatever the browser's time zone, stored as instants. The database applies them every minute
 * (private.apply_content_schedules). Pure.
 */
import { MONTHS_ID, WIB_OFFSET_MS } from './dates.ts';

const DAYS_ID = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'] as const;

/**
 * "1/12/2026 8.00", "01/12/2026 08:00" → the instant as ISO with the WIB offset ("2026-12-01T08:00:00+07:00");
 * '' → '' (no schedule); anything else → null (refused beside the field, never guessed).
 */
export function parseWibDateTime(text: string): string | null {
  const t = text.trim();
  if (!t) return '';
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})\s+(\d{1,2})[.:](\d{2})$/.exec(t);
  if (!m) return null;
  const [day, month, year, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59) return null;
  const utc = Date.UTC(year, month - 1, day, hour, minute) - WIB_OFFSET_MS;
  const back = new Date(utc + WIB_OFFSET_MS);
  if (back.getUTCDate() !== day || back.getUTCMonth() !== month - 1) return null; // 31/02 is no date
  const two = (n: number) => String(n).padStart(2, '0');
  return `${year}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}:00+07:00`;
}

/** The wall clock in Jakarta of an instant. */
function wib(iso: string): Date | null {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : new Date(ms + WIB_OFFSET_MS);
}

/** A stored instant as the owner types it: "01/12/2026 08.00" ('' for none). */
export function formatWibDateTime(iso: string | null | undefined): string {
  const d = iso ? wib(iso) : null;
  if (!d) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${two(d.getUTCHours())}.${two(d.getUTCMinutes())}`;
}

/** "Senin, 1 Desember 2026 08.00 WIB". */
export function scheduleLabel(iso: string | null | undefined): string {
  const d = iso ? wib(iso) : null;
  if (!d) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${DAYS_ID[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS_ID[d.getUTCMonth()]} ${d.getUTCFullYear()} ${two(d.getUTCHours())}.${two(d.getUTCMinutes())} WIB`;
}

export const SCHEDULE_MESSAGES = {
  format: 'Format dd/mm/yyyy jj.mm (WIB), contoh 01/12/2026 08.00',
  past: 'Waktu ini sudah lewat',
  order: 'Harus sesudah "Tayang mulai"',
  draftFirst: 'Untuk dijadwalkan tayang, simpan sebagai Draf: tayang otomatis pada waktunya',
} as const;

export interface ScheduleInput {
  /** As typed. */
  publishAt: string;
  unpublishAt: string;
  /** Whether the item is public now (package 'active', article 'published'). */
  isPublic: boolean;
}

/**
 * The schedule's errors beside its fields: a time that cannot be read, a start in the past, an end before the
 * start, or a future start on an item already public (it would be public before its time).
 */
export function scheduleErrors(s: ScheduleInput, now: Date = new Date()): { publishAt?: string; unpublishAt?: string } {
  const out: { publishAt?: string; unpublishAt?: string } = {};
  const start = parseWibDateTime(s.publishAt);
  const end = parseWibDateTime(s.unpublishAt);
  if (start === null) out.publishAt = SCHEDULE_MESSAGES.format;
  else if (start && Date.parse(start) <= now.getTime()) out.publishAt = SCHEDULE_MESSAGES.past;
  else if (start && s.isPublic) out.publishAt = SCHEDULE_MESSAGES.draftFirst;
  if (end === null) out.unpublishAt = SCHEDULE_MESSAGES.format;
  else if (end && Date.parse(end) <= now.getTime()) out.unpublishAt = SCHEDULE_MESSAGES.past;
  else if (end && start && Date.parse(end) <= Date.parse(start)) out.unpublishAt = SCHEDULE_MESSAGES.order;
  return out;
}
