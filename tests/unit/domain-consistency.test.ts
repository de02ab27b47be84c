import { formatHijriId, hijriDate } from '../../domain/dates.ts';
import { describe, expect, it } from 'vitest';
import {
  UMROH_REFERENCE_PRICE,
  checkPackage,
  checkPackageRow,
  contradictions,
  durationDays,
  insideFullPaymentWindow,
  itineraryHijriDay,
  namedHijriMonths,
  namedMonths,
  type CheckedDeparture,
  type CheckedPackage,
  type FindingRule,
} from '../../domain/consistency.ts';

const TODAY = '2026-11-27';

function itinerary(days: number, titles: Record<number, string> = {}) {
  return Array.from({ length: days }, (_, i) => ({
    day: i + 1,
    title: titles[i + 1] ?? `Hari ${i + 1}`,
    activities: [],
  }));
}

function departure(
  depart_on: string,
  return_on: string | null,
  extra: Partial<CheckedDeparture> = {},
): CheckedDeparture {
  return {
    id: `d-${depart_on}`,
    depart_on,
    return_on,
    status: 'open',
    seats_total: 40,
    seats_booked: 0,
    price_quad: null,
    price_triple: null,
    price_double: null,
    note: '',
    ...extra,
  };
}

/** A 9-day Umrah that passes every rule; each test changes one thing. */
function pkg(extra: Partial<CheckedPackage> = {}): CheckedPackage {
  return {
    slug: 'umroh-hemat-9-hari',
    title: 'Umroh Hemat 9 Hari',
    tagline: '',
    description: '',
    category: 'umroh',
    status: 'active',
    duration: '9 Hari',
    price_quad: 28_000_000,
    price_triple: 30_000_000,
    price_double: 32_000_000,
    full_payment_days: 30,
    itinerary: itinerary(9),
    departures: [departure('2027-01-15', '2027-01-23')],
    hotels: [{ nights: 3 }, { nights: 4 }],
    ...extra,
  };
}

const rules = (p: CheckedPackage, options = {}) => checkPackage(p, { today: TODAY, ...options }).map((f) => f.rule);
const messages = (p: CheckedPackage, rule: FindingRule, options = {}) =>
  checkPackage(p, { today: TODAY, ...options })
    .filter((f) => f.rule === rule)
    .map((f) => f.message);

