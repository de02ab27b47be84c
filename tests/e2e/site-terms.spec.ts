import { test, expect } from './fixtures.ts';

// The seeded terms as a family reads them: the site-wide cancellation table and checklist on an umroh page and
// the FAQ page, Haji Furoda's own table and its extra document on its page only. Static: no script draws them.
const UMROH = '/umroh/umroh-reguler-12-hari-januari-2027';
const FURODA = '/haji/haji-furoda-2027';

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 }, javaScriptEnabled: false });

    test('an umroh page shows the site-wide table and checklist, on screen without sideways scrolling', async ({
      page,
    }) => {
      await page.goto(UMROH);
      const table = page.getByRole('region', { name: 'Ketentuan Pembatalan' });
      await expect(table.getByRole('row')).toHaveText([
        /Waktu pembatalan\s*Potongan/,
        /60 hari atau lebih sebelum keberangkatan\s*10% dari harga paket/,
        /30–59 hari sebelum keberangkatan\s*50% dari harga paket/,
        /Kurang dari 30 hari sebelum keberangkatan\s*100% dari harga paket/,
      ]);
      await expect(table).not.toContainText('Ketentuan khusus paket ini.');
      const docs = page.getByRole('region', { name: 'Dokumen Persyaratan' });
      await expect(docs.getByRole('listitem').first()).toHaveText(
        'Paspor berlaku minimal 8 bulan dari tanggal keberangkatan, dengan nama minimal 2 kata',
      );
      await expect(docs).toContainText(
        'buku nikah, akta kelahiran, atau kartu keluarga yang menunjukkan hubungan mahram',
      );
      await expect(docs).not.toContainText('istithaah');
      await table.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });

    test('Haji Furoda shows its own table and its extra document', async ({ page }) => {
      await page.goto(FURODA);
      const table = page.getByRole('region', { name: 'Ketentuan Pembatalan' });
      await expect(table).toContainText('Ketentuan khusus paket ini.');
      await expect(table.getByRole('row')).toHaveText([
        /Waktu pembatalan/,
        /90 hari atau lebih sebelum keberangkatan\s*25% dari harga paket/,
        /45–89 hari sebelum keberangkatan\s*75% dari harga paket/,
        /Kurang dari 45 hari sebelum keberangkatan\s*100% dari harga paket/,
      ]);
      await expect(page.getByRole('region', { name: 'Dokumen Persyaratan' }).getByRole('listitem').last()).toHaveText(
        'Surat keterangan istithaah kesehatan haji dari puskesmas atau rumah sakit',
      );
    });

    test('the FAQ page states the same checklist and table its answers point to', async ({ page }) => {
      await page.goto('/faq');
      await expect(page.getByRole('region', { name: 'Dokumen Persyaratan' })).toContainText(
        'Paspor berlaku minimal 8 bulan dari tanggal keberangkatan, dengan nama minimal 2 kata',
      );
      await expect(page.getByRole('region', { name: 'Ketentuan Pembatalan' })).toContainText(
        '30–59 hari sebelum keberangkatan',
      );
      await expect(page.locator('main')).toContainText('bagian Dokumen Persyaratan');
    });
  });
}
