import { describe, expect, it } from 'vitest';
import {
  albumErrors,
  albumListFilter,
  albumPayload,
  albumToDraft,
  coverIndex,
  emptyAlbum,
  movePhoto,
  photoCaptionField,
  photoRoom,
  shownPhotosText,
  withAddedPhotos,
  withDeparture,
  withoutPhoto,
  withPackage,
  withPhoto,
  withTitle,
  type AlbumDraft,
} from '../../admin/src/albums/model.ts';
import { ALBUM_MESSAGES, MAX_ALBUM_PHOTOS, type Album } from '../../domain/albums.ts';
import { translateError } from '../../admin/src/lib/errors.ts';

const IMG = (name: string) => `/storage/v1/object/public/images/seed/${name}.webp`;

/** A draft that passes every check, to change one thing at a time. */
function valid(patch: Partial<AlbumDraft> = {}): AlbumDraft {
  return {
    ...withTitle(emptyAlbum(), 'Umroh Februari 2026'),
    takenOn: '2026-02-10',
    photos: [{ key: 'a', imageUrl: IMG('package-makkah'), caption: 'Pelataran', consent: true }],
    ...patch,
  };
}

const stored: Album = {
  id: 'album-1',
  slug: 'umroh-februari',
  title: 'Umroh Februari',
  description: 'Rombongan Jakarta',
  taken_on: '2026-02-10',
  package_id: 'pkg-1',
  departure_id: 'dep-1',
  status: 'published',
  published_at: '2026-03-01T00:00:00Z',
  created_at: '2026-03-01T00:00:00Z',
  updated_at: '2026-03-02T00:00:00.123456Z',
  photos: [
    { id: 'p1', image_url: IMG('package-umroh-2'), caption: 'Rombongan', consent: false },
    { id: 'p2', image_url: IMG('package-makkah'), caption: 'Pelataran', consent: true },
  ],
  consented_count: 1,
  cover: IMG('package-makkah'),
  package_title: 'Umroh Hemat 9 Hari',
  package_slug: 'umroh-hemat-9-hari',
  package_category: 'umroh',
  departure_on: '2026-02-08',
};

