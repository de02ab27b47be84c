// Pure helpers of the public site (src/lib, icons): no network, no Astro runtime.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FAVICON,
  DEFAULT_HOME,
  DEFAULT_SETTINGS,
  DEFAULT_SITE_NAME,
  SITE_TAGLINE,
} from '../../domain/index.ts';
import { DEFAULT_SITE_URL, readEnv } from '../../src/lib/env.ts';
import {
  normalizeDeparture,
  normalizeFeature,
  normalizeHotel,
  normalizePackage,
  normalizePackageHotel,
  normalizeRating,
  normalizeSiteTestimonial,
  normalizeTestimonial,
} from '../../src/lib/normalize.ts';
import { homeContent, siteContent, statSlots } from '../../src/lib/content.ts';
import {
  breadcrumbLd,
  faqPageLd,
  canonicalUrl,
  documentTitle,
  jsonLdText,
  packagePath,
  touristTripLd,
  travelAgencyLd,
} from '../../src/lib/seo.ts';
import { robotsTxt, sitemapXml } from '../../src/lib/sitemap.ts';
import { DEFAULT_FEATURE_ICON, FEATURE_ICON_PATHS, featureIconPath } from '../../src/components/common/icons.ts';

const API = 'http://localhost:54321';
const SITE = 'https://www.baitullah.test';

describe('readEnv (fails fast with a clear message)', () => {
  it('names every missing variable', () => {
    expect(() => readEnv([{}])).toThrow(/PUBLIC_SUPABASE_URL, PUBLIC_SUPABASE_ANON_KEY/);
    expect(() => readEnv([{ PUBLIC_SUPABASE_URL: API }])).toThrow(/PUBLIC_SUPABASE_ANON_KEY/);
    expect(() => readEnv([{ PUBLIC_SUPABASE_URL: '  ', PUBLIC_SUPABASE_ANON_KEY: 'k' }])).toThrow(
      /PUBLIC_SUPABASE_URL/,
    );
  });
  it('rejects a URL that is not http(s)', () => {
    expect(() => readEnv([{ PUBLIC_SUPABASE_URL: 'localhost:54321', PUBLIC_SUPABASE_ANON_KEY: 'k' }])).toThrow(
      /PUBLIC_SUPABASE_URL/,
    );
    expect(() => readEnv([{ PUBLIC_SUPABASE_URL: API, PUBLIC_SUPABASE_ANON_KEY: 'k', SITE_URL: 'ftp://x' }])).toThrow(
      /SITE_URL/,
    );
  });
  it('defaults SITE_URL and strips trailing slashes', () => {
    expect(readEnv([{ PUBLIC_SUPABASE_URL: `${API}/`, PUBLIC_SUPABASE_ANON_KEY: 'k' }])).toEqual({
      supabaseUrl: API,
      supabaseAnonKey: 'k',
      siteUrl: DEFAULT_SITE_URL,
    });
    expect(DEFAULT_SITE_URL).toBe('http://localhost:4321');
  });
  it('takes the first source that has a value', () => {
    const env = readEnv([
      { PUBLIC_SUPABASE_URL: API, SITE_URL: '' },
      { PUBLIC_SUPABASE_ANON_KEY: 'k2', SITE_URL: `${SITE}/` },
    ]);
    expect(env).toEqual({ supabaseUrl: API, supabaseAnonKey: 'k2', siteUrl: SITE });
  });
});

