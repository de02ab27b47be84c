import { test, expect } from './fixtures.ts';
import { SEED, waitForIslands } from './site-helpers.ts';

test.describe('redirects and footer filters', () => {
  test('old English addresses and a package under the wrong category answer 301 to the right page', async ({
    request,
    anon,
  }) => {
    for (const [from, to] of [
      ['/about', '/tentang-kami'],
      ['/contact', '/kontak'],
      [`/umroh/${SEED.hajiPlus.slug}`, `/haji/${SEED.hajiPlus.slug}`],
      [`/haji/${SEED.umrohVip.slug}`, `/umroh/${SEED.umrohVip.slug}`],
    ]) {
      const res = await request.get(from, { maxRedirects: 0 });
      expect(res.status(), from).toBe(301);
      expect(new URL(res.headers()['location']!, 'http://x').pathname, from).toBe(to);
    }
    const { data } = await anon.from('packages').select('id').eq('slug', SEED.hajiPlus.slug).single();
    const byId = await request.get(`/umroh/${data!.id}`, { maxRedirects: 0 });
    expect(byId.status()).toBe(301);
    expect(byId.headers()['location']).toContain(`/haji/${SEED.hajiPlus.slug}`);
    // An unknown package is still "Paket tidak ditemukan", not a redirect.
    expect((await request.get('/umroh/paket-tidak-ada', { maxRedirects: 0 })).status()).toBe(404);
  });

  test('the footer\'s "Umroh VIP" and "Haji Plus" open filtered lists', async ({ page }) => {
    await page.goto('/');
    const services = page.getByTestId('footer-services');
    await services.getByRole('link', { name: 'Umroh VIP' }).click();
    await waitForIslands(page);
    await expect(page.getByTestId('filter-price')).toHaveValue('50+');
    const cards = page.getByTestId('package-list').locator('[data-package-card]:visible');
    await expect(cards.filter({ hasText: SEED.umrohVip.title })).toHaveCount(1);
    await expect(cards.filter({ hasText: SEED.umrohHemat.title })).toHaveCount(0);
    await page.goto('/');
    await page.getByTestId('footer-services').getByRole('link', { name: 'Haji Plus' }).click();
    await waitForIslands(page);
    await expect(page).toHaveURL(/\/haji\?harga=50%2B$/);
    await expect(page.getByTestId('filter-price')).toHaveValue('50+');
  });

  test('favicon.ico, apple-touch-icon and the web manifest exist and are linked from every page', async ({
    page,
    request,
  }) => {
    const ico = await request.get('/favicon.ico');
    expect(ico.status()).toBe(200);
    const icoBody = await ico.body();
    expect([...icoBody.subarray(0, 4)]).toEqual([0, 0, 1, 0]); // ICO header
    const touch = await request.get('/apple-touch-icon.png');
    expect(touch.status()).toBe(200);
    expect(touch.headers()['content-type']).toBe('image/png');
    const manifest = await (await request.get('/site.webmanifest')).json();
    expect(manifest.name).toBe('Baitullah Tour & Travel');
    expect(manifest.icons.length).toBeGreaterThan(0);
    for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
    // One page of each kind, the 404 page among them.
    for (const path of ['/kontak', '/', `/umroh/${SEED.umrohReguler.slug}`, '/artikel', '/halaman-yang-tidak-ada']) {
      await page.goto(path);
      await expect(page.locator('link[rel="apple-touch-icon"]'), path).toHaveAttribute('href', '/apple-touch-icon.png');
      await expect(page.locator('link[rel="manifest"]'), path).toHaveAttribute('href', '/site.webmanifest');
    }
  });
});
