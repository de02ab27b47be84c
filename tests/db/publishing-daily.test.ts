import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/src/app.ts';
import { bootDatabase } from './helpers.ts';

/**
 * The daily rebuild (date-driven content: past departures, "berangkat dalam N hari").
 * Hosted: pg_cron jobs created by the publishing-pipeline migration where pg_cron exists.
 * Locally the server calls the same function at 00:05 Asia/Jakarta (tests/server/publish-daily.test.ts).
 */
describe('daily rebuild', () => {
  let s: LocalSupabase;

  beforeAll(async () => {
    s = await bootDatabase();
    await s.db.exec(`delete from public.site_builds; delete from net.http_request_queue; delete from vault.secrets;`);
    await s.db.query(`select vault.create_secret('https://api.netlify.com/build_hooks/abc', 'netlify_build_hook_url')`);
  });
  afterAll(async () => s?.close());

  it('the job function requests a build that is sent like any other', async () => {
    await s.db.query(`select private.request_daily_site_build()`);
    const { rows } = await s.db.query<{ status: string; reason: string }>(
      `select status, reason from public.site_builds`,
    );
    expect(rows).toEqual([{ status: 'sent', reason: 'daily' }]);
    const queue = await s.db.query<{ url: string }>(`select url from net.http_request_queue`);
    expect(queue.rows[0].url).toContain('trigger_title=site_build%20%23');
  });

  it('pg_cron runs it at 00:05 Asia/Jakarta and retries queued sends every minute', async (ctx) => {
    const { rows } = await s.db.query<{ installed: boolean }>(
      `select exists (select 1 from pg_extension where extname = 'pg_cron') as installed`,
    );
    if (!rows[0].installed)
      ctx.skip('pg_cron is not installed in this database (PGlite); the Debian PostgreSQL job runs this');
    const jobs = await s.db.query<{ jobname: string; schedule: string; command: string }>(
      `select jobname, schedule, command from cron.job where jobname like 'site-%' order by jobname`,
    );
    expect(jobs.rows).toEqual([
      { jobname: 'site-build-dispatch', schedule: '* * * * *', command: 'select private.dispatch_site_build()' },
      // pg_cron schedules in UTC by default: 17:05 UTC = 00:05 WIB.
      { jobname: 'site-daily-rebuild', schedule: '5 17 * * *', command: 'select private.request_daily_site_build()' },
    ]);
  });
});
