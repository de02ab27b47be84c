import type { Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { test, expect, unique } from './fixtures.ts';
import { toast } from './admin-helpers.ts';

// The consistency check in the admin: a package whose facts disagree shows them on its page and on the
// dashboard, and making it active asks first. A price below the ministry's reference price can be marked reported.

const created: string[] = [];
test.afterAll(async ({ admin }) => {
  for (const id of created) await admin.from('packages').delete().eq('id', id);
});

const VIEWPORTS = [
  { name: 'desktop 1280', width: 1280, height: 900 },
  { name: 'phone 390', width: 390, height: 844 },
] as const;

/** How long the first screen after sign-in may take to load on a machine busy with other suites. */
const LOAD = 30_000;
const DURATION = 'Durasi: 9 hari, itinerary: 8 hari';
const MONTH = 'Judul atau alamat paket menyebut Januari';

/** A draft Umrah "Januari" of 9 days with an 8-day itinerary, leaving in March 2027 at Rp 18.500.000. */
async function contradictingPackage(admin: SupabaseClient) {
  const title = unique('Umroh Uji Konsistensi Januari');
  const { data, error } = await admin
    .from('packages')
    .insert({
      title,
      slug: `umroh-uji-konsistensi-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
      category: 'umroh',
      duration: '9 Hari',
      price_quad: 18_500_000,
      status: 'draft',
      itinerary: Array.from({ length: 8 }, (_, i) => ({ day: i + 1, title: `Hari ${i + 1}`, activities: [] })),
    })
    .select('id, title')
    .single();
  if (error) throw error;
  created.push(data.id);
  const dep = await admin.from('departures').insert({
    package_id: data.id,
    depart_on: '2027-03-15',
    return_on: '2027-03-23',
    seats_total: 40,
    seats_booked: 0,
    status: 'open',
  });
  if (dep.error) throw dep.error;
  return data as { id: string; title: string };
}

function findingsDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Data paket saling bertentangan' });
}

for (const vp of VIEWPORTS) {
  test.describe(vp.name, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: vp.width, height: vp.height });
    });

    test('the package page lists its contradictions; making it active asks first', async ({
      page,
      admin,
      loginAsAdmin,
    }) => {
      const pkg = await contradictingPackage(admin);
      await loginAsAdmin(page, `/admin/packages/edit/${pkg.id}`);
      const wrong = page.getByTestId('package-contradictions');
      // The first screen after sign-in waits for the package, its check and the publish status together.
      await expect(wrong).toContainText('Data paket saling bertentangan', { timeout: LOAD });
      await expect(wrong).toContainText(DURATION);
      await expect(wrong).toContainText(MONTH);
      await expect(page.getByTestId('package-notices')).toContainText('di bawah harga referensi');

      await page.getByRole('tabpanel').getByLabel('Status').selectOption('active');
      await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
      const ask = findingsDialog(page);
      await expect(ask.getByTestId('activation-contradictions')).toContainText(DURATION);
      await expect(ask).toContainText(MONTH);
      await ask.getByRole('button', { name: 'Batal' }).click();
      await expect(ask).toHaveCount(0);
      expect((await admin.from('packages').select('status').eq('id', pkg.id).single()).data!.status).toBe('draft');

      // The check reads what is about to be saved: a duration fixed in the form is no longer asked about.
      await page.getByLabel('Durasi').fill('');
      await page.getByLabel('Durasi').pressSequentially('8 Hari');
      await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
      await expect(ask).toContainText(MONTH);
      await expect(ask).not.toContainText(DURATION);
      await ask.getByRole('button', { name: 'Simpan sebagai Draft' }).click();
      await expect(toast(page, 'Paket Diperbarui')).toBeVisible();
      expect((await admin.from('packages').select('status, duration').eq('id', pkg.id).single()).data).toEqual({
        status: 'draft',
        duration: '8 Hari',
      });
    });

    test('the dashboard lists the package; its low price can be marked reported', async ({
      page,
      admin,
      loginAsAdmin,
    }) => {
      const pkg = await contradictingPackage(admin);
      await loginAsAdmin(page, '/admin/');
      const item = page.getByTestId('consistency-package').filter({ hasText: pkg.title });
      // The dashboard loads every summary at once; the check's card may come last.
      await expect(item).toContainText('2 bertentangan', { timeout: LOAD });
      await expect(item).toContainText(DURATION);
      await item.getByRole('link', { name: pkg.title }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/packages/edit/${pkg.id}$`));

      const notices = page.getByTestId('package-notices');
      await expect(notices).toContainText('Harga Umroh Rp 18.500.000 di bawah harga referensi Rp 26.000.000');
      await notices.getByRole('button', { name: 'Tandai sudah dilaporkan' }).click();
      await expect(toast(page, 'Harga ditandai sudah dilaporkan ke kementerian')).toBeVisible();
      await expect(page.getByText('di bawah harga referensi')).toHaveCount(0);
      const { data: report } = await admin
        .from('reference_price_reports')
        .select('reported_price')
        .eq('package_id', pkg.id)
        .single();
      expect(Number(report!.reported_price)).toBe(18_500_000);
    });
  });
}

test.describe('phone 390: the reference price', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('is edited on the dashboard, typed key by key, refused beside the field, then saved', async ({
    page,
    admin,
    loginAsAdmin,
  }) => {
    const { data: before } = await admin.from('umroh_reference_price').select('price, decree').single();
    try {
      await loginAsAdmin(page, '/admin/');
      const card = page.getByTestId('reference-price');
      await expect(card).toContainText('Harga referensi Umroh: Rp 26.000.000 (KMA 777/2020)', { timeout: LOAD });
      await card.getByRole('button', { name: 'Ubah' }).click();

      const price = card.getByRole('textbox', { name: 'Harga referensi Umroh' });
      await price.fill('');
      await price.pressSequentially('27500000');
      await expect(price).toHaveValue('27.500.000');
      const decree = card.getByRole('textbox', { name: 'Dasar hukum' });
      await decree.fill('');
      await card.getByRole('button', { name: 'Simpan harga referensi' }).click();
      // Refused beside the field; what was typed stays; nothing reached the database.
      await expect(card.getByText('Isi dasar hukumnya, mis. KMA 777/2020')).toBeVisible();
      await expect(price).toHaveValue('27.500.000');
      const { data: unchanged } = await admin.from('umroh_reference_price').select('price').single();
      expect(Number(unchanged!.price)).toBe(Number(before!.price));

      await decree.pressSequentially('KMA 777/2020');
      await card.getByRole('button', { name: 'Simpan harga referensi' }).click();
      await expect(toast(page, 'Harga referensi disimpan')).toBeVisible();
      await expect(card).toContainText('Harga referensi Umroh: Rp 27.500.000 (KMA 777/2020)');
      const { data: saved } = await admin.from('umroh_reference_price').select('price, decree').single();
      expect(Number(saved!.price)).toBe(27_500_000);

      await page.reload();
      await expect(page.getByTestId('reference-price')).toContainText('Rp 27.500.000', { timeout: LOAD });
    } finally {
      await admin.from('umroh_reference_price').update({ price: before!.price, decree: before!.decree }).eq('id', true);
    }
  });
});
