import { test, expect, ADMIN_EMAIL, ADMIN_PASSWORD } from './fixtures.ts';
import { openAdminAs, withEmptyProduct } from './admin-helpers.ts';

/** "Konversi" is 'Belum ada data' until package page views are counted, then a percentage. */
const CONVERSION = /Belum ada data|\d+,\d%/;

test.describe('admin dashboard', () => {
  test('four stat cards with real figures, never random', async ({ page, admin, loginAsAdmin }) => {
    await loginAsAdmin(page, '/admin/');
    const cards = page.locator('[data-stat]');
    await expect(cards).toHaveCount(4);
    await expect(cards.nth(0)).toContainText('Total Paket');
    await expect(cards.nth(1)).toContainText('Jamaah Aktif');
    await expect(cards.nth(2)).toContainText('Testimoni');
    await expect(cards.nth(3)).toContainText('Konversi');

    // Other specs write in parallel: compare against a summary read around the page load, retrying on a race.
    const fmt = (n: number) => new Intl.NumberFormat('id-ID').format(n);
    await expect(async () => {
      await page.reload();
      await expect(page.locator('[data-stat="conversion"]')).toContainText(CONVERSION);
      const { data: summary } = await admin.rpc('dashboard_summary');
      await expect(page.locator('[data-stat="packages"]')).toContainText(fmt(summary.total_packages), {
        timeout: 2_000,
      });
      await expect(page.locator('[data-stat="packages"]')).toContainText(
        `+${fmt(summary.packages_this_month)} bulan ini`,
        { timeout: 1_000 },
      );
      await expect(page.locator('[data-stat="testimonials"]')).toContainText(fmt(summary.total_testimonials), {
        timeout: 1_000,
      });
      // Jamaah Aktif = seats booked on upcoming departures.
      await expect(page.locator('[data-stat="pilgrims"]').getByTestId('stat-value')).toHaveText(
        fmt(summary.active_pilgrims),
        { timeout: 1_000 },
      );
      await expect(page.locator('[data-stat="pilgrims"]')).toContainText(
        `${fmt(summary.upcoming_departures)} jadwal masih dijual (${fmt(summary.seats_offered)} kursi)`,
        { timeout: 1_000 },
      );
      // no random figures: the same data renders the same cards
      const first = await cards.allInnerTexts();
      await page.reload();
      await expect(page.locator('[data-stat="conversion"]')).toContainText(CONVERSION);
      const { data: again } = await admin.rpc('dashboard_summary');
      if (JSON.stringify(again) === JSON.stringify(summary))
        expect(await page.locator('[data-stat]').allInnerTexts()).toEqual(first);
      else throw new Error('data changed meanwhile, retry');
    }).toPass({ timeout: 40_000 });
    await expect(page.locator('[data-stat="pilgrims"]')).toContainText('Kursi terisi pada');
    await expect(page.locator('[data-stat="conversion"]')).toContainText(CONVERSION);
  });

  test("'Keberangkatan terdekat' and the warning for the seed's near, under-half-full departure", async ({
    page,
    admin,
    loginAsAdmin,
  }) => {
    const { formatDateId } = await import('../../domain/dates.ts');
    // The seed: Umroh Hemat leaves 20 days after the seed's current_date with 14 of 45 seats booked.
    const { data: pkg } = await admin.from('packages').select('id').eq('slug', 'umroh-hemat-9-hari').single();
    const { data: dep } = await admin
      .from('departures')
      .select('depart_on')
      .eq('package_id', pkg!.id)
      .eq('seats_booked', 14)
      .single();
    const d = formatDateId(dep!.depart_on as string);
    await loginAsAdmin(page, '/admin/');
    await expect(page.getByRole('heading', { name: 'Keberangkatan terdekat' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Keberangkatan terdekat' });
    const hemat = list.getByRole('listitem').filter({ hasText: 'Umroh Hemat 9 Hari' }).first();
    await expect(hemat).toContainText(d);
    await expect(hemat).toContainText('Sisa 31 dari 45 kursi');
    await expect(page.getByTestId('departure-warnings')).toContainText(
      `Umroh Hemat 9 Hari: Keberangkatan ${d} baru terisi 14 dari 45 kursi`,
    );
    await hemat.getByRole('link', { name: 'Umroh Hemat 9 Hari' }).click();
    await expect(page).toHaveURL(/\/admin\/packages\/edit\/[0-9a-f-]+\?tab=keberangkatan$/);
    await expect(page.getByRole('tab', { name: 'Keberangkatan' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('departure-row').first()).toBeVisible();
  });

  test("'Aktivitas Terbaru' shows at most 6 merged items", async ({ page, loginAsAdmin }) => {
    await loginAsAdmin(page, '/admin/');
    await expect(page.getByRole('heading', { name: 'Aktivitas Terbaru' })).toBeVisible();
    const items = page.getByRole('list', { name: 'Aktivitas terbaru' }).getByRole('listitem');
    await expect(items.first()).toBeVisible();
    expect(await items.count()).toBeLessThanOrEqual(6);
    await expect(page.getByRole('list', { name: 'Aktivitas terbaru' })).toContainText(
      /Paket baru: |Testimoni baru dari |Halaman .* diperbarui/,
    );
    // On a phone a long line ("Halaman Ketentuan & Dokumen diperbarui") wraps inside the card, whole.
    await page.setViewportSize({ width: 390, height: 844 });
    const card = page.locator('section[aria-labelledby="recent-title"]');
    const cardBox = (await card.boundingBox())!;
    for (const text of await items.getByText(/^(Paket baru|Testimoni baru|Halaman) /).all()) {
      const box = (await text.boundingBox())!;
      expect(box.x + box.width, await text.innerText()).toBeLessThanOrEqual(cardBox.x + cardBox.width);
      expect(await text.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
  });

  test('honest empty states when there is nothing yet', async ({ page }) => {
    await withEmptyProduct(async (url) => {
      await openAdminAs(page, url, ADMIN_EMAIL, ADMIN_PASSWORD, '/admin/');
      await expect(page.getByText('Belum ada aktivitas terbaru')).toBeVisible();
      await expect(page.getByRole('list', { name: 'Aktivitas terbaru' })).toHaveCount(0);
      const packages = page.locator('[data-stat="packages"]');
      await expect(packages.getByText('0', { exact: true })).toBeVisible();
      await expect(packages).toContainText('+0 bulan ini');
      await expect(packages).toContainText('0 aktif, 0 draft');
      await expect(page.locator('[data-stat="pilgrims"]')).toContainText('Belum ada data');
      await expect(page.locator('[data-stat="pilgrims"]')).toContainText('Belum ada keberangkatan mendatang');
      const testimonials = page.locator('[data-stat="testimonials"]');
      await expect(testimonials.getByText('0', { exact: true })).toBeVisible();
      await expect(testimonials).toContainText('Belum ada penilaian');
      await expect(page.locator('[data-stat="conversion"]')).toContainText('Belum ada data');
      // The chart's scale floor (1) is not presented as a peak.
      await expect(page.getByTestId('traffic-peak')).toHaveText('Belum ada kunjungan dalam 30 hari terakhir');
      await expect(page.getByTestId('traffic-chart')).not.toContainText('Puncak harian');
    });
  });

  test('quick actions open the right screens', async ({ page, loginAsAdmin }) => {
    await loginAsAdmin(page, '/admin/');
    await page.getByRole('link', { name: 'Tambah Paket' }).click();
    await expect(page).toHaveURL(/\/admin\/packages\/new$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Edit Homepage' }).click();
    await expect(page).toHaveURL(/\/admin\/edit-home$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Tambah Testimoni' }).click();
    await expect(page).toHaveURL(/\/admin\/testimonials$/);
    await expect(page.getByRole('form', { name: 'Tambah Testimoni' })).toBeVisible();
    await page.goBack();
    await page.getByRole('link', { name: 'Upload Media' }).click();
    await expect(page).toHaveURL(/\/admin\/media$/);
  });

  test('an unreachable API gives a clear message and a retry', async ({ page, loginAsAdmin }) => {
    await page.route('**/rest/v1/**', (route) => route.abort());
    await loginAsAdmin(page, '/admin/');
    await expect(page.getByText('Gagal memuat ringkasan: Tidak dapat terhubung ke server.')).toBeVisible({
      timeout: 15_000,
    });
    await page.unroute('**/rest/v1/**');
    // The first is the summary's (the traffic section below has its own).
    await page.getByRole('button', { name: 'Coba Lagi' }).first().click();
    await expect(page.locator('[data-stat="conversion"]')).toContainText(CONVERSION);
    await expect(page.getByText('Gagal memuat ringkasan')).toHaveCount(0);
  });

  test('Konversi, the 30-day chart and the per-package table come from dashboard_counts', async ({
    page,
    admin,
    anon,
    loginAsAdmin,
  }) => {
    const { data: pkg } = await admin
      .from('packages')
      .select('id, slug, title')
      .eq('status', 'active')
      .limit(1)
      .single();
    for (const event of ['page_view', 'page_view', 'page_view', 'whatsapp_click']) {
      const { error } = await anon.rpc('track_event', { event, path: `/umroh/${pkg!.slug}`, package_id: pkg!.id });
      expect(error).toBeNull();
    }
    await loginAsAdmin(page, '/admin/');
    await expect(async () => {
      await page.reload();
      const { data: counts } = await admin.rpc('dashboard_counts', { days: 30 });
      const expected = `${new Intl.NumberFormat('id-ID', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(counts.totals.conversion)}%`;
      await expect(page.locator('[data-stat="conversion"]').getByTestId('stat-value')).toHaveText(expected, {
        timeout: 2_000,
      });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByTestId('traffic-chart').locator('svg polyline')).toHaveCount(3);
    await expect(page.getByTestId('traffic-peak')).toHaveText(/^Puncak harian: [1-9]/);
    const table = page.getByRole('table', { name: 'Kunjungan dan konversi per paket' });
    await expect(table.getByRole('row', { name: new RegExp(pkg!.title) })).toBeVisible();
    await table.getByRole('button', { name: 'Paket' }).click();
    await expect(table.getByRole('columnheader', { name: 'Paket' })).toHaveAttribute('aria-sort', 'ascending');
    await table.getByRole('button', { name: 'Konversi' }).click();
    await expect(table.getByRole('columnheader', { name: 'Konversi' })).toHaveAttribute('aria-sort', 'descending');
  });
});
