import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TrafficChart } from '../../admin/src/dashboard/TrafficChart.tsx';
import {
  chartMax,
  chartPoints,
  conversionCard,
  peakCaption,
  percentText,
  sortPackages,
  type DashboardCounts,
  type PackageCounts,
} from '../../admin/src/dashboard/counts.ts';
import { NO_DATA } from '../../admin/src/dashboard/summary.ts';

// The dashboard's traffic figures from public.dashboard_counts().

function pkg(
  title: string,
  views: number,
  clicks: number,
  inquiries: number,
  conversion: number | null,
): PackageCounts {
  return {
    package_id: title,
    title,
    slug: title.toLowerCase(),
    category: 'umroh',
    status: 'active',
    views,
    whatsapp_clicks: clicks,
    inquiry_opens: 0,
    inquiries,
    conversion,
  };
}

function counts(overrides: Partial<DashboardCounts['totals']> = {}): DashboardCounts {
  return {
    days: 30,
    since: '2026-10-25',
    until: '2026-11-23',
    series: [],
    totals: {
      views: 1500,
      whatsapp_clicks: 60,
      inquiry_opens: 4,
      inquiries: 2,
      package_views: 480,
      package_whatsapp_clicks: 38,
      package_inquiries: 2,
      conversion: 8.3,
      ...overrides,
    },
    packages: [],
  };
}

describe('Konversi card', () => {
  it('shows the percentage with one decimal and what it counts', () => {
    const card = conversionCard(counts());
    expect(card).toMatchObject({ key: 'conversion', title: 'Konversi', value: '8,3%', empty: false });
    expect(card.detail).toBe('40 klik WhatsApp & pertanyaan dari 480 kunjungan halaman paket, 30 hari terakhir');
  });

  it('says Belum ada data without package page views', () => {
    expect(conversionCard(counts({ package_views: 0, conversion: null }))).toMatchObject({
      value: NO_DATA,
      empty: true,
    });
  });

  it('formats percentages the Indonesian way', () => {
    expect(percentText(12)).toBe('12,0%');
    expect(percentText(null)).toBe(NO_DATA);
  });
});

describe('chart', () => {
  const series = [
    { day: '2026-11-21', views: 0, whatsapp_clicks: 0, inquiry_opens: 0, inquiries: 0 },
    { day: '2026-11-22', views: 10, whatsapp_clicks: 2, inquiry_opens: 0, inquiries: 0 },
    { day: '2026-11-23', views: 5, whatsapp_clicks: 1, inquiry_opens: 0, inquiries: 1 },
  ];
  it('scales every series to the period’s largest daily figure', () => {
    expect(chartMax(series)).toBe(10);
    expect(chartPoints(series, 'views', 200, 100)).toBe('0,100 100,0 200,50');
    expect(chartPoints(series, 'whatsapp_clicks', 200, 100)).toBe('0,100 100,80 200,90');
  });
  it('draws a flat line at the bottom when nothing was counted', () => {
    const empty = series.map((d) => ({ ...d, views: 0, whatsapp_clicks: 0, inquiries: 0 }));
    expect(chartMax(empty)).toBe(1);
    expect(chartPoints(empty, 'views', 200, 100)).toBe('0,100 100,100 200,100');
  });
  it('names the busiest day, of any series, under the chart', () => {
    expect(peakCaption(series, 30)).toBe('Puncak harian: 10');
    const clicksOnly = series.map((d) => ({ ...d, views: 0, inquiries: 0 }));
    expect(peakCaption(clicksOnly, 30)).toBe('Puncak harian: 2');
  });
  it('does not present the scale’s floor of 1 as a peak when nothing was counted', () => {
    const empty = series.map((d) => ({ ...d, views: 0, whatsapp_clicks: 0, inquiries: 0 }));
    expect(peakCaption(empty, 30)).toBe('Belum ada kunjungan dalam 30 hari terakhir');
    expect(peakCaption([], 7)).toBe('Belum ada kunjungan dalam 7 hari terakhir');
    const html = renderToStaticMarkup(createElement(TrafficChart, { series: empty, days: 30 }));
    expect(html).toContain('Belum ada kunjungan dalam 30 hari terakhir');
    expect(html).not.toContain('Puncak harian');
    expect(renderToStaticMarkup(createElement(TrafficChart, { series, days: 30 }))).toContain('Puncak harian: 10');
  });
});

describe('per-package table sorting', () => {
  const rows = [pkg('Umroh Plus', 100, 5, 1, 6), pkg('Haji Furoda', 0, 0, 0, null), pkg('Umroh Hemat', 300, 6, 0, 2)];
  const titles = (r: PackageCounts[]) => r.map((p) => p.title);
  it('sorts by each column in both directions', () => {
    expect(titles(sortPackages(rows, 'views', 'desc'))).toEqual(['Umroh Hemat', 'Umroh Plus', 'Haji Furoda']);
    expect(titles(sortPackages(rows, 'views', 'asc'))).toEqual(['Haji Furoda', 'Umroh Plus', 'Umroh Hemat']);
    expect(titles(sortPackages(rows, 'title', 'asc'))).toEqual(['Haji Furoda', 'Umroh Hemat', 'Umroh Plus']);
    expect(titles(sortPackages(rows, 'whatsapp_clicks', 'desc'))).toEqual(['Umroh Hemat', 'Umroh Plus', 'Haji Furoda']);
    expect(titles(sortPackages(rows, 'inquiries', 'desc'))[0]).toBe('Umroh Plus');
  });
  it('keeps packages without a conversion last, whichever the direction', () => {
    expect(titles(sortPackages(rows, 'conversion', 'desc'))).toEqual(['Umroh Plus', 'Umroh Hemat', 'Haji Furoda']);
    expect(titles(sortPackages(rows, 'conversion', 'asc'))).toEqual(['Umroh Hemat', 'Umroh Plus', 'Haji Furoda']);
  });
  it('does not change the rows it was given', () => {
    sortPackages(rows, 'title', 'asc');
    expect(titles(rows)).toEqual(['Umroh Plus', 'Haji Furoda', 'Umroh Hemat']);
  });
});
