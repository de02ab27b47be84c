import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { toast } from './admin-helpers.ts';
import { livePage } from './journey-helpers.ts';

// The cancellation table and the document checklist come from data the owner edits: the site-wide ones in
// "Ketentuan & Dokumen", a package's own in its form (Pembatalan & Dokumen). Against the journeys server,
// which republishes the static site by itself after a save.
test.describe.configure({ mode: 'serial' });

const UMROH = 'umroh-hemat-9-hari';
const OTHER_UMROH = 'umroh-reguler-12-hari-januari-2027';

/** The cancellation table of a live page, as its rows read: "when | cost". */
async function tableRows(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  const rows = page.getByTestId('cancellation-table').getByRole('row');
  return (await rows.allInnerTexts()).slice(1).map((r) => r.replace(/\s*\t\s*/g, ' | ').trim());
}

/** Clears a field and types the value key by key, as a person does. */
async function retype(page: Page, label: string, value: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.fill('');
  await input.pressSequentially(value);
}

test('at 390 px the owner changes a site-wide tier and adds a document; every package page and the FAQ show them', async ({
  page,
  loginAsAdmin,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await tableRows(page, `/umroh/${UMROH}`)).toEqual([
    '60 hari atau lebih sebelum keberangkatan | 10% dari harga paket',
    '30–59 hari sebelum keberangkatan | 50% dari harga paket',
    'Kurang dari 30 hari sebelum keberangkatan | 100% dari harga paket',
  ]);

  await loginAsAdmin(page, '/admin/edit-terms');
  await expect(page.getByRole('heading', { name: 'Ketentuan & Dokumen', level: 1 })).toBeVisible();
  // The stored document loads before the form shows (generous: the journeys server also builds the site).
  await expect(page.getByLabel('Potongan persen, baris 2', { exact: true })).toHaveValue('50', { timeout: 30_000 });
  // A later cancellation that costs less than an earlier one is refused beside the field; nothing typed is lost.
  await retype(page, 'Potongan persen, baris 2', '5');
  await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
  const percent2 = page.getByLabel('Potongan persen, baris 2', { exact: true });
  await expect(percent2).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Tidak boleh lebih kecil dari baris di atasnya (10%)')).toBeVisible();
  await expect(percent2).toHaveValue('5');
  await expect(toast(page, 'Gagal menyimpan Ketentuan & Dokumen')).toBeVisible();

  await retype(page, 'Potongan persen, baris 2', '60');
  await retype(page, 'Hari sebelum berangkat, baris 2', '21');
  await expect(percent2).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Tambah Dokumen' }).click();
  const doc = page.getByLabel('Dokumen 5', { exact: true });
  await doc.pressSequentially('Surat rekomendasi dari Kementerian Agama untuk jamaah di bawah 17 tahun');
  await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await expect(toast(page, 'Ketentuan Diperbarui')).toBeVisible();

  // Both the package page and the FAQ page rebuild from the saved document.
  await livePage(page, `/umroh/${UMROH}`, '21–59 hari sebelum keberangkatan');
  expect(await tableRows(page, `/umroh/${UMROH}`)).toEqual([
    '60 hari atau lebih sebelum keberangkatan | 10% dari harga paket',
    '21–59 hari sebelum keberangkatan | 60% dari harga paket',
    'Kurang dari 21 hari sebelum keberangkatan | 100% dari harga paket',
  ]);
  await expect(page.getByTestId('document-checklist')).toContainText(
    'Surat rekomendasi dari Kementerian Agama untuk jamaah di bawah 17 tahun',
  );
  // The detail page stays static: no script is loaded for the table or the checklist.
  const html = await (await page.request.get(`/umroh/${UMROH}`)).text();
  const section = html.slice(html.indexOf('data-testid="package-terms"'));
  expect(section.slice(0, section.indexOf('</section>', section.indexOf('document-checklist')))).not.toContain(
    '<script',
  );
  expect(await tableRows(page, '/faq')).toContain('21–59 hari sebelum keberangkatan | 60% dari harga paket');
});

test('at 1280 px a package gets its own table and an extra document; only that package shows them', async ({
  page,
  loginAsAdmin,
  admin,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const { data: pkg } = await admin.from('packages').select('id').eq('slug', UMROH).single();
  await loginAsAdmin(page, `/admin/packages/edit/${pkg!.id}`);
  await page.getByRole('tab', { name: 'Pembatalan & Dokumen' }).click();
  await page.getByLabel('Tabel khusus untuk paket ini').check();
  // The own table starts with one row (0 days, 100%); the owner puts a 45-day tier above it.
  await retype(page, 'Hari sebelum berangkat, baris 1', '45');
  await retype(page, 'Potongan persen, baris 1', '20');
  await page.getByRole('button', { name: 'Tambah Baris' }).click();
  await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
  // An empty row is refused beside its fields, and the tab is marked.
  await expect(page.getByLabel('Hari sebelum berangkat, baris 2', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page.getByRole('tab', { name: 'Pembatalan & Dokumen' })).toHaveAttribute('data-has-error', 'true');
  await page.getByLabel('Hari sebelum berangkat, baris 2', { exact: true }).pressSequentially('0');
  await page.getByLabel('Potongan persen, baris 2', { exact: true }).pressSequentially('100');
  await page.getByRole('button', { name: 'Tambah Dokumen' }).click();
  await page.getByLabel('Dokumen tambahan 1', { exact: true }).pressSequentially('Surat izin cuti dari kantor');
  await expect(page.getByText('27/200')).toBeVisible();
  await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await expect(toast(page, 'Paket Diperbarui')).toBeVisible();
  const { data: saved } = await admin
    .from('packages')
    .select('cancellation_tiers, extra_documents')
    .eq('slug', UMROH)
    .single();
  expect(saved).toEqual({
    cancellation_tiers: [
      { days: 45, percent: 20 },
      { days: 0, percent: 100 },
    ],
    extra_documents: ['Surat izin cuti dari kantor'],
  });

  await livePage(page, `/umroh/${UMROH}`, 'Surat izin cuti dari kantor');
  expect(await tableRows(page, `/umroh/${UMROH}`)).toEqual([
    '45 hari atau lebih sebelum keberangkatan | 20% dari harga paket',
    'Kurang dari 45 hari sebelum keberangkatan | 100% dari harga paket',
  ]);
  await expect(page.getByTestId('cancellation-table')).toContainText('Ketentuan khusus paket ini.');
  // Another package keeps the site-wide table and checklist.
  const other = await tableRows(page, `/umroh/${OTHER_UMROH}`);
  expect(other[0]).toBe('60 hari atau lebih sebelum keberangkatan | 10% dari harga paket');
  await expect(page.getByTestId('document-checklist')).not.toContainText('Surat izin cuti dari kantor');
});
