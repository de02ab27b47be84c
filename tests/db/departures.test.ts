import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import type { Claims } from '../../server/supabase/jwt.ts';
import { todayWib } from '../../domain/departures.ts';
import { attempt, bootWithActors, insertSql, rowsOf, type Actors } from './helpers.ts';

// Departures, one row per date of a package with its seats
// (supabase/migrations/20261123008000_departures.sql), public.today_wib()
// and the dashboard figures computed from departures.

let s: LocalSupabase;
let actors: Actors;
beforeAll(async () => ({ s, actors } = await bootWithActors()));
afterAll(async () => s?.close());

const CHECK = '23514';
const DENIED = '42501';

const ACTIVE = 'umroh-hemat-9-hari';
const ACTIVE_2 = 'haji-plus-2027';
const DRAFT = 'umroh-syawal-9-hari-2027';

const packageId = async (slug: string) =>
  (await s.db.query<{ id: string }>(`select id from public.packages where slug = $1`, [slug])).rows[0].id;

const validDeparture = async (over: Record<string, unknown> = {}) => ({
  package_id: await packageId(ACTIVE),
  depart_on: '2027-09-01',
  return_on: '2027-09-09',
  seats_total: 45,
  seats_booked: 0,
  ...over,
});

function tryInsert(row: Record<string, unknown>, claims: Claims = actors.admin, commit = false) {
  const { sql, params } = insertSql('public.departures', row);
  return attempt(s.db, claims, sql, params, { commit });
}

const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();

describe('seed', () => {
  it('has a departure within 30 days under half full, and one already past (relative to today)', async () => {
    const { rows } = await s.db.query<{ soon: number; past: number }>(
      `select count(*) filter (where depart_on between current_date and current_date + 30 and seats_booked * 2 < seats_total)::int as soon,
              count(*) filter (where depart_on < current_date)::int as past
         from public.departures`,
    );
    expect(rows[0].soon).toBeGreaterThanOrEqual(1);
    expect(rows[0].past).toBeGreaterThanOrEqual(1);
  });
});

