// Departures and hotels on the public site (cards, package page, /jadwal, JSON-LD). Read-only on the
// seed: Umroh Hemat leaves at current_date + 20 (relative, 31 seats left, but past its Pelunasan H-30 deadline:
// "Pendaftaran ditutup"), 2027-01-08 (full) and 2027-02-19 (39 left);
// Umroh Reguler on 2027-01-15 (9 seats left), 2027-02-12 (Quad Rp 29.500.000) and 2027-10-14 (40 left);
// Umroh VIP's 2027-07-20 is closed; Umroh Plus Thaif leaves only in the past; Haji Plus 2027 is full.
import { test, expect } from './fixtures.ts';
import { SEED, dateId, hematFirstDeparture, hematFirstMonth, monthId, seedDate } from './site-helpers.ts';

const REGULER = `/umroh/${SEED.umrohReguler.slug}`;
const HEMAT = `/umroh/${SEED.umrohHemat.slug}`;
const THAIF = `/umroh/${SEED.umrohThaif.slug}`;
const textOf = (href: string | null) => new URL(href!).searchParams.get('text')!;

test.describe('departures on the public site', () => {
  test('cards: next open departure with seats left, "Penuh", "Jadwal menyusul", airline', async ({ page }) => {
    await page.goto('/umroh');
    const hemat = page.locator(`[data-slug="${SEED.umrohHemat.slug}"]`);
    // Its first date is past the full-payment deadline and the second is full: the card names the third.
    await expect(hemat.getByTestId('card-departure')).toHaveText('19 Februari 2027');
    await expect(hemat.getByTestId('card-seats')).toHaveText('Sisa 39 kursi');
    const reguler = page.locator(`[data-slug="${SEED.umrohReguler.slug}"]`);
    await expect(reguler.getByTestId('card-departure')).toHaveText('15 Januari 2027');
    await expect(reguler.getByTestId('card-seats')).toHaveText('Sisa 9 kursi');
    await expect(reguler.getByTestId('card-airline')).toContainText('Saudia');
    // Only a past departure: still listed, no date, no seats.
    const thaif = page.locator(`[data-slug="${SEED.umrohThaif.slug}"]`);
    await expect(thaif).toBeVisible();
    await expect(thaif.getByTestId('card-departure')).toHaveText('Jadwal menyusul');
    await expect(thaif.getByTestId('card-seats')).toHaveCount(0);
    await expect(thaif).toHaveAttribute('data-months', '');

    await page.goto('/haji');
    const hajiPlus = page.locator(`[data-slug="${SEED.hajiPlus.slug}"]`);
    await expect(hajiPlus.getByTestId('card-departure')).toHaveText('10 Mei 2027');
    await expect(hajiPlus.getByTestId('card-seats')).toHaveText('Penuh');
  });

  test('package page: departures table, full and closed ones shown but not selectable', async ({ page }) => {
    await page.goto(REGULER);
    const rows = page.getByTestId('departure-row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText('15 Januari 2027');
    await expect(rows.nth(0)).toContainText('26 Januari 2027');
    await expect(rows.nth(0).getByTestId('departure-seats')).toHaveText('Sisa 9 kursi');
    await expect(rows.nth(0).getByTestId('departure-price')).toHaveText('Harga paket');
    await expect(rows.nth(1).getByTestId('departure-price')).toContainText('Quad Rp 29.500.000');
    await expect(rows.nth(1).getByTestId('departure-note')).toHaveText('Harga musim ramai');
    await expect(rows.nth(2).getByTestId('departure-seats')).toHaveText('Sisa 40 kursi');
    await expect(rows.nth(0).getByRole('radio')).toBeChecked();
    await expect(page.getByTestId('chosen-departure')).toContainText('15 Januari 2027');

    await page.goto(HEMAT);
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText(dateId(await hematFirstDeparture()));
    await expect(rows.nth(0).getByTestId('departure-seats')).toHaveText('Pendaftaran ditutup — hubungi kami');
    await expect(rows.nth(0).getByRole('radio')).toBeDisabled();
    await expect(rows.nth(2).getByRole('radio')).toBeChecked();
    await expect(rows.nth(1).getByTestId('departure-seats')).toHaveText('Penuh');
    await expect(rows.nth(1).getByTestId('departure-note')).toHaveText('Rombongan libur sekolah');
    await expect(rows.nth(1).getByRole('radio')).toBeDisabled();
    await expect(rows.nth(2).getByTestId('departure-seats')).toHaveText('Sisa 39 kursi');

    await page.goto(`/umroh/${SEED.umrohVip.slug}`);
    const closed = rows.filter({ hasText: '20 Juli 2027' });
    await expect(closed.getByTestId('departure-seats')).toHaveText('Ditutup');
    await expect(closed.getByRole('radio')).toBeDisabled();
  });

  test('choosing a departure re-prices the panel and rewrites the WhatsApp text with its date', async ({ page }) => {
    await page.goto(REGULER);
    const panel = page.getByTestId('price-panel');
    const book = page.getByTestId('book-whatsapp');
    let text = textOf(await book.getAttribute('href'));
    expect(text).toContain('Tanggal keberangkatan: 15 Januari 2027');
    expect(text).toContain('Rp 28.500.000 per orang');
    await expect(panel.locator('[data-room="quad"]')).toContainText('Rp 28.500.000');

    await page.getByRole('radio', { name: /12 Februari 2027/ }).check();
    await expect(panel.locator('[data-room="quad"]')).toContainText('Rp 29.500.000');
    await expect(panel.locator('[data-room="triple"]')).toContainText('Rp 31.500.000');
    await expect(page.getByTestId('chosen-departure')).toContainText('12 Februari 2027');
    text = textOf(await book.getAttribute('href'));
    expect(text).toContain('Tanggal keberangkatan: 12 Februari 2027');
    expect(text).toContain('Tipe kamar: Quad (4 orang/kamar) - Rp 29.500.000 per orang');
    expect(textOf(await page.getByTestId('whatsapp-float').getAttribute('href'))).toBe(text);

    // The room choice keeps the chosen date.
    await panel.locator('[data-room="double"]').click();
    text = textOf(await book.getAttribute('href'));
    expect(text).toContain('Tanggal keberangkatan: 12 Februari 2027');
    expect(text).toContain('Tipe kamar: Double (2 orang/kamar) - Rp 35.500.000 per orang');
  });

  test('hotels with stars, distance and nights; the 5 Pasti block', async ({ page }) => {
    await page.goto(REGULER);
    const hotels = page.getByTestId('hotel');
    await expect(hotels).toHaveCount(2);
    await expect(hotels.nth(0).getByTestId('hotel-name')).toHaveText('Al Haram Hotel Madinah');
    await expect(hotels.nth(0)).toContainText('★★★★');
    await expect(hotels.nth(0).getByTestId('hotel-stars')).toHaveText('bintang 4');
    await expect(hotels.nth(0)).toContainText('4 malam');
    await expect(hotels.nth(0).getByTestId('hotel-distance')).toHaveText('± 150 m dari Masjid Nabawi');
    await expect(hotels.nth(1).getByTestId('hotel-distance')).toHaveText('± 350 m dari Masjidil Haram');

    const pasti = page.getByTestId('five-pasti');
    await expect(pasti.getByRole('heading', { name: '5 Pasti Umrah' })).toBeVisible();
    await expect(pasti.locator('[data-pasti="izin"]')).toContainText('PPIU');
    await expect(pasti.getByTestId('pasti-verify')).toHaveAttribute('href', /^https:\/\/simpu\.kemenag\.go\.id/);
    // The campaign's five, in its order, as the site's own article names them.
    await expect(pasti.getByRole('heading', { level: 3 })).toHaveText([
      'Pasti travelnya berizin',
      'Pasti jadwalnya',
      'Pasti terbangnya',
      'Pasti hotelnya',
      'Pasti visanya',
    ]);
    await expect(pasti.locator('[data-pasti="jadwal"]')).toContainText('Berangkat 15 Januari 2027');
    await expect(pasti.locator('[data-pasti="terbang"]')).toContainText(
      'Maskapai Saudia · dari CGK · Penerbangan langsung',
    );
    await expect(pasti.locator('[data-pasti="hotel"]')).toContainText('Elaf Ajyad Makkah (bintang 4)');
    await expect(pasti.locator('[data-pasti="visa"]')).toContainText('Visa sudah termasuk');
  });

  test('a package without upcoming departures says "Jadwal menyusul" and never shows its past date', async ({
    page,
  }) => {
    const past = dateId(await seedDate(-13));
    await page.goto(THAIF);
    await expect(page.getByTestId('departures-none')).toContainText('Jadwal menyusul');
    await expect(page.getByTestId('departure-row')).toHaveCount(0);
    await expect(page.getByTestId('package-info')).toContainText('Jadwal menyusul');
    await expect(page.locator('[data-pasti="jadwal"]')).toContainText('Hubungi kami');
    await expect(page.locator('main')).not.toContainText(past);
    expect(textOf(await page.getByTestId('book-whatsapp').getAttribute('href'))).not.toContain('Tanggal keberangkatan');

    await page.goto('/jadwal');
    await expect(page.locator(`[data-schedule-row][data-slug="${SEED.umrohThaif.slug}"]`)).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText(past);
  });

  test('JSON-LD: one offer per departure and room, with availability and validThrough', async ({ page }) => {
    const ld = async () =>
      (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((t) => {
        const v = JSON.parse(t);
        return Array.isArray(v) ? v : [v];
      });
    type Offer = { price: number; availability: string; validThrough: string; name: string };
    await page.goto(`/haji/${SEED.hajiPlus.slug}`);
    const full = (await ld()).find((d) => d['@type'] === 'TouristTrip').offers as Offer[];
    expect(full.length).toBeGreaterThan(0);
    for (const o of full) {
      expect(o.availability).toBe('https://schema.org/SoldOut');
      expect(o.validThrough).toBe('2027-05-10');
    }

    await page.goto(REGULER);
    const docs = await ld();
    const trip = docs.find((d) => d['@type'] === 'TouristTrip');
    const offers = trip.offers as Offer[];
    expect(offers).toHaveLength(9); // 3 departures x Quad, Triple, Double
    const of = (date: string) => offers.filter((o) => o.validThrough === date);
    expect(of('2027-01-15').map((o) => o.availability)).toEqual(
      Array(3).fill('https://schema.org/LimitedAvailability'),
    );
    expect(of('2027-02-12').map((o) => o.availability)).toEqual(Array(3).fill('https://schema.org/InStock'));
    expect(of('2027-02-12').map((o) => o.price)).toEqual([29_500_000, 31_500_000, 35_500_000]);
    expect(of('2027-10-14').map((o) => o.availability)).toEqual(Array(3).fill('https://schema.org/InStock'));
    expect(of('2027-01-15').map((o) => o.price)).toEqual([28_500_000, 31_000_000, 34_500_000]);
    expect(of('2027-01-15')[0]!.name).toBe('Umroh Quad (4 orang), berangkat 15 Januari 2027');
  });

  test('/jadwal groups every upcoming departure by month, filters by ?bulan= and ?kategori=', async ({ page }) => {
    await page.goto('/jadwal');
    const groups = page.getByTestId('schedule-month-group');
    const months = await groups.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.monthGroup!));
    expect(months).toEqual([...months].sort());
    const hematMonth = await hematFirstMonth();
    expect(months).toContain(hematMonth);
    await expect(page.getByRole('heading', { level: 2, name: monthId(hematMonth) })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Februari 2027' })).toBeVisible();
    const all = await page.getByTestId('schedule-row').count();
    expect(all).toBeGreaterThanOrEqual(15);
    await expect(page.getByTestId('schedule-count')).toHaveText(`${all} keberangkatan`);
    // Full departures are listed with "Penuh"; rows link to their package.
    const full = page.locator(`[data-schedule-row][data-slug="${SEED.hajiPlus.slug}"]`);
    await expect(full.getByTestId('schedule-seats')).toHaveText('Penuh');
    await expect(full.getByRole('link', { name: SEED.hajiPlus.title })).toHaveAttribute(
      'href',
      `/haji/${SEED.hajiPlus.slug}`,
    );

    await page.goto('/jadwal?bulan=2027-02&kategori=umroh');
    await expect(page.getByTestId('schedule-month')).toHaveValue('2027-02');
    await expect(page.getByTestId('schedule-category')).toHaveValue('umroh');
    const visible = page.locator('[data-schedule-row]:visible');
    const shown = await visible.evaluateAll((els) =>
      els.map((e) => `${(e as HTMLElement).dataset.month} ${(e as HTMLElement).dataset.category}`),
    );
    expect(shown.length).toBeGreaterThanOrEqual(3);
    expect(new Set(shown)).toEqual(new Set(['2027-02 umroh']));
    await expect(page.getByTestId('schedule-count')).toHaveText(`${shown.length} keberangkatan`);
    await expect(page.getByTestId('schedule-month-group').filter({ visible: true })).toHaveCount(1);

    await page.getByTestId('schedule-category').selectOption('haji');
    await expect(page).toHaveURL(/\/jadwal\?bulan=2027-02&kategori=haji$/);
    await expect(page.getByTestId('schedule-empty')).toBeVisible();
    await page.getByTestId('schedule-month').selectOption('');
    await expect(page).toHaveURL(/\/jadwal\?kategori=haji$/);
    const haji = await page
      .locator('[data-schedule-row]:visible')
      .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.category));
    expect(haji.length).toBeGreaterThan(0);
    expect(new Set(haji)).toEqual(new Set(['haji']));
    await page.goBack();
    await expect(page).toHaveURL(/\/jadwal\?bulan=2027-02&kategori=haji$/);
    await expect(page.getByTestId('schedule-empty')).toBeVisible();
  });

  test('/jadwal without JavaScript shows every row', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/jadwal?bulan=2027-02&kategori=haji');
    const rows = page.locator('[data-schedule-row]');
    expect(await rows.count()).toBeGreaterThanOrEqual(15);
    expect(await page.locator('[data-schedule-row]:visible').count()).toBe(await rows.count());
    await context.close();
  });

  test('the header menu and the sitemap link to /jadwal', async ({ page, request }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
    await nav.getByRole('link', { name: 'Jadwal' }).click();
    await expect(page).toHaveURL(/\/jadwal$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jadwal Keberangkatan');
    await expect(
      page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Jadwal' }),
    ).toHaveAttribute('aria-current', 'page');
    expect(await (await request.get('/sitemap.xml')).text()).toContain('/jadwal</loc>');
  });
});
