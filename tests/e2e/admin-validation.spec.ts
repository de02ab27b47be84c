import { test, expect } from './fixtures.ts';
import { toast } from './admin-helpers.ts';
import type { Locator, Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';

// Nothing typed is silently changed, and every refusal sits beside its field.

async function expectInvalid(field: Locator, message: RegExp | string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const describedBy = await field.getAttribute('aria-describedby');
  expect(describedBy).toBeTruthy();
  await expect(field.page().locator(`[id="${describedBy}"]`)).toContainText(message);
}

async function pageContent(admin: import('@supabase/supabase-js').SupabaseClient, name: string) {
  return (await admin.from('page_content').select('content, updated_at').eq('page_name', name).single()).data!;
}

test.describe('field-level validation', () => {
  test('Edit Beranda refuses an empty hero title and a non-URL image, focused and marked', async ({
    page,
    admin,
    loginAsAdmin,
  }) => {
    const before = await pageContent(admin, 'home');
    await loginAsAdmin(page, '/admin/edit-home');
    const title = page.getByRole('textbox', { name: 'Judul Hero', exact: true });
    await title.fill('');
    await page.getByRole('textbox', { name: 'Gambar Latar Hero' }).fill('bukan url');
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expect(toast(page, 'Gagal menyimpan konten homepage')).toBeVisible();
    await expectInvalid(title, 'Wajib diisi');
    await expectInvalid(page.getByRole('textbox', { name: 'Gambar Latar Hero' }), /http/);
    await expect(title).toBeFocused();
    expect((await pageContent(admin, 'home')).updated_at).toBe(before.updated_at);
    // The mark follows the typing.
    await title.fill('Judul baru');
    await expect(title).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('Pengaturan refuses an empty site name, WhatsApp "abc" and e-mail "bukan-email"', async ({
    page,
    admin,
    loginAsAdmin,
  }) => {
    const before = await pageContent(admin, 'site-settings');
    await loginAsAdmin(page, '/admin/settings');
    const name = page.getByLabel('Nama Situs');
    await name.fill('');
    await page.getByLabel('Nomor WhatsApp').fill('abc');
    await page.getByLabel('Email', { exact: true }).fill('bukan-email');
    await page.getByLabel('Instagram').fill('instagram.com/x');
    await page.getByRole('button', { name: 'Simpan Pengaturan' }).click();
    await expect(toast(page, 'Gagal menyimpan pengaturan')).toBeVisible();
    await expectInvalid(name, 'Wajib diisi');
    await expectInvalid(page.getByLabel('Nomor WhatsApp'), /nomor WhatsApp/i);
    await expectInvalid(page.getByLabel('Email', { exact: true }), /email yang valid/);
    await expectInvalid(page.getByLabel('Instagram'), /https?:\/\//);
    await expect(name).toBeFocused();
    expect((await pageContent(admin, 'site-settings')).updated_at).toBe(before.updated_at);
  });

  test('a WhatsApp number is normalised and shown back formatted', async ({ page, loginAsAdmin }) => {
    await loginAsAdmin(page, '/admin/settings');
    const wa = page.getByLabel('Nomor WhatsApp');
    await wa.fill('0812 3456 7890');
    await wa.blur();
    await expect(wa).toHaveValue('+62 812-3456-7890');
  });

  test('Edit Kontak refuses a bad booking e-mail beside the field', async ({ page, loginAsAdmin }) => {
    await loginAsAdmin(page, '/admin/edit-contact');
    await page.getByLabel('Email Booking').fill('bukan-email');
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expect(toast(page, 'Gagal menyimpan informasi kontak')).toBeVisible();
    await expectInvalid(page.getByLabel('Email Booking'), /email yang valid/);
  });

  test('features and testimonials mark their required fields', async ({ page, loginAsAdmin }) => {
    await loginAsAdmin(page, '/admin/features');
    await page
      .getByRole('button', { name: /Tambah Keunggulan/ })
      .first()
      .click();
    const form = page.getByRole('form', { name: 'Tambah Keunggulan' });
    await form.getByRole('button', { name: 'Tambah' }).click();
    await expectInvalid(form.getByLabel('Judul'), 'Wajib diisi');
    await expectInvalid(form.getByLabel('Deskripsi'), 'Wajib diisi');
    await expect(form.getByLabel('Judul')).toBeFocused();
  });
});

const VALIDATION_TITLE = 'Paket Validasi';

async function openNewPackage(page: Page) {
  await page.getByLabel('Judul Paket').fill(VALIDATION_TITLE);
}

// Counted by this form's title: the other worker's specs add packages of their own meanwhile.
async function validationPackages(admin: SupabaseClient) {
  return (await admin.from('packages').select('id', { count: 'exact', head: true }).eq('title', VALIDATION_TITLE))
    .count;
}

test.describe('prices and payment terms', () => {
  for (const [label, typed, message] of [
    ['Harga Quad', '29,5 juta', /rupiah/],
    ['Harga Quad', '-25000000', /negatif/],
    ['Harga Triple', '29,5', /,00/],
    ['Harga Double', '10.000.000.001', /maksimal/i],
    ['Pelunasan (H-berapa)', '-10', /negatif/],
  ] as const) {
    test(`${label} = "${typed}" is refused beside the field, nothing saved`, async ({ page, admin, loginAsAdmin }) => {
      const before = await validationPackages(admin);
      await loginAsAdmin(page, '/admin/packages/new');
      await openNewPackage(page);
      if (label !== 'Harga Quad') await page.getByLabel('Harga Quad').fill('25000000');
      await page.getByLabel(label).fill(typed);
      await page.getByRole('button', { name: 'Simpan Paket' }).click();
      await expect(toast(page, 'Gagal menyimpan paket')).toBeVisible();
      await expectInvalid(page.getByLabel(label), message);
      await expect(page.getByLabel(label)).toBeFocused();
      await expect(page.getByLabel(label)).toHaveValue(typed); // as typed, never rewritten
      expect(await validationPackages(admin)).toBe(before);
    });
  }

  test('Rp 27.500.000,00 is stored as 27,500,000 and shown grouped as typed', async ({ page, admin, loginAsAdmin }) => {
    const title = `Paket Harga ${Date.now().toString(36)}`;
    await loginAsAdmin(page, '/admin/packages/new');
    await page.getByLabel('Judul Paket').fill(title);
    const quad = page.getByLabel('Harga Quad');
    await quad.fill('27500000');
    await expect(quad).toHaveValue('27.500.000');
    await quad.fill('Rp 27.500.000,00');
    await quad.blur();
    await expect(quad).toHaveValue('27.500.000');
    await page.getByRole('button', { name: 'Simpan Paket' }).click();
    await page.getByRole('button', { name: 'Simpan tetap' }).click();
    await expect(toast(page, 'Paket Ditambahkan')).toBeVisible();
    const { data } = await admin.from('packages').select('id, price_quad').eq('title', title).single();
    expect(data).toMatchObject({ price_quad: 27_500_000 });
    await admin.from('packages').delete().eq('id', data!.id);
  });
});
