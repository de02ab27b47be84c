import { test, expect } from './fixtures.ts';
import { waitForIslands } from './site-helpers.ts';

/** Small layout checks (overflow, alignment, spacing), each measured at 390 and 1280 px. */
for (const width of [390, 1280]) {
  test.describe(`layout at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('the skip link shows its whole text inside its pill when focused', async ({ page }) => {
      await page.goto('/');
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Langsung ke konten utama' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport({ ratio: 1 });
      const fits = await skip.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight);
      expect(fits).toBe(true);
    });

    test('the 404 page keeps the phone number on one line', async ({ page }) => {
      await page.goto('/halaman-tidak-ada');
      const phone = page.getByTestId('notfound-help').getByRole('link');
      const rects = await phone.evaluate((el) => el.getClientRects().length);
      expect(rects).toBe(1);
    });

    test('no dead space under the filters while nothing is filtered', async ({ page }) => {
      await page.goto('/umroh');
      await waitForIslands(page);
      const price = (await page.getByTestId('filter-price').boundingBox())!;
      const count = (await page.getByTestId('filter-count').boundingBox())!;
      // The count follows the selects closely (it sat ~60 px lower on phones).
      expect(count.y - (price.y + price.height)).toBeLessThan(width < 640 ? 24 : 60);
    });

    test('the Visi card has no large empty area next to Misi', async ({ page }) => {
      await page.goto('/tentang-kami');
      const card = page.getByTestId('about-vision-card');
      const text = page.getByTestId('about-vision');
      const [c, t] = [(await card.boundingBox())!, (await text.boundingBox())!];
      // Padding (40 px) plus at most a little slack below the last line.
      expect(c.y + c.height - (t.y + t.height)).toBeLessThan(80);
    });
  });
}

test('opening the mobile menu moves focus into it', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByTestId('menu-open').focus();
  await page.keyboard.press('Enter');
  const menu = page.getByTestId('mobile-menu');
  await expect(menu).toBeVisible();
  expect(await menu.evaluate((m) => m.contains(document.activeElement))).toBe(true);
  await context.close();
});
