import { describe, expect, it } from 'vitest';
import {
  fullPaymentDaysOf,
  createPayload,
  galleryRoom,
  listFilter,
  monthFilter,
  listRowOf,
  uniqueSlug,
  itineraryWarning,
  monthOptions,
  pageSummary,
  moveItem,
  newPackageDefaults,
  numberItinerary,
  packageFields,
  packageToForm,
  prependToList,
  updatePayload,
  validatePackageForm,
  packageFormErrors,
  INVALID_FIELDS_MESSAGE,
} from '../../admin/src/packages/model.ts';
import type { Package } from '../../domain/index.ts';

const NOW = Date.UTC(2026, 10, 21, 8, 30, 0);

function stored(overrides: Partial<Package> = {}): Package {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    slug: 'umroh-reguler-1700000000000',
    title: 'Umroh Reguler',
    tagline: 'Nyaman',
    description: 'Deskripsi',
    category: 'umroh',
    location: 'Makkah - Madinah',
    duration: '12 Hari',
    price_quad: 28_500_000,
    price_triple: 31_000_000,
    price_double: null,
    is_promo: true,
    status: 'active',
    images: ['/storage/v1/object/public/images/seed/a.webp'],
    itinerary: [{ day: 1, title: 'Berangkat', activities: ['Kumpul'] }],
    included: ['Visa'],
    excluded: ['Paspor'],
    terms: ['DP'],
    airline: 'Saudia',
    departure_airport: 'CGK',
    direct_flight: true,
    visa_included: true,
    booking_fee: 5_000_000,
    full_payment_days: 30,
    created_at: '2026-11-01T00:00:00+00:00',
    updated_at: '2026-11-01T00:00:00+00:00',
    ...overrides,
    // A row as the database returns it: no departure nor quota (the shared type may still name them).
  } as Package;
}

