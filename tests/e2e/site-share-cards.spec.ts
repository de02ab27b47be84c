import sharp from 'sharp';
import { test, expect } from './fixtures.ts';
import { SEED, pathOf } from './site-helpers.ts';

/**
 * Share cards as WhatsApp reads them: it fetches og:image from the absolute URL in the page, shows the large
 * preview only for a JPEG or PNG of at least 300 px width under 300 KB, and shows og:title and og:description
 * beside it. Checked on every package page of the built site, and every page's title (search results) against
 * every other's.
 */
const WHATSAPP_MAX_BYTES = 300 * 1024;

async function sitemapPaths(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => pathOf(m[1]!.replace(/&amp;/g, '&')));
}

test('every package page has its own 1200×630 card WhatsApp accepts, with size, type and alt', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const packages = (await sitemapPaths(request)).filter((p) => /^\/(umroh|haji)\/[^/]+$/.test(p));
  expect(packages.length).toBeGreaterThanOrEqual(10);
  const cards = new Set<string>();
  for (const path of packages) {
    await page.goto(path);
    const meta = async (sel: string) => page.locator(sel).getAttribute('content');
    const image = (await meta('meta[property="og:image"]'))!;
    // Absolute, on the site's configured address (SITE_URL), one per package.
    expect(image, path).toBe(`${baseURL}/og${path}.jpg`);
    expect(cards.has(image), `${path} shares another page's card`).toBe(false);
    cards.add(image);
    expect(await meta('meta[property="og:image:width"]'), path).toBe('1200');
    expect(await meta('meta[property="og:image:height"]'), path).toBe('630');
    expect(await meta('meta[property="og:image:type"]'), path).toBe('image/jpeg');
    const alt = (await meta('meta[property="og:image:alt"]'))!;
    const h1 = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    expect(alt.startsWith(h1), `${path}: alt "${alt}" names the package`).toBe(true);
    expect(await meta('meta[name="twitter:card"]'), path).toBe('summary_large_image');
    expect(await meta('meta[name="twitter:image"]'), path).toBe(image);
    expect(await meta('meta[property="og:title"]'), path).toBe(await page.title());

    const res = await request.get(image);
    expect(res.status(), image).toBe(200);
    expect(res.headers()['content-type'], image).toMatch(/^image\/(jpeg|png)\b/);
    const body = await res.body();
    expect(body.length, `${image}: ${body.length} bytes`).toBeLessThan(WHATSAPP_MAX_BYTES);
    const info = await sharp(body).metadata();
    expect([info.format, info.width, info.height], image).toEqual(['jpeg', 1200, 630]);
  }
});

test('each package card is its own picture (its photo and its text), not one image for all', async ({ request }) => {
  const pixels = async (slug: string) =>
    sharp(await (await request.get(`/og/umroh/${slug}.jpg`)).body())
      .resize(24, 12, { fit: 'fill' })
      .raw()
      .toBuffer();
  expect((await pixels(SEED.umrohReguler.slug)).equals(await pixels(SEED.umrohVip.slug))).toBe(false);
});

test('the home page and each list have a card of their own, with what they list and its lowest price', async ({
  page,
  request,
  baseURL,
}) => {
  const cards = new Map<string, Buffer>();
  for (const [path, card, alt] of [
    [
      '/',
      '/og/beranda.jpg',
      /^Baitullah Tour & Travel: Paket Umroh & Haji Terpercaya, umroh mulai Rp [\d,]+ Juta per orang, haji mulai Rp [\d,]+ Juta per orang$/,
    ],
    [
      '/umroh',
      '/og/umroh.jpg',
      /^Paket Umroh Baitullah Tour & Travel, \d+ paket, berangkat \w+ \d{4} – \w+ \d{4}, mulai Rp/,
    ],
    ['/haji', '/og/haji.jpg', /^Paket Haji Baitullah Tour & Travel, \d+ paket\b/],
  ] as const) {
    await page.goto(path);
    const meta = async (sel: string) => page.locator(sel).getAttribute('content');
    expect(await meta('meta[property="og:image"]'), path).toBe(`${baseURL}${card}`);
    expect(await meta('meta[property="og:image:width"]'), path).toBe('1200');
    expect(await meta('meta[property="og:image:height"]'), path).toBe('630');
    expect(await meta('meta[property="og:image:type"]'), path).toBe('image/jpeg');
    expect(await meta('meta[property="og:image:alt"]'), path).toMatch(alt);
    expect(await meta('meta[name="twitter:image"]'), path).toBe(`${baseURL}${card}`);
    const res = await request.get(card);
    expect(res.headers()['content-type'], card).toMatch(/^image\/jpeg\b/);
    const body = await res.body();
    expect(body.length, `${card}: ${body.length} bytes`).toBeLessThan(WHATSAPP_MAX_BYTES);
    const info = await sharp(body).metadata();
    expect([info.format, info.width, info.height], card).toEqual(['jpeg', 1200, 630]);
    cards.set(card, await sharp(body).resize(24, 12, { fit: 'fill' }).raw().toBuffer());
  }
  // Three pictures, not one drawn three times.
  const [home, umroh, haji] = [...cards.values()];
  expect(home!.equals(umroh!) || home!.equals(haji!) || umroh!.equals(haji!)).toBe(false);
});

test('titles say what people search: name, month of the next departure, price; each its own, ≤ 60', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.goto(`/umroh/${SEED.umrohVip.slug}`);
  expect(await page.title()).toBe('Paket Umroh VIP 9 Hari April 2027 — Rp 55 Juta | Baitullah');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /^Umroh VIP 9 Hari April: berangkat 20 April 2027, mulai Rp 55\.000\.000 per orang\./,
  );
  await page.goto(`/umroh/${SEED.umrohReguler.slug}`);
  expect(await page.title()).toBe('Umroh Reguler 12 Hari Januari 2027 | Baitullah');
  // No bookable departure: no month is made up; the price still says what it costs.
  await page.goto(`/umroh/${SEED.umrohThaif.slug}`);
  expect(await page.title()).toBe('Paket Umroh Plus Thaif 12 Hari — Rp 31,5 Juta | Baitullah');

  const titles = new Map<string, string>();
  const paths = await sitemapPaths(request);
  expect(paths.length).toBeGreaterThan(10);
  for (const path of paths) {
    await page.goto(path);
    const title = await page.title();
    expect(title.length, `${path}: "${title}"`).toBeLessThanOrEqual(60);
    expect(titles.get(title), `${path} has the title of ${titles.get(title)}`).toBeUndefined();
    titles.set(title, path);
  }
});
