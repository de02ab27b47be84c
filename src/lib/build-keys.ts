/**
 * Incremental builds (astro.config.mjs, `experimental.incrementalBuild`): a page whose `cacheKey` and template
 * are the same as in the previous build is copied from the build cache instead of rendered. A key must
 * therefore cover everything the page shows:
 * - its own rows and the rows it shows as cards (the inputs below are the ones the page itself renders from);
 * - what every page shows (`siteDigest`): settings, contact, legal and bank accounts, the terms, the consent
 *   sentence of the inquiry form, which sections the navigation lists, and today's date in Indonesia (booking
 *   deadlines, "N hari lalu"), so the first build of a day renders everything again.
 * Pages that list other content without a key (home, /umroh, /haji, /jadwal, /faq, the sitemap, the feeds) are
 * rendered on every build.
 */
import { createHash } from 'node:crypto';
import { wibDate, type Album, type Article, type ArticleCategory, type SitePackage } from '../../domain/index.ts';
import { albumListPages, albumsOfPackage } from './albums.ts';
import { articleCategoriesInUse, articleListPages, articlesOfPackage } from './articles.ts';
import { getAlbums, getArticles, getConsentText, getContent, getPackageFaqs, getPackages, getTerms } from './data.ts';
import { env } from './env.ts';

const digest = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('base64url');

let site: Promise<string> | null = null;

/** What every page shows, as one digest (computed once per build). */
export function siteDigest(): Promise<string> {
  site ??= (async () => {
    const [content, terms, consent, articles, albums] = await Promise.all([
      getContent(),
      getTerms(),
      getConsentText(),
      getArticles(),
      getAlbums(),
    ]);
    const { siteUrl, supabaseUrl } = env();
    return digest({
      siteUrl,
      supabaseUrl,
      content,
      terms,
      consent,
      sections: { articles: articles.length > 0, albums: albums.length > 0 },
      today: wibDate(new Date()),
    });
  })();
  return site;
}

/** A page's cache key: the site digest and the page's own inputs. */
export async function pageKey(kind: string, ...inputs: unknown[]): Promise<string> {
  return digest([kind, await siteDigest(), inputs]);
}

/** What a package page shows besides the package and the site: the page renders from exactly these. */
export interface PackagePageInputs {
  /** Up to three other packages of the same category, as cards. */
  others: SitePackage[];
  faqs: Awaited<ReturnType<typeof getPackageFaqs>>;
  /** The articles that recommend the package, as cards. */
  articles: Article[];
  /** The albums of its past departures, as cards. */
  albums: Album[];
}

export async function packagePageInputs(pkg: SitePackage): Promise<PackagePageInputs> {
  const [packages, faqs, articles, albums] = await Promise.all([
    getPackages(),
    getPackageFaqs(pkg.id),
    getArticles(),
    getAlbums(),
  ]);
  return {
    others: packages.filter((p) => p.category === pkg.category && p.id !== pkg.id).slice(0, 3),
    faqs,
    articles: articlesOfPackage(pkg.id, articles),
    albums: albumsOfPackage(pkg.id, albums),
  };
}

/** The key of a page of an article list: its cards, the number of pages and the category links. */
export async function articleListKey(category: ArticleCategory | null, page: number): Promise<string> {
  const all = await getArticles();
  const pages = articleListPages(category ? all.filter((a) => a.category === category) : all, category);
  return pageKey('article-list', category, page, pages.length, pages[page - 1]?.items, articleCategoriesInUse(all));
}

/** The key of a page of the album list: its cards and the number of pages. */
export async function albumListKey(page: number): Promise<string> {
  const pages = albumListPages(await getAlbums());
  return pageKey('album-list', page, pages.length, pages[page - 1]?.items);
}
