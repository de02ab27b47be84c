import type { Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { test, expect } from './fixtures.ts';
import { SEED } from './site-helpers.ts';

// Issue 13 "Counts": the page's script counts a view and WhatsApp clicks, and nothing under GPC.
// Playwright's Chromium says it is automated (navigator.webdriver) and headless (user agent), which the
// script skips; these tests present an ordinary browser.

const PATH = `/umroh/${SEED.umrohReguler.slug}`;
const ORDINARY_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

test.use({ userAgent: ORDINARY_UA });

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
    // Keep the click on the page (wa.me is not reachable here); the script's listener runs first (capture).
    document.addEventListener('click', (e) => {
      if ((e.target as Element | null)?.closest?.('a[href*="wa.me"]')) e.preventDefault();
    });
  }, gpc);
}

test.describe.configure({ mode: 'serial' });

test('a package page view and a WhatsApp click are counted with the package', async ({ page, admin }) => {
  const { data: pkg } = await admin.from('packages').select('id').eq('slug', SEED.umrohReguler.slug).single();
  expect(pkg?.id).toBeTruthy();
  const before = await count(admin, 'page_view');
  const clicksBefore = await count(admin, 'whatsapp_click');
  await ordinaryBrowser(page);
  const beacon = page.waitForRequest((r) => r.url().includes('/rest/v1/rpc/track_event') && r.method() === 'POST');
  await page.goto(PATH);
  // Playwright does not expose a beacon's body; the counter below shows what it said.
  expect(new URL((await beacon).url()).searchParams.get('apikey')).toBeTruthy();
  await expect.poll(async () => (await count(admin, 'page_view')).total).toBe(before.total + 1);
  expect((await count(admin, 'page_view')).packageIds).toContain(pkg!.id);

  const click = page.waitForRequest((r) => r.url().includes('/rest/v1/rpc/track_event') && r.method() === 'POST');
  await page.locator('a[href*="wa.me"]:visible').first().click();
  await click;
  await expect.poll(async () => (await count(admin, 'whatsapp_click')).total).toBe(clicksBefore.total + 1);

  // Starting on the inquiry form counts one "inquiry_open", however many fields are visited.
  const opensBefore = await count(admin, 'inquiry_open');
  const form = page.getByTestId('inquiry-form');
  await form.locator('input:visible, textarea:visible').first().focus();
  await form.locator('input:visible, textarea:visible').nth(1).focus();
  await expect.poll(async () => (await count(admin, 'inquiry_open')).total).toBe(opensBefore.total + 1);
  await page.waitForTimeout(500);
  expect((await count(admin, 'inquiry_open')).total).toBe(opensBefore.total + 1);
});

test('with Global Privacy Control nothing is sent', async ({ page, admin }) => {
  const before = await count(admin, 'page_view');
  await ordinaryBrowser(page, true);
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('track_event')) sent.push(r.url());
  });
  await page.goto(PATH);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1500)));
  await page.locator('a[href*="wa.me"]:visible').first().click();
  await page.waitForTimeout(500);
  expect(sent).toEqual([]);
  expect((await count(admin, 'page_view')).total).toBe(before.total);
});

test('the automated browser Playwright really is goes uncounted', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('track_event')) sent.push(r.url());
  });
  await page.goto('/');
  await page.waitForTimeout(1500);
  expect(sent).toEqual([]);
});
