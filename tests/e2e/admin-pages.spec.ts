import type { SupabaseClient } from '@supabase/supabase-js';
import { test, expect, ADMIN_EMAIL, ADMIN_PASSWORD } from './fixtures.ts';
import {
  ADMIN_SESSION_KEY,
  anonClient,
  createNonAdmin,
  createTempAdmin,
  deleteTempAdmin,
  loginViaUi,
  openAdminAs,
  pngFile,
  toast,
  turnOnSecondFactorElsewhere,
  withEmptyProduct,
} from './admin-helpers.ts';

/** Page content is seed data other specs read: every test puts the original document back. */
async function snapshot(admin: SupabaseClient, pageName: string) {
  const { data } = await admin.from('page_content').select('content').eq('page_name', pageName).single();
  return data!.content as Record<string, unknown>;
}

async function restore(admin: SupabaseClient, pageName: string, content: Record<string, unknown>) {
  await admin.from('page_content').update({ content }).eq('page_name', pageName);
}

test.describe('edit home', () => {
  test('hero with live preview, background from the gallery, stats; one save', async ({
    page,
    admin,
    loginAsAdmin,
  }) => {
    // The public site's own specs read the hero and site name, so those are previewed but not saved changed.
    const original = await snapshot(admin, 'home');
    const hero = original.hero as { title: string; backgroundImage: string };
    try {
      await loginAsAdmin(page, '/admin/edit-home');
      const title = page.getByLabel('Judul Hero', { exact: true });
      await expect(title).toHaveValue(hero.title);
      await title.fill('Judul Hero Uji Pratinjau');
      await expect(page.getByRole('img', { name: 'Pratinjau hero' })).toContainText('Judul Hero Uji Pratinjau');
      await title.fill(hero.title);

      await page.getByRole('button', { name: 'Pilih dari Galeri' }).click();
      await page.getByRole('option', { name: 'Pilih package-haji.webp' }).click();
      await expect(page.getByRole('listbox', { name: 'Galeri media' })).toHaveCount(0);
      await expect(page.getByLabel('Gambar Latar Hero', { exact: true })).toHaveValue(
        '/storage/v1/object/public/images/seed/package-haji.webp',
      );
      await expect(page.getByRole('img', { name: 'Pratinjau hero' })).toHaveAttribute('style', /package-haji\.webp/);
      await page.getByRole('button', { name: 'Pilih dari Galeri' }).click();
      await page.getByRole('option', { name: 'Pilih hero.webp' }).click();
      await expect(page.getByLabel('Gambar Latar Hero', { exact: true })).toHaveValue(hero.backgroundImage);

      await page.getByLabel('Judul Sekilas Tentang').fill('Sekilas Uji');
      await page.getByLabel('Label Statistik 3').fill('Label Uji');
      await expect(page.getByRole('button', { name: 'Simpan Perubahan' })).toHaveCount(1);
      await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
      await expect(toast(page, 'Homepage Diperbarui')).toBeVisible();

      const saved = await snapshot(admin, 'home');
      expect(saved.hero).toEqual(original.hero);
      expect((saved.about as { title: string }).title).toBe('Sekilas Uji');
      expect((saved.stats as unknown[])[2]).toEqual({ ...(original.stats as object[])[2], label: 'Label Uji' });
      expect(saved.stats as unknown[]).toHaveLength(3);
      await expect(page.getByText(/^Terakhir diperbarui /)).toBeVisible();
    } finally {
      await restore(admin, 'home', original);
    }
  });

  test('a background can be uploaded; it gets an absolute public URL', async ({ page, admin, loginAsAdmin }) => {
    await loginAsAdmin(page, '/admin/edit-home');
    await expect(page.getByLabel('Judul Hero', { exact: true })).toBeVisible();
    const name = `latar-${Date.now().toString(36)}.png`;
    await page.locator('input[type="file"][aria-label="Upload Gambar Latar Hero"]').setInputFiles(pngFile(name));
    await expect(page.getByLabel('Gambar Latar Hero', { exact: true })).toHaveValue(
      /^https?:\/\/[^/]+\/storage\/v1\/object\/public\/images\/uploads\/\d+-[a-z0-9]+\.png$/,
    );
    const { data } = await admin.from('media').select('id, file_path').eq('original_name', name).single();
    expect(data).toBeTruthy();
    await admin.storage.from('images').remove([data!.file_path]);
    await admin.from('media').delete().eq('id', data!.id);
  });

  test('an unreachable API: a clear message and nothing typed is lost', async ({ page, loginAsAdmin }) => {
    await loginAsAdmin(page, '/admin/edit-home');
    await page.getByLabel('Subjudul Hero').fill('Teks yang tidak boleh hilang');
    await page.route('**/rest/v1/**', (route) => route.abort());
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expect(toast(page, 'Gagal menyimpan konten homepage')).toContainText('Tidak dapat terhubung ke server');
    await expect(page.getByLabel('Subjudul Hero')).toHaveValue('Teks yang tidak boleh hilang');
  });
});

