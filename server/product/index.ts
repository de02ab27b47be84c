import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import { createLocalSupabase, type CreateOptions, type LocalSupabase } from '../supabase/app.ts';
import { serve, type RunningServer } from '../supabase/serve.ts';
import { mountStatic } from './static.ts';
import { SiteBuilder } from './site-builder.ts';
import { ADMIN_DIST, adminBuildStale, buildAdmin, builtAdminDir } from './admin-build.ts';
import { BUILD_HOOK_PATH, LocalNetlify } from './local-netlify.ts';
import { NetWorker } from './net-worker.ts';
import { scheduleDailyRebuild } from './daily.ts';

export interface ProductOptions extends CreateOptions {
  port: number;
  /** Build the admin when its sources changed (default true). */
  buildAdmin?: boolean;
  /** Where site builds are kept; default next to the data directory. */
  siteBuildsDir?: string;
  /** Override the site build command (tests use it to force a failing build). */
  siteBuildCommand?: string[];
  /** Build the preview's handler after the first build (default: only with Astro's own build command). */
  sitePreview?: boolean;
  /** false for a build command that does not run Astro: its builds need not wait for other servers' builds. */
  siteBuildTakesTurns?: boolean;
  /** Rebuild when content changes (default: AUTO_PUBLISH env, else true). */
  autoPublish?: boolean;
  /** The 00:05 WIB rebuild and retention purges (default: DAILY_REBUILD env, else true). */
  dailyRebuild?: boolean;
  /** Quiet period after the last change before a build starts (ms). */
  publishDebounceMs?: number;
  /** How long stop() waits for a running build before killing it (ms). */
  shutdownGraceMs?: number;
  /** How often the jobs hosted pg_cron runs every minute run here (ms; the browser tests shorten it). */
  minuteJobsMs?: number;
  /**
   * Puts the app on `port`; default serve(). `npm start` runs the product in a worker thread and
   * serves it through the main thread instead (front.ts).
   */
  serveApp?: (app: Hono, port: number, jwtSecret: string) => Promise<RunningServer>;
  /**
   * Told which site build is served whenever that changes, and awaited before the build's outcome is
   * reported, so whoever serves the site from another thread switches before anyone hears of it.
   */
  onSiteDir?: (dir: string | null) => Promise<void>;
}

export interface Product {
  local: LocalSupabase;
  server: RunningServer;
  builder: SiteBuilder;
  /** Resolves when the first site build has finished (successfully or not). */
  firstBuild: Promise<void>;
  stop(): Promise<void>;
}

function defaultBuildsDir(dataDir: string): string {
  if (dataDir.startsWith('memory://')) return fs.mkdtempSync(path.join(os.tmpdir(), 'umroh-site-'));
  return path.join(path.dirname(path.resolve(dataDir)), 'site');
}

