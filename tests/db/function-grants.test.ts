import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { bootDatabase } from './helpers.ts';

/**
 * Which functions the API lets a visitor call. PostgREST exposes every function in public that the caller's
 * role may execute, so the grant, not a check inside the function, is what keeps the administrator's RPCs
 * from visitors. Hosted Supabase grants new functions in public to anon by default; PGlite's bootstrap and the
 * parity base do the same, so both worlds answer as production would.
 */
let s: LocalSupabase;
beforeAll(async () => (s = await bootDatabase()));
afterAll(async () => s?.close());

/** What the public site calls with the anon key, and is_admin(), which row-level policies call as the caller. */
const VISITOR_FUNCTIONS = [
  'is_admin()',
  'open_preview_link(text)',
  'partner_links()',
  'submit_inquiry(text,text,uuid,uuid,integer,text,boolean,text,text,text,text,text,text,text,text)',
  'today_wib()',
  'track_event(text,text,uuid,text,text)',
];

const executableBy = async (role: string) =>
  (
    await s.db.query<{ fn: string }>(
      `select replace(p.oid::regprocedure::text, ' ', '') as fn
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.prokind = 'f' and has_function_privilege($1, p.oid, 'execute')
        order by 1`,
      [role],
    )
  ).rows.map((r) => r.fn.replace(/^public\./, ''));

describe('function grants', () => {
  it('a visitor may execute only the functions the public site calls', async () => {
    expect(await executableBy('anon')).toEqual(VISITOR_FUNCTIONS.map((f) => f.replace(/ /g, '')));
  });

  it('a signed-in user may execute the administrator’s RPCs (each checks is_admin() itself) and the visitor’s', async () => {
    const signedIn = await executableBy('authenticated');
    expect(signedIn).toEqual(
      expect.arrayContaining([...VISITOR_FUNCTIONS, 'dashboard_summary()', 'personal_data(text,text)']),
    );
  });

  it('a new function in public, revoked from public as a migration does, is granted to no API role', async () => {
    const grants = await s.db.transaction(async (tx) => {
      await tx.exec(`create function public.grant_probe() returns int language sql as 'select 1'`);
      await tx.exec(`revoke all on function public.grant_probe() from public`);
      const { rows } = await tx.query<{ role: string; allowed: boolean }>(
        `select r as role, has_function_privilege(r, 'public.grant_probe()', 'execute') as allowed
           from unnest(array['anon', 'authenticated']) r order by 1`,
      );
      await tx.exec(`drop function public.grant_probe()`);
      return rows;
    });
    expect(grants).toEqual([
      { role: 'anon', allowed: false },
      { role: 'authenticated', allowed: false },
    ]);
  });
});
