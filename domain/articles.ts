/**
 * Articles ("Artikel"): their categories, addresses and the rules the admin and the site share.
 * Pure: no I/O. The body's HTML rules are in article-html.ts (imported on its own: its sanitiser stays out of
 * every screen that neither edits nor renders an article).
 */
import { slugifyTitle } from './slug.ts';

export const ARTICLE_CATEGORIES = ['panduan', 'berita', 'tips', 'kisah'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

/** What visitors and the owner read for each category. */
export const ARTICLE_CATEGORY_LABEL: Record<ArticleCategory, string> = {
  panduan: 'Panduan',
  berita: 'Berita & Regulasi',
  tips: 'Tips',
  kisah: 'Kisah Jamaah',
};

export function isArticleCategory(value: unknown): value is ArticleCategory {
  return typeof value === 'string' && (ARTICLE_CATEGORIES as readonly string[]).includes(value);
}

export type ArticleStatus = 'draft' | 'published';

/** An article as the site and the admin read it (public.articles). */
export interface Article {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  category: ArticleCategory;
  /** Sanitised HTML (article-html.ts). */
  body: string;
  cover_image: string | null;
  cover_alt: string;
  /** The recommended packages, in order. */
  package_ids: string[];
  status: ArticleStatus;
  published_at: string | null;
  seo_title: string;
  seo_description: string;
  created_at: string;
  updated_at: string;
  /** Scheduled publishing (admin only: applied, then cleared, by the database). */
  publish_at?: string | null;
  unpublish_at?: string | null;
}

export const ARTICLES_PATH = '/artikel';
/** Articles per page of /artikel and of each category's list. */
export const ARTICLES_PER_PAGE = 12;

export const articlePath = (slug: string) => `${ARTICLES_PATH}/${slug}`;
export const articleCategoryPath = (category: ArticleCategory) => `${ARTICLES_PATH}/kategori/${category}`;

/** The sentences beside an article's fields, in the admin's checks and for the database's refusals. */
export const ARTICLE_MESSAGES = {
  slug: 'Alamat hanya huruf kecil, angka dan tanda hubung (paling banyak 120 karakter), contoh: panduan-manasik-umroh',
  slugTaken: 'Alamat ini sudah dipakai artikel lain: ubah sedikit, misalnya tambahkan tahun',
  bodyEmpty: 'Isi artikel masih kosong: tulis isinya sebelum menerbitkan',
  coverAlt: 'Tulis keterangan gambar sampul untuk pembaca layar dan mesin pencari',
  tooManyPackages: 'Paling banyak 6 paket terkait',
} as const;

/** An article's address from its title: readable words only, the words a search matches (no timestamp). */
export function articleSlug(title: string): string {
  return slugifyTitle(title).slice(0, 120).replace(/-+$/, '') || 'artikel';
}

/** Pages of a list of `count` articles (at least one, so an empty list still has its page). */
export function articlePages(count: number, perPage: number = ARTICLES_PER_PAGE): number {
  return Math.max(1, Math.ceil(count / perPage));
}
