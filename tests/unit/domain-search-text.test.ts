// Search and share text of package pages (domain/search-text.ts): titles people search, within the limits,
// never two alike; prices as people say them, never rounded.
import { describe, expect, it } from 'vitest';
import {
  DESCRIPTION_MAX,
  brandName,
  homeCardText,
  listCardText,
  TITLE_MAX,
  packageCardText,
  packageDescription,
  packageSearchFacts,
  packageTitleCandidates,
  rupiahShort,
  shortDateId,
  uniqueTitles,
  type Departure,
  type PackageSearchFacts,
} from '../../domain/index.ts';

const SITE = 'Baitullah Tour & Travel';

function departure(depart_on: string, over: Partial<Departure> = {}): Departure {
  return {
    id: depart_on,
    package_id: 'p',
    depart_on,
    return_on: null,
    seats_total: 40,
    seats_booked: 10,
    status: 'open',
    price_quad: null,
    price_triple: null,
    price_double: null,
    note: '',
    ...over,
  };
}

const hemat = {
  title: 'Umroh Hemat 9 Hari',
  category: 'umroh' as const,
  duration: '9 Hari',
  price_quad: 18_500_000,
  price_triple: 20_500_000,
  price_double: null,
  departures: [departure('2026-12-17'), departure('2027-01-08'), departure('2027-02-19')],
};

const facts = (over: Partial<PackageSearchFacts> = {}): PackageSearchFacts => ({
  ...packageSearchFacts(hemat),
  ...over,
});

describe('rupiahShort', () => {
  it('says millions and billions as people do, only when exact', () => {
    expect(rupiahShort(18_500_000)).toBe('Rp 18,5 Juta');
    expect(rupiahShort(185_000_000)).toBe('Rp 185 Juta');
    expect(rupiahShort(24_900_000)).toBe('Rp 24,9 Juta');
    expect(rupiahShort(35_950_000)).toBe('Rp 35,95 Juta');
    expect(rupiahShort(1_250_000_000)).toBe('Rp 1,25 Miliar');
    expect(rupiahShort(2_000_000_000)).toBe('Rp 2 Miliar');
    // Not exact in two decimals: the full amount, never a rounded (cheaper or dearer) one.
    expect(rupiahShort(18_575_000)).toBe('Rp 18.575.000');
    expect(rupiahShort(1_234_567_000)).toBe('Rp 1.234.567.000');
    expect(rupiahShort(950_000)).toBe('Rp 950.000');
    expect(rupiahShort(0)).toBe('');
    expect(rupiahShort(null)).toBe('');
  });
});

describe('packageSearchFacts', () => {
  it('takes the next bookable departure and its quad price, as the price panel does', () => {
    const f = packageSearchFacts({
      ...hemat,
      departures: [
        departure('2026-12-01', { seats_booked: 40 }), // full
        departure('2026-12-05', { status: 'closed' }),
        departure('2027-01-08', { price_quad: 19_000_000 }),
        departure('2027-02-19'),
      ],
    });
    expect(f.departOn).toBe('2027-01-08');
    expect(f.fromPrice).toBe(19_000_000);
    expect(f.bookableDates).toEqual(['2027-01-08', '2027-02-19']);
  });

  it('without a bookable departure: no date, the package price', () => {
    const f = packageSearchFacts({ ...hemat, departures: [departure('2026-12-01', { seats_booked: 40 })] });
    expect(f.departOn).toBeNull();
    expect(f.fromPrice).toBe(18_500_000);
  });
});