describe('normalizePackage', () => {
  const row = {
    id: 'b7e1c4f0-0000-4000-8000-000000000001',
    slug: 'umroh-x',
    title: 'Umroh X',
    category: 'umroh',
    price_quad: '28500000',
    price_triple: null,
    price_double: 34500000,
    is_promo: true,
    status: 'active',
    images: [
      '/storage/v1/object/public/images/seed/a.webp',
      'https://cdn.example/b.webp',
      'javascript:alert(1)',
      7,
      '',
    ],
    itinerary: [{ day: 1, title: 'Tiba', activities: ['A', '', 3] }, null, { title: 'Tanpa nomor' }],
    included: ['Visa', null],
    excluded: null,
    terms: 'not a list',
    created_at: '2026-11-01T00:00:00+00:00',
  };
  const pkg = normalizePackage(row, API);
  it('coerces numbers sent as strings (bigint) and keeps empty prices empty', () => {
    expect(pkg.price_quad).toBe(28_500_000);
    expect(pkg.price_triple).toBeNull();
    expect(pkg.price_double).toBe(34_500_000);
    expect(pkg).not.toHaveProperty('departure');
    expect(pkg).not.toHaveProperty('quota');
  });
  it('reads the trip facts: a bigint fee sent as a string, and rows from before the columns as "not stated"', () => {
    expect(
      normalizePackage(
        {
          ...row,
          airline: 'Saudia',
          departure_airport: 'CGK',
          direct_flight: true,
          visa_included: true,
          booking_fee: '5000000',
          full_payment_days: 30,
        },
        API,
      ),
    ).toMatchObject({
      airline: 'Saudia',
      departure_airport: 'CGK',
      direct_flight: true,
      visa_included: true,
      booking_fee: 5_000_000,
      full_payment_days: 30,
    });
    expect(pkg).toMatchObject({
      airline: '',
      departure_airport: null,
      direct_flight: false,
      visa_included: false,
      booking_fee: null,
      full_payment_days: null,
    });
  });
  it('resolves relative image URLs and drops unsafe or empty ones', () => {
    expect(pkg.images).toEqual([`${API}/storage/v1/object/public/images/seed/a.webp`, 'https://cdn.example/b.webp']);
  });
  it('cleans lists and itinerary days', () => {
    expect(pkg.included).toEqual(['Visa']);
    expect(pkg.excluded).toEqual([]);
    expect(pkg.terms).toEqual([]);
    expect(pkg.itinerary).toEqual([
      { day: 1, title: 'Tiba', activities: ['A'] },
      { day: 2, title: 'Tanpa nomor', activities: [] },
    ]);
  });
  it('fills updated_at from created_at', () => {
    expect(pkg.updated_at).toBe(row.created_at);
  });
  it('maps unknown category/status to the safe defaults', () => {
    const odd = normalizePackage({ ...row, category: 'x', status: 'x' }, API);
    expect(odd.category).toBe('umroh');
    expect(odd.status).toBe('active');
    expect(normalizePackage({ ...row, status: 'draft' }, API).status).toBe('draft');
  });
});

describe('testimonials and features', () => {
  it('rating defaults to 5 and is clamped to 1-5', () => {
    expect(normalizeRating(null)).toBe(5);
    expect(normalizeRating(undefined)).toBe(5);
    expect(normalizeRating('4')).toBe(4);
    expect(normalizeRating(0)).toBe(1);
    expect(normalizeRating(9)).toBe(5);
  });
  it('resolves avatars and keeps a missing avatar null', () => {
    expect(
      normalizeTestimonial(
        { name: 'A', content: 'B', avatar_url: '/storage/v1/object/public/images/seed/avatar-1.webp' },
        API,
      ).avatar_url,
    ).toBe(`${API}/storage/v1/object/public/images/seed/avatar-1.webp`);
    expect(normalizeTestimonial({ name: 'A', content: 'B', avatar_url: null }, API).avatar_url).toBeNull();
  });
  it('carries "Tampilkan di beranda" and the order; a row without them counts as shown', () => {
    expect(normalizeTestimonial({ name: 'A', content: 'B', show_on_home: false, position: 3 }, API)).toMatchObject({
      show_on_home: false,
      position: 3,
    });
    expect(normalizeTestimonial({ name: 'A', content: 'B' }, API)).toMatchObject({ show_on_home: true, position: 0 });
  });
  it('carries the trip a testimonial tells of, and none when the view gives no package', () => {
    expect(
      normalizeSiteTestimonial(
        {
          name: 'A',
          content: 'B',
          departure_on: '2026-02-10',
          package_title: 'Umroh Hemat 9 Hari',
          package_slug: 'umroh-hemat-9-hari',
          package_category: 'umroh',
        },
        API,
      ),
    ).toMatchObject({
      departure_on: '2026-02-10',
      trip_package: { title: 'Umroh Hemat 9 Hari', slug: 'umroh-hemat-9-hari', category: 'umroh' },
    });
    expect(normalizeSiteTestimonial({ name: 'A', content: 'B', departure_id: 'x' }, API)).toMatchObject({
      departure_on: null,
      trip_package: null,
    });
  });
  it('accepts PascalCase legacy icon names', () => {
    expect(normalizeFeature({ icon: 'BookOpen' }).icon).toBe('book-open');
    expect(normalizeFeature({ icon: 'Utensils' }).icon).toBe('utensils');
    expect(normalizeFeature({ icon: 'rocket' }).icon).toBe('rocket');
  });
});

