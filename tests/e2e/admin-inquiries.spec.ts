import fs from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { test, expect, unique, uniqueWhatsapp } from './fixtures.ts';
import readXlsxFile from 'read-excel-file/node';
import { serviceClient, toast } from './admin-helpers.ts';

// Prospek (/admin/inquiries): the CSV export and the sidebar badge of new inquiries.
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

/** RFC 4180 lines → cells (every cell is quoted by toCsv, '""' is a quote); the byte order mark dropped. */
function parseCsv(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1].replace(/""/g, '"')));
}

const EXPORT_HEADER = [
  'Tanggal (WIB)',
  'Nama',
  'WhatsApp',
  'Paket',
  'Keberangkatan',
  'Jumlah Jamaah',
  'Pesan',
  'Status',
  'Catatan',
  'Halaman',
  'Diduga Spam',
  'Sumber',
  'Kampanye',
];

/** "23/11/2026 17.00": the moment in WIB, as the export writes it. */
function wibText(iso: string): string {
  const d = new Date(Date.parse(iso) + 7 * 3600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${two(d.getUTCHours())}.${two(d.getUTCMinutes())}`;
}

test('Ekspor CSV downloads the list for Indonesian Excel; a cell that would be a formula stays text', async ({
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
  const bytes = fs.readFileSync(await file.path());
  // UTF-8 byte order mark, so Excel does not read the text as ANSI.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8');
  const [header, ...lines] = parseCsv(text);

  expect(header).toEqual(EXPORT_HEADER);
  // Every cell quoted, ";" between them (Indonesian Excel's list separator); a quote inside a value doubled.
  expect(text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(EXPORT_HEADER.map((h) => `"${h}"`).join(';'));
  expect(text).toContain('"Mohon info ""Umroh Hemat"", terima kasih."');
  const mine = lines.find((l) => l[1] === name);
  expect(mine).toEqual([
    wibText(row!.created_at),
    name,
    // The number as the admin shows it; its "+" gets the as-text apostrophe like any cell starting with "+".
    `'+62 812-${number.slice(5, 9)}-${number.slice(9)}`,
    '',
    '',
    '2',
    'Mohon info "Umroh Hemat", terima kasih.',
    'Baru',
    '',
    '/kontak',
    // Every test here sends from 127.0.0.1, so whether this one counts as part of a flood depends on the others.
    row!.flood_suspect ? 'Ya' : '',
    // Sent through the API, not from a visit the site classified: no source, no campaign.
    'Tidak diketahui',
    '',
  ]);
  // The visitor's "=…" and "+…" get the spreadsheet's as-text apostrophe; the stored row is unchanged.
  const hostileLine = lines.find((l) => l[1] === `'${hostile}`);
  expect(hostileLine?.[6]).toBe(`'+62 segera hubungi`);
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

test.describe('export of every matching row', () => {
  const tag = unique('Ekspor').split(' ')[1];
  const COUNT = 520;

  test.afterAll(async ({ baseURL }) => {
    await serviceClient(baseURL!).from('inquiries').delete().like('name', `Ekspor % ${tag}`);
  });

  test('Ekspor Excel writes all 520 matching inquiries (more than the list shows) as an .xlsx', async ({
    page,
    baseURL,
    loginAsAdmin,
  }) => {
    test.setTimeout(120_000);
    // Seeded in one request with the service role: the visitors' form allows only a few per number and hour.
    const rows = Array.from({ length: COUNT }, (_, i) => ({
      name: `Ekspor ${String(i).padStart(3, '0')} ${tag}`,
      whatsapp: `62813${String(i).padStart(4, '0')}${tag.slice(-4).replace(/\D/g, '7').padStart(4, '7')}`,
      pax: 1 + (i % 5),
      consent: true,
      consent_text_version: 'e2e',
    }));
    const { error } = await serviceClient(baseURL!).from('inquiries').insert(rows);
    expect(error).toBeNull();

    await loginAsAdmin(page, '/admin/inquiries');
    await page.getByLabel('Cari nama atau WhatsApp').pressSequentially(`Ekspor ${tag}`);
    // 500 rows take a while to render on a busy test machine.
    await expect(page.getByTestId('inquiry-shown')).toHaveText(
      `Menampilkan 500 terbaru dari ${COUNT} prospek. Ekspor memuat semuanya.`,
      { timeout: 30_000 },
    );
    await expect(page.getByTestId('inquiry-row')).toHaveCount(500, { timeout: 30_000 });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Ekspor Excel' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('prospek.xlsx');
    const [sheet] = await readXlsxFile(fs.readFileSync(await file.path()));
    const [header, ...data] = sheet.data;
    expect(header).toEqual(EXPORT_HEADER);
    expect(data).toHaveLength(COUNT);
    // Each seeded inquiry exactly once: the pages neither repeat nor skip rows sent in the same instant.
    expect(new Set(data.map((r) => r[1])).size).toBe(COUNT);
    expect(data.every((r) => r[0] instanceof Date && typeof r[2] === 'string' && typeof r[5] === 'number')).toBe(true);
    await expect(toast(page, 'Ekspor Selesai')).toContainText(`${COUNT} prospek diekspor`);

    // The CSV holds them all too.
    const csvDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Ekspor CSV' }).click();
    const [, ...csvLines] = parseCsv(fs.readFileSync(await (await csvDownload).path(), 'utf8'));
    expect(csvLines).toHaveLength(COUNT);
  });
});

