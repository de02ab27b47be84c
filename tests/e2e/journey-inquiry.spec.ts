import { test, expect, unique } from './fixtures.ts';
import { SEED } from './site-helpers.ts';

// A visitor asks from a package page → the inquiry is in the admin's Prospek → the owner marks it
// "Dihubungi". Only this test's own row is checked and removed (two workers share the server).
const names: string[] = [];

test.afterAll(async ({ admin }) => {
  for (const name of names) await admin.from('inquiries').delete().eq('name', name);
});

test('a visitor sends an inquiry from a package page; the owner finds it in Prospek and marks it Dihubungi', async ({
  page,
  admin,
  loginAsAdmin,
}) => {
  const name = unique('Prospek Uji');
  names.push(name);
  // A number of its own, so the 3-per-hour limit never meets another run's rows.
  const number = `0812${String(Date.now()).slice(-8)}`;

  await page.goto(`/umroh/${SEED.umrohHemat.slug}`);
  const form = page.getByTestId('inquiry-form');
  await expect(form).toBeVisible();
  // A refused field says why beside it, and nothing is sent.
  await form.getByLabel('Nomor WhatsApp').fill('0812-abc');
  await form.getByTestId('inquiry-submit').click();
  await expect(form.locator('#inq-whatsapp-error')).toContainText('Nomor WhatsApp tidak valid');
  await expect(form.locator('#inq-name-error')).toContainText('Nama wajib diisi');

  await form.getByLabel('Nama lengkap').fill(name);
  await form.getByLabel('Nomor WhatsApp').fill(number);
  await form.getByLabel('Jumlah jamaah').fill('2');
  // The visitor picks the first date on offer; the owner sees that date with the inquiry.
  const departure = form.locator('#inq-departure');
  await departure.selectOption({ index: 1 });
  // The option names the Hijri date beside the Gregorian one ("19 Februari 2027 (12 Ramadhan 1448 H)").
  const chosenDate = (await departure.locator('option:checked').textContent())!.trim().replace(/ \(.*\)$/, '');
  await form.getByLabel('Pesan (opsional)').fill('Mohon info kamar.');
  await form.getByRole('checkbox').check();
  await form.getByTestId('inquiry-submit').click();
  await expect(form.getByRole('status')).toContainText('permintaan Anda sudah kami terima');

  const { data: rows } = await admin.from('inquiries').select('id, status, source_path').eq('name', name);
  expect(rows).toHaveLength(1);
  expect(rows![0]).toMatchObject({ status: 'baru', source_path: `/umroh/${SEED.umrohHemat.slug}` });

  await loginAsAdmin(page, '/admin/inquiries');
  await page.getByLabel('Cari nama atau WhatsApp').fill(name);
  const row = page.getByTestId('inquiry-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: 'Detail' }).click();
  await expect(page.getByRole('link', { name: 'Balas via WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/62812/,
  );
  await expect(page.getByTestId('inquiry-departure-detail')).toHaveText(`Keberangkatan: ${chosenDate}`);
  expect(
    decodeURIComponent(
      (await page.getByRole('link', { name: 'Balas via WhatsApp' }).getAttribute('href'))!.split('text=')[1],
    ),
  ).toContain(`keberangkatan ${chosenDate}`);
  await page.getByLabel('Status').click();
  await page.getByRole('option', { name: 'Dihubungi' }).click();
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect
    .poll(async () => (await admin.from('inquiries').select('status').eq('name', name).single()).data?.status)
    .toBe('dihubungi');
});
