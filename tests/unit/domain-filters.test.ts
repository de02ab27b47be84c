import { describe, expect, it } from 'vitest';
import {
  NO_FILTER,
  filterFromSearch,
  filterPackages,
  filterToSearch,
  isFiltered,
  matchesFilter,
  type PackageFilter,
} from '../../domain/index.ts';

// months: the months of each package's open upcoming departures with seats (openDepartureMonths).
const pkgs = [
  { slug: 'hemat-des', months: ['2026-12', '2027-02'], price_quad: 18_500_000 },
  { slug: 'reguler-jan', months: ['2027-01'], price_quad: 28_500_000 },
  { slug: 'turki-feb', months: ['2027-02'], price_quad: 35_900_000 },
  { slug: 'vip-apr', months: ['2027-04'], price_quad: 55_000_000 },
  { slug: 'keluarga-jan', months: ['2027-01', '2027-06'], price_quad: 20_000_000 },
  { slug: 'no-date', months: [], price_quad: 10_000_000 },
];
const slugs = (f: PackageFilter) => filterPackages(pkgs, f).map((p) => p.slug);

describe('filtering packages', () => {
  it('shows everything with no filter', () => {
    expect(slugs(NO_FILTER)).toEqual(pkgs.map((p) => p.slug));
  });
  it('narrows by departure month: any open departure of the package in that month matches', () => {
    expect(slugs({ month: '2027-01', price: 'all' })).toEqual(['reguler-jan', 'keluarga-jan']);
    expect(slugs({ month: '2027-02', price: 'all' })).toEqual(['hemat-des', 'turki-feb']);
    expect(slugs({ month: '2027-06', price: 'all' })).toEqual(['keluarga-jan']);
  });
  it('narrows by price band of price_quad', () => {
    expect(slugs({ month: 'all', price: '0-20' })).toEqual(['hemat-des', 'no-date']);
    expect(slugs({ month: 'all', price: '20-30' })).toEqual(['reguler-jan', 'keluarga-jan']);
    expect(slugs({ month: 'all', price: '30-50' })).toEqual(['turki-feb']);
    expect(slugs({ month: 'all', price: '50+' })).toEqual(['vip-apr']);
  });
  it('combines month and price (both must match)', () => {
    expect(slugs({ month: '2027-01', price: '20-30' })).toEqual(['reguler-jan', 'keluarga-jan']);
    expect(slugs({ month: '2027-01', price: '50+' })).toEqual([]);
  });
  it('never matches a package without departure when a month is chosen', () => {
    expect(matchesFilter({ months: [], price_quad: 1 }, { month: '2027-01', price: 'all' })).toBe(false);
  });
  it('does not mutate its input', () => {
    const copy = structuredClone(pkgs);
    filterPackages(pkgs, { month: '2027-01', price: '20-30' });
    expect(pkgs).toEqual(copy);
  });
});

describe('isFiltered: Reset Filter shows when either filter is not "all"', () => {
  it.each([
    [{ month: 'all', price: 'all' }, false],
    [{ month: '2027-01', price: 'all' }, true],
    [{ month: 'all', price: '50+' }, true],
    [{ month: '2027-01', price: '0-20' }, true],
  ] as [PackageFilter, boolean][])('%j -> %s', (f, expected) => {
    expect(isFiltered(f)).toBe(expected);
  });
});

describe('filter <-> URL query', () => {
  it('writes nothing for the unfiltered view', () => {
    expect(filterToSearch(NO_FILTER)).toBe('');
  });
  it('writes bulan and harga', () => {
    expect(filterToSearch({ month: '2027-01', price: 'all' })).toBe('?bulan=2027-01');
    expect(filterToSearch({ month: 'all', price: '50+' })).toBe('?harga=50%2B');
    expect(filterToSearch({ month: '2027-01', price: '20-30' })).toBe('?bulan=2027-01&harga=20-30');
  });
  it('round-trips every combination', () => {
    const months = ['all', '2026-12', '2027-01'];
    const prices = ['all', '0-20', '20-30', '30-50', '50+'] as const;
    for (const month of months) {
      for (const price of prices) {
        const f = { month, price };
        expect(filterFromSearch(filterToSearch(f))).toEqual(f);
      }
    }
  });
  it('reads from a string with or without "?" and from URLSearchParams', () => {
    expect(filterFromSearch('?bulan=2027-02&harga=30-50')).toEqual({ month: '2027-02', price: '30-50' });
    expect(filterFromSearch('bulan=2027-02')).toEqual({ month: '2027-02', price: 'all' });
    expect(filterFromSearch(new URLSearchParams({ harga: '0-20' }))).toEqual({ month: 'all', price: '0-20' });
  });
  it('reads harga=50+ both encoded and typed by hand ("+" decodes to a space)', () => {
    expect(filterFromSearch('?harga=50%2B').price).toBe('50+');
    expect(filterFromSearch('?harga=50+').price).toBe('50+');
    expect(filterFromSearch('?harga=50').price).toBe('all');
  });
  it('falls back to "all" for unknown or hostile values', () => {
    expect(filterFromSearch('?bulan=2027-13&harga=cheap')).toEqual(NO_FILTER);
    expect(filterFromSearch('?bulan=<script>&harga=%22')).toEqual(NO_FILTER);
    expect(filterFromSearch('')).toEqual(NO_FILTER);
  });
  it('ignores unrelated parameters', () => {
    expect(filterFromSearch('?utm_source=wa&bulan=2027-01')).toEqual({ month: '2027-01', price: 'all' });
  });
});