describe('new-package defaults', () => {
  const d = newPackageDefaults();
  it('start active with one placeholder photo and one numbered day of two activities', () => {
    expect(d.status).toBe('active');
    expect(d.images).toHaveLength(1);
    expect(d.images[0]).toMatch(/^\/storage\/v1\/object\/public\/images\//);
    expect(d.itinerary).toHaveLength(1);
    expect(d.itinerary[0].activities).toHaveLength(2);
    expect(numberItinerary(d.itinerary)[0].day).toBe(1);
  });
  it('keep a day without a title untitled, renumbered by position, its activities trimmed', () => {
    const days = numberItinerary([
      { title: '  ', activities: [' Tiba di Jeddah ', ''] },
      { title: ' Ziarah ', activities: [] },
    ]);
    expect(days).toEqual([
      { day: 1, title: '', activities: ['Tiba di Jeddah'] },
      { day: 2, title: 'Ziarah', activities: [] },
    ]);
  });
  it('state no duration, which the one-day itinerary would contradict', () => {
    expect(d.duration).toBe('');
  });
  it('preset included, excluded and terms lists', () => {
    expect(d.included.length).toBeGreaterThan(0);
    expect(d.excluded.length).toBeGreaterThan(0);
    expect(d.terms.length).toBeGreaterThan(0);
  });
  it('are a fresh object each time (no shared arrays between forms)', () => {
    const a = newPackageDefaults();
    a.included.push('x');
    expect(newPackageDefaults().included).not.toContain('x');
  });
});

describe('validation', () => {
  const ok = { ...newPackageDefaults(), title: 'Paket', priceQuad: '25.000.000' };
  it('accepts title, category and quad price', () => {
    expect(validatePackageForm(ok)).toBeNull();
  });
  it.each([
    ['title', { title: '   ' }],
    ['category', { category: '' as const }],
    ['quad price', { priceQuad: '' }],
    ['quad price without digits', { priceQuad: 'Rp' }],
  ])('refuses a missing %s with the exact message', (_, patch) => {
    expect(validatePackageForm({ ...ok, ...patch })).toBe('Mohon lengkapi field yang wajib diisi');
  });
  it('judges the promotion end only with Promo on, as only then is it shown and saved', () => {
    const halfTyped = { ...ok, promoEndsAt: '31/12/2026' };
    expect(packageFormErrors({ ...halfTyped, isPromo: true }).promoEndsAt).toBeTruthy();
    expect(packageFormErrors({ ...halfTyped, isPromo: false })).toEqual({});
    expect(validatePackageForm({ ...halfTyped, isPromo: false })).toBeNull();
  });
});

describe('payload mapping', () => {
  const values = {
    ...newPackageDefaults(),
    title: '  Umroh Plus Turki, 12 Hari!  ',
    priceQuad: 'Rp 35.000.000',
    priceTriple: '37500000',
    priceDouble: '',
    isPromo: true,
    itinerary: [
      { title: 'Berangkat', activities: ['Kumpul', '  ', 'Terbang'] },
      { title: '', activities: [] },
    ],
    included: ['Visa', '', '  Hotel  '],
  };

  it('converts camelCase form keys to snake_case columns', () => {
    const p = packageFields(values);
    expect(Object.keys(p).sort()).toEqual(
      [
        'category',
        'description',
        'duration',
        'excluded',
        'images',
        'included',
        'is_promo',
        'itinerary',
        'location',
        'price_double',
        'price_quad',
        'price_triple',
        'status',
        'tagline',
        'terms',
        'title',
        'airline',
        'departure_airport',
        'direct_flight',
        'visa_included',
        'booking_fee',
        'full_payment_days',
        'cancellation_tiers',
        'extra_documents',
        'publish_at',
        'unpublish_at',
        'promo_ends_at',
      ].sort(),
    );
    expect(p.is_promo).toBe(true);
  });

  it('parses prices to whole rupiah and leaves empty optional prices null', () => {
    const p = packageFields(values);
    expect(p.price_quad).toBe(35_000_000);
    expect(p.price_triple).toBe(37_500_000);
    expect(p.price_double).toBeNull();
  });

  it('numbers itinerary days by position and drops blank activities and list items', () => {
    const p = packageFields(values);
    expect(p.itinerary).toEqual([
      { day: 1, title: 'Berangkat', activities: ['Kumpul', 'Terbang'] },
      { day: 2, title: '', activities: [] },
    ]);
    expect(p.included).toEqual(['Visa', 'Hotel']);
  });

  it('create payload adds the slug (title slug, no timestamp) and both timestamps', () => {
    const p = createPayload(values, NOW);
    expect(p.slug).toBe('umroh-plus-turki-12-hari');
    expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(p.created_at).toBe(new Date(NOW).toISOString());
    expect(p.updated_at).toBe(p.created_at);
    expect(p.title).toBe('Umroh Plus Turki, 12 Hari!');
  });

  it('update payload keeps the slug and timestamps out (public links stay valid)', () => {
    const p = updatePayload(values);
    expect(p).not.toHaveProperty('slug');
    expect(p).not.toHaveProperty('created_at');
  });

  it('sends no departure date nor quota: departures are rows of their own', () => {
    expect(packageFields(values)).not.toHaveProperty('departure');
    expect(packageFields(values)).not.toHaveProperty('quota');
  });

  it('round-trips a stored row through the form', () => {
    const row = stored();
    const back = updatePayload(packageToForm(row));
    for (const key of [
      'title',
      'category',
      'price_quad',
      'price_triple',
      'price_double',
      'images',
      'itinerary',
      'included',
      'is_promo',
      'status',
    ] as const) {
      expect(back[key]).toEqual(row[key]);
    }
  });
});

describe('gallery', () => {
  it('reorders by moving one photo', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });
  it('has room for 6 photos; the upload tile hides at 6', () => {
    expect(galleryRoom([])).toBe(6);
    expect(galleryRoom(['1', '2', '3', '4', '5'])).toBe(1);
    expect(galleryRoom(['1', '2', '3', '4', '5', '6'])).toBe(0);
  });
  it('never sends more than 6 photos', () => {
    const images = Array.from({ length: 8 }, (_, i) => `/img/${i}.png`);
    expect((packageFields({ ...newPackageDefaults(), images }).images as string[]).length).toBe(6);
  });
});

describe('list filters', () => {
  it("omits 'all' and keeps one case-insensitive title pattern", () => {
    expect(listFilter('', 'all', 'all')).toEqual({});
    expect(listFilter('  umroh   hemat ', 'haji', 'draft')).toEqual({
      'title@ilike': 'umroh*hemat',
      category: 'haji',
      status: 'draft',
    });
  });
});

describe('optimistic create', () => {
  it('puts the new row first in a cached list and counts it', () => {
    const old = { data: [{ id: 'a' }, { id: 'b' }], total: 2 };
    expect(prependToList(old, { id: 'n' })).toEqual({ data: [{ id: 'n' }, { id: 'a' }, { id: 'b' }], total: 3 });
    expect(old.data).toHaveLength(2);
    expect(prependToList(undefined, { id: 'n' })).toBeUndefined();
  });
  it('shows the new package as a list card with its cover and no departure yet', () => {
    const row = listRowOf(stored());
    expect(row).toMatchObject({
      id: stored().id,
      title: 'Umroh Reguler',
      cover: '/storage/v1/object/public/images/seed/a.webp',
      next_departure: null,
      departure_months: [],
    });
    expect(listRowOf(stored({ images: [] })).cover).toBeNull();
  });
});

