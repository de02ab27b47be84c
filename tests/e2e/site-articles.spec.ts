import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { SEED, pathOf } from './site-helpers.ts';

/**
 * Articles on the built site, from the seed (supabase/seed.sql: six published, one draft): the lists and their
 * category filter, an article page (body, packages it recommends, "Baca juga", breadcrumb, BlogPosting, share
 * card, no script but the counter), the RSS feed, the home page's newest three, a package page's articles and
 * the sitemap. Specs only read the seed.
 */
const ARTICLES = {
  /** Newest first, as the seed dates them (now() - 3, 9, 17, 26, 38, 52 days). */
  published: [
    { slug: 'daftar-perlengkapan-umroh-yang-perlu-dibawa', category: 'tips' },
    { slug: 'apa-yang-berubah-dengan-uu-14-2025', category: 'berita' },
    { slug: 'mengenal-5-pasti-umrah-cara-memilih-travel-umroh-berizin', category: 'berita' },
    { slug: 'persiapan-umroh-untuk-lansia', category: 'tips' },
    { slug: 'dokumen-persyaratan-umroh-yang-perlu-disiapkan', category: 'panduan' },
    { slug: 'panduan-manasik-umroh-langkah-demi-langkah', category: 'panduan' },
  ],
  draft: { slug: 'catatan-manasik-akbar-draf', title: 'Catatan Manasik Akbar (draf)' },
  /** Recommends Umroh Hemat (active) and Umroh Syawal (a draft package, never shown). */
  fivePasti: 'mengenal-5-pasti-umrah-cara-memilih-travel-umroh-berizin',
  manasik: 'panduan-manasik-umroh-langkah-demi-langkah',
} as const;
const ALL_SLUGS = ARTICLES.published.map((a) => a.slug);

type Ld = Record<string, unknown> & { '@type': string };
const jsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as Ld);

async function noHorizontalScroll(page: Page) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll, `${pathOf(page.url())} is ${scroll}px wide in a ${client}px viewport`).toBeLessThanOrEqual(client);
}

/** The cards' slugs in order, read once the whole document is parsed (a heading can show before the list). */
async function cardSlugs(page: Page, testId: string): Promise<string[]> {
  await page.waitForLoadState('domcontentloaded');
  return page
    .getByTestId(testId)
    .locator('[data-article-card]')
    .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.slug!));
}

