import { test, expect, ADMIN_EMAIL, ADMIN_PASSWORD, ANON_KEY } from './fixtures.ts';
import { deletesOf, pauseClock, toast, UNDO_MS } from './admin-helpers.ts';
import type { Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { formatDateId } from '../../domain/dates.ts';

// A list that scales: server-side pages, sort, search, month filter,
// bulk status change, bulk delete with confirmation, and undo for 5 s.
const TAG = `Skala${Date.now().toString(36)}`;
const COUNT = 30;

async function seedMany(admin: SupabaseClient) {
  const rows = Array.from({ length: COUNT }, (_, i) => ({
    title: `${TAG} Paket ${String(i + 1).padStart(2, '0')}`,
    slug: `${TAG.toLowerCase()}-paket-${i + 1}`,
    category: 'umroh',
    price_quad: 20_000_000 + i * 100_000,
    status: 'active',
  }));
  const { data, error } = await admin.from('packages').insert(rows).select('id, title');
  if (error) throw new Error(error.message);
  // The month filter reads departures; five packages leave in March 2027, the rest in June.
  const byTitle = new Map((data ?? []).map((p) => [p.title as string, p.id as string]));
  const departures = rows.map((r, i) => ({
    package_id: byTitle.get(r.title),
    depart_on: i < 5 ? '2027-03-10' : '2027-06-10',
    seats_total: 45,
  }));
  const { error: e2 } = await admin.from('departures').insert(departures);
  if (e2) throw new Error(e2.message);
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

test.describe.serial('package list at scale', () => {
  test.beforeAll(async ({ baseURL }) => {
    const { createClient } = await import('@supabase/supabase-js');
    const admin = createClient(baseURL!, ANON_KEY, { auth: { persistSession: false } });
    const { error } = await admin.auth.signInWithPassword({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    if (error) throw new Error(error.message);
    await seedMany(admin);
  });
  test.afterAll(async ({ baseURL }) => {
    const { createClient } = await import('@supabase/supabase-js');
    const { LOCAL_SERVICE_ROLE_KEY } = await import('../../server/supabase/config.ts');
    const svc = createClient(baseURL!, LOCAL_SERVICE_ROLE_KEY, { auth: { persistSession: false } });
    await svc.from('packages').delete().like('title', `${TAG}%`);
  });

  test('pages beyond the first, in Indonesian, sorted and filtered on the server', async ({ page, loginAsAdmin }) => {
    await loginAsAdmin(page, '/admin/packages');
    await page.getByLabel('Cari paket').fill(TAG);
    await expect(page.getByText(`Menampilkan 1–24 dari ${COUNT} paket`)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(24);
    await page.getByRole('button', { name: 'Ke halaman 2' }).click();
    await expect(page.getByText(`Menampilkan 25–30 dari ${COUNT} paket`)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(6);

    await page.getByLabel('Urutkan').selectOption({ label: 'Harga terendah' });
    await expect(page.getByText(`Menampilkan 1–24 dari ${COUNT} paket`)).toBeVisible();
    await expect(page.getByRole('article').first()).toHaveAccessibleName(`${TAG} Paket 01`);
    await page.getByLabel('Urutkan').selectOption({ label: 'Harga tertinggi' });
    await expect(page.getByRole('article').first()).toHaveAccessibleName(`${TAG} Paket 30`);

    await page.getByLabel('Bulan Keberangkatan').selectOption({ label: 'Maret 2027' });
    await expect(page.getByText('Menampilkan 1–5 dari 5 paket')).toBeVisible();
  });

  // The list's cards come from one view (public.admin_package_list): the page, its total, each card's next
  // departure and the month filter in a single request, never packages then departures.
  test('one request reads a page of cards with their next departures, the month filter included', async ({
    page,
    loginAsAdmin,
  }) => {
    // The first load of the admin's code on a busy machine (CI shares its cores) can take longer than a step.
    test.slow();
    // Every API request but the layout's own (the sidebar's new-inquiries badge, the header's publish status).
    const LAYOUT = ['/rest/v1/inquiries', '/rest/v1/rpc/site_publish_status'];
    const reads: string[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname.startsWith('/rest/v1/') && !LAYOUT.includes(u.pathname)) reads.push(`${r.method()} ${u.pathname}`);
    });
    await loginAsAdmin(page, `/admin/packages?q=${TAG}&month=2027-03&sort=priceAsc`);
    await expect(page.getByText('Menampilkan 1–5 dari 5 paket')).toBeVisible({ timeout: 90_000 });
    const first = card(page, `${TAG} Paket 01`);
    await expect(page.getByRole('article').first()).toHaveAccessibleName(`${TAG} Paket 01`);
    await expect(first.getByTestId('package-next-departure')).toHaveText(formatDateId('2027-03-10'));
    await expect(first.getByTestId('package-seats-left')).toHaveText('Sisa 45 kursi');
    await page.waitForLoadState('networkidle');
    expect(reads).toEqual(['GET /rest/v1/admin_package_list']);

    // A filter changed on the page: again one request.
    reads.length = 0;
    await page.getByLabel('Bulan Keberangkatan').selectOption({ label: 'Juni 2027' });
    await expect(page.getByText(`Menampilkan 1–24 dari ${COUNT - 5} paket`)).toBeVisible();
    await expect(first).toHaveCount(0);
    await expect(card(page, `${TAG} Paket 06`).getByTestId('package-next-departure')).toHaveText(
      formatDateId('2027-06-10'),
    );
    expect(reads).toEqual(['GET /rest/v1/admin_package_list']);
  });

  test('bulk status change and bulk delete with confirmation; a delete can be undone for 5 s', async ({
    page,
    admin,
    loginAsAdmin,
  }) => {
    // The undo window passes on the page's clock, not in real time.
    await page.clock.install();
    const deletes = deletesOf(page, 'packages');
    // A new sort or search forgets the selection, and the router draws a sort chosen on the page as a
    // transition that a loaded machine can commit after the next ticks (the sort's own spec covers choosing it).
    // Here the list opens sorted, from a link, and only the search is typed.
    await loginAsAdmin(page, '/admin/packages?sort=priceAsc');
    await expect(page.getByLabel('Urutkan')).toHaveValue('priceAsc');
    await page.getByLabel('Cari paket').fill(TAG);
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(page.getByRole('article').first()).toHaveAccessibleName(`${TAG} Paket 01`);
    const a = `${TAG} Paket 01`;
    const b = `${TAG} Paket 02`;
    await page.getByRole('checkbox', { name: `Pilih ${a}` }).check();
    await page.getByRole('checkbox', { name: `Pilih ${b}` }).check();
    const bar = page.getByRole('toolbar', { name: 'Aksi untuk paket terpilih' });
    await expect(bar).toContainText('2 dipilih');
    await bar.getByRole('button', { name: 'Jadikan Draft' }).click();
    await expect(toast(page, 'Paket Diperbarui')).toBeVisible();
    const statuses = await admin.from('packages').select('status').in('title', [a, b]);
    expect(statuses.data!.map((r) => r.status)).toEqual(['draft', 'draft']);

    // Delete, then undo.
    await page.getByRole('checkbox', { name: `Pilih ${a}` }).check();
    await page.getByRole('checkbox', { name: `Pilih ${b}` }).check();
    await bar.getByRole('button', { name: 'Hapus' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hapus 2 paket?' });
    await dialog.getByRole('button', { name: 'Hapus' }).click();
    const undo = toast(page, 'Dihapus');
    await expect(undo).toBeVisible();
    await expect(card(page, a)).toHaveCount(0);
    await undo.getByRole('button', { name: 'Batalkan' }).click();
    await expect(card(page, a)).toBeVisible();
    await page.clock.runFor(UNDO_MS + 500);
    expect(deletes, 'nothing sent after "Batalkan"').toEqual([]);
    expect((await admin.from('packages').select('id').in('title', [a, b])).data).toHaveLength(2);

    // Delete without undo: nothing sent within the 5 s, gone once they are over.
    await page.getByRole('checkbox', { name: `Pilih ${a}` }).check();
    await bar.getByRole('button', { name: 'Hapus' }).click();
    await pauseClock(page);
    await page.getByRole('dialog', { name: 'Hapus 1 paket?' }).getByRole('button', { name: 'Hapus' }).click();
    await expect(card(page, a)).toHaveCount(0);
    await page.clock.runFor(UNDO_MS - 100);
    expect(deletes, 'nothing sent during the undo window').toEqual([]);
    await page.clock.runFor(100);
    await expect(toast(page, 'Paket Dihapus')).toBeVisible();
    expect(deletes).toHaveLength(1);
    expect((await admin.from('packages').select('id').eq('title', a)).data).toEqual([]);
    // The package whose delete was undone earlier is still there.
    expect((await admin.from('packages').select('id').eq('title', b)).data).toHaveLength(1);
  });
});
