/** The documentation pages' helpers (src/lib/albums.ts, the album row, the sitemap, JSON-LD). */
import { describe, expect, it } from 'vitest';
import { ALBUMS_PER_PAGE, PACKAGE_ALBUMS_SHOWN, type Album } from '../../domain/index.ts';
import {
  albumCardPath,
  albumCardText,
  albumDate,
  albumIllustration,
  albumListPages,
  albumListPath,
  albumPackageLink,
  albumPhotoAlt,
  albumsOfPackage,
  newestTripFirst,
} from '../../src/lib/albums.ts';
import { normalizeAlbum } from '../../src/lib/normalize.ts';
import { imageGalleryLd } from '../../src/lib/seo.ts';
import { albumSitemapEntries, sitemapXml } from '../../src/lib/sitemap.ts';
import { id } from '../../src/i18n/id.ts';

const SITE = 'https://www.baitullah.test';
const API = 'https://api.baitullah.test';

function album(over: Partial<Album> & Pick<Album, 'id'>): Album {
  return {
    slug: `album-${over.id}`,
    title: `Album ${over.id}`,
    description: '',
    taken_on: '2026-02-10',
    package_id: null,
    departure_id: null,
    status: 'published',
    published_at: '2026-03-01T03:00:00+00:00',
    created_at: '2026-03-01T03:00:00+00:00',
    updated_at: '2026-03-01T03:00:00+00:00',
    photos: [{ id: 'p1', image_url: `${API}/storage/v1/object/public/images/a.webp`, caption: '', consent: true }],
    consented_count: 1,
    cover: `${API}/storage/v1/object/public/images/a.webp`,
    package_title: null,
    package_slug: null,
    package_category: null,
    departure_on: null,
    ...over,
  };
}

describe('album list addresses and pages', () => {
  it('page 1 is /dokumentasi; later pages are under /halaman/<n>', () => {
    expect(albumListPath()).toBe('/dokumentasi');
    expect(albumListPath(1)).toBe('/dokumentasi');
    expect(albumListPath(2)).toBe('/dokumentasi/halaman/2');
  });

  it('splits the albums into pages of ALBUMS_PER_PAGE; no album still has its first page', () => {
    const items = Array.from({ length: ALBUMS_PER_PAGE * 2 + 1 }, (_, i) => i);
    expect(albumListPages(items).map((p) => [p.page, p.pages, p.path, p.items.length])).toEqual([
      [1, 3, '/dokumentasi', ALBUMS_PER_PAGE],
      [2, 3, '/dokumentasi/halaman/2', ALBUMS_PER_PAGE],
      [3, 3, '/dokumentasi/halaman/3', 1],
    ]);
    expect(albumListPages([]).map((p) => [p.page, p.pages, p.path, p.items])).toEqual([[1, 1, '/dokumentasi', []]]);
  });
});

describe('order and the albums of a package', () => {
  it('puts the newest trip first, whenever the album was published; one day: newest published first', () => {
    const albums = [
      album({ id: 'old-trip-new-post', taken_on: '2025-03-20', published_at: '2026-11-01T00:00:00Z' }),
      album({ id: 'new-trip', taken_on: '2026-08-01', published_at: '2026-08-20T00:00:00Z' }),
      album({ id: 'same-day-earlier', taken_on: '2026-02-10', published_at: '2026-02-20T00:00:00Z' }),
      album({ id: 'same-day-later', taken_on: '2026-02-10', published_at: '2026-02-25T00:00:00Z' }),
    ];
    expect(newestTripFirst(albums).map((a) => a.id)).toEqual([
      'new-trip',
      'same-day-later',
      'same-day-earlier',
      'old-trip-new-post',
    ]);
  });

  it('a package page gets its own albums only, newest trip first, at most PACKAGE_ALBUMS_SHOWN', () => {
    const albums = [
      ...Array.from({ length: PACKAGE_ALBUMS_SHOWN + 1 }, (_, i) =>
        album({ id: `p${i}`, package_id: 'pkg', taken_on: `2026-0${i + 1}-01` }),
      ),
      album({ id: 'other', package_id: 'other-pkg', taken_on: '2026-09-01' }),
      album({ id: 'none', taken_on: '2026-09-02' }),
    ];
    const shown = albumsOfPackage('pkg', albums);
    expect(shown).toHaveLength(PACKAGE_ALBUMS_SHOWN);
    expect(shown[0]!.id).toBe(`p${PACKAGE_ALBUMS_SHOWN}`);
    expect(shown.every((a) => a.package_id === 'pkg')).toBe(true);
    expect(albumsOfPackage('no-albums', albums)).toEqual([]);
  });
});

