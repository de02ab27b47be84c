// The islands hydrate on first use (`client:intent`, src/integrations/client-intent.ts), not at
// load. Nothing the visitor does before React is ready may be lost: the first click, key press, swipe or
// filter choice on a still server-rendered island takes effect once it has hydrated. The island's chunks
// are held back for a second here, so every action below certainly lands before hydration.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { SEED } from './site-helpers.ts';

const REGULER = `/umroh/${SEED.umrohReguler.slug}`;
// Scripts written by Astro into the page (island bootstrap, directives) become /_astro/inline.*.js; every
// other /_astro/*.js file is the island code (component, React renderer, react-dom).
const ISLAND_CODE = /\/_astro\/(?!inline\.)[^/]+\.js(\?.*)?$/;

/** Delays the island's code by `ms` and returns the island-code URLs requested so far. */
async function slowIslandCode(page: Page, ms = 1000): Promise<string[]> {
  const requested: string[] = [];
  await page.route(ISLAND_CODE, async (route) => {
    requested.push(route.request().url());
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
  return requested;
}

const waiting = (page: Page) => page.locator('astro-island[ssr]');

/**
 * Resolves once the page has loaded and then been idle: past the moments `client:load` (while loading),
 * `client:visible` (the first frames) and `client:idle` (an idle callback asked for before this one, which
 * runs first) would have asked for an island's code.
 */
async function idleAfterLoad(page: Page) {
  await page.waitForLoadState('load');
  // The task after the idle callback: a module asked for in that callback has been requested by then.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 0))));
}

test.describe('islands hydrate on intent, and nothing done before is lost', () => {
  test('the page loads no React until the visitor uses an island', async ({ page }) => {
    // Seen as the page sends them (no routing, which would report them only once intercepted): a request the
    // page has sent is reported before the answer to a later evaluate.
    const requested: string[] = [];
    page.on('request', (r) => {
      if (ISLAND_CODE.test(r.url())) requested.push(r.url());
    });
    for (const path of ['/umroh', REGULER]) {
      await page.goto(path);
      await idleAfterLoad(page);
      await expect(waiting(page)).toHaveCount(1);
      expect(
        requested.filter((u) => /\/client\.[\w-]+\.js/.test(u)),
        `${path} loaded react-dom`,
      ).toEqual([]);
    }
  });

  test('gallery: the first click on "next" before hydration moves the photo', async ({ page }) => {
    await slowIslandCode(page);
    await page.goto(REGULER);
    const counter = page.getByTestId('gallery-counter');
    await expect(counter).toContainText('1 / 3');
    await page.getByTestId('gallery-next').click();
    expect(await waiting(page).count(), 'the click landed before hydration').toBe(1);
    await expect(counter).toContainText('2 / 3');
    await expect(waiting(page)).toHaveCount(0);
    // Hydrated: the island goes on working, and the replayed click was applied once.
    await page.getByTestId('gallery-next').click();
    await expect(counter).toContainText('3 / 3');
  });

  test('gallery: a key press and a thumbnail click before hydration', async ({ page }) => {
    await slowIslandCode(page);
    await page.goto(REGULER);
    const stage = page.getByTestId('gallery-stage');
    await stage.focus();
    const scrollY = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    expect(await waiting(page).count(), 'the keys landed before hydration').toBe(1);
    await expect(page.getByTestId('gallery-counter')).toContainText('2 / 3');
    expect(await page.evaluate(() => window.scrollY), 'End did not scroll the page while waiting').toBe(scrollY);

    await page.goto(REGULER);
    await page.getByRole('button', { name: 'Tampilkan foto 3' }).click();
    expect(await waiting(page).count()).toBe(1);
    await expect(page.getByTestId('gallery-counter')).toContainText('3 / 3');
    await expect(page.getByRole('button', { name: 'Tampilkan foto 3' })).toHaveAttribute('aria-current', 'true');
  });

  test('gallery: a swipe before hydration', async ({ page }) => {
    await slowIslandCode(page);
    await page.goto(REGULER);
    await page.getByTestId('gallery-stage').evaluate((el) => {
      const touch = (x: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: 10 });
      el.dispatchEvent(
        new TouchEvent('touchstart', { bubbles: true, touches: [touch(300)], changedTouches: [touch(300)] }),
      );
      el.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(120)] }));
    });
    expect(await waiting(page).count(), 'the swipe landed before hydration').toBe(1);
    await expect(page.getByTestId('gallery-counter')).toContainText('2 / 3');
    await expect(page.getByTestId('gallery-image')).toHaveAttribute('alt', /Foto 2 dari 3/);
  });

  test('filters: a choice made before hydration filters the list', async ({ page }) => {
    await slowIslandCode(page);
    await page.goto('/umroh');
    await page.getByTestId('filter-month').selectOption('2027-01');
    expect(await waiting(page).count(), 'the choice landed before hydration').toBe(1);
    await expect(page).toHaveURL(/\/umroh\?bulan=2027-01$/);
    await expect(page.getByTestId('filter-month')).toHaveValue('2027-01');
    const cards = page.getByTestId('package-list').locator('[data-package-card]:visible');
    await expect(cards.filter({ hasText: SEED.umrohReguler.title })).toHaveCount(1);
    for (const months of await cards.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.months ?? '')))
      expect(months.split(' ')).toContain('2027-01');
    await expect(page.getByTestId('filter-count')).toHaveText(`${await cards.count()} paket ditemukan`);
  });

  test('filters: a shared filtered URL hydrates at once, without any interaction', async ({ page }) => {
    await page.goto('/umroh?harga=50%2B');
    await expect(waiting(page)).toHaveCount(0);
    await expect(page.getByTestId('filter-price')).toHaveValue('50+');
    const cards = page.getByTestId('package-list').locator('[data-package-card]:visible');
    await expect(cards.filter({ hasText: SEED.umrohVip.title })).toHaveCount(1);
    await expect(cards.filter({ hasText: SEED.umrohReguler.title })).toHaveCount(0);
  });
});