describe('packageTitleCandidates', () => {
  it('names the package, the month of the next departure, the price and the brand', () => {
    expect(packageTitleCandidates(facts(), SITE)[0]).toBe(
      'Umroh Hemat 9 Hari Desember 2026 — Rp 18,5 Juta | Baitullah',
    );
  });

  it('starts with "Paket" when that fits', () => {
    const t = packageTitleCandidates(facts({ title: 'Umroh VIP', duration: '9 Hari', departOn: '2027-04-20' }), SITE);
    expect(t[0]).toBe('Paket Umroh VIP 9 Hari April 2027 — Rp 18,5 Juta | Baitullah');
  });

  it('puts the category in front when the title lacks it, and the duration after', () => {
    const [first] = packageTitleCandidates(facts({ title: 'Hemat Keluarga', duration: '10 Hari' }), SITE);
    expect(first).toMatch(/^(Paket )?Umroh Hemat Keluarga 10 Hari Desember 2026/);
  });

  it('adds only the year when the title already ends with the month', () => {
    const [first] = packageTitleCandidates(
      facts({ title: 'Umroh Reguler 12 Hari Januari', duration: '12 Hari', departOn: '2027-01-15' }),
      SITE,
    );
    expect(first).toBe('Umroh Reguler 12 Hari Januari 2027 | Baitullah');
    expect(first).not.toMatch(/Januari.*Januari/);
  });

  it('without a departure: no month, and nothing invented', () => {
    const [first] = packageTitleCandidates(facts({ departOn: null }), SITE);
    expect(first).toBe('Paket Umroh Hemat 9 Hari — Rp 18,5 Juta | Baitullah');
  });

  it('ends with the brand people know', () => {
    expect(brandName(SITE)).toBe('Baitullah');
    expect(brandName('PT Amanah Wisata')).toBe('Amanah');
    expect(brandName('Amanah')).toBe('Amanah');
  });

  it('every candidate is within 60 characters, however long the data', () => {
    for (const title of [
      'Pendampingan Haji Reguler 2027',
      'Umroh Plus Turki Istanbul Bursa Cappadocia dan Pamukkale dengan Pesawat Langsung 21 Hari',
      'X',
    ]) {
      for (const siteName of [SITE, 'Travel', 'PT Baitullah Amanah Sejahtera Wisata Religi Internasional Jakarta']) {
        const all = packageTitleCandidates(facts({ title, fromPrice: 1_234_567_000 }), siteName);
        expect(all.length).toBeGreaterThan(0);
        for (const t of all) expect(t.length, t).toBeLessThanOrEqual(TITLE_MAX);
      }
    }
  });

  it('the last candidate keeps the month and price and clips the name', () => {
    const all = packageTitleCandidates(
      facts({ title: 'Umroh Plus Turki Istanbul Bursa dan Cappadocia', duration: '14 Hari' }),
      SITE,
    );
    expect(all[0]).not.toContain('Rp');
    expect(all[all.length - 1]).toMatch(/^Umroh Plus Turki.*… Desember 2026 — Rp 18,5 Juta \| Baitullah$/);
  });
});

describe('uniqueTitles', () => {
  it('keeps each first title when they differ', () => {
    expect(uniqueTitles([['A | B'], ['C | B']])).toEqual(['A | B', 'C | B']);
  });

  it('pages whose first titles meet take their detailed titles', () => {
    const long = 'Umroh Plus Turki Istanbul Bursa dan Cappadocia';
    const a = packageTitleCandidates(facts({ title: long, duration: '14 Hari' }), SITE);
    const b = packageTitleCandidates(facts({ title: long, duration: '14 Hari', fromPrice: 35_900_000 }), SITE);
    expect(a[0]).toBe(b[0]);
    const [ta, tb] = uniqueTitles([a, b]);
    expect(ta).not.toBe(tb);
    expect(ta).toContain('Rp 18,5 Juta');
    expect(tb).toContain('Rp 35,9 Juta');
  });

  it('identical data: the second is numbered, within the limit', () => {
    const same = packageTitleCandidates(facts(), SITE);
    const titles = uniqueTitles([same, same, same]);
    expect(new Set(titles).size).toBe(3);
    expect(titles[0]).toBe(same[0]);
    expect(titles[1]).toMatch(/\(2\) \| Baitullah$/);
    expect(titles[2]).toMatch(/\(3\) \| Baitullah$/);
    for (const t of titles) expect(t.length).toBeLessThanOrEqual(TITLE_MAX);
  });

  it('a title another page already has is not reused', () => {
    expect(uniqueTitles([['Kontak | Baitullah']], ['Kontak | Baitullah'])).toEqual(['Kontak (2) | Baitullah']);
  });
});