describe('what an album page says', () => {
  it('links the package only while visitors can read it', () => {
    expect(
      albumPackageLink(
        album({ id: 'a', package_title: 'Umroh Hemat', package_slug: 'umroh-hemat', package_category: 'umroh' }),
      ),
    ).toEqual({ title: 'Umroh Hemat', path: '/umroh/umroh-hemat', category: 'umroh' });
    // album_details names no package that is not active.
    expect(albumPackageLink(album({ id: 'b', package_id: 'draft-pkg' }))).toBeNull();
    expect(albumIllustration(album({ id: 'c', package_category: 'haji' }))).toBe('haji');
    expect(albumIllustration(album({ id: 'd' }))).toBe('umum');
  });

  it('writes the trip date in Indonesian and the alt text from the caption or the title and number', () => {
    expect(albumDate(album({ id: 'a', taken_on: '2026-02-10' }))).toBe('10 Februari 2026');
    expect(albumDate(album({ id: 'b', taken_on: '' }))).toBe('');
    expect(albumPhotoAlt('Umroh Februari', ' Di depan Masjid Nabawi ', 0, id.albums.photoAlt)).toBe(
      'Di depan Masjid Nabawi',
    );
    expect(albumPhotoAlt('Umroh Februari', '  ', 2, id.albums.photoAlt)).toBe('Umroh Februari, foto 3');
  });

  it('draws its share card from its title, package, date and photo count', () => {
    const a = album({ id: 'a', title: 'Umroh Februari 2026', package_title: 'Umroh Hemat 9 Hari' });
    expect(albumCardPath('umroh-februari-2026')).toBe('/og/dokumentasi/umroh-februari-2026.jpg');
    expect(albumCardText(a, 'Baitullah Tour & Travel', id.albums)).toEqual({
      eyebrow: 'Dokumentasi · Umroh Hemat 9 Hari',
      title: 'Umroh Februari 2026',
      lines: ['10 Februari 2026 · 1 foto'],
      price: '',
      brand: 'Baitullah Tour & Travel',
      alt: 'Umroh Februari 2026, 10 Februari 2026, dokumentasi perjalanan Baitullah Tour & Travel',
    });
  });
});

