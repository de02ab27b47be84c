import { test, expect, unique, uniqueWhatsapp } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { createTempAdmin, deleteTempAdmin, openAdminAs, serviceClient, type TempAdmin } from './admin-helpers.ts';

// Typing is never thrown away by a click that leaves: Logout and "Kembali" ask first, in Indonesian, and
// "Tetap di sini" keeps every typed character.

async function seedPackage(admin: import('@supabase/supabase-js').SupabaseClient) {
  const { data, error } = await admin
    .from('packages')
    .insert({
      title: unique('Paket Logout'),
      slug: `paket-logout-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
      category: 'umroh',
      price_quad: 25_000_000,
      status: 'draft',
      tagline: 'Awal',
    })
    .select('id')
    .single();
  if (error) throw error;
  return data.id as string;
}

async function clickLogout(page: Page, phone: boolean) {
  if (phone) await page.getByRole('button', { name: 'Buka/tutup menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
}

let user: TempAdmin | undefined;
test.afterEach(async ({ baseURL }) => deleteTempAdmin(baseURL!, user));

for (const [label, viewport] of [
  ['1280 px', { width: 1280, height: 800 }],
  ['390 px phone', { width: 390, height: 844 }],
] as const) {
  test(`Logout with typing in the package form asks first; "Tetap di sini" keeps it (${label})`, async ({
    page,
    baseURL,
  }) => {
    // Logout ends the administrator's sessions on the server: a throw-away administrator keeps other specs signed in.
    user = await createTempAdmin(baseURL!, 'ketik-keluar');
    const admin = serviceClient(baseURL!);
    await page.setViewportSize(viewport);
    const id = await seedPackage(admin);
    await openAdminAs(page, baseURL!, user.email, user.password, `/admin/packages/edit/${id}`);
    const tagline = page.getByLabel('Tagline');
    await expect(tagline).toHaveValue('Awal');
    await tagline.press('End');
    await tagline.pressSequentially(' dan baru diketik');

    await clickLogout(page, viewport.width < 768);
    const ask = page.getByRole('dialog', { name: 'Perubahan belum disimpan' });
    await expect(ask).toContainText('Perubahan belum disimpan');
    await ask.getByRole('button', { name: 'Tetap di sini' }).click();
    await expect(ask).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/admin/packages/edit/${id}`));
    if (viewport.width < 768) await page.keyboard.press('Escape');
    await expect(tagline).toHaveValue('Awal dan baru diketik');

    // Leaving knowingly signs out and asks nothing more.
    await clickLogout(page, viewport.width < 768);
    await page
      .getByRole('dialog', { name: 'Perubahan belum disimpan' })
      .getByRole('button', { name: 'Keluar' })
      .click();
    await expect(page).toHaveURL(/\/admin\/login/);
    await expect(page.getByRole('dialog', { name: 'Perubahan belum disimpan' })).toHaveCount(0);
    await admin.from('packages').delete().eq('id', id);
  });
}

test('"Kembali" in an inquiry with typed notes asks first; "Tetap di sini" keeps the notes', async ({
  page,
  anon,
  admin,
  loginAsAdmin,
}) => {
  const name = unique('Prospek Kembali');
  const wa = uniqueWhatsapp();
  const { error } = await anon.rpc('submit_inquiry', {
    name,
    whatsapp: wa.typed,
    pax: 2,
    message: '',
    consent: true,
    source_path: '/kontak',
  });
  expect(error).toBeNull();
  const { data: row } = await admin.from('inquiries').select('id').eq('name', name).single();

  await loginAsAdmin(page, `/admin/inquiries/edit/${row!.id}`);
  const notes = page.getByLabel('Catatan', { exact: true });
  await notes.pressSequentially('Sudah ditelepon, minta brosur');
  // The notes' limit is shown as they are typed (29 of 2,000 characters).
  await expect(notes).toHaveAccessibleDescription('29/2.000');
  await page.getByRole('link', { name: 'Kembali' }).click();
  const ask = page.getByRole('dialog', { name: 'Perubahan belum disimpan' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Tetap di sini' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/inquiries/edit/${row!.id}`));
  await expect(notes).toHaveValue('Sudah ditelepon, minta brosur');

  await page.getByRole('link', { name: 'Kembali' }).click();
  await page
    .getByRole('dialog', { name: 'Perubahan belum disimpan' })
    .getByRole('button', { name: 'Tinggalkan' })
    .click();
  await expect(page).toHaveURL(/\/admin\/inquiries$/);
  await admin.from('inquiries').delete().eq('whatsapp', wa.stored);
});
