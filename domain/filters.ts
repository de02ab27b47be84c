import { isMonthValue } from './dates.ts';
import { isPriceBand, priceBandOf, type PriceBand } from './price.ts';

export interface PackageFilter {
  month: string; // 'all' or 'YYYY-MM'
  price: PriceBand;
}

export const NO_FILTER: PackageFilter = { month: 'all', price: 'all' };

/**
 * What the filters look at: `months` are the months ('YYYY-MM') of the package's open upcoming departures with
 * seats (`openDepartureMonths`), so a package matches a month when any bookable departure is in it.
 */
export interface Filterable {
  months: readonly string[];
  price_quad: number;
}

export function matchesFilter(pkg: Filterable, filter: PackageFilter): boolean {
  if (filter.month !== 'all' && !pkg.months.includes(filter.month)) return false;
  if (filter.price !== 'all' && priceBandOf(pkg.price_quad) !== filter.price) return false;
  return true;
}

export function filterPackages<T extends Filterable>(packages: readonly T[], filter: PackageFilter): T[] {
  return packages.filter((p) => matchesFilter(p, filter));
}

/** 'Reset Filter' shows when either filter is not 'all'. */
export function isFiltered(filter: PackageFilter): boolean {
  return filter.month !== 'all' || filter.price !== 'all';
}

/** Reads ?bulan=2027-01&harga=20-30; anything unknown falls back to 'all'. */
export function filterFromSearch(search: string | URLSearchParams): PackageFilter {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const month = params.get('bulan');
  // A hand-typed "harga=50+" arrives as "50 " ('+' means space in a query string).
  const rawPrice = params.get('harga');
  const price = rawPrice === '50 ' ? '50+' : rawPrice;
  return { month: isMonthValue(month) ? month! : 'all', price: isPriceBand(price) ? price : 'all' };
}

export function filterToSearch(filter: PackageFilter): string {
  const params = new URLSearchParams();
  if (filter.month !== 'all') params.set('bulan', filter.month);
  if (filter.price !== 'all') params.set('harga', filter.price);
  const s = params.toString();
  return s ? `?${s}` : '';
}
