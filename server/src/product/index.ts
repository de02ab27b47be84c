import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLocalSupabase, type CreateOptions, type LocalSupabase } from '../app.ts';
import { serve, type RunningServer } from '../serve.ts';
import { mountStatic } from './static.ts';
import { SiteBuilder } from './site-builder.ts';
import { ADMIN_DIST, adminBuildStale, buildAdmin } from './admin-build.ts';
import { Publisher } from './publisher.ts';

export interface ProductOptions extends CreateOptions {
  port: number;
  /** Build the admin when its sources changed (default true). */
  buildAdmin?: boolean;
  /** Where site builds are kept; default next to the data directory. */
  siteBuildsDir?: string;
  /** Override the site build command (tests use it to force a failing build). */
  siteBuildCommand?: string[];
  /** Rebuild when content changes (default: AUTO_PUBLISH env, else true). */
  autoPublish?: boolean;
  /** Quiet period after the last change before a build starts (ms). */
  publishDebounceMs?: number;
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
    siteBuildCommand = process.env.SITE_BUILD_COMMAND ? (JSON.parse(process.env.SITE_BUILD_COMMAND) as string[]) : undefined,
    autoPublish = process.env.AUTO_PUBLISH !== 'false',
    publishDebounceMs = Number(process.env.PUBLISH_DEBOUNCE_MS || 300),
    ...supabaseOptions
  } = options;
  if (wantAdminBuild && adminBuildStale() && fs.existsSync(path.join(ADMIN_DIST, '..', 'vite.config.ts'))) {
    // A broken admin build must not take the site and the API down with it.
    await buildAdmin(supabaseOptions.log ?? console.log).catch((e: Error) =>
      (supabaseOptions.log ?? console.error)(`[admin] ${e.message}; admin/dist yang lama tetap dipakai`),
    );
  }

  let builder: SiteBuilder | null = null;
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
      mountStatic(app, {
        siteDir: () => builder?.state.current ?? null,
        adminDir: () => (fs.existsSync(path.join(ADMIN_DIST, 'index.html')) ? ADMIN_DIST : null),
      });
      supabaseOptions.mount?.(app, ctx);
    },
  });
  const server = await serve(local.app, port, undefined, local.config.jwtSecret);
  const apiUrl = process.env.PUBLIC_SUPABASE_URL || `http://localhost:${server.port}`;
  builder = new SiteBuilder({
    outRoot: siteBuildsDir ?? defaultBuildsDir(local.config.dataDir),
    env: {
      PUBLIC_SUPABASE_URL: apiUrl,
      PUBLIC_SUPABASE_ANON_KEY: local.config.anonKey,
      SITE_URL: process.env.SITE_URL || server.url,
    },
    log: local.config.log,
    command: siteBuildCommand,
    onStart: () => Publisher.claim(local.db),
    onFinish: ({ ok, error }, claimed) => Publisher.finish(local.db, claimed as number[], ok, error),
  });
  const publisher = new Publisher(local.db, builder, publishDebounceMs);
  if (autoPublish) await publisher.start();
  const firstBuild = builder.request().finally(() => {
    firstDone = true;
  });
  return {
    local,
    server,
    builder,
    firstBuild,
    async stop() {
      await server.stop();
      await publisher.stop();
      await builder?.idle();
      await local.close();
    },
  };
}
