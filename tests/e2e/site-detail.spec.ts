import { test, expect } from './fixtures.ts';
import { SEED, pathOf, waitForIslands } from './site-helpers.ts';

const REGULER = `/umroh/${SEED.umrohReguler.slug}`;

test.describe('package detail', () => {
  test('shows badges, title, tagline, description and the four facts', async ({ page }) => {
    await page.goto(REGULER);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SEED.umrohReguler.title);
    const badges = page.getByTestId('package-badges');
    await expect(badges).toContainText('Umroh');
    await expect(badges).toContainText('12 Hari');
    await expect(page.getByText('Hotel bintang 4 dekat Masjidil Haram', { exact: true })).toBeVisible();
    await expect(page.locator('main')).toContainText('Empat hari di Madinah dan enam hari di Makkah');
    const info = page.getByTestId('package-info');
    await expect(info).toContainText('Makkah - Madinah');
    await expect(info).toContainText('15 Januari 2027');
    await expect(info).toContainText('12 Hari');
    await expect(info).toContainText('Sisa 9 kursi');
  });

  test('"Penerbangan & Pembayaran": airline, airport, direct flight, visa, DP and pelunasan', async ({ page }) => {
    await page.goto(REGULER);
    const block = page.getByRole('region', { name: 'Penerbangan & Pembayaran' });
    await expect(block).toBeVisible();
    await expect(block).toContainText('Maskapai Saudia · dari CGK · Penerbangan langsung');
    await expect(block).toContainText('Visa termasuk');
    await expect(block).toContainText('DP Rp 5.000.000 · Pelunasan H-30 sebelum keberangkatan');
  });

  test('gallery: next, previous, thumbnails, counter, keyboard and swipe', async ({ page }) => {
    await page.goto(REGULER);
    await waitForIslands(page);
    const gallery = page.getByTestId('gallery');
    const counter = page.getByTestId('gallery-counter');
    const image = page.getByTestId('gallery-image');
    await expect(counter).toContainText('1 / 3');
    const first = await image.getAttribute('src');

    await gallery.getByRole('button', { name: 'Foto berikutnya' }).click();
    await expect(counter).toContainText('2 / 3');
    expect(await image.getAttribute('src')).not.toBe(first);
    await gallery.getByRole('button', { name: 'Foto berikutnya' }).click();
    await gallery.getByRole('button', { name: 'Foto berikutnya' }).click();
    await expect(counter).toContainText('1 / 3'); // wraps around
    await gallery.getByRole('button', { name: 'Foto sebelumnya' }).click();
    await expect(counter).toContainText('3 / 3');

    await gallery.getByRole('button', { name: 'Tampilkan foto 2' }).click();
    await expect(counter).toContainText('2 / 3');
    await expect(gallery.getByRole('button', { name: 'Tampilkan foto 2' })).toHaveAttribute('aria-current', 'true');

    await page.getByTestId('gallery-stage').focus();
    await page.keyboard.press('ArrowRight');
    await expect(counter).toContainText('3 / 3');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toContainText('1 / 3');
    await page.keyboard.press('End');
    await expect(counter).toContainText('3 / 3');

    // Swipe left = next photo.
    await page.getByTestId('gallery-stage').evaluate((el) => {
      const touch = (x: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: 10 });
      el.dispatchEvent(
        new TouchEvent('touchstart', { bubbles: true, touches: [touch(300)], changedTouches: [touch(300)] }),
      );
      el.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(120)] }));
    });
    await expect(counter).toContainText('1 / 3');
    await expect(image).toHaveAttribute('alt', /Foto 1 dari 3/);
  });

  test('tabs: all content in the HTML, switch by click and by keyboard', async ({ page, request }) => {
    const html = await (await request.get(REGULER)).text();
    for (const text of [
      'Keberangkatan Jakarta - Madinah',
      'Visa umroh',
      'Vaksin meningitis',
      'Harga dapat berubah mengikuti kurs',
    ]) {
      expect(html, `${text} is in the prerendered HTML`).toContain(text);
    }
    await page.goto(REGULER);
    const tablist = page.getByRole('tablist', { name: 'Rincian paket' });
    await expect(tablist.getByRole('tab')).toHaveText(['Itinerary', 'Termasuk', 'Tidak Termasuk', 'S&K']);
    const itinerary = page.getByRole('tabpanel', { name: 'Itinerary' });
    await expect(itinerary).toContainText('Hari 1: Keberangkatan Jakarta - Madinah');

    await tablist.getByRole('tab', { name: 'Termasuk', exact: true }).click();
    await expect(page.getByRole('tabpanel', { name: 'Termasuk', exact: true })).toContainText('Visa umroh');
    await expect(itinerary).toBeHidden();
    await expect(tablist.getByRole('tab', { name: 'Termasuk', exact: true })).toHaveAttribute('aria-selected', 'true');

    await page.keyboard.press('ArrowRight');
    await expect(tablist.getByRole('tab', { name: 'Tidak Termasuk' })).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: 'Tidak Termasuk' })).toContainText('Vaksin meningitis');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tabpanel', { name: 'S&K' })).toContainText('Harga dapat berubah mengikuti kurs');
    await page.keyboard.press('ArrowRight');
    await expect(tablist.getByRole('tab', { name: 'Itinerary' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(tablist.getByRole('tab', { name: 'S&K' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(itinerary).toBeVisible();
    await expect(tablist.getByRole('tab', { name: 'Itinerary' })).toHaveAttribute('tabindex', '0');
    await expect(tablist.getByRole('tab', { name: 'S&K' })).toHaveAttribute('tabindex', '-1');
  });

  test('price panel: quad/triple/double with people, empty prices hidden, WhatsApp names the package', async ({
    page,
  }) => {
    await page.goto(REGULER);
    const panel = page.getByTestId('price-panel');
    await expect(panel.locator('[data-room]')).toHaveCount(3);
    await expect(panel.locator('[data-room="quad"]')).toContainText('4 orang');
    await expect(panel.locator('[data-room="quad"]')).toContainText('Rp 28.500.000');
    await expect(panel.locator('[data-room="triple"]')).toContainText('3 orang');
    await expect(panel.locator('[data-room="double"]')).toContainText('2 orang');
    const book = page.getByTestId('book-whatsapp');
    await expect(book).toHaveAttribute('target', '_blank');
    const url = new URL((await book.getAttribute('href'))!);
    expect(url.origin + url.pathname).toBe('https://wa.me/6281234567890');
    expect(url.searchParams.get('text')).toContain(`"${SEED.umrohReguler.title}"`);

    // Umroh Hemat has no double price in the seed.
    await page.goto(`/umroh/${SEED.umrohHemat.slug}`);
    await expect(page.getByTestId('price-panel').locator('[data-room]')).toHaveCount(2);
    await expect(page.getByTestId('price-panel').locator('[data-room="double"]')).toHaveCount(0);
  });

  test('the UUID address answers 301 to the slug URL, which search engines are pointed to', async ({
    page,
    anon,
    baseURL,
  }) => {
    const { data, error } = await anon.from('packages').select('id').eq('slug', SEED.hajiPlus.slug).single();
    expect(error).toBeNull();
    const moved = await page.request.get(`/haji/${data!.id}`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(new URL(moved.headers()['location']!, baseURL).pathname).toBe(`/haji/${SEED.hajiPlus.slug}`);
    const res = await page.goto(`/haji/${data!.id}`);
    expect(res?.status()).toBe(200);
    expect(pathOf(page.url())).toBe(`/haji/${SEED.hajiPlus.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SEED.hajiPlus.title);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toBe(`${baseURL}/haji/${SEED.hajiPlus.slug}`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical!);
  });

  test('social cards use the package share card; JSON-LD describes the trip and its offers', async ({ page }) => {
    await page.goto(REGULER);
    // The card is drawn from the package photo (site-share-cards.spec.ts checks what WhatsApp needs of it).
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      new RegExp(`/og/umroh/${SEED.umrohReguler.slug}\\.jpg$`),
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    const docs = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent!)));
    const types = docs.map((d) => d['@type']);
    expect(types).toEqual(expect.arrayContaining(['TravelAgency', 'BreadcrumbList', 'TouristTrip']));
    const trip = docs.find((d) => d['@type'] === 'TouristTrip');
    expect(trip.name).toBe(SEED.umrohReguler.title);
    // One offer per upcoming departure and room (site-departures.spec.ts checks availability).
    expect(trip.offers.map((o: { price: number; priceCurrency: string }) => [o.price, o.priceCurrency])).toEqual([
      [28500000, 'IDR'],
      [31000000, 'IDR'],
      [34500000, 'IDR'],
      [29500000, 'IDR'],
      [31500000, 'IDR'],
      [35500000, 'IDR'],
      [28500000, 'IDR'],
      [31000000, 'IDR'],
      [34500000, 'IDR'],
    ]);
    const crumbs = docs.find((d) => d['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual([
      'Beranda',
      'Paket Umroh',
      SEED.umrohReguler.title,
    ]);
  });
});
