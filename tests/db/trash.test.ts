import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { attempt, bootWithActors, rowsOf, type Actors } from './helpers.ts';

// Sampah (supabase/migrations/20261129007000_trash.sql): a deleted record is listed for 30 days with what went
// with it, and "Pulihkan" puts it back with its own id, its departures, hotels and FAQ, and the links its deletion
// cleared, as new recorded changes.

let s: LocalSupabase;
let actors: Actors;
let email: string;
beforeAll(async () => {
  ({ s, actors } = await bootWithActors());
  email = (await s.db.query<{ email: string }>(`select email from auth.users where id = $1`, [actors.ids.admin]))
    .rows[0]!.email;
});
afterAll(async () => s?.close());

const asAdmin = (sql: string, params: unknown[] = []) => attempt(s.db, actors.admin, sql, params, { commit: true });
const one = async <T>(sql: string, params: unknown[] = []) => (await s.db.query<T>(sql, params)).rows[0]!;
const all = async <T>(sql: string, params: unknown[] = []) => (await s.db.query<T>(sql, params)).rows;

interface TrashRow {
  id: number;
  table_name: string;
  row_id: string;
  title: string;
  package_id: string | null;
  package_title: string | null;
  deleted_by: string | null;
  deleted_at: string;
  restorable_until: string;
  departures: number;
  hotels: number;
  faqs: number;
  photos: number;
}

const trashOf = async (rowId: string) =>
  rowsOf<TrashRow>(await attempt(s.db, actors.admin, `select * from public.trash where row_id = $1`, [rowId]));

const restore = (historyId: number) => asAdmin(`select public.restore_deleted($1) as r`, [historyId]);

interface Restored {
  table_name: string;
  departures: number;
  hotels: number;
  faqs: number;
  photos: number;
  links: number;
  inquiries: number;
  notes: string[];
}

/** Everything of a package that its deletion removes or unlinks, as stored. */
async function packageState(id: string) {
  return {
    pkg: await one<{ r: unknown }>(`select to_jsonb(p) as r from public.packages p where id = $1`, [id]),
    departures: await all(`select to_jsonb(d) as r from public.departures d where package_id = $1 order by id`, [id]),
    hotels: await all(`select to_jsonb(h) as r from public.package_hotels h where package_id = $1 order by hotel_id`, [
      id,
    ]),
    faqs: await all(`select to_jsonb(f) as r from public.faqs f where package_id = $1 order by id`, [id]),
    articles: await all(`select id, package_ids from public.articles where $1 = any(package_ids) order by id`, [id]),
    partners: await all(`select id from public.partners where package_id = $1 order by id`, [id]),
    albums: await all(`select id, departure_id from public.albums where package_id = $1 order by id`, [id]),
    testimonials: await all(
      `select t.id, t.departure_id from public.testimonials t join public.departures d on d.id = t.departure_id
        where d.package_id = $1 order by t.id`,
      [id],
    ),
    inquiries: await all(`select id, departure_id from public.inquiries where package_id = $1 order by id`, [id]),
  };
}

