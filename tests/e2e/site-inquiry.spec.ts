import type { Page, Request } from '@playwright/test';
import { test, expect, unique, uniqueWhatsapp } from './fixtures.ts';
import { SEED } from './site-helpers.ts';

// The inquiry form on /kontak (no package fixed) and the rate limit's 429 as the visitor sees it.
// The sentences are those of domain/inquiry.ts and public.submit_inquiry()
// (supabase/migrations/20261123011000_inquiries.sql). Each test removes only its own rows, found by a
// unique name or a unique WhatsApp number (two workers share the server).

const SENT = 'Terima kasih, permintaan Anda sudah kami terima. Tim kami akan menghubungi Anda via WhatsApp.';
const FIX_FIELDS = 'Periksa kembali isian yang ditandai.';
const BAD_NUMBER = 'Nomor WhatsApp tidak valid. Contoh: 0812-3456-7890 atau +852 9123 4567';
const NO_CONSENT = 'Centang persetujuan agar kami boleh menghubungi Anda';
const TOO_MANY =
  'Terlalu banyak permintaan dari nomor ini. Silakan coba lagi dalam 1 jam atau hubungi kami via WhatsApp.';

const numbers: string[] = [];

test.afterAll(async ({ admin }) => {
  if (numbers.length) await admin.from('inquiries').delete().in('whatsapp', numbers);
});

/** Every request the page sends to rpc/submit_inquiry from now on. */
function submissions(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/rest/v1/rpc/submit_inquiry')) sent.push(r);
  });
  return sent;
}

