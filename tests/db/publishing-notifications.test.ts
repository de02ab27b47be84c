import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
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

  const builds = async () =>
    (await s.db.query<{ id: number; status: string }>(`select id, status from public.site_builds order by id`)).rows;
  /** A build sent, then silent for longer than the 30 minutes a build may block sending. */
  const silentBuild = async () => {
    const id = await sentBuild();
    await s.db.query(`update public.site_builds set sent_at = now() - interval '31 minutes' where id = $1`, [id]);
    return id;
  };
  /** The newer build sent after `older` went silent. */
  const newerBuild = async (older: number) => {
    await s.db.query(`update public.features set title = title`);
    const { rows } = await s.db.query<{ id: number }>(
      `select id from public.site_builds where status = 'sent' and id > $1`,
      [older],
    );
    expect(rows).toHaveLength(1);
    return rows[0].id;
  };

  describe('only production deploys count', () => {
    for (const context of ['deploy-preview', 'branch-deploy', 'dev', undefined]) {
      it(`context ${String(context)}: started, succeeded and failed change nothing`, async () => {
        const id = await sentBuild();
        const before = await builds();
        const queued = (await s.db.query(`select 1 from net.http_request_queue`)).rows.length;
        for (const state of ['building', 'ready', 'error']) {
          for (const title of [`site_build #${id}: features update`, 'Update README (#12)']) {
            const out = await report({
              ...netlify,
              context,
              id: 'preview1',
              state,
              title,
              error_message: state === 'error' ? 'preview broke' : null,
            });
            expect(rowsOf<{ id: number | null }>(out)[0].id).toBeNull();
          }
        }
        expect(await builds()).toEqual(before);
        expect(await row(id)).toMatchObject({ status: 'sent', error: null, deploy_id: null, started: false });
        expect((await s.db.query(`select 1 from net.http_request_queue`)).rows).toHaveLength(queued);
        expect(await status()).toMatchObject({ in_flight: { id, status: 'sent' }, last: null });
      });
    }

    it('a failed preview after a published build leaves the banner published', async () => {
      const id = await sentBuild();
      await report({ ...netlify, id: 'prod1', state: 'ready', title: `site_build #${id}` });
      await report({
        ...netlify,
        context: 'deploy-preview',
        id: 'prev1',
        state: 'error',
        title: `site_build #${id}`,
        error_message: 'preview broke',
      });
      expect(await status()).toMatchObject({ last: { id, status: 'published', error: null } });
    });
  });

  describe('a late or replayed report cannot overwrite a newer state', () => {
    it('failed about an older build after a newer one was published: nothing changes', async () => {
      const older = await silentBuild();
      const newer = await newerBuild(older);
      await report({ ...netlify, id: 'new', state: 'ready', title: `site_build #${newer}` });
      expect(await status()).toMatchObject({ last: { id: newer, status: 'published' } });
      const out = await report({
        ...netlify,
        id: 'old',
        state: 'error',
        title: `site_build #${older}`,
        error_message: 'late failure',
      });
      expect(rowsOf<{ id: number | null }>(out)[0].id).toBeNull();
      expect(await row(older)).toMatchObject({ status: 'published', error: null });
      expect(await row(newer)).toMatchObject({ status: 'published', error: null });
      expect(await status()).toMatchObject({ in_flight: null, last: { id: newer, status: 'published', error: null } });
    });

    it('started about an older build after a newer one was published: nothing changes', async () => {
      const older = await silentBuild();
      const newer = await newerBuild(older);
      await report({ ...netlify, id: 'new', state: 'ready', title: `site_build #${newer}` });
      await report({ ...netlify, id: 'old', state: 'building', title: `site_build #${older}` });
      expect(await row(older)).toMatchObject({ status: 'published' });
      expect(await status()).toMatchObject({ in_flight: null, last: { id: newer, status: 'published' } });
    });

    it('the same build reported again: failed after published (and the reverse) changes nothing', async () => {
      const id = await sentBuild();
      await report({ ...netlify, id: 'd1', state: 'ready', title: `site_build #${id}` });
      const finishedAt = (
        await s.db.query<{ t: string }>(`select finished_at::text as t from public.site_builds where id = $1`, [id])
      ).rows[0].t;
      const out = await report({
        ...netlify,
        id: 'd1',
        state: 'error',
        title: `site_build #${id}`,
        error_message: 'x',
      });
      expect(rowsOf<{ id: number | null }>(out)[0].id).toBeNull();
      expect(await row(id)).toMatchObject({ status: 'published', error: null });
      expect(
        (await s.db.query<{ t: string }>(`select finished_at::text as t from public.site_builds where id = $1`, [id]))
          .rows[0].t,
      ).toBe(finishedAt);
      expect(await status()).toMatchObject({ last: { id, status: 'published' } });

      const failed = await sentBuild();
      await report({ ...netlify, id: 'd2', state: 'error', title: `site_build #${failed}`, error_message: 'boom' });
      await report({ ...netlify, id: 'd2', state: 'ready', title: `site_build #${failed}` });
      expect(await row(failed)).toMatchObject({ status: 'failed', error: 'boom' });
    });

    it("an older build's late outcome is recorded on its row but does not hide a newer failure", async () => {
      const older = await silentBuild();
      const newer = await newerBuild(older);
      await report({
        ...netlify,
        id: 'new',
        state: 'error',
        title: `site_build #${newer}`,
        error_message: 'newer broke',
      });
      await report({ ...netlify, id: 'old', state: 'ready', title: `site_build #${older}` });
      expect(await row(older)).toMatchObject({ status: 'published' });
      expect(await status()).toMatchObject({ last: { id: newer, status: 'failed', error: 'newer broke' } });
    });

    it('started about an older build after a newer one failed does not put it back in flight', async () => {
      const older = await silentBuild();
      const newer = await newerBuild(older);
      await report({
        ...netlify,
        id: 'new',
        state: 'error',
        title: `site_build #${newer}`,
        error_message: 'newer broke',
      });
      await report({ ...netlify, id: 'old', state: 'building', title: `site_build #${older}` });
      expect(await row(older)).toMatchObject({ status: 'sent', started: false });
      expect(await status()).toMatchObject({ in_flight: null, last: { id: newer, status: 'failed' } });
    });

    it('the same "started" again keeps its start time (a replay cannot keep a build in flight)', async () => {
      const id = await sentBuild();
      await report({ ...netlify, id: 'd1', state: 'building', title: `site_build #${id}` });
      await s.db.query(`update public.site_builds set started_at = now() - interval '31 minutes' where id = $1`, [id]);
      await s.db.query(`update public.site_builds set sent_at = now() - interval '31 minutes' where id = $1`, [id]);
      await report({ ...netlify, id: 'd1', state: 'building', title: `site_build #${id}` });
      expect(await status()).toMatchObject({ in_flight: null, unknown: true });
    });
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