test.describe('edit about and contact', () => {
  test('about: vision, mission and certifications one per line', async ({ page, admin, loginAsAdmin }) => {
    const original = await snapshot(admin, 'about');
    try {
      await loginAsAdmin(page, '/admin/edit-about');
      await expect(page.getByLabel('Visi', { exact: true })).toHaveValue(original.vision as string);
      await page.getByLabel('Misi', { exact: true }).fill('Misi satu\nMisi dua');
      await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
      await expect(toast(page, 'Halaman Tentang Diperbarui')).toBeVisible();
      expect((await snapshot(admin, 'about')).mission).toBe('Misi satu\nMisi dua');
    } finally {
      await restore(admin, 'about', original);
    }
  });

  test('contact: all fields; an unrecognised map code is refused', async ({ page, admin, loginAsAdmin }) => {
    const original = await snapshot(admin, 'contact');
    try {
      await loginAsAdmin(page, '/admin/edit-contact');
      for (const label of [
        'Alamat',
        // WhatsApp, main phone and main e-mail are Pengaturan's, shown here read-only.
        'Telepon Utama',
        'Telepon 2',
        'WhatsApp',
        'Email Utama',
        'Email Booking',
        'Jam Operasional',
        'Peta Google Maps (opsional)',
      ]) {
        await expect(page.getByLabel(label, { exact: true })).toBeVisible();
      }
      const map = page.getByLabel('Peta Google Maps (opsional)');
      await map.fill('<script>alert(1)</script>');
      await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
      await expect(map).toHaveAccessibleDescription(/^Bukan tautan atau kode peta Google Maps/);
      await map.fill(original.googleMapsEmbed as string);
      await expect(map).not.toHaveAccessibleDescription(/^Bukan tautan/);
      await page.getByLabel('Telepon 2').fill('+62 811-0000-1111');
      await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
      await expect(toast(page, 'Kontak Diperbarui')).toBeVisible();
      expect((await snapshot(admin, 'contact')).phone2).toBe('+62 811-0000-1111');
    } finally {
      await restore(admin, 'contact', original);
    }
  });

  test('a page without a row is inserted (update-or-insert)', async ({ page }) => {
    // A product of its own without the seed: there really is no contact row yet.
    await withEmptyProduct(async (url) => {
      const rows = async () =>
        (await anonClient(url).from('page_content').select('id, content').eq('page_name', 'contact')).data as {
          id: string;
          content: { address: string; phone2: string };
        }[];
      const writes: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/rest/v1/page_content') && ['POST', 'PATCH'].includes(r.method()))
          writes.push(r.method());
      });
      expect(await rows()).toEqual([]);

      await openAdminAs(page, url, ADMIN_EMAIL, ADMIN_PASSWORD, '/admin/edit-contact');
      await expect(page.getByText('Belum pernah disimpan')).toBeVisible();
      await page.getByLabel('Alamat', { exact: true }).fill('Jl. Uji Pertama No. 1');
      await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
      await expect(toast(page, 'Kontak Diperbarui')).toBeVisible();
      await expect(page.getByText(/^Terakhir diperbarui /)).toBeVisible();
      const inserted = await rows();
      expect(inserted).toHaveLength(1);
      expect(inserted[0].content.address).toBe('Jl. Uji Pertama No. 1');

      // The row exists now: the next save updates it in place.
      await page.getByLabel('Telepon 2').fill('+62 811-2222-3333');
      await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
      await expect(toast(page, 'Kontak Diperbarui')).toHaveCount(2);
      await expect.poll(async () => (await rows())[0]?.content.phone2).toBe('+62 811-2222-3333');
      const updated = await rows();
      expect(updated).toHaveLength(1);
      expect(updated[0].id).toBe(inserted[0].id);
      expect(updated[0].content.address).toBe('Jl. Uji Pertama No. 1');
      expect(writes).toEqual(['POST', 'PATCH']);
    });
  });
});

