import type { Locator, Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { test, expect, unique } from './fixtures.ts';
import { toast } from './admin-helpers.ts';

// The package form's "Keberangkatan" tab — inline rows, each saved on its own.
const created: string[] = [];

test.afterAll(async ({ admin }) => {
  for (const id of created) await admin.from('packages').delete().eq('id', id);
});

/** A draft package of this spec's own (drafts stay off the public site the other specs read). */
async function ownPackage(admin: SupabaseClient, departures: Record<string, unknown>[] = []) {
  const title = unique('Paket Keberangkatan');
  const { data, error } = await admin
    .from('packages')
    .insert({
      title,
      slug: `paket-keberangkatan-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
      category: 'umroh',
      price_quad: 25_000_000,
      status: 'draft',
    })
    .select('id, title')
    .single();
  if (error) throw error;
  created.push(data.id as string);
  if (departures.length) {
    const { error: e } = await admin.from('departures').insert(departures.map((d) => ({ package_id: data.id, ...d })));
    if (e) throw e;
  }
  return data as { id: string; title: string };
}

async function rowsOf(admin: SupabaseClient, packageId: string) {
  const { data, error } = await admin
    .from('departures')
    .select('depart_on, return_on, seats_total, seats_booked, status, price_quad, note')
    .eq('package_id', packageId)
    .order('depart_on');
  if (error) throw error;
  return data;
}

async function openTab(page: Page, loginAsAdmin: (p: Page, path?: string) => Promise<void>, id: string) {
  await loginAsAdmin(page, `/admin/packages/edit/${id}?tab=keberangkatan`);
  await expect(page.getByRole('tab', { name: 'Keberangkatan' })).toHaveAttribute('aria-selected', 'true');
}

async function expectInvalid(field: Locator, message: string | RegExp) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

test('adds a departure, steps seats booked with +/−, and refuses booked above total beside the field', async ({
  page,
  admin,
  loginAsAdmin,
}) => {
  const pkg = await ownPackage(admin);
  await openTab(page, loginAsAdmin, pkg.id);
  await expect(page.getByText('Belum ada keberangkatan')).toBeVisible();
  await page.getByRole('button', { name: 'Tambah Keberangkatan' }).click();
  const row = page.getByTestId('departure-row').first();
  await row.getByLabel(/^Berangkat/).fill('10/03/2027');
  await row.getByLabel(/^Pulang/).fill('21/03/2027');
  await row.getByLabel(/^Kursi total/).fill('40');
  await row.getByRole('button', { name: 'Tambah kursi terisi' }).click();
  await row.getByRole('button', { name: 'Tambah kursi terisi' }).click();
  await row.getByRole('button', { name: 'Tambah kursi terisi' }).click();
  await row.getByRole('button', { name: 'Kurangi kursi terisi' }).click();
  await expect(row.getByLabel('Kursi terisi', { exact: true })).toHaveValue('2');
  await row.getByLabel('Quad', { exact: true }).fill('26500000');
  await row.getByLabel('Catatan').fill('Libur sekolah');
  await expect(row.getByLabel('Catatan')).toHaveAccessibleDescription('Opsional · 13/200');
  await row.getByRole('button', { name: 'Simpan' }).click();
  await expect(toast(page, 'Keberangkatan Ditambahkan')).toBeVisible();
  await expect(row.getByTestId('departure-status')).toHaveText('Sisa 38 kursi');
  expect(await rowsOf(admin, pkg.id)).toEqual([
    {
      depart_on: '2027-03-10',
      return_on: '2027-03-21',
      seats_total: 40,
      seats_booked: 2,
      status: 'open',
      price_quad: 26_500_000,
      note: 'Libur sekolah',
    },
  ]);

  // Booked above total: refused beside "Kursi terisi", nothing saved.
  const booked = row.getByLabel('Kursi terisi', { exact: true });
  await booked.fill('41');
  await row.getByRole('button', { name: 'Simpan' }).click();
  await expect(toast(page, 'Gagal menyimpan keberangkatan')).toBeVisible();
  await expectInvalid(booked, 'Kursi terisi tidak boleh melebihi kursi total');
  await expect(booked).toHaveValue('41');
  expect((await rowsOf(admin, pkg.id))[0].seats_booked).toBe(2);

  // The + button never goes past the total.
  await booked.fill('40');
  await row.getByRole('button', { name: 'Tambah kursi terisi' }).click();
  await expect(booked).toHaveValue('40');
  await expect(booked).not.toHaveAttribute('aria-invalid', 'true');

  // Negative seats are refused too.
  await row.getByLabel(/^Kursi total/).fill('-5');
  await row.getByRole('button', { name: 'Simpan' }).click();
  await expectInvalid(row.getByLabel(/^Kursi total/), 'Jumlah kursi tidak boleh negatif');
  expect((await rowsOf(admin, pkg.id))[0].seats_total).toBe(40);
});

test('the database\'s own check (departures_seats_booked_check) is shown beside "Kursi terisi"', async ({
  page,
  admin,
  loginAsAdmin,
}) => {
  const pkg = await ownPackage(admin, [{ depart_on: '2027-04-01', seats_total: 45, seats_booked: 10 }]);
  await openTab(page, loginAsAdmin, pkg.id);
  const row = page.getByTestId('departure-row').first();
  const booked = row.getByLabel('Kursi terisi', { exact: true });
  await expect(booked).toHaveValue('10');
  // A client that skipped the form's check: the request reaches the database with 99 of 45 seats booked.
  await page.route('**/rest/v1/departures**', async (route) => {
    const req = route.request();
    if (req.method() !== 'PATCH') return route.continue();
    const body = { ...(req.postDataJSON() as Record<string, unknown>), seats_booked: 99 };
    return route.continue({ postData: JSON.stringify(body) });
  });
  await booked.fill('11');
  await row.getByRole('button', { name: 'Simpan' }).click();
  await expect(toast(page, 'Gagal menyimpan keberangkatan')).toBeVisible();
  await expectInvalid(booked, 'Kursi terisi tidak boleh negatif atau melebihi kursi total');
  expect((await rowsOf(admin, pkg.id))[0].seats_booked).toBe(10);
});

test('a return before the departure is refused beside "Pulang"; closing and duplicating a departure', async ({
  page,
  admin,
  loginAsAdmin,
}) => {
  const pkg = await ownPackage(admin, [
    { depart_on: '2027-05-02', return_on: '2027-05-12', seats_total: 45, seats_booked: 5, price_quad: 27_000_000 },
  ]);
  await openTab(page, loginAsAdmin, pkg.id);
  const row = page.getByTestId('departure-row').first();
  await expect(row.getByLabel(/^Berangkat/)).toHaveValue('02/05/2027');
  const back = row.getByLabel(/^Pulang/);
  await back.fill('01/05/2027');
  await row.getByRole('button', { name: 'Simpan' }).click();
  await expect(toast(page, 'Gagal menyimpan keberangkatan')).toBeVisible();
  await expectInvalid(back, 'Tanggal pulang tidak boleh sebelum tanggal berangkat');
  await expect(back).toBeFocused();
  expect((await rowsOf(admin, pkg.id))[0].return_on).toBe('2027-05-12');

  // Close it.
  await back.fill('12/05/2027');
  await row.getByLabel('Status', { exact: true }).selectOption({ label: 'Ditutup' });
  await row.getByRole('button', { name: 'Simpan' }).click();
  await expect(toast(page, 'Keberangkatan Diperbarui')).toBeVisible();
  await expect(row.getByTestId('departure-status')).toHaveText('Ditutup');
  expect((await rowsOf(admin, pkg.id))[0].status).toBe('closed');

  // Duplicate: a new open row with the same seats and prices, dates blank, nothing booked.
  await row.getByRole('button', { name: 'Duplikat' }).click();
  const copy = page.getByTestId('departure-row').nth(1);
  await expect(copy.getByLabel(/^Berangkat/)).toHaveValue('');
  await expect(copy.getByLabel(/^Kursi total/)).toHaveValue('45');
  await expect(copy.getByLabel('Kursi terisi', { exact: true })).toHaveValue('0');
  await expect(copy.getByLabel('Quad', { exact: true })).toHaveValue('27.000.000');
  await expect(copy.getByLabel('Status', { exact: true })).toHaveValue('open');
  // A blank date is refused, nothing saved.
  await copy.getByRole('button', { name: 'Simpan' }).click();
  await expectInvalid(copy.getByLabel(/^Berangkat/), 'Wajib diisi');
  expect(await rowsOf(admin, pkg.id)).toHaveLength(1);
  await copy.getByLabel(/^Berangkat/).fill('02/06/2027');
  await copy.getByRole('button', { name: 'Simpan' }).click();
  await expect(toast(page, 'Keberangkatan Ditambahkan')).toBeVisible();
  expect((await rowsOf(admin, pkg.id)).map((r) => [r.depart_on, r.status, r.seats_booked, r.price_quad])).toEqual([
    ['2027-05-02', 'closed', 5, 27_000_000],
    ['2027-06-02', 'open', 0, 27_000_000],
  ]);

  // Delete asks first.
  await copy.getByRole('button', { name: 'Hapus' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Hapus' }).click();
  await expect(toast(page, 'Keberangkatan Dihapus')).toBeVisible();
  await expect(page.getByTestId('departure-row')).toHaveCount(1);
  expect(await rowsOf(admin, pkg.id)).toHaveLength(1);
});

test('an unsaved departure row warns before leaving', async ({ page, admin, loginAsAdmin }) => {
  const pkg = await ownPackage(admin);
  await openTab(page, loginAsAdmin, pkg.id);
  await page.getByRole('button', { name: 'Tambah Keberangkatan' }).click();
  await page
    .getByTestId('departure-row')
    .first()
    .getByLabel(/^Berangkat/)
    .fill('10/03/2027');
  await page.getByRole('link', { name: 'Kembali' }).click();
  await expect(page.getByRole('dialog', { name: 'Perubahan belum disimpan' })).toBeVisible();
  await page.getByRole('button', { name: 'Tetap di sini' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/packages/edit/${pkg.id}`));
});
