import { describe, expect, it } from 'vitest';
import {
  NO_DATA,
  attentionWarnings,
  nextDepartures,
  recentActivity,
  relativeTimeId,
  statCards,
  type DashboardSummary,
} from '../../admin/src/dashboard/summary.ts';

function summary(overrides: Partial<DashboardSummary> = {}): DashboardSummary {
  return {
    total_packages: 12,
    active_packages: 10,
    draft_packages: 2,
    packages_this_month: 3,
    total_testimonials: 8,
    testimonials_this_month: 5,
    average_rating: 4.75,
    active_features: 5,
    upcoming_departures: 4,
    seats_offered: 1200,
    active_pilgrims: 345,
    departures_needing_attention: 1,
    next_departures: [],
    media_count: 14,
    recent_activity: [],
    ...overrides,
  };
}

describe('stat cards', () => {
  it('are the four dashboard cards in order', () => {
    expect(statCards(summary()).map((c) => c.title)).toEqual(['Total Paket', 'Jamaah Aktif', 'Testimoni', 'Konversi']);
  });

  it('show real package and testimonial totals with this month’s growth', () => {
    const [packages, , testimonials] = statCards(summary());
    expect(packages.value).toBe('12');
    expect(packages.growth).toBe('+3 bulan ini');
    expect(packages.detail).toBe('10 aktif, 2 draft');
    expect(testimonials.value).toBe('8');
    expect(testimonials.growth).toBe('+5 bulan ini');
    expect(testimonials.detail).toContain('4,8');
  });

  it('count Jamaah Aktif as the seats booked on upcoming departures', () => {
    const pilgrims = statCards(summary()).find((c) => c.key === 'pilgrims')!;
    expect(pilgrims.value).toBe('345');
    expect(pilgrims.detail).toMatch(/4 jadwal masih dijual/);
    expect(pilgrims.detail).toMatch(/1\.200 kursi/);
  });

  it("say 'Belum ada data' when there is nothing real to show", () => {
    const cards = statCards(summary({ upcoming_departures: 0, seats_offered: 0, active_pilgrims: 0 }));
    expect(cards.find((c) => c.key === 'pilgrims')!.value).toBe(NO_DATA);
    expect(cards.find((c) => c.key === 'conversion')!.value).toBe('Belum ada data');
  });

  it('never depend on randomness', () => {
    expect(statCards(summary())).toEqual(statCards(summary()));
  });
});

describe('recent activity', () => {
  const rows = [
    { kind: 'page' as const, label: 'home', at: '2026-11-18T00:00:00Z' },
    { kind: 'package' as const, label: 'Umroh A', at: '2026-11-20T00:00:00Z' },
    { kind: 'testimonial' as const, label: 'Siti', at: '2026-11-19T00:00:00Z' },
    { kind: 'package' as const, label: 'B', at: '2026-11-01T00:00:00Z' },
    { kind: 'package' as const, label: 'C', at: '2026-11-02T00:00:00Z' },
    { kind: 'testimonial' as const, label: 'D', at: '2026-11-03T00:00:00Z' },
    { kind: 'page' as const, label: 'about', at: '2026-10-01T00:00:00Z' },
  ];
  it('is merged newest first, 6 shown, in Indonesian', () => {
    const items = recentActivity(rows);
    expect(items).toHaveLength(6);
    expect(items.map((i) => i.text).slice(0, 3)).toEqual([
      'Paket baru: Umroh A',
      'Testimoni baru dari Siti',
      'Halaman Beranda diperbarui',
    ]);
    expect(items.find((i) => i.text.includes('about'))).toBeUndefined();
  });
  it('is empty for no rows', () => {
    expect(recentActivity([])).toEqual([]);
    expect(recentActivity(null)).toEqual([]);
  });
  it('tells the time relatively', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(relativeTimeId('2026-11-21T11:59:40Z', now)).toBe('baru saja');
    expect(relativeTimeId('2026-11-21T11:55:00Z', now)).toBe('5 menit yang lalu');
    expect(relativeTimeId('2026-11-20T12:00:00Z', now)).toBe('kemarin');
    expect(relativeTimeId('2026-11-18T12:00:00Z', now)).toBe('3 hari yang lalu');
  });
});

describe('next departures', () => {
  const rows = [
    {
      id: 'd1',
      package_id: 'p1',
      package_title: 'Umroh Hemat',
      depart_on: '2026-12-13',
      seats_total: 45,
      seats_booked: 14,
      seats_left: 31,
      needs_attention: true,
    },
    {
      id: 'd2',
      package_id: 'p2',
      package_title: 'Umroh Plus',
      depart_on: '2027-01-05',
      seats_total: 40,
      seats_booked: 40,
      seats_left: 0,
      needs_attention: false,
    },
  ];
  it('list the package, the Indonesian date, seats left of total and a link to the Keberangkatan tab', () => {
    expect(nextDepartures(rows)).toEqual([
      {
        id: 'd1',
        packageTitle: 'Umroh Hemat',
        date: '13 Desember 2026',
        seats: 'Sisa 31 dari 45 kursi',
        link: '/packages/edit/p1?tab=keberangkatan',
        needsAttention: true,
      },
      {
        id: 'd2',
        packageTitle: 'Umroh Plus',
        date: '5 Januari 2027',
        seats: 'Penuh (40 kursi)',
        link: '/packages/edit/p2?tab=keberangkatan',
        needsAttention: false,
      },
    ]);
    expect(nextDepartures(null)).toEqual([]);
  });
  it('warn about near departures under half full, in Indonesian', () => {
    expect(attentionWarnings(rows)).toEqual([
      {
        id: 'd1',
        link: '/packages/edit/p1?tab=keberangkatan',
        text: 'Umroh Hemat: Keberangkatan 13 Desember 2026 baru terisi 14 dari 45 kursi',
      },
    ]);
  });
});
