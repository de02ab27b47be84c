import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { attempt, bootWithActors, rowsOf, type Actors } from './helpers.ts';

// public.duplicate_package(id) (supabase/migrations/20261126004100_duplicate_package.sql): one transaction
// copying a package as a draft with its hotels and its upcoming departures, closed and with nothing booked.

let s: LocalSupabase;
let actors: Actors;
beforeAll(async () => ({ s, actors } = await bootWithActors()));
afterAll(async () => s?.close());

interface Copied {
  id: string;
  title: string;
  slug: string;
  departures: number;
  hotels: number;
}

const SOURCE = 'umroh-hemat-9-hari';

async function source() {
  return (
    await s.db.query<Record<string, unknown> & { id: string }>(`select * from public.packages where slug = $1`, [
      SOURCE,
    ])
  ).rows[0];
}

async function hotelIds() {
  return (await s.db.query<{ id: string }>(`select id from public.hotels order by name limit 2`)).rows.map((r) => r.id);
}

function duplicate(id: string, claims = actors.admin, commit = false) {
  return attempt(s.db, claims, `select public.duplicate_package($1) as r`, [id], { commit });
}

describe('duplicate_package', () => {
  it('copies the package as a draft "(Copy)" with a free slug, its hotels and its upcoming departures closed', async () => {
    const src = await source();
    const [h1, h2] = await hotelIds();
    await s.db.query(`delete from public.package_hotels where package_id = $1`, [src.id]);
    await s.db.query(
      `insert into public.package_hotels (package_id, hotel_id, nights, position) values ($1, $2, 4, 0), ($1, $3, 5, 1)`,
      [src.id, h1, h2],
    );
    const deps = (
      await s.db.query<{ upcoming: number; past: number }>(
        `select count(*) filter (where depart_on >= public.today_wib())::int as upcoming,
                count(*) filter (where depart_on < public.today_wib())::int as past
           from public.departures where package_id = $1`,
        [src.id],
      )
    ).rows[0];
    expect(deps.upcoming).toBeGreaterThan(0);

    const r = rowsOf<{ r: Copied }>(await duplicate(src.id, actors.admin, true))[0].r;
    expect(r).toMatchObject({
      title: `${src.title} (Copy)`,
      slug: `${SOURCE}-copy`,
      departures: deps.upcoming,
      hotels: 2,
    });

    const copy = (await s.db.query<Record<string, unknown>>(`select * from public.packages where id = $1`, [r.id]))
      .rows[0];
    const { id: _a, title: _b, slug: _c, status: _d, created_at: _e, updated_at: _f, ...rest } = copy;
    const { id: _g, title: _h, slug: _i, status: _j, created_at: _k, updated_at: _l, ...srcRest } = src;
    expect(copy.status).toBe('draft');
    expect(rest).toEqual(srcRest);

    const copiedDeps = (
      await s.db.query<{ depart_on: string; status: string; seats_booked: number }>(
        `select depart_on::text, status, seats_booked from public.departures where package_id = $1 order by depart_on`,
        [r.id],
      )
    ).rows;
    const upcoming = (
      await s.db.query<{ depart_on: string }>(
        `select depart_on::text from public.departures where package_id = $1 and depart_on >= public.today_wib() order by depart_on`,
        [src.id],
      )
    ).rows;
    expect(copiedDeps.map((d) => d.depart_on)).toEqual(upcoming.map((d) => d.depart_on));
    expect(new Set(copiedDeps.map((d) => d.status))).toEqual(new Set(['closed']));
    expect(copiedDeps.every((d) => d.seats_booked === 0)).toBe(true);

    const copiedHotels = (
      await s.db.query<{ hotel_id: string; nights: number; position: number }>(
        `select hotel_id, nights, position from public.package_hotels where package_id = $1 order by position`,
        [r.id],
      )
    ).rows;
    expect(copiedHotels).toEqual([
      { hotel_id: h1, nights: 4, position: 0 },
      { hotel_id: h2, nights: 5, position: 1 },
    ]);

    // The original is untouched.
    const after = (
      await s.db.query<{ n: number }>(`select count(*)::int as n from public.departures where package_id = $1`, [
        src.id,
      ])
    ).rows[0].n;
    expect(after).toBe(deps.upcoming + deps.past);
  });

  it('a second copy takes the next free slug', async () => {
    const src = await source();
    const r = rowsOf<{ r: Copied }>(await duplicate(src.id))[0].r;
    expect(r.slug).toBe(`${SOURCE}-copy-2`);
  });

  it('keeps a long title within 200 characters', async () => {
    const src = await source();
    const out = await attempt(s.db, actors.admin, `select public.duplicate_package($1) as r`, [src.id], {
      setup: `update public.packages set title = repeat('A', 200) where slug = '${SOURCE}'`,
    });
    const r = rowsOf<{ r: Copied }>(out)[0].r;
    expect(r.title).toHaveLength(200);
    expect(r.title.endsWith(' (Copy)')).toBe(true);
  });

  it('is all or nothing: a failure leaves no half copy', async () => {
    const src = await source();
    const before = (await s.db.query<{ n: number }>(`select count(*)::int as n from public.packages`)).rows[0].n;
    // A hotel row the copy cannot insert (nights out of range slipped in with the constraint off) fails the whole call.
    const out = await attempt(s.db, actors.admin, `select public.duplicate_package($1) as r`, [src.id], {
      setup: `alter table public.package_hotels drop constraint package_hotels_nights_check;
              update public.package_hotels set nights = 99 where package_id = '${src.id}';
              alter table public.package_hotels add constraint package_hotels_nights_check check (nights between 1 and 60) not valid;`,
      commit: true,
    });
    expect(out.ok).toBe(false);
    const after = (await s.db.query<{ n: number }>(`select count(*)::int as n from public.packages`)).rows[0].n;
    expect(after).toBe(before);
  });

  it('only the administrator may call it; an unknown id is refused', async () => {
    const src = await source();
    for (const who of [actors.anon, actors.user, actors.adminMfaAal1]) {
      const out = await duplicate(src.id, who);
      expect(out.ok ? 'ok' : out.code).toBe('42501');
    }
    expect((await duplicate(src.id, actors.adminMfaAal2)).ok).toBe(true);
    const unknown = await duplicate('00000000-0000-4000-8000-000000000000');
    expect(unknown.ok ? 'ok' : unknown.code).toBe('P0002');
  });

  it('is granted to authenticated and service_role only', async () => {
    const { rows } = await s.db.query<{ anon: boolean; authenticated: boolean }>(
      `select has_function_privilege('anon', 'public.duplicate_package(uuid)', 'execute') as anon,
              has_function_privilege('authenticated', 'public.duplicate_package(uuid)', 'execute') as authenticated`,
    );
    expect(rows[0]).toEqual({ anon: false, authenticated: true });
  });
});