describe('feature icons (inline SVG)', () => {
  it('draws all ten icons, each different', () => {
    const names = ['shield', 'users', 'award', 'clock', 'heart', 'globe', 'book-open', 'star', 'utensils', 'car'];
    expect(Object.keys(FEATURE_ICON_PATHS).sort()).toEqual([...names].sort());
    const bodies = names.map(featureIconPath);
    expect(new Set(bodies).size).toBe(10);
    for (const b of bodies) {
      expect(b).toMatch(/^<(path|circle|rect|polygon)/);
      expect(b).not.toBe(DEFAULT_FEATURE_ICON);
    }
  });
  it('draws the default for anything else', () => {
    for (const n of ['', 'rocket', null, undefined, 'constructor', '__proto__'])
      expect(featureIconPath(n)).toBe(DEFAULT_FEATURE_ICON);
  });
});

describe('content merge', () => {
  it('builds every page from defaults when no row exists', () => {
    const c = siteContent({}, API);
    expect(c.settings.siteName).toBe(DEFAULT_SITE_NAME);
    expect(c.settings.favicon).toBe(DEFAULT_FAVICON);
    expect(c.settings.whatsappNumber).toBe(DEFAULT_SETTINGS.whatsappNumber);
    expect(c.home.hero.title).toBe(DEFAULT_HOME.hero.title);
    expect(c.home.stats).toEqual([]);
  });
  it('resolves media and drops unsafe social links', () => {
    const c = siteContent(
      {
        'site-settings': {
          favicon: '/storage/v1/object/public/images/f.png',
          logo: 'javascript:alert(1)',
          socialMedia: { facebook: 'javascript:alert(1)', instagram: 'https://instagram.com/x' },
        },
        home: { hero: { backgroundImage: '/storage/v1/object/public/images/seed/hero.webp' } },
      },
      API,
    );
    expect(c.settings.favicon).toBe(`${API}/storage/v1/object/public/images/f.png`);
    expect(c.settings.logo).toBe('');
    expect(c.settings.socialMedia.facebook).toBe('');
    expect(c.settings.socialMedia.instagram).toBe('https://instagram.com/x');
    expect(c.home.hero.backgroundImage).toBe(`${API}/storage/v1/object/public/images/seed/hero.webp`);
  });
  it('shows, of three stat slots, only those the owner filled with a figure and its label: none invented', () => {
    expect(statSlots([{ label: 'A', value: '1' }])).toEqual([{ label: 'A', value: '1' }]);
    expect(
      statSlots([
        { label: 'Jamaah', value: ' ' },
        { label: '', value: '98%' },
        { label: 'Tahun', value: '17' },
      ]),
    ).toEqual([{ label: 'Tahun', value: '17' }]);
    expect(statSlots('x')).toEqual([]);
    const full = { label: 'L', value: 'V' };
    expect(statSlots([full, full, full, full, full])).toHaveLength(3);
    expect(homeContent({ stats: [] }, API).stats).toEqual([]);
  });
  it('a claim the owner cleared stays cleared: experience, certifications, second phone and e-mail', () => {
    const c = siteContent({ about: { experience: '', certification: ' ' }, contact: { phone2: '', email2: '' } }, API);
    expect(c.about.experience).toBe('');
    expect(c.about.certification.trim()).toBe('');
    expect(c.contact).toMatchObject({ phone2: '', email2: '' });
  });
});