describe('packageDescription', () => {
  it('leads with what people search, then the tagline, within 155 characters', () => {
    const d = packageDescription(facts(), {
      tagline: 'Ibadah khusyuk dengan biaya terjangkau',
      description: 'x '.repeat(200),
    });
    expect(d).toBe(
      'Umroh Hemat 9 Hari: berangkat 17 Desember 2026, mulai Rp 18.500.000 per orang. Ibadah khusyuk dengan biaya terjangkau.',
    );
    expect(d.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
  });

  it('without any upcoming departure says the schedule follows, as the page does', () => {
    expect(packageDescription(facts({ departOn: null, bookableDates: [], scheduled: false }))).toBe(
      'Umroh Hemat 9 Hari: jadwal keberangkatan menyusul, mulai Rp 18.500.000 per orang.',
    );
  });

  it('when every upcoming departure is full or closed, names no date and no "menyusul"', () => {
    const f = packageSearchFacts({ ...hemat, departures: [departure('2026-12-17', { seats_booked: 40 })] });
    expect(f.scheduled).toBe(true);
    expect(packageDescription(f)).toBe('Umroh Hemat 9 Hari: mulai Rp 18.500.000 per orang.');
    expect(packageDescription({ ...f, fromPrice: null })).toBe('Umroh Hemat 9 Hari.');
    expect(packageCardText(f, SITE).lines).toEqual([]);
    expect(packageCardText(f, SITE).alt).toBe('Umroh Hemat 9 Hari, mulai Rp 18,5 Juta per orang');
  });
});

describe('packageCardText', () => {
  it('shows up to three bookable dates, the price per person and says them in the alt text', () => {
    const card = packageCardText(
      facts({ bookableDates: ['2026-12-17', '2027-01-08', '2027-02-19', '2027-03-01'] }),
      SITE,
    );
    expect(card).toEqual({
      eyebrow: 'Paket Umroh',
      title: 'Umroh Hemat 9 Hari',
      lines: ['Berangkat 17 Des 2026 · 8 Jan 2027 · 19 Feb 2027'],
      price: 'Mulai Rp 18,5 Juta / orang',
      brand: SITE,
      alt: 'Umroh Hemat 9 Hari, berangkat 17 Desember 2026, mulai Rp 18,5 Juta per orang',
    });
  });

  it('without dates or price', () => {
    const card = packageCardText(
      facts({
        title: 'Haji Plus',
        duration: '25 Hari',
        departOn: null,
        bookableDates: [],
        scheduled: false,
        fromPrice: null,
      }),
      SITE,
    );
    expect(card.eyebrow).toBe('Paket Umroh · 25 Hari');
    expect(card.lines).toEqual(['Jadwal keberangkatan menyusul']);
    expect(card.price).toBe('');
    expect(card.alt).toBe('Haji Plus, jadwal keberangkatan menyusul');
  });

  it('short dates keep four-letter months whole', () => {
    expect(shortDateId('2027-06-24')).toBe('24 Juni 2027');
    expect(shortDateId('2027-05-01')).toBe('1 Mei 2027');
    expect(shortDateId('2027-09-03')).toBe('3 Sep 2027');
  });
});

describe('the home and list cards', () => {
  const plus = facts({
    title: 'Umroh Plus Turki 12 Hari',
    fromPrice: 31_500_000,
    bookableDates: ['2027-10-14'],
  });
  const haji = facts({ title: 'Haji Plus 2028', category: 'haji', fromPrice: 185_000_000, bookableDates: [] });

  it('a list counts its packages, spans the months they leave in and gives its lowest price', () => {
    const card = listCardText('umroh', [facts(), plus], SITE);
    expect(card).toEqual({
      eyebrow: '2 paket',
      title: 'Paket Umroh',
      lines: ['Berangkat Desember 2026 – Oktober 2027'],
      price: 'Mulai Rp 18,5 Juta / orang',
      brand: SITE,
      alt: 'Paket Umroh Baitullah Tour & Travel, 2 paket, berangkat Desember 2026 – Oktober 2027, mulai Rp 18,5 Juta per orang',
    });
  });

  it('a list with one month, with no bookable date, or with nothing yet says only what is true', () => {
    expect(listCardText('umroh', [plus], SITE).lines).toEqual(['Berangkat Oktober 2027']);
    expect(listCardText('haji', [haji], SITE).lines).toEqual([]);
    const empty = listCardText('haji', [], SITE);
    expect([empty.eyebrow, empty.lines, empty.price, empty.alt]).toEqual([
      'Segera hadir',
      [],
      '',
      'Paket Haji Baitullah Tour & Travel',
    ]);
  });

  it('the home card gives the tagline and the lowest price of each kind, never one price for both', () => {
    const card = homeCardText(SITE, 'Paket Umroh & Haji Terpercaya', [haji, plus, facts()]);
    expect(card).toEqual({
      eyebrow: '',
      title: 'Paket Umroh & Haji Terpercaya',
      lines: ['Umroh mulai Rp 18,5 Juta / orang', 'Haji mulai Rp 185 Juta / orang'],
      price: '',
      brand: SITE,
      alt: 'Baitullah Tour & Travel: Paket Umroh & Haji Terpercaya, umroh mulai Rp 18,5 Juta per orang, haji mulai Rp 185 Juta per orang',
    });
    expect(homeCardText(SITE, '', [facts()]).title).toBe(SITE);
    expect(homeCardText(SITE, '', [facts()]).lines).toEqual(['Umroh mulai Rp 18,5 Juta / orang']);
  });
});
