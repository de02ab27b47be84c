/** Shape of public.dashboard_summary() and the pure mapping to what the dashboard shows. */
import { formatDateId, type PageName } from '../domain.ts';

interface ActivityRow {
  kind: 'package' | 'testimonial' | 'page' | 'inquiry';
  label: string;
  at: string;
}

export interface DashboardSummary {
  total_packages: number;
  active_packages: number;
  draft_packages: number;
  packages_this_month: number;
  total_testimonials: number;
  testimonials_this_month: number;
  average_rating: number | null;
  active_features: number;
  upcoming_departures: number;
  seats_offered: number;
  /** "Jamaah Aktif": seats booked on upcoming departures. */
  active_pilgrims: number;
  departures_needing_attention: number;
  next_departures: NextDepartureRow[];
  media_count: number;
  recent_activity: ActivityRow[];
}

interface NextDepartureRow {
  id: string;
  package_id: string;
  package_title: string;
  depart_on: string;
  seats_total: number;
  seats_booked: number;
  seats_left: number;
  /** Within 30 days and under half full. */
  needs_attention: boolean;
}

export type StatKey = 'packages' | 'pilgrims' | 'testimonials' | 'conversion';

export interface StatCard {
  key: StatKey;
  title: string;
  /** The figure, or 'Belum ada data' when there is honestly nothing to show. */
  value: string;
  /** One line under the figure that says what it counts. */
  detail: string;
  /** Growth this month, when the figure has one. */
  growth?: string;
  empty: boolean;
}

export const NO_DATA = 'Belum ada data';
const RECENT_LIMIT = 6;

const number = new Intl.NumberFormat('id-ID');

function growthText(n: number): string {
  return `+${number.format(n)} bulan ini`;
}

/**
 * The dashboard's four cards. Nothing is invented: 'Jamaah Aktif' is the seats
 * booked on upcoming departures, and 'Konversi' says there is no data.
 */
export function statCards(s: DashboardSummary): StatCard[] {
  const seats = Number(s.seats_offered) || 0;
  const pilgrims = Number(s.active_pilgrims) || 0;
  const departures = Number(s.upcoming_departures) || 0;
  const rating = s.average_rating == null ? null : Number(s.average_rating);
  return [
    {
      key: 'packages',
      title: 'Total Paket',
      value: number.format(s.total_packages),
      detail: `${number.format(s.active_packages)} aktif, ${number.format(s.draft_packages)} draft`,
      growth: growthText(s.packages_this_month),
      empty: false,
    },
    departures > 0 || pilgrims > 0
      ? {
          key: 'pilgrims',
          title: 'Jamaah Aktif',
          value: number.format(pilgrims),
          // The figure counts every upcoming booking (a closed date or a draft package still travels); the detail
          // names what is still on sale.
          detail: `Kursi terisi pada keberangkatan mendatang; ${number.format(departures)} jadwal masih dijual (${number.format(seats)} kursi)`,
          empty: false,
        }
      : {
          key: 'pilgrims',
          title: 'Jamaah Aktif',
          value: NO_DATA,
          detail: 'Belum ada keberangkatan mendatang',
          empty: true,
        },
    {
      key: 'testimonials',
      title: 'Testimoni',
      value: number.format(s.total_testimonials),
      detail:
        rating == null
          ? 'Belum ada penilaian'
          : `Rata-rata penilaian ${rating.toLocaleString('id-ID', { maximumFractionDigits: 1 })} dari 5`,
      growth: growthText(s.testimonials_this_month),
      empty: false,
    },
    {
      key: 'conversion',
      title: 'Konversi',
      value: NO_DATA,
      detail: 'Memerlukan data pemesanan, yang belum dicatat oleh sistem ini',
      empty: true,
    },
  ];
}

