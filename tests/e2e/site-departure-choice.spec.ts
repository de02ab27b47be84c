// A date chosen on /jadwal is the one the package page books: pre-selected in the departures table, named in
// the WhatsApp message and chosen in the inquiry form; full dates and dates past the package's full-payment
// deadline (Pelunasan H-N) are never offered, and the server refuses them beside the departure field. Every
// departure date carries its Hijri date. Read-only on the seed but for the inquiries it sends (removed after).
// Seed: Umroh Reguler leaves 2027-01-15, 2027-02-12 (Quad Rp 29.500.000) and 2027-10-14; Umroh Hemat leaves at
// current_date + 20 (inside its H-30 window), 2027-01-08 (full) and 2027-02-19.
import { test, expect, unique, uniqueWhatsapp } from './fixtures.ts';
import { SEED, dateId, hematFirstDeparture } from './site-helpers.ts';

const REGULER = `/umroh/${SEED.umrohReguler.slug}`;
const HEMAT = `/umroh/${SEED.umrohHemat.slug}`;
const CLOSED = 'Pendaftaran ditutup — hubungi kami';
const FULL_REFUSAL = 'Kursi untuk tanggal ini sudah penuh. Pilih tanggal lain atau hubungi kami.';
const textOf = (href: string | null) => new URL(href!).searchParams.get('text')!;

