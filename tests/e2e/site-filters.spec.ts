import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { SEED, hematFirstMonth, waitForIslands } from './site-helpers.ts';

const M = 1_000_000;
const BANDS: Record<string, (p: number) => boolean> = {
  '0-20': (p) => p < 20 * M,
  '20-30': (p) => p >= 20 * M && p < 30 * M,
  '30-50': (p) => p >= 30 * M && p < 50 * M,
  '50+': (p) => p >= 50 * M,
};

async function visibleCards(page: Page) {
  return page
    .getByTestId('package-list')
    .locator('[data-package-card]:visible')
    .evaluateAll((els) =>
      els.map((e) => ({
        slug: (e as HTMLElement).dataset.slug!,
        months: ((e as HTMLElement).dataset.months ?? '').split(' ').filter(Boolean),
        price: Number((e as HTMLElement).dataset.price),
      })),
    );
}

async function expectConsistent(page: Page, month: string, price: string) {
  const cards = await visibleCards(page);
  for (const c of cards) {
    // A package matches a month when one of its open departures with seats is in it.
    if (month !== 'all') expect(c.months, `${c.slug} departs in ${month}`).toContain(month);
    if (price !== 'all') expect(BANDS[price]!(c.price), `${c.slug} is in band ${price}`).toBe(true);
  }
  await expect(page.getByTestId('filter-count')).toHaveText(`${cards.length} paket ditemukan`);
  // The list has packages, so an empty result is the filter's doing and says so.
  await expect(page.getByTestId('package-empty')).toBeHidden();
  if (cards.length === 0) await expect(page.getByTestId('filter-empty')).toBeVisible();
  else await expect(page.getByTestId('filter-empty')).toBeHidden();
  await expect(page.getByTestId('filter-month')).toHaveValue(month);
  await expect(page.getByTestId('filter-price')).toHaveValue(price);
  if (month === 'all' && price === 'all') await expect(page.getByTestId('filter-reset')).toHaveCount(0);
  else await expect(page.getByTestId('filter-reset')).toBeVisible();
  return cards;
}

