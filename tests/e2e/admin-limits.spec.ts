import { test, expect, unique } from './fixtures.ts';
import { toast } from './admin-helpers.ts';
import type { SupabaseClient } from '@supabase/supabase-js';

// The schema's length limits reach the owner as a counter under the input and a refusal beside it,
// typed key by key; a refusal from the server lands on its field and tab, never as a constraint code.

const created: string[] = [];

test.afterAll(async ({ admin }) => {
  for (const id of created) await admin.from('packages').delete().eq('id', id);
});

async function ownPackage(admin: SupabaseClient) {
  const { data, error } = await admin
    .from('packages')
    .insert({
      title: unique('Paket Uji Batas'),
      slug: `paket-uji-batas-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
      category: 'umroh',
      price_quad: 21_000_000,
      status: 'draft',
    })
    .select()
    .single();
  if (error) throw error;
  created.push(data.id);
  return data as { id: string; title: string; slug: string; duration: string };
}

test('Edit Beranda at 390 px: a hero title over 120 characters is counted, refused beside the field and kept whole', async ({
  page,
  admin,
  loginAsAdmin,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const before = (await admin.from('page_content').select('updated_at').eq('page_name', 'home').single()).data!;
  await loginAsAdmin(page, '/admin/edit-home');
  const title = page.getByRole('textbox', { name: 'Judul Hero', exact: true });
  await title.fill('');
  await expect(title).toHaveAccessibleDescription('0/120');
  const typed = 'Umroh Ramadhan 1448 H '.repeat(6).slice(0, 121);
  await title.pressSequentially(typed);
  await expect(title).toHaveValue(typed);
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(title).toHaveAccessibleDescription('Paling banyak 120 karakter (sekarang 121)');

  await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await expect(toast(page, 'Gagal menyimpan konten homepage')).toBeVisible();
  await expect(title).toBeFocused();
  await expect(title).toHaveValue(typed);
  await expect(page.getByText(/Kode:/)).toHaveCount(0);
  expect((await admin.from('page_content').select('updated_at').eq('page_name', 'home').single()).data).toEqual(before);

  // One character less fits: the mark goes, the counter comes back.
  await title.press('End');
  await title.press('Backspace');
  await expect(title).not.toHaveAttribute('aria-invalid', 'true');
  await expect(title).toHaveAccessibleDescription('120/120');
});

test('a package field over its limit on another tab: the save opens that tab, marks it and explains beside the field', async ({
  page,
  admin,
  loginAsAdmin,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const pkg = await ownPackage(admin);
  await loginAsAdmin(page, `/admin/packages/edit/${pkg.id}`);
  const duration = page.getByLabel('Durasi');
  await duration.fill('');
  const typed = `${'12 hari 11 malam, '.repeat(6).slice(0, 100)}H`;
  await duration.pressSequentially(typed);
  await expect(duration).toHaveAccessibleDescription('Paling banyak 100 karakter (sekarang 101)');

  await page.getByRole('tab', { name: 'Galeri' }).click();
  await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await expect(toast(page, 'Gagal menyimpan paket')).toBeVisible();
  const basic = page.getByRole('tab', { name: /Informasi Dasar/ });
  await expect(basic).toHaveAttribute('aria-selected', 'true');
  await expect(basic).toHaveAccessibleName(/Ada isian yang perlu diperbaiki/);
  await expect(duration).toBeFocused();
  await expect(duration).toHaveValue(typed);
  await expect(duration).toHaveAccessibleDescription('Paling banyak 100 karakter (sekarang 101)');
  await expect(page.getByText(/Kode:/)).toHaveCount(0);
  expect((await admin.from('packages').select('duration').eq('id', pkg.id).single()).data).toEqual({ duration: '' });
});

test('a slug another package uses is refused by the server on the Slug field, its tab opened', async ({
  page,
  admin,
  loginAsAdmin,
}) => {
  const [pkg, other] = [await ownPackage(admin), await ownPackage(admin)];
  await loginAsAdmin(page, `/admin/packages/edit/${pkg.id}`);
  const slug = page.getByLabel('Slug (alamat halaman)');
  await slug.fill('');
  await slug.pressSequentially(other.slug);
  await page.getByRole('tab', { name: 'Itinerary' }).click();
  await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await expect(toast(page, 'Gagal menyimpan paket')).toBeVisible();
  const basic = page.getByRole('tab', { name: /Informasi Dasar/ });
  await expect(basic).toHaveAttribute('aria-selected', 'true');
  await expect(basic).toHaveAccessibleName(/Ada isian yang perlu diperbaiki/);
  await expect(slug).toHaveAttribute('aria-invalid', 'true');
  await expect(slug).toHaveAccessibleDescription('Slug sudah dipakai paket lain');
  await expect(slug).toHaveValue(other.slug);
  await expect(page.getByText(/Kode:/)).toHaveCount(0);
  expect((await admin.from('packages').select('slug').eq('id', pkg.id).single()).data).toEqual({ slug: pkg.slug });
  // A free slug, typed on after the refused one, saves.
  await slug.pressSequentially('-baru');
  await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await expect(toast(page, 'Paket Diperbarui')).toBeVisible();
  expect((await admin.from('packages').select('slug').eq('id', pkg.id).single()).data).toEqual({
    slug: `${other.slug}-baru`,
  });
});

test('an FAQ question over 300 characters is counted and refused, not cut', async ({ page, loginAsAdmin }) => {
  await loginAsAdmin(page, '/admin/faqs');
  await page.getByRole('button', { name: 'Tambah FAQ' }).click();
  const form = page.getByRole('form', { name: 'Tambah FAQ' });
  const question = form.getByLabel(/^Pertanyaan/);
  const typed = 'Apakah paket ini termasuk perlengkapan umroh? '.repeat(7).slice(0, 301);
  await question.pressSequentially(typed);
  await expect(question).toHaveValue(typed);
  await expect(question).toHaveAccessibleDescription('Paling banyak 300 karakter (sekarang 301)');
  await form.getByLabel(/^Jawaban/).pressSequentially('Ya.');
  await expect(form.getByLabel(/^Jawaban/)).toHaveAccessibleDescription('3/3.000');
  await form.getByRole('button', { name: 'Tambah', exact: true }).click();
  await expect(toast(page, 'Gagal menyimpan faq')).toBeVisible();
  await expect(question).toHaveValue(typed);
  await expect(question).toHaveAttribute('aria-invalid', 'true');
});
