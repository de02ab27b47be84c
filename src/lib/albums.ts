/**
 * What the documentation pages ("Dokumentasi") derive from the albums a visitor may see: list addresses and
 * pages, the order, the albums of a package, the package an album links to, alt texts, the sitemap's dates and
 * the share card's text. Pure: no I/O.
 */
import {
  ALBUMS_PATH,
  ALBUMS_PER_PAGE,
  PACKAGE_ALBUMS_SHOWN,
  albumPages,
  formatDateId,
  type Album,
  type Category,
  type ShareCardText,
} from '../../domain/index.ts';
import { articleDay } from './articles.ts';

/** Page `page` of /dokumentasi; page 1 is the list itself. */
export function albumListPath(page: number = 1): string {
  return page > 1 ? `${ALBUMS_PATH}/halaman/${page}` : ALBUMS_PATH;
}

export interface AlbumListPage<T> {
  /** 1-based. */
  page: number;
  pages: number;
  path: string;
  items: T[];
}

/** The pages of /dokumentasi, ALBUMS_PER_PAGE each; an empty list still has its first page (the empty state). */
export function albumListPages<T>(albums: readonly T[], perPage: number = ALBUMS_PER_PAGE): AlbumListPage<T>[] {
  const pages = albumPages(albums.length, perPage);
  return Array.from({ length: pages }, (_, i) => ({
    page: i + 1,
    pages,
    path: albumListPath(i + 1),
    items: albums.slice(i * perPage, (i + 1) * perPage),
  }));
}

type Dated = Pick<Album, 'taken_on' | 'published_at'>;

const day = (s: string | null) => (s && /^\d{4}-\d{2}-\d{2}/.test(s) ? s.slice(0, 10) : '');

/**
 * Newest trip first (the trip's date, not when the album was published: an album of last year's Ramadhan posted
 * today is still last year's trip); albums of one day newest published first, then as given.
 */
export function newestTripFirst<T extends Dated>(albums: readonly T[]): T[] {
  const published = (a: Dated) => {
    const t = a.published_at ? Date.parse(a.published_at) : NaN;
    return Number.isNaN(t) ? 0 : t;
  };
  return [...albums].sort((a, b) => {
    const da = day(a.taken_on);
    const db = day(b.taken_on);
    if (da !== db) return da < db ? 1 : -1;
    return published(b) - published(a);
  });
}

/** The albums of one package, newest trip first, at most PACKAGE_ALBUMS_SHOWN. */
export function albumsOfPackage<T extends Dated & Pick<Album, 'package_id'>>(
  packageId: string,
  albums: readonly T[],
  max: number = PACKAGE_ALBUMS_SHOWN,
): T[] {
  return newestTripFirst(albums.filter((a) => a.package_id === packageId)).slice(0, max);
}

/**
 * The page of the package an album documents, only while visitors can read that package (album_details gives
 * its title, slug and category only for an active package); null otherwise.
 */
export function albumPackageLink(
  album: Pick<Album, 'package_title' | 'package_slug' | 'package_category'>,
): { title: string; path: string; category: Category } | null {
  const { package_title: title, package_slug: slug, package_category: category } = album;
  if (!title || !slug || (category !== 'umroh' && category !== 'haji')) return null;
  return { title, path: `/${category}/${slug}`, category };
}

/** The illustration a missing photo falls back to: its package's kind, else the general one. */
export function albumIllustration(album: Pick<Album, 'package_category'>): Category | 'umum' {
  return album.package_category === 'umroh' || album.package_category === 'haji' ? album.package_category : 'umum';
}

/** The trip's date as the pages write it ("12 Februari 2026"); '' when it is not a date. */
export function albumDate(album: Pick<Album, 'taken_on'>): string {
  return formatDateId(day(album.taken_on));
}

/** The trip's day for <time datetime>: 'YYYY-MM-DD' or ''. */
export function albumDay(album: Pick<Album, 'taken_on'>): string {
  return day(album.taken_on);
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

/** A photo's alt text: its caption, or "<album title>, foto N" (1-based) from the template when it has none. */
export function albumPhotoAlt(title: string, caption: string, index: number, template: string): string {
  return caption.trim() || fill(template, { title, n: index + 1 });
}

/** The day in Indonesia an album last changed, for the sitemap's lastmod; '' when unknown. */
export function albumLastmod(album: Pick<Album, 'updated_at'>): string {
  return articleDay(album.updated_at);
}

/** Where an album's share card is published: /og/dokumentasi/<slug>.jpg. */
export const albumCardPath = (slug: string) => `/og/dokumentasi/${slug}.jpg`;

/** An album's share card: "Dokumentasi · <package>" above its title, the trip's date and the photo count under it. */
export function albumCardText(
  album: Pick<Album, 'title' | 'taken_on' | 'package_title' | 'photos'>,
  siteName: string,
  labels: {
    nav: string;
    photoCount: (n: number) => string;
    shareAlt: (title: string, date: string, site: string) => string;
  },
): ShareCardText {
  const date = albumDate(album);
  const count = album.photos.filter((p) => p.consent).length;
  return {
    eyebrow: [labels.nav, album.package_title ?? ''].filter(Boolean).join(' · '),
    title: album.title,
    lines: [[date, count > 0 ? labels.photoCount(count) : ''].filter(Boolean).join(' · ')].filter(Boolean),
    price: '',
    brand: siteName,
    alt: labels.shareAlt(album.title, date, siteName),
  };
}