describe('an album row as the site reads it', () => {
  const row = {
    id: 'a1',
    slug: 'umroh-februari',
    title: ' Umroh Februari ',
    description: 'Perjalanan',
    taken_on: '2026-02-10',
    package_id: 'pkg',
    departure_id: null,
    status: 'published',
    published_at: '2026-03-01T03:00:00+00:00',
    created_at: '2026-03-01T03:00:00+00:00',
    updated_at: '2026-03-02T03:00:00+00:00',
    photos: [
      { id: 'x', image_url: '/storage/v1/object/public/images/secret.webp', caption: 'Tanpa izin', consent: false },
      { id: 'y', image_url: '/storage/v1/object/public/images/ok.webp', caption: 'Di Madinah', consent: true },
      { id: 'z', image_url: 'javascript:alert(1)', caption: 'Bukan gambar', consent: true },
    ],
    consented_count: 2,
    cover: '/storage/v1/object/public/images/secret.webp',
    package_title: 'Umroh Hemat',
    package_slug: 'umroh-hemat',
    package_category: 'umroh',
    departure_on: null,
  };

  it('keeps only consented photos with a safe address, resolved on the API, and takes the cover from them', () => {
    const a = normalizeAlbum(row, API);
    expect(a.photos).toEqual([
      { id: 'y', image_url: `${API}/storage/v1/object/public/images/ok.webp`, caption: 'Di Madinah', consent: true },
    ]);
    expect(a.cover).toBe(`${API}/storage/v1/object/public/images/ok.webp`);
    expect(a.consented_count).toBe(1);
    expect(a.title).toBe('Umroh Februari');
    expect(JSON.stringify(a)).not.toContain('secret.webp');
    expect(JSON.stringify(a)).not.toContain('Tanpa izin');
  });

  it('an album whose photos are all unconsented has no cover and no photo', () => {
    const a = normalizeAlbum({ ...row, photos: [row.photos[0]] }, API);
    expect(a.photos).toEqual([]);
    expect(a.cover).toBeNull();
  });
});

describe('albums in the sitemap and JSON-LD', () => {
  it('lists /dokumentasi and each shown album with its last change (the day in Indonesia)', () => {
    const albums = [
      album({ id: 'a', slug: 'umroh-a', updated_at: '2026-03-02T18:30:00Z' }),
      album({ id: 'b', slug: 'umroh-b', updated_at: '2026-02-01T03:00:00Z' }),
      album({ id: 'draft', slug: 'umroh-draft', status: 'draft' }),
      album({ id: 'empty', slug: 'umroh-kosong', photos: [] }),
    ];
    expect(albumSitemapEntries(SITE, albums)).toEqual([
      { loc: `${SITE}/dokumentasi`, lastmod: '2026-03-03' },
      { loc: `${SITE}/dokumentasi/umroh-a`, lastmod: '2026-03-03' },
      { loc: `${SITE}/dokumentasi/umroh-b`, lastmod: '2026-02-01' },
    ]);
    const xml = sitemapXml(SITE, [], [], albums);
    expect(xml).toContain(`<url><loc>${SITE}/dokumentasi/umroh-a</loc><lastmod>2026-03-03</lastmod></url>`);
    expect(xml).not.toContain('umroh-draft');
    expect(xml).not.toContain('umroh-kosong');
  });

  it('names no documentation page while no album is shown', () => {
    expect(albumSitemapEntries(SITE, [])).toEqual([]);
    expect(sitemapXml(SITE, [], [], [album({ id: 'd', status: 'draft' })])).not.toContain('/dokumentasi');
  });

  it('describes an album as an ImageGallery of its photos with their captions', () => {
    const ld = imageGalleryLd(
      {
        name: 'Umroh Februari',
        description: 'Perjalanan',
        path: '/dokumentasi/umroh-februari',
        taken: '2026-02-10',
        published: '2026-03-01T03:00:00+00:00',
        modified: '2026-03-02T03:00:00+00:00',
        photos: [
          { url: `${API}/storage/v1/object/public/images/ok.webp`, caption: 'Di Madinah' },
          { url: '/storage/v1/object/public/images/b.webp', caption: '' },
        ],
        packagePath: '/umroh/umroh-hemat',
      },
      'Baitullah Tour & Travel',
      SITE,
    );
    expect(ld).toMatchObject({
      '@type': 'ImageGallery',
      name: 'Umroh Februari',
      url: `${SITE}/dokumentasi/umroh-februari`,
      about: { '@type': 'TouristTrip', url: `${SITE}/umroh/umroh-hemat` },
      image: [
        { '@type': 'ImageObject', contentUrl: `${API}/storage/v1/object/public/images/ok.webp`, caption: 'Di Madinah' },
        { '@type': 'ImageObject', contentUrl: `${SITE}/storage/v1/object/public/images/b.webp` },
      ],
    });
  });
});