describe('a deleted package in Sampah', () => {
  let packageId: string;
  let before: Awaited<ReturnType<typeof packageState>>;
  let entry: TrashRow;

  beforeAll(async () => {
    packageId = (await one<{ id: string }>(`select id from public.packages where slug = 'umroh-hemat-9-hari'`)).id;
    const departure = (
      await one<{ id: string }>(`select id from public.departures where package_id = $1 order by depart_on limit 1`, [
        packageId,
      ])
    ).id;
    // Everything that points at the package or its departure, so the restore has links to put back.
    await s.db.exec(`
      insert into public.inquiries (name, whatsapp, package_id, departure_id, consent, consent_text_version)
      values ('Ibu Sampah', '6281234567890', '${packageId}', '${departure}', true, 'v');
      insert into public.partners (name, whatsapp, code, package_id) values ('Mitra Sampah', '6281234500000', 'mitra-sampah', '${packageId}');
      insert into public.albums (slug, title, taken_on, departure_id) values ('album-sampah', 'Album Sampah', '2026-01-10', '${departure}');
      update public.testimonials set departure_id = '${departure}' where position = 1;
      update public.articles set package_ids = array['${packageId}'::uuid] || package_ids
       where id = (select id from public.articles order by slug limit 1) and not ('${packageId}' = any(package_ids));
    `);
    before = await packageState(packageId);
    expect(before.departures.length).toBeGreaterThan(0);
    expect(before.hotels.length).toBeGreaterThan(0);
    expect(before.faqs.length).toBeGreaterThan(0);
    expect(before.articles.length).toBeGreaterThan(0);
    expect(before.albums.length).toBeGreaterThan(0);
    expect(before.testimonials.length).toBeGreaterThan(0);
    expect(before.inquiries).toHaveLength(1);
    rowsOf(await asAdmin(`delete from public.packages where id = $1`, [packageId]));
    expect(await all(`select 1 from public.departures where package_id = $1`, [packageId])).toEqual([]);
    expect(await all(`select 1 from public.inquiries where package_id = $1`, [packageId])).toEqual([]);
  });

  it('is listed once, with who deleted it and what went with it, for the administrator only', async () => {
    const rows = await trashOf(packageId);
    expect(rows).toHaveLength(1);
    entry = rows[0]!;
    expect(entry).toMatchObject({
      table_name: 'packages',
      title: 'Umroh Hemat 9 Hari',
      deleted_by: email,
      departures: before.departures.length,
      hotels: before.hotels.length,
      faqs: before.faqs.length,
      photos: 0,
    });
    const days = (Date.parse(entry.restorable_until) - Date.parse(entry.deleted_at)) / 86_400_000;
    expect(days).toBe(30);
    // Its departures and FAQ are counted on its line, not listed on their own.
    const parts = rowsOf(
      await attempt(s.db, actors.admin, `select * from public.trash where package_id = $1`, [packageId]),
    );
    expect(parts).toEqual([]);

    expect(await attempt(s.db, actors.anon, `select * from public.trash`)).toMatchObject({ ok: false, code: '42501' });
    for (const who of [actors.user, actors.adminMfaAal1]) {
      expect(rowsOf(await attempt(s.db, who, `select * from public.trash`))).toEqual([]);
      expect(await attempt(s.db, who, `select public.restore_deleted($1)`, [entry.id])).toMatchObject({
        ok: false,
        code: '42501',
      });
    }
    expect(await attempt(s.db, actors.anon, `select public.restore_deleted($1)`, [entry.id])).toMatchObject({
      ok: false,
      code: '42501',
    });
  });

  it('keeps the images of a package in Sampah in use', async () => {
    const images = (before.pkg.r as { images: string[] }).images;
    expect(images.length).toBeGreaterThan(0);
    const path = images[0]!.replace(/^.*\/storage\/v1\/object\/public\/images\//, '');
    await s.db.query(
      `insert into public.media (filename, file_path, file_size, mime_type, url) values ('x.webp', $1, 10, 'image/webp', $2)
       on conflict (file_path) do nothing`,
      [path, images[0]],
    );
    const uses = rowsOf<{ kind: string; label: string; link: string }>(
      await attempt(
        s.db,
        actors.admin,
        `select u.kind, u.label, u.link from public.media_usage() u join public.media m on m.id = u.media_id
          where m.file_path = $1`,
        [path],
      ),
    );
    expect(uses).toContainEqual({ kind: 'trash', label: 'Sampah: Umroh Hemat 9 Hari', link: '/trash' });
    const refused = await attempt(s.db, actors.admin, `delete from public.media where file_path = $1`, [path]);
    expect(refused).toMatchObject({ ok: false, code: 'P0001' });
  });

  it('"Pulihkan" brings it back with the same ids, its departures, hotels, FAQ and links', async () => {
    const builds = Number((await one<{ n: number }>(`select count(*)::int as n from public.site_builds`)).n);
    const out = rowsOf<{ r: Restored }>(await restore(entry.id))[0]!.r;
    expect(out).toMatchObject({
      table_name: 'packages',
      departures: before.departures.length,
      hotels: before.hotels.length,
      faqs: before.faqs.length,
      notes: [],
    });
    expect(out.inquiries).toBe(1);
    // The article, the partner, the album (package and departure) and the testimonial.
    expect(out.links).toBeGreaterThanOrEqual(before.articles.length + 3);
    expect(await packageState(packageId)).toEqual(before);
    expect(await trashOf(packageId)).toEqual([]);

    // New changes, recorded with who restored them, and published like any save.
    const recorded = await all<{ table_name: string; op: string; changed_by: string }>(
      `select table_name, op, changed_by from public.content_history
        where id > $1 and op = 'insert' and (row_id = $2 or new ->> 'package_id' = $2) order by id`,
      [entry.id, packageId],
    );
    expect(recorded[0]).toEqual({ table_name: 'packages', op: 'insert', changed_by: email });
    expect(recorded.filter((r) => r.table_name === 'departures')).toHaveLength(before.departures.length);
    const after = await one<{ n: number; reason: string }>(
      `select count(*)::int as n, max(reason) filter (where status = 'requested') as reason from public.site_builds`,
    );
    expect(after.n > builds || /packages insert/.test(after.reason ?? '')).toBe(true);
  });

  it('refuses a second restore, and a departure that went with its package', async () => {
    const again = await restore(entry.id);
    expect(again).toMatchObject({ ok: false, code: '22023' });
    expect(!again.ok && again.message).toBe('Data ini sudah dipulihkan');

    rowsOf(await asAdmin(`delete from public.packages where id = $1`, [packageId]));
    const part = await one<{ id: number }>(
      `select id::int from public.content_history where table_name = 'departures' and op = 'delete'
        and old ->> 'package_id' = $1 order by id desc limit 1`,
      [packageId],
    );
    const alone = await restore(part.id);
    expect(alone).toMatchObject({ ok: false, code: '22023' });
    expect(!alone.ok && alone.message).toMatch(/bersama paketnya/);
    const second = (await trashOf(packageId))[0]!;
    expect(rowsOf<{ r: Restored }>(await restore(second.id))[0]!.r.departures).toBe(before.departures.length);
  });
});

describe('refusals and what cannot come back', () => {
  it('says what is not in Sampah', async () => {
    const out = await restore(999_999_999);
    expect(out).toMatchObject({ ok: false, code: '22023' });
    expect(!out.ok && out.message).toBe('Data ini tidak ada di Sampah');
  });

  it('leaves Sampah after 30 days', async () => {
    const id = (await one<{ id: string }>(`select id from public.features order by order_index limit 1`)).id;
    rowsOf(await asAdmin(`delete from public.features where id = $1`, [id]));
    const entry = (await trashOf(id))[0]!;
    expect(entry.title).toBeTruthy();
    await s.db.query(`update public.content_history set changed_at = now() - interval '31 days' where id = $1`, [
      entry.id,
    ]);
    expect(await trashOf(id)).toEqual([]);
    const out = await restore(entry.id);
    expect(out).toMatchObject({ ok: false, code: '22023' });
    expect(!out.ok && out.message).toMatch(/lebih dari 30 hari/);
  });

  it('refuses an address another record took meanwhile, naming it', async () => {
    const article = await one<{ id: string; slug: string }>(
      `select id, slug from public.articles order by slug limit 1`,
    );
    rowsOf(await asAdmin(`delete from public.articles where id = $1`, [article.id]));
    rowsOf(
      await asAdmin(`insert into public.articles (slug, title) values ($1, 'Artikel Pengganti') returning id`, [
        article.slug,
      ]),
    );
    const entry = (await trashOf(article.id))[0]!;
    const out = await restore(entry.id);
    expect(out).toMatchObject({ ok: false, code: '22023' });
    expect(!out.ok && out.message).toBe(
      `Alamat "${article.slug}" sekarang dipakai artikel "Artikel Pengganti". Ubah alamat itu dulu, lalu pulihkan lagi.`,
    );
    rowsOf(await asAdmin(`delete from public.articles where slug = $1`, [article.slug]));
    expect(rowsOf<{ r: Restored }>(await restore(entry.id))[0]!.r.table_name).toBe('articles');
    expect(await one(`select id from public.articles where slug = $1`, [article.slug])).toEqual({ id: article.id });
  });

  it('brings a package back without a hotel deleted since, and says so', async () => {
    const pkg = await one<{ id: string }>(
      `insert into public.packages (slug, title, category, price_quad, status) values ('paket-sampah-hotel', 'Paket Sampah Hotel', 'umroh', 30000000, 'draft') returning id`,
    );
    const hotel = await one<{ id: string }>(
      `insert into public.hotels (name, city, stars) values ('Hotel Sampah', 'makkah', 4) returning id`,
    );
    await s.db.query(`insert into public.package_hotels (package_id, hotel_id, nights) values ($1, $2, 4)`, [
      pkg.id,
      hotel.id,
    ]);
    rowsOf(await asAdmin(`delete from public.packages where id = $1`, [pkg.id]));
    rowsOf(await asAdmin(`delete from public.hotels where id = $1`, [hotel.id]));
    expect((await trashOf(hotel.id))[0]).toMatchObject({ table_name: 'hotels', title: 'Hotel Sampah' });

    const out = rowsOf<{ r: Restored }>(await restore((await trashOf(pkg.id))[0]!.id))[0]!.r;
    expect(out).toMatchObject({ hotels: 0, notes: [expect.stringMatching(/^Hotel "Hotel Sampah" ada di Sampah/)] });
    expect(await all(`select id from public.packages where id = $1`, [pkg.id])).toHaveLength(1);
    expect(await all(`select 1 from public.package_hotels where package_id = $1`, [pkg.id])).toEqual([]);
  });

  it('restores a departure deleted on its own, but not onto a date its package has again', async () => {
    const d = await one<{ id: string; package_id: string; depart_on: string }>(
      `select id, package_id, depart_on::text from public.departures order by depart_on desc limit 1`,
    );
    rowsOf(await asAdmin(`delete from public.departures where id = $1`, [d.id]));
    const entry = (await trashOf(d.id))[0]!;
    expect(entry).toMatchObject({ table_name: 'departures', title: d.depart_on, package_id: d.package_id });
    expect(entry.package_title).toBeTruthy();

    const other = await one<{ id: string }>(
      `insert into public.departures (package_id, depart_on, seats_total) values ($1, $2, 10) returning id`,
      [d.package_id, d.depart_on],
    );
    const refused = await restore(entry.id);
    expect(refused).toMatchObject({ ok: false, code: '22023' });
    expect(!refused.ok && refused.message).toMatch(/sudah punya keberangkatan pada/);
    await s.db.query(`delete from public.departures where id = $1`, [other.id]);
    rowsOf(await restore(entry.id));
    expect(await all(`select id from public.departures where id = $1`, [d.id])).toHaveLength(1);
  });

  it('restores an album with its photos', async () => {
    const album = await one<{ id: string }>(
      `insert into public.albums (slug, title, taken_on) values ('album-foto-sampah', 'Album Foto Sampah', '2026-02-01') returning id`,
    );
    await s.db.query(
      `insert into public.album_photos (album_id, image_url, position) values
         ($1, '/storage/v1/object/public/images/seed/a.webp', 0), ($1, '/storage/v1/object/public/images/seed/b.webp', 1)`,
      [album.id],
    );
    rowsOf(await asAdmin(`delete from public.albums where id = $1`, [album.id]));
    const entry = (await trashOf(album.id))[0]!;
    expect(entry).toMatchObject({ table_name: 'albums', photos: 2 });
    expect(rowsOf<{ r: Restored }>(await restore(entry.id))[0]!.r.photos).toBe(2);
    expect(await all(`select 1 from public.album_photos where album_id = $1`, [album.id])).toHaveLength(2);
  });
});

describe('every recorded table is considered', () => {
  // Parts come back with their record; a page's content and a partner are never deleted (a partner is deactivated).
  const PARTS = ['package_hotels', 'album_photos'];
  const NEVER_DELETED = ['page_content', 'partners'];

  it('lists each recorded table in Sampah, as a part of a record, or as never deleted, and names each kind', async () => {
    const { TRASH_KIND_LABELS } = await import('../../admin/src/i18n/trash.ts');
    const recorded = (
      await all<{ t: string }>(
        `select c.relname as t from pg_trigger g join pg_class c on c.oid = g.tgrelid
          where g.tgname = c.relname || '_record_history' order by 1`,
      )
    ).map((r) => r.t);
    expect(recorded).toEqual([...Object.keys(TRASH_KIND_LABELS), ...PARTS, ...NEVER_DELETED].sort());
    const view = (await one<{ d: string }>(`select pg_get_viewdef('public.trash'::regclass) as d`)).d;
    for (const t of Object.keys(TRASH_KIND_LABELS)) expect(view, t).toContain(`'${t}'`);
  });
});