test('the departure the visitor chose is shown in the list, the detail, the WhatsApp reply and the export', async ({
  page,
  anon,
  admin,
  loginAsAdmin,
}) => {
  const { data: p } = await admin
    .from('packages')
    .select('id, title, full_payment_days')
    .eq('slug', 'umroh-hemat-9-hari')
    .single();
  // The first date still taking registrations: on or after today + Pelunasan H-N (in WIB).
  const firstBookable = new Date(Date.now() + 7 * 3600_000 + (p!.full_payment_days ?? 0) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const { data: open } = await admin
    .from('departures')
    .select('id, depart_on, seats_total, seats_booked')
    .eq('package_id', p!.id)
    .eq('status', 'open')
    .gte('depart_on', firstBookable)
    .order('depart_on');
  const dep = open!.find((d) => d.seats_booked < d.seats_total);
  const name = unique('Prospek Tanggal');
  const wa = uniqueWhatsapp();
  numbers.push(wa.stored);
  const { error } = await anon.rpc('submit_inquiry', {
    name,
    whatsapp: wa.typed,
    package_id: p!.id,
    departure_id: dep!.id,
    pax: 3,
    consent: true,
    source_path: '/paket/umroh-hemat-9-hari',
  });
  expect(error).toBeNull();
  const [y, m, d] = dep!.depart_on.split('-');
  const dmy = `${d}/${m}/${y}`;

  await loginAsAdmin(page, '/admin/inquiries');
  await page.getByLabel('Cari nama atau WhatsApp').pressSequentially(name);
  const row = page.getByTestId('inquiry-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('inquiry-departure')).toHaveText(dmy);
  await expect(row).toContainText(p!.title);
  const reply = decodeURIComponent(
    (await row.getByRole('link', { name: /^\+62/ }).getAttribute('href'))!.split('text=')[1],
  );
  expect(reply).toContain(`paket "${p!.title}" keberangkatan ${Number(d)} `);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ekspor CSV' }).click();
  const [, ...lines] = parseCsv(fs.readFileSync(await (await download).path(), 'utf8'));
  expect(lines).toHaveLength(1);
  expect(lines[0].slice(3, 6)).toEqual([p!.title, dmy, '3']);

  await row.getByRole('link', { name: 'Detail' }).click();
  await expect(page.getByTestId('inquiry-departure-detail')).toContainText(`Keberangkatan: ${Number(d)} `);
  await expect(page.getByTestId('inquiry-departure-detail')).toContainText(y);
  const detailReply = decodeURIComponent(
    (await page.getByRole('link', { name: 'Balas via WhatsApp' }).getAttribute('href'))!.split('text=')[1],
  );
  expect(detailReply).toContain(`keberangkatan ${Number(d)} `);
});

/** dd/mm/yyyy of the day `days` from today in WIB. */
function dmyFromToday(days: number): string {
  const t = new Date(Date.now() + 7 * 3600_000 + days * 86_400_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(t.getUTCDate())}/${two(t.getUTCMonth() + 1)}/${t.getUTCFullYear()}`;
}

/** dd/mm/yyyy → yyyy-mm-dd. */
const isoOf = (dmy: string) => dmy.split('/').reverse().join('-');

/**
 * A day 2 to 38 days ago, other than 20 days ago, whose day or month is below 10, as typed without the
 * leading zero ("8/11/2026"), and as yyyy-mm-dd.
 */
function unpaddedDayBetween(): { typed: string; iso: string } {
  for (let days = 2; days <= 38; days++) {
    const dmy = dmyFromToday(-days);
    const [d, m, y] = dmy.split('/');
    if (days !== 20 && (d.startsWith('0') || m.startsWith('0')))
      return { typed: `${Number(d)}/${Number(m)}/${y}`, iso: isoOf(dmy) };
  }
  throw new Error('no day or month below 10 in 37 days');
}

for (const width of [390, 1280]) {
  test(`"Sejak tanggal" typed key by key as dd/mm/yyyy filters the list (${width} px)`, async ({
    page,
    anon,
    admin,
    loginAsAdmin,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    const name = unique('Prospek Sejak');
    await submit(anon, `${name} baru`);
    await submit(anon, `${name} lama`);
    const old = new Date(Date.now() - 40 * 86_400_000).toISOString();
    const { error } = await admin.from('inquiries').update({ created_at: old }).eq('name', `${name} lama`);
    expect(error).toBeNull();

    // "Sejak tanggal" as the list asks the server for it (created_at=gte.…), in every request it sends.
    const sinceAsked = new Set<string>();
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/rest/v1/inquiry_overview')
        for (const since of url.searchParams.getAll('created_at')) sinceAsked.add(since);
    });
    await loginAsAdmin(page, '/admin/inquiries');
    await page.getByLabel('Cari nama atau WhatsApp').pressSequentially(name);
    const rows = page.getByTestId('inquiry-row').filter({ hasText: name });
    await expect(rows).toHaveCount(2);

    const from = page.getByLabel('Sejak tanggal');
    const typed = dmyFromToday(-20);
    await from.pressSequentially(typed);
    // Shown as typed, and the list keeps only what was sent since then.
    await expect(from).toHaveValue(typed);
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(`${name} baru`);

    // A day that does not exist is refused beside the field once the owner moves on; the text stays.
    await from.fill('');
    await expect(rows).toHaveCount(2);
    await from.pressSequentially('31/02/2026');
    await from.blur();
    await expect(from).toHaveValue('31/02/2026');
    await expect(page.getByText('Tanggal tidak valid. Format dd/mm/yyyy, contoh 15/01/2027')).toBeVisible();
    await expect(rows).toHaveCount(2);
    // Nothing is exported while the date is not one: the file would not hold what the owner asked for.
    await expect(page.getByRole('button', { name: 'Ekspor Excel' })).toBeDisabled();
    // Hostile text likewise: kept as typed, refused beside the field, nothing filtered or run.
    await from.fill('');
    await from.pressSequentially('<img src=x onerror=alert(1)>');
    await from.blur();
    await expect(from).toHaveValue('<img src=x onerror=alert(1)>');
    await expect(page.getByText('Tanggal tidak valid. Format dd/mm/yyyy, contoh 15/01/2027')).toBeVisible();
    await expect(rows).toHaveCount(2);
    // A date typed without a leading zero filters and stays as typed: never rewritten with the zero.
    const unpadded = unpaddedDayBetween();
    await from.fill('');
    await from.pressSequentially(unpadded.typed);
    await from.blur();
    await expect(from).toHaveValue(unpadded.typed);
    await expect(page.getByText('Tanggal tidak valid. Format dd/mm/yyyy, contoh 15/01/2027')).toHaveCount(0);
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(`${name} baru`);
    // The list shows the answer to that last date, so every request sent before it has been seen: the
    // server was asked for the two dates, never for anything made of the texts refused in between.
    expect([...sinceAsked].sort()).toEqual(
      [`gte.${isoOf(typed)}T00:00:00+07:00`, `gte.${unpadded.iso}T00:00:00+07:00`].sort(),
    );
  });
}

test('the Prospek list and the dashboard fit a 390 px phone with their key columns visible', async ({
  page,
  anon,
  loginAsAdmin,
}) => {
  const name = unique('Prospek Ponsel');
  const number = await submit(anon, name);
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAsAdmin(page, '/admin/inquiries');
  await page.getByLabel('Cari nama atau WhatsApp').pressSequentially(name);
  const row = page.getByTestId('inquiry-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  const inView = async (locator: import('@playwright/test').Locator) => {
    await expect(locator).toBeVisible();
    const box = (await locator.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  };
  await inView(row.getByRole('link', { name }));
  await inView(row.getByText(`+62 812-${number.slice(5, 9)}-${number.slice(9)}`));
  await inView(row.getByText('Baru', { exact: true }));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.goto('/admin/');
  const traffic = page.getByTestId('package-traffic');
  await expect(traffic).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const header of ['Paket', 'Kunjungan', 'Klik WhatsApp', 'Pertanyaan', 'Konversi']) {
    await inView(traffic.getByRole('columnheader', { name: header }));
  }
  await inView(traffic.getByRole('row').nth(1).getByRole('link'));
});
