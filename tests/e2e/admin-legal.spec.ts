import { test, expect, unique } from './fixtures.ts';
import { toast } from './admin-helpers.ts';

// "Legalitas & Rekening" edited the way an owner does it: typing key by key, with the account form open while
// the company name changes (in the same tab, or in another one). The database accepts only accounts held by
// the company; whatever it refuses is said beside "Atas Nama", and nothing typed is lost.
const HOLDER_MESSAGE = 'Nama pemilik rekening harus sama dengan nama perusahaan di Legalitas';

test.describe.configure({ mode: 'serial' });

test.describe('official accounts while the company name changes', () => {
  let before: unknown;
  test.beforeEach(async ({ admin }) => {
    const { data } = await admin.from('page_content').select('content').eq('page_name', 'legal').single();
    before = data!.content;
  });
  test.afterEach(async ({ admin }) => {
    await admin.from('bank_accounts').delete().like('bank_name', 'Bank Uji Atas Nama%');
    await admin.from('page_content').update({ content: before }).eq('page_name', 'legal');
  });

  test('at 390 px, a name saved in another tab: the server refuses beside "Atas Nama", the typing stays', async ({
    page,
    context,
    admin,
    loginAsAdmin,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // On a slow phone line the company name arrives after the owner reaches for "Tambah Rekening": the form
    // opens only once it is there, so "Atas Nama" starts as that name.
    let nameRead = () => {};
    const nameHeld = new Promise<void>((resolve) => (nameRead = resolve));
    await page.route(/\/rest\/v1\/page_content\?.*page_name=eq\.legal/, async (route) => {
      await nameHeld;
      await route.continue();
    });
    await loginAsAdmin(page, '/admin/legal');
    const add = page.getByRole('button', { name: 'Tambah Rekening' });
    await expect(add).toBeDisabled();
    nameRead();
    await add.click();
    const form = page.getByRole('form', { name: 'Tambah Rekening' });
    const bank = unique('Bank Uji Atas Nama');
    await form.getByLabel(/^Nama Bank/).pressSequentially(bank);
    await form.getByLabel(/^Nomor Rekening/).pressSequentially('7001 2345 678');
    const holder = form.getByLabel(/^Atas Nama/);
    await expect(holder).toHaveValue('PT Baitullah Tour dan Travel');

    // Meanwhile, in a second tab, the company name is corrected and saved.
    const other = await context.newPage();
    await other.setViewportSize({ width: 1280, height: 900 });
    await other.goto('/admin/legal');
    const company = other.getByLabel('Nama Perusahaan (sesuai akta)');
    await expect(company).toHaveValue('PT Baitullah Tour dan Travel');
    await company.clear();
    await company.pressSequentially('PT Baitullah Wisata Utama');
    await other.getByRole('button', { name: 'Simpan Legalitas' }).click();
    await expect(toast(other, 'Legalitas Disimpan')).toBeVisible();
    await other.close();

    // The first tab still holds the old name, so only the database can tell.
    await form.getByRole('button', { name: 'Tambah', exact: true }).click();
    await expect(toast(page, 'Gagal menambahkan rekening')).toBeVisible();
    await expect(form.getByText(HOLDER_MESSAGE)).toBeVisible();
    await expect(holder).toHaveAttribute('aria-invalid', 'true');
    await expect(holder).toBeFocused();
    await expect(form.getByLabel(/^Nama Bank/)).toHaveValue(bank);
    await expect(form.getByLabel(/^Nomor Rekening/)).toHaveValue('7001 2345 678');
    const { data: none } = await admin.from('bank_accounts').select('id').eq('bank_name', bank);
    expect(none).toEqual([]);

    // Typed again as the company's new name, it is saved.
    await holder.clear();
    await holder.pressSequentially('PT Baitullah Wisata Utama');
    await expect(form.getByText(HOLDER_MESSAGE)).toHaveCount(0);
    await form.getByRole('button', { name: 'Tambah', exact: true }).click();
    await expect(toast(page, 'Rekening Ditambahkan')).toBeVisible();
    const { data: saved } = await admin.from('bank_accounts').select('holder').eq('bank_name', bank);
    expect(saved).toEqual([{ holder: 'PT Baitullah Wisata Utama' }]);
  });

  test('at 1280 px, the name saved above while the account form is open: the form keeps its typing', async ({
    page,
    loginAsAdmin,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAsAdmin(page, '/admin/legal');
    await page.getByRole('button', { name: 'Tambah Rekening' }).click();
    const form = page.getByRole('form', { name: 'Tambah Rekening' });
    const bank = unique('Bank Uji Atas Nama');
    await form.getByLabel(/^Nama Bank/).pressSequentially(bank);
    await form.getByLabel(/^Nomor Rekening/).pressSequentially('7001 2345 679');

    const company = page.getByLabel('Nama Perusahaan (sesuai akta)');
    await company.clear();
    await company.pressSequentially('PT Baitullah Wisata Utama');
    await page.getByRole('button', { name: 'Simpan Legalitas' }).click();
    await expect(toast(page, 'Legalitas Disimpan')).toBeVisible();

    // The form is the same one: what was typed stays, and its hint names the new company name.
    await expect(form.getByLabel(/^Nama Bank/)).toHaveValue(bank);
    await expect(form.getByLabel(/^Nomor Rekening/)).toHaveValue('7001 2345 679');
    await expect(form.getByText('Harus sama dengan nama perusahaan: PT Baitullah Wisata Utama')).toBeVisible();
    // The holder still reads the old name, which the form now refuses before sending.
    await form.getByRole('button', { name: 'Tambah', exact: true }).click();
    await expect(form.getByText(HOLDER_MESSAGE)).toBeVisible();
    await expect(form.getByLabel(/^Nomor Rekening/)).toHaveValue('7001 2345 679');
  });
});
