import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, unique } from './fixtures.ts';
import { livePage } from './journey-helpers.ts';
import { waitForIslands } from './site-helpers.ts';

// A trip-documentation album from the API to every place a visitor meets it, republished by itself: /dokumentasi,
// its own page (gallery, JSON-LD, share card), the package page it documents, the navigation and the sitemap. Of
// its three photos one has no consent: its address and caption must appear nowhere. Deleting the album takes
// it, and the navigation's "Dokumentasi", away again.
test.describe.configure({ mode: 'serial' });

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const PACKAGE = { slug: 'umroh-hemat-9-hari', title: 'Umroh Hemat 9 Hari', path: '/umroh/umroh-hemat-9-hari' };
const seedImage = (name: string) => `/storage/v1/object/public/images/seed/${name}.webp`;
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

const tag = unique('').trim();
const title = `Umroh Februari Journey ${tag}`;
const slug = `umroh-februari-journey-${tag}`;
const albumPage = `/dokumentasi/${slug}`;
const movedSlug = `${slug}-pindah`;
const CAPTIONS = ['Jamaah di pelataran Masjidil Haram', 'Ziarah ke Masjid Nabawi'];
const SECRET_CAPTION = `Foto tanpa izin ${tag}`;
// Uploaded for this test alone, so its address is on no other page of the site.
const SECRET_FILE = `journey/tanpa-izin-${tag}.webp`;
const SECRET_PATH = `/storage/v1/object/public/images/${SECRET_FILE}`;
let albumId = '';

test.afterAll(async ({ admin }) => {
  if (albumId) await admin.from('albums').delete().eq('id', albumId);
  await admin.storage.from('images').remove([SECRET_FILE]);
});

/** Neither the unconsented photo's address (nor its file name) nor its caption is in `text`. */
function expectNoSecret(text: string, where: string) {
  expect(text.includes(SECRET_FILE), `${where}: unconsented file`).toBe(false);
  expect(text.includes(path.basename(SECRET_FILE, '.webp')), `${where}: unconsented file name`).toBe(false);
  expect(text.includes(SECRET_CAPTION), `${where}: unconsented caption`).toBe(false);
}

async function html(page: Page, url: string): Promise<string> {
  const res = await page.request.get(url, { headers: { 'cache-control': 'no-cache' } });
  expect(res.status(), url).toBe(200);
  return res.text();
}

/** The "Dokumentasi" link of the navigation: the header's at 1280 px, the menu's on a phone. */
async function navAlbumsLink(page: Page, width: number) {
  if (width >= 1024)
    return page
      .getByRole('navigation', { name: 'Navigasi utama' })
      .getByRole('link', { name: 'Dokumentasi', exact: true });
  await page.getByTestId('menu-open').click();
  return page.getByTestId('mobile-menu').getByRole('link', { name: 'Dokumentasi', exact: true });
}

