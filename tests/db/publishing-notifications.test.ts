import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/src/app.ts';
import { attempt, bootDatabase, createActors, rowsOf, type Actors } from './helpers.ts';

/**
 * public.record_deploy_notification(): what the Edge Function calls (as service_role) once a
 * Netlify deploy notification's signature checked out. Netlify's payload is the deploy object.
 */
describe('deploy notifications (public.record_deploy_notification)', () => {
  let s: LocalSupabase;
  let actors: Actors;
  const service = { role: 'service_role' };

  beforeAll(async () => {
    s = await bootDatabase();
    actors = await createActors(s);
  });
  afterAll(async () => s?.close());

  beforeEach(async () => {
    await s.db.exec(`delete from public.site_builds; delete from net.http_request_queue; delete from vault.secrets;`);
    await s.db.query(`select vault.create_secret('https://api.netlify.com/build_hooks/abc', 'netlify_build_hook_url')`);
  });

  const sentBuild = async () => {
    await s.db.query(`update public.features set title = title`);
    return (await s.db.query<{ id: number }>(`select id from public.site_builds where status = 'sent'`)).rows[0].id;
  };
  const report = (deploy: Record<string, unknown>, claims: Record<string, unknown> = service) =>
    attempt(
      s.db,
      claims as never,
      `select public.record_deploy_notification($1::jsonb) as id`,
      [JSON.stringify(deploy)],
      {
        commit: true,
      },
    );
  const row = async (id: number) =>
    (
      await s.db.query<Record<string, unknown>>(
        `select status, error, log_url, deploy_id, started_at is not null as started, finished_at is not null as finished
           from public.site_builds where id = $1`,
        [id],
      )
    ).rows[0];
  const status = async () =>
    rowsOf<{ s: Record<string, unknown> }>(
      await attempt(s.db, actors.admin, `select public.site_publish_status() as s`),
    )[0].s;
  const netlify = { admin_url: 'https://app.netlify.com/sites/baitullah', name: 'baitullah', context: 'production' };

  it('started → building, succeeded → published', async () => {
    const id = await sentBuild();
    expect(await status()).toMatchObject({ in_flight: { id, status: 'sent' } });
    await report({ ...netlify, id: '65a1b2c3', state: 'building', title: `site_build #${id}: features update` });
    expect(await row(id)).toMatchObject({ status: 'building', started: true, deploy_id: '65a1b2c3' });
    expect(await status()).toMatchObject({ in_flight: { id, status: 'building' } });
    await report({ ...netlify, id: '65a1b2c3', state: 'ready', title: `site_build #${id}: features update` });
    expect(await row(id)).toMatchObject({ status: 'published', finished: true, error: null });
    expect(await status()).toMatchObject({ in_flight: null, last: { id, status: 'published' } });
  });

  it("failed → Netlify's error message and a link to the deploy log", async () => {
    const id = await sentBuild();
    await report({
      ...netlify,
      id: '65a1b2c4',
      state: 'error',
      title: `site_build #${id}: x`,
      error_message: 'Build script returned non-zero exit code: 2',
    });
    expect(await row(id)).toMatchObject({
      status: 'failed',
      error: 'Build script returned non-zero exit code: 2',
      log_url: 'https://app.netlify.com/sites/baitullah/deploys/65a1b2c4',
    });
    expect(await status()).toMatchObject({
      last: {
        status: 'failed',
        error: 'Build script returned non-zero exit code: 2',
        log_url: 'https://app.netlify.com/sites/baitullah/deploys/65a1b2c4',
      },
    });
  });

  it('a late "started" does not undo a finished build', async () => {
    const id = await sentBuild();
    await report({ ...netlify, id: 'd', state: 'ready', title: `site_build #${id}` });
    await report({ ...netlify, id: 'd', state: 'building', title: `site_build #${id}` });
    expect(await row(id)).toMatchObject({ status: 'published' });
  });

  it('a deploy nobody requested here (git push) is recorded, and blocks sending until it reports', async () => {
    await report({ ...netlify, id: 'push1', state: 'building', title: 'Update README', branch: 'main' });
    const [pushed] = (
      await s.db.query<{ id: number; status: string; reason: string }>(
        `select id, status, reason from public.site_builds`,
      )
    ).rows;
    expect(pushed).toMatchObject({ status: 'building', reason: 'netlify Update README' });
    await s.db.query(`update public.features set title = title`);
    expect((await s.db.query(`select 1 from net.http_request_queue`)).rows).toHaveLength(0);
    await report({ ...netlify, id: 'push1', state: 'ready', title: 'Update README' });
    expect(await row(pushed.id)).toMatchObject({ status: 'published' });
    expect((await s.db.query(`select 1 from net.http_request_queue`)).rows).toHaveLength(1);
  });

  it('other events are ignored', async () => {
    const id = await sentBuild();
    const out = await report({ ...netlify, id: 'x', state: 'locked', title: `site_build #${id}` });
    expect(rowsOf<{ id: number | null }>(out)[0].id).toBeNull();
    expect(await row(id)).toMatchObject({ status: 'sent' });
  });

  it('only the service role may record a deploy or read the webhook secret', async () => {
    await s.db.query(`select vault.create_secret('shh', 'netlify_webhook_secret')`);
    const id = await sentBuild();
    for (const who of [actors.anon, actors.user, actors.admin, actors.adminMfaAal2]) {
      expect(await report({ id: 'x', state: 'ready', title: `site_build #${id}` }, who as never)).toMatchObject({
        ok: false,
        code: '42501',
      });
    }
    expect(await row(id)).toMatchObject({ status: 'sent' });
    expect(rowsOf(await attempt(s.db, service as never, `select public.deploy_webhook_secret() as s`))).toEqual([
      { s: 'shh' },
    ]);
  });
});
