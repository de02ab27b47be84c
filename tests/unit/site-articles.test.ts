/** The article pages' helpers (src/lib/articles.ts, sitemap, JSON-LD, the body renderer against a real server). */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article } from '../../domain/index.ts';
import { renderArticleBody } from '../../src/lib/article-body.ts';
import {
  articleCardPath,
  articleCardText,
  articleCategoriesInUse,
  articleDay,
  articleDays,
  articleListPages,
  articleListPath,
  articlesOfPackage,
  recommendedPackages,
  relatedArticles,
} from '../../src/lib/articles.ts';
import { normalizeArticle } from '../../src/lib/normalize.ts';
import { blogPostingLd } from '../../src/lib/seo.ts';
import { articleSitemapEntries, sitemapXml } from '../../src/lib/sitemap.ts';

const SITE = 'https://www.baitullah.test';

function article(over: Partial<Article> & Pick<Article, 'id'>): Article {
  return {
    slug: `artikel-${over.id}`,
    title: `Artikel ${over.id}`,
    excerpt: '',
    category: 'panduan',
    body: '<p>Isi.</p>',
    cover_image: null,
    cover_alt: '',
    package_ids: [],
    status: 'published',
    published_at: '2026-11-01T03:00:00+00:00',
    seo_title: '',
    seo_description: '',
    created_at: '2026-11-01T03:00:00+00:00',
    updated_at: '2026-11-01T03:00:00+00:00',
    ...over,
  };
}

describe('article list addresses and pages', () => {
  it('page 1 is the list itself; later pages are under /halaman/<n>', () => {
    expect(articleListPath(null)).toBe('/artikel');
    expect(articleListPath(null, 1)).toBe('/artikel');
    expect(articleListPath(null, 2)).toBe('/artikel/halaman/2');
    expect(articleListPath('tips')).toBe('/artikel/kategori/tips');
    expect(articleListPath('berita', 3)).toBe('/artikel/kategori/berita/halaman/3');
  });

  it('splits a list into pages of twelve, and an empty list still has its first page', () => {
    const items = Array.from({ length: 25 }, (_, i) => i);
    const pages = articleListPages(items, 'kisah');
    expect(pages.map((p) => [p.page, p.pages, p.path, p.items.length])).toEqual([
      [1, 3, '/artikel/kategori/kisah', 12],
      [2, 3, '/artikel/kategori/kisah/halaman/2', 12],
      [3, 3, '/artikel/kategori/kisah/halaman/3', 1],
    ]);
    expect(pages[1]!.items[0]).toBe(12);
    expect(articleListPages(items.slice(0, 12), null).map((p) => p.path)).toEqual(['/artikel']);
    expect(articleListPages([], null)).toEqual([{ page: 1, pages: 1, path: '/artikel', items: [] }]);
  });

  it('gives a list only to the categories that have articles, in the categories’ order', () => {
    expect(articleCategoriesInUse([{ category: 'tips' }, { category: 'panduan' }, { category: 'tips' }])).toEqual([
      'panduan',
      'tips',
    ]);
    expect(articleCategoriesInUse([])).toEqual([]);
  });
});

describe('articles beside an article, and a package', () => {
  const all = [
    article({ id: 'a', category: 'tips', published_at: '2026-11-10T00:00:00Z' }),
    article({ id: 'b', category: 'panduan', published_at: '2026-11-09T00:00:00Z' }),
    article({ id: 'c', category: 'tips', published_at: '2026-11-01T00:00:00Z', package_ids: ['p1'] }),
    article({ id: 'd', category: 'berita', published_at: '2026-11-08T00:00:00Z', package_ids: ['p1', 'p2'] }),
    article({ id: 'e', category: 'tips', published_at: '2026-11-05T00:00:00Z', package_ids: ['p1'] }),
    article({ id: 'f', category: 'kisah', published_at: '2026-11-12T00:00:00Z', package_ids: ['p1'] }),
  ];

  it('"Baca juga": the same category first, newest first, then the newest others, never itself', () => {
    expect(relatedArticles(all[0]!, all).map((a) => a.id)).toEqual(['e', 'c', 'f']);
    expect(relatedArticles(all[1]!, all).map((a) => a.id)).toEqual(['f', 'a', 'd']);
    expect(relatedArticles(all[0]!, [all[0]!])).toEqual([]);
  });

  it('a package lists the newest three articles that recommend it', () => {
    expect(articlesOfPackage('p1', all).map((a) => a.id)).toEqual(['f', 'd', 'e']);
    expect(articlesOfPackage('p2', all).map((a) => a.id)).toEqual(['d']);
    expect(articlesOfPackage('p3', all)).toEqual([]);
  });

  it('recommends the packages the site sells, in the article’s order, each once', () => {
    const packages = [{ id: 'p1' }, { id: 'p2' }, { id: 'p3' }];
    expect(recommendedPackages({ package_ids: ['p3', 'draft', 'p1', 'p3'] }, packages)).toEqual([
      { id: 'p3' },
      { id: 'p1' },
    ]);
    expect(recommendedPackages({ package_ids: ['draft'] }, packages)).toEqual([]);
  });
});

