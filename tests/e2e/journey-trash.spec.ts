import { test, expect, unique } from './fixtures.ts';
import { toast } from './admin-helpers.ts';
import { livePage } from './journey-helpers.ts';

// Sampah: the owner deletes a package that has departures (on a desktop), its page leaves the site; on the phone
// they restore it from Sampah and the page is back with its departures, by itself.

let packageId = '';
test.afterAll(async ({ admin }) => {
  if (packageId) await admin.from('packages').delete().eq('id', packageId);
});

test('a package deleted by mistake comes back from Sampah with its departures', async ({
  page,
  admin,
  loginAsAdmin,
}) => {
  test.setTimeout(240_000);
  const title = unique('Paket Sampah');
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const { data: pkg, error } = await admin
    .from('packages')
    .insert({ slug, title, category: 'umroh', price_quad: 31_500_000 })
    .select('id')
    .single();
  expect(error).toBeNull();
  packageId = pkg!.id as string;
  const year = new Date().getFullYear() + 1;
  const { data: departures, error: departuresError } = await admin
    .from('departures')
    .insert([
      { package_id: packageId, depart_on: `${year}-04-14`, seats_total: 40 },
      { package_id: packageId, depart_on: `${year}-05-19`, seats_total: 30 },
    ])
    .select('id');
  expect(departuresError).toBeNull();
  const departureIds = departures!.map((d) => d.id as string).sort();
  const path = `/umroh/${slug}`;
  await livePage(page, path, `14 April ${year}`);

  // Deleted from the package list; the confirmation says where it goes.
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAsAdmin(page, '/admin/packages');
  await page.getByLabel('Cari paket').pressSequentially(title.split(' ').pop()!);
  await page
    .getByRole('article', { name: title, exact: true })
    .getByRole('button', { name: `Hapus ${title}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Hapus Paket?' });
  await expect(confirm).toContainText('masuk Sampah dan dapat dipulihkan bersama keberangkatan');
  await confirm.getByRole('button', { name: 'Hapus' }).click();
  await expect(toast(page, 'Paket Dihapus')).toBeVisible({ timeout: 20_000 });
  await livePage(page, path, title, false);

  // On the phone: Sampah from the menu, the package with its two departures, restored after a confirmation.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Buka/tutup menu' }).click();
  await page.getByRole('link', { name: 'Sampah' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sampah' })).toBeVisible();
  const entry = page.getByTestId('trash-entry').filter({ hasText: title });
  await expect(entry).toContainText('Paket');
  await expect(entry.getByTestId('trash-parts')).toContainText('+2 keberangkatan');
  await expect(entry).toContainText('admin@');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await entry.getByRole('button', { name: /^Pulihkan/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Pulihkan dari Sampah?' });
  await expect(dialog).toContainText('bersama 2 keberangkatan');
  await dialog.getByRole('button', { name: 'Pulihkan' }).click();
  await expect(toast(page, 'Data dipulihkan')).toContainText('kembali dengan 2 keberangkatan');
  await expect(entry).toHaveCount(0);
  await expect(page.getByTestId('trash-restored').getByRole('link', { name: 'Buka' })).toHaveAttribute(
    'href',
    `/admin/packages/edit/${packageId}`,
  );

  // The same package, the same departures, and its page is back on the site by itself.
  const back = await admin.from('departures').select('id').eq('package_id', packageId);
  expect(back.data!.map((d) => d.id as string).sort()).toEqual(departureIds);
  await livePage(page, path, `14 April ${year}`);
  await livePage(page, path, `19 Mei ${year}`);
  await livePage(page, path, title);
});
