import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { attempt, bootWithActors, onPostgres, rowsOf, type Actors } from './helpers.ts';

/**
 * The parts of hosted Supabase's base that the project relies on, checked on
 * whichever base the tests run on (PGlite's bootstrap.sql, or the parity
 * job's Debian PostgreSQL), so the two stay alike.
 */
let s: LocalSupabase;
let actors: Actors;

beforeAll(async () => ({ s, actors } = await bootWithActors()));
afterAll(async () => s?.close());

const AUTH_TABLES = ['users', 'sessions', 'refresh_tokens', 'mfa_factors', 'mfa_challenges'];

describe('the Supabase-like base', () => {
  it('the API roles inherit, and anon/authenticated carry statement timeouts of 3 s and 8 s', async () => {
    const { rows } = await s.db.query<{ rolname: string; rolinherit: boolean; timeout: string | null }>(
      `select r.rolname, r.rolinherit,
              (select split_part(c, '=', 2) from pg_db_role_setting st, unnest(st.setconfig) c
                where st.setrole = r.oid and st.setdatabase = 0 and c like 'statement_timeout=%') as timeout
         from pg_roles r where r.rolname in ('anon', 'authenticated', 'service_role') order by r.rolname`,
    );
    expect(rows).toEqual([
      { rolname: 'anon', rolinherit: true, timeout: '3s' },
      { rolname: 'authenticated', rolinherit: true, timeout: '8s' },
      { rolname: 'service_role', rolinherit: true, timeout: null },
    ]);
  });

  it('a request runs under its role’s statement timeout, as PostgREST applies it', async () => {
    const timeoutAs = async (claims: typeof actors.anon) =>
      rowsOf<{ t: string }>(await attempt(s.db, claims, `select current_setting('statement_timeout') as t`))[0].t;
    expect(await timeoutAs(actors.anon)).toBe('3s');
    expect(await timeoutAs(actors.user)).toBe('8s');
  });

  // PGlite (single-threaded WebAssembly) accepts statement_timeout but never fires it; PostgreSQL does.
  it.runIf(onPostgres)('a visitor’s statement running past 3 s is cancelled', async () => {
    const out = await attempt(s.db, actors.anon, `select pg_sleep(3.5)`);
    expect(out).toMatchObject({ ok: false, code: '57014' });
  });

  it('row-level security is on for every auth table, and the API roles reach none of them', async () => {
    const { rows } = await s.db.query<{ relname: string; relrowsecurity: boolean }>(
      `select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'auth' and c.relname = any($1::text[]) order by c.relname`,
      [AUTH_TABLES],
    );
    expect(rows).toEqual([...AUTH_TABLES].sort().map((relname) => ({ relname, relrowsecurity: true })));
    for (const claims of [actors.anon, actors.user, actors.admin]) {
      for (const table of AUTH_TABLES) {
        const out = await attempt(s.db, claims, `select * from auth.${table} limit 1`);
        expect(out, `${claims.role} on auth.${table}`).toMatchObject({ ok: false, code: '42501' });
      }
    }
  });

  it('bucket definitions have no policy of the base’s own: visitors and users see none', async () => {
    const { rows } = await s.db.query<{ n: number }>(
      `select count(*)::int as n from pg_policies where schemaname = 'storage' and tablename = 'buckets'`,
    );
    expect(rows[0].n).toBe(0);
    for (const claims of [actors.anon, actors.user]) {
      expect(await attempt(s.db, claims, `select id from storage.buckets`)).toMatchObject({ ok: true, rows: [] });
    }
  });

  it('auth.uid(), auth.role() and auth.jwt() read the request’s claims', async () => {
    const out = await attempt(
      s.db,
      actors.user,
      `select auth.uid() as uid, auth.role() as role, auth.jwt() ->> 'email' as email`,
    );
    expect(rowsOf(out)).toEqual([{ uid: actors.ids.user, role: 'authenticated', email: actors.user.email }]);
  });
});