describe('constraints', () => {
  it('accepts a valid departure with defaults (open, nothing booked, empty note, no price override)', async () => {
    const out = await tryInsert({ package_id: await packageId(ACTIVE), depart_on: '2027-09-01', seats_total: 10 });
    expect(rowsOf(out)[0]).toMatchObject({
      seats_booked: 0,
      status: 'open',
      note: '',
      return_on: null,
      price_quad: null,
      price_triple: null,
      price_double: null,
    });
  });

  it('accepts the boundaries: full (booked = total), return on the departure day, zero seats, price 0', async () => {
    for (const over of [
      { seats_total: 45, seats_booked: 45 },
      { depart_on: '2027-09-01', return_on: '2027-09-01' },
      { seats_total: 0, seats_booked: 0 },
      { seats_total: 10_000 },
      { price_quad: 0, price_triple: 0, price_double: 0 },
      { status: 'closed' },
      { note: 'N'.repeat(200) },
    ]) {
      const out = await tryInsert(await validDeparture(over));
      expect(out.ok ? 'ok' : out.message, JSON.stringify(over)).toBe('ok');
    }
  });

  it.each([
    ['seats booked above the total', { seats_total: 45, seats_booked: 46 }, 'departures_seats_booked_check'],
    ['negative seats booked', { seats_booked: -1 }, 'departures_seats_booked_check'],
    // Postgres checks constraints in name order: 0 booked of -1 fails the booked check first.
    ['a negative seat total', { seats_total: -1, seats_booked: 0 }, 'departures_seats_booked_check'],
    ['more than 10,000 seats', { seats_total: 10_001 }, 'departures_seats_total_check'],
    [
      'a return before the departure',
      { depart_on: '2027-09-10', return_on: '2027-09-09' },
      'departures_return_on_check',
    ],
    ['an unknown status', { status: 'full' }, 'departures_status_check'],
    ['a negative quad price override', { price_quad: -1 }, 'departures_price_quad_check'],
    ['a negative triple price override', { price_triple: -1 }, 'departures_price_triple_check'],
    ['a negative double price override', { price_double: -1 }, 'departures_price_double_check'],
    ['a note over 200 characters', { note: 'N'.repeat(201) }, 'departures_note_check'],
  ])('refuses %s (%s)', async (_, over, constraint) => {
    const out = await tryInsert(await validDeparture(over));
    expect(out.ok ? 'ok' : out.code).toBe(CHECK);
    expect(out.ok ? '' : out.message).toContain(constraint);
  });

  it('refuses the same bad data on update', async () => {
    const id = (await s.db.query<{ id: string }>(`select id from public.departures limit 1`)).rows[0].id;
    for (const [set, constraint] of [
      ['seats_booked = seats_total + 1', 'departures_seats_booked_check'],
      ['return_on = depart_on - 1', 'departures_return_on_check'],
      [`status = 'cancelled'`, 'departures_status_check'],
    ]) {
      const out = await attempt(s.db, actors.admin, `update public.departures set ${set} where id = $1`, [id]);
      expect(out.ok ? 'ok' : out.code, set).toBe(CHECK);
      expect(out.ok ? '' : out.message, set).toContain(constraint);
    }
  });

  it('refuses a missing package, date or seat total, and an unknown package', async () => {
    const pkg = await packageId(ACTIVE);
    for (const row of [
      { depart_on: '2027-09-01', seats_total: 1 },
      { package_id: pkg, seats_total: 1 },
      { package_id: pkg, depart_on: '2027-09-01' },
    ]) {
      const out = await tryInsert(row);
      expect(out.ok ? 'ok' : out.code, JSON.stringify(row)).toBe('23502');
    }
    const unknown = await tryInsert(await validDeparture({ package_id: '00000000-0000-0000-0000-000000000000' }));
    expect(unknown.ok ? 'ok' : unknown.code).toBe('23503');
  });

  it('deletes the departures of a deleted package (cascade), and only those', async () => {
    const id = await packageId(ACTIVE);
    const before = (await s.db.query<{ n: number }>(`select count(*)::int as n from public.departures`)).rows[0].n;
    const own = (
      await s.db.query<{ n: number }>(`select count(*)::int as n from public.departures where package_id = $1`, [id])
    ).rows[0].n;
    expect(own).toBeGreaterThan(0);
    await s.db.exec('begin');
    try {
      await s.db.query(`delete from public.packages where id = $1`, [id]);
      const left = await s.db.query<{ mine: number; all: number }>(
        `select count(*) filter (where package_id = $1)::int as mine, count(*)::int as all from public.departures`,
        [id],
      );
      expect(left.rows[0]).toEqual({ mine: 0, all: before - own });
    } finally {
      await s.db.exec('rollback');
    }
  });

  it('touches updated_at on change', async () => {
    const out = await attempt(
      s.db,
      actors.admin,
      `update public.departures set updated_at = '2000-01-01' where true
       returning updated_at > '2001-01-01'::timestamptz as touched`,
    );
    const rows = rowsOf<{ touched: boolean }>(out);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.touched)).toBe(true);
  });
});

