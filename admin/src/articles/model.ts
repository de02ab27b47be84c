/**
 * The article form: what the owner types, the checks beside each field, and the row saved. The database checks
 * the same bounds (supabase/migrations/*_articles.sql). Pure.
 */
import {
  ARTICLE_CATEGORIES,
  ARTICLE_MESSAGES,
  articleSlug,
  charCount,
  COLUMN_LIMITS,
  FIELD_MESSAGES,
  imageUrlError,
  isArticleCategory,
  formatWibDateTime,
  parseWibDateTime,
  scheduleErrors,
  type Article,
  type ArticleCategory,
  type ArticleStatus,
  type FieldErrors,
} from '../domain.ts';
import { hasArticleContent, sanitizeArticleHtml } from '../../../domain/article-html.ts';

const LIMITS = COLUMN_LIMITS.articles;

export interface ArticleDraft {
  title: string;
  slug: string;
  /** The slug follows the title until the owner edits it (or the article is stored). */
  slugEdited: boolean;
  category: ArticleCategory;
  excerpt: string;
  body: string;
  coverImage: string;
  coverAlt: string;
  packageIds: string[];
  status: ArticleStatus;
  seoTitle: string;
  seoDescription: string;
  /** "Tayang mulai" / "Tayang sampai" as typed (dd/mm/yyyy jj.mm, WIB); '' for none. */
  publishAt: string;
  unpublishAt: string;
  /** The schedule as loaded: a stored time is not refused for having passed while the form was open. */
  storedPublishAt: string;
  storedUnpublishAt: string;
}

export type ArticleField =
  | 'title'
  | 'slug'
  | 'category'
  | 'excerpt'
  | 'body'
  | 'coverImage'
  | 'coverAlt'
  | 'packageIds'
  | 'seoTitle'
  | 'seoDescription'
  | 'publishAt'
  | 'unpublishAt';

export function emptyArticle(): ArticleDraft {
  return {
    title: '',
    slug: '',
    slugEdited: false,
    category: 'panduan',
    excerpt: '',
    body: '',
    coverImage: '',
    coverAlt: '',
    packageIds: [],
    status: 'draft',
    seoTitle: '',
    seoDescription: '',
    publishAt: '',
    unpublishAt: '',
    storedPublishAt: '',
    storedUnpublishAt: '',
  };
}

export function articleToDraft(a: Partial<Article>): ArticleDraft {
  return {
    title: a.title ?? '',
    slug: a.slug ?? '',
    slugEdited: true,
    category: isArticleCategory(a.category) ? a.category : 'panduan',
    excerpt: a.excerpt ?? '',
    body: a.body ?? '',
    coverImage: a.cover_image ?? '',
    coverAlt: a.cover_alt ?? '',
    packageIds: Array.isArray(a.package_ids) ? [...a.package_ids] : [],
    status: a.status === 'published' ? 'published' : 'draft',
    seoTitle: a.seo_title ?? '',
    seoDescription: a.seo_description ?? '',
    publishAt: formatWibDateTime(a.publish_at),
    unpublishAt: formatWibDateTime(a.unpublish_at),
    storedPublishAt: formatWibDateTime(a.publish_at),
    storedUnpublishAt: formatWibDateTime(a.unpublish_at),
  };
}

/** A typed title moves the slug along while the owner has not chosen one. */
export function withTitle(d: ArticleDraft, title: string): ArticleDraft {
  return d.slugEdited ? { ...d, title } : { ...d, title, slug: title.trim() ? articleSlug(title) : '' };
}

const tooLong = (value: string, max: number) => charCount(value) > max;
const maxMessage = (max: number) => `Paling banyak ${max} karakter`;

