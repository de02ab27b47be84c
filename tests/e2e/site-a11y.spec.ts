import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, ViewportSize } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { pathOf, waitForIslands } from './site-helpers.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const NOT_FOUND = ['/halaman-tidak-ada', '/umroh/paket-tidak-ada'];

/** Every public page the sitemap lists, and the two not-found pages. */
async function publicPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => pathOf(m[1]!.replace(/&amp;/g, '&')));
  expect(paths.length).toBeGreaterThan(5);
  return [...paths, ...NOT_FOUND];
}

async function violationsOn(browser: Browser, baseURL: string, viewport: ViewportSize, paths: string[]) {
  const failures: string[] = [];
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
  return failures;
}

// The checks are independent: they may run side by side.
test.describe.configure({ mode: 'parallel' });

// Every sitemap URL at 390 px, in three shards so each stays within its timeout as pages are added (and the
// shards can run side by side).
const SHARDS = 3;
for (let shard = 0; shard < SHARDS; shard++) {
  test(`axe finds no WCAG 2.2 AA violation on any public page at 390 px (${shard + 1}/${SHARDS})`, async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(300_000); // /jadwal and the departures tables make some pages longer
    const paths = (await publicPaths(request)).filter((_, i) => i % SHARDS === shard);
    const failures = await violationsOn(browser, baseURL!, { width: 390, height: 844 }, paths);
    expect(failures, failures.join('\n')).toEqual([]);
  });
}

/**
 * The template a path is rendered from: the last segment of a nested path is its content ('/umroh/*',
 * '/artikel/kategori/*'), a top-level path is its own page.
 */
function pageKind(path: string): string {
  const segments = path.split('/').filter(Boolean);
  return segments.length < 2 ? path : `/${segments.slice(0, -1).join('/')}/*`;
}

test('axe finds no WCAG 2.2 AA violation at 1280 px on every page kind', async ({ browser, request, baseURL }) => {
  test.setTimeout(300_000);
  // Pages of one kind share a template, and every page's content was checked at 390 px: at 1280 px (where only
  // the layout differs) the first page of each kind stands for the rest. The not-found pages are kept apart.
  const seen = new Set<string>();
  const paths = (await publicPaths(request)).filter((path) => {
    const kind = NOT_FOUND.includes(path) ? path : pageKind(path);
    if (seen.has(kind)) return false;
    seen.add(kind);
    return true;
  });
  expect(paths.length).toBeGreaterThan(8);
  const failures = await violationsOn(browser, baseURL!, { width: 1280, height: 800 }, paths);
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
