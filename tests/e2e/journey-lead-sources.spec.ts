import type { Browser, Page } from '@playwright/test';
import { test, expect, unique, uniqueWhatsapp } from './fixtures.ts';
import { PUBLISH_WAIT } from './journey-helpers.ts';
import { SEED } from './site-helpers.ts';
import { JOURNEY_URL, launchOptions } from '../../playwright.config.ts';

// Where leads come from, end to end: a visit from a Facebook ad and a visit through a partner's share link each
// send an inquiry and click WhatsApp; the partner is named in the WhatsApp message, and the owner's dashboard
// and Prospek list attribute each to its channel and partner. The site is opened from another origin than the
// API (as on Netlify + hosted Supabase), by a browser that presents itself as an ordinary one (Playwright's
// says it is automated, which the site does not count).

const SITE = JOURNEY_URL.replace('//localhost', '//127.0.0.1');
const ORDINARY_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const PACKAGE = `/umroh/${SEED.umrohHemat.slug}`;

test.use({
  userAgent: ORDINARY_UA,
  launchOptions: { ...launchOptions, args: [...launchOptions.args, `--user-agent=${ORDINARY_UA}`] },
});

/** A visitor's own browser: one context, a phone or a desktop, WhatsApp answered by a stand-in. */
async function visitor(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({
    baseURL: SITE,
    viewport: { width, height: width < 600 ? 844 : 800 },
    userAgent: ORDINARY_UA,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false, configurable: true });
  });
  await context.route(/^https:\/\/(wa\.me|api\.whatsapp\.com)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  return context.newPage();
}

/** Clicks the page's first visible WhatsApp link and returns the message it opened WhatsApp with. */
async function clickWhatsApp(page: Page): Promise<string> {
  const popup = page.waitForEvent('popup');
  await page.locator('a[href*="wa.me"]:visible').first().click();
  const tab = await popup;
  const text = new URL(tab.url()).searchParams.get('text') ?? '';
  await tab.close();
  return text;
}

/** Fills the package page's inquiry form key by key and sends it. */
async function sendInquiry(page: Page, name: string, whatsapp: string) {
  const form = page.getByTestId('inquiry-form');
  // The form shows once its script runs; keys pressed before land nowhere (pressSequentially waits for nothing).
  await expect(form).toBeVisible();
  await form.getByLabel('Nama lengkap').pressSequentially(name);
  await form.getByLabel('Nomor WhatsApp').pressSequentially(whatsapp);
  await form.getByRole('checkbox').check();
  await form.getByTestId('inquiry-submit').click();
  await expect(form.getByRole('status')).toContainText('permintaan Anda sudah kami terima');
}

