/**
 * Honest empty state of the package list: when a filter matches nothing, offer the nearest filters that do
 * match (other months in the same price band, other bands in the same month), closest first.
 */
import { MONTHS_ID } from './dates.ts';
import { matchesFilter, type Filterable, type PackageFilter } from './filters.ts';
import { PRICE_BANDS, priceBandOf, type PriceBand } from './price.ts';

interface FilterAlternative {
  filter: PackageFilter;
  /** "Januari 2027" or "Rp 20 - 30 juta". */
  label: string;
  count: number;
}

function monthIndex(value: string): number {
  return Number(value.slice(0, 4)) * 12 + Number(value.slice(5, 7)) - 1;
}

function monthLabel(value: string): string {
  return `${MONTHS_ID[Number(value.slice(5, 7)) - 1]} ${value.slice(0, 4)}`;
}

const BAND_ORDER = PRICE_BANDS.map((b) => b.value).filter((v) => v !== 'all') as Exclude<PriceBand, 'all'>[];

export function filterAlternatives(
  packages: readonly Filterable[],
  filter: PackageFilter,
  limit = 3,
): FilterAlternative[] {
  const count = (f: PackageFilter) => packages.filter((p) => matchesFilter(p, f)).length;
  const out: FilterAlternative[] = [];

  if (filter.month !== 'all') {
    const months = [...new Set(packages.flatMap((p) => p.months).filter((m) => /^\d{4}-\d{2}$/.test(m)))];
    const target = monthIndex(filter.month);
    const byMonth = months
      .filter((m) => m !== filter.month)
      .map((m) => ({
        filter: { month: m, price: filter.price },
        label: monthLabel(m),
        dist: Math.abs(monthIndex(m) - target),
        key: monthIndex(m),
      }))
      .map((a) => ({ ...a, count: count(a.filter) }))
      .filter((a) => a.count > 0)
      .sort((a, b) => a.dist - b.dist || a.key - b.key)
      .slice(0, limit);
    out.push(...byMonth.map(({ filter: f, label, count: n }) => ({ filter: f, label, count: n })));
  }

  if (filter.price !== 'all') {
    const target = BAND_ORDER.indexOf(filter.price as Exclude<PriceBand, 'all'>);
    const present = new Set(packages.map((p) => priceBandOf(p.price_quad)));
    const byBand = BAND_ORDER.filter((b) => b !== filter.price && present.has(b))
      .map((b) => ({
        filter: { month: filter.month, price: b as PriceBand },
        label: PRICE_BANDS.find((x) => x.value === b)!.label,
        dist: Math.abs(BAND_ORDER.indexOf(b) - target),
        key: BAND_ORDER.indexOf(b),
      }))
      .map((a) => ({ ...a, count: count(a.filter) }))
      .filter((a) => a.count > 0)
      .sort((a, b) => a.dist - b.dist || a.key - b.key)
      .slice(0, limit);
    out.push(...byBand.map(({ filter: f, label, count: n }) => ({ filter: f, label, count: n })));
  }

  return out;
}