test('/kontak: a refused field is explained beside it and nothing is stored; a general inquiry is received', async ({
  page,
  admin,
}) => {
  const name = unique('Prospek Kontak');
  const wa = uniqueWhatsapp();
  numbers.push(wa.stored);
  const sent = submissions(page);

  await page.goto('/kontak');
  const form = page.getByTestId('inquiry-form');
  await expect(form).toBeVisible();
  // /kontak fixes no package: the visitor may pick one, and "Belum memilih paket" is the default.
  await expect(form.getByLabel('Paket')).toHaveValue('');
  await expect(form.getByLabel('Paket').locator('option').first()).toHaveText('Belum memilih paket');

  // A bad number and no consent: each message beside its field, the field marked, nothing sent.
  await form.getByLabel('Nama lengkap').fill(name);
  await form.getByLabel('Nomor WhatsApp').fill('0812-34ab-cd');
  await form.getByTestId('inquiry-submit').click();
  await expect(form.locator('#inq-whatsapp-error')).toHaveText(BAD_NUMBER);
  await expect(form.locator('#inq-consent-error')).toHaveText(NO_CONSENT);
  await expect(form.locator('#inq-name-error')).toHaveText('');
  await expect(form.getByLabel('Nomor WhatsApp')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Nomor WhatsApp')).toBeFocused();
  await expect(form.getByRole('status')).toHaveText(FIX_FIELDS);

  // A good number but still no consent: only the consent is refused.
  await form.getByLabel('Nomor WhatsApp').fill(wa.typed);
  await form.getByTestId('inquiry-submit').click();
  await expect(form.locator('#inq-whatsapp-error')).toHaveText('');
  await expect(form.locator('#inq-consent-error')).toHaveText(NO_CONSENT);
  await expect(form.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('status')).toHaveText(FIX_FIELDS);
  expect(sent).toHaveLength(0);
  expect((await admin.from('inquiries').select('id').eq('name', name)).data).toEqual([]);

  // The sentence beside the checkbox is the newest consent text in the database, and its version is what
  // the stored inquiry records.
  const { data: consentRow } = await admin
    .from('consent_texts')
    .select('version, body')
    .order('published_at', { ascending: false })
    .limit(1)
    .single();
  const consentLine = form.locator('[data-consent-version]');
  await expect(consentLine).toHaveAttribute('data-consent-version', consentRow!.version);
  await expect(consentLine).toContainText(consentRow!.body);

  // Consent given: received, the form emptied, stored once as a general inquiry from /kontak.
  await form.getByLabel('Jumlah jamaah').fill('3');
  await form.getByLabel('Pesan (opsional)').fill('Ingin tahu jadwal umroh bulan Ramadan.');
  await form.getByRole('checkbox').check();
  await form.getByTestId('inquiry-submit').click();
  await expect(form.getByRole('status')).toHaveText(SENT);
  await expect(form.locator('#inq-consent-error')).toHaveText('');
  await expect(form.getByLabel('Nama lengkap')).toHaveValue('');
  await expect(form.getByRole('checkbox')).not.toBeChecked();
  expect(sent).toHaveLength(1);

  const { data: rows, error } = await admin
    .from('inquiries')
    .select('whatsapp, package_id, departure_id, pax, message, consent, consent_text_version, status, source_path')
    .eq('name', name);
  expect(error).toBeNull();
  expect(rows).toEqual([
    {
      whatsapp: wa.stored,
      package_id: null,
      departure_id: null,
      pax: 3,
      message: 'Ingin tahu jadwal umroh bulan Ramadan.',
      consent: true,
      consent_text_version: consentRow!.version,
      status: 'baru',
      source_path: '/kontak',
    },
  ]);
});

test('the fourth inquiry from one number within an hour shows the server’s 429 message and stores nothing', async ({
  page,
  admin,
  anon,
}) => {
  const wa = uniqueWhatsapp();
  numbers.push(wa.stored);
  const name = unique('Prospek Batas');
  // Three accepted through the visitors' own door (the anon RPC), as three earlier visits would.
  for (let i = 1; i <= 3; i++) {
    const { error } = await anon.rpc('submit_inquiry', {
      name: `${name} ${i}`,
      whatsapp: wa.typed,
      pax: 1,
      consent: true,
      source_path: '/kontak',
    });
    expect(error).toBeNull();
  }
  const stored = async () =>
    (await admin.from('inquiries').select('name').eq('whatsapp', wa.stored).order('name')).data?.map((r) => r.name);
  expect(await stored()).toEqual([`${name} 1`, `${name} 2`, `${name} 3`]);

  await page.goto('/kontak');
  const form = page.getByTestId('inquiry-form');
  await form.getByLabel('Nama lengkap').fill(`${name} 4`);
  // Typed differently, the same number once normalised.
  await form
    .getByLabel('Nomor WhatsApp')
    .fill(`+62 ${wa.typed.slice(1, 4)}-${wa.typed.slice(4, 8)}-${wa.typed.slice(8)}`);
  await form.getByRole('checkbox').check();
  const answer = page.waitForResponse((r) => r.url().includes('/rest/v1/rpc/submit_inquiry'));
  await form.getByTestId('inquiry-submit').click();
  expect((await answer).status()).toBe(429);
  await expect(form.getByRole('status')).toHaveText(TOO_MANY);
  // Not a field's fault: no field is marked, and what was typed stays for a later try.
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
  await expect(form.getByLabel('Nama lengkap')).toHaveValue(`${name} 4`);
  await expect(form.getByTestId('inquiry-submit')).toBeEnabled();
  expect(await stored()).toEqual([`${name} 1`, `${name} 2`, `${name} 3`]);
});

test('on a phone, a Hong Kong number typed key by key is stored as 85291234567 and shown as +852 9123 4567 in the admin', async ({
  browser,
  baseURL,
  admin,
  loginAsAdmin,
}) => {
  const HK = { typed: '+852 9123 4567', stored: '85291234567', shown: '+852 9123 4567' };
  numbers.push(HK.stored);
  // Its own number: a row left by an earlier run would count towards the 3-per-hour limit.
  await admin.from('inquiries').delete().eq('whatsapp', HK.stored);
  const name = unique('Prospek Hong Kong');
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = await context.newPage();
  const sent = submissions(page);
  const phoneRules: string[] = [];
  page.on('request', (r) => {
    if (/\/_astro\/phone\.[^/]*\.js$/.test(new URL(r.url()).pathname)) phoneRules.push(r.url());
  });

  await page.goto(`/umroh/${SEED.umrohReguler.slug}`);
  const form = page.getByTestId('inquiry-form');
  await expect(form).toBeVisible();
  // The phone rules are not part of the page load: they come once the visitor starts on the form.
  await page.waitForLoadState('networkidle');
  expect(phoneRules).toEqual([]);
  await form.getByLabel('Nama lengkap').fill(name);
  await expect.poll(() => phoneRules.length).toBe(1);

  const field = form.getByLabel('Nomor WhatsApp');
  await field.pressSequentially(HK.typed, { delay: 20 });
  await expect(field).toHaveValue(HK.typed);
  await form.getByRole('checkbox').check();
  await form.getByTestId('inquiry-submit').click();
  await expect(form.getByRole('status')).toHaveText(SENT);
  await expect(form.locator('#inq-whatsapp-error')).toHaveText('');
  expect(sent).toHaveLength(1);
  expect(JSON.parse(sent[0].postData() ?? '{}').whatsapp).toBe(`+${HK.stored}`);
  await context.close();

  const { data: rows, error } = await admin.from('inquiries').select('id, whatsapp').eq('name', name);
  expect(error).toBeNull();
  expect(rows).toEqual([{ id: expect.any(String), whatsapp: HK.stored }]);

  const adminPage = await browser.newPage({ baseURL });
  await loginAsAdmin(adminPage, '/admin/inquiries');
  await adminPage.getByLabel('Cari nama atau WhatsApp').fill(name);
  const row = adminPage.getByTestId('inquiry-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: HK.shown })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/${HK.stored}\\?`),
  );
  await row.getByRole('link', { name: 'Detail' }).click();
  await expect(adminPage.getByText(`WhatsApp: ${HK.shown}`)).toBeVisible();
  await adminPage.close();
});
