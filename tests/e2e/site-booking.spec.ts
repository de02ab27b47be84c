import { test, expect } from './fixtures.ts';
import { SEED } from './site-helpers.ts';

const REGULER = `/umroh/${SEED.umrohReguler.slug}`;
const textOf = async (href: string | null) => new URL(href!).searchParams.get('text')!;

test.describe('booking from a package page', () => {
  test('the WhatsApp text names package, departure, chosen room with its price, and the page URL', async ({
    page,
    baseURL,
  }) => {
    await page.goto(REGULER);
    const book = page.getByTestId('book-whatsapp');
    let text = await textOf(await book.getAttribute('href'));
    expect(text).toContain(`"${SEED.umrohReguler.title}"`);
    expect(text).toContain('Tanggal keberangkatan: 15 Januari 2027');
    expect(text).toContain('Tipe kamar: Quad (4 orang/kamar) - Rp 28.500.000 per orang');
    expect(text).toContain(`Tautan paket: ${baseURL}${REGULER}`);

    const panel = page.getByTestId('price-panel');
    await panel.locator('[data-room="triple"]').click();
    await expect(panel.getByRole('radio', { name: /Triple/ })).toBeChecked();
    text = await textOf(await book.getAttribute('href'));
    expect(text).toContain('Tipe kamar: Triple (3 orang/kamar) - Rp 31.000.000 per orang');
    // Every booking link on the page follows the choice (the floating button on wide screens too).
    expect(await textOf(await page.getByTestId('whatsapp-float').getAttribute('href'))).toBe(text);

    // Keyboard: arrow keys move between room rows.
    await panel.getByRole('radio', { name: /Triple/ }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('radio', { name: /Double/ })).toBeChecked();
    expect(await textOf(await book.getAttribute('href'))).toContain('Tipe kamar: Double');
  });

  test('below 768 px a booking bar stays at the bottom and the floating button gives way', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
    const page = await context.newPage();
    await page.goto(REGULER);
    const bar = page.getByTestId('booking-bar');
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('Mulai dari');
    await expect(bar).toContainText('Rp 28.500.000');
    await expect(bar.getByRole('link', { name: /Pesan via WhatsApp/ })).toBeVisible();
    await expect(page.getByTestId('whatsapp-float')).toBeHidden();
    const box = (await bar.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(844);
    // Neither the wheel nor a key waits for the page to scroll (Chromium may animate it): each check waits for it.
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(3000);
    await expect(bar).toBeInViewport();
    // The end of the page is not hidden behind the bar.
    await page.keyboard.press('End');
    await expect
      .poll(() => page.getByTestId('site-footer').evaluate((el) => el.getBoundingClientRect().bottom))
      .toBeLessThanOrEqual(box.y + 1);
    // Other pages keep the floating button and have no bar.
    await page.goto('/');
    await expect(page.getByTestId('whatsapp-float')).toBeVisible();
    await expect(page.getByTestId('booking-bar')).toHaveCount(0);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(REGULER);
    await expect(page.getByTestId('booking-bar')).toBeHidden();
    await expect(page.getByTestId('whatsapp-float')).toBeVisible();
    await context.close();
  });

  test('on a phone the booking bar steps aside while the inquiry form is on screen, never covering it', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
    const page = await context.newPage();
    await page.goto(REGULER);
    const bar = page.getByTestId('booking-bar');
    const form = page.getByTestId('inquiry-form');
    await expect(form).toBeVisible();
    await expect(bar).toBeVisible();
    // The consent line at the very bottom of the screen: where the bar sits.
    const consent = form.locator('input[name="consent"]');
    const label = form.locator('label:has(input[name="consent"])');
    await consent.evaluate((el) => el.closest('label')!.scrollIntoView({ block: 'end' }));
    // Nothing lies over the checkbox or the last line of the consent text: what a finger there touches is the form.
    for (const target of [consent, label.locator('span').first()]) {
      await expect
        .poll(() =>
          target.evaluate((el) => {
            const r = el.getBoundingClientRect();
            const hit = document.elementFromPoint(r.left + r.width / 2, r.bottom - 2);
            if (hit && (el.contains(hit) || el.closest('label') === hit)) return 'form';
            return hit?.closest('[data-testid]')?.getAttribute('data-testid') ?? hit?.tagName ?? 'nothing';
          }),
        )
        .toBe('form');
    }
    await expect(bar).toBeHidden();
    await page.screenshot({ path: test.info().outputPath('consent-390.png') });
    await consent.check();
    await expect(consent).toBeChecked();
    // Away from the form the bar is back, at the bottom of the screen.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeVisible();
    await expect(bar).toBeInViewport();
    await context.close();
  });

  test('the licence is in the footer of every page with a link to Legalitas; package pages and /kontak show the official accounts', async ({
    page,
  }) => {
    for (const path of ['/', '/umroh', REGULER, '/kontak', '/legalitas', '/halaman-tidak-ada']) {
      await page.goto(path);
      const line = page.getByTestId('site-footer').getByTestId('footer-legal');
      await expect(line.locator('[data-licence="ppiu"]'), path).toContainText(
        /Izin PPIU No\. U\.123 Tahun 2019, 12 Maret 2019/,
      );
      await expect(line.locator('[data-licence="pihk"]'), path).toContainText('Izin PIHK No.');
      await expect(line.getByRole('link', { name: 'Legalitas & rekening resmi' }), path).toHaveAttribute(
        'href',
        '/legalitas',
      );
      // An example fact is marked in the admin only: the public page never says "(contoh)".
      await expect(page.locator('body'), path).not.toContainText('(contoh)');
    }
    await page.goto(REGULER);
    await expect(page.getByTestId('price-panel').getByTestId('licences')).toContainText('Izin PPIU No.');
    for (const path of [REGULER, '/kontak', '/legalitas']) {
      await page.goto(path);
      const accounts = page.getByTestId('bank-accounts');
      await expect(accounts.getByTestId('payment-warning'), path).toContainText('Pembayaran hanya sah');
      await expect(accounts.getByTestId('bank-account').first(), path).toContainText(
        'a.n. PT Baitullah Tour dan Travel',
      );
    }
    await page.goto('/tentang-kami');
    await expect(page.getByTestId('licence-verify')).toContainText('Kementerian Haji dan Umrah');
    await expect(page.getByRole('link', { name: /Periksa di situs Kementerian Haji dan Umrah/ })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
  });

  test('the map embed names a real place query, not a fake place id', async ({ page }) => {
    await page.goto('/kontak');
    const src = await page.locator('iframe').first().getAttribute('src');
    expect(src).toMatch(/^https:\/\/www\.google\.com\/maps\/embed\?pb=/);
    expect(src).not.toContain('0x0%3A0x0');
    expect(src).not.toContain('0x0:0x0');
    expect(decodeURIComponent(src!)).toContain('Mas Mansyur');
  });
});