// Nothing typed is silently rewritten on its way to the database.
describe('a typed price or quota is stored exactly or refused beside its field', () => {
  const ok = { ...newPackageDefaults(), title: 'Paket', priceQuad: '25.000.000' };
  it('stores Rp 27.500.000,00 as 27,500,000', () => {
    const v = { ...ok, priceQuad: 'Rp 27.500.000,00' };
    expect(validatePackageForm(v)).toBeNull();
    expect(packageFields(v).price_quad).toBe(27_500_000);
  });
  it.each([
    ['priceQuad', '29,5 juta'],
    ['priceQuad', '-25000000'],
    ['priceTriple', '29,5'],
    ['priceDouble', '10.000.000.001'],
    ['fullPaymentDays', '-10'],
    ['fullPaymentDays', '4,5'],
  ] as const)('refuses %s = %j with a message on that field', (field, value) => {
    const v = { ...ok, [field]: value };
    expect(validatePackageForm(v)).toBe(INVALID_FIELDS_MESSAGE);
    expect(packageFormErrors(v)[field]).toMatch(/\S/);
    expect(Object.keys(packageFormErrors(v))).toEqual([field]);
  });
});

// The list pages on the server, so every package can be reached however many there are.
describe('server-side list paging, sorting and month filter', () => {
  it('filters a departure month on the list view’s departure months (cs: the array contains it)', () => {
    expect(monthFilter('2027-12')).toEqual({ 'departure_months@cs': '{2027-12}' });
    expect(monthFilter('2027-01')).toEqual({ 'departure_months@cs': '{2027-01}' });
    expect(monthFilter('all')).toBeNull();
    // Anything else in the address is no filter, never a broken request.
    expect(monthFilter('2027-13')).toBeNull();
    expect(monthFilter('2027-1},{x')).toBeNull();
  });
  it('summarises the page in Indonesian', () => {
    expect(pageSummary(2, 24, 2000)).toBe('Menampilkan 25–48 dari 2.000 paket');
    expect(pageSummary(84, 24, 2000)).toBe('Menampilkan 1.993–2.000 dari 2.000 paket');
  });
  it('offers Indonesian month labels', () => {
    expect(monthOptions(new Date(Date.UTC(2026, 10, 23)), 2, 0)).toEqual([
      { value: '2026-11', label: 'November 2026' },
      { value: '2026-12', label: 'Desember 2026' },
    ]);
  });
  it('starts from the month in Indonesia (WIB), which turns at 17:00 UTC the day before', () => {
    expect(monthOptions(new Date('2026-11-30T16:59:59Z'), 1, 0)).toEqual([
      { value: '2026-11', label: 'November 2026' },
    ]);
    expect(monthOptions(new Date('2026-11-30T17:00:00Z'), 1, 0)).toEqual([
      { value: '2026-12', label: 'Desember 2026' },
    ]);
  });
});

describe('itinerary vs duration', () => {
  const day = { title: 'Hari', activities: [] };
  it('warns when the number of itinerary days differs from the duration', () => {
    expect(itineraryWarning({ duration: '9 Hari', itinerary: [day] })).toBe(
      'Itinerary berisi 1 hari, sedangkan durasi paket 9 hari. Sesuaikan agar jamaah tidak bingung.',
    );
    expect(itineraryWarning({ duration: '2 hari 1 malam', itinerary: [day, day] })).toBeNull();
    expect(itineraryWarning({ duration: 'Fleksibel', itinerary: [day] })).toBeNull();
  });
});

describe('slugs: no timestamp, -2, -3 only on a clash; an edited slug is sent', () => {
  it('picks the first free slug', () => {
    expect(uniqueSlug('umroh-reguler', [])).toBe('umroh-reguler');
    expect(uniqueSlug('umroh-reguler', ['umroh-reguler'])).toBe('umroh-reguler-2');
    expect(uniqueSlug('umroh-reguler', ['umroh-reguler', 'umroh-reguler-2', 'umroh-reguler-reguler'])).toBe(
      'umroh-reguler-3',
    );
  });
  it('sends the slug only when it was changed, and refuses a malformed one beside the field', () => {
    const v = { ...newPackageDefaults(), title: 'Paket', priceQuad: '25.000.000', slug: 'paket-lama' };
    expect(updatePayload(v, 'paket-lama')).not.toHaveProperty('slug');
    expect(updatePayload({ ...v, slug: 'paket-baru' }, 'paket-lama').slug).toBe('paket-baru');
    expect(packageFormErrors({ ...v, slug: 'Paket Baru' }).slug).toMatch(/huruf kecil/);
  });
});