describe('album form', () => {
  it('the address follows the title until the owner edits it; a stored album keeps its own', () => {
    let d = withTitle(emptyAlbum(), 'Umroh Februari 2026: Rombongan Jakarta!');
    expect(d.slug).toBe('umroh-februari-2026-rombongan-jakarta');
    d = { ...d, slug: 'umroh-feb', slugEdited: true };
    expect(withTitle(d, 'Judul lain').slug).toBe('umroh-feb');
    expect(withTitle(albumToDraft(stored), 'Baru').slug).toBe('umroh-februari');
    expect(withTitle(withTitle(emptyAlbum(), 'Judul'), '  ').slug).toBe('');
  });

  it('a stored album round-trips: the form sends back what it loaded, photos with their ids in order', () => {
    const d = albumToDraft(stored);
    expect(d.photos.map((p) => [p.key, p.id, p.caption, p.consent])).toEqual([
      ['p1', 'p1', 'Rombongan', false],
      ['p2', 'p2', 'Pelataran', true],
    ]);
    expect(albumPayload(d)).toEqual({
      title: 'Umroh Februari',
      slug: 'umroh-februari',
      description: 'Rombongan Jakarta',
      taken_on: '2026-02-10',
      package_id: 'pkg-1',
      departure_id: 'dep-1',
      status: 'published',
      photos: [
        { id: 'p1', image_url: IMG('package-umroh-2'), caption: 'Rombongan', consent: false },
        { id: 'p2', image_url: IMG('package-makkah'), caption: 'Pelataran', consent: true },
      ],
    });
    // The version is not part of the payload: the edit screen adds the one it loaded.
    expect(albumPayload(d)).not.toHaveProperty('updated_at');
  });

  it('the payload trims texts, sends no id for new photos and null for no package or departure', () => {
    const d = withAddedPhotos(valid({ title: '  Judul  ', description: '  Cerita  ' }), [IMG('hero')], ['k1']);
    const p = albumPayload(withPhoto(d, 1, { caption: '  Di bandara  ' }));
    expect(p.title).toBe('Judul');
    expect(p.description).toBe('Cerita');
    expect(p.package_id).toBeNull();
    expect(p.departure_id).toBeNull();
    expect(p.photos[1]).toEqual({ image_url: IMG('hero'), caption: 'Di bandara', consent: false });
    expect('id' in p.photos[1]!).toBe(false);
  });

  it('added photos are unconsented, after the others, and never beyond 60', () => {
    const d = withAddedPhotos(valid(), [IMG('a'), IMG('b')], ['k1', 'k2']);
    expect(d.photos.map((p) => [p.key, p.consent])).toEqual([
      ['a', true],
      ['k1', false],
      ['k2', false],
    ]);
    const full = withAddedPhotos(
      emptyAlbum(),
      Array.from({ length: MAX_ALBUM_PHOTOS + 5 }, (_, i) => IMG(`x${i}`)),
      Array.from({ length: MAX_ALBUM_PHOTOS + 5 }, (_, i) => `k${i}`),
    );
    expect(full.photos).toHaveLength(MAX_ALBUM_PHOTOS);
    expect(photoRoom(full)).toBe(0);
    expect(withAddedPhotos(full, [IMG('more')], ['k']).photos).toHaveLength(MAX_ALBUM_PHOTOS);
  });

  it('photos move earlier and later, are removed, and the cover is the first consented one', () => {
    const d = withAddedPhotos(valid(), [IMG('b'), IMG('c')], ['b', 'c']);
    const keys = (x: AlbumDraft) => x.photos.map((p) => p.key);
    expect(keys(movePhoto(d, 2, 0))).toEqual(['c', 'a', 'b']);
    expect(keys(movePhoto(d, 0, 1))).toEqual(['b', 'a', 'c']);
    // Beyond either end nothing moves.
    expect(movePhoto(d, 0, -1)).toBe(d);
    expect(keys(movePhoto(d, 2, 5))).toEqual(['a', 'b', 'c']);
    expect(keys(withoutPhoto(d, 1))).toEqual(['a', 'c']);
    expect(coverIndex(d.photos)).toBe(0);
    const unconsentedFirst = withPhoto(withPhoto(d, 0, { consent: false }), 2, { consent: true });
    expect(coverIndex(unconsentedFirst.photos)).toBe(2);
    expect(coverIndex(withPhoto(d, 0, { consent: false }).photos)).toBe(-1);
  });

  it('a departure sets its package and fills an empty trip date only', () => {
    const dep = { id: 'dep-9', package_id: 'pkg-9', depart_on: '2026-05-04' };
    const empty = withDeparture(withPackage(emptyAlbum(), 'pkg-9'), dep);
    expect([empty.departureId, empty.packageId, empty.takenOn]).toEqual(['dep-9', 'pkg-9', '2026-05-04']);
    const typed = withDeparture({ ...emptyAlbum(), packageId: 'pkg-9', takenOn: '2026-05-10' }, dep);
    expect(typed.takenOn).toBe('2026-05-10');
    expect(withDeparture(typed, null).departureId).toBe('');
    // Another package drops a departure of the previous one; the same package keeps it.
    expect(withPackage(typed, 'pkg-1').departureId).toBe('');
    expect(withPackage(typed, 'pkg-9').departureId).toBe('dep-9');
  });

  it('checks beside each field: title, address, trip date, description, captions', () => {
    expect(albumErrors(emptyAlbum())).toEqual({
      title: 'Wajib diisi',
      slug: 'Wajib diisi',
      takenOn: ALBUM_MESSAGES.takenOn,
    });
    expect(albumErrors(valid())).toEqual({});
    expect(albumErrors(valid({ slug: 'Bukan Alamat' })).slug).toBe(ALBUM_MESSAGES.slug);
    expect(albumErrors(valid({ slug: 'a'.repeat(121) })).slug).toBe(ALBUM_MESSAGES.slug);
    expect(albumErrors(valid({ title: 'x'.repeat(161) })).title).toBe('Paling banyak 160 karakter');
    for (const takenOn of ['1999-12-31', '2101-01-01', '2026-02-30', '10/02/2026', ''])
      expect(albumErrors(valid({ takenOn })).takenOn, takenOn).toBe(ALBUM_MESSAGES.takenOn);
    expect(albumErrors(valid({ description: 'x'.repeat(1001) })).description).toBe('Paling banyak 1.000 karakter');
    const long = withPhoto(valid(), 0, { caption: 'x'.repeat(201) });
    expect(albumErrors(long)).toEqual({ [photoCaptionField(0)]: 'Paling banyak 200 karakter' });
    // An emoji is one character, as the database counts.
    expect(albumErrors(withPhoto(valid(), 0, { caption: '🕋'.repeat(200) }))).toEqual({});
  });

  it('publishing needs a consented photo: refused beside the photos; a draft may have none', () => {
    const none = valid({
      status: 'published',
      photos: [{ key: 'a', imageUrl: IMG('a'), caption: '', consent: false }],
    });
    expect(albumErrors(none)).toEqual({ photos: ALBUM_MESSAGES.noConsentedPhoto });
    expect(albumErrors({ ...none, photos: [] })).toEqual({ photos: ALBUM_MESSAGES.noConsentedPhoto });
    expect(albumErrors({ ...none, status: 'draft' })).toEqual({});
    expect(albumErrors(withPhoto(none, 0, { consent: true }))).toEqual({});
  });

  it('more than 60 photos or an unsafe address is refused beside the photos', () => {
    const many = valid({
      photos: Array.from({ length: MAX_ALBUM_PHOTOS + 1 }, (_, i) => ({
        key: `k${i}`,
        imageUrl: IMG('a'),
        caption: '',
        consent: true,
      })),
    });
    expect(albumErrors(many)).toEqual({ photos: ALBUM_MESSAGES.tooManyPhotos });
    expect(albumErrors(withPhoto(valid(), 0, { imageUrl: 'javascript:alert(1)' })).photos).toBeTruthy();
  });

  it('the list searches the title word by word and filters by status', () => {
    expect(albumListFilter('  umroh   februari ', 'published')).toEqual({
      'title@ilike': 'umroh*februari',
      status: 'published',
    });
    expect(albumListFilter('', 'all')).toEqual({});
    expect(albumListFilter('', 'anything')).toEqual({});
    expect(shownPhotosText(2, 3)).toBe('2 foto tampil dari 3');
  });
});

