/** "Sumber Prospek": the owner's report of where leads came from (public.lead_source_report). Pure helpers. */
import { channelLabel, wibDate } from '../domain.ts';

export interface FunnelCounts {
  views: number;
  whatsapp_clicks: number;
  inquiries: number;
  /** Inquiries marked "Closing": the sale was made. */
  closed: number;
}

export interface LeadSourceReport {
  from_day: string;
  to_day: string;
  channels: (FunnelCounts & { channel: string })[];
  partners: (FunnelCounts & { partner_id: string; name: string; code: string; city: string; active: boolean })[];
  packages: (FunnelCounts & { package_id: string; title: string })[];
}

export type RangePreset = 7 | 30 | 90 | 'custom';
export const RANGE_PRESETS: { value: RangePreset; label: string }[] = [
  { value: 7, label: '7 hari' },
  { value: 30, label: '30 hari' },
  { value: 90, label: '90 hari' },
  { value: 'custom', label: 'Pilih tanggal' },
];

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Days between two yyyy-mm-dd dates (b − a). */
function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

export type RangeChoice = { ok: true; from: string; to: string } | { ok: false; field: 'from' | 'to'; message: string };

/**
 * The WIB days a choice covers: the last 7/30/90 days up to today, or the typed dates (both ends included, at
 * most two years). A wrong range says which date to fix; the dates typed are never changed.
 */
export function reportRange(preset: RangePreset, custom: { from: string; to: string }, now = new Date()): RangeChoice {
  const today = wibDate(now);
  if (preset !== 'custom') return { ok: true, from: addDays(today, 1 - preset), to: today };
  if (!ISO_DAY.test(custom.from) || Number.isNaN(Date.parse(custom.from)))
    return { ok: false, field: 'from', message: 'Isi tanggal mulai' };
  if (!ISO_DAY.test(custom.to) || Number.isNaN(Date.parse(custom.to)))
    return { ok: false, field: 'to', message: 'Isi tanggal akhir' };
  if (custom.from > custom.to)
    return { ok: false, field: 'to', message: 'Tanggal akhir tidak boleh sebelum tanggal mulai' };
  if (daysBetween(custom.from, custom.to) > 731)
    return { ok: false, field: 'to', message: 'Rentang paling lama 2 tahun' };
  return { ok: true, from: custom.from, to: custom.to };
}

/** One step's conversion as a fraction, or null when the step before it has nothing. */
export function rate(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

/** The funnel's steps with their conversions: views → WhatsApp clicks, views → inquiries, inquiries → closed. */
export function funnelRates(c: FunnelCounts): {
  whatsapp: number | null;
  inquiry: number | null;
  closing: number | null;
} {
  return {
    whatsapp: rate(c.whatsapp_clicks, c.views),
    inquiry: rate(c.inquiries, c.views),
    closing: rate(c.closed, c.inquiries),
  };
}

const nothing = (c: FunnelCounts) => c.views + c.whatsapp_clicks + c.inquiries + c.closed === 0;

/**
 * The channel rows worth a line: every channel with something to show, in the report's order ("Tidak diketahui"
 * collects inquiries whose visit was not kept: the visitor asked not to be tracked).
 */
export function channelRows(r: LeadSourceReport): (FunnelCounts & { channel: string; label: string })[] {
  return r.channels.filter((c) => !nothing(c)).map((c) => ({ ...c, label: channelLabel(c.channel) }));
}

/** Partners with anything in the period first; then the active ones without (so a new partner shows at 0). */
export function partnerRows(r: LeadSourceReport): LeadSourceReport['partners'] {
  return r.partners.filter((p) => p.active || !nothing(p));
}
