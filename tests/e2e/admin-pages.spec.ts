import type { SupabaseClient } from '@supabase/supabase-js';
import { test, expect } from './fixtures.ts';
import { pngFile, toast } from './admin-helpers.ts';

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

  test('contact: all fields; an unrecognised map code is flagged', async ({ page, admin, loginAsAdmin }) => {
    const original = await snapshot(admin, 'contact');
    try {
      await loginAsAdmin(page, '/admin/edit-contact');
      for (const label of [
        'Alamat',
        'Telepon 1',
        'Telepon 2',
        'WhatsApp',
        'Email Utama',
        'Email Booking',
        'Jam Operasional',
        'Kode Embed Google Maps (opsional)',
      ]) {
        await expect(page.getByLabel(label, { exact: true })).toBeVisible();
      }
      await page.getByLabel('Kode Embed Google Maps (opsional)').fill('<script>alert(1)</script>');
      await expect(page.getByText('Kode embed tidak dikenali')).toBeVisible();
      await page.getByLabel('Kode Embed Google Maps (opsional)').fill(original.googleMapsEmbed as string);
      await expect(page.getByText('Kode embed tidak dikenali')).toHaveCount(0);
      await page.getByLabel('Telepon 2').fill('+62 811-0000-1111');
      await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
      await expect(toast(page, 'Kontak Diperbarui')).toBeVisible();
      expect((await snapshot(admin, 'contact')).phone2).toBe('+62 811-0000-1111');
    } finally {
      await restore(admin, 'contact', original);
    }
  });

  test('a page without a row is inserted (update-or-insert)', async ({ page, loginAsAdmin }) => {
    // Pretend the contact row does not exist: the admin must then insert, which the unique page_name refuses.
    await page.route('**/rest/v1/page_content?select=id&page_name=eq.contact', (route) => route.fulfill({ json: [] }));
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/rest/v1/page_content')) posts.push(r.url());
    });
    await loginAsAdmin(page, '/admin/edit-contact');
    await expect(page.getByLabel('Alamat', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expect(toast(page, 'Gagal menyimpan informasi kontak')).toBeVisible();
    expect(posts).toHaveLength(1);
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
        'Alamat',
        'Facebook',
        'Instagram',
        'YouTube',
        'TikTok',
      ]) {
        await expect(page.getByLabel(label, { exact: true })).toBeVisible();
      }
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

  test("a refused save shows 'Gagal menyimpan pengaturan' with the reason", async ({ page, loginAsAdmin }) => {
    await page.route('**/rest/v1/page_content?id=eq.*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 403,
            json: {
              code: '42501',
              message: 'permission denied: only the administrator may update page_content',
              details: null,
              hint: null,
            },
          })
        : route.continue(),
    );
    await loginAsAdmin(page, '/admin/settings');
    await page.getByLabel('Nama Situs', { exact: true }).fill('Tidak akan tersimpan');
    await page.getByRole('button', { name: 'Simpan Pengaturan' }).click();
    await expect(toast(page, 'Gagal menyimpan pengaturan')).toContainText('permission denied');
    await expect(page.getByLabel('Nama Situs', { exact: true })).toHaveValue('Tidak akan tersimpan');
  });
});