test.describe('package filters', () => {
  test('month options come from open departures with Indonesian labels', async ({ page }) => {
    await page.goto('/umroh');
    const month = page.getByTestId('filter-month');
    await expect(month.locator('option').first()).toHaveText('Semua Bulan');
    await expect(month.locator('option[value="2027-01"]')).toHaveText('Januari 2027');
    // Umroh Hemat's first date (the only one in its month) is past its full-payment deadline: no month of its own.
    const hematMonth = await hematFirstMonth();
    await expect(month.locator(`option[value="${hematMonth}"]`)).toHaveCount(0);
    // Only departures that can still be booked make a month: Juli 2027 has only Umroh VIP's closed one.
    await expect(month.locator('option[value="2027-07"]')).toHaveCount(0);
    const values = await month.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(values.slice(1)).toEqual([...values.slice(1)].sort());
    await expect(page.getByTestId('filter-price').locator('option')).toHaveText([
      'Semua Harga',
      'Di bawah Rp 20 juta',
      'Rp 20 - 30 juta',
      'Rp 30 - 50 juta',
      'Rp 50 juta ke atas',
    ]);
  });

  test('narrow by month, by price, combined, and reset', async ({ page }) => {
    await page.goto('/umroh');
    await waitForIslands(page);
    const all = await expectConsistent(page, 'all', 'all');
    expect(all.length).toBeGreaterThan(3);

    await page.getByTestId('filter-month').selectOption('2027-01');
    await expect(page).toHaveURL(/\/umroh\?bulan=2027-01$/);
    let cards = await expectConsistent(page, '2027-01', 'all');
    expect(cards.map((c) => c.slug)).toContain(SEED.umrohReguler.slug);
    expect(cards.length).toBeLessThan(all.length);

    await page.getByTestId('filter-price').selectOption('20-30');
    await expect(page).toHaveURL(/\/umroh\?bulan=2027-01&harga=20-30$/);
    cards = await expectConsistent(page, '2027-01', '20-30');
    expect(cards.map((c) => c.slug)).toContain(SEED.umrohReguler.slug);

    await page.getByTestId('filter-price').selectOption('50+');
    cards = await expectConsistent(page, '2027-01', '50+');
    expect(cards.map((c) => c.slug)).not.toContain(SEED.umrohReguler.slug);

    await page.getByTestId('filter-reset').click();
    await expect(page).toHaveURL(/\/umroh$/);
    cards = await expectConsistent(page, 'all', 'all');
    expect(cards.length).toBe(all.length);
  });

  test('price bands alone', async ({ page }) => {
    await page.goto('/umroh');
    await waitForIslands(page);
    for (const [band, slug] of [
      ['0-20', SEED.umrohHemat.slug],
      ['20-30', SEED.umrohReguler.slug],
      ['50+', SEED.umrohVip.slug],
    ] as const) {
      await page.getByTestId('filter-price').selectOption(band);
      const cards = await expectConsistent(page, 'all', band);
      expect(cards.map((c) => c.slug)).toContain(slug);
    }
  });

  test('a shared URL opens filtered, and back/forward restore each state', async ({ page }) => {
    // Umroh Hemat's next date on sale (2027-02-19); its first one is past the full-payment deadline.
    const hemat = '2027-02';
    await page.goto(`/umroh?bulan=${hemat}&harga=0-20`);
    await waitForIslands(page);
    let cards = await expectConsistent(page, hemat, '0-20');
    expect(cards.map((c) => c.slug)).toContain(SEED.umrohHemat.slug);

    await page.getByTestId('filter-month').selectOption('all');
    await expect(page).toHaveURL(/\/umroh\?harga=0-20$/);
    await page.getByTestId('filter-price').selectOption('50+');
    await expect(page).toHaveURL(/\/umroh\?harga=50%2B$/);
    await expectConsistent(page, 'all', '50+');

    await page.goBack();
    await expect(page).toHaveURL(/\/umroh\?harga=0-20$/);
    await expectConsistent(page, 'all', '0-20');
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/umroh\\?bulan=${hemat}&harga=0-20$`));
    cards = await expectConsistent(page, hemat, '0-20');
    expect(cards.map((c) => c.slug)).toContain(SEED.umrohHemat.slug);
    await page.goForward();
    await expectConsistent(page, 'all', '0-20');
    await page.goForward();
    await expectConsistent(page, 'all', '50+');

    // A reload keeps the filter, since it lives in the URL.
    await page.reload();
    await waitForIslands(page);
    await expectConsistent(page, 'all', '50+');
  });

  test('unknown query values fall back to all; a month without departures says the filter matches nothing', async ({
    page,
  }) => {
    await page.goto('/haji?bulan=2031-13&harga=murah');
    await waitForIslands(page);
    await expectConsistent(page, 'all', 'all');
    await page.goto('/haji?bulan=2031-02');
    await waitForIslands(page);
    await expectConsistent(page, '2031-02', 'all');
    const noMatch = page.getByTestId('filter-empty');
    await expect(noMatch).toContainText('Tidak ada paket yang cocok dengan filter ini');
    await expect(page.getByText('yang tersedia saat ini')).toBeHidden();
    await page.getByTestId('filter-reset').click();
    await expect(noMatch).toBeHidden();
  });

  test('an empty result offers the nearest months that have packages, and a reset link', async ({ page }) => {
    // Umroh Reguler (20-30 band) leaves in Januari and Februari 2027; April 2027 has only Umroh Plus Turki
    // (30-50) and Umroh VIP (above 50).
    await page.goto('/umroh?bulan=2027-04&harga=20-30');
    await waitForIslands(page);
    const noMatch = page.getByTestId('filter-empty');
    await expect(noMatch).toBeVisible();
    await expectConsistent(page, '2027-04', '20-30');
    const alternatives = noMatch.locator('[data-alternatives] a');
    await expect(alternatives.first()).toHaveText(/^Februari 2027 \(\d+ paket\)$/);
    await expect(alternatives.filter({ hasText: 'Rp 30 - 50 juta' })).toHaveCount(1);
    await alternatives.first().click();
    await expectConsistent(page, '2027-02', '20-30');
    expect(new URL(page.url()).search).toBe('?bulan=2027-02&harga=20-30');

    await page.goto('/umroh?bulan=2027-04&harga=20-30');
    await waitForIslands(page);
    await expect(noMatch).toBeVisible();
    await noMatch.getByTestId('filter-empty-reset').click();
    await expectConsistent(page, 'all', 'all');
  });

  test('without JavaScript the list still shows every package', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/umroh?bulan=2027-01');
    expect(await page.getByTestId('package-list').locator('[data-package-card]:visible').count()).toBeGreaterThan(3);
    await context.close();
  });
});