describe('SEO helpers', () => {
  it('document title: home is the site name and tagline; inner pages "Page — Site", all within 60 characters', () => {
    expect(documentTitle('Baitullah Tour & Travel')).toBe(`Baitullah Tour & Travel — ${SITE_TAGLINE}`);
    expect(documentTitle('', 'Kontak')).toBe(`Kontak — ${DEFAULT_SITE_NAME}`);
    // Long package titles drop to the short brand, never past 60 characters.
    expect(documentTitle('Baitullah Tour & Travel', 'Umroh Plus Turki 14 Hari Februari dengan Bursa')).toBe(
      'Umroh Plus Turki 14 Hari Februari dengan Bursa — Baitullah',
    );
    const long = documentTitle('Baitullah Tour & Travel', 'Paket '.repeat(20));
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long).toMatch(/… — Baitullah$/);
  });
  it('canonical URLs have no trailing slash except the root', () => {
    expect(canonicalUrl(`${SITE}/`, '/')).toBe(`${SITE}/`);
    expect(canonicalUrl(SITE, '/umroh/')).toBe(`${SITE}/umroh`);
    expect(canonicalUrl(SITE, 'kontak')).toBe(`${SITE}/kontak`);
  });
  it('JSON-LD cannot close its script element', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>', x: 'a & b \u2028' });
    expect(text).not.toMatch(/<|>|&|\u2028/);
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>', x: 'a & b \u2028' });
  });
  it('carries Legalitas in the agency as schema.org allows, and nothing for an empty fact', () => {
    const c = siteContent(
      {
        legal: {
          companyName: 'PT Baitullah Tour dan Travel',
          nib: '9120301234567',
          ppiuNumber: 'U.123 Tahun 2019',
          ppiuDate: '2019-03-12',
          accreditationGrade: 'A',
          accreditationValidUntil: '2027-03-11',
          memberships: 'AMPHURI\nHIMPUH',
          ministryName: 'Kementerian Haji dan Umrah',
          ministryUrl: 'javascript:alert(1)',
        },
      },
      API,
    );
    const agency = travelAgencyLd(c.settings, c.contact, SITE, undefined, c.legal);
    expect(agency).toMatchObject({
      legalName: 'PT Baitullah Tour dan Travel',
      identifier: { '@type': 'PropertyValue', propertyID: 'NIB', value: '9120301234567' },
      hasCredential: [
        {
          '@type': 'EducationalOccupationalCredential',
          credentialCategory: 'license',
          identifier: 'U.123 Tahun 2019',
          dateCreated: '2019-03-12',
          // An unsafe verification link is dropped, the ministry stays.
          recognizedBy: { '@type': 'GovernmentOrganization', name: 'Kementerian Haji dan Umrah' },
        },
        { credentialCategory: 'accreditation', name: 'Akreditasi A', expires: '2027-03-11' },
      ],
      memberOf: [
        { '@type': 'Organization', name: 'AMPHURI' },
        { '@type': 'Organization', name: 'HIMPUH' },
      ],
    });
    expect(JSON.stringify(agency)).not.toContain('javascript');
    const empty = travelAgencyLd(c.settings, c.contact, SITE, undefined, siteContent({}, API).legal);
    expect(Object.keys(empty)).not.toEqual(expect.arrayContaining(['legalName']));
    expect(empty).not.toHaveProperty('hasCredential');
  });
  it('describes the agency, the trail and the trip with offers', () => {
    const c = siteContent({}, API);
    const agency = travelAgencyLd(c.settings, c.contact, SITE);
    expect(agency['@type']).toBe('TravelAgency');
    expect(agency.url).toBe(`${SITE}/`);
    // No office address or map stated: none invented for Google.
    expect(agency).not.toHaveProperty('address');
    expect(agency).not.toHaveProperty('geo');
    const located = siteContent(
      {
        contact: {
          address: 'Jl. Contoh 1, Jakarta Pusat 10220',
          googleMapsEmbed: 'https://www.google.com/maps/embed?pb=!1m3!1d3966.5!2d106.8172!3d-6.2009',
        },
      },
      API,
    );
    expect(travelAgencyLd(located.settings, located.contact, SITE)).toMatchObject({
      address: { '@type': 'PostalAddress', streetAddress: 'Jl. Contoh 1', postalCode: '10220' },
      geo: { '@type': 'GeoCoordinates', latitude: -6.2009, longitude: 106.8172 },
    });
    const crumbs = breadcrumbLd(
      [
        { name: 'Beranda', path: '/' },
        { name: 'Paket Umroh', path: '/umroh' },
      ],
      SITE,
    );
    expect(crumbs.itemListElement.map((i) => [i.position, i.item])).toEqual([
      [1, `${SITE}/`],
      [2, `${SITE}/umroh`],
    ]);
    const pkg = {
      ...normalizePackage(
        {
          id: 'x',
          slug: 'haji-plus',
          title: 'Haji Plus',
          category: 'haji',
          price_quad: 185000000,
          price_triple: 195000000,
          price_double: null,
        },
        API,
      ),
      departures: [],
      hotels: [],
    };
    expect(packagePath(pkg)).toBe('/haji/haji-plus');
    const trip = touristTripLd(pkg, SITE);
    expect(trip.url).toBe(`${SITE}/haji/haji-plus`);
    expect(trip.offers.map((o) => [o.price, o.priceCurrency])).toEqual([
      [185000000, 'IDR'],
      [195000000, 'IDR'],
    ]);
    expect(trip).not.toHaveProperty('departureTime');
  });
  it('TouristTrip: one offer per upcoming departure and room, priced by override, with availability and validThrough', () => {
    const base = normalizePackage(
      { id: 'p', slug: 'u', title: 'U', category: 'umroh', price_quad: 28_500_000, price_triple: 30_000_000 },
      API,
    );
    const dep = (depart_on: string, seats_booked: number, extra: Record<string, unknown> = {}) => ({
      id: depart_on,
      package_id: 'p',
      depart_on,
      return_on: null,
      seats_total: 40,
      seats_booked,
      status: 'open' as const,
      price_quad: null,
      price_triple: null,
      price_double: null,
      note: '',
      ...extra,
    });
    const trip = touristTripLd(
      {
        ...base,
        departures: [dep('2027-01-15', 31), dep('2027-02-12', 8, { price_quad: 29_500_000 }), dep('2027-10-14', 40)],
        hotels: [],
      },
      SITE,
    );
    expect(
      trip.offers.map((o) => [
        'validThrough' in o ? o.validThrough : null,
        o.price,
        o.availability.replace('https://schema.org/', ''),
      ]),
    ).toEqual([
      ['2027-01-15', 28_500_000, 'LimitedAvailability'],
      ['2027-01-15', 30_000_000, 'LimitedAvailability'],
      ['2027-02-12', 29_500_000, 'InStock'],
      ['2027-02-12', 30_000_000, 'InStock'],
      ['2027-10-14', 28_500_000, 'SoldOut'],
      ['2027-10-14', 30_000_000, 'SoldOut'],
    ]);
    expect(trip.offers[0]!.name).toBe('Umroh Quad (4 orang), berangkat 15 Januari 2027');
    expect(trip.departureTime).toBe('2027-01-15');
  });
});

