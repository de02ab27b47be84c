import { describe, expect, it } from 'vitest';
import {
  COPY_SUFFIX,
  createPayload,
  duplicatePayload,
  galleryRoom,
  listFilter,
  moveItem,
  newPackageDefaults,
  numberItinerary,
  packageFields,
  packageToForm,
  prependToList,
  updatePayload,
  validatePackageForm,
} from '../../admin/src/packages/model.ts';
import type { Package } from '../../src/domain/index.ts';

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
    departure: '2027-01-15',
    duration: '12 Hari',
    quota: 40,
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
    created_at: '2026-11-01T00:00:00+00:00',
    updated_at: '2026-11-01T00:00:00+00:00',
    ...overrides,
  };
}

describe('new-package defaults (SPEC §4)', () => {
  const d = newPackageDefaults();
  it('start active with one placeholder photo and one numbered day of two activities', () => {
    expect(d.status).toBe('active');
    expect(d.images).toHaveLength(1);
    expect(d.images[0]).toMatch(/^\/storage\/v1\/object\/public\/images\//);
    expect(d.itinerary).toHaveLength(1);
    expect(d.itinerary[0].activities).toHaveLength(2);
    expect(numberItinerary(d.itinerary)[0].day).toBe(1);
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

describe('validation (SPEC §5)', () => {
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
});

describe('payload mapping', () => {
  const values = {
    ...newPackageDefaults(),
    title: '  Umroh Plus Turki, 12 Hari!  ',
    priceQuad: 'Rp 35.000.000',
    priceTriple: '37500000',
    priceDouble: '',
    quota: '30',
    departure: '2027-03-10',
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
        'departure',
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
        'quota',
        'status',
        'tagline',
        'terms',
        'title',
      ].sort(),
    );
    expect(p.is_promo).toBe(true);
  });

  it('parses prices to whole rupiah and leaves empty optional prices null', () => {
    const p = packageFields(values);
    expect(p.price_quad).toBe(35_000_000);
    expect(p.price_triple).toBe(37_500_000);
    expect(p.price_double).toBeNull();
    expect(p.quota).toBe(30);
  });

  it('numbers itinerary days by position and drops blank activities and list items', () => {
    const p = packageFields(values);
    expect(p.itinerary).toEqual([
      { day: 1, title: 'Berangkat', activities: ['Kumpul', 'Terbang'] },
      { day: 2, title: 'Hari 2', activities: [] },
    ]);
    expect(p.included).toEqual(['Visa', 'Hotel']);
  });

  it('create payload adds the slug (title slug + timestamp) and both timestamps', () => {
    const p = createPayload(values, NOW);
    expect(p.slug).toBe(`umroh-plus-turki-12-hari-${NOW}`);
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

  it('a blank departure is stored as null', () => {
    expect(packageFields({ ...values, departure: '' }).departure).toBeNull();
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
      'departure',
      'quota',
      'is_promo',
      'status',
    ] as const) {
      expect(back[key]).toEqual(row[key]);
    }
  });
});

describe('duplicate (SPEC §4)', () => {
  it('is a draft copy titled with " (Copy)", with a new slug and no id', () => {
    const p = duplicatePayload(stored(), NOW);
    expect(COPY_SUFFIX).toBe(' (Copy)');
    expect(p.title).toBe('Umroh Reguler (Copy)');
    expect(p.status).toBe('draft');
    expect(p).not.toHaveProperty('id');
    expect(p.slug).toBe(`umroh-reguler-copy-${NOW}`);
    expect(p.images).toEqual(stored().images);
    expect(p.price_quad).toBe(28_500_000);
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
});
