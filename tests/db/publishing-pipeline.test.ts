import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { attempt, bootDatabase, createActors, rowsOf, type Actors } from './helpers.ts';

/**
 * The SQL half of publishing, as hosted Supabase runs it: content triggers and
 * "Terbitkan ulang" record a request; private.dispatch_site_build() sends it with
 * net.http_post() (pg_net's contract: a row in net.http_request_queue) to the hook
 * URL from Vault, at most one in flight and one queued. Nothing here sends HTTP:
 * the queue is what a pg_net worker would send.
 */
describe('publishing pipeline (requests, coalescing, sending)', () => {
  let s: LocalSupabase;
  let actors: Actors;
  const HOOK = 'https://api.netlify.com/build_hooks/abc123';

  beforeAll(async () => {
    s = await bootDatabase();
    actors = await createActors(s);
  });
  afterAll(async () => s?.close());

  beforeEach(async () => {
    await s.db.exec(`delete from public.site_builds; delete from net.http_request_queue; delete from vault.secrets;`);
  });

  const sends = async () =>
    (
      await s.db.query<{ url: string; body: { site_build_id: number; reason: string } }>(
        `select url, convert_from(body, 'UTF8')::jsonb as body from net.http_request_queue order by id`,
      )
    ).rows;
  const builds = async () =>
    (
      await s.db.query<{ id: number; status: string; reason: string }>(
        `select id, status, reason from public.site_builds order by id`,
      )
    ).rows;
  const save = (n = 1) =>
    s.db.query(
      `update public.packages set full_payment_days = (coalesce(full_payment_days, 0) + ${n}) % 366 where slug = 'haji-plus-2027'`,
    );
  const configureHook = () => s.db.query(`select vault.create_secret($1, 'netlify_build_hook_url')`, [HOOK]);
  // Netlify names the deploy's context; only production deploys are recorded.
  const report = (deploy: Record<string, unknown>) =>
    attempt(
      s.db,
      { role: 'service_role' },
      `select public.record_deploy_notification($1::jsonb) as id`,
      [JSON.stringify({ context: 'production', ...deploy })],
      {
        commit: true,
      },
    );
  const status = async () =>
    rowsOf<{ s: Record<string, unknown> }>(
      await attempt(s.db, actors.admin, `select public.site_publish_status() as s`),
    )[0].s;

  it('sends at once when nothing is in flight, to the hook URL from Vault', async () => {
    await configureHook();
    await save();
    const [sent] = await sends();
    expect(sent.url).toMatch(
      /^https:\/\/api\.netlify\.com\/build_hooks\/abc123\?trigger_title=site_build%20%23\d+%3A%20packages%20update$/,
    );
    const [row] = await builds();
    expect(row).toMatchObject({ status: 'sent', reason: 'packages update' });
    expect(sent.body.site_build_id).toBe(row.id);
  });

  it('a burst of saves costs at most two sends: one in flight, one queued', async () => {
    await configureHook();
    for (let i = 0; i < 20; i++) await save();
    expect(await sends()).toHaveLength(1);
    expect((await builds()).map((b) => b.status)).toEqual(['sent', 'requested']);
    // The in-flight build reports back: the queued request goes out, still only one more.
    const [first] = await builds();
    expect((await report({ id: 'd1', state: 'ready', title: `site_build #${first.id}: packages update` })).ok).toBe(
      true,
    );
    expect(await sends()).toHaveLength(2);
    expect((await builds()).map((b) => b.status)).toEqual(['published', 'sent']);
  });

  it('a request stuck from before the hook existed is sent on the next save (stuck row)', async () => {
    await save();
    expect((await builds()).map((b) => b.status)).toEqual(['requested']);
    expect(await sends()).toEqual([]);
    await configureHook();
    await save();
    // The stuck row itself goes out (with both reasons), not a second one beside it.
    expect(await sends()).toHaveLength(1);
    expect(await builds()).toEqual([expect.objectContaining({ status: 'sent', reason: 'packages update' })]);
  });

  it('a request stuck from before the hook existed is sent on "Terbitkan ulang"', async () => {
    await save();
    await configureHook();
    const out = await attempt(s.db, actors.admin, `select public.request_site_build() as id`, [], { commit: true });
    expect(out.ok).toBe(true);
    expect(await sends()).toHaveLength(1);
    expect(await builds()).toEqual([expect.objectContaining({ status: 'sent', reason: 'packages update, manual' })]);
  });

  it('a request stuck from before the hook existed is sent when the hook appears (the dispatch job)', async () => {
    await save();
    await configureHook();
    // What the site-build-dispatch cron job runs every minute on hosted Supabase.
    await s.db.query(`select private.dispatch_site_build()`);
    expect(await sends()).toHaveLength(1);
    expect((await builds()).map((b) => b.status)).toEqual(['sent']);
  });

  it('without a hook the status says so instead of "updating"', async () => {
    await save();
    const st = await status();
    expect(st).toMatchObject({ hook_configured: false, queued: true, in_flight: null, unknown: false });
    await configureHook();
    await s.db.query(`select private.dispatch_site_build()`);
    expect(await status()).toMatchObject({ hook_configured: true, queued: false, in_flight: { status: 'sent' } });
  });

  it('a build silent for 30 minutes no longer blocks sending, and its status is unknown', async () => {
    await configureHook();
    await save();
    await s.db.query(`update public.site_builds set sent_at = now() - interval '31 minutes'`);
    const st = await status();
    expect(st).toMatchObject({ in_flight: null, unknown: true });
    await save();
    expect(await sends()).toHaveLength(2);
    expect((await builds()).map((b) => b.status)).toEqual(['sent', 'sent']);
  });

  it('concurrent sessions cannot both send: the dispatcher serialises on a lock', async () => {
    const { rows } = await s.db.query<{ src: string }>(
      `select prosrc as src from pg_proc where oid = 'private.dispatch_site_build()'::regprocedure`,
    );
    expect(rows[0].src).toContain('pg_advisory_xact_lock');
  });

  it('no API role may send, dispatch or read Vault through these functions', async () => {
    for (const fn of [
      'private.dispatch_site_build()',
      'private.vault_secret(text)',
      'private.request_daily_site_build()',
    ]) {
      const { rows } = await s.db.query<{ anon: boolean; auth: boolean }>(
        `select has_function_privilege('anon', $1, 'execute') as anon, has_function_privilege('authenticated', $1, 'execute') as auth`,
        [fn],
      );
      expect(rows[0], fn).toEqual({ anon: false, auth: false });
    }
    for (const who of [actors.anon, actors.user, actors.admin]) {
      const out = await attempt(s.db, who, `select public.deploy_webhook_secret()`);
      expect(out.ok, JSON.stringify(who.role)).toBe(false);
    }
    const user = await attempt(s.db, actors.user, `select public.site_publish_status()`);
    expect(user).toMatchObject({ ok: false, code: '42501' });
  });
});