describe('one departure per date and package', () => {
  it('refuses a second departure of a package on the same date, as a unique violation naming the key', async () => {
    const src = await source();
    const { rows } = await s.db.query<{ d: string }>(
      `select depart_on::text as d from public.departures where package_id = $1 limit 1`,
      [src.id],
    );
    const out = await attempt(
      s.db,
      actors.admin,
      `insert into public.departures (package_id, depart_on, seats_total) values ($1, $2, 10)`,
      [src.id, rows[0].d],
    );
    expect(out.ok ? 'ok' : out.code).toBe('23505');
    expect(out.ok ? '' : out.message).toContain('departures_package_id_depart_on_key');
  });

  it('refuses moving a departure onto a date its package already has, but allows other changes', async () => {
    const src = await source();
    const { rows } = await s.db.query<{ id: string; d: string }>(
      `select id, depart_on::text as d from public.departures where package_id = $1 order by depart_on limit 2`,
      [src.id],
    );
    const moved = await attempt(s.db, actors.admin, `update public.departures set depart_on = $2 where id = $1`, [
      rows[1].id,
      rows[0].d,
    ]);
    expect(moved.ok ? 'ok' : moved.code).toBe('23505');
    const seats = await attempt(s.db, actors.admin, `update public.departures set seats_total = 44 where id = $1`, [
      rows[0].id,
    ]);
    expect(seats.ok).toBe(true);
  });

  it('allows the same date on another package', async () => {
    const src = await source();
    const other = (await s.db.query<{ id: string }>(`select id from public.packages where slug = 'haji-plus-2028'`))
      .rows[0].id;
    const { rows } = await s.db.query<{ d: string }>(
      `select depart_on::text as d from public.departures where package_id = $1 limit 1`,
      [src.id],
    );
    const out = await attempt(
      s.db,
      actors.admin,
      `insert into public.departures (package_id, depart_on, seats_total) values ($1, $2, 10)`,
      [other, rows[0].d],
    );
    expect(out.ok).toBe(true);
  });

  it('an existing pair on one date stays editable (the check looks only at new or changed dates)', async () => {
    const src = await source();
    const { rows } = await s.db.query<{ id: string; d: string }>(
      `select id, depart_on::text as d from public.departures where package_id = $1 limit 1`,
      [src.id],
    );
    const out = await attempt(
      s.db,
      actors.admin,
      `update public.departures set note = 'catatan' where id = $1`,
      [rows[0].id],
      {
        setup: `alter table public.departures disable trigger departures_one_per_date;
              insert into public.departures (package_id, depart_on, seats_total) values ('${src.id}', '${rows[0].d}', 5);
              alter table public.departures enable trigger departures_one_per_date;`,
      },
    );
    expect(out.ok).toBe(true);
  });
});