test('a Facebook ad visit and a partner-link visit are attributed to their channel and partner', async ({
  browser,
  page,
  admin,
  loginAsAdmin,
}) => {
  test.setTimeout(180_000);
  const code = `uji-${Date.now().toString(36)}`;
  const partnerName = unique('Ustadz Mitra');
  const { data: pkg } = await admin.from('packages').select('id').eq('slug', SEED.umrohHemat.slug).single();
  const { data: partner, error } = await admin
    .from('partners')
    .insert({ name: partnerName, whatsapp: '6281234500001', city: 'Bandung', code, package_id: pkg!.id })
    .select('id')
    .single();
  expect(error).toBeNull();

  // The share link is published with the next build: /m/{code} opens the partner's package with the code.
  await expect
    .poll(async () => (await page.request.get(`${SITE}/m/${code}`, { maxRedirects: 0 })).status(), {
      timeout: PUBLISH_WAIT,
      intervals: [250, 500, 1000],
    })
    .toBe(302);
  expect((await page.request.get(`${SITE}/m/${code}`, { maxRedirects: 0 })).headers().location).toBe(
    `${PACKAGE}?ref=${code}`,
  );

  // A visitor from a Facebook ad, on a phone: lands on the home page, walks to the package.
  const ad = await visitor(browser, 390);
  const adName = unique('Jamaah Iklan');
  const adNumber = uniqueWhatsapp();
  await ad.goto('/?utm_source=facebook&utm_medium=cpc&utm_campaign=umroh-ramadhan');
  await ad.goto(PACKAGE);
  expect(await clickWhatsApp(ad)).not.toContain('Kode mitra');
  await sendInquiry(ad, adName, adNumber.typed);

  // A visitor through the partner's link, at 1280 px: the WhatsApp message names the partner.
  const viaPartner = await visitor(browser, 1280);
  const partnerLead = unique('Jamaah Mitra');
  const partnerNumber = uniqueWhatsapp();
  await viaPartner.goto(`/m/${code}`);
  await expect(viaPartner).toHaveURL(new RegExp(`${PACKAGE}\\?ref=${code}$`));
  await expect
    .poll(() => viaPartner.evaluate(() => sessionStorage.getItem('umroh.sumber-kunjungan')))
    .toContain(`"partnerCode":"${code}"`);
  expect(await clickWhatsApp(viaPartner)).toMatch(new RegExp(`\\n\\nKode mitra: ${code}$`));
  // Further pages of the visit keep the partner.
  await viaPartner.goto('/kontak');
  expect(await clickWhatsApp(viaPartner)).toContain(`Kode mitra: ${code}`);
  await viaPartner.goto(PACKAGE);
  await sendInquiry(viaPartner, partnerLead, partnerNumber.typed);

  const inquiry = async (name: string) =>
    (
      await admin
        .from('inquiries')
        .select('channel, partner_id, utm_source, utm_medium, utm_campaign')
        .eq('name', name)
        .single()
    ).data;
  expect(await inquiry(adName)).toEqual({
    channel: 'meta',
    partner_id: null,
    utm_source: 'facebook',
    utm_medium: 'cpc',
    utm_campaign: 'umroh-ramadhan',
  });
  expect(await inquiry(partnerLead)).toMatchObject({ channel: 'partner', partner_id: partner!.id });

  // The partner's views and clicks are counted under them (the views are sent once each page is idle), per
  // package: two on the package page, one on /kontak.
  const partnerCounts = async () => {
    const rows = (await admin.from('source_counts').select('event, count').eq('partner_id', partner!.id)).data ?? [];
    const sum = (event: string) => rows.filter((r) => r.event === event).reduce((n, r) => n + Number(r.count), 0);
    return { views: sum('page_view'), clicks: sum('whatsapp_click') };
  };
  await expect.poll(partnerCounts).toEqual({ views: 3, clicks: 2 });
  await ad.context().close();
  await viaPartner.context().close();

  // The owner's dashboard: the partner's row, and the Facebook channel with its inquiry.
  await loginAsAdmin(page, '/admin/');
  const section = page.getByTestId('lead-sources');
  const partnerRow = section.getByTestId('lead-sources-partners').locator(`tr[data-partner="${code}"]`);
  await expect(partnerRow).toContainText(partnerName);
  const cells = partnerRow.locator('td');
  await expect(cells.nth(1)).toHaveText(/^3/);
  await expect(cells.nth(2)).toHaveText(/^2/);
  await expect(cells.nth(3)).toHaveText(/^1/);
  const metaRow = section.getByTestId('lead-sources-channels').locator('tr[data-channel="meta"]');
  await expect(metaRow).toContainText('Facebook/Instagram');
  // Its inquiries (this test's, and any a repeated run left): at least one.
  await expect(metaRow.locator('td').nth(3)).toHaveText(/^[1-9]/);
  await section.getByRole('button', { name: '7 hari' }).click();
  await expect(partnerRow.locator('td').nth(3)).toHaveText(/^1/);

  // Prospek: each inquiry names where it came from.
  await page.goto('/admin/inquiries');
  await page.getByLabel('Cari nama atau WhatsApp').pressSequentially(partnerLead);
  await expect(
    page.getByTestId('inquiry-row').filter({ hasText: partnerLead }).getByTestId('inquiry-source'),
  ).toHaveText(`Mitra: ${partnerName} (${code})`);
  await page.getByLabel('Cari nama atau WhatsApp').fill(adName);
  const adRow = page.getByTestId('inquiry-row').filter({ hasText: adName });
  await expect(adRow.getByTestId('inquiry-source')).toHaveText('Facebook/Instagram');
  await adRow.getByRole('link', { name: adName }).click();
  await expect(page.getByTestId('inquiry-source-detail')).toContainText('utm: facebook / cpc / umroh-ramadhan');
});

test("an inactive partner's link still opens the site, but the code is ignored", async ({ browser, page, admin }) => {
  const code = `lama-${Date.now().toString(36)}`;
  const { error } = await admin
    .from('partners')
    .insert({ name: unique('Mitra Nonaktif'), whatsapp: '6281234500002', code, active: false });
  expect(error).toBeNull();
  await expect
    .poll(async () => (await page.request.get(`${SITE}/m/${code}`, { maxRedirects: 0 })).headers().location, {
      timeout: PUBLISH_WAIT,
      intervals: [250, 500, 1000],
    })
    .toBe('/');
  // A link that still carries the code (shared before the partner was deactivated) does not name them.
  const visit = await visitor(browser, 390);
  await visit.goto(`/kontak?ref=${code}`);
  await expect
    .poll(() => visit.evaluate(() => sessionStorage.getItem('umroh.sumber-kunjungan')))
    .toContain('"partnerCode":null');
  expect(await clickWhatsApp(visit)).not.toContain('Kode mitra');
  await visit.context().close();
});

test('under Global Privacy Control nothing about the visit is kept, and the inquiry says so', async ({
  browser,
  admin,
}) => {
  const visit = await visitor(browser, 390);
  await visit.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true });
  });
  await visit.goto(`${PACKAGE}?utm_source=facebook&utm_medium=cpc`);
  const name = unique('Jamaah GPC');
  await sendInquiry(visit, name, uniqueWhatsapp().typed);
  expect(await visit.evaluate(() => Object.keys(sessionStorage))).toEqual([]);
  expect((await admin.from('inquiries').select('channel, utm_source').eq('name', name).single()).data).toEqual({
    channel: null,
    utm_source: null,
  });
  await visit.context().close();
});