for (const width of [390, 1280]) {
  test.describe(`articles at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('/artikel lists the six published articles newest first, never the draft, and filters by category', async ({
      page,
    }) => {
      const res = await page.goto('/artikel');
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Artikel Umroh & Haji');
      expect(await cardSlugs(page, 'article-list')).toEqual(ALL_SLUGS);
      await expect(page.locator('main')).not.toContainText(ARTICLES.draft.title);
      await expect(page.locator(`[data-slug="${ARTICLES.draft.slug}"]`)).toHaveCount(0);
      // Each card: category, title link, excerpt, date, reading time.
      const first = page.locator('[data-article-card]').first();
      await expect(first.getByTestId('article-card-category')).toHaveText(/^\s*Kategori: Tips\s*$/);
      await expect(first.getByRole('link')).toHaveAttribute('href', `/artikel/${ALL_SLUGS[0]}`);
      await expect(first.locator('time')).toHaveText(/^\s*\d{1,2} \w+ \d{4}\s*$/);
      await expect(first.getByTestId('article-card-reading')).toHaveText(/^\s*\d+ menit baca\s*$/);
      await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
        'href',
        '/artikel/rss.xml',
      );
      // Twelve to a page: six fit on the first, so there is no page 2.
      await expect(page.getByTestId('article-pagination')).toHaveCount(0);
      await noHorizontalScroll(page);

      // Only categories that have published articles get a link (the draft's "Kisah Jamaah" none).
      const filter = page.getByRole('navigation', { name: 'Kategori artikel' });
      await expect(filter.getByRole('link')).toHaveText(['Semua', 'Panduan', 'Berita & Regulasi', 'Tips']);
      await expect(filter.getByRole('link', { name: 'Semua' })).toHaveAttribute('aria-current', 'page');
      await filter.getByRole('link', { name: 'Berita & Regulasi' }).click();
      await expect(page).toHaveURL(/\/artikel\/kategori\/berita$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Artikel Berita & Regulasi');
      expect(await cardSlugs(page, 'article-list')).toEqual(
        ARTICLES.published.filter((a) => a.category === 'berita').map((a) => a.slug),
      );
      await expect(
        page.getByRole('navigation', { name: 'Kategori artikel' }).getByRole('link', { name: 'Berita & Regulasi' }),
      ).toHaveAttribute('aria-current', 'page');
      expect((await page.goto('/artikel/kategori/kisah'))?.status()).toBe(404);
      expect((await page.goto('/artikel/halaman/2'))?.status()).toBe(404);
    });

    test('an article page: breadcrumb, title, dates, reading time, body, packages, "Baca juga", CTA, no script', async ({
      page,
      anon,
      baseURL,
    }) => {
      const { data: row } = await anon
        .from('articles')
        .select('title, excerpt, body, package_ids')
        .eq('slug', ARTICLES.manasik)
        .single();
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(pathOf(r.url()));
      });
      const res = await page.goto(`/artikel/${ARTICLES.manasik}`);
      expect(res?.status()).toBe(200);

      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toHaveText(row!.title);
      const crumbs = page.getByRole('navigation', { name: 'Lokasi halaman' });
      await expect(crumbs.getByRole('link')).toHaveText(['Beranda', 'Artikel', 'Panduan']);
      await expect(crumbs.getByRole('link', { name: 'Panduan' })).toHaveAttribute('href', '/artikel/kategori/panduan');
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(row!.title);
      await expect(page.getByTestId('article-meta').locator('time').first()).toHaveText(/^\s*\d{1,2} \w+ \d{4}\s*$/);
      // The seed never edited it after publishing: no "Diperbarui".
      await expect(page.getByTestId('article-updated')).toHaveCount(0);
      await expect(page.getByTestId('article-reading')).toHaveText(/^\s*\d+ menit baca\s*$/);
      const minutes = Number((await page.getByTestId('article-reading').textContent())!.match(/\d+/)![0]);
      expect(minutes).toBeGreaterThanOrEqual(2);
      await expect(page.getByTestId('article-cover')).toHaveAttribute('srcset', /-800\.webp 800w/);

      const body = page.getByTestId('article-body');
      await expect(body.getByRole('heading', { level: 2 }).first()).toHaveText('Rukun dan wajib umroh secara singkat');
      // Every heading of the stored body is on the page, in the body.
      const stored = await page.evaluate((html) => {
        const doc = new DOMParser().parseFromString(html, 'text/html');
        return [...doc.querySelectorAll('h2, h3')].map((h) => h.textContent!.trim());
      }, row!.body as string);
      expect(stored.length).toBeGreaterThan(2);
      expect((await body.locator('h2, h3').allTextContents()).map((t) => t.trim())).toEqual(stored);
      await expect(body.getByRole('link', { name: /./ }).first()).toBeVisible();
      // The body's own styles apply: headings in the display face, list bullets, link underlines.
      const h2Size = await body
        .locator('h2')
        .first()
        .evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
      const pSize = await body
        .locator('p')
        .first()
        .evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
      expect(h2Size).toBeGreaterThan(pSize * 1.3);

      // The packages it recommends, in its order, each active (the seed's three are).
      const { data: active } = await anon.from('packages').select('id, slug').in('id', row!.package_ids);
      const expected = (row!.package_ids as string[]).map((id) => active!.find((p) => p.id === id)!.slug);
      expect(expected).toHaveLength(3);
      const packages = page.getByTestId('article-packages');
      await expect(packages.getByRole('heading', { level: 2 })).toHaveText('Paket yang Kami Rekomendasikan');
      expect(
        await packages
          .locator('[data-package-card]')
          .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.slug!)),
      ).toEqual(expected);

      // "Baca juga": the other Panduan first, then the newest others.
      const related = page.getByTestId('article-related');
      await expect(related.getByRole('heading', { level: 2 })).toHaveText('Baca Juga');
      expect(await cardSlugs(page, 'article-related')).toEqual([
        'dokumen-persyaratan-umroh-yang-perlu-disiapkan',
        ALL_SLUGS[0],
        ALL_SLUGS[1],
      ]);
      await expect(page.getByRole('heading', { name: 'Ingin berangkat dengan tenang?' })).toBeVisible();

      // Head: title, description, canonical, feed, share card.
      await expect(page).toHaveTitle(/ — Baitullah( Tour & Travel)?$/);
      expect((await page.title()).length).toBeLessThanOrEqual(60);
      const description = (await page.locator('meta[name="description"]').getAttribute('content'))!;
      expect(row!.excerpt.startsWith(description.replace(/…$/, ''))).toBe(true);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${baseURL}/artikel/${ARTICLES.manasik}`,
      );
      await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
        'href',
        '/artikel/rss.xml',
      );
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
      const ogImage = (await page.locator('meta[property="og:image"]').getAttribute('content'))!;
      expect(ogImage).toBe(`${baseURL}/og/artikel/${ARTICLES.manasik}.jpg`);
      await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute(
        'content',
        `${row!.title}, artikel Panduan Baitullah Tour & Travel`,
      );
      const card = await page.request.get(ogImage);
      expect(card.status()).toBe(200);
      expect(card.headers()['content-type']).toMatch(/^image\/jpeg\b/);
      expect((await card.body()).length).toBeLessThan(300 * 1024);

      // BlogPosting and BreadcrumbList JSON-LD.
      const docs = await jsonLd(page);
      const post = docs.find((d) => d['@type'] === 'BlogPosting') as Record<string, unknown> | undefined;
      expect(post).toBeDefined();
      expect(post!.headline).toBe(row!.title);
      expect(post!.description).toBe(description);
      expect(Number.isNaN(Date.parse(post!.datePublished as string))).toBe(false);
      expect(Date.parse(post!.dateModified as string)).toBeGreaterThanOrEqual(
        Date.parse(post!.datePublished as string),
      );
      expect(post!.image).toContain(ogImage);
      for (const image of post!.image as string[]) expect(image).toMatch(/^https?:\/\//);
      expect(post!.author).toMatchObject({ '@type': 'TravelAgency', '@id': `${baseURL}/#organization` });
      expect(post!.publisher).toEqual(post!.author);
      expect(post!.mainEntityOfPage).toEqual({ '@type': 'WebPage', '@id': `${baseURL}/artikel/${ARTICLES.manasik}` });
      const trail = docs.find((d) => d['@type'] === 'BreadcrumbList') as
        { itemListElement: { name: string; item: string }[] } | undefined;
      expect(trail!.itemListElement.map((i) => [i.name, pathOf(i.item)])).toEqual([
        ['Beranda', '/'],
        ['Artikel', '/artikel'],
        ['Panduan', '/artikel/kategori/panduan'],
        [row!.title, `/artikel/${ARTICLES.manasik}`],
      ]);

      // No island and no script but the page counter every page loads (the home page's only script).
      await page.waitForLoadState('load');
      await expect(page.locator('astro-island')).toHaveCount(0);
      const scriptTags = () =>
        page
          .locator('script:not([type="application/ld+json"])')
          .evaluateAll((els) => els.map((e) => e.getAttribute('src')));
      const tags = await scriptTags();
      expect(tags).toHaveLength(1);
      expect(tags[0]).toMatch(/^\/_astro\/.+\.js$/);
      // The counter and the chunk it imports (the visit's source, shared with the inquiry form), nothing else.
      expect(scripts[0]).toBe(tags[0]);
      const counter = await (await page.request.get(tags[0]!)).text();
      for (const chunk of scripts.slice(1))
        expect(counter, `${chunk} is the counter's`).toContain(chunk.split('/').pop()!);
      expect(scripts.length).toBeLessThanOrEqual(2);
      await noHorizontalScroll(page);
      await page.goto('/');
      expect(await scriptTags()).toEqual(tags);
    });

    test('an article recommending a draft package shows only the active one', async ({ page }) => {
      await page.goto(`/artikel/${ARTICLES.fivePasti}`);
      const cards = page.getByTestId('article-packages').locator('[data-package-card]');
      await expect(cards).toHaveCount(1);
      await expect(cards).toHaveAttribute('data-slug', SEED.umrohHemat.slug);
      await expect(page.locator('main')).not.toContainText('Umroh Syawal');
    });

    test('the home page shows the three newest articles and links to all', async ({ page }) => {
      await page.goto('/');
      const latest = page.getByTestId('latest-articles');
      await expect(latest.getByRole('heading', { level: 2 })).toHaveText('Artikel Terbaru');
      expect(await cardSlugs(page, 'latest-articles')).toEqual(ALL_SLUGS.slice(0, 3));
      for (const slug of ALL_SLUGS.slice(0, 3)) {
        await expect(latest.locator(`a[href="/artikel/${slug}"]`)).toHaveCount(1);
      }
      await expect(latest.getByRole('link', { name: 'Lihat semua artikel' })).toHaveAttribute('href', '/artikel');
    });

    test('a package page lists the articles that recommend it, newest first', async ({ page, anon }) => {
      const { data } = await anon
        .from('articles')
        .select('slug, title')
        .in('slug', [ARTICLES.fivePasti, ARTICLES.manasik]);
      const title = (slug: string) => data!.find((a) => a.slug === slug)!.title;
      await page.goto(`/umroh/${SEED.umrohHemat.slug}`);
      const section = page.getByTestId('package-articles');
      await expect(section.getByRole('heading', { level: 2 })).toHaveText('Artikel tentang paket ini');
      await expect(section.getByRole('link')).toHaveText([title(ARTICLES.fivePasti), title(ARTICLES.manasik)]);
      await expect(section.getByRole('link').first()).toHaveAttribute('href', `/artikel/${ARTICLES.fivePasti}`);
      // A package no article recommends has no such section.
      const { data: articles } = await anon.from('articles').select('package_ids');
      const recommended = new Set(articles!.flatMap((a) => a.package_ids as string[]));
      const { data: packages } = await anon.from('packages').select('id, slug, category').eq('status', 'active');
      const alone = packages!.find((p) => !recommended.has(p.id));
      expect(alone, 'the seed has a package no article recommends').toBeDefined();
      await page.goto(`/${alone!.category}/${alone!.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('package-articles')).toHaveCount(0);
    });

    test('"Artikel" is in the navigation, the phone menu and the footer', async ({ page }) => {
      await page.goto('/artikel');
      if (width < 1024) {
        await page.getByRole('button', { name: 'Buka menu' }).click();
        const menu = page.getByTestId('mobile-menu');
        await expect(menu.getByRole('link', { name: 'Artikel', exact: true })).toHaveAttribute('aria-current', 'page');
        await menu.getByRole('button', { name: 'Tutup menu' }).click();
        await expect(menu).toBeHidden();
      } else {
        const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
        await expect(nav.getByRole('link', { name: 'Artikel', exact: true })).toHaveAttribute('aria-current', 'page');
      }
      await expect(page.getByTestId('site-footer').getByRole('link', { name: 'Artikel', exact: true })).toHaveAttribute(
        'href',
        '/artikel',
      );
    });
  });
}

test('the RSS feed is RSS 2.0 with the six published articles, newest first, with absolute links', async ({
  page,
  request,
  baseURL,
}) => {
  const res = await request.get('/artikel/rss.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/xml/);
  const xml = await res.text();
  await page.goto('/artikel');
  const feed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const items = [...doc.querySelectorAll('channel > item')];
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      version: doc.documentElement.getAttribute('version'),
      root: doc.documentElement.nodeName,
      link: doc.querySelector('channel > link')?.textContent,
      items: items.map((i) => ({
        title: i.querySelector('title')?.textContent ?? '',
        link: i.querySelector('link')?.textContent ?? '',
        pubDate: i.querySelector('pubDate')?.textContent ?? '',
        description: i.querySelector('description')?.textContent ?? '',
        categories: [...i.querySelectorAll('category')].map((c) => c.textContent),
      })),
    };
  }, xml);
  expect(feed.error).toBeNull();
  expect([feed.root, feed.version]).toEqual(['rss', '2.0']);
  expect(feed.link).toBe(`${baseURL}/artikel`);
  expect(feed.items.map((i) => i.link)).toEqual(ALL_SLUGS.map((s) => `${baseURL}/artikel/${s}`));
  const dates = feed.items.map((i) => Date.parse(i.pubDate));
  expect(dates.every((d) => !Number.isNaN(d))).toBe(true);
  expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  for (const item of feed.items) {
    expect(item.title.length).toBeGreaterThan(10);
    expect(item.description.length).toBeGreaterThan(20);
  }
  expect(feed.items[0]!.categories).toEqual(['Tips']);
  expect(feed.items.some((i) => i.title === ARTICLES.draft.title)).toBe(false);
});

test('the sitemap lists the article lists and every article with its last change', async ({ request, baseURL }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/artikel', '/artikel/kategori/panduan', '/artikel/kategori/berita', '/artikel/kategori/tips']) {
    expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
  }
  for (const slug of ALL_SLUGS) {
    expect(xml).toMatch(new RegExp(`<loc>${baseURL}/artikel/${slug}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
  }
  expect(xml).not.toContain(ARTICLES.draft.slug);
  expect(xml).not.toContain('/artikel/kategori/kisah');
});