describe.runIf(onPostgres)('production parity: the migrations ran as hosted Supabase runs them', () => {
  it('as the non-superuser postgres, which owns the schema objects and the migration ledger', async () => {
    const me = await s.db.query<{ user: string; rolsuper: boolean; rolbypassrls: boolean; rolcreaterole: boolean }>(
      `select current_user as user, rolsuper, rolbypassrls, rolcreaterole from pg_roles where rolname = current_user`,
    );
    expect(me.rows[0]).toEqual({ user: 'postgres', rolsuper: false, rolbypassrls: true, rolcreaterole: true });
    const owners = await s.db.query<{ owner: string }>(
      `select distinct pg_get_userbyid(c.relowner) as owner from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r'`,
    );
    expect(owners.rows).toEqual([{ owner: 'postgres' }]);
    const ledger = await s.db.query<{ n: number }>(
      `select count(*)::int as n from supabase_migrations.schema_migrations`,
    );
    expect(ledger.rows[0].n).toBeGreaterThan(0);
  });

  it('auth and storage tables belong to their service roles, as on Supabase', async () => {
    const { rows } = await s.db.query<{ nspname: string; owner: string }>(
      `select distinct n.nspname, pg_get_userbyid(c.relowner) as owner from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
        where n.nspname in ('auth', 'storage') and c.relkind = 'r' order by 1`,
    );
    expect(rows).toEqual([
      { nspname: 'auth', owner: 'supabase_auth_admin' },
      { nspname: 'storage', owner: 'supabase_storage_admin' },
    ]);
  });

  it('postgres is no member of the auth and storage owners, yet may write policies on their tables', async () => {
    const { rows } = await s.db.query<{ rolname: string }>(
      `select r.rolname from pg_roles r
        where r.rolname in ('supabase_auth_admin', 'supabase_storage_admin') and pg_has_role('postgres', r.oid, 'member')`,
    );
    expect(rows).toEqual([]);
    await expect(s.db.query(`alter table storage.objects add column parity_probe int`)).rejects.toMatchObject({
      code: '42501',
    });
    await s.db.query(`create policy "parity probe" on storage.objects for select to anon using (false)`);
    await s.db.query(`drop policy "parity probe" on storage.objects`);
    const after = await s.db.query(
      `select 1 from pg_roles r where r.rolname = 'supabase_storage_admin' and pg_has_role('postgres', r.oid, 'member')`,
    );
    expect(after.rows).toEqual([]);
  });

  it('runs an extension script on CREATE EXTENSION pg_cron, as supautils does on Supabase', async () => {
    // The script drops and re-creates pg_cron with its jobs. Only the scheduler's own database may create
    // pg_cron, so its effect is checked on the template build (cron-jobs.test.ts: every job survived).
    const { rows } = await s.db.query<{ n: number }>(
      `select count(*)::int as n from pg_event_trigger where evtname = 'parity_privileged_extensions' and evtenabled <> 'D'`,
    );
    expect(rows[0].n).toBe(1);
  });

  it('has the real pg_cron: postgres schedules jobs through cron.schedule() but cannot write cron.job', async () => {
    const ext = await s.db.query<{ extname: string }>(`select extname from pg_extension where extname = 'pg_cron'`);
    expect(ext.rows).toEqual([{ extname: 'pg_cron' }]);
    await s.db.query(`select cron.schedule('parity-check', '5 17 * * *', 'select 1')`);
    const jobs = await s.db.query<{ schedule: string; username: string }>(
      `select schedule, username from cron.job where jobname = 'parity-check'`,
    );
    expect(jobs.rows).toEqual([{ schedule: '5 17 * * *', username: 'postgres' }]);
    await expect(
      s.db.query(`insert into cron.job (schedule, command) values ('* * * * *', 'select 1')`),
    ).rejects.toMatchObject({ code: '42501' });
  });
});
