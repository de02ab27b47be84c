import fs from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { test, expect, unique, uniqueWhatsapp } from './fixtures.ts';
import { toast } from './admin-helpers.ts';

// Following a lead up in Prospek: statuses with a reason for "Tidak lanjut", the next-contact day and
// "Follow-up hari ini" on the dashboard, notes in the timeline, one person's several inquiries, a bulk status
// change; and a personal-data request (UU PDP) that finds, exports and erases a number's data. Rows are made
// through the visitors' RPC and removed by their own numbers.

const numbers: string[] = [];
test.afterAll(async ({ admin }) => {
  if (numbers.length) await admin.from('inquiries').delete().in('whatsapp', numbers);
});

async function submit(anon: SupabaseClient, name: string, typed: string, stored: string): Promise<string> {
  numbers.push(stored);
  const { error } = await anon.rpc('submit_inquiry', { name, whatsapp: typed, consent: true, source_path: '/kontak' });
  expect(error).toBeNull();
  return stored;
}

/** Today in Jakarta as dd/mm/yyyy, the way the owner types it. */
function todayDmy(): string {
  const d = new Date(Date.now() + 7 * 3600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

for (const width of [390, 1280]) {
  test(`at ${width} px the owner follows a lead up: reason, next contact, notes, and the dashboard's list`, async ({
    page,
    anon,
    admin,
    loginAsAdmin,
  }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    const wa = uniqueWhatsapp();
    const name = unique('Follow Up');
    await submit(anon, name, wa.typed, wa.stored);
    await submit(anon, `${name} lagi`, wa.typed, wa.stored);
    const { data: rows } = await admin.from('inquiries').select('id').eq('name', name);
    await loginAsAdmin(page, `/admin/inquiries/edit/${rows![0]!.id}`);

    // The same number asked twice: the other inquiry is shown with this one.
    await expect(page.getByTestId('same-number')).toContainText(`${name} lagi`);

    // "Tidak lanjut" without a reason is refused beside the reason, nothing saved.
    await page.getByLabel('Status').click();
    await page.getByRole('option', { name: 'Tidak lanjut' }).click();
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(page.getByTestId('inquiry-lost-reason')).toContainText('Pilih alasannya');
    expect((await admin.from('inquiries').select('status').eq('name', name).single()).data?.status).toBe('baru');

    // Still interested after all: "Tertarik", to be called again today.
    await page.getByLabel('Status').click();
    await page.getByRole('option', { name: 'Tertarik' }).click();
    await page.getByLabel('Follow-up berikutnya').pressSequentially(todayDmy());
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(toast(page, 'Prospek Disimpan')).toBeVisible();
    await expect
      .poll(
        async () => (await admin.from('inquiries').select('status, next_contact_on').eq('name', name).single()).data,
      )
      .toMatchObject({ status: 'tertarik' });

    // A note goes into the timeline with the change of status, each with who and when.
    await page.getByLabel('Catatan baru').pressSequentially('Minta brosur, telepon lagi sore');
    await page.getByRole('button', { name: 'Tambah catatan' }).click();
    const timeline = page.getByTestId('inquiry-timeline');
    await expect(timeline).toContainText('Status: Baru → Tertarik');
    await expect(timeline).toContainText('Follow-up berikutnya:');
    await expect(timeline).toContainText('Minta brosur, telepon lagi sore');
    await expect(timeline).toContainText('admin@');
    await expect(page.getByLabel('Catatan baru')).toHaveValue('');

    // The dashboard lists today's follow-ups.
    await page.goto('/admin/');
    await expect(
      page.getByTestId('follow-up-today').getByTestId('follow-up-row').filter({ hasText: name }),
    ).toBeVisible();
    // No sideways scroll on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
  });
}

test('a next-contact day outside 2020–2100 is refused beside it; one left typed wrong does not block closing', async ({
  page,
  anon,
  admin,
  loginAsAdmin,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const wa = uniqueWhatsapp();
  const name = unique('Tanggal Follow Up');
  await submit(anon, name, wa.typed, wa.stored);
  const { data: rows } = await admin.from('inquiries').select('id').eq('name', name);
  await loginAsAdmin(page, `/admin/inquiries/edit/${rows![0]!.id}`);

  const day = page.getByLabel('Follow-up berikutnya');
  await day.pressSequentially('01/01/2019');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(page.getByTestId('inquiry-next-contact')).toContainText(
    'Tanggal follow-up harus antara tahun 2020 dan 2100',
  );
  await expect(day).toHaveValue('01/01/2019');
  await expect(page.getByText(/Kode:/)).toHaveCount(0);

  // A day typed wrong, then the lead closes: the field goes, and the save is not held by what it held.
  await day.fill('');
  await day.pressSequentially('15/13/2027');
  await page.getByLabel('Status').click();
  await page.getByRole('option', { name: 'Closing' }).click();
  await expect(day).toHaveCount(0);
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(toast(page, 'Prospek Disimpan')).toBeVisible();
  expect((await admin.from('inquiries').select('status, next_contact_on').eq('name', name).single()).data).toEqual({
    status: 'closing',
    next_contact_on: null,
  });
});

test('several inquiries change status at once; "Tidak lanjut" asks for its reason', async ({
  page,
  anon,
  admin,
  loginAsAdmin,
}) => {
  const prefix = unique('Massal');
  for (const i of [1, 2]) {
    const wa = uniqueWhatsapp();
    await submit(anon, `${prefix} ${i}`, wa.typed, wa.stored);
  }
  await loginAsAdmin(page, '/admin/inquiries');
  await page.getByLabel('Cari nama atau WhatsApp').pressSequentially(prefix);
  await expect(page.getByTestId('inquiry-row')).toHaveCount(2);
  await page.getByLabel(`Pilih ${prefix} 1`).check();
  await page.getByLabel(`Pilih ${prefix} 2`).check();
  const bulk = page.getByTestId('inquiry-bulk');
  await expect(bulk).toContainText('2 dipilih');
  await bulk.getByLabel('Ubah status ke').click();
  await page.getByRole('option', { name: 'Tidak lanjut' }).click();
  await expect(bulk.getByRole('button', { name: 'Terapkan' })).toBeDisabled();
  await bulk.getByLabel('Alasan').click();
  await page.getByRole('option', { name: 'Memilih travel lain' }).click();
  await bulk.getByRole('button', { name: 'Terapkan' }).click();
  await expect(toast(page, 'Status Diubah')).toBeVisible();
  const { data } = await admin.from('inquiries').select('status, lost_reason').like('name', `${prefix}%`);
  expect(data).toEqual([
    { status: 'tidak_lanjut', lost_reason: 'travel_lain' },
    { status: 'tidak_lanjut', lost_reason: 'travel_lain' },
  ]);
});

test('a personal-data request finds, exports and erases everything of one number, and is logged masked', async ({
  page,
  anon,
  admin,
  loginAsAdmin,
}) => {
  const wa = uniqueWhatsapp();
  const name = unique('Pemilik Data');
  await submit(anon, name, wa.typed, wa.stored);
  const other = uniqueWhatsapp();
  await submit(anon, unique('Orang Lain'), other.typed, other.stored);
  await loginAsAdmin(page, '/admin/data-requests');

  // A number that cannot be read is refused beside the field.
  await page.getByLabel('Nomor WhatsApp pemilik data').pressSequentially('0812-abc');
  await page.getByRole('button', { name: 'Cari data' }).click();
  await expect(page.getByText('Nomor WhatsApp tidak valid')).toBeVisible();

  await page.getByLabel('Nomor WhatsApp pemilik data').fill('');
  await page.getByLabel('Nomor WhatsApp pemilik data').pressSequentially(wa.typed);
  await page.getByRole('button', { name: 'Cari data' }).click();
  const found = page.getByTestId('personal-data');
  await expect(found).toContainText('Tersimpan: 1 prospek');
  await expect(found).toContainText(name);

  const download = page.waitForEvent('download');
  await found.getByRole('button', { name: 'Unduh salinan (JSON)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^data-pribadi-\d{6}xxx\d{4}-\d{4}-\d{2}-\d{2}\.json$/);
  const copy = JSON.parse(fs.readFileSync(await file.path(), 'utf8')) as {
    whatsapp: string;
    inquiries: { name: string }[];
  };
  expect(copy.whatsapp).toBe(wa.stored);
  expect(copy.inquiries.map((i) => i.name)).toEqual([name]);

  await found.getByRole('button', { name: 'Hapus semua prospek nomor ini' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Hapus|Ya/ })
    .click();
  await expect(toast(page, 'Data dihapus')).toBeVisible();
  expect((await admin.from('inquiries').select('id').eq('whatsapp', wa.stored)).data).toEqual([]);
  expect((await admin.from('inquiries').select('id').eq('whatsapp', other.stored)).data).toHaveLength(1);

  const masked = `${wa.stored.slice(0, 6)}***${wa.stored.slice(-4)}`;
  const log = page.getByTestId('data-request-log');
  await expect(log).toContainText(`Dihapus · ${masked} · 1 prospek`);
  await expect(log).toContainText(`Diekspor · ${masked} · 1 prospek`);
  await expect(log).toContainText(`Dicari · ${masked} · 1 prospek`);
  await expect(log).not.toContainText(wa.stored);
});