describe('visitors (anon and signed-in non-administrators)', () => {
  it('read the departures of active packages only', async () => {
    const expected = (
      await s.db.query<{ id: string }>(
        `select d.id from public.departures d join public.packages p on p.id = d.package_id where p.status = 'active'`,
      )
    ).rows;
    const drafts = (
      await s.db.query<{ id: string }>(
        `select d.id from public.departures d join public.packages p on p.id = d.package_id where p.status = 'draft'`,
      )
    ).rows;
    expect(expected.length).toBeGreaterThan(10);
    expect(drafts.length).toBeGreaterThan(0);
    for (const who of [actors.anon, actors.user, actors.adminMfaAal1]) {
      const seen = rowsOf<{ id: string }>(await attempt(s.db, who, `select id from public.departures`));
      expect(ids(seen)).toEqual(ids(expected));
    }
  });

  it('do not see the departures of a draft package, even asked by its id', async () => {
    const draft = await packageId(DRAFT);
    for (const who of [actors.anon, actors.user]) {
      const out = await attempt(s.db, who, `select count(*)::int as n from public.departures where package_id = $1`, [
        draft,
      ]);
      expect(rowsOf(out)).toEqual([{ n: 0 }]);
    }
    const admin = await attempt(
      s.db,
      actors.admin,
      `select count(*)::int as n from public.departures where package_id = $1`,
      [draft],
    );
    expect(rowsOf<{ n: number }>(admin)[0].n).toBeGreaterThan(0);
  });

  it('lose sight of a package’s departures when it becomes a draft', async () => {
    const id = await packageId(ACTIVE);
    const out = await attempt(
      s.db,
      actors.anon,
      `select count(*)::int as n from public.departures where package_id = $1`,
      [id],
      {
        setup: `update public.packages set status = 'draft' where id = '${id}'`,
      },
    );
    expect(rowsOf(out)).toEqual([{ n: 0 }]);
  });

  it('cannot add, change or delete departures', async () => {
    const row = await validDeparture();
    for (const who of [actors.anon, actors.user, actors.adminMfaAal1]) {
      const add = await tryInsert(row, who);
      expect(add.ok ? 'ok' : add.code).toBe(DENIED);
      for (const sql of [
        `update public.departures set seats_booked = 0 where true`,
        `delete from public.departures where true`,
      ]) {
        const out = await attempt(s.db, who, sql);
        expect(out.ok ? 'ok' : out.code, sql).toBe(DENIED);
      }
    }
    const n = (await s.db.query<{ n: number }>(`select count(*)::int as n from public.departures`)).rows[0].n;
    expect(n).toBeGreaterThan(0);
  });
});

describe('the administrator', () => {
  it('reads every departure, drafts’ included', async () => {
    const all = (await s.db.query<{ id: string }>(`select id from public.departures`)).rows;
    for (const who of [actors.admin, actors.adminMfaAal2]) {
      expect(ids(rowsOf(await attempt(s.db, who, `select id from public.departures`)))).toEqual(ids(all));
    }
  });

  it('adds, changes and deletes departures', async () => {
    const added = rowsOf<{ id: string }>(await tryInsert(await validDeparture({ note: 'Baru' }), actors.admin, true));
    const id = added[0].id;
    const changed = await attempt(
      s.db,
      actors.admin,
      `update public.departures set seats_booked = 45, status = 'closed' where id = $1 returning seats_booked, status`,
      [id],
      { commit: true },
    );
    expect(rowsOf(changed)).toEqual([{ seats_booked: 45, status: 'closed' }]);
    const deleted = await attempt(s.db, actors.admin, `delete from public.departures where id = $1`, [id], {
      commit: true,
    });
    expect(deleted.ok && deleted.affected).toBe(1);
  });
});

describe('publishing', () => {
  it('an added, changed or deleted departure requests a site rebuild', async () => {
    for (const [sql, reason] of [
      [
        `insert into public.departures (package_id, depart_on, seats_total)
         select id, date '2027-11-01', 30 from public.packages where slug = '${ACTIVE}'`,
        'departures insert',
      ],
      [
        `update public.departures set seats_booked = seats_booked where depart_on = date '2027-11-01'`,
        'departures update',
      ],
      [`delete from public.departures where depart_on = date '2027-11-01'`, 'departures delete'],
    ]) {
      await s.db.exec(`delete from public.site_builds`);
      const out = await attempt(s.db, actors.admin, sql, [], { commit: true });
      expect(out.ok ? 'ok' : out.message).toBe('ok');
      const reasons = (await s.db.query<{ reason: string }>(`select reason from public.site_builds`)).rows.map(
        (r) => r.reason,
      );
      // One pending request; a deleted departure also clears it from the testimonials that named it.
      expect(reasons).toHaveLength(1);
      expect(reasons[0]!.split(', ')).toContain(reason);
    }
  });
});