/** The whole product on one origin: API, public site (built from the API's own data) and admin. */
export async function startProduct(options: ProductOptions): Promise<Product> {
  const {
    port,
    buildAdmin: wantAdminBuild = true,
    siteBuildsDir,
    // SITE_BUILD_COMMAND (JSON array) swaps the build command, e.g. for a CI wrapper or tests.
    siteBuildCommand = process.env.SITE_BUILD_COMMAND
      ? (JSON.parse(process.env.SITE_BUILD_COMMAND) as string[])
      : undefined,
    sitePreview,
    siteBuildTakesTurns,
    autoPublish = process.env.AUTO_PUBLISH !== 'false',
    publishDebounceMs = Number(process.env.PUBLISH_DEBOUNCE_MS || 300),
    shutdownGraceMs = Number(process.env.SHUTDOWN_GRACE_MS || 60_000),
    minuteJobsMs = Number(process.env.MINUTE_JOBS_MS || 60_000),
    dailyRebuild = process.env.DAILY_REBUILD !== 'false',
    serveApp = (app, p, jwtSecret) => serve(app, p, undefined, jwtSecret),
    onSiteDir,
    ...supabaseOptions
  } = options;
  if (wantAdminBuild && adminBuildStale() && fs.existsSync(path.join(ADMIN_DIST, '..', 'vite.config.ts'))) {
    // A broken admin build must not take the site and the API down with it.
    await buildAdmin(supabaseOptions.log ?? console.log).catch((e: Error) =>
      (supabaseOptions.log ?? console.error)(`[admin] ${e.message}; admin/dist yang lama tetap dipakai`),
    );
  }

  let builder: SiteBuilder | null = null;
  let netlify: LocalNetlify | null = null;
  let firstDone = false;
  const local = await createLocalSupabase({
    ...supabaseOptions,
    mount: (app, ctx) => {
      // Ready once the first site build has finished, even if it failed, so a broken build
      // shows up as failing tests rather than a harness that waits forever.
      app.get('/_local/ready', (c) =>
        firstDone ? c.json({ ready: true, status: builder?.state.status }) : c.json({ ready: false }, 503),
      );
      app.get('/_local/publish', (c) => c.json(builder?.state ?? null));
      // The builder and its hook need the database, which exists only once this returns.
      app.post(BUILD_HOOK_PATH, (c) =>
        netlify ? netlify.handleHook(c, ctx.config.siteUrl) : c.json({ message: 'Not ready' }, 503),
      );
      mountStatic(app, {
        siteDir: () => builder?.state.current ?? null,
        adminDir: builtAdminDir,
      });
      supabaseOptions.mount?.(app, ctx);
    },
  });
  const { db, config } = local;
  // INQUIRY_LIMIT_PER_ADDRESS: inquiries per client address per hour (submit_inquiry's default is 20). Every
  // browser test comes from 127.0.0.1, so the test servers raise it; a hosted project sets it per database.
  if (/^\d{1,6}$/.test(process.env.INQUIRY_LIMIT_PER_ADDRESS ?? '')) {
    await db.query(`select set_config('app.inquiry_limit_per_address', $1, false)`, [
      process.env.INQUIRY_LIMIT_PER_ADDRESS,
    ]);
  }
  // A build the previous run did not finish (killed, crashed) will never report; its hook calls went to
  // that run's port. The start-up build below covers whatever they were for.
  await db.query(`delete from net.http_request_queue`);
  await db.query(
    `update public.site_builds set status = 'failed', finished_at = now(), error = 'server berhenti saat build'
      where status in ('sent', 'building')`,
  );

  let resolveFirst: () => void = () => {};
  const firstBuild = new Promise<void>((r) => (resolveFirst = r)).finally(() => {
    firstDone = true;
  });
  builder = new SiteBuilder({
    outRoot: siteBuildsDir ?? defaultBuildsDir(config.dataDir),
    env: { PUBLIC_SUPABASE_ANON_KEY: config.anonKey },
    log: config.log,
    command: siteBuildCommand,
    preview: sitePreview,
    takesTurns: siteBuildTakesTurns,
    onStart: () => netlify!.onBuildStart(),
    onFinish: async ({ ok, error }, titles) => {
      await onSiteDir?.(builder!.state.current);
      await netlify!.onBuildFinish(ok, error, titles as string[]);
    },
  });
  // Ready once the first build has finished and, after it, the preview's (site-builder.ts).
  void builder.firstRound.then(() => resolveFirst());
  netlify = new LocalNetlify({ db, builder, log: config.log, debounceMs: publishDebounceMs, autoPublish });
  // A build left by an earlier run is served until the first one here finishes.
  await onSiteDir?.(builder.state.current);

  const server = await serveApp(local.app, port, config.jwtSecret);
  const selfUrl = `http://127.0.0.1:${server.port}`;
  builder.setEnv({
    PUBLIC_SUPABASE_URL: process.env.PUBLIC_SUPABASE_URL || `http://localhost:${server.port}`,
    PUBLIC_SUPABASE_ANON_KEY: config.anonKey,
    SITE_URL: process.env.SITE_URL || server.url,
  });
  const worker = new NetWorker(db, config.log);
  await worker.start();
  await netlify.configure(selfUrl);
  // The database sends each new inquiry's alert to this server's notify-inquiry function, as hosted sends it to
  // the deployed one.
  await db.query(`select private.set_vault_secret('notify_inquiry_url', $1)`, [
    `${selfUrl}/functions/v1/notify-inquiry`,
  ]);
  // What hosted pg_cron runs every minute ('inquiry-alerts-retry', 'content-schedules'), on a local timer.
  const minuteJobs = setInterval(() => {
    for (const [job, sql] of [
      ['notifikasi prospek gagal dikirim ulang', 'select private.retry_inquiry_alerts()'],
      ['jadwal tayang gagal diterapkan', 'select private.apply_content_schedules()'],
    ] as const) {
      db.query(sql).catch((e: Error) => config.log(`[jadwal] ${job}: ${e.message}`));
    }
  }, minuteJobsMs);
  minuteJobs.unref();
  // What migrations and the seed asked for before anything could send it is what the start-up build is for.
  // 'start' goes first in its reason: the hook's title keeps only 100 characters of it, and with
  // AUTO_PUBLISH=false only a title that says start, manual or daily builds.
  await db.query(
    `update public.site_builds set reason = left('start, ' || reason, 2000)
      where status = 'requested' and reason <> '' and position('start' in reason) = 0`,
  );
  await db.query(`select private.record_site_build_request('start')`);
  const daily = dailyRebuild ? scheduleDailyRebuild(db, config.log) : { cancel() {} };

  let stopping: Promise<void> | null = null;
  return {
    local,
    server,
    builder,
    firstBuild,
    stop() {
      stopping ??= (async () => {
        daily.cancel();
        clearInterval(minuteJobs);
        // No new builds; then a bounded wait for the running one while HTTP still serves, because its
        // outcome is reported through the Edge Function.
        await netlify!.stop();
        await builder!.shutdown(shutdownGraceMs);
        await worker.stop();
        await server.stop();
        await local.close();
      })();
      return stopping;
    },
  };
}