describe('the consistency check', () => {
  it('finds nothing in a package whose facts agree', () => {
    expect(checkPackage(pkg(), { today: TODAY })).toEqual([]);
  });

  describe('hotel nights against the itinerary', () => {
    it('flags more hotel nights than the itinerary has nights', () => {
      expect(messages(pkg({ hotels: [{ nights: 5 }, { nights: 4 }] }), 'hotel_nights')).toEqual([
        'Hotel: 9 malam, itinerary: 8 malam (9 hari): malam hotel lebih banyak dari perjalanannya',
      ]);
    });
    it('flags nights that are in no hotel beyond the night flight home', () => {
      const [m] = messages(pkg({ hotels: [{ nights: 3 }, { nights: 3 }] }), 'hotel_nights');
      expect(m).toContain('Hotel: 6 malam, itinerary: 8 malam (9 hari): 2 malam tidak tercatat');
    });
    it('allows the tent nights of Armuzna on a Haji package', () => {
      const haji = pkg({ category: 'haji', title: 'Haji Furoda', slug: 'haji-furoda', duration: '21 Hari' });
      const p = { ...haji, itinerary: itinerary(21), departures: [], hotels: [{ nights: 12 }, { nights: 5 }] };
      expect(rules(p)).not.toContain('hotel_nights');
      expect(rules({ ...p, hotels: [{ nights: 10 }] })).toContain('hotel_nights');
    });
    it('says nothing when no hotel is listed', () => {
      expect(rules(pkg({ hotels: [] }))).not.toContain('hotel_nights');
    });
  });

  describe('duration text, itinerary days and departure dates', () => {
    it('flags a duration the itinerary does not have', () => {
      expect(messages(pkg({ itinerary: itinerary(8) }), 'duration')).toEqual(['Durasi: 9 hari, itinerary: 8 hari']);
    });
    it('flags days and nights that do not add up', () => {
      expect(messages(pkg({ duration: '9 Hari 7 Malam' }), 'duration')).toHaveLength(1);
      expect(rules(pkg({ duration: '9 Hari 8 Malam' }))).not.toContain('duration');
    });
    it('flags a departure whose dates span another number of days', () => {
      expect(messages(pkg({ departures: [departure('2027-01-15', '2027-01-24')] }), 'departure_length')).toEqual([
        'Keberangkatan 15 Januari 2027–24 Januari 2027: 10 hari, durasi paket: 9 hari',
      ]);
    });
    it('ignores past departures', () => {
      expect(
        rules(pkg({ departures: [departure('2026-01-01', '2026-01-30'), departure('2027-01-15', '2027-01-23')] })),
      ).toEqual([]);
    });
    it('reads the number of days from the duration text', () => {
      expect(durationDays('12 Hari / 11 Malam')).toBe(12);
      expect(durationDays('Dua minggu')).toBeNull();
    });
  });

  describe('a month named in the title or address', () => {
    it('flags a month no upcoming departure falls in', () => {
      const p = pkg({ title: 'Umroh Plus Thaif 12 Hari September', slug: 'umroh-thaif-september-2027' });
      expect(messages(p, 'month_name')).toEqual([
        'Judul atau alamat paket menyebut September, tetapi tidak ada keberangkatan di bulan itu (keberangkatan: 15 Januari 2027)',
        'Judul atau alamat paket menyebut September 2027, tetapi tidak ada keberangkatan di bulan itu (keberangkatan: 15 Januari 2027)',
      ]);
    });
    it('accepts a month one departure falls in, in the year named beside it', () => {
      expect(rules(pkg({ title: 'Umroh Januari', slug: 'umroh-januari-2027' }))).toEqual([]);
      expect(rules(pkg({ slug: 'umroh-januari-2028' }))).toContain('month_name');
    });
    it('reads whole words only', () => {
      expect(namedMonths('Umroh Meidina')).toEqual([]);
      expect(namedMonths('umroh-mei-2027')).toEqual([{ month: 5, year: 2027 }]);
    });
  });

  describe('Hijri months (Umm al-Qura)', () => {
    it('computes the Umm al-Qura date on the platform', () => {
      expect(hijriDate('2027-02-08')).toEqual({ year: 1448, month: 9, day: 1 });
      expect(formatHijriId('2027-03-09')).toBe('1 Syawal 1448 H');
    });
    it('flags a Ramadhan package leaving outside Ramadhan', () => {
      const p = pkg({ title: 'Umroh Ramadhan 9 Hari', departures: [departure('2027-03-15', '2027-03-23')] });
      expect(messages(p, 'hijri_month')).toEqual([
        'Paket menyebut Ramadhan, tetapi keberangkatan 15 Maret 2027 jatuh pada 7 Syawal 1448 H',
      ]);
      expect(rules({ ...p, departures: [departure('2027-02-20', '2027-02-28')] })).not.toContain('hijri_month');
    });
    it('flags a departure note naming Syawal or Rajab on a date outside it', () => {
      const syawal = pkg({ departures: [departure('2027-02-20', '2027-02-28', { note: 'Rombongan Syawal' })] });
      expect(messages(syawal, 'hijri_month')[0]).toContain('Catatan keberangkatan menyebut Syawal');
      expect(rules(pkg({ departures: [departure('2027-03-20', '2027-03-28', { note: 'Rombongan Syawal' })] }))).toEqual(
        [],
      );
      expect(rules(pkg({ departures: [departure('2027-01-15', '2027-01-23', { note: 'Umroh Rajab' })] }))).toContain(
        'hijri_month',
      );
      expect(namedHijriMonths('umroh rajab 1448')).toEqual([7]);
    });
    it('flags "the last ten nights" on dates that miss them', () => {
      const p = pkg({
        title: 'Umroh Ramadhan',
        description: 'I’tikaf di sepuluh malam terakhir Ramadhan.',
        departures: [departure('2027-02-09', '2027-02-17')],
      });
      expect(messages(p, 'last_ten_nights')[0]).toContain('2 Ramadhan 1448 H–10 Ramadhan 1448 H');
      expect(rules({ ...p, departures: [departure('2027-02-26', '2027-03-06')] })).not.toContain('last_ten_nights');
    });
    it('flags an itinerary day whose Hijri date the departure does not reach', () => {
      const haji = {
        ...pkg({ category: 'haji', title: 'Haji Furoda', slug: 'haji-furoda', hotels: [] }),
        itinerary: itinerary(9, { 5: '9 Dzulhijjah: wukuf di Arafah' }),
      };
      // 1 Dzulhijjah 1448 H is 7 May 2027: day 5 of a trip leaving 11 May is 9 Dzulhijjah.
      expect(rules({ ...haji, departures: [departure('2027-05-11', '2027-05-19')] })).toEqual([]);
      expect(messages({ ...haji, departures: [departure('2027-05-14', '2027-05-22')] }, 'itinerary_hijri')).toEqual([
        'Itinerary hari ke-5 "9 Dzulhijjah: wukuf di Arafah", tetapi pada keberangkatan 14 Mei 2027 hari itu 18 Mei 2027 = 12 Dzulhijjah 1448 H',
      ]);
      expect(itineraryHijriDay('Idul Fitri di Tanah Suci')).toEqual({ month: 10, day: 1 });
    });
  });

  describe('departures a family can book', () => {
    it('notices an active package with no upcoming departure, not a draft', () => {
      const p = pkg({ departures: [departure('2026-10-01', '2026-10-09')] });
      expect(checkPackage(p, { today: TODAY })).toEqual([
        {
          rule: 'no_open_departure',
          severity: 'notice',
          message: 'Paket aktif tanpa keberangkatan mendatang: situs menampilkan "Jadwal menyusul"',
        },
      ]);
      expect(rules({ ...p, status: 'draft' })).toEqual([]);
    });
    it('notices an active package whose departures are all full or closed', () => {
      const full = pkg({ departures: [departure('2027-01-15', '2027-01-23', { seats_booked: 40 })] });
      expect(rules(full)).toEqual(['no_open_departure']);
    });
    it('notices a departure past its full-payment date, and no other', () => {
      const p = pkg({ departures: [departure('2026-12-17', '2026-12-25'), departure('2027-01-15', '2027-01-23')] });
      expect(checkPackage(p, { today: TODAY })).toEqual([
        {
          rule: 'payment_window',
          severity: 'notice',
          departure_id: 'd-2026-12-17',
          message:
            'Keberangkatan 17 Desember 2026 sudah lewat batas pelunasan H-30 (20 hari lagi): situs menampilkannya "Pendaftaran ditutup — hubungi kami"',
        },
      ]);
      expect(insideFullPaymentWindow('2026-12-27', 30, TODAY)).toBe(false);
      expect(insideFullPaymentWindow('2026-12-26', 30, TODAY)).toBe(true);
      expect(insideFullPaymentWindow('2026-12-26', null, TODAY)).toBe(false);
    });
  });

  describe('room prices', () => {
    it('flags a double room cheaper per person than a quad', () => {
      expect(messages(pkg({ price_double: 27_000_000 }), 'room_prices')).toEqual([
        'Harga paket: Double Rp 27.000.000 lebih murah dari Quad Rp 28.000.000 (harga per orang, kamar berdua mestinya termahal)',
      ]);
    });
    it('flags a departure price out of order unless its note explains it', () => {
      const d = departure('2027-01-15', '2027-01-23', { price_triple: 27_000_000 });
      expect(messages(pkg({ departures: [d] }), 'room_prices')).toEqual([
        'Keberangkatan 15 Januari 2027: Triple Rp 27.000.000 lebih murah dari Quad Rp 28.000.000, tanpa catatan alasannya',
      ]);
      expect(rules(pkg({ departures: [{ ...d, note: 'Promo kamar triple' }] }))).toEqual([]);
    });
  });

  describe('the ministry reference price (KMA 777/2020)', () => {
    it('notices an Umrah price below it, not a contradiction', () => {
      const p = pkg({ price_quad: 18_500_000, price_triple: null, price_double: null });
      const found = checkPackage(p, { today: TODAY });
      expect(found).toEqual([
        {
          rule: 'reference_price',
          severity: 'notice',
          message:
            'Harga Umroh Rp 18.500.000 di bawah harga referensi Rp 26.000.000 (KMA 777/2020): harga ini wajib dilaporkan ke kementerian penyelenggara umrah',
          price: 18_500_000,
        },
      ]);
      expect(contradictions(found)).toEqual([]);
      expect(UMROH_REFERENCE_PRICE).toBe(26_000_000);
    });
    it('goes away once reported, and comes back when the price drops below the reported one', () => {
      const p = pkg({ price_quad: 18_500_000, price_triple: null, price_double: null });
      expect(rules(p, { reportedPrice: 18_500_000 })).toEqual([]);
      expect(rules({ ...p, price_quad: 17_000_000 }, { reportedPrice: 18_500_000 })).toEqual(['reference_price']);
    });
    it('reads a departure price and the setting; Haji is not concerned', () => {
      const d = departure('2027-01-15', '2027-01-23', { price_quad: 25_000_000, note: 'Promo' });
      expect(rules(pkg({ departures: [d] }))).toEqual(['reference_price']);
      expect(rules(pkg(), { referencePrice: 30_000_000 })).toEqual(['reference_price']);
      expect(rules(pkg({ category: 'haji', price_quad: 8_500_000, price_triple: null, price_double: null }))).toEqual(
        [],
      );
    });
  });

  describe('Haji Khusus/Plus and the waiting years its own text states', () => {
    const plus = (description: string, depart: string) =>
      pkg({
        category: 'haji',
        title: 'Haji Plus',
        slug: 'haji-plus',
        description,
        hotels: [],
        departures: [departure(depart, null)],
        price_quad: 185_000_000,
        price_triple: null,
        price_double: null,
      });
    it('flags a departure sooner than the waiting time the text gives', () => {
      expect(messages(plus('Masa tunggu Haji Plus 5 sampai 7 tahun.', '2027-05-10'), 'haji_wait')).toEqual([
        'Teks paket menyebut masa tunggu 5–7 tahun (paling cepat 2031), tetapi ada keberangkatan 10 Mei 2027',
      ]);
      expect(rules(plus('Estimasi keberangkatan tahun 2030.', '2027-05-10'))).toContain('haji_wait');
    });
    it('accepts a departure in or after that year, or for pilgrims who already hold a porsi number', () => {
      expect(rules(plus('Masa tunggu Haji Plus 5 sampai 7 tahun.', '2031-05-01'))).not.toContain('haji_wait');
      expect(
        rules(plus('Untuk jamaah yang sudah memiliki nomor porsi. Masa tunggu pendaftar baru 5 tahun.', '2027-05-10')),
      ).not.toContain('haji_wait');
      expect(rules(plus('Layanan khusus.', '2027-05-10'))).not.toContain('haji_wait');
    });
  });

  it('reads a package_checks row (bigints as strings) with its reference price and report', () => {
    const row = {
      ...pkg({ price_quad: 18_500_000, price_triple: null, price_double: null }),
      id: 'p1',
      price_quad: '18500000' as unknown as number,
      reported_price: null,
      reported_at: null,
      reference_price: '26000000',
    };
    expect(checkPackageRow(row, TODAY).map((f) => f.rule)).toEqual(['reference_price']);
    expect(checkPackageRow({ ...row, reported_price: '18500000' }, TODAY)).toEqual([]);
  });
});
