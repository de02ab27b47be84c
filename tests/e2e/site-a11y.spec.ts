import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures.ts';
import { pathOf, waitForIslands } from './site-helpers.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test('axe finds no WCAG 2.2 AA violation on any public page (mobile and desktop)', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(480_000); // every sitemap URL twice; /jadwal and the departures tables make it longer
  const xml = await (await request.get('/sitemap.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => pathOf(m[1]!.replace(/&amp;/g, '&')));
  expect(paths.length).toBeGreaterThan(5);
  paths.push('/halaman-tidak-ada', '/umroh/paket-tidak-ada');

  const failures: string[] = [];
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    // @axe-core/playwright needs a page from browser.newContext().
    const context = await browser.newContext({ viewport, baseURL });
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(path);
      await waitForIslands(page);
      const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      for (const v of violations) {
        failures.push(
          `${viewport.width}px ${path}: ${v.id} (${v.impact}) ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
        );
      }
    }
    await context.close();
  }
  expect(failures, failures.join('\n')).toEqual([]);
});

test('axe best practices: landmarks, headings and names on the key pages', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const failures: string[] = [];
  for (const path of ['/', '/umroh', '/kontak']) {
    await page.goto(path);
    await waitForIslands(page);
    const { violations } = await new AxeBuilder({ page }).withTags(['best-practice']).analyze();
    for (const v of violations)
      failures.push(
        `${path}: ${v.id} ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
      );
  }
  await context.close();
  expect(failures, failures.join('\n')).toEqual([]);
});