const numbers: string[] = [];
test.afterAll(async ({ admin }) => {
  if (numbers.length) await admin.from('inquiries').delete().in('whatsapp', numbers);
});

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 844 : 900 } });

    test('a date chosen on /jadwal is booked, messaged and asked about on the package page', async ({
      page,
      admin,
    }) => {
      test.setTimeout(120_000); // two pages, a typed form and a stored inquiry
      await page.goto('/jadwal');
      const row = page.locator(`[data-schedule-row][data-slug="${SEED.umrohReguler.slug}"][data-date="2027-02-12"]`);
      // The Hijri date beside the Gregorian one, worked out at build time.
      await expect(row.getByTestId('hijri-date')).toHaveText('5 Ramadhan 1448 H');
      await row.getByRole('link', { name: SEED.umrohReguler.title }).click();
      await expect(page).toHaveURL(new RegExp(`${REGULER}\\?berangkat=2027-02-12$`));

      const chosen = page.getByRole('radio', { name: /12 Februari 2027/ });
      await expect(chosen).toBeChecked();
      await expect(page.getByTestId('chosen-departure')).toContainText('12 Februari 2027');
      await expect(page.getByTestId('chosen-hijri')).toHaveText('5 Ramadhan 1448 H');
      await expect(page.getByTestId('price-panel').locator('[data-room="quad"]')).toContainText('Rp 29.500.000');
      const text = textOf(await page.getByTestId('book-whatsapp').getAttribute('href'));
      expect(text).toContain('Tanggal keberangkatan: 12 Februari 2027');
      expect(text).toContain('Rp 29.500.000 per orang');
      if (width < 768) {
        expect(textOf(await page.getByTestId('booking-bar-whatsapp').getAttribute('href'))).toBe(text);
      }

      const form = page.getByTestId('inquiry-form');
      const departure = form.locator('#inq-departure');
      await expect(departure.locator('option:checked')).toHaveText('12 Februari 2027 (5 Ramadhan 1448 H)');
      // The form shows once its script runs; keys pressed before land nowhere (pressSequentially waits for nothing).
      await expect(form).toBeVisible();
      const name = unique('Jamaah Jadwal');
      const wa = uniqueWhatsapp();
      numbers.push(wa.stored);
      await form.getByLabel('Nama lengkap').pressSequentially(name);
      await form.getByLabel('Nomor WhatsApp').pressSequentially(wa.typed);
      await form.getByRole('checkbox').check();
      await form.getByTestId('inquiry-submit').click();
      await expect(form.getByRole('status')).toContainText('permintaan Anda sudah kami terima');
      // The sent form is emptied for the next person, but its date stays the one the page still shows.
      await expect(form.getByLabel('Nama lengkap')).toHaveValue('');
      await expect(departure.locator('option:checked')).toHaveText('12 Februari 2027 (5 Ramadhan 1448 H)');
      await expect(page.getByTestId('chosen-departure')).toContainText('12 Februari 2027');
      const { data: rows } = await admin.from('inquiries').select('departure_id').eq('name', name);
      const { data: dep } = await admin
        .from('departures')
        .select('id, depart_on')
        .eq('id', rows![0]!.departure_id as string)
        .single();
      expect(dep!.depart_on).toBe('2027-02-12');

      // Another date chosen on the page moves the form and the address with it.
      await page.getByRole('radio', { name: /14 Oktober 2027/ }).check();
      await expect(departure.locator('option:checked')).toHaveText(
        /^\s*14 Oktober 2027 \(14 Jumadil Awal 1449 H\)\s*$/,
      );
      await expect(page).toHaveURL(new RegExp(`${REGULER}\\?berangkat=2027-10-14$`));
    });

    test('a date past its full-payment deadline reads "Pendaftaran ditutup" and is never chosen', async ({ page }) => {
      const first = await hematFirstDeparture();
      await page.goto('/jadwal');
      const row = page.locator(`[data-schedule-row][data-slug="${SEED.umrohHemat.slug}"][data-date="${first}"]`);
      await expect(row.getByTestId('schedule-seats')).toHaveText(CLOSED);
      await expect(row.getByRole('link', { name: SEED.umrohHemat.title })).toHaveAttribute('href', HEMAT);

      // Even asked for by the address, the page books the next date that can be booked.
      await page.goto(`${HEMAT}?berangkat=${first}`);
      const rows = page.getByTestId('departure-row');
      await expect(rows.nth(0).getByTestId('departure-seats')).toHaveText(CLOSED);
      await expect(rows.nth(0).getByRole('radio')).toBeDisabled();
      await expect(rows.nth(0).getByTestId('hijri-date')).not.toBeEmpty();
      await expect(page.getByTestId('chosen-departure')).toContainText('19 Februari 2027');
      expect(textOf(await page.getByTestId('book-whatsapp').getAttribute('href'))).toContain(
        'Tanggal keberangkatan: 19 Februari 2027',
      );
      // The form offers only what can be booked: not the closed date, not the full 8 Januari 2027.
      const options = page.getByTestId('inquiry-form').locator('#inq-departure option');
      await expect(options).toHaveText(['Belum menentukan tanggal', '19 Februari 2027 (12 Ramadhan 1448 H)']);
      await expect(options.filter({ hasText: dateId(first) })).toHaveCount(0);
    });

    test('the server refuses a full date beside the departure field, nothing lost', async ({ page, anon }) => {
      // A page built before the last seat went, or a hand-made request: the form names a full date.
      const { data: pkg } = await anon.from('packages').select('id').eq('slug', SEED.umrohHemat.slug).single();
      const { data: full } = await anon
        .from('departures')
        .select('id')
        .eq('package_id', pkg!.id as string)
        .eq('depart_on', '2027-01-08')
        .single();
      await page.goto(HEMAT);
      const form = page.getByTestId('inquiry-form');
      await expect(form).toBeVisible();
      const departure = form.locator('#inq-departure');
      await departure.evaluate((select, id) => {
        const option = new Option('8 Januari 2027', id);
        (select as HTMLSelectElement).add(option);
        option.selected = true;
      }, full!.id as string);
      const name = unique('Jamaah Penuh');
      const wa = uniqueWhatsapp();
      numbers.push(wa.stored);
      await form.getByLabel('Nama lengkap').pressSequentially(name);
      await form.getByLabel('Nomor WhatsApp').pressSequentially(wa.typed);
      await form.getByRole('checkbox').check();
      await form.getByTestId('inquiry-submit').click();
      await expect(form.locator('#inq-departure-error')).toHaveText(FULL_REFUSAL);
      await expect(departure).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByRole('status')).toHaveText('Periksa kembali isian yang ditandai.');
      await expect(form.getByLabel('Nama lengkap')).toHaveValue(name);
    });
  });
}
