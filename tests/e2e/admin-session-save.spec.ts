import { test, expect, unique, ANON_KEY } from './fixtures.ts';
import { createTempAdmin, deleteTempAdmin, loginViaUi, serviceClient, toast, type TempAdmin } from './admin-helpers.ts';
import type { Page } from '@playwright/test';

/**
 * A save made after the session ended elsewhere must never look saved, and the
 * typing must come back after signing in again. The session is ended the way
 * "keluar dari semua sesi" or a password change on the phone ends it: another
 * login of the same account calls POST /auth/v1/logout?scope=global.
 *
 * Each test uses an administrator of its own: a global logout of the seeded
 * administrator would also end the sessions of the specs running beside this one.
 */

const NOT_SAVED = 'Belum tersimpan — sesi berakhir';
const RESTORED = 'Perubahan yang belum tersimpan dipulihkan';

async function endSessionElsewhere(baseURL: string, user: TempAdmin) {
  const signIn = await fetch(`${baseURL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  expect(signIn.status).toBe(200);
  const { access_token } = (await signIn.json()) as { access_token: string };
  const logout = await fetch(`${baseURL}/auth/v1/logout?scope=global`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${access_token}` },
  });
  expect(logout.status).toBe(204);
}

/** Every toast title that ever appeared, even for a frame: a success toast replaced at once still counts. */
async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seenToasts: string[] }).seenToasts = seen;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[data-testid="toast"]')) {
        const text = el.textContent ?? '';
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

async function seenToasts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { seenToasts?: string[] }).seenToasts ?? []);
}

