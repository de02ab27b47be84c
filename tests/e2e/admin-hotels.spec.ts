import type { SupabaseClient } from '@supabase/supabase-js';
import { test, expect, unique } from './fixtures.ts';
import { toast } from './admin-helpers.ts';

// The hotel library, a package's hotels with nights, and a hotel in use that cannot be deleted.
const packages: string[] = [];
const hotels: string[] = [];

test.afterAll(async ({ admin }) => {
  for (const id of packages) await admin.from('packages').delete().eq('id', id);
  for (const name of hotels) await admin.from('hotels').delete().eq('name', name);
});

async function ownPackage(admin: SupabaseClient) {
  const title = unique('Paket Hotel Uji');
  const { data, error } = await admin
    .from('packages')
    .insert({
      title,
      slug: `paket-hotel-uji-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
      category: 'umroh',
      price_quad: 25_000_000,
      status: 'draft',
    })
    .select('id, title')
    .single();
  if (error) throw error;
  packages.push(data.id as string);
  return data as { id: string; title: string };
}

test('create a hotel (stars 6 refused), attach it with nights, deleting it is refused naming the package, detach then delete', async ({
  page,
  admin,
  loginAsAdmin,
}) => {
  const name = unique('Hotel Uji Makkah');
  hotels.push(name);
  const pkg = await ownPackage(admin);

  await loginAsAdmin(page, '/admin/hotels');
  await expect(page.getByRole('heading', { level: 1, name: 'Hotel' })).toBeVisible();
  await page.getByRole('link', { name: 'Tambah Hotel' }).click();
  await expect(page).toHaveURL(/\/admin\/hotels\/create$/);
  await page.getByLabel(/^Nama Hotel/).fill(name);
  await page.getByLabel(/^Kota/).selectOption({ label: 'Makkah' });
  const stars = page.getByLabel(/^Bintang/);
  await stars.fill('6');
  await page.getByLabel('Jarak ke Masjid (meter)').fill('350');
  await page.getByRole('button', { name: 'Simpan Hotel' }).click();
  await expect(toast(page, 'Gagal menyimpan hotel')).toBeVisible();
  await expect(stars).toHaveAttribute('aria-invalid', 'true');
  await expect(stars).toHaveAccessibleDescription('Bintang hotel 1 sampai 5');
  await expect(stars).toBeFocused();
  expect((await admin.from('hotels').select('id').eq('name', name)).data).toEqual([]);

  await stars.fill('4');
  await page.getByRole('button', { name: 'Simpan Hotel' }).click();
  await expect(toast(page, 'Hotel Ditambahkan')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/hotels$/);
  const card = page.getByRole('article', { name, exact: true });
  await expect(card).toContainText('Makkah');
  await expect(card).toContainText('± 350 m dari Masjidil Haram');
  await expect(card).toContainText('4 bintang');
  const { data: hotel } = await admin.from('hotels').select('id, city, stars, distance_m').eq('name', name).single();
  expect(hotel).toMatchObject({ city: 'makkah', stars: 4, distance_m: 350 });

  // Attach it to a package with 5 nights.
  await page.goto(`/admin/packages/edit/${pkg.id}`);
  await page.getByRole('tab', { name: 'Hotel & Penerbangan' }).click();
  await page.getByRole('button', { name: 'Tambah Hotel' }).click();
  const row = page.getByTestId('package-hotel-row').first();
  await row.getByLabel('Hotel', { exact: true }).selectOption({ label: `${name} (Makkah, 4★)` });
  await row.getByLabel(/^Malam/).fill('0');
  await row.getByRole('button', { name: 'Simpan' }).click();
  await expect(row.getByLabel(/^Malam/)).toHaveAccessibleDescription('Jumlah malam 1 sampai 60');
  await row.getByLabel(/^Malam/).fill('5');
  await row.getByRole('button', { name: 'Simpan' }).click();
  await expect(toast(page, 'Hotel Paket Disimpan')).toBeVisible();
  expect((await admin.from('package_hotels').select('hotel_id, nights').eq('package_id', pkg.id)).data).toEqual([
    { hotel_id: hotel!.id, nights: 5 },
  ]);

  // In use: the edit page says where, and deleting is refused with the database's sentence naming the package.
  await page.goto(`/admin/hotels/edit/${hotel!.id}`);
  await expect(page.getByTestId('hotel-used-by')).toContainText(`Dipakai oleh paket: ${pkg.title}`);
  await page.goto('/admin/hotels');
  await page
    .getByRole('article', { name, exact: true })
    .getByRole('button', { name: `Hapus ${name}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Hapus' }).click();
  await expect(toast(page, 'Gagal menghapus hotel')).toContainText(
    `Hotel "${name}" masih dipakai oleh paket: ${pkg.title}`,
  );
  await expect(page.getByRole('article', { name, exact: true })).toBeVisible();
  expect((await admin.from('hotels').select('id').eq('id', hotel!.id)).data).toHaveLength(1);

  // Detach, then the delete goes through.
  await page.goto(`/admin/packages/edit/${pkg.id}`);
  await page.getByRole('tab', { name: 'Hotel & Penerbangan' }).click();
  await page.getByTestId('package-hotel-row').first().getByRole('button', { name: 'Lepaskan' }).click();
  await expect(toast(page, 'Hotel Dilepas')).toBeVisible();
  expect((await admin.from('package_hotels').select('hotel_id').eq('package_id', pkg.id)).data).toEqual([]);
  await page.goto('/admin/hotels');
  await page
    .getByRole('article', { name, exact: true })
    .getByRole('button', { name: `Hapus ${name}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Hapus' }).click();
  await expect(toast(page, 'Hotel Dihapus')).toBeVisible();
  await expect(page.getByRole('article', { name, exact: true })).toHaveCount(0);
  expect((await admin.from('hotels').select('id').eq('id', hotel!.id)).data).toEqual([]);
});
