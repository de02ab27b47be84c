import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import type { Claims } from '../../server/supabase/jwt.ts';
import { attempt, bootWithActors, insertSql, rowsOf, type Actors } from './helpers.ts';

// The hotel library and the hotels of each package
// (supabase/migrations/20261123009000_hotels.sql).

let s: LocalSupabase;
let actors: Actors;
beforeAll(async () => ({ s, actors } = await bootWithActors()));
afterAll(async () => s?.close());

const CHECK = '23514';
const DENIED = '42501';
const FOREIGN = '23503';

const ACTIVE = 'umroh-hemat-9-hari';
const DRAFT = 'umroh-syawal-9-hari-2027';

const packageId = async (slug: string) =>
  (await s.db.query<{ id: string }>(`select id from public.packages where slug = $1`, [slug])).rows[0].id;
const hotelId = async (name: string) =>
  (await s.db.query<{ id: string }>(`select id from public.hotels where name = $1`, [name])).rows[0].id;

const validHotel = (over: Record<string, unknown> = {}) => ({
  name: 'Hotel Uji Makkah',
  city: 'makkah',
  stars: 4,
  distance_m: 300,
  ...over,
});

function tryInsert(table: string, row: Record<string, unknown>, claims: Claims = actors.admin, commit = false) {
  const { sql, params } = insertSql(table, row);
  return attempt(s.db, claims, sql, params, { commit });
}

const sortedIds = (rows: { id: string }[]) => rows.map((r) => r.id).sort();

/** A hotel no package uses, added by the owner inside the rolled-back transaction. */
const UNUSED = `insert into public.hotels (name, city, stars) values ('Hotel Tak Terpakai', 'madinah', 3)`;

describe('seed', () => {
  it('has hotels in Makkah, Madinah and elsewhere, each active package with its hotels', async () => {
    const { rows } = await s.db.query<{ city: string }>(`select distinct city from public.hotels order by city`);
    expect(rows.map((r) => r.city)).toEqual(['madinah', 'makkah', 'other']);
    const without = await s.db.query<{ slug: string }>(
      `select slug from public.packages p where status = 'active'
          -- guidance for the government quota: the government houses its pilgrims, the package claims no hotel
          and slug not like 'haji-reguler-pendampingan%'
          and not exists (select 1 from public.package_hotels ph where ph.package_id = p.id)`,
    );
    expect(without.rows).toEqual([]);
  });
});

