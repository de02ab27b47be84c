import type { Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { test, expect } from './fixtures.ts';
import { CROSS_ORIGIN_SITE_URL, SEED } from './site-helpers.ts';
import { launchOptions } from '../../playwright.config.ts';

// Counts: the page's script counts a view and WhatsApp clicks, and nothing under GPC.
// The site is opened from another origin than the API its pages count through, as in production (site on
// Netlify, API on hosted Supabase): a count the browser refuses cross-origin is lost without a trace.
// Playwright's Chromium says it is automated (navigator.webdriver) and headless (user agent), which the
// script skips and the API does not count; these tests present an ordinary browser. The user agent is the
// browser's own (a launch flag) as well as the pages': a count sent after its page is gone (keepalive) goes
// out with the browser's, not with Playwright's per-page override.

const PATH = `/umroh/${SEED.umrohReguler.slug}`;
const ORDINARY_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

test.use({
  userAgent: ORDINARY_UA,
  baseURL: CROSS_ORIGIN_SITE_URL,
  launchOptions: { ...launchOptions, args: [...launchOptions.args, `--user-agent=${ORDINARY_UA}`] },
});

async function count(admin: SupabaseClient, event: string): Promise<{ total: number; packageIds: string[] }> {
  const { data, error } = await admin
    .from('page_counts')
    .select('package_id, count')
    .eq('path', PATH)
    .eq('event', event);
  if (error) throw new Error(error.message);
  const rows = (data ?? []) as { package_id: string | null; count: number }[];
  return {
    total: rows.reduce((n, r) => n + Number(r.count), 0),
    packageIds: rows.map((r) => r.package_id ?? ''),
  };
}

async function ordinaryBrowser(page: Page, gpc = false) {
  await page.addInitScript((gpc) => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false, configurable: true });
    if (gpc)
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true });
  }, gpc);
}

/**
 * WhatsApp links open wa.me in a new tab; wa.me is not reachable here, so a stand-in answers. Only where a
 * test clicks one: with routing on, a keepalive request sent as its page goes away never reaches the server.
 */
async function standInWhatsApp(page: Page) {
  await page
    .context()
    .route(/^https:\/\/(wa\.me|api\.whatsapp\.com)\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
}

/** Console errors and failed requests that concern counting (a CORS refusal shows up as both). */
function countingProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /CORS|Access-Control|track_event/i.test(m.text())) problems.push(m.text());
  });
  page.on('requestfailed', (r) => {
    if (r.url().includes('track_event')) problems.push(`${r.method()} ${r.url()}: ${r.failure()?.errorText}`);
  });
  return problems;
}

const isCount = (r: { url(): string; method(): string }) =>
  r.url().includes('/rest/v1/rpc/track_event') && r.method() === 'POST';

type Recorded = { countsStarted: string[] };

/**
 * Records in the page each count its script starts (the event of every fetch or beacon to track_event), as
 * it starts: "nothing was sent" is then read where the script decides, not from network events that may
 * still be on their way to the test.
 */
async function recordCountsStarted(page: Page) {
  await page.addInitScript(() => {
    const started: string[] = [];
    (window as unknown as Recorded).countsStarted = started;
    const note = (url: string, body: unknown) => {
      if (!url.includes('/rpc/track_event')) return;
      try {
        started.push(String(JSON.parse(String(body)).event));
      } catch {
        started.push(url);
      }
    };
    const fetch = window.fetch;
    window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
      note(input instanceof Request ? input.url : String(input), init?.body);
      return fetch.call(this, input, init);
    };
    const beacon = navigator.sendBeacon;
    navigator.sendBeacon = function (url: string | URL, data?: BodyInit | null) {
      note(String(url), data);
      return beacon.call(this, url, data);
    };
  });
}

/**
 * The counts the page has started once the moment it counts its view has passed. On `load` the counter asks
 * for an idle callback (with a 3 s timeout); idle callbacks run in the order they were asked for, so one
 * asked for after `load` with the same timeout runs after the counter's.
 */
async function countsStartedOnceIdle(page: Page): Promise<string[]> {
  await page.waitForLoadState('load');
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) =>
        requestIdleCallback(() => resolve([...(window as unknown as Recorded).countsStarted]), { timeout: 3000 }),
      ),
  );
}

test.describe.configure({ mode: 'serial' });