interface NextDepartureItem {
  id: string;
  packageTitle: string;
  /** "13 Desember 2026" */
  date: string;
  /** "Sisa 31 dari 45 kursi" / "Penuh (45 kursi)" */
  seats: string;
  /** The package's edit page, opened on its Keberangkatan tab. */
  link: string;
  needsAttention: boolean;
}

/** "Keberangkatan terdekat": the five the database picked, in its order. */
export function nextDepartures(rows: readonly NextDepartureRow[] | null | undefined): NextDepartureItem[] {
  return (rows ?? []).map((r) => {
    const total = Number(r.seats_total) || 0;
    const left = Math.max(0, Number(r.seats_left) || 0);
    return {
      id: r.id,
      packageTitle: r.package_title,
      date: formatDateId(r.depart_on),
      seats:
        left === 0
          ? `Penuh (${number.format(total)} kursi)`
          : `Sisa ${number.format(left)} dari ${number.format(total)} kursi`,
      link: `/packages/edit/${r.package_id}?tab=keberangkatan`,
      needsAttention: !!r.needs_attention,
    };
  });
}

/** "Keberangkatan 13 Desember 2026 baru terisi 14 dari 45 kursi" for each near, under-half-full departure. */
export function attentionWarnings(
  rows: readonly NextDepartureRow[] | null | undefined,
): { id: string; text: string; link: string }[] {
  return (rows ?? [])
    .filter((r) => r.needs_attention)
    .map((r) => ({
      id: r.id,
      link: `/packages/edit/${r.package_id}?tab=keberangkatan`,
      text: `${r.package_title}: Keberangkatan ${formatDateId(r.depart_on)} baru terisi ${number.format(
        Number(r.seats_booked) || 0,
      )} dari ${number.format(Number(r.seats_total) || 0)} kursi`,
    }));
}

// Every page document has a name here (typed by PageName, so a new one cannot be forgotten).
export const PAGE_LABELS: Record<PageName, string> & Record<string, string | undefined> = {
  home: 'Beranda',
  about: 'Tentang Kami',
  contact: 'Kontak',
  'site-settings': 'Pengaturan Situs',
  privacy: 'Kebijakan Privasi',
  terms: 'Ketentuan & Dokumen',
  legal: 'Legalitas',
};

interface ActivityItem {
  kind: ActivityRow['kind'];
  text: string;
  at: string;
}

/** Merged by date, newest first, 6 shown. */
export function recentActivity(rows: readonly ActivityRow[] | null | undefined): ActivityItem[] {
  return [...(rows ?? [])]
    .sort((a, b) => new Date(b.at).getTime() - new Date(a.at).getTime())
    .slice(0, RECENT_LIMIT)
    .map((r) => ({
      kind: r.kind,
      at: r.at,
      text:
        r.kind === 'package'
          ? `Paket baru: ${r.label}`
          : r.kind === 'testimonial'
            ? `Testimoni baru dari ${r.label}`
            : r.kind === 'inquiry'
              ? `Prospek baru: ${r.label}`
              : `Halaman ${PAGE_LABELS[r.label] ?? r.label} diperbarui`,
    }));
}

const relative = new Intl.RelativeTimeFormat('id-ID', { numeric: 'auto' });

/** "2 hari yang lalu", "kemarin", "5 menit yang lalu". */
export function relativeTimeId(at: string | Date, now: Date = new Date()): string {
  const then = typeof at === 'string' ? new Date(at) : at;
  const seconds = Math.round((then.getTime() - now.getTime()) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 60) return 'baru saja';
  if (abs < 3600) return relative.format(Math.round(seconds / 60), 'minute');
  if (abs < 86400) return relative.format(Math.round(seconds / 3600), 'hour');
  if (abs < 86400 * 30) return relative.format(Math.round(seconds / 86400), 'day');
  if (abs < 86400 * 365) return relative.format(Math.round(seconds / (86400 * 30)), 'month');
  return relative.format(Math.round(seconds / (86400 * 365)), 'year');
}