describe('sitemap and robots', () => {
  it('lists the static pages and the slug URL of each package, never the UUID', () => {
    const xml = sitemapXml(SITE, [
      { category: 'umroh', slug: 'umroh-a', updated_at: '2026-11-01T10:00:00+00:00' },
      { category: 'haji', slug: 'haji-b&c', updated_at: '' },
    ]);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      `${SITE}/`,
      `${SITE}/umroh`,
      `${SITE}/haji`,
      `${SITE}/jadwal`,
      `${SITE}/tentang-kami`,
      `${SITE}/kontak`,
      `${SITE}/faq`,
      `${SITE}/legalitas`,
      `${SITE}/privasi`,
      `${SITE}/artikel`,
      `${SITE}/umroh/umroh-a`,
      `${SITE}/haji/haji-b&amp;c`,
    ]);
    expect(xml).toContain('<lastmod>2026-11-01</lastmod>');
    expect(xml.startsWith('<?xml')).toBe(true);
  });
  it('robots.txt allows the site, hides the admin and names the sitemap', () => {
    expect(robotsTxt(SITE)).toBe(`User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: ${SITE}/sitemap.xml\n`);
  });
});

describe('SEO tidy', () => {
  it('meta descriptions keep whole sentences from the page data and stay within 155 characters', async () => {
    const { metaDescription } = await import('../../src/lib/seo.ts');
    const d = metaDescription(
      'Hotel bintang 4 dekat Masjidil Haram',
      'Umroh 12 hari, berangkat 15 Januari 2027, mulai Rp 28.500.000 per orang',
      'Umroh 12 hari dengan hotel bintang 4 dekat Masjidil Haram dan Masjid Nabawi. Empat hari di Madinah.',
    );
    expect(d).toBe(
      'Hotel bintang 4 dekat Masjidil Haram. Umroh 12 hari, berangkat 15 Januari 2027, mulai Rp 28.500.000 per orang.',
    );
    expect(metaDescription('x'.repeat(400)).length).toBeLessThanOrEqual(155);
    expect(metaDescription('', null, 'Satu.')).toBe('Satu.');
  });

  it('JSON-LD address is split into its parts', async () => {
    const { postalAddress } = await import('../../src/lib/seo.ts');
    expect(postalAddress('Jl. KH. Mas Mansyur No. 45, Tanah Abang, Jakarta Pusat 10220')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Jl. KH. Mas Mansyur No. 45, Tanah Abang',
      addressLocality: 'Jakarta Pusat',
      postalCode: '10220',
      addressCountry: 'ID',
    });
    expect(postalAddress('Kantor pusat')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Kantor pusat',
      addressCountry: 'ID',
    });
  });
});

