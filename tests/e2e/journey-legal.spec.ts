import { test, expect, unique, ADMIN_EMAIL, ADMIN_PASSWORD } from './fixtures.ts';
import { loginViaUi, toast } from './admin-helpers.ts';
import { livePage } from './journey-helpers.ts';
import { SEED } from './site-helpers.ts';

// Legalitas & Rekening: what the owner types in the admin is what a family reads on /legalitas, in the footer,
// on /kontak, on a package page, in the JSON-LD and in the sitemap, after the site republishes by itself.
test.describe.configure({ mode: 'serial' });

for (const width of [390, 1280]) {
  test(`at ${width} px the owner's PPIU number and a new official account reach every public place`, async ({
    page,
    admin,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    const { data: before } = await admin.from('page_content').select('content').eq('page_name', 'legal').single();
    const ppiu = unique('U.7').replace(/\s+/g, '-');
    const digits = String(Date.now()).slice(-10);
    const number = `${digits.slice(0, 4)} ${digits.slice(4)}`;
    try {
      await loginViaUi(page, ADMIN_EMAIL, ADMIN_PASSWORD);
      await expect(toast(page, 'Login Berhasil')).toBeVisible();
      await page.goto('/admin/legal');
      // The journeys server may be building the site meanwhile: the first load of the screen can take a while.
      await expect(page.getByRole('checkbox', { name: 'Data contoh (demo)' })).toBeChecked({ timeout: 30_000 });

      const field = page.getByLabel('Nomor Izin PPIU (Umroh)');
      await field.clear();
      await field.pressSequentially(ppiu);
      await page.getByRole('button', { name: 'Simpan Legalitas' }).click();
      await expect(toast(page, 'Legalitas Disimpan')).toBeVisible();

      await page.getByRole('button', { name: 'Tambah Rekening' }).click();
      const form = page.getByRole('form', { name: 'Tambah Rekening' });
      await form.getByLabel(/^Nama Bank/).pressSequentially('Bank Uji Legal');
      await form.getByLabel(/^Nomor Rekening/).pressSequentially(number);
      // A person's name is refused beside the field, and what was typed stays.
      const holder = form.getByLabel(/^Atas Nama/);
      await holder.clear();
      await holder.pressSequentially('H. Ahmad Fauzi');
      await form.getByRole('button', { name: 'Tambah', exact: true }).click();
      await expect(
        form.getByText('Nama pemilik rekening harus sama dengan nama perusahaan di Legalitas'),
      ).toBeVisible();
      await expect(form.getByLabel(/^Nomor Rekening/)).toHaveValue(number);
      await holder.clear();
      await holder.pressSequentially('PT Baitullah Tour dan Travel');
      await form.getByRole('button', { name: 'Tambah', exact: true }).click();
      await expect(toast(page, 'Rekening Ditambahkan')).toBeVisible();

      await livePage(page, '/legalitas', ppiu, true, 120_000);
      await livePage(page, '/legalitas', number, true, 120_000);
      for (const path of ['/legalitas', '/kontak', `/umroh/${SEED.umrohReguler.slug}`]) {
        await page.goto(path);
        await expect(page.getByTestId('site-footer').getByTestId('footer-legal'), path).toContainText(ppiu);
        const account = page.getByTestId('bank-account').filter({ hasText: 'Bank Uji Legal' });
        await expect(account, path).toContainText(number);
        await expect(account.getByRole('button', { name: 'Salin nomor rekening Bank Uji Legal' }), path).toBeVisible();
        await expect(page.locator('body'), path).not.toContainText('(contoh)');
      }
      const html = await (await page.request.get('/legalitas')).text();
      expect(html).toContain('"legalName":"PT Baitullah Tour dan Travel"');
      expect(html).toContain(`"identifier":"${ppiu}"`);
      const sitemap = await (await page.request.get('/sitemap.xml')).text();
      expect(sitemap).toMatch(/<loc>[^<]*\/legalitas<\/loc>/);
    } finally {
      await admin.from('bank_accounts').delete().eq('bank_name', 'Bank Uji Legal');
      await admin.from('page_content').update({ content: before!.content }).eq('page_name', 'legal');
    }
  });
}