describe('article dates (the day in Indonesia)', () => {
  it('reads a timestamp as its WIB day', () => {
    expect(articleDay('2026-11-20T16:59:59Z')).toBe('2026-11-20');
    expect(articleDay('2026-11-20T17:00:00Z')).toBe('2026-11-21');
    expect(articleDay('2026-11-20T10:00:00+07:00')).toBe('2026-11-20');
    expect(articleDay('')).toBe('');
    expect(articleDay('kemarin')).toBe('');
  });

  it('says "updated" only when the last change is on a later day', () => {
    const published = '2026-11-20T02:00:00Z';
    expect(articleDays({ published_at: published, updated_at: '2026-11-20T15:00:00Z' })).toEqual({
      published: '2026-11-20',
      updated: null,
    });
    // 18:00 UTC is already the next day in Jakarta.
    expect(articleDays({ published_at: published, updated_at: '2026-11-20T18:00:00Z' })).toEqual({
      published: '2026-11-20',
      updated: '2026-11-21',
    });
    expect(articleDays({ published_at: published, updated_at: '2026-11-19T18:00:00Z' }).updated).toBeNull();
  });
});

describe('article share card', () => {
  it('names the category above the title, and the title first in its alt text', () => {
    const card = articleCardText(
      { title: 'Daftar Perlengkapan Umroh', category: 'tips' },
      'Baitullah Tour & Travel',
      'Artikel',
    );
    expect(card).toEqual({
      eyebrow: 'Artikel · Tips',
      title: 'Daftar Perlengkapan Umroh',
      lines: [],
      price: '',
      brand: 'Baitullah Tour & Travel',
      alt: 'Daftar Perlengkapan Umroh, artikel Tips Baitullah Tour & Travel',
    });
    expect(articleCardText({ title: 'X', category: 'berita' }, 'B', 'Artikel').eyebrow).toBe(
      'Artikel · Berita & Regulasi',
    );
    expect(articleCardPath('apa-yang-berubah')).toBe('/og/artikel/apa-yang-berubah.jpg');
  });
});

