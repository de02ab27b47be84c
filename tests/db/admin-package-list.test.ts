import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { PACKAGE_LIST_COLUMNS, type PackageListRow } from '../../admin/src/packages/model.ts';
import { nextOpenDeparture, upcomingDepartures, type Departure } from '../../domain/index.ts';
import { attempt, bootWithActors, rowsOf, type Actors } from './helpers.ts';

// public.admin_package_list (supabase/migrations/20261128001000_admin_package_list.sql): the admin list's one
// read, each package's card with its next departure and departure months, read as the caller.

let s: LocalSupabase;
let actors: Actors;
beforeAll(async () => ({ s, actors } = await bootWithActors()));
afterAll(async () => s?.close());

const DENIED = '42501';

// Every field the card reads is one the list names (the `satisfies` in the model is the other direction).
type Unlisted = Exclude<keyof PackageListRow, (typeof PACKAGE_LIST_COLUMNS)[number]>;
const everyFieldListed: [Unlisted] extends [never] ? true : Unlisted = true;

async function read(actor: keyof Omit<Actors, 'ids'>, where = 'true'): Promise<PackageListRow[]> {
  return rowsOf<PackageListRow>(
    await attempt(s.db, actors[actor], `select * from public.admin_package_list where ${where} order by slug`),
  );
}

async function slugs(where: string): Promise<string[]> {
  const { rows } = await s.db.query<{ slug: string }>(`select slug from public.packages where ${where} order by slug`);
  return rows.map((r) => r.slug);
}

describe('public.admin_package_list', () => {
  it('has exactly the columns the list card reads, in the model’s order', async () => {
    expect(everyFieldListed).toBe(true);
    const { rows } = await s.db.query<{ c: string }>(
      `select column_name as c from information_schema.columns
        where table_schema = 'public' and table_name = 'admin_package_list' order by ordinal_position`,
    );
    expect(rows.map((r) => r.c)).toEqual([...PACKAGE_LIST_COLUMNS]);
  });

  it('refuses anon outright (no grant)', async () => {
    const out = await attempt(s.db, actors.anon, `select * from public.admin_package_list`);
    expect(out.ok ? 'ok' : out.code).toBe(DENIED);
  });

  it('shows a signed-in non-administrator only what the tables let them read: active packages', async () => {
    const rows = await read('user');
    expect(rows.map((r) => r.slug)).toEqual(await slugs(`status = 'active'`));
  });

  it('gives the administrator every package once, drafts included, with the card’s fields', async () => {
    const rows = await read('admin');
    expect(rows.map((r) => r.slug)).toEqual(await slugs('true'));
    expect(rows.some((r) => r.status === 'draft')).toBe(true);
    const { rows: pkgs } = await s.db.query<{
      id: string;
      title: string;
      price_quad: string;
      is_promo: boolean;
      cover: string | null;
    }>(`select id, title, price_quad::text, is_promo, images ->> 0 as cover from public.packages order by slug`);
    expect(
      rows.map((r) => ({
        id: r.id,
        title: r.title,
        price_quad: String(r.price_quad),
        is_promo: r.is_promo,
        cover: r.cover,
      })),
    ).toEqual(pkgs);
  });

  it('names the next departure as the domain does: the earliest bookable upcoming one, else the earliest upcoming', async () => {
    const { rows: ids } = await s.db.query<{ id: string }>(`select id from public.packages order by slug limit 4`);
    const [a, b, c, none] = ids.map((r) => r.id);
    // a: yesterday (past, open), today closed, +5 full, +9 open → +9. b: every upcoming one closed or full → the
    // earliest. c: +3 and +40, both open → +3. none: its departures removed → null.
    await s.db.query(`delete from public.departures where package_id = any($1::uuid[])`, [[a, b, c, none]]);
    await s.db.query(
      `insert into public.departures (package_id, depart_on, seats_total, seats_booked, status) values
         ($1, public.today_wib() - 1, 10, 0, 'open'),
         ($1, public.today_wib(), 10, 0, 'closed'),
         ($1, public.today_wib() + 5, 10, 10, 'open'),
         ($1, public.today_wib() + 9, 10, 4, 'open'),
         ($2, public.today_wib() + 7, 10, 10, 'open'),
         ($2, public.today_wib() + 2, 10, 0, 'closed'),
         ($3, public.today_wib() + 3, 20, 1, 'open'),
         ($3, public.today_wib() + 40, 20, 0, 'open')`,
      [a, b, c],
    );
    const { rows: today } = await s.db.query<{ d: string }>(`select public.today_wib()::text as d`);
    const { rows: all } = await s.db.query<Departure>(
      `select id, package_id, depart_on::text, return_on::text, seats_total, seats_booked, status,
              price_quad, price_triple, price_double, note
         from public.departures order by depart_on, id`,
    );
    const rows = await read('admin');
    expect(rows.find((r) => r.id === none)!.next_departure).toBeNull();
    for (const r of rows) {
      const upcoming = upcomingDepartures(
        all.filter((d) => d.package_id === r.id),
        today[0].d,
      );
      const expected = nextOpenDeparture(upcoming) ?? upcoming[0] ?? null;
      expect(r.next_departure, r.slug).toEqual(
        expected && {
          id: expected.id,
          depart_on: expected.depart_on,
          seats_total: expected.seats_total,
          seats_booked: expected.seats_booked,
          status: expected.status,
        },
      );
    }
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(a)!.next_departure).toMatchObject({ seats_booked: 4, status: 'open' });
    expect(byId.get(b)!.next_departure).toMatchObject({ status: 'closed' });
    expect(byId.get(c)!.next_departure).toMatchObject({ seats_booked: 1 });
    // Past months too: the month filter offers them. Each month once, in order.
    const months = (id: string) =>
      [...new Set(all.filter((d) => d.package_id === id).map((d) => d.depart_on.slice(0, 7)))].sort();
    for (const r of rows) expect(r.departure_months, r.slug).toEqual(months(r.id));
    expect(byId.get(a)!.departure_months).toContain(
      all.find((d) => d.package_id === a && d.depart_on < today[0].d)!.depart_on.slice(0, 7),
    );
  });

  it('filters by month the way the list asks (departure_months contains the month)', async () => {
    const { rows } = await s.db.query<{ m: string }>(`select to_char(public.today_wib() + 40, 'YYYY-MM') as m`);
    const month = rows[0].m;
    const found = await read('admin', `departure_months @> array['${month}']`);
    expect(found.map((r) => r.slug)).toEqual(
      await slugs(
        `exists (select 1 from public.departures d where d.package_id = packages.id
                    and to_char(d.depart_on, 'YYYY-MM') = '${month}')`,
      ),
    );
    expect(found.length).toBeGreaterThan(0);
  });

  it('reads as the caller (security_invoker), so the packages’ and departures’ policies apply', async () => {
    const { rows } = await s.db.query<{ reloptions: string[] | null }>(
      `select reloptions from pg_class where oid = 'public.admin_package_list'::regclass`,
    );
    expect(rows[0].reloptions).toContain('security_invoker=true');
  });
});
