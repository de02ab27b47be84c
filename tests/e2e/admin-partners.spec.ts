import fs from 'node:fs';
import { test, expect, unique, uniqueWhatsapp } from './fixtures.ts';
import { nextToast, serviceClient, toast } from './admin-helpers.ts';

// "Mitra": the owner adds a partner agent typing key by key, a code that cannot be one (or is taken) is refused
// beside its field with nothing saved, and the saved partner's share link, QR (downloaded as a PNG) and
// WhatsApp message are ready to hand over. A partner is switched off, never deleted.
const codes: string[] = [];

test.afterAll(async ({ baseURL }) => {
  // The administrator cannot delete partners; the test's own rows go with the service role.
  if (codes.length) await serviceClient(baseURL!).from('partners').delete().in('code', codes);
});

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

for (const width of [390, 1280]) {
  test(`at ${width} px the owner adds a partner, gets its link and QR, and switches it off`, async ({
    page,
    admin,
    baseURL,
    loginAsAdmin,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const suffix = `${width}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    // Another partner already holds this code.
    const taken = `dipakai-${suffix}`;
    codes.push(taken);
    const other = await admin
      .from('partners')
      .insert({ name: 'Mitra Lain', whatsapp: uniqueWhatsapp().stored, code: taken })
      .select('id')
      .single();
    expect(other.error).toBeNull();

    await loginAsAdmin(page, '/admin/partners');
    await expect(page.getByRole('heading', { level: 1, name: 'Mitra' })).toBeVisible();
    await page.getByRole('link', { name: 'Tambah Mitra' }).click();
    await expect(page).toHaveURL(/\/admin\/partners\/create$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tambah Mitra' })).toBeVisible();

    const name = unique('Ustadz Uji');
    const phone = uniqueWhatsapp();
    await page.getByLabel(/^Nama/).pressSequentially(name);
    const code = page.getByLabel(/^Kode/);
    // The code follows the name until the owner types one.
    await expect(code).toHaveValue(/^ustadz-uji-[a-z0-9]+$/);
    // A number without + is read as Indonesian: the field says how a foreign one is written.
    await expect(page.getByLabel(/^Nomor WhatsApp/)).toHaveAccessibleDescription(/Nomor luar negeri diawali \+/);
    await page.getByLabel(/^Nomor WhatsApp/).pressSequentially(phone.typed);
    await page.getByLabel(/^Kota/).pressSequentially('Bekasi');
    await expect(page.getByLabel(/^Nomor WhatsApp/)).toHaveValue(/^\+62 812-/);

    // A typed code is kept as typed and refused beside the field.
    await code.clear();
    await code.pressSequentially('Ustadz Uji');
    await expect(code).toHaveValue('Ustadz Uji');
    await page.getByRole('button', { name: 'Simpan Mitra' }).click();
    await expect(toast(page, 'Gagal menyimpan mitra')).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription('Tanpa spasi: pisahkan kata dengan tanda hubung (-)');
    await expect(code).toBeFocused();
    expect((await admin.from('partners').select('id').eq('name', name)).data).toEqual([]);

    // A code another partner holds: the database's refusal, said beside the field.
    await code.clear();
    await code.pressSequentially(taken);
    const refused = await nextToast(page, 'Gagal menyimpan mitra');
    await page.getByRole('button', { name: 'Simpan Mitra' }).click();
    await expect(refused).toContainText('Kode ini sudah dipakai mitra lain');
    await expect(code).toHaveAccessibleDescription('Kode ini sudah dipakai mitra lain');
    await expect(code).toBeFocused();
    expect((await admin.from('partners').select('id').eq('name', name)).data).toEqual([]);

    const own = `uji-${suffix}`;
    codes.push(own);
    await code.clear();
    await code.pressSequentially(own);
    await page.getByRole('button', { name: 'Simpan Mitra' }).click();
    await expect(toast(page, 'Mitra Ditambahkan')).toBeVisible();

    // It opens on its share section.
    await expect(page).toHaveURL(/\/admin\/partners\/edit\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Mitra' })).toBeVisible();
    const { data: stored } = await admin
      .from('partners')
      .select('id, name, whatsapp, city, code, active, notes, package_id')
      .eq('code', own)
      .single();
    expect(stored).toMatchObject({
      name,
      whatsapp: phone.stored,
      city: 'Bekasi',
      code: own,
      active: true,
      notes: '',
      package_id: null,
    });
    expect(page.url()).toContain(stored!.id as string);

    const share = page.getByRole('region', { name: 'Bagikan' });
    const link = `${baseURL}/m/${own}`;
    await expect(share.getByLabel('Tautan mitra')).toHaveValue(link);
    const qr = share.getByRole('img', { name: `QR tautan mitra ${name}` });
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      share.getByRole('link', { name: 'Unduh QR (PNG)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`mitra-${own}.png`);
    const bytes = fs.readFileSync(await download.path());
    expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(bytes.length).toBeGreaterThan(1000);

    const whatsapp = share.getByRole('link', { name: 'Kirim lewat WhatsApp' });
    const href = (await whatsapp.getAttribute('href'))!;
    expect(href.startsWith(`https://wa.me/${phone.stored}?text=`)).toBe(true);
    const text = decodeURIComponent(href.split('?text=')[1]!);
    expect(text).toContain(`Assalamualaikum ${name}, berikut tautan Anda untuk dibagikan: ${link}`);
    await expect(share.getByLabel('Pesan WhatsApp untuk mitra')).toHaveValue(text);

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await share.getByRole('button', { name: 'Salin tautan' }).click();
    await expect(share.getByRole('button', { name: 'Tersalin' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // The code is fixed once saved: shown, not editable.
    await expect(code).toHaveValue(own);
    await expect(code).toHaveAttribute('readonly', '');
    await expect(code).toHaveAccessibleDescription(/Tidak dapat diubah/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // Switched off, never deleted: the list says so, after a reload too.
    await page.getByRole('switch', { name: 'Aktif' }).uncheck();
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expect(toast(page, 'Mitra Diperbarui')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/partners$/);
    const card = page.getByRole('article', { name, exact: true });
    await expect(card.getByTestId('partner-status')).toHaveText('Nonaktif');
    await expect(card).toContainText(own);
    await expect(card).toContainText('Bekasi');
    await expect(card.getByRole('link', { name: /^\+62 812-/ })).toBeVisible();
    expect(await page.getByRole('button', { name: /Hapus/ }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.reload();
    await expect(page.getByRole('article', { name, exact: true }).getByTestId('partner-status')).toHaveText('Nonaktif');
    expect((await admin.from('partners').select('active, code').eq('id', stored!.id)).data).toEqual([
      { active: false, code: own },
    ]);
    await page.getByRole('link', { name: `Edit dan bagikan ${name}` }).click();
    await expect(page.getByRole('switch', { name: 'Aktif' })).not.toBeChecked();
    await expect(page.getByRole('region', { name: 'Bagikan' })).toContainText('Mitra nonaktif');
  });
}