export function articleErrors(d: ArticleDraft): FieldErrors<ArticleField> {
  const e: FieldErrors<ArticleField> = {};
  const title = d.title.trim();
  if (!title) e.title = FIELD_MESSAGES.required;
  else if (tooLong(title, LIMITS.title.max)) e.title = maxMessage(LIMITS.title.max);
  if (!d.slug) e.slug = FIELD_MESSAGES.required;
  else if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(d.slug)) e.slug = ARTICLE_MESSAGES.slug;
  else if (tooLong(d.slug, LIMITS.slug.max)) e.slug = maxMessage(LIMITS.slug.max);
  if (!(ARTICLE_CATEGORIES as readonly string[]).includes(d.category)) e.category = FIELD_MESSAGES.required;
  if (tooLong(d.excerpt, LIMITS.excerpt.max)) e.excerpt = maxMessage(LIMITS.excerpt.max);
  if (d.status === 'published' && !hasArticleContent(d.body)) e.body = ARTICLE_MESSAGES.bodyEmpty;
  else if (tooLong(d.body, LIMITS.body.max)) e.body = maxMessage(LIMITS.body.max);
  const cover = d.coverImage.trim() ? imageUrlError(d.coverImage) : null;
  if (cover) e.coverImage = cover;
  // The description is shown and saved only with a cover image.
  if (d.coverImage.trim() && !d.coverAlt.trim()) e.coverAlt = ARTICLE_MESSAGES.coverAlt;
  else if (d.coverImage.trim() && tooLong(d.coverAlt, LIMITS.cover_alt.max))
    e.coverAlt = maxMessage(LIMITS.cover_alt.max);
  if (d.packageIds.length > 6) e.packageIds = ARTICLE_MESSAGES.tooManyPackages;
  if (tooLong(d.seoTitle, LIMITS.seo_title.max)) e.seoTitle = maxMessage(LIMITS.seo_title.max);
  if (tooLong(d.seoDescription, LIMITS.seo_description.max)) e.seoDescription = maxMessage(LIMITS.seo_description.max);
  const schedule = scheduleErrors({
    publishAt: d.publishAt,
    unpublishAt: d.unpublishAt,
    isPublic: d.status === 'published',
  });
  if (schedule.publishAt && d.publishAt !== d.storedPublishAt) e.publishAt = schedule.publishAt;
  if (schedule.unpublishAt && d.unpublishAt !== d.storedUnpublishAt) e.unpublishAt = schedule.unpublishAt;
  return e;
}

/** The database row (only called once articleErrors found nothing): the body saved is the sanitised one. */
export function articlePayload(d: ArticleDraft): Partial<Article> {
  const body = sanitizeArticleHtml(d.body);
  return {
    title: d.title.trim(),
    slug: d.slug,
    category: d.category,
    excerpt: d.excerpt.trim(),
    body: hasArticleContent(body) ? body : '',
    cover_image: d.coverImage.trim() || null,
    cover_alt: d.coverImage.trim() ? d.coverAlt.trim() : '',
    package_ids: d.packageIds,
    status: d.status,
    seo_title: d.seoTitle.trim(),
    seo_description: d.seoDescription.trim(),
    publish_at: parseWibDateTime(d.publishAt) || null,
    unpublish_at: parseWibDateTime(d.unpublishAt) || null,
  };
}

/** The columns the list needs (the body stays on the server until an article is opened). */
export const ARTICLE_LIST_COLUMNS = [
  'id',
  'slug',
  'title',
  'category',
  'status',
  'published_at',
  'updated_at',
  'cover_image',
  'publish_at',
  'unpublish_at',
];

/** The list's server filter: title search (every word, in order), category, status. */
export function articleListFilter(search: string, category: string, status: string): Record<string, string> {
  const filter: Record<string, string> = {};
  const words = search.trim().split(/\s+/).filter(Boolean);
  if (words.length) filter['title@ilike'] = words.join('*');
  if (isArticleCategory(category)) filter.category = category;
  if (status === 'draft' || status === 'published') filter.status = status;
  return filter;
}

/** A web address, a page of this site, an e-mail or a phone number. */
export function linkError(href: string): string | null {
  const h = href.trim();
  if (!h) return null;
  if (/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(h) || /^\/[^\s/]/.test(h) || h === '/') return null;
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(h) || /^tel:\+?[0-9 -]{5,}$/i.test(h)) return null;
  return 'Tulis alamat lengkap (https://…), halaman situs ini (/umroh), mailto: atau tel:';
}