describe('constraints', () => {
  it('accepts the boundaries: 1 and 5 stars, distance 0, no distance, 1 and 60 nights', async () => {
    for (const over of [
      { stars: 1 },
      { stars: 5 },
      { distance_m: 0 },
      { distance_m: null },
      { distance_m: 100_000 },
      { city: 'other' },
    ]) {
      const out = await tryInsert('public.hotels', validHotel(over));
      expect(out.ok ? 'ok' : out.message, JSON.stringify(over)).toBe('ok');
    }
    const pkg = await packageId(DRAFT);
    for (const nights of [1, 60]) {
      const out = await attempt(
        s.db,
        actors.admin,
        `insert into public.package_hotels (package_id, hotel_id, nights) values ($1, $2, $3) returning position`,
        [pkg, await hotelId('Pullman Zamzam Makkah'), nights],
      );
      expect(rowsOf(out)).toEqual([{ position: 0 }]);
    }
  });

  it.each([
    ['0 stars', { stars: 0 }, 'hotels_stars_check'],
    ['6 stars', { stars: 6 }, 'hotels_stars_check'],
    ['a negative distance', { distance_m: -1 }, 'hotels_distance_m_check'],
    ['a distance over 100 km', { distance_m: 100_001 }, 'hotels_distance_m_check'],
    ['an unknown city', { city: 'jeddah' }, 'hotels_city_check'],
    ['a blank name', { name: '   ' }, 'hotels_name_check'],
    ['a name over 150 characters', { name: 'H'.repeat(151) }, 'hotels_name_check'],
    ['an image URL over 2000 characters', { image_url: '/x'.repeat(1001) }, 'hotels_image_url_check'],
  ])('refuses a hotel with %s', async (_, over, constraint) => {
    const out = await tryInsert('public.hotels', validHotel(over));
    expect(out.ok ? 'ok' : out.code).toBe(CHECK);
    expect(out.ok ? '' : out.message).toContain(constraint);
  });

  it.each([
    [0, 'package_hotels_nights_check'],
    [61, 'package_hotels_nights_check'],
    [-3, 'package_hotels_nights_check'],
  ])('refuses %i nights', async (nights, constraint) => {
    const out = await attempt(
      s.db,
      actors.admin,
      `insert into public.package_hotels (package_id, hotel_id, nights) values ($1, $2, $3)`,
      [await packageId(DRAFT), await hotelId('Pullman Zamzam Makkah'), nights],
    );
    expect(out.ok ? 'ok' : out.code).toBe(CHECK);
    expect(out.ok ? '' : out.message).toContain(constraint);
  });

  it('refuses the same hotel twice in one package, an unknown hotel and an unknown package', async () => {
    const pkg = await packageId(ACTIVE);
    const used = (
      await s.db.query<{ hotel_id: string }>(
        `select hotel_id from public.package_hotels where package_id = $1 limit 1`,
        [pkg],
      )
    ).rows[0].hotel_id;
    const twice = await attempt(
      s.db,
      actors.admin,
      `insert into public.package_hotels (package_id, hotel_id, nights) values ($1, $2, 2)`,
      [pkg, used],
    );
    expect(twice.ok ? 'ok' : twice.code).toBe('23505');
    const zero = '00000000-0000-0000-0000-000000000000';
    for (const [p, h] of [
      [pkg, zero],
      [zero, used],
    ]) {
      const out = await attempt(
        s.db,
        actors.admin,
        `insert into public.package_hotels (package_id, hotel_id, nights) values ($1, $2, 2)`,
        [p, h],
      );
      expect(out.ok ? 'ok' : out.code).toBe(FOREIGN);
    }
  });

  it('refuses bad data on update too', async () => {
    const id = await hotelId('Pullman Zamzam Makkah');
    for (const [set, constraint] of [
      ['stars = 0', 'hotels_stars_check'],
      ['stars = 6', 'hotels_stars_check'],
      ['distance_m = -5', 'hotels_distance_m_check'],
    ]) {
      const out = await attempt(s.db, actors.admin, `update public.hotels set ${set} where id = $1`, [id]);
      expect(out.ok ? 'ok' : out.code, set).toBe(CHECK);
      expect(out.ok ? '' : out.message, set).toContain(constraint);
    }
    const nights = await attempt(
      s.db,
      actors.admin,
      `update public.package_hotels set nights = 61 where hotel_id = $1`,
      [id],
    );
    expect(nights.ok ? 'ok' : nights.code).toBe(CHECK);
  });

  it('touches a hotel’s updated_at on change', async () => {
    const out = await attempt(
      s.db,
      actors.admin,
      `update public.hotels set name = name where true returning updated_at = now() as touched`,
    );
    const rows = rowsOf<{ touched: boolean }>(out);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.touched)).toBe(true);
  });
});

describe('a hotel in use', () => {
  it('cannot be deleted: the message names every package using it (23503)', async () => {
    const name = 'Al Haram Hotel Madinah';
    const titles = (
      await s.db.query<{ title: string }>(
        `select p.title from public.package_hotels ph join public.packages p on p.id = ph.package_id
           join public.hotels h on h.id = ph.hotel_id where h.name = $1 order by p.title`,
        [name],
      )
    ).rows.map((r) => r.title);
    expect(titles.length).toBeGreaterThan(1);
    const out = await attempt(s.db, actors.admin, `delete from public.hotels where name = $1`, [name]);
    expect(out.ok ? 'ok' : out.code).toBe(FOREIGN);
    expect(out.ok ? '' : out.message).toBe(`Hotel "${name}" masih dipakai oleh paket: ${titles.join(', ')}`);
  });

  it('names draft packages too', async () => {
    const hotel = await hotelId('Hilton Istanbul Bomonti');
    const draft = await packageId(DRAFT);
    const draftTitle = (await s.db.query<{ title: string }>(`select title from public.packages where id = $1`, [draft]))
      .rows[0].title;
    const out = await attempt(s.db, actors.admin, `delete from public.hotels where id = $1`, [hotel], {
      setup: `insert into public.package_hotels (package_id, hotel_id, nights) values ('${draft}', '${hotel}', 2)`,
    });
    expect(out.ok ? 'ok' : out.code).toBe(FOREIGN);
    expect(out.ok ? '' : out.message).toContain(draftTitle);
    expect(out.ok ? '' : out.message).toContain('Umroh Plus Turki');
  });

  it('is deleted once detached from its packages', async () => {
    const id = await hotelId('Le Meridien Thaif');
    const detach = await attempt(s.db, actors.admin, `delete from public.package_hotels where hotel_id = $1`, [id], {
      commit: true,
    });
    expect(detach.ok && detach.affected).toBe(1);
    const del = await attempt(s.db, actors.admin, `delete from public.hotels where id = $1`, [id], { commit: true });
    expect(del.ok && del.affected).toBe(1);
    expect((await s.db.query(`select 1 from public.hotels where id = $1`, [id])).rows).toEqual([]);
  });

  it('an unused hotel is deleted at once', async () => {
    const out = await attempt(s.db, actors.admin, `delete from public.hotels where name = 'Hotel Tak Terpakai'`, [], {
      setup: UNUSED,
    });
    expect(out.ok && out.affected).toBe(1);
  });
});