describe('articles in the sitemap', () => {
  const articles = [
    article({ id: '1', slug: 'baru', category: 'tips', updated_at: '2026-11-20T18:00:00Z' }),
    article({ id: '2', slug: 'lama', category: 'panduan', updated_at: '2026-10-01T01:00:00Z' }),
  ];

  it('lists each category that has articles, then every article with the day it last changed', () => {
    expect(articleSitemapEntries(SITE, articles)).toEqual([
      { loc: `${SITE}/artikel/kategori/panduan`, lastmod: '' },
      { loc: `${SITE}/artikel/kategori/tips`, lastmod: '' },
      { loc: `${SITE}/artikel/baru`, lastmod: '2026-11-21' },
      { loc: `${SITE}/artikel/lama`, lastmod: '2026-10-01' },
    ]);
  });

  it('writes them after the fixed pages (with /artikel) and the packages', () => {
    const xml = sitemapXml(SITE, [{ category: 'umroh', slug: 'umroh-a', updated_at: '' }], articles);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${SITE}/artikel`);
    expect(locs.slice(-5)).toEqual([
      `${SITE}/umroh/umroh-a`,
      `${SITE}/artikel/kategori/panduan`,
      `${SITE}/artikel/kategori/tips`,
      `${SITE}/artikel/baru`,
      `${SITE}/artikel/lama`,
    ]);
    expect(xml).toContain(`<url><loc>${SITE}/artikel/baru</loc><lastmod>2026-11-21</lastmod></url>`);
    expect(xml).toContain(`<url><loc>${SITE}/artikel/kategori/tips</loc></url>`);
  });
});

describe('BlogPosting JSON-LD', () => {
  it('is written and published by the agency, with absolute images and its page as main entity', () => {
    const ld = blogPostingLd(
      {
        headline: 'Judul',
        description: 'Ringkasan.',
        path: '/artikel/judul',
        published: '2026-11-01T03:00:00+00:00',
        modified: '2026-11-02T03:00:00+00:00',
      },
      ['/og/artikel/judul.jpg', 'https://cdn.test/a.webp', '/og/artikel/judul.jpg'],
      'Baitullah Tour & Travel',
      SITE,
    );
    const agency = {
      '@type': 'TravelAgency',
      '@id': `${SITE}/#organization`,
      name: 'Baitullah Tour & Travel',
      url: `${SITE}/`,
    };
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Judul',
      description: 'Ringkasan.',
      datePublished: '2026-11-01T03:00:00+00:00',
      dateModified: '2026-11-02T03:00:00+00:00',
      image: [`${SITE}/og/artikel/judul.jpg`, 'https://cdn.test/a.webp'],
      author: agency,
      publisher: agency,
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${SITE}/artikel/judul` },
    });
  });
});

describe('normalizeArticle', () => {
  it('resolves a site-relative cover with the Supabase URL and keeps the package order', () => {
    const a = normalizeArticle(
      {
        id: 'x',
        slug: 's',
        title: ' Judul ',
        category: 'bukan-kategori',
        cover_image: '/storage/v1/object/public/images/seed/hero.webp',
        package_ids: ['p2', 'p1', null],
        status: 'published',
        published_at: null,
        created_at: '2026-11-01T00:00:00Z',
        updated_at: null,
        seo_title: null,
      },
      'http://localhost:54321/',
    );
    expect(a).toMatchObject({
      title: 'Judul',
      category: 'panduan',
      cover_image: 'http://localhost:54321/storage/v1/object/public/images/seed/hero.webp',
      package_ids: ['p2', 'p1'],
      published_at: '2026-11-01T00:00:00Z',
      updated_at: '2026-11-01T00:00:00Z',
      seo_title: '',
    });
    expect(normalizeArticle({ cover_image: 'javascript:alert(1)' }, 'http://x').cover_image).toBeNull();
  });
});

/** The body renderer against a server that answers like Storage (400 for a missing object). */
describe('renderArticleBody', () => {
  const files = new Set([
    '/storage/v1/object/public/images/a.webp',
    '/storage/v1/object/public/images/a-160.webp',
    '/storage/v1/object/public/images/a-400.webp',
    '/storage/v1/object/public/images/a-800.webp',
    '/storage/v1/object/public/images/plain.jpg',
  ]);
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      res.statusCode = files.has(req.url ?? '') ? 200 : 400;
      res.end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('resolves storage paths, offers the variants that exist, and cleans what the site does not render', async () => {
    const html = await renderArticleBody(
      [
        '<h1>Judul</h1><p onclick="x()">Teks <script>alert(1)</script><a href="https://contoh.test">luar</a></p>',
        '<img src="/storage/v1/object/public/images/a.webp" alt="Ka\'bah" onerror="x()">',
        '<img src="/storage/v1/object/public/images/plain.jpg" alt="">',
        '<img src="/storage/v1/object/public/images/hilang.webp" alt="">',
        '<img src="javascript:alert(1)">',
      ].join(''),
      base,
    );
    const a = `${base}/storage/v1/object/public/images/a`;
    expect(html).toContain('<h2>Judul</h2>');
    expect(html).toContain('<a href="https://contoh.test" rel="noopener noreferrer">luar</a>');
    expect(html).toContain(
      `<img src="${a}.webp" alt="Ka'bah" srcset="${a}-160.webp 160w, ${a}-400.webp 400w, ${a}-800.webp 800w" sizes="(min-width: 768px) 720px, 100vw" loading="lazy" decoding="async" />`,
    );
    // An original without variants, or a missing one, keeps its plain src.
    expect(html).toContain(`<img src="${base}/storage/v1/object/public/images/plain.jpg" alt="" loading="lazy"`);
    expect(html).toContain(`<img src="${base}/storage/v1/object/public/images/hilang.webp" alt="" loading="lazy"`);
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/i);
  });
});
