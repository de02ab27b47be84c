import type { Browser, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import {
  anonClient,
  createNonAdmin,
  createTempAdmin,
  deleteTempAdmin,
  turnOnSecondFactorElsewhere,
} from './admin-helpers.ts';

// Pratinjau: the owner types a new price without saving and sees the package page with it, rendered on demand
// by the site's own components, at a phone's and a desktop's width, while the public page keeps the old price.
// The route refuses whoever is not a signed-in administrator, and a shared link opens for 24 hours until revoked.

async function stored(admin: import('@supabase/supabase-js').SupabaseClient) {
  const { data, error } = await admin
    .from('packages')
    .select('id, slug, category, price_quad')
    .eq('status', 'active')
    .order('slug')
    .limit(1)
    .single();
  expect(error).toBeNull();
  return data as { id: string; slug: string; category: string; price_quad: number };
}

async function openPreview(page: Page, view: 'Tampilan ponsel' | 'Tampilan desktop'): Promise<Page> {
  await page.getByRole('button', { name: 'Pratinjau' }).click();
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('menuitem', { name: view }).click()]);
  await popup.waitForURL(/\/pratinjau\/$/);
  await expect(popup.getByTestId('preview-banner')).toContainText('Pratinjau — belum tayang');
  return popup;
}

async function signedOut(browser: Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const res = await page.goto(url);
  return { context, page, status: res?.status() };
}

