import fs from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { test, expect, unique, uniqueWhatsapp } from './fixtures.ts';
import { toast } from './admin-helpers.ts';

// Issue 13, Prospek (/admin/inquiries): the CSV export and the sidebar badge of new inquiries.
// Rows are made through the visitors' RPC (anon cannot insert otherwise) and removed by their own numbers.

const numbers: string[] = [];

test.afterAll(async ({ admin }) => {
  if (numbers.length) await admin.from('inquiries').delete().in('whatsapp', numbers);
});

async function submit(anon: SupabaseClient, name: string, message = ''): Promise<string> {
  const wa = uniqueWhatsapp();
  numbers.push(wa.stored);
  const { error } = await anon.rpc('submit_inquiry', {
    name,
    whatsapp: wa.typed,
    pax: 2,
    message,
    consent: true,
    source_path: '/kontak',
  });
  expect(error).toBeNull();
  return wa.stored;
}

async function newCount(admin: SupabaseClient): Promise<number> {
  const { count, error } = await admin
    .from('inquiries')
    .select('id', { count: 'exact', head: true })
    .eq('status', 'baru');
  if (error) throw new Error(error.message);
  return count ?? 0;
}

/** RFC 4180 lines → cells (every cell is quoted by toCsv, '""' is a quote). */
function parseCsv(text: string): string[][] {
  return text.split('\r\n').map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1].replace(/""/g, '"')));
}

test('Ekspor CSV downloads the list with Indonesian headers; a cell that would be a formula stays text', async ({
  page,
  anon,
  admin,
  loginAsAdmin,
}) => {
  const name = unique('Prospek CSV');
  const hostile = `=HYPERLINK("https://contoh.test/x","klik") ${name}`;
  const number = await submit(anon, name, 'Mohon info "Umroh Hemat", terima kasih.');
  const hostileNumber = await submit(anon, hostile, '+62 segera hubungi');
  const { data: row } = await admin.from('inquiries').select('created_at, flood_suspect').eq('name', name).single();

  await loginAsAdmin(page, '/admin/inquiries');
  await expect(page.getByRole('heading', { name: 'Prospek' })).toBeVisible();
  await expect(page.getByTestId('inquiry-row').filter({ hasText: name })).toHaveCount(2);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ekspor CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('prospek.csv');
  const text = fs.readFileSync(await file.path(), 'utf8');
  const [header, ...lines] = parseCsv(text);

  expect(header).toEqual([
    'Tanggal',
    'Nama',
    'WhatsApp',
    'Paket',
    'Jumlah Jamaah',
    'Pesan',
    'Status',
    'Catatan',
    'Halaman',
    'Diduga Spam',
  ]);
  // Every cell quoted; a quote inside a value doubled.
  expect(text.split('\r\n')[0]).toBe(
    '"Tanggal","Nama","WhatsApp","Paket","Jumlah Jamaah","Pesan","Status","Catatan","Halaman","Diduga Spam"',
  );
  expect(text).toContain('"Mohon info ""Umroh Hemat"", terima kasih."');
  expect(lines.find((l) => l[2] === number)).toEqual([
    row!.created_at,
    name,
    number,
    '',
    '2',
    'Mohon info "Umroh Hemat", terima kasih.',
    'Baru',
    '',
    '/kontak',
    // Every test here sends from 127.0.0.1, so whether this one counts as part of a flood depends on the others.
    row!.flood_suspect ? 'Ya' : '',
  ]);
  // The visitor's "=…" and "+…" get the spreadsheet's as-text apostrophe; the stored row is unchanged.
  const hostileLine = lines.find((l) => l[2] === hostileNumber);
  expect(hostileLine?.[1]).toBe(`'${hostile}`);
  expect(hostileLine?.[5]).toBe(`'+62 segera hubungi`);
  expect((await admin.from('inquiries').select('name').eq('whatsapp', hostileNumber).single()).data?.name).toBe(
    hostile,
  );
});