describe('cascade', () => {
  it('deleting a package deletes its hotel choices, not the hotels', async () => {
    const id = await packageId(ACTIVE);
    const counts = async () =>
      (
        await s.db.query<{ mine: number; choices: number; hotels: number }>(
          `select (select count(*) from public.package_hotels where package_id = $1)::int as mine,
                  (select count(*) from public.package_hotels)::int as choices,
                  (select count(*) from public.hotels)::int as hotels`,
          [id],
        )
      ).rows[0];
    const before = await counts();
    expect(before.mine).toBeGreaterThan(0);
    await s.db.exec('begin');
    try {
      await s.db.query(`delete from public.packages where id = $1`, [id]);
      expect(await counts()).toEqual({ mine: 0, choices: before.choices - before.mine, hotels: before.hotels });
    } finally {
      await s.db.exec('rollback');
    }
  });

  it('the administrator deletes a package whose hotels are shared with others', async () => {
    const id = await packageId(ACTIVE);
    const out = await attempt(s.db, actors.admin, `delete from public.packages where id = $1`, [id]);
    expect(out.ok && out.affected).toBe(1);
  });
});

describe('visitors (anon and signed-in non-administrators)', () => {
  it('read only the hotels used by an active package', async () => {
    const expected = (
      await s.db.query<{ id: string }>(
        `select h.id from public.hotels h where exists (
           select 1 from public.package_hotels ph join public.packages p on p.id = ph.package_id
            where ph.hotel_id = h.id and p.status = 'active')`,
      )
    ).rows;
    expect(expected.length).toBeGreaterThan(3);
    for (const who of [actors.anon, actors.user, actors.adminMfaAal1]) {
      const seen = rowsOf<{ id: string }>(
        await attempt(s.db, who, `select id from public.hotels`, [], { setup: UNUSED }),
      );
      expect(sortedIds(seen)).toEqual(sortedIds(expected));
    }
  });

  it('do not see a hotel used only by a draft package, nor an unused one', async () => {
    const draft = await packageId(DRAFT);
    const setup = `${UNUSED};
      insert into public.hotels (name, city, stars) values ('Hotel Khusus Draf', 'makkah', 5);
      insert into public.package_hotels (package_id, hotel_id, nights)
        select '${draft}', id, 3 from public.hotels where name = 'Hotel Khusus Draf';`;
    for (const who of [actors.anon, actors.user]) {
      const out = await attempt(
        s.db,
        who,
        `select count(*)::int as n from public.hotels where name in ('Hotel Tak Terpakai', 'Hotel Khusus Draf')`,
        [],
        { setup },
      );
      expect(rowsOf(out)).toEqual([{ n: 0 }]);
    }
    const admin = await attempt(
      s.db,
      actors.admin,
      `select count(*)::int as n from public.hotels where name in ('Hotel Tak Terpakai', 'Hotel Khusus Draf')`,
      [],
      { setup },
    );
    expect(rowsOf(admin)).toEqual([{ n: 2 }]);
  });

  it('read the hotel choices of active packages only', async () => {
    const expected = (
      await s.db.query<{ k: string }>(
        `select ph.package_id || '/' || ph.hotel_id as k from public.package_hotels ph
           join public.packages p on p.id = ph.package_id where p.status = 'active' order by 1`,
      )
    ).rows;
    const draft = await packageId(DRAFT);
    const setup = `insert into public.package_hotels (package_id, hotel_id, nights)
                   select '${draft}', id, 2 from public.hotels where name = 'Pullman Zamzam Makkah'`;
    for (const who of [actors.anon, actors.user]) {
      const seen = rowsOf<{ k: string }>(
        await attempt(
          s.db,
          who,
          `select package_id || '/' || hotel_id as k from public.package_hotels order by 1`,
          [],
          { setup },
        ),
      );
      expect(seen).toEqual(expected);
    }
    const admin = rowsOf<{ n: number }>(
      await attempt(
        s.db,
        actors.admin,
        `select count(*)::int as n from public.package_hotels where package_id = $1`,
        [draft],
        {
          setup,
        },
      ),
    );
    expect(admin).toEqual([{ n: 1 }]);
  });

  it('cannot add, change or delete hotels or hotel choices', async () => {
    const pkg = await packageId(DRAFT);
    const hotel = await hotelId('Pullman Zamzam Makkah');
    for (const who of [actors.anon, actors.user, actors.adminMfaAal1]) {
      const add = await tryInsert('public.hotels', validHotel(), who);
      expect(add.ok ? 'ok' : add.code).toBe(DENIED);
      const choose = await tryInsert('public.package_hotels', { package_id: pkg, hotel_id: hotel, nights: 2 }, who);
      expect(choose.ok ? 'ok' : choose.code).toBe(DENIED);
      for (const sql of [
        `update public.hotels set stars = 1 where true`,
        `delete from public.hotels where true`,
        `update public.package_hotels set nights = 1 where true`,
        `delete from public.package_hotels where true`,
      ]) {
        const out = await attempt(s.db, who, sql);
        expect(out.ok ? 'ok' : out.code, sql).toBe(DENIED);
      }
    }
  });
});

