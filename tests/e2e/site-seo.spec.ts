import { test, expect } from './fixtures.ts';
import { SEED, pathOf } from './site-helpers.ts';

async function sitemapPaths(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/xml/);
  const xml = await res.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => pathOf(m[1]!.replace(/&amp;/g, '&')));
}

test.describe('drafts are absent everywhere', () => {
  for (const draft of SEED.drafts) {
    test(`${draft.slug}`, async ({ page, request, anon }) => {
      const { data } = await anon.from('packages').select('id').eq('slug', draft.slug);
      expect(data, 'visitors cannot read the draft').toEqual([]);

      for (const path of ['/', `/${draft.category}`]) {
        await page.goto(path);
        await expect(page.locator(`[data-slug="${draft.slug}"]`)).toHaveCount(0);
        await expect(page.locator('main')).not.toContainText(draft.title);
      }
      const res = await page.goto(`/${draft.category}/${draft.slug}`);
      expect(res?.status()).toBe(404);
      await expect(page.getByTestId('package-not-found')).toBeVisible();
      expect((await sitemapPaths(request)).some((p) => p.includes(draft.slug))).toBe(false);
      // Not even on other packages' detail pages (the "other packages" section).
      await page.goto(`/${draft.category}/${draft.category === 'umroh' ? SEED.umrohReguler.slug : SEED.hajiPlus.slug}`);
      await expect(page.locator(`[data-slug="${draft.slug}"]`)).toHaveCount(0);
    });
  }
});

test('sitemap.xml lists every public page and the slug URL of each package, never a UUID', async ({ request }) => {
  const paths = await sitemapPaths(request);
  for (const p of [
    '/',
    '/umroh',
    '/haji',
    '/tentang-kami',
    '/kontak',
    `/umroh/${SEED.umrohReguler.slug}`,
    `/haji/${SEED.hajiPlus.slug}`,
  ]) {
    expect(paths).toContain(p);
  }
  expect(paths.some((p) => /[0-9a-f]{8}-[0-9a-f]{4}-/.test(p))).toBe(false);
  expect(paths).not.toContain('/404');
  expect(paths).not.toContain('/paket-tidak-ditemukan');
  expect(new Set(paths).size).toBe(paths.length);
});

test('robots.txt allows the site, hides the admin and names the sitemap', async ({ request, baseURL }) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  const text = await res.text();
  expect(text).toContain('User-agent: *');
  expect(text).toContain('Disallow: /admin/');
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('every page has its canonical URL, Open Graph and Twitter cards, and TravelAgency JSON-LD', async ({
  page,
  baseURL,
}) => {
  for (const path of ['/', '/umroh', '/haji', '/tentang-kami', '/kontak']) {
    await page.goto(path);
    const canonical = `${baseURL}${path}`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Baitullah Tour & Travel/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\//);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', /summary/);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    const types = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent!)['@type']));
    expect(types).toContain('TravelAgency');
    if (path !== '/') expect(types).toContain('BreadcrumbList');
  }
});