test.describe('settings', () => {
  test('site identity, logo from the gallery, contact and social links', async ({ page, admin, loginAsAdmin }) => {
    const original = await snapshot(admin, 'site-settings');
    try {
      await loginAsAdmin(page, '/admin/settings');
      for (const label of [
        'Nama Situs',
        'Deskripsi Situs',
        'Logo',
        'Favicon',
        'Telepon',
        'Email',
        'Nomor WhatsApp',
        'Facebook',
        'Instagram',
        'YouTube',
        'TikTok',
      ]) {
        await expect(page.getByLabel(label, { exact: true })).toBeVisible();
      }
      // The office address is edited once, on Edit Kontak beside its map.
      await expect(page.getByLabel('Alamat', { exact: true })).toHaveCount(0);
      await expect(page.getByLabel('Nama Situs', { exact: true })).toHaveValue(original.siteName as string);
      const identity = page.getByRole('region', { name: 'Identitas Situs' });
      await identity.getByRole('button', { name: 'Pilih dari Galeri' }).first().click();
      await identity.getByRole('option', { name: 'Pilih hero.webp' }).click();
      await expect(page.getByLabel('Logo', { exact: true })).toHaveValue(
        '/storage/v1/object/public/images/seed/hero.webp',
      );
      await expect(page.getByRole('img', { name: 'Pratinjau Logo' })).toBeVisible();
      // the public site's specs read the header, so the logo is previewed but not saved
      await page.getByLabel('Logo', { exact: true }).fill(original.logo as string);
      await page.getByLabel('TikTok').fill('https://www.tiktok.com/@ujiadmin');
      // The licences are edited on "Legalitas & Rekening" (journey-legal.spec.ts), not here.
      await expect(page.getByLabel('Nomor Izin PPIU (Umroh)')).toHaveCount(0);
      await page.getByRole('button', { name: 'Simpan Pengaturan' }).click();
      await expect(toast(page, 'Pengaturan Disimpan')).toBeVisible();
      const saved = await snapshot(admin, 'site-settings');
      expect(saved.siteName).toBe(original.siteName);
      expect((saved.socialMedia as Record<string, string>).tiktok).toBe('https://www.tiktok.com/@ujiadmin');
      expect((saved.socialMedia as Record<string, string>).facebook).toBe(
        (original.socialMedia as Record<string, string>).facebook,
      );
    } finally {
      await restore(admin, 'site-settings', original);
    }
  });

  test("a save after a second factor was turned on elsewhere: 'Belum tersimpan — sesi berakhir', the typing kept", async ({
    page,
    admin,
    baseURL,
  }) => {
    // The screen was opened by an administrator whose session then ended: turning on a second factor
    // from another device ends the password-only (aal1) sessions, so the server refuses the save
    // (public.is_admin(), 42501) and no longer knows the session (GET /auth/v1/user: 403).
    const user = await createTempAdmin(baseURL!, 'sesi-lama');
    try {
      const before = (
        await admin.from('page_content').select('content, updated_at').eq('page_name', 'site-settings').single()
      ).data!;
      await openAdminAs(page, baseURL!, user.email, user.password, '/admin/settings');
      await expect(page.getByLabel('Nama Situs', { exact: true })).toHaveValue(
        (before.content as { siteName: string }).siteName,
      );
      await turnOnSecondFactorElsewhere(baseURL!, user);

      await page.getByLabel('Nama Situs', { exact: true }).fill('Tidak akan tersimpan');
      await page.getByRole('button', { name: 'Simpan Pengaturan' }).click();
      // In Indonesian, never "permission denied: …", and never a success.
      await expect(toast(page, 'Belum tersimpan — sesi berakhir')).toBeVisible();
      await expect(page.getByTestId('toast').filter({ hasText: 'permission denied' })).toHaveCount(0);
      await expect(toast(page, 'Pengaturan Disimpan')).toHaveCount(0);
      await expect(page).toHaveURL(/\/admin\/login$/);
      // Kept for after the next sign-in (which this account now makes with its authenticator).
      const kept = await page.evaluate(() => sessionStorage.getItem('admin_draft:page_content:site-settings'));
      expect(kept).toContain('Tidak akan tersimpan');
      const after = (
        await admin.from('page_content').select('content, updated_at').eq('page_name', 'site-settings').single()
      ).data!;
      expect(after).toEqual(before);
    } finally {
      await deleteTempAdmin(baseURL!, user);
    }
  });

  test('a signed-in non-administrator never reaches the settings, and the server refuses their save', async ({
    page,
    admin,
    baseURL,
  }) => {
    const user = await createNonAdmin(baseURL!, 'bukan-admin');
    try {
      // Through the login page: the password is right, but the account is refused and not kept signed in.
      await loginViaUi(page, user.email, user.password);
      await expect(toast(page, 'Akun ini bukan administrator.')).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/login$/);
      expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
      expect(await page.evaluate((k) => localStorage.getItem(k), ADMIN_SESSION_KEY(baseURL!))).toBeNull();

      // With their session and the marker placed by hand, the guard asks the server and sends them back.
      await openAdminAs(page, baseURL!, user.email, user.password, '/admin/settings');
      await expect(toast(page, 'Sesi berakhir, silakan login kembali')).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/login$/);
      await expect(page.getByLabel('Nama Situs', { exact: true })).toHaveCount(0);

      // And the server, not only the screen, says no to the same save.
      const before = (
        await admin.from('page_content').select('id, content, updated_at').eq('page_name', 'site-settings').single()
      ).data!;
      const c = anonClient(baseURL!);
      await c.auth.signInWithPassword({ email: user.email, password: user.password });
      const { error } = await c
        .from('page_content')
        .update({ content: { ...before.content, siteName: 'Tidak akan tersimpan' } })
        .eq('id', before.id)
        .select()
        .single();
      expect(error?.code).toBe('42501');
      expect(error?.message).toContain('permission denied');
      const after = (
        await admin.from('page_content').select('id, content, updated_at').eq('page_name', 'site-settings').single()
      ).data!;
      expect(after).toEqual(before);
    } finally {
      await deleteTempAdmin(baseURL!, user);
    }
  });
});
