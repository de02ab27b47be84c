import { describe, expect, it } from 'vitest';
import { filterAlternatives } from '../../domain/filter-alternatives.ts';

const M = 1_000_000;
const pkgs = [
  { months: ['2026-12'], price_quad: 18.5 * M },
  { months: ['2027-01'], price_quad: 28.5 * M },
  { months: ['2027-02'], price_quad: 35.9 * M },
  { months: ['2027-03'], price_quad: 42.5 * M },
  { months: ['2027-04'], price_quad: 55 * M },
  { months: ['2027-06'], price_quad: 24.9 * M },
  { months: [] as string[], price_quad: 27 * M },
];

describe('filterAlternatives: the nearest filters that do have packages', () => {
  it('a month without departures: the closest months first, with their counts', () => {
    const alt = filterAlternatives(pkgs, { month: '2027-05', price: 'all' });
    expect(alt.map((a) => a.label)).toEqual(['April 2027', 'Juni 2027', 'Maret 2027']);
    expect(alt[0]).toEqual({ filter: { month: '2027-04', price: 'all' }, label: 'April 2027', count: 1 });
  });

  it('month and band that do not meet: other months in the band, other bands in the month', () => {
    const alt = filterAlternatives(pkgs, { month: '2027-01', price: '30-50' });
    expect(alt).toEqual([
      { filter: { month: '2027-02', price: '30-50' }, label: 'Februari 2027', count: 1 },
      { filter: { month: '2027-03', price: '30-50' }, label: 'Maret 2027', count: 1 },
      { filter: { month: '2027-01', price: '20-30' }, label: 'Rp 20 - 30 juta', count: 1 },
    ]);
  });

  it('a band without packages: neighbouring bands, closest first', () => {
    const few = pkgs.filter((p) => p.price_quad < 30 * M);
    expect(filterAlternatives(few, { month: 'all', price: '50+' }).map((a) => a.filter.price)).toEqual([
      '20-30',
      '0-20',
    ]);
  });

  it('offers nothing when the list itself is empty, and never the filter that failed', () => {
    expect(filterAlternatives([], { month: '2027-01', price: 'all' })).toEqual([]);
    const alt = filterAlternatives(pkgs, { month: '2031-02', price: 'all' });
    expect(alt.some((a) => a.filter.month === '2031-02')).toBe(false);
    expect(alt.length).toBe(3);
  });
});
