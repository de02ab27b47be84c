import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { attempt, bootWithActors, onPostgres, type Actors } from './helpers.ts';

/**
 * The project's scheduled jobs. On the parity base, CREATE EXTENSION pg_cron
 * behaves as on Supabase (it drops and re-creates the extension with its
 * jobs), so a migration that creates pg_cron again deletes the jobs that
 * earlier migrations scheduled: these tests then fail.
 */
let s: LocalSupabase;
let actors: Actors;

beforeAll(async () => ({ s, actors } = await bootWithActors()));
afterAll(async () => s?.close());

const PROJECT_JOBS = [
  {
    jobname: 'content-history-retention',
    schedule: '25 17 * * *',
    command: 'select private.purge_old_content_history()',
  },
  { jobname: 'content-schedules', schedule: '* * * * *', command: 'select private.apply_content_schedules()' },
  { jobname: 'inquiries-retention', schedule: '15 17 * * *', command: 'select private.purge_old_inquiries()' },
  { jobname: 'inquiry-alerts-retry', schedule: '* * * * *', command: 'select private.retry_inquiry_alerts()' },
  { jobname: 'site-build-dispatch', schedule: '* * * * *', command: 'select private.dispatch_site_build()' },
  { jobname: 'site-daily-rebuild', schedule: '5 17 * * *', command: 'select private.request_daily_site_build()' },
];

const jobs = async () =>
  (
    await s.db.query<{ jobname: string; schedule: string; command: string }>(
      `select jobname, schedule, command from cron.job order by jobname`,
    )
  ).rows;

describe('private.ensure_cron_jobs()', () => {
  it('is for the database owner only, never for the API roles', async () => {
    for (const claims of [actors.anon, actors.user, actors.admin]) {
      const out = await attempt(s.db, claims, `select private.ensure_cron_jobs()`);
      expect(out, claims.role).toMatchObject({ ok: false, code: '42501' });
    }
  });

  it.runIf(!onPostgres)(
    'does nothing where pg_cron is not available (the local server has its own timers)',
    async () => {
      const { rows } = await s.db.query<{ jobs: string[] }>(`select private.ensure_cron_jobs() as jobs`);
      expect(rows[0].jobs).toEqual([]);
    },
  );
});

describe.runIf(onPostgres)('pg_cron after `supabase db push` onto a Supabase-like base', () => {
  it('holds every one of the project’s jobs, each run as postgres', async () => {
    expect(await jobs()).toEqual(PROJECT_JOBS);
    const { rows } = await s.db.query<{ username: string }>(`select distinct username from cron.job`);
    expect(rows).toEqual([{ username: 'postgres' }]);
  });

  it('the guide’s remedy restores every missing job, deletes none, and can be run twice', async () => {
    await s.db.query(`select cron.unschedule('site-daily-rebuild')`);
    await s.db.query(`select cron.unschedule('inquiries-retention')`);
    await s.db.query(`select cron.schedule('agency-own-report', '0 1 * * 1', 'select 1')`);
    const first = await s.db.query<{ jobs: string[] }>(`select private.ensure_cron_jobs() as jobs`);
    expect(first.rows[0].jobs).toEqual([
      'site-daily-rebuild',
      'site-build-dispatch',
      'inquiries-retention',
      'inquiry-alerts-retry',
      'content-schedules',
      'content-history-retention',
    ]);
    await s.db.query(`select private.ensure_cron_jobs()`);
    expect(await jobs()).toEqual(
      [...PROJECT_JOBS, { jobname: 'agency-own-report', schedule: '0 1 * * 1', command: 'select 1' }].sort((a, b) =>
        a.jobname.localeCompare(b.jobname),
      ),
    );
  });

  it('a job whose schedule drifted is put back, under the same job id', async () => {
    const before = await s.db.query<{ jobid: string }>(
      `select jobid::text from cron.job where jobname = 'site-build-dispatch'`,
    );
    await s.db.query(`select cron.schedule('site-build-dispatch', '*/30 * * * *', 'select 1')`);
    await s.db.query(`select private.ensure_cron_jobs()`);
    const after = await s.db.query<{ jobid: string; schedule: string; command: string }>(
      `select jobid::text, schedule, command from cron.job where jobname = 'site-build-dispatch'`,
    );
    expect(after.rows).toEqual([
      { jobid: before.rows[0].jobid, schedule: '* * * * *', command: 'select private.dispatch_site_build()' },
    ]);
  });
});