describe('public.today_wib()', () => {
  it('is the date in Asia/Jakarta, whatever the session time zone', async () => {
    const before = todayWib();
    for (const zone of ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Jakarta']) {
      const row = await s.db.transaction(async (tx) => {
        await tx.query(`select set_config('timezone', $1, true)`, [zone]);
        return (
          await tx.query<{ today: string; jakarta: string; utc7: string }>(
            `select public.today_wib()::text as today,
                    (now() at time zone 'Asia/Jakarta')::date::text as jakarta,
                    ((now() at time zone 'UTC') + interval '7 hours')::date::text as utc7`,
          )
        ).rows[0];
      });
      const after = todayWib();
      expect(row.today, zone).toBe(row.jakarta);
      // WIB is UTC+7 all year (no daylight saving).
      expect(row.today, zone).toBe(row.utc7);
      // The same date as the site's and admin's todayWib() (either side of a midnight during the test).
      expect([before, after], zone).toContain(row.today);
    }
  });

  it('may be called by visitors', async () => {
    for (const who of [actors.anon, actors.user]) {
      const out = await attempt(
        s.db,
        who,
        `select public.today_wib() = (now() at time zone 'Asia/Jakarta')::date as ok`,
      );
      expect(rowsOf(out)).toEqual([{ ok: true }]);
    }
  });
});

