/** Shape of public.dashboard_counts() and the pure mapping to the dashboard's traffic figures. */
import { NO_DATA, type StatCard } from './summary.ts';

export interface CountsDay {
  day: string;
  views: number;
  whatsapp_clicks: number;
  inquiry_opens: number;
  inquiries: number;
}

export interface PackageCounts {
  package_id: string;
  title: string;
  slug: string;
  category: string;
  status: string;
  views: number;
  whatsapp_clicks: number;
  inquiry_opens: number;
  inquiries: number;
  /** (whatsapp_clicks + inquiries) / views × 100, one decimal; null without views. */
  conversion: number | null;
}

export interface DashboardCounts {
  days: number;
  since: string;
  until: string;
  series: CountsDay[];
  totals: {
    views: number;
    whatsapp_clicks: number;
    inquiry_opens: number;
    inquiries: number;
    package_views: number;
    package_whatsapp_clicks: number;
    package_inquiries: number;
    conversion: number | null;
  };
  packages: PackageCounts[];
}

const number = new Intl.NumberFormat('id-ID');
const percent = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "8,3%", or 'Belum ada data' without views. */
export function percentText(value: number | null | undefined): string {
  return value == null ? NO_DATA : `${percent.format(Number(value))}%`;
}

/** The "Konversi" card: (WhatsApp clicks + inquiries) / package page views over the period. */
export function conversionCard(c: DashboardCounts): StatCard {
  const t = c.totals;
  const views = Number(t.package_views) || 0;
  if (t.conversion == null || views === 0) {
    return {
      key: 'conversion',
      title: 'Konversi',
      value: NO_DATA,
      detail: `Belum ada kunjungan halaman paket dalam ${c.days} hari terakhir`,
      empty: true,
    };
  }
  const leads = (Number(t.package_whatsapp_clicks) || 0) + (Number(t.package_inquiries) || 0);
  return {
    key: 'conversion',
    title: 'Konversi',
    value: percentText(t.conversion),
    detail: `${number.format(leads)} klik WhatsApp & pertanyaan dari ${number.format(views)} kunjungan halaman paket, ${c.days} hari terakhir`,
    empty: false,
  };
}

type SeriesKey = 'views' | 'whatsapp_clicks' | 'inquiries';

export const SERIES: { key: SeriesKey; label: string; color: string }[] = [
  { key: 'views', label: 'Kunjungan', color: '#0f766e' },
  { key: 'whatsapp_clicks', label: 'Klik WhatsApp', color: '#b45309' },
  { key: 'inquiries', label: 'Pertanyaan', color: '#7c3aed' },
];

/** SVG polyline points for one series in a width × height box (0 at the bottom, the period's maximum at the top). */
export function chartPoints(series: readonly CountsDay[], key: SeriesKey, width: number, height: number): string {
  const max = Math.max(1, ...series.flatMap((d) => SERIES.map((s) => Number(d[s.key]) || 0)));
  const step = series.length > 1 ? width / (series.length - 1) : 0;
  return series
    .map((d, i) => {
      const x = series.length > 1 ? i * step : width / 2;
      const y = height - ((Number(d[key]) || 0) / max) * height;
      return `${round(x)},${round(y)}`;
    })
    .join(' ');
}

/** The largest daily figure of any series (the chart's top), at least 1. */
export function chartMax(series: readonly CountsDay[]): number {
  return Math.max(1, ...series.flatMap((d) => SERIES.map((s) => Number(d[s.key]) || 0)));
}

/**
 * The line under the chart: the busiest day's figure, or, when nothing was counted in the period, an honest
 * "nothing yet" (the chart's scale never goes below 1, but that floor is not a peak).
 */
export function peakCaption(series: readonly CountsDay[], days: number): string {
  const peak = Math.max(0, ...series.flatMap((d) => SERIES.map((s) => Number(d[s.key]) || 0)));
  return peak > 0 ? `Puncak harian: ${formatCount(peak)}` : `Belum ada kunjungan dalam ${days} hari terakhir`;
}

const round = (n: number) => Math.round(n * 10) / 10;

export type PackageSortKey = 'title' | 'views' | 'whatsapp_clicks' | 'inquiries' | 'conversion';
export type SortDirection = 'asc' | 'desc';

/** Sorted copy; packages without a conversion (no views) always come last; ties by title. */
export function sortPackages(
  rows: readonly PackageCounts[],
  key: PackageSortKey,
  direction: SortDirection,
): PackageCounts[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    if (key === 'title') return sign * a.title.localeCompare(b.title, 'id');
    const av = a[key] == null ? null : Number(a[key]);
    const bv = b[key] == null ? null : Number(b[key]);
    if (av == null || bv == null) {
      if (av == null && bv == null) return a.title.localeCompare(b.title, 'id');
      return av == null ? 1 : -1;
    }
    return sign * (av - bv) || a.title.localeCompare(b.title, 'id');
  });
}

export function formatCount(n: number | null | undefined): string {
  return number.format(Number(n) || 0);
}
