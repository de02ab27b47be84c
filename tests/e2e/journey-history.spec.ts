import type { Page } from '@playwright/test';
import { test, expect, unique } from './fixtures.ts';
import { toast } from './admin-helpers.ts';
import { livePage } from './journey-helpers.ts';

// Riwayat: a wrong price is saved (×100, the slip the owner made last month), seen on the site, and put right
// from the package's history; the site follows by itself.

let packageId = '';
test.afterAll(async ({ admin }) => {
  if (packageId) await admin.from('packages').delete().eq('id', packageId);
});

/** Saves the package form, accepting the consistency check's question if it asks. */
async function save(page: Page) {
  await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
  const asked = page.getByRole('dialog', { name: 'Data paket saling bertentangan' });
  await expect(toast(page, 'Paket Diperbarui').or(asked)).toBeVisible();
  if (await asked.isVisible()) await asked.getByRole('button', { name: 'Simpan tetap' }).click();
  await expect(toast(page, 'Paket Diperbarui')).toBeVisible();
}

test('a wrong price saved and restored from Riwayat is back on the site', async ({ page, admin, loginAsAdmin }) => {
  test.setTimeout(180_000);
  const title = unique('Paket Riwayat');
  const { data: pkg, error } = await admin
    .from('packages')
    .insert({ slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'), title, category: 'umroh', price_quad: 29_500_000 })
    .select('id, slug')
    .single();
  expect(error).toBeNull();
  packageId = pkg!.id as string;
  const year = new Date().getFullYear() + 1;
  await admin.from('departures').insert({ package_id: packageId, depart_on: `${year}-03-10`, seats_total: 40 });
  const path = `/umroh/${pkg!.slug as string}`;
  await livePage(page, path, 'Rp 29.500.000');

  await page.setViewportSize({ width: 390, height: 844 });
  await loginAsAdmin(page, `/admin/packages/edit/${packageId}`);
  const price = page.getByLabel(/^Harga Quad/);
  await price.fill('');
  await price.pressSequentially('2950000000');
  await save(page);
  await livePage(page, path, 'Rp 2.950.000.000');

  // Riwayat, below the package's form, names the change field by field, the price in rupiah.
  await page.goto(`/admin/packages/edit/${packageId}`);
  const history = page.getByTestId('history');
  const latest = history.getByTestId('history-entry').first();
  await expect(latest).toContainText('Versi saat ini');
  await expect(latest.getByTestId('history-change')).toContainText(
    /Harga Quad: Rp\s?29\.500\.000 → Rp\s?2\.950\.000\.000/,
  );
  await expect(latest).toContainText('admin@');

  // The departure added since is in the package's Riwayat too, named by its date.
  await expect(history.getByTestId('history-entry').nth(1)).toContainText(/Keberangkatan 10 Maret \d{4}/);

  // The package's version before the slip comes back, as a new change of its own.
  const ownEntries = history.getByTestId('history-entry').filter({ hasNotText: 'Keberangkatan' });
  await ownEntries.nth(1).getByRole('button', { name: 'Pulihkan versi ini' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Pulihkan' }).click();
  await expect(toast(page, 'Versi dipulihkan')).toBeVisible();
  await expect(price).toHaveValue('29.500.000');
  await expect(history.getByTestId('history-entry').first().getByTestId('history-change')).toContainText(
    /Harga Quad: Rp\s?2\.950\.000\.000 → Rp\s?29\.500\.000/,
  );
  expect((await admin.from('packages').select('price_quad').eq('id', packageId).single()).data?.price_quad).toBe(
    29_500_000,
  );
  await livePage(page, path, 'Rp 29.500.000');
  await livePage(page, path, 'Rp 2.950.000.000', false);
});
