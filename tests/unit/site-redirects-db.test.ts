/** public.redirects on a real database: who may read and write it, and the package trigger that fills it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { attempt, bootDatabase, createActors, rowsOf, type Actors } from '../db/helpers.ts';

let s: LocalSupabase;
let actors: Actors;

beforeAll(async () => {
  s = await bootDatabase();
  actors = await createActors(s);
}, 120_000);

afterAll(async () => {
  await s?.close();
});

const insert = `insert into public.redirects (from_path, to_path) values ('/lama', '/umroh') returning from_path`;

describe('redirects: access', () => {
  it('visitors and signed-in users read, only the administrator writes', async () => {
    expect((await attempt(s.db, actors.anon, 'select * from public.redirects')).ok).toBe(true);
    for (const who of [actors.anon, actors.user]) {
      const out = await attempt(s.db, who, insert);
      expect(out.ok ? 'ok' : out.code).toBe('42501');
    }
    expect(rowsOf(await attempt(s.db, actors.admin, insert))).toEqual([{ from_path: '/lama' }]);
  });

  it('rejects addresses that are not same-site paths', async () => {
    for (const [from, to] of [
      ['lama', '/umroh'],
      ['/lama', 'https://evil.example/'],
      ['/a b', '/umroh'],
      ['/sama', '/sama'],
    ]) {
      const out = await attempt(
        s.db,
        actors.admin,
        `insert into public.redirects (from_path, to_path) values ($1, $2)`,
        [from, to],
      );
      expect(out.ok ? 'ok' : out.code, `${from} -> ${to}`).toBe('23514');
    }
  });
});

describe('redirects: a package keeps its old address', () => {
  it('records slug and category changes, collapses chains, and forgets an address that is live again', async () => {
    const save = (sql: string) => attempt(s.db, actors.admin, sql, [], { commit: true });
    const redirects = async () =>
      (
        await s.db.query<{ from_path: string; to_path: string; status: number }>(
          `select from_path, to_path, status from public.redirects where from_path like '/%/umroh-hemat%' order by from_path`,
        )
      ).rows;

    rowsOf(
      await save(`update public.packages set slug = 'umroh-hemat-a' where slug = 'umroh-hemat-9-hari' returning id`),
    );
    expect(await redirects()).toEqual([
      { from_path: '/umroh/umroh-hemat-9-hari', to_path: '/umroh/umroh-hemat-a', status: 301 },
    ]);

    rowsOf(await save(`update public.packages set category = 'haji' where slug = 'umroh-hemat-a' returning id`));
    expect(await redirects()).toEqual([
      { from_path: '/umroh/umroh-hemat-9-hari', to_path: '/haji/umroh-hemat-a', status: 301 },
      { from_path: '/umroh/umroh-hemat-a', to_path: '/haji/umroh-hemat-a', status: 301 },
    ]);

    // Back where it was: its old address is live again, so it no longer redirects.
    rowsOf(
      await save(
        `update public.packages set category = 'umroh', slug = 'umroh-hemat-9-hari' where slug = 'umroh-hemat-a' returning id`,
      ),
    );
    const rows = await redirects();
    expect(rows.find((r) => r.from_path === '/umroh/umroh-hemat-9-hari')).toBeUndefined();
    expect(rows).toContainEqual({
      from_path: '/haji/umroh-hemat-a',
      to_path: '/umroh/umroh-hemat-9-hari',
      status: 301,
    });
  });

  it('an edit that keeps slug and category records nothing', async () => {
    const before = (await s.db.query(`select count(*)::int as n from public.redirects`)).rows;
    rowsOf(
      await attempt(
        s.db,
        actors.admin,
        `update public.packages set title = title || ' ' where slug = 'haji-plus-2027' returning id`,
      ),
    );
    expect((await s.db.query(`select count(*)::int as n from public.redirects`)).rows).toEqual(before);
  });
});
