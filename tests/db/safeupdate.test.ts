import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import type { Claims } from '../../server/supabase/jwt.ts';
import { attempt, bootWithActors, onPostgres, type Actors, type Outcome } from './helpers.ts';

// Hosted Supabase refuses UPDATE and DELETE without a WHERE clause in PostgREST's sessions, also inside the
// (security definer) functions and triggers they call. The parity cluster preloads api_safeupdate
// (scripts/parity/safeupdate) for the API roles; PGlite has no such module, so this runs on PostgreSQL only.

const CARDINALITY = '21000';

let s: LocalSupabase;
let actors: Actors;
let apiRoles: [string, Claims][];

function expectRefused(out: Outcome, command: 'UPDATE' | 'DELETE') {
  expect(out).toEqual({ ok: false, code: CARDINALITY, message: `${command} requires a WHERE clause` });
}

describe.runIf(onPostgres)('UPDATE and DELETE without WHERE (safeupdate) on PostgreSQL', () => {
  beforeAll(async () => {
    ({ s, actors } = await bootWithActors());
    const now = Math.floor(Date.now() / 1000);
    apiRoles = [
      ['anon', actors.anon],
      ['authenticated', actors.user],
      ['service_role', { role: 'service_role', iss: 'supabase', iat: now, exp: now + 3600 }],
    ];
    // Objects of this clone only. One function per caller: PL/pgSQL keeps a statement's plan for the session, so
    // a function first run by postgres would not be analysed again when an API role calls it.
    await s.db.exec(`
      create table public.safeupdate_probe (id int primary key, n int not null default 0);
      grant select, insert, update, delete on public.safeupdate_probe to anon, authenticated, service_role;
      insert into public.safeupdate_probe (id) values (1), (2);
      create function public.safeupdate_probe_bump() returns int
        language plpgsql security definer set search_path = ''
      as $$
      declare
        changed int;
      begin
        update public.safeupdate_probe set n = n + 1;
        get diagnostics changed = row_count;
        return changed;
      end
      $$;
      create function public.safeupdate_probe_bump_owner() returns int
        language plpgsql security definer set search_path = ''
      as $$ begin update public.safeupdate_probe set n = n + 1; return 1; end $$;
      create function public.safeupdate_probe_clear() returns void
        language sql security definer set search_path = ''
      as $$ delete from public.safeupdate_probe $$;
      create function public.safeupdate_probe_clear_where() returns int
        language plpgsql security definer set search_path = ''
      as $$
      declare
        changed int;
      begin
        delete from public.safeupdate_probe where true;
        get diagnostics changed = row_count;
        return changed;
      end
      $$;
      create function public.safeupdate_probe_touch() returns trigger
        language plpgsql security definer set search_path = ''
      as $$ begin update public.safeupdate_probe set n = n; return new; end $$;
      create table public.safeupdate_probe_log (id int primary key);
      grant insert on public.safeupdate_probe_log to anon;
      create trigger touch after insert on public.safeupdate_probe_log
        for each row execute function public.safeupdate_probe_touch();
      grant execute on function public.safeupdate_probe_bump(), public.safeupdate_probe_clear(),
        public.safeupdate_probe_clear_where() to anon, authenticated, service_role;
    `);
  });
  afterAll(async () => s?.close());

  it('refuses them for each API role, and allows them with a WHERE clause', async () => {
    for (const [name, claims] of apiRoles) {
      expectRefused(await attempt(s.db, claims, `update public.safeupdate_probe set n = n`), 'UPDATE');
      expectRefused(await attempt(s.db, claims, `delete from public.safeupdate_probe`), 'DELETE');
      const update = await attempt(s.db, claims, `update public.safeupdate_probe set n = n where true`);
      expect(update, name).toMatchObject({ ok: true, affected: 2 });
      const del = await attempt(s.db, claims, `delete from public.safeupdate_probe where id > 0`);
      expect(del, name).toMatchObject({ ok: true, affected: 2 });
    }
  });

  it('refuses a data-modifying WITH query without WHERE', async () => {
    const out = await attempt(
      s.db,
      actors.anon,
      `with gone as (delete from public.safeupdate_probe returning id) select count(*) from gone`,
    );
    expectRefused(out, 'DELETE');
  });

  it('refuses them inside security definer functions and triggers an API role reaches', async () => {
    for (const [, claims] of apiRoles) {
      expectRefused(await attempt(s.db, claims, `select public.safeupdate_probe_bump()`), 'UPDATE');
      expectRefused(await attempt(s.db, claims, `select public.safeupdate_probe_clear()`), 'DELETE');
      const out = await attempt(s.db, claims, `select public.safeupdate_probe_clear_where() as n`);
      expect(out).toMatchObject({ ok: true, rows: [{ n: 2 }] });
    }
    expectRefused(await attempt(s.db, actors.anon, `insert into public.safeupdate_probe_log values (1)`), 'UPDATE');
  });

  it('leaves postgres (migrations, maintenance) alone', async () => {
    const undo = new Error('roll back');
    const done = s.db.transaction(async (tx) => {
      expect((await tx.query(`update public.safeupdate_probe set n = n`)).affectedRows).toBe(2);
      expect((await tx.query(`select public.safeupdate_probe_bump_owner() as n`)).rows).toEqual([{ n: 1 }]);
      expect((await tx.query(`delete from public.safeupdate_probe`)).affectedRows).toBe(2);
      throw undo;
    });
    await expect(done).rejects.toBe(undo);
    expect((await s.db.query(`select count(*)::int as n from public.safeupdate_probe`)).rows).toEqual([{ n: 2 }]);
  });

  it('can be switched off with parity_safeupdate.enabled', async () => {
    const out = await attempt(s.db, actors.anon, `update public.safeupdate_probe set n = n`, [], {
      setup: `set local parity_safeupdate.enabled = off`,
    });
    expect(out).toMatchObject({ ok: true, affected: 2 });
  });
});