async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations.map(
    (v) => `${page.url()}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

test('a published album with an unconsented photo reaches /dokumentasi, its page, the package page, the navigation and the sitemap without that photo', async ({
  browser,
  admin,
  anon,
  baseURL,
  page: visitor,
}) => {
  test.setTimeout(300_000);
  const { data: pkg, error: pkgError } = await admin.from('packages').select('id').eq('slug', PACKAGE.slug).single();
  expect(pkgError).toBeNull();
  const bytes = fs.readFileSync(path.resolve('supabase/seed-images/package-vip.webp'));
  const upload = await admin.storage.from('images').upload(SECRET_FILE, bytes, { contentType: 'image/webp' });
  expect(upload.error).toBeNull();

  // The unconsented photo comes first: a cover or a share card taken from "the first photo" would be it.
  const { data: saved, error } = await admin.rpc('save_album', {
    p_album: {
      slug,
      title,
      description: 'Sembilan hari bersama jamaah dari Jakarta, Madinah lalu Makkah.',
      taken_on: '2026-02-10',
      package_id: pkg!.id,
      status: 'published',
    },
    p_photos: [
      { image_url: SECRET_PATH, caption: SECRET_CAPTION, consent: false },
      { image_url: seedImage('package-makkah'), caption: CAPTIONS[0], consent: true },
      { image_url: seedImage('package-madinah'), caption: CAPTIONS[1], consent: true },
    ],
  });
  expect(error).toBeNull();
  const stored = saved as { id: string; photos: { image_url: string; consent: boolean }[]; consented_count: number };
  albumId = stored.id;
  // The album really holds the unconsented photo (the administrator reads it); visitors get the other two.
  expect(stored.photos.map((p) => [p.image_url, p.consent])).toContainEqual([SECRET_PATH, false]);
  expect(stored.consented_count).toBe(2);
  const { data: visible } = await anon.from('album_details').select('photos').eq('id', albumId).single();
  expect((visible!.photos as { caption: string }[]).map((p) => p.caption)).toEqual(CAPTIONS);
  await livePage(visitor, '/dokumentasi', title);

  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({ viewport, baseURL });
    const page = await context.newPage();
    const at = `${viewport.width}px`;

    // The list: the card with its cover (the first consented photo, in its WebP variants), date, package, count.
    await page.goto('/dokumentasi');
    const card = page.locator(`[data-album-card][data-slug="${slug}"]`);
    await expect(card.getByRole('link', { name: title })).toHaveAttribute('href', albumPage);
    await expect(card.getByTestId('album-card-date')).toHaveText('10 Februari 2026');
    await expect(card.getByTestId('album-card-package')).toContainText(PACKAGE.title);
    await expect(card.getByTestId('album-card-count')).toHaveText('2 foto');
    const cover = card.locator('img');
    await expect(cover).toHaveAttribute('src', /seed\/package-makkah-800\.webp$/);
    await expect(cover).toHaveAttribute('srcset', /package-makkah-400\.webp 400w, .*package-makkah-800\.webp 800w/);
    await expect(page.getByTestId('album-empty')).toHaveCount(0);
    expect(await page.locator('astro-island').count(), `${at} /dokumentasi runs no island`).toBe(0);
    expectNoSecret(await html(page, '/dokumentasi'), `${at} /dokumentasi`);
    expect(await axeViolations(page), `${at} /dokumentasi`).toEqual([]);

    const nav = await navAlbumsLink(page, viewport.width);
    await expect(nav).toHaveAttribute('href', '/dokumentasi');
    await expect(nav).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');
    await expect(
      page.getByTestId('site-footer').getByRole('link', { name: 'Dokumentasi', exact: true }),
    ).toHaveAttribute('href', '/dokumentasi');

    // The album page: exactly the two consented photos, captions under the photo and as its alt text.
    await page.goto(albumPage);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByTestId('album-breadcrumb').getByRole('link', { name: 'Dokumentasi' })).toHaveAttribute(
      'href',
      '/dokumentasi',
    );
    await expect(page.getByTestId('album-date')).toHaveText('10 Februari 2026');
    await expect(page.getByTestId('album-date')).toHaveAttribute('datetime', '2026-02-10');
    await expect(page.getByTestId('album-description')).toHaveText(/Madinah lalu Makkah/);
    await expect(page.getByTestId('album-count')).toHaveText('2 foto');
    await expect(page.getByTestId('album-package').getByRole('link')).toHaveAttribute('href', PACKAGE.path);
    await expect(page.getByTestId('album-package')).toContainText(PACKAGE.title);
    expect(await page.locator('astro-island').count(), `${at} the gallery is the album page's only island`).toBe(1);
    const gallery = page.getByTestId('gallery');
    await expect(gallery.getByTestId('gallery-thumbs').getByRole('listitem')).toHaveCount(2);
    await expect(gallery.getByTestId('gallery-caption')).toHaveText(CAPTIONS[0]!);
    await expect(gallery.getByTestId('gallery-image')).toHaveAttribute('alt', CAPTIONS[0]!);
    await expect(gallery.getByTestId('gallery-image')).toHaveAttribute('src', /package-makkah/);
    await gallery.getByTestId('gallery-next').click();
    await expect(gallery.getByTestId('gallery-caption')).toHaveText(CAPTIONS[1]!);
    await expect(gallery.getByTestId('gallery-image')).toHaveAttribute('alt', CAPTIONS[1]!);
    await expect(gallery.getByTestId('gallery-image')).toHaveAttribute('src', /package-madinah/);
    await expect(gallery.getByTestId('gallery-counter')).toContainText('2 / 2');
    // Round the loop: two photos, no third.
    await gallery.getByTestId('gallery-next').click();
    await expect(gallery.getByTestId('gallery-caption')).toHaveText(CAPTIONS[0]!);
    expectNoSecret(await page.content(), `${at} album page DOM`);

    const served = await html(page, albumPage);
    expectNoSecret(served, `${at} album page HTML`);
    const ld = (await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent!)))) as Record<string, unknown>[];
    const galleryLd = ld.find((d) => d['@type'] === 'ImageGallery') as
      { name: string; image: { contentUrl: string; caption?: string }[] } | undefined;
    expect(galleryLd?.name).toBe(title);
    expect(galleryLd?.image.map((i) => i.caption)).toEqual(CAPTIONS);
    expect(galleryLd?.image.map((i) => new URL(i.contentUrl).pathname)).toEqual([
      seedImage('package-makkah'),
      seedImage('package-madinah'),
    ]);
    expectNoSecret(JSON.stringify(ld), `${at} JSON-LD`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${albumPage}`);
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(ogImage).toBe(`${baseURL}/og/dokumentasi/${slug}.jpg`);
    const og = await page.request.get(ogImage!);
    expect(og.status()).toBe(200);
    expect(og.headers()['content-type']).toMatch(/image\/jpeg/);
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', new RegExp(title));
    await waitForIslands(page);
    expect(await axeViolations(page), `${at} album page`).toEqual([]);

    // The package page it documents.
    await page.goto(PACKAGE.path);
    const section = page.getByTestId('package-albums');
    await expect(section.getByRole('heading', { name: 'Dokumentasi keberangkatan sebelumnya' })).toBeVisible();
    await expect(section.getByRole('link', { name: title })).toHaveAttribute('href', albumPage);
    await expect(section.getByRole('link', { name: /Lihat semua dokumentasi/ })).toHaveAttribute(
      'href',
      '/dokumentasi',
    );
    expectNoSecret(await html(page, PACKAGE.path), `${at} package page`);
    await context.close();
  }

  // Eight links still fit the header beside the whole site name, from its narrowest desktop width; under 1280 px
  // the phone button keeps the number as its name only.
  {
    const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, baseURL });
    const page = await context.newPage();
    await page.goto('/dokumentasi');
    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 768 });
      await expect(await navAlbumsLink(page, width)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}px`).toBeLessThanOrEqual(width);
      const name = page.getByTestId('brand').locator('span');
      await expect(name).toHaveText('Baitullah Tour & Travel');
      expect(
        await name.evaluate((el) => el.scrollHeight <= el.clientHeight && el.scrollWidth <= el.clientWidth),
        `${width}px: the site name is not clipped`,
      ).toBe(true);
      await expect(page.getByTestId('header-phone')).toHaveAccessibleName(/Telepon \+62/);
    }
    await context.close();
  }

  // The sitemap: the list and the album, each with its last change; never the unconsented photo.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const sitemap = await html(page, '/sitemap.xml');
  expect(sitemap).toMatch(/<loc>[^<]*\/dokumentasi<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  expect(sitemap).toMatch(new RegExp(`<loc>[^<]*/dokumentasi/${slug}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
  expectNoSecret(sitemap, 'sitemap');
  await context.close();
});

test('a changed address answers 301 from the old one', async ({ page, admin }) => {
  test.setTimeout(300_000);
  expect(albumId).not.toBe('');
  const { data: current } = await admin.from('album_details').select('*').eq('id', albumId).single();
  const row = current as {
    title: string;
    description: string;
    taken_on: string;
    package_id: string;
    updated_at: string;
    photos: unknown[];
  };
  const { error } = await admin.rpc('save_album', {
    p_album: { ...row, id: albumId, slug: movedSlug, status: 'published' },
    p_photos: row.photos,
  });
  expect(error).toBeNull();
  await livePage(page, `/dokumentasi/${movedSlug}`, title);
  const res = await page.request.get(albumPage, { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(new URL(res.headers()['location']!, 'http://x').pathname).toBe(`/dokumentasi/${movedSlug}`);
});

test('a deleted album leaves the site: its page is gone, and with no album left so is "Dokumentasi"', async ({
  page,
  admin,
}) => {
  test.setTimeout(300_000);
  expect(albumId).not.toBe('');
  const { error } = await admin.from('albums').delete().eq('id', albumId);
  expect(error).toBeNull();
  albumId = '';
  await livePage(page, '/dokumentasi', title, false);

  expect((await page.request.get(`/dokumentasi/${movedSlug}`)).status()).toBe(404);
  expect((await page.request.get(`/og/dokumentasi/${movedSlug}.jpg`)).status()).toBe(404);
  // The seed has no published album: the list says so and nothing links to it.
  await page.goto('/dokumentasi');
  await expect(page.getByTestId('album-empty')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Dokumentasi', exact: true })).toHaveCount(0);
  await page.goto(PACKAGE.path);
  await expect(page.getByTestId('package-albums')).toHaveCount(0);
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/dokumentasi');
});
