import type { Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { test, expect, unique } from './fixtures.ts';
import { toast } from './admin-helpers.ts';

// Creating a package, its departures' dates and what the admin says about them, "Duplikat", and the
// list's search and filters in the address. Typed key by key, as people type.

const created: string[] = [];
test.afterAll(async ({ admin }) => {
  for (const title of created) await admin.from('packages').delete().like('title', `${title}%`);
});

const ASK = 'Paket aktif tanpa keberangkatan mendatang akan tampil tanpa tanggal. Simpan tetap?';
const VIEWPORTS = [
  { name: 'desktop 1280', width: 1280, height: 900 },
  { name: 'phone 390', width: 390, height: 844 },
] as const;

/** 'dd/mm/yyyy' and 'yyyy-mm-dd' of today + `days` in WIB. */
function wibDate(days: number): { dmy: string; iso: string } {
  const iso = new Date(Date.now() + 7 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
  const [y, m, d] = iso.split('-');
  return { dmy: `${d}/${m}/${y}`, iso };
}

async function ownPackage(admin: SupabaseClient, over: Record<string, unknown> = {}) {
  const title = unique('Paket Uji Buat');
  created.push(title);
  const { data, error } = await admin
    .from('packages')
    .insert({
      title,
      slug: `paket-uji-buat-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
      category: 'umroh',
      price_quad: 25_000_000,
      status: 'draft',
      ...over,
    })
    .select('id, title, slug')
    .single();
  if (error) throw error;
  return data as { id: string; title: string; slug: string };
}

/** Departure rows of a package, every column given (a bulk insert sends null for a column a row leaves out). */
async function addDepartures(
  admin: SupabaseClient,
  packageId: string,
  rows: { days: number; seats_booked?: number; status?: 'open' | 'closed' }[],
) {
  const { error } = await admin.from('departures').insert(
    rows.map((r) => ({
      package_id: packageId,
      depart_on: wibDate(r.days).iso,
      seats_total: 40,
      seats_booked: r.seats_booked ?? 0,
      status: r.status ?? 'open',
    })),
  );
  if (error) throw error;
}

function dialog(page: Page) {
  return page.getByRole('dialog', { name: 'Belum ada keberangkatan mendatang' });
}

for (const vp of VIEWPORTS) {
  test.describe(vp.name, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: vp.width, height: vp.height });
    });

    test('a new package: asked before going public without dates, stays open after the first save, dates added at once', async ({
      page,
      admin,
      loginAsAdmin,
    }) => {
      const title = unique('Paket Uji Baru');
      created.push(title);
      await loginAsAdmin(page, '/admin/packages/new');
      await expect(page.getByLabel('Status')).toHaveValue('active');
      await page.getByLabel(/^Judul Paket/).pressSequentially(title);
      await page.getByLabel(/^Harga Quad/).pressSequentially('27500000');
      await expect(page.getByLabel(/^Harga Quad/)).toHaveValue('27.500.000');

      // Active with no departure: asked first; "Batal" keeps the form and saves nothing.
      await page.getByRole('button', { name: 'Simpan Paket' }).click();
      await expect(dialog(page)).toContainText(ASK);
      await dialog(page).getByRole('button', { name: 'Batal' }).click();
      await expect(dialog(page)).toHaveCount(0);
      await expect(page).toHaveURL(/\/admin\/packages\/new$/);
      await expect(page.getByLabel(/^Judul Paket/)).toHaveValue(title);
      expect((await admin.from('packages').select('id').eq('title', title)).data).toEqual([]);

      // "Simpan sebagai Draft": stored as a draft, and the package stays open on its Keberangkatan tab.
      await page.getByRole('button', { name: 'Simpan Paket' }).click();
      await dialog(page).getByRole('button', { name: 'Simpan sebagai Draft' }).click();
      await expect(toast(page, 'Paket Ditambahkan')).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/packages\/edit\/[0-9a-f-]{36}\?tab=keberangkatan$/);
      await expect(page.getByRole('tab', { name: 'Keberangkatan' })).toHaveAttribute('aria-selected', 'true');
      const { data: stored } = await admin
        .from('packages')
        .select('id, status, price_quad')
        .eq('title', title)
        .single();
      expect(stored).toMatchObject({ status: 'draft', price_quad: 27_500_000 });
      expect(page.url()).toContain(stored!.id);

      // A date typed key by key; the row says the draft package is not on the site yet.
      await page.getByRole('button', { name: 'Tambah Keberangkatan' }).click();
      const row = page.getByTestId('departure-row').first();
      const date = wibDate(40);
      await row.getByLabel(/^Berangkat/).pressSequentially(date.dmy);
      await row.getByLabel(/^Kursi total/).fill('');
      await row.getByLabel(/^Kursi total/).pressSequentially('30');
      await expect(row.getByTestId('departure-site-state')).toHaveText('Paket masih Draft: belum tampil di situs');
      await row.getByRole('button', { name: 'Simpan' }).click();
      await expect(toast(page, 'Keberangkatan Ditambahkan')).toBeVisible();

      // Made active: the saved, open, upcoming date with seats is on sale, and saving asks nothing.
      await page.getByRole('tab', { name: 'Informasi Dasar' }).click();
      await page.getByRole('tabpanel').getByLabel('Status').selectOption('active');
      await page.getByRole('tab', { name: 'Keberangkatan' }).click();
      await expect(row.getByTestId('departure-site-state')).toHaveText('Dijual di situs');
      await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
      await expect(toast(page, 'Paket Diperbarui')).toBeVisible();
      await expect(dialog(page)).toHaveCount(0);
      await expect(page).toHaveURL(/\/admin\/packages$/);
      const { data: after } = await admin.from('packages').select('status').eq('id', stored!.id).single();
      expect(after!.status).toBe('active');
      const { data: deps } = await admin
        .from('departures')
        .select('depart_on, seats_total')
        .eq('package_id', stored!.id);
      expect(deps).toEqual([{ depart_on: date.iso, seats_total: 30 }]);
    });

    test('a departure date in the past or one the package already has is refused beside "Berangkat"', async ({
      page,
      admin,
      loginAsAdmin,
    }) => {
      const taken = wibDate(60);
      const past = wibDate(-4);
      const pkg = await ownPackage(admin, { status: 'active' });
      await addDepartures(admin, pkg.id, [{ days: 60 }, { days: -3, seats_booked: 10 }]);
      await loginAsAdmin(page, `/admin/packages/edit/${pkg.id}?tab=keberangkatan`);
      const rows = page.getByTestId('departure-row');
      await expect(rows).toHaveCount(2);
      // The stored past date: never "Dijual di situs", since the site leaves it out.
      const pastRow = rows.nth(0);
      await expect(pastRow.getByTestId('departure-status')).toHaveText('Sudah lewat');
      await expect(pastRow.getByTestId('departure-site-state')).toHaveText(
        'Tanggal sudah lewat: tidak tampil di situs',
      );
      await expect(rows.nth(1).getByTestId('departure-site-state')).toHaveText('Dijual di situs');

      await page.getByRole('button', { name: 'Tambah Keberangkatan' }).click();
      const row = rows.nth(2);
      const field = row.getByLabel(/^Berangkat/);
      await field.pressSequentially(past.dmy);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(/sudah lewat/);
      await field.clear();
      await field.pressSequentially(taken.dmy);
      await expect(field).toHaveAccessibleDescription('Paket ini sudah punya keberangkatan pada tanggal ini');
      await row.getByRole('button', { name: 'Simpan' }).click();
      await expect(toast(page, 'Gagal menyimpan keberangkatan')).toBeVisible();
      await expect(field).toBeFocused();
      await expect(field).toHaveValue(taken.dmy);
      const { count } = await admin
        .from('departures')
        .select('id', { count: 'exact', head: true })
        .eq('package_id', pkg.id);
      expect(count).toBe(2);

      // A free future date is taken.
      const free = wibDate(61);
      await field.clear();
      await field.pressSequentially(free.dmy);
      await expect(field).not.toHaveAttribute('aria-invalid', 'true');
      await expect(row.getByTestId('departure-site-state')).toHaveText('Akan dijual di situs setelah disimpan');
      await row.getByRole('button', { name: 'Simpan' }).click();
      await expect(toast(page, 'Keberangkatan Ditambahkan')).toBeVisible();
      await expect(row.getByTestId('departure-site-state')).toHaveText('Dijual di situs');
    });
  });
}

test('editing an active package with no departure on sale asks first; "Simpan tetap" saves', async ({
  page,
  admin,
  loginAsAdmin,
}) => {
  const pkg = await ownPackage(admin, { status: 'active' });
  // Only a past and a full departure: nothing the site sells.
  await addDepartures(admin, pkg.id, [{ days: -10 }, { days: 30, seats_booked: 40 }]);
  await loginAsAdmin(page, `/admin/packages/edit/${pkg.id}`);
  const tagline = page.getByLabel('Tagline');
  await tagline.pressSequentially('Tagline baru');
  await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await expect(dialog(page)).toContainText(ASK);
  await dialog(page).getByRole('button', { name: 'Batal' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/packages/edit/${pkg.id}$`));
  await expect(tagline).toHaveValue('Tagline baru');
  expect((await admin.from('packages').select('tagline').eq('id', pkg.id).single()).data!.tagline).toBe('');
  await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await dialog(page).getByRole('button', { name: 'Simpan tetap' }).click();
  await expect(toast(page, 'Paket Diperbarui')).toBeVisible();
  expect((await admin.from('packages').select('tagline, status').eq('id', pkg.id).single()).data).toEqual({
    tagline: 'Tagline baru',
    status: 'active',
  });
});

test('"Duplikat" copies the hotels and the upcoming departures (closed) and says so', async ({
  page,
  admin,
  loginAsAdmin,
}) => {
  const pkg = await ownPackage(admin);
  await addDepartures(admin, pkg.id, [
    { days: 20, seats_booked: 12 },
    { days: 50 },
    { days: 80, status: 'closed' },
    { days: -5 },
  ]);
  const { data: hotels } = await admin.from('hotels').select('id').order('name').limit(2);
  await admin
    .from('package_hotels')
    .insert(hotels!.map((h, i) => ({ package_id: pkg.id, hotel_id: h.id, nights: 4 + i, position: i })));
  await loginAsAdmin(page, `/admin/packages?q=${encodeURIComponent(pkg.title)}&status=draft`);
  await page
    .getByRole('article', { name: pkg.title, exact: true })
    .getByRole('button', { name: `Duplikat ${pkg.title}` })
    .click();
  await expect(toast(page, 'Paket Diduplikasi')).toContainText(
    `Paket disalin dengan 3 keberangkatan (ditutup) dan 2 hotel: "${pkg.title} (Copy)", sebagai draft.`,
  );
  const { data: copy } = await admin
    .from('packages')
    .select('id, status, slug')
    .eq('title', `${pkg.title} (Copy)`)
    .single();
  expect(copy).toMatchObject({ status: 'draft', slug: `${pkg.slug}-copy` });
  const { data: deps } = await admin.from('departures').select('status, seats_booked').eq('package_id', copy!.id);
  expect(deps).toHaveLength(3);
  expect(deps!.every((d) => d.status === 'closed' && d.seats_booked === 0)).toBe(true);
  const { count } = await admin
    .from('package_hotels')
    .select('hotel_id', { count: 'exact', head: true })
    .eq('package_id', copy!.id);
  expect(count).toBe(2);
});

test('the package list keeps its search, filters and sort in the address: reload, back and "Kembali" restore them', async ({
  page,
  admin,
  loginAsAdmin,
}) => {
  const pkg = await ownPackage(admin);
  await loginAsAdmin(page, '/admin/packages');
  const search = page.getByLabel('Cari paket');
  await search.pressSequentially(pkg.title);
  // The search reaches the address once typing pauses, as it does before a person reaches the next control.
  await expect(page).toHaveURL(/[?&]q=/);
  await page.getByLabel('Status', { exact: true }).selectOption('draft');
  await page.getByLabel('Urutkan').selectOption('priceAsc');
  const card = page.getByRole('article', { name: pkg.title, exact: true });
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card).toBeVisible();
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page).toHaveURL(/[?&]status=draft/);
  await expect(page).toHaveURL(/[?&]sort=priceAsc/);

  await page.reload();
  await expect(search).toHaveValue(pkg.title);
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('draft');
  await expect(page.getByLabel('Urutkan')).toHaveValue('priceAsc');
  await expect(page.getByRole('article')).toHaveCount(1);

  // Into the package and back with the browser.
  await card.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/packages/edit/${pkg.id}$`));
  await page.goBack();
  await expect(search).toHaveValue(pkg.title);
  await expect(page.getByRole('article')).toHaveCount(1);

  // Into the package and back with "Kembali" (a link to the bare list).
  await card.getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('link', { name: 'Kembali' }).click();
  await expect(page).toHaveURL(/\/admin\/packages\?/);
  await expect(search).toHaveValue(pkg.title);
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('draft');
  await expect(page.getByRole('article')).toHaveCount(1);

  // Cleared filters leave the address.
  await search.clear();
  await page.getByLabel('Status', { exact: true }).selectOption('all');
  await expect(page).not.toHaveURL(/[?&](q|status)=/);

  // A page kept in the address that no longer exists shows the last one there is.
  await page.goto(`/admin/packages?q=${encodeURIComponent(pkg.title)}&page=9`);
  await expect(page.getByRole('article', { name: pkg.title, exact: true })).toBeVisible();
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(search).toHaveValue(pkg.title);
});