describe('the administrator', () => {
  it('reads every hotel and every hotel choice', async () => {
    const all = (await s.db.query<{ id: string }>(`select id from public.hotels`)).rows;
    const choices = (await s.db.query<{ n: number }>(`select count(*)::int as n from public.package_hotels`)).rows[0].n;
    for (const who of [actors.admin, actors.adminMfaAal2]) {
      expect(sortedIds(rowsOf(await attempt(s.db, who, `select id from public.hotels`)))).toEqual(sortedIds(all));
      expect(rowsOf(await attempt(s.db, who, `select count(*)::int as n from public.package_hotels`))).toEqual([
        { n: choices },
      ]);
    }
  });

  it('adds a hotel, gives it to a package, changes both, then detaches and deletes it', async () => {
    const hotel = rowsOf<{ id: string }>(
      await tryInsert('public.hotels', validHotel({ name: 'Hotel Baru Admin' }), actors.admin, true),
    )[0].id;
    const pkg = await packageId(DRAFT);
    const steps = [
      [`insert into public.package_hotels (package_id, hotel_id, nights, position) values ($1, $2, 4, 1)`, 1],
      [`update public.package_hotels set nights = 5 where package_id = $1 and hotel_id = $2`, 1],
      [`update public.hotels set stars = 5, distance_m = 120 where id = $2 and $1::uuid is not null`, 1],
      [`delete from public.package_hotels where package_id = $1 and hotel_id = $2`, 1],
      [`delete from public.hotels where id = $2 and $1::uuid is not null`, 1],
    ] as const;
    for (const [sql, affected] of steps) {
      const out = await attempt(s.db, actors.admin, sql, [pkg, hotel], { commit: true });
      expect(out.ok ? out.affected : out.message, sql).toBe(affected);
    }
  });
});

describe('publishing', () => {
  it('a changed hotel or hotel choice requests a site rebuild', async () => {
    for (const [sql, reason] of [
      [`update public.hotels set stars = stars where name = 'Pullman Zamzam Makkah'`, 'hotels update'],
      [`update public.package_hotels set nights = nights where nights = 3`, 'package_hotels update'],
      [`insert into public.hotels (name, city, stars) values ('Hotel Publikasi', 'makkah', 3)`, 'hotels insert'],
      [`delete from public.hotels where name = 'Hotel Publikasi'`, 'hotels delete'],
    ]) {
      await s.db.exec(`delete from public.site_builds`);
      const out = await attempt(s.db, actors.admin, sql, [], { commit: true });
      expect(out.ok ? 'ok' : out.message).toBe('ok');
      const reasons = (await s.db.query<{ reason: string }>(`select reason from public.site_builds`)).rows.map(
        (r) => r.reason,
      );
      expect(reasons, sql).toEqual([reason]);
    }
  });
});

describe('media_usage()', () => {
  it('counts a hotel’s image as a use of the media item', async () => {
    const media = (
      await s.db.query<{ id: string; file_path: string }>(
        `select id, file_path from public.media order by file_path limit 1`,
      )
    ).rows[0];
    expect(media).toBeDefined();
    const out = await attempt(
      s.db,
      actors.admin,
      `select kind, label, link from public.media_usage() where media_id = $1 and kind = 'hotel'`,
      [media.id],
      {
        setup: `update public.hotels set image_url = '/storage/v1/object/public/images/${media.file_path}'
                 where name = 'Elaf Ajyad Makkah'`,
      },
    );
    const id = await hotelId('Elaf Ajyad Makkah');
    expect(rowsOf(out)).toEqual([{ kind: 'hotel', label: 'Hotel: Elaf Ajyad Makkah', link: `/hotels/edit/${id}` }]);
  });
});