describe('Penerbangan & Pembayaran', () => {
  const base = { ...newPackageDefaults(), title: 'Umroh', priceQuad: '25.000.000' };

  it('round-trips a stored package through the form', () => {
    const form = packageToForm(stored());
    expect(form).toMatchObject({
      airline: 'Saudia',
      departureAirport: 'CGK',
      directFlight: true,
      visaIncluded: true,
      bookingFee: '5.000.000',
      fullPaymentDays: '30',
    });
    expect(packageFormErrors(form)).toEqual({});
    expect(packageFields(form)).toMatchObject({
      airline: 'Saudia',
      departure_airport: 'CGK',
      direct_flight: true,
      visa_included: true,
      booking_fee: 5_000_000,
      full_payment_days: 30,
    });
  });

  it('new packages state nothing: blank fields are stored as empty / null, switches off', () => {
    expect(packageFormErrors(base)).toEqual({});
    expect(packageFields(base)).toMatchObject({
      airline: '',
      departure_airport: null,
      direct_flight: false,
      visa_included: false,
      booking_fee: null,
      full_payment_days: null,
    });
    expect(
      packageToForm(stored({ departure_airport: null, booking_fee: null, full_payment_days: null })),
    ).toMatchObject({
      departureAirport: '',
      bookingFee: '',
      fullPaymentDays: '',
    });
  });

  it('refuses an airport code that is not three capital letters, and never uppercases it', () => {
    for (const code of ['cgk', 'Cgk', 'CG', 'CGKX', 'CG1', ' CGK', 'C-K']) {
      expect(packageFormErrors({ ...base, departureAirport: code }), code).toEqual({
        departureAirport: 'Kode bandara 3 huruf kapital, contoh CGK',
      });
    }
    expect(validatePackageForm({ ...base, departureAirport: 'cgk' })).toBe(INVALID_FIELDS_MESSAGE);
    expect(packageFormErrors({ ...base, departureAirport: 'SUB' })).toEqual({});
  });

  it('parses the DP strictly (IDR) and pelunasan as 0 to 365 days', () => {
    expect(packageFormErrors({ ...base, bookingFee: '5 juta' }).bookingFee).toBe(
      'Tulis harga dalam rupiah, contoh 27.500.000',
    );
    expect(packageFormErrors({ ...base, bookingFee: '-5.000.000' }).bookingFee).toBe('Harga tidak boleh negatif');
    expect(packageFields({ ...base, bookingFee: 'Rp 5.000.000' }).booking_fee).toBe(5_000_000);
    // Rp 0 is a down payment too (none asked), as the database allows; a price of 0 stays refused.
    expect(packageFormErrors({ ...base, bookingFee: '0' })).toEqual({});
    expect(packageFields({ ...base, bookingFee: '0' }).booking_fee).toBe(0);
    expect(packageToForm(stored({ booking_fee: 0 })).bookingFee).toBe('0');
    expect(packageFormErrors({ ...base, priceQuad: '0' }).priceQuad).toBe('Harga harus lebih dari 0');
    expect(packageFormErrors({ ...base, fullPaymentDays: '366' }).fullPaymentDays).toBe('Maksimal 365');
    expect(packageFormErrors({ ...base, fullPaymentDays: '-1' }).fullPaymentDays).toBe('Tidak boleh negatif');
    expect(packageFormErrors({ ...base, fullPaymentDays: 'H-30' }).fullPaymentDays).toBeDefined();
    expect(packageFields({ ...base, fullPaymentDays: '0' }).full_payment_days).toBe(0);
  });

  it('refuses an airline name over 100 characters', () => {
    expect(packageFormErrors({ ...base, airline: 'a'.repeat(101) }).airline).toBe(
      'Paling banyak 100 karakter (sekarang 101)',
    );
    expect(packageFormErrors({ ...base, airline: 'a'.repeat(100) }).airline).toBeUndefined();
  });
});

describe('text limits of the schema (domain/limits.ts)', () => {
  const base = { ...newPackageDefaults(), title: 'Umroh', category: 'umroh' as const, priceQuad: '25.000.000' };
  it.each([
    ['tagline', 300],
    ['description', 10_000],
    ['location', 200],
    ['duration', 100],
    ['title', 200],
  ] as const)('refuses a %s over %i characters beside the field, never cuts it', (key, max) => {
    const over = { ...base, [key]: 'x'.repeat(max + 1) };
    expect(packageFormErrors(over)[key]).toMatch(/^Paling banyak .* karakter \(sekarang/);
    expect(over[key]).toHaveLength(max + 1);
    expect(packageFormErrors({ ...base, [key]: 'x'.repeat(max) })[key]).toBeUndefined();
  });
});

describe('fullPaymentDaysOf: the Pelunasan H-N the departures tab judges dates by', () => {
  it('is the typed number of days when it is valid, else none', () => {
    expect(fullPaymentDaysOf('30')).toBe(30);
    expect(fullPaymentDaysOf(' 0 ')).toBe(0);
    expect(fullPaymentDaysOf('')).toBeNull();
    expect(fullPaymentDaysOf('366')).toBeNull();
    expect(fullPaymentDaysOf('3x')).toBeNull();
  });
});
