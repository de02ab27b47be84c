import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { bootDatabase, onPostgres } from './helpers.ts';

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

  it('asks for a build with no content change at all, after the last one was published', async () => {
    // The previous build went out and was published: nothing is pending, nothing was edited since.
    await s.db.exec(`update public.site_builds set status = 'published'; delete from net.http_request_queue;`);
    const contentTables = [
      'packages',
      'departures',
      'hotels',
      'package_hotels',
      'faqs',
      'testimonials',
      'features',
      'page_content',
    ];
    const fingerprint = async () =>
      (
        await s.db.query<{ f: string }>(
          `select ${contentTables
            .map((t) => `(select coalesce(md5(string_agg(x::text, '|' order by x::text)), '') from public.${t} x)`)
            .join(` || '/' || `)} as f`,
        )
      ).rows[0].f;
    const before = await fingerprint();
    await s.db.query(`select private.request_daily_site_build()`);
    expect(await fingerprint()).toBe(before);
    const { rows } = await s.db.query<{ status: string; reason: string }>(
      `select status, reason from public.site_builds where status <> 'published' order by id`,
    );
    // Only the date changed: the build runs anyway, so past departures leave the site and
    // "berangkat dalam N hari" stays true; its reason says it is the daily one.
    expect(rows).toEqual([{ status: 'sent', reason: 'daily' }]);
    const queue = await s.db.query<{ body: { reason: string } }>(
      `select convert_from(body, 'UTF8')::jsonb as body from net.http_request_queue`,
    );
    expect(queue.rows.map((r) => r.body.reason)).toEqual(['daily']);
  });

  it('a daily request while a save waits is folded into it, both reasons kept', async () => {
    await s.db.exec(`update public.site_builds set status = 'published'; delete from net.http_request_queue;`);
    // A build is in flight, so the next requests wait as one 'requested' row.
    await s.db.query(
      `insert into public.site_builds (reason, status, sent_at) values ('departures update', 'sent', now())`,
    );
    await s.db.query(`select private.record_site_build_request('departures update')`);
    await s.db.query(`select private.request_daily_site_build()`);
    const { rows } = await s.db.query<{ reason: string }>(
      `select reason from public.site_builds where status = 'requested'`,
    );
    expect(rows).toEqual([{ reason: 'departures update, daily' }]);
  });

  it('pg_cron runs it at 00:05 Asia/Jakarta and retries queued sends every minute', async (ctx) => {
    if (!onPostgres) ctx.skip('PGlite has no pg_cron; the parity job on Debian PostgreSQL runs this');
    // On PostgreSQL the extension must be there: a migration that lost it fails here instead of skipping.
    const { rows } = await s.db.query<{ installed: boolean }>(
      `select exists (select 1 from pg_extension where extname = 'pg_cron') as installed`,
    );
    expect(rows[0].installed).toBe(true);
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