describe('dashboard_summary() from departures', () => {
  interface NextDeparture {
    id: string;
    package_id: string;
    package_title: string;
    depart_on: string;
    seats_total: number;
    seats_booked: number;
    seats_left: number;
    needs_attention: boolean;
  }
  interface Summary {
    upcoming_departures: number;
    seats_offered: number;
    active_pilgrims: number;
    departures_needing_attention: number;
    next_departures: NextDeparture[];
  }

  /**
   * Known rows replacing the seed's departures (t = today in WIB):
   *  A, B active packages; D a draft.
   */
  const KNOWN = `
    delete from public.departures;
    insert into public.departures (package_id, depart_on, seats_total, seats_booked, status, note)
    select p.id, public.today_wib() + x.offset_days, x.total, x.booked, x.status, x.note
      from (values
        ('${ACTIVE}',   0,  40, 10, 'open',   'r1 today, a quarter full: attention'),
        ('${ACTIVE}',   30, 40, 20, 'open',   'r2 day 30, exactly half: no attention'),
        ('${ACTIVE_2}', 31, 10, 1,  'open',   'r3 day 31: beyond 30 days, no attention'),
        ('${ACTIVE_2}', 5,  20, 3,  'closed', 'r4 closed: pilgrims only'),
        ('${DRAFT}',    10, 30, 4,  'open',   'r5 draft package: pilgrims only'),
        ('${ACTIVE}',   -1, 50, 50, 'open',   'r6 yesterday: past, not counted'),
        ('${ACTIVE_2}', 29, 45, 22, 'open',   'r7 day 29, just under half: attention'),
        ('${ACTIVE}',   60, 10, 0,  'open',   'r8 day 60'),
        ('${ACTIVE_2}', 90, 12, 1,  'open',   'r9 day 90: sixth, not in the next five'),
        ('${ACTIVE}',   1,  10, 0,  'closed', 'r10 closed tomorrow')
      ) as x (slug, offset_days, total, booked, status, note)
      join public.packages p on p.slug = x.slug;`;

  async function summaryWithKnownRows(claims: Claims): Promise<Summary> {
    return rowsOf<{ s: Summary }>(
      await attempt(s.db, claims, `select public.dashboard_summary() as s`, [], { setup: KNOWN }),
    )[0].s;
  }

  const titles = async () =>
    Object.fromEntries(
      (
        await s.db.query<{ slug: string; title: string }>(
          `select slug, title from public.packages where slug in ($1, $2)`,
          [ACTIVE, ACTIVE_2],
        )
      ).rows.map((r) => [r.slug, r.title]),
    );

  const day = async (offset: number) =>
    (await s.db.query<{ d: string }>(`select (public.today_wib() + $1::int)::text as d`, [offset])).rows[0].d;

  it('counts upcoming open departures of active packages, their seats, booked pilgrims and those needing attention', async () => {
    const summary = await summaryWithKnownRows(actors.admin);
    // Sold (open, active package, from today on): r1 r2 r3 r7 r8 r9.
    expect(summary.upcoming_departures).toBe(6);
    expect(summary.seats_offered).toBe(40 + 40 + 10 + 45 + 10 + 12);
    // Every upcoming departure's booked seats, closed and draft ones included; not r6 (past).
    expect(summary.active_pilgrims).toBe(10 + 20 + 1 + 3 + 4 + 22 + 0 + 1 + 0);
    // Within 30 days and under half full: r1, r7.
    expect(summary.departures_needing_attention).toBe(2);
  });

  it('lists the five nearest open departures of active packages, with seats left and the attention flag', async () => {
    const summary = await summaryWithKnownRows(actors.admin);
    const t = await titles();
    expect(summary.next_departures.map(({ id: _id, package_id: _p, ...rest }) => rest)).toEqual([
      {
        package_title: t[ACTIVE],
        depart_on: await day(0),
        seats_total: 40,
        seats_booked: 10,
        seats_left: 30,
        needs_attention: true,
      },
      {
        package_title: t[ACTIVE_2],
        depart_on: await day(29),
        seats_total: 45,
        seats_booked: 22,
        seats_left: 23,
        needs_attention: true,
      },
      {
        package_title: t[ACTIVE],
        depart_on: await day(30),
        seats_total: 40,
        seats_booked: 20,
        seats_left: 20,
        needs_attention: false,
      },
      {
        package_title: t[ACTIVE_2],
        depart_on: await day(31),
        seats_total: 10,
        seats_booked: 1,
        seats_left: 9,
        needs_attention: false,
      },
      {
        package_title: t[ACTIVE],
        depart_on: await day(60),
        seats_total: 10,
        seats_booked: 0,
        seats_left: 10,
        needs_attention: false,
      },
    ]);
    const activeId = await packageId(ACTIVE);
    expect(summary.next_departures[0].package_id).toBe(activeId);
  });

  it('is empty-safe: no departures gives zeros and an empty list', async () => {
    const out = await attempt(s.db, actors.admin, `select public.dashboard_summary() as s`, [], {
      setup: 'delete from public.departures',
    });
    expect(rowsOf<{ s: Summary }>(out)[0].s).toMatchObject({
      upcoming_departures: 0,
      seats_offered: 0,
      active_pilgrims: 0,
      departures_needing_attention: 0,
      next_departures: [],
    });
  });

  it('for a signed-in non-administrator, counts only what row-level security shows (no draft departures)', async () => {
    const summary = await summaryWithKnownRows(actors.user);
    expect(summary.upcoming_departures).toBe(6);
    expect(summary.active_pilgrims).toBe(10 + 20 + 1 + 3 + 22 + 0 + 1 + 0);
  });

  it('with the seed: the departure 20 days out, 14 of 45 booked, needs attention; the past one is not listed', async () => {
    const summary = rowsOf<{ s: Summary }>(
      await attempt(s.db, actors.admin, `select public.dashboard_summary() as s`),
    )[0].s;
    const soon = summary.next_departures.find((d) => d.seats_total === 45 && d.seats_booked === 14);
    expect(soon).toMatchObject({ needs_attention: true, seats_left: 31 });
    const past = (
      await s.db.query<{ id: string }>(`select id from public.departures where depart_on < public.today_wib()`)
    ).rows.map((r) => r.id);
    expect(past.length).toBeGreaterThan(0);
    for (const d of summary.next_departures) expect(past).not.toContain(d.id);
    expect(summary.departures_needing_attention).toBeGreaterThanOrEqual(1);
  });
});
