import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { attempt, bootWithActors, rowsOf, type Actors } from './helpers.ts';

/**
 * public.albums and public.album_photos: visitors see only the consented photos of published albums, through the
 * tables and through public.album_details; save_album writes an album and its photos at once or not at all.
 */
let s: LocalSupabase;
let actors: Actors;
beforeAll(async () => ({ s, actors } = await bootWithActors()));
afterAll(async () => s?.close());

const asAdmin = (sql: string, params: unknown[] = []) => attempt(s.db, actors.admin, sql, params, { commit: true });
const asAnon = (sql: string, params: unknown[] = []) => attempt(s.db, actors.anon, sql, params);

const IMG = (name: string) => `/storage/v1/object/public/images/seed/${name}.webp`;

interface Detail {
  id: string;
  slug: string;
  status: string;
  version: string;
  package_id: string | null;
  photos: { id: string; image_url: string; caption: string; consent: boolean }[];
  consented_count: number;
  cover: string | null;
}

async function save(album: Record<string, unknown>, photos: Record<string, unknown>[]) {
  // `version`: updated_at as the database prints it (a driver's Date would drop the microseconds the API keeps).
  return asAdmin(`select *, updated_at::text as version from public.save_album($1::jsonb, $2::jsonb)`, [
    JSON.stringify(album),
    JSON.stringify(photos),
  ]);
}

const base = { title: 'Umroh Februari', taken_on: '2026-02-10', status: 'published' };