test('from another origin than the API, a package page view and a WhatsApp click are counted with the package', async ({
  page,
  admin,
}) => {
  const { data: pkg } = await admin.from('packages').select('id').eq('slug', SEED.umrohReguler.slug).single();
  expect(pkg?.id).toBeTruthy();
  const before = await count(admin, 'page_view');
  const clicksBefore = await count(admin, 'whatsapp_click');
  await ordinaryBrowser(page);
  await recordCountsStarted(page);
  await standInWhatsApp(page);
  const problems = countingProblems(page);
  const sent = page.waitForRequest(isCount);
  await page.goto(PATH);
  const countUrl = new URL((await page.locator('meta[name="count-url"]').getAttribute('content'))!);
  expect(countUrl.origin, 'the API is another origin than the page').not.toBe(new URL(page.url()).origin);
  // The record the tests below read to find nothing holds the view here.
  expect(await countsStartedOnceIdle(page)).toEqual(['page_view']);

  const request = await sent;
  expect(new URL(request.url()).searchParams.get('apikey')).toBeTruthy();
  expect(request.headers()['content-type']).toBe('application/json');
  // Opened directly (no referrer, no campaign tags): the visit counts as "direct", without a partner.
  expect(request.postDataJSON()).toEqual({
    event: 'page_view',
    path: PATH,
    package_id: pkg!.id,
    channel: 'direct',
    partner_code: null,
  });
  await expect.poll(async () => (await count(admin, 'page_view')).total).toBe(before.total + 1);
  expect((await count(admin, 'page_view')).packageIds).toContain(pkg!.id);

  // Starting on the inquiry form counts one "inquiry_open", however many fields are visited.
  const opensBefore = await count(admin, 'inquiry_open');
  const form = page.getByTestId('inquiry-form');
  await form.locator('input:visible, textarea:visible').first().focus();
  await form.locator('input:visible, textarea:visible').nth(1).focus();
  await expect.poll(async () => (await count(admin, 'inquiry_open')).total).toBe(opensBefore.total + 1);
  await page.waitForTimeout(500);
  expect((await count(admin, 'inquiry_open')).total).toBe(opensBefore.total + 1);
  expect(problems).toEqual([]);

  // The click opens WhatsApp, and the visitor does not come back: the site's tab closes at once.
  const whatsapp = page.waitForEvent('popup');
  await page.locator('a[href*="wa.me"]:visible').first().click();
  await (await whatsapp).waitForLoadState();
  await page.close();
  await expect.poll(async () => (await count(admin, 'whatsapp_click')).total).toBe(clicksBefore.total + 1);
  expect((await count(admin, 'page_view')).total, 'leaving does not count the view again').toBe(before.total + 1);
  expect(problems).toEqual([]);
});

test('a visitor who leaves before the page is idle is counted, once', async ({ page, admin }) => {
  const before = await count(admin, 'page_view');
  await ordinaryBrowser(page);
  // A busy page never gets idle before the visitor moves on.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  const problems = countingProblems(page);
  await page.goto(PATH);
  await page.goto('/kontak');
  await expect.poll(async () => (await count(admin, 'page_view')).total).toBe(before.total + 1);
  await page.waitForTimeout(500);
  expect((await count(admin, 'page_view')).total).toBe(before.total + 1);
  expect(problems).toEqual([]);
});

test('with Global Privacy Control nothing is sent', async ({ page, admin }) => {
  const before = await count(admin, 'page_view');
  await ordinaryBrowser(page, true);
  await recordCountsStarted(page);
  await standInWhatsApp(page);
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('track_event')) sent.push(r.url());
  });
  await page.goto(PATH);
  expect(await countsStartedOnceIdle(page), 'no view once the page has been idle').toEqual([]);
  // The counter handles the click as it happens, before the browser follows the link.
  await page.locator('a[href*="wa.me"]:visible').first().click();
  expect(await page.evaluate(() => (window as unknown as Recorded).countsStarted), 'no click').toEqual([]);
  expect(sent).toEqual([]);
  expect((await count(admin, 'page_view')).total).toBe(before.total);
});

test('the automated browser Playwright really is goes uncounted', async ({ page }) => {
  await recordCountsStarted(page);
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('track_event')) sent.push(r.url());
  });
  await page.goto('/');
  expect(await countsStartedOnceIdle(page)).toEqual([]);
  expect(sent).toEqual([]);
});
