/**
 * What the article pages derive from the published articles: list addresses and pages, the articles beside
 * one, the packages it recommends, its dates in Indonesia and its share card's text. Pure: no I/O.
 */
import {
  ARTICLES_PATH,
  ARTICLES_PER_PAGE,
  ARTICLE_CATEGORIES,
  ARTICLE_CATEGORY_LABEL,
  articleCategoryPath,
  articlePages,
  wibDate,
  type Article,
  type ArticleCategory,
  type ShareCardText,
} from '../../domain/index.ts';

type Dated = Pick<Article, 'published_at'>;

/** Page `page` of the list of every article (`category` null) or of one category; page 1 is the list itself. */
export function articleListPath(category: ArticleCategory | null, page: number = 1): string {
  const base = category ? articleCategoryPath(category) : ARTICLES_PATH;
  return page > 1 ? `${base}/halaman/${page}` : base;
}

export interface ArticleListPage<T> {
  /** 1-based. */
  page: number;
  pages: number;
  path: string;
  items: T[];
}

/** The pages of a list, ARTICLES_PER_PAGE each; an empty list still has its first page. */
export function articleListPages<T>(
  articles: readonly T[],
  category: ArticleCategory | null,
  perPage: number = ARTICLES_PER_PAGE,
): ArticleListPage<T>[] {
  const pages = articlePages(articles.length, perPage);
  return Array.from({ length: pages }, (_, i) => ({
    page: i + 1,
    pages,
    path: articleListPath(category, i + 1),
    items: articles.slice(i * perPage, (i + 1) * perPage),
  }));
}

/** The categories that have at least one article, in the categories' own order: only these get a list. */
export function articleCategoriesInUse(articles: readonly Pick<Article, 'category'>[]): ArticleCategory[] {
  return ARTICLE_CATEGORIES.filter((c) => articles.some((a) => a.category === c));
}

const time = (a: Dated) => {
  const t = a.published_at ? Date.parse(a.published_at) : NaN;
  return Number.isNaN(t) ? 0 : t;
};

/** Newest first; equal dates keep their order. */
export function newestFirst<T extends Dated>(articles: readonly T[]): T[] {
  return [...articles].sort((a, b) => time(b) - time(a));
}

// Every package page and every article asks for a few of all the articles: the list is sorted once per build.
const sortedLists = new WeakMap<readonly Dated[], readonly Dated[]>();

/** newestFirst of a list that is not changed afterwards (the build's articles), sorted once. */
function newestFirstOnce<T extends Dated>(articles: readonly T[]): readonly T[] {
  let sorted = sortedLists.get(articles);
  if (!sorted) {
    sorted = newestFirst(articles);
    sortedLists.set(articles, sorted);
  }
  return sorted as readonly T[];
}

/** "Baca juga": up to `max` other articles, those of the same category first, each group newest first. */
export function relatedArticles<T extends Dated & Pick<Article, 'id' | 'category'>>(
  article: Pick<Article, 'id' | 'category'>,
  all: readonly T[],
  max: number = 3,
): T[] {
  // Sorting then filtering keeps the same order: the sort is stable.
  const others = newestFirstOnce(all).filter((a) => a.id !== article.id);
  return [
    ...others.filter((a) => a.category === article.category),
    ...others.filter((a) => a.category !== article.category),
  ].slice(0, max);
}

/** The articles that recommend a package, newest first, at most `max`. */
export function articlesOfPackage<T extends Dated & Pick<Article, 'package_ids'>>(
  packageId: string,
  all: readonly T[],
  max: number = 3,
): T[] {
  return newestFirstOnce(all)
    .filter((a) => a.package_ids.includes(packageId))
    .slice(0, max);
}

/**
 * The packages an article recommends that the site sells, in the article's order: a draft or deleted package
 * is not among `packages` and is left out.
 */
export function recommendedPackages<P extends { id: string }>(
  article: Pick<Article, 'package_ids'>,
  packages: readonly P[],
): P[] {
  const byId = new Map(packages.map((p) => [p.id, p]));
  return [...new Set(article.package_ids)].map((id) => byId.get(id)).filter((p): p is P => p !== undefined);
}

/** The calendar day in Indonesia (WIB) of a timestamp, 'YYYY-MM-DD'; '' when it is not a date. */
export function articleDay(timestamp: string | null | undefined): string {
  const t = timestamp ? Date.parse(timestamp) : NaN;
  return Number.isNaN(t) ? '' : wibDate(new Date(t));
}

/** The day it was published, and the day it was last changed when that is a later day (else null). */
export function articleDays(article: Pick<Article, 'published_at' | 'updated_at'>): {
  published: string;
  updated: string | null;
} {
  const published = articleDay(article.published_at);
  const updated = articleDay(article.updated_at);
  return { published, updated: updated && published && updated > published ? updated : null };
}

/** Where an article's share card is published: /og/artikel/<slug>.jpg. */
export const articleCardPath = (slug: string) => `/og/artikel/${slug}.jpg`;

/** An article's share card: its category above its title, the site's name in the corner. */
export function articleCardText(
  article: Pick<Article, 'title' | 'category'>,
  siteName: string,
  eyebrow: string,
): ShareCardText {
  const label = ARTICLE_CATEGORY_LABEL[article.category];
  return {
    eyebrow: `${eyebrow} · ${label}`,
    title: article.title,
    lines: [],
    price: '',
    brand: siteName,
    alt: `${article.title}, ${eyebrow.toLowerCase()} ${label} ${siteName}`.trim(),
  };
}