describe('the database refusing an album lands beside its field', () => {
  const refusal = (code: string, message: string) => ({ code, message, details: null, hint: null });
  it.each([
    ['23505', 'duplicate key value violates unique constraint "albums_slug_key"', 'slug', ALBUM_MESSAGES.slugTaken],
    [
      '23514',
      'new row for relation "albums" violates check constraint "albums_slug_check"',
      'slug',
      ALBUM_MESSAGES.slug,
    ],
    [
      '23514',
      'new row for relation "albums" violates check constraint "albums_title_check"',
      'title',
      'Wajib diisi, paling banyak 160 karakter',
    ],
    [
      '23514',
      'new row for relation "albums" violates check constraint "albums_description_check"',
      'description',
      'Paling banyak 1.000 karakter',
    ],
    [
      '23514',
      'new row for relation "albums" violates check constraint "albums_taken_on_check"',
      'takenOn',
      ALBUM_MESSAGES.takenOn,
    ],
    [
      '23514',
      'new row for relation "album_photos" violates check constraint "album_photos_caption_check"',
      'photos',
      'Keterangan foto paling banyak 200 karakter',
    ],
    [
      '23514',
      'new row for relation "album_photos" violates check constraint "album_photos_count_check"',
      'photos',
      ALBUM_MESSAGES.tooManyPhotos,
    ],
  ])('%s %s', (code, message, field, sentence) => {
    expect(translateError(refusal(code, message))).toEqual({ message: sentence, field });
  });

  it('an unsafe photo address is marked on the photos', () => {
    const t = translateError(
      refusal('23514', 'new row for relation "album_photos" violates check constraint "album_photos_image_url_check"'),
    );
    expect(t.field).toBe('photos');
    expect(t.message).toMatch(/https:\/\//);
  });

  it('a stale version is the conflict, not a field', () => {
    const t = translateError({
      code: 'PT409',
      message: 'stale_updated_at: albums 1 was changed elsewhere since it was loaded',
      hint: 'stale_updated_at',
    });
    expect(t.field).toBeUndefined();
    expect(t.message).toMatch(/diubah di tempat lain/);
  });
});