describe('albums', () => {
  it('an album with one unconsented photo reaches visitors without it, and never as its cover', async () => {
    const [saved] = rowsOf<Detail>(
      await save({ ...base, slug: 'album-izin' }, [
        { image_url: IMG('package-umroh-2'), caption: 'Rombongan (belum izin)', consent: false },
        { image_url: IMG('package-makkah'), caption: 'Pelataran', consent: true },
        { image_url: IMG('package-madinah'), caption: 'Nabawi', consent: true },
      ]),
    );
    expect(saved.photos.map((p) => p.caption)).toEqual(['Rombongan (belum izin)', 'Pelataran', 'Nabawi']);
    expect(saved.consented_count).toBe(2);
    expect(saved.cover).toBe(IMG('package-makkah'));

    const [seen] = rowsOf<Detail>(await asAnon(`select * from public.album_details where slug = 'album-izin'`));
    expect(seen.photos.map((p) => p.caption)).toEqual(['Pelataran', 'Nabawi']);
    expect(seen.cover).toBe(IMG('package-makkah'));
    const direct = rowsOf<{ caption: string }>(
      await asAnon(`select caption from public.album_photos where album_id = $1 order by position`, [saved.id]),
    );
    expect(direct.map((p) => p.caption)).toEqual(['Pelataran', 'Nabawi']);
  });

  it('a draft album and its photos are the administrator’s only', async () => {
    const [draft] = rowsOf<Detail>(
      await save({ ...base, slug: 'album-draf', status: 'draft' }, [
        { image_url: IMG('package-makkah'), caption: 'Draf', consent: true },
      ]),
    );
    expect(rowsOf(await asAnon(`select id from public.albums where id = $1`, [draft.id]))).toEqual([]);
    expect(rowsOf(await asAnon(`select id from public.album_photos where album_id = $1`, [draft.id]))).toEqual([]);
    expect(rowsOf(await asAnon(`select id from public.album_details where id = $1`, [draft.id]))).toEqual([]);
    // The seed's example album is a draft: nothing of it is public.
    expect(rowsOf(await asAnon(`select id from public.album_details where slug = 'contoh-album-umroh-hemat'`))).toEqual(
      [],
    );
  });

  it('visitors and signed-in non-administrators cannot write albums, photos or call save_album', async () => {
    for (const who of [actors.anon, actors.user]) {
      const out = await attempt(s.db, who, `select * from public.save_album($1::jsonb, '[]'::jsonb)`, [
        JSON.stringify({ ...base, slug: 'album-asing' }),
      ]);
      expect(out.ok).toBe(false);
      const photo = await attempt(
        s.db,
        who,
        `insert into public.album_photos (album_id, image_url, consent)
         select id, $1, true from public.albums limit 1`,
        [IMG('hero')],
      );
      expect(photo.ok).toBe(false);
    }
  });

  it('save_album replaces the photo list in order: kept photos keep their id, removed ones go', async () => {
    const [first] = rowsOf<Detail>(
      await save({ ...base, slug: 'album-urutan' }, [
        { image_url: IMG('package-makkah'), caption: 'A', consent: true },
        { image_url: IMG('package-madinah'), caption: 'B', consent: true },
        { image_url: IMG('hero'), caption: 'C', consent: false },
      ]),
    );
    const [a, b] = first.photos;
    const [second] = rowsOf<Detail>(
      await save({ ...base, id: first.id, slug: 'album-urutan', updated_at: first.version }, [
        { ...b, caption: 'B2' },
        { image_url: IMG('package-turki'), caption: 'D', consent: true },
        { ...a, consent: false },
      ]),
    );
    expect(second.photos.map((p) => [p.caption, p.consent])).toEqual([
      ['B2', true],
      ['D', true],
      ['A', false],
    ]);
    expect(second.photos[0]!.id).toBe(b!.id);
    expect(second.photos[2]!.id).toBe(a!.id);
    expect(second.cover).toBe(IMG('package-madinah'));
  });

  it('a stale version is refused and changes nothing, photos included', async () => {
    const [first] = rowsOf<Detail>(
      await save({ ...base, slug: 'album-basi' }, [
        { image_url: IMG('package-makkah'), caption: 'Asli', consent: true },
      ]),
    );
    rowsOf(
      await save({ ...base, id: first.id, slug: 'album-basi', title: 'Tab lain', updated_at: first.version }, [
        first.photos[0]!,
      ]),
    );
    const stale = await save(
      { ...base, id: first.id, slug: 'album-basi', title: 'Tab lama', updated_at: first.version },
      [],
    );
    expect(stale.ok).toBe(false);
    if (!stale.ok) expect(stale.message).toMatch(/stale_updated_at/);
    const [now] = rowsOf<Detail & { title: string }>(
      await asAdmin(`select * from public.album_details where id = $1`, [first.id]),
    );
    expect(now.title).toBe('Tab lain');
    expect(now.photos.map((p) => p.caption)).toEqual(['Asli']);
  });

  it('a refused photo (unsafe address, too long a caption, too many photos) saves nothing', async () => {
    const unsafe = await save({ ...base, slug: 'album-tolak-1' }, [
      { image_url: 'javascript:alert(1)', consent: true },
    ]);
    expect(unsafe.ok).toBe(false);
    if (!unsafe.ok) expect(unsafe.message).toMatch(/album_photos_image_url_check/);
    const long = await save({ ...base, slug: 'album-tolak-2' }, [
      { image_url: IMG('hero'), caption: 'x'.repeat(201), consent: true },
    ]);
    expect(long.ok).toBe(false);
    if (!long.ok) expect(long.message).toMatch(/album_photos_caption_check/);
    const many = await save(
      { ...base, slug: 'album-tolak-3' },
      Array.from({ length: 61 }, () => ({ image_url: IMG('hero'), consent: true })),
    );
    expect(many.ok).toBe(false);
    if (!many.ok) expect(many.message).toMatch(/album_photos_count_check/);
    const { rows } = await s.db.query(`select id from public.albums where slug like 'album-tolak-%'`);
    expect(rows).toEqual([]);
  });

  it('the departure decides the package; a deleted departure or package leaves the album standing', async () => {
    const { rows: dep } = await s.db.query<{ id: string; package_id: string }>(
      `select d.id, d.package_id from public.departures d join public.packages p on p.id = d.package_id
        where p.slug = 'haji-plus-2027' limit 1`,
    );
    const { rows: other } = await s.db.query<{ id: string }>(
      `select id from public.packages where slug = 'umroh-hemat-9-hari'`,
    );
    const [saved] = rowsOf<Detail>(
      await save({ ...base, slug: 'album-keberangkatan', package_id: other[0]!.id, departure_id: dep[0]!.id }, []),
    );
    expect(saved.package_id).toBe(dep[0]!.package_id);
    await asAdmin(`delete from public.departures where id = $1`, [dep[0]!.id]);
    const [after] = rowsOf<Detail & { departure_id: string | null }>(
      await asAdmin(`select * from public.album_details where id = $1`, [saved.id]),
    );
    expect(after.departure_id).toBeNull();
    expect(after.package_id).toBe(dep[0]!.package_id);
  });

  it('a changed address answers 301 from the old one', async () => {
    const [saved] = rowsOf<Detail>(await save({ ...base, slug: 'album-lama' }, []));
    rowsOf(await save({ ...base, id: saved.id, slug: 'album-baru', updated_at: saved.version }, []));
    const { rows } = await s.db.query(
      `select from_path, to_path, status from public.redirects where from_path = '/dokumentasi/album-lama'`,
    );
    expect(rows).toEqual([{ from_path: '/dokumentasi/album-lama', to_path: '/dokumentasi/album-baru', status: 301 }]);
  });

  it('an album photo is in use: the media library names the album', async () => {
    await asAdmin(
      `insert into public.media (filename, original_name, file_path, file_size, mime_type, url)
       values ('album.webp', 'album.webp', 'uploads/album-foto.webp', 10, 'image/webp',
               '/storage/v1/object/public/images/uploads/album-foto.webp')`,
    );
    const [saved] = rowsOf<Detail>(
      await save({ ...base, slug: 'album-media', title: 'Album Media' }, [
        { image_url: '/storage/v1/object/public/images/uploads/album-foto.webp', consent: false },
      ]),
    );
    const usage = rowsOf<{ kind: string; label: string; link: string }>(
      await asAdmin(
        `select u.kind, u.label, u.link from public.media_usage() u join public.media m on m.id = u.media_id
          where m.file_path = 'uploads/album-foto.webp'`,
      ),
    );
    expect(usage).toEqual([{ kind: 'album', label: 'Album: Album Media', link: `/albums/edit/${saved.id}` }]);
  });
});