for (const [width, height, view] of [
  [390, 844, 'Tampilan ponsel'],
  [1280, 900, 'Tampilan desktop'],
] as const) {
  test(`an unsaved price shows in Pratinjau and not on the site (${width} px)`, async ({
    page,
    admin,
    loginAsAdmin,
  }) => {
    const pkg = await stored(admin);
    await page.setViewportSize({ width, height });
    await loginAsAdmin(page, `/admin/packages/edit/${pkg.id}`);
    const price = page.getByLabel(/^Harga Quad/);
    await price.fill('');
    await price.pressSequentially('31750000');

    const popup = await openPreview(page, view);
    await expect(popup.locator('h1')).toBeVisible();
    await expect(popup.locator('body')).toContainText('Rp 31.750.000');
    // The window has the chosen width: the page lays itself out as it would there.
    expect(await popup.evaluate(() => window.innerWidth)).toBe(width);
    await expect(popup.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    // The preview counts nothing: the page counter (its address and its script) is left out. A browser driven by
    // Playwright is never counted anyway, so what is left out is checked, not what is sent.
    await expect(popup.locator('meta[name="count-url"]')).toHaveCount(0);
    await popup.close();

    // Nothing was saved: the public page and the stored row keep the old price, and the form is still unsaved.
    const pub = await page.request.get(`/${pkg.category}/${pkg.slug}/`);
    const html = await pub.text();
    expect(html).not.toContain('Rp 31.750.000');
    // The public page does count its visits: what the preview leaves out is there.
    expect(html).toContain('<meta name="count-url"');
    expect((await admin.from('packages').select('price_quad').eq('id', pkg.id).single()).data?.price_quad).toBe(
      pkg.price_quad,
    );
    await expect(price).toHaveValue('31.750.000');
  });
}

test('the preview route refuses whoever is not a signed-in administrator, and sends no cacheable answer', async ({
  page,
  admin,
  baseURL,
}) => {
  const pkg = await stored(admin);
  const form = { kind: 'paket', id: pkg.id, draft: JSON.stringify({ price_quad: 1 }) };
  const headers = { origin: baseURL! };
  for (const [fields, status] of [
    [form, 401],
    [{ ...form, token: 'bukan-token' }, 401],
  ] as const) {
    const res = await page.request.post('/pratinjau/', { form: fields, headers });
    expect(res.status()).toBe(status);
    expect(await res.text()).toContain('Pratinjau tidak dapat dibuka');
    expect(res.headers()['cache-control']).toBe('private, no-store');
    expect(res.headers()['x-robots-tag']).toBe('noindex, nofollow');
  }
  // A signed-in account that is not the administrator is refused, and so is an administrator with an
  // authenticator who signed in with the password alone (aal1), as everywhere in the admin.
  const visitor = await createNonAdmin(baseURL!, 'pratinjau-bukan-admin');
  const second = await createTempAdmin(baseURL!, 'pratinjau-aal1');
  try {
    await turnOnSecondFactorElsewhere(baseURL!, second);
    for (const user of [visitor, second]) {
      const c = anonClient(baseURL!);
      const session = await c.auth.signInWithPassword({ email: user.email, password: user.password });
      expect(session.error).toBeNull();
      const refused = await page.request.post('/pratinjau/', {
        form: { ...form, token: session.data.session!.access_token },
        headers,
      });
      expect(refused.status()).toBe(403);
      expect(await refused.text()).toContain('hanya untuk administrator');
    }
  } finally {
    await deleteTempAdmin(baseURL!, visitor);
    await deleteTempAdmin(baseURL!, second);
  }
  // A page without a form or a link to show.
  expect((await page.request.get('/pratinjau/')).status()).toBe(401);
  // The preview's server code is no file of the site.
  expect((await page.request.get('/_pratinjau/entry.mjs')).status()).toBe(404);
});

test('Bagikan pratinjau: a link opens without an account until it is revoked', async ({
  page,
  admin,
  loginAsAdmin,
  browser,
}) => {
  const pkg = await stored(admin);
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAsAdmin(page, `/admin/packages/edit/${pkg.id}`);
  const price = page.getByLabel(/^Harga Quad/);
  await price.fill('');
  await price.pressSequentially('33250000');
  await page.getByRole('button', { name: 'Pratinjau' }).click();
  await page.getByRole('menuitem', { name: /Bagikan pratinjau/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Bagikan pratinjau' });
  await dialog.getByRole('button', { name: 'Buat tautan 24 jam' }).click();
  const link = await dialog.getByTestId('preview-link').inputValue();
  expect(link).toMatch(/\/pratinjau\/\?tautan=[0-9a-f]{64}$/);
  await expect(dialog.getByTestId('preview-link-row').first()).toContainText('Berlaku sampai');

  const colleague = await signedOut(browser, link);
  expect(colleague.status).toBe(200);
  await expect(colleague.page.locator('body')).toContainText('Rp 33.250.000');
  await expect(colleague.page.getByTestId('preview-banner')).toContainText('Tautan pratinjau berlaku sampai');

  await dialog.getByTestId('preview-link-row').first().getByRole('button', { name: 'Cabut' }).click();
  await expect(dialog.getByTestId('preview-link-row').first()).toContainText('Dicabut');
  const again = await colleague.page.goto(link);
  expect(again?.status()).toBe(410);
  await expect(colleague.page.getByTestId('preview-refused')).toContainText('sudah dicabut');
  await colleague.context.close();
});

test("a page's unsaved content shows in Pratinjau: Tentang Kami", async ({ page, loginAsAdmin }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAsAdmin(page, '/admin/edit-about');
  const experience = page.getByLabel('Pengalaman', { exact: true });
  await expect(experience).toBeVisible();
  await experience.fill('');
  await experience.pressSequentially('Melayani jamaah sejak pratinjau');
  const popup = await openPreview(page, 'Tampilan desktop');
  await expect(popup.locator('main')).toContainText('Melayani jamaah sejak pratinjau');
  await expect(popup.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/tentang-kami\/?$/);
  await popup.close();
  expect(await (await page.request.get('/tentang-kami/')).text()).not.toContain('Melayani jamaah sejak pratinjau');
});

test("an article's unsaved summary shows in Pratinjau at 390 px", async ({ page, admin, loginAsAdmin }) => {
  const { data: article, error } = await admin
    .from('articles')
    .select('id, slug')
    .eq('status', 'published')
    .limit(1)
    .single();
  expect(error).toBeNull();
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAsAdmin(page, `/admin/articles/edit/${article!.id as string}`);
  const excerpt = page.getByLabel(/^Ringkasan/);
  await excerpt.fill('');
  await excerpt.pressSequentially('Ringkasan yang belum disimpan');
  const popup = await openPreview(page, 'Tampilan ponsel');
  await expect(popup.getByTestId('article')).toContainText('Ringkasan yang belum disimpan');
  await popup.close();
  const pub = await page.request.get(`/artikel/${article!.slug as string}/`);
  expect(await pub.text()).not.toContain('Ringkasan yang belum disimpan');
});
