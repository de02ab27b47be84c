// Without JavaScript the package page shows every tab's panel (Itinerary, Termasuk, Tidak Termasuk, S&K) one
// after another under its own heading, and the package list shows every package whatever the address's filter.
import { test, expect } from './fixtures.ts';
import { SEED } from './site-helpers.ts';

const REGULER = `/umroh/${SEED.umrohReguler.slug}`;
const PANELS = [
  { id: 'panel-itinerary', heading: 'Itinerary' },
  { id: 'panel-termasuk', heading: 'Termasuk' },
  { id: 'panel-tidak-termasuk', heading: 'Tidak Termasuk' },
  { id: 'panel-syarat', heading: 'S&K' },
];

for (const width of [390, 1280]) {
  test.describe(`without JavaScript at ${width} px`, () => {
    test('every tab panel of the package page shows, with its content', async ({ browser, baseURL, anon }) => {
      const { data: pkg } = await anon
        .from('packages')
        .select('itinerary, included, excluded, terms')
        .eq('slug', SEED.umrohReguler.slug)
        .single();
      const context = await browser.newContext({
        baseURL,
        javaScriptEnabled: false,
        viewport: { width, height: width < 768 ? 844 : 900 },
      });
      const page = await context.newPage();
      await page.goto(REGULER);
      const tabs = page.getByTestId('package-tabs');
      // Tabs that cannot switch are not offered; each panel is named by its heading instead.
      await expect(tabs.getByRole('tablist')).toBeHidden();
      const firstOf = {
        'panel-itinerary': `Hari 1: ${(pkg!.itinerary as { title: string }[])[0]!.title}`,
        'panel-termasuk': (pkg!.included as string[])[0]!,
        'panel-tidak-termasuk': (pkg!.excluded as string[])[0]!,
        'panel-syarat': (pkg!.terms as string[])[0]!,
      } as Record<string, string>;
      for (const p of PANELS) {
        const panel = tabs.locator(`#${p.id}`);
        await expect(panel, p.heading).toBeVisible();
        await expect(panel.getByText(firstOf[p.id]!, { exact: false }).first()).toBeVisible();
      }
      for (const p of PANELS) {
        const panel = tabs.locator(`#${p.id}`);
        await expect(panel.getByRole('heading', { level: 2, name: p.heading, exact: true })).toBeVisible();
      }
      await context.close();
    });

    test('the package list shows every package whatever the filter in the address', async ({ browser, baseURL }) => {
      const context = await browser.newContext({
        baseURL,
        javaScriptEnabled: false,
        viewport: { width, height: width < 768 ? 844 : 900 },
      });
      const page = await context.newPage();
      await page.goto('/umroh?bulan=2027-01&harga=20-30');
      const cards = page.getByTestId('package-list').locator('[data-package-card]');
      const total = await cards.count();
      expect(total).toBeGreaterThan(3);
      await expect(page.getByTestId('package-list').locator('[data-package-card]:visible')).toHaveCount(total);
      await expect(page.getByTestId('filter-bar')).toBeVisible();
      await expect(page.getByTestId('filter-count')).toContainText(String(total));
      await expect(page.getByTestId('filter-empty')).toBeHidden();
      await context.close();
    });
  });
}

test('with JavaScript the panels are tabs: one panel at a time, headings give way to the tab names', async ({
  page,
}) => {
  await page.goto(REGULER);
  const tabs = page.getByTestId('package-tabs');
  await expect(tabs.getByRole('tablist')).toBeVisible();
  await expect(tabs.locator('[data-tab-heading]:visible')).toHaveCount(0);
  for (const p of PANELS) {
    await tabs.getByRole('tab', { name: p.heading, exact: true }).click();
    await expect(tabs.locator('[role="tabpanel"]:visible')).toHaveCount(1);
    await expect(tabs.locator(`#${p.id}`)).toBeVisible();
  }
});