describe('FAQ', () => {
  it('marks questions up as a schema.org FAQPage, in order, and nothing when there are none', () => {
    const ld = faqPageLd(
      [
        { question: 'Apakah wajib vaksin?', answer: 'Ya, meningitis.' },
        { question: '<b>Q</b>', answer: 'A & B' },
      ],
      SITE,
      '/faq',
    );
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      '@id': `${SITE}/faq#faq`,
      url: `${SITE}/faq`,
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Apakah wajib vaksin?',
          acceptedAnswer: { '@type': 'Answer', text: 'Ya, meningitis.' },
        },
        { '@type': 'Question', name: '<b>Q</b>', acceptedAnswer: { '@type': 'Answer', text: 'A & B' } },
      ],
    });
    expect(faqPageLd([], SITE, '/faq')).toBeNull();
  });
});

describe('normalizeDeparture, normalizeHotel, normalizePackageHotel', () => {
  const dep = {
    id: 'd1',
    package_id: 'p1',
    depart_on: '2027-02-12',
    return_on: '2027-02-23T00:00:00Z',
    seats_total: '40',
    seats_booked: 8,
    status: 'open',
    price_quad: '29500000',
    price_triple: null,
    price_double: 0,
    note: '  Harga musim ramai ',
  };
  it('keeps dates as calendar days, bigints as numbers, a zero or empty price as "the package price"', () => {
    expect(normalizeDeparture(dep)).toEqual({
      id: 'd1',
      package_id: 'p1',
      depart_on: '2027-02-12',
      return_on: '2027-02-23',
      seats_total: 40,
      seats_booked: 8,
      status: 'open',
      price_quad: 29_500_000,
      price_triple: null,
      price_double: null,
      note: 'Harga musim ramai',
    });
  });
  it('drops a departure without a date and keeps booked seats within the total', () => {
    expect(normalizeDeparture({ ...dep, depart_on: null })).toBeNull();
    expect(normalizeDeparture({ ...dep, seats_booked: 99 })!.seats_booked).toBe(40);
    expect(normalizeDeparture({ ...dep, status: 'x' })!.status).toBe('open');
    expect(normalizeDeparture({ ...dep, status: 'closed' })!.status).toBe('closed');
  });
  it('reads hotels with safe defaults and joins package hotels to readable hotels only', () => {
    const h = normalizeHotel(
      { id: 'h1', name: ' Elaf <b>Ajyad</b> ', city: 'makkah', stars: 9, distance_m: '350', image_url: 'javascript:x' },
      API,
    );
    expect(h).toEqual({
      id: 'h1',
      name: 'Elaf <b>Ajyad</b>',
      city: 'makkah',
      stars: 5,
      distance_m: 350,
      image_url: null,
    });
    expect(normalizeHotel({ id: 'h2', name: 'X', city: 'mars', stars: null, distance_m: null }, API)).toMatchObject({
      city: 'other',
      stars: 1,
      distance_m: null,
    });
    const hotels = new Map([[h.id, h]]);
    expect(normalizePackageHotel({ package_id: 'p1', hotel_id: 'h1', nights: '4', position: 2 }, hotels)).toEqual({
      package_id: 'p1',
      hotel: h,
      nights: 4,
      position: 2,
    });
    expect(normalizePackageHotel({ package_id: 'p1', hotel_id: 'hidden', nights: 4 }, hotels)).toBeNull();
  });
});