test('the sidebar badge counts the inquiries still "Baru" and follows a change to Dihubungi', async ({
  page,
  anon,
  admin,
  loginAsAdmin,
}) => {
  const name = unique('Prospek Lencana');
  // Two of ours, so the count stays above zero (the badge hides at zero) after one is handled.
  await submit(anon, `${name} A`);
  await submit(anon, `${name} B`);
  const { data: mine } = await admin.from('inquiries').select('id').eq('name', `${name} A`).single();

  await loginAsAdmin(page, '/admin/');
  const badge = page.getByTestId('inquiries-badge');
  // The other worker may add or remove inquiries meanwhile: the badge is compared with a count read around it.
  await expect(async () => {
    await page.reload();
    const count = await newCount(admin);
    await expect(badge).toHaveText(String(count), { timeout: 3_000 });
    await expect(badge).toHaveAttribute('aria-label', `${count} prospek baru`);
    expect(await newCount(admin)).toBe(count);
  }).toPass({ timeout: 30_000 });
  // It sits on the sidebar's Prospek entry.
  await expect(page.locator('a', { has: badge })).toHaveAttribute('href', /\/inquiries$/);
  await expect(page.locator('a', { has: badge })).toContainText('Prospek');
  const before = Number(await badge.textContent());
  expect(before).toBeGreaterThanOrEqual(2);

  // The owner opens it from the list (no page load from here on) and marks it "Dihubungi".
  await page.locator('a', { has: badge }).click();
  await page.getByLabel('Cari nama atau WhatsApp').fill(`${name} A`);
  const row = page.getByTestId('inquiry-row').filter({ hasText: `${name} A` });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: 'Detail' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/inquiries/edit/${mine!.id}$`));
  await expect(page.getByRole('heading', { name: `${name} A` })).toBeVisible();
  await page.getByLabel('Status').click();
  await page.getByRole('option', { name: 'Dihubungi' }).click();
  // The badge must ask again after the save (a badge that never refreshes would otherwise pass whenever the
  // other worker happened to bring the count back to `before`).
  const badgeRefetch = page.waitForResponse(
    (r) => r.request().method() === 'GET' && /\/rest\/v1\/inquiries\?.*status=eq\.baru/.test(r.url()),
  );
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(toast(page, 'Prospek Disimpan')).toContainText('Status: Dihubungi');
  await badgeRefetch;
  expect((await admin.from('inquiries').select('status').eq('id', mine!.id).single()).data?.status).toBe('dihubungi');
  await expect
    .poll(async () => {
      const count = await newCount(admin);
      return `badge ${await badge.textContent()}, database ${count}`;
    })
    .toMatch(/^badge (\d+), database \1$/);
  // Alone on the server that is `before - 1`; the other worker's inquiries may move the count, so the badge is
  // held to the database's figure after its refetch.
});

test('an inquiry sent during a flood is kept and marked "Diduga spam" in the list and the detail', async ({
  page,
  anon,
  admin,
  loginAsAdmin,
}) => {
  // Five from one address within the hour: the fifth at the latest is marked (every test here sends from 127.0.0.1).
  const name = unique('Banjir');
  for (let i = 1; i <= 5; i++) await submit(anon, `${name} ${i}`);
  const { data: fifth } = await admin.from('inquiries').select('id, flood_suspect').eq('name', `${name} 5`).single();
  expect(fifth?.flood_suspect).toBe(true);

  await loginAsAdmin(page, '/admin/inquiries');
  await page.getByLabel('Cari nama atau WhatsApp').fill(`${name} 5`);
  const row = page.getByTestId('inquiry-row').filter({ hasText: `${name} 5` });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('inquiry-flood')).toHaveText('Diduga spam');
  await row.getByRole('link', { name: 'Detail' }).click();
  await expect(page.getByTestId('inquiry-flood-detail')).toContainText('Diduga spam');
});
