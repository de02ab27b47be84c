/** sitemap.xml and robots.txt bodies. Pure, so unit tests can check them. */
import {
  ALBUMS_PATH,
  albumIsShown,
  albumPath,
  articlePath,
  type Album,
  type Article,
  type Package,
} from '../../domain/index.ts';
import { albumLastmod } from './albums.ts';
import { articleCategoriesInUse, articleDay, articleListPath } from './articles.ts';
import { canonicalUrl, packagePath } from './seo.ts';

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export const STATIC_PATHS = [
  '/',
  '/umroh',
  '/haji',
  '/jadwal',
  '/tentang-kami',
  '/kontak',
  '/faq',
  '/legalitas',
  '/privasi',
  '/artikel',
] as const;

interface SitemapEntry {
  loc: string;
  /** 'YYYY-MM-DD' or '' for none. */
  lastmod: string;
}

/**
 * The article entries: the list of each category that has articles, then every article, dated by its last
 * change (the day in Indonesia, as the page says "Diperbarui"). Later list pages are left out: every article
 * they link is listed here itself.
 */
export function articleSitemapEntries(
  siteUrl: string,
  articles: readonly Pick<Article, 'slug' | 'category' | 'updated_at'>[],
): SitemapEntry[] {
  return [
    ...articleCategoriesInUse(articles).map((c) => ({ loc: canonicalUrl(siteUrl, articleListPath(c)), lastmod: '' })),
    ...articles.map((a) => ({ loc: canonicalUrl(siteUrl, articlePath(a.slug)), lastmod: articleDay(a.updated_at) })),
  ];
}

type SitemapAlbum = Pick<Album, 'slug' | 'updated_at' | 'status' | 'photos'>;

/**
 * The documentation entries, only for albums the site shows: /dokumentasi (dated by its latest change) and each
 * album, dated by its last change (the day in Indonesia). No album shown: no entry, as there is no page worth
 * finding. Later list pages are left out: every album they link is listed itself.
 */
export function albumSitemapEntries(siteUrl: string, albums: readonly SitemapAlbum[]): SitemapEntry[] {
  const shown = albums.filter(albumIsShown);
  if (shown.length === 0) return [];
  const days = shown.map(albumLastmod);
  const latest = days.reduce((a, b) => (b > a ? b : a), '');
  return [
    { loc: canonicalUrl(siteUrl, ALBUMS_PATH), lastmod: latest },
    ...shown.map((a, i) => ({ loc: canonicalUrl(siteUrl, albumPath(a.slug)), lastmod: days[i]! })),
  ];
}

/** Slug URLs only: the UUID addresses of the same packages are duplicates with a canonical link. */
export function sitemapXml(
  siteUrl: string,
  packages: Pick<Package, 'category' | 'slug' | 'updated_at'>[],
  articles: readonly Pick<Article, 'slug' | 'category' | 'updated_at'>[] = [],
  albums: readonly SitemapAlbum[] = [],
): string {
  const entries: SitemapEntry[] = [
    ...STATIC_PATHS.map((p) => ({ loc: canonicalUrl(siteUrl, p), lastmod: '' })),
    ...packages.map((p) => ({
      loc: canonicalUrl(siteUrl, packagePath(p)),
      lastmod: p.updated_at ? p.updated_at.slice(0, 10) : '',
    })),
    ...articleSitemapEntries(siteUrl, articles),
    ...albumSitemapEntries(siteUrl, albums),
  ];
  const body = entries
    .map(
      (e) =>
        `  <url><loc>${escapeXml(e.loc)}</loc>${/^\d{4}-\d{2}-\d{2}$/.test(e.lastmod) ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: ${canonicalUrl(siteUrl, '/sitemap.xml')}\n`;
}