async function signInAgain(page: Page, user: TempAdmin) {
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.locator('input[name="email"]').fill(user.email);
  await page.locator('input[name="password"]').fill(user.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
}

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`save after the session ended (${label}, ${viewport.width} px)`, () => {
    test.use({ viewport });
    let user: TempAdmin | undefined;
    const cleanups: (() => PromiseLike<unknown>)[] = [];
    test.beforeEach(async ({ page, baseURL }) => {
      user = await createTempAdmin(baseURL!, 'simpan-sesi');
      await recordToasts(page);
      await loginViaUi(page, user.email, user.password);
      await expect(page).toHaveURL(/\/admin\/?$/);
    });
    test.afterEach(async ({ baseURL }) => {
      for (const c of cleanups.splice(0)) {
        try {
          await c();
        } catch {
          // Already gone.
        }
      }
      await deleteTempAdmin(baseURL!, user);
    });

    test('package: no success toast, nothing stored, the typed tagline back after sign-in, then saved', async ({
      page,
      baseURL,
    }) => {
      const db = serviceClient(baseURL!);
      const title = unique('Paket Sesi');
      const { data: pkg, error } = await db
        .from('packages')
        .insert({
          title,
          slug: `paket-sesi-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
          category: 'umroh',
          price_quad: 25_000_000,
          tagline: 'Tagline awal',
          // A draft: an active package without departures would first ask whether to publish it dateless.
          status: 'draft',
        })
        .select('id')
        .single();
      if (error) throw error;
      cleanups.push(() => db.from('packages').delete().eq('id', pkg.id));

      await page.goto(`/admin/packages/edit/${pkg.id}`);
      const tagline = page.getByLabel('Tagline');
      await expect(tagline).toHaveValue('Tagline awal');
      await tagline.clear();
      await tagline.pressSequentially('Tagline diketik saat sesi berakhir');
      await endSessionElsewhere(baseURL!, user!);

      await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
      await expect(toast(page, NOT_SAVED)).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/login$/);
      expect((await seenToasts(page)).filter((t) => /Paket Diperbarui|berhasil/.test(t))).toEqual([]);
      const before = await db.from('packages').select('tagline').eq('id', pkg.id).single();
      expect(before.data!.tagline).toBe('Tagline awal');

      await signInAgain(page, user!);
      await expect(page).toHaveURL(new RegExp(`/admin/packages/edit/${pkg.id}$`));
      await expect(page.getByText(RESTORED)).toBeVisible();
      await expect(page.getByLabel('Tagline')).toHaveValue('Tagline diketik saat sesi berakhir');
      await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
      await expect(toast(page, 'Paket Diperbarui')).toBeVisible();
      const after = await db.from('packages').select('tagline').eq('id', pkg.id).single();
      expect(after.data!.tagline).toBe('Tagline diketik saat sesi berakhir');

      // Saved: the draft is gone, the form opens with the stored row and no notice.
      await page.goto(`/admin/packages/edit/${pkg.id}`);
      await expect(page.getByLabel('Tagline')).toHaveValue('Tagline diketik saat sesi berakhir');
      await expect(page.getByText(RESTORED)).toHaveCount(0);
    });

    test('hotel: no success toast, nothing stored, the typed name back after sign-in, then saved', async ({
      page,
      baseURL,
    }) => {
      const db = serviceClient(baseURL!);
      const name = unique('Hotel Sesi');
      const { data: hotel, error } = await db
        .from('hotels')
        .insert({ name, city: 'makkah', stars: 4 })
        .select('id')
        .single();
      if (error) throw error;
      cleanups.push(() => db.from('hotels').delete().eq('id', hotel.id));

      await page.goto(`/admin/hotels/edit/${hotel.id}`);
      const field = page.getByLabel(/^Nama Hotel/);
      await expect(field).toHaveValue(name, { timeout: 20_000 });
      await field.press('End');
      await field.pressSequentially(' Baru');
      await endSessionElsewhere(baseURL!, user!);

      await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
      await expect(toast(page, NOT_SAVED)).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/login$/);
      expect((await seenToasts(page)).filter((t) => /Hotel Diperbarui|berhasil/.test(t))).toEqual([]);
      expect((await db.from('hotels').select('name').eq('id', hotel.id).single()).data!.name).toBe(name);

      await signInAgain(page, user!);
      await expect(page).toHaveURL(new RegExp(`/admin/hotels/edit/${hotel.id}$`));
      await expect(page.getByText(RESTORED)).toBeVisible();
      await expect(page.getByLabel(/^Nama Hotel/)).toHaveValue(`${name} Baru`);
      await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
      await expect(toast(page, 'Hotel Diperbarui')).toBeVisible();
      expect((await db.from('hotels').select('name').eq('id', hotel.id).single()).data!.name).toBe(`${name} Baru`);
    });

    test('new Keunggulan: no success toast, no row, the typed text back after sign-in, then added', async ({
      page,
      baseURL,
    }) => {
      const db = serviceClient(baseURL!);
      const title = unique('Keunggulan Sesi');
      cleanups.push(() => db.from('features').delete().eq('title', title));

      await page.goto('/admin/features');
      await page.getByRole('button', { name: 'Tambah Keunggulan' }).click();
      const form = page.getByRole('form', { name: 'Tambah Keunggulan' });
      await form.getByLabel(/^Judul/).pressSequentially(title);
      await form.getByLabel(/^Deskripsi/).pressSequentially('Diketik saat sesi berakhir');
      await endSessionElsewhere(baseURL!, user!);

      await form.getByRole('button', { name: 'Tambah', exact: true }).click();
      await expect(toast(page, NOT_SAVED)).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/login$/);
      expect((await seenToasts(page)).filter((t) => /Keunggulan Ditambahkan|berhasil/.test(t))).toEqual([]);
      expect((await db.from('features').select('id').eq('title', title)).data).toEqual([]);

      await signInAgain(page, user!);
      await expect(page).toHaveURL(/\/admin\/features$/);
      const restored = page.getByRole('form', { name: 'Tambah Keunggulan' });
      await expect(restored.getByText(RESTORED)).toBeVisible();
      await expect(restored.getByLabel(/^Judul/)).toHaveValue(title);
      await expect(restored.getByLabel(/^Deskripsi/)).toHaveValue('Diketik saat sesi berakhir');
      await restored.getByRole('button', { name: 'Tambah', exact: true }).click();
      await expect(toast(page, 'Keunggulan Ditambahkan')).toBeVisible();
      const { data } = await db.from('features').select('description').eq('title', title);
      expect(data).toEqual([{ description: 'Diketik saat sesi berakhir' }]);
    });
  });
}

test.describe('save while the server cannot be reached', () => {
  test('a package save that never reaches the server: no success toast, the form keeps the typing', async ({
    page,
    baseURL,
    loginAsAdmin,
  }) => {
    const db = serviceClient(baseURL!);
    const { data: pkg, error } = await db
      .from('packages')
      .insert({
        title: unique('Paket Putus'),
        slug: `paket-putus-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
        category: 'umroh',
        price_quad: 25_000_000,
        tagline: 'Tagline awal',
        status: 'draft',
      })
      .select('id')
      .single();
    if (error) throw error;
    try {
      await recordToasts(page);
      await loginAsAdmin(page, `/admin/packages/edit/${pkg.id}`);
      const tagline = page.getByLabel('Tagline');
      await expect(tagline).toHaveValue('Tagline awal');
      await tagline.clear();
      await tagline.pressSequentially('Tagline tanpa server');
      await page.route(/\/rest\/v1\/packages/, (route) =>
        route.request().method() === 'PATCH' ? route.abort('connectionrefused') : route.continue(),
      );
      await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
      await expect(toast(page, 'Gagal menyimpan paket')).toContainText('Tidak dapat terhubung ke server');
      expect((await seenToasts(page)).filter((t) => /Paket Diperbarui|berhasil/.test(t))).toEqual([]);
      await expect(page).toHaveURL(new RegExp(`/admin/packages/edit/${pkg.id}$`));
      await expect(tagline).toHaveValue('Tagline tanpa server');
      expect((await db.from('packages').select('tagline').eq('id', pkg.id).single()).data!.tagline).toBe(
        'Tagline awal',
      );
    } finally {
      await db.from('packages').delete().eq('id', pkg.id);
    }
  });
});
