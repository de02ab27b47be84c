import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { resolveConfig, type ServerConfig } from './config.ts';
import type { ServerContext } from './context.ts';
import { diskFullMessage, openDatabase } from './db/open.ts';
import { isDiskFull } from './http/disk-full.ts';
import { migrate } from './db/migrate.ts';
import { seed } from './db/seed.ts';
import { ensureAdmin } from './auth/users.ts';
import { JwtService } from './jwt.ts';
import { Outbox } from './outbox.ts';
import { notLocalReason } from './http/local-only.ts';
import { restRoutes } from './rest/index.ts';
import { authRoutes } from './auth/index.ts';
import { storageRoutes } from './storage/index.ts';
import {
  createDeployHandler,
  FUNCTION_NAME as DEPLOY_FUNCTION,
} from '../../supabase/functions/netlify-deploy/handler.ts';
import {
  createNotifyHandler,
  FUNCTION_NAME as NOTIFY_FUNCTION,
} from '../../supabase/functions/notify-inquiry/handler.ts';

export interface LocalSupabase extends ServerContext {
  /** The HTTP application: `app.request()` in tests, `serve()` for a real port. */
  app: Hono;
  /** True when this start created the database (and seeded it). */
  fresh: boolean;
  adminCreated: boolean;
  close(): Promise<void>;
}

export interface CreateOptions extends Partial<ServerConfig> {
  /** Extra routes mounted after the API (the static site and the admin, by the product server). */
  mount?: (app: Hono, ctx: ServerContext) => void;
  /**
   * memory:// only: a dump (PGlite's dumpDataDir) of a database this server already migrated and seeded
   * with the same settings, to start from instead of migrating and seeding again (tests: ~1 s, not ~5 s).
   * Migrations newer than the dump are still applied.
   */
  template?: Blob;
}

const EXPOSED_HEADERS = ['Content-Range', 'X-Supabase-Api-Version', 'Content-Location', 'Location', 'Retry-After'];
/**
 * Every route of the API app lives under these paths; whatever else it answers is the static layer's
 * (product/static.ts). The product's front thread (product/front.ts) relies on that split.
 */
export const API_PATH = /^\/(rest|auth|storage|functions)\/v1(\/|$)|^\/_local\//;
/**
 * Dev endpoints: the outbox (every mail the server "sent", links included: whoever reads it can sign in
 * as anyone), the publisher's state (absolute paths, build output), readiness and health. Local eyes only.
 */
const LOCAL_PREFIX = '/_local/';
const OUTBOX_PATH = '/_local/outbox';

/** ra-supabase joins strings, so a configured trailing slash yields `//rest/v1`. */
export function normalizedPath(url: string): string {
  return new URL(url).pathname.replace(/\/{2,}/g, '/');
}

/**
 * The middleware every response of the server passes, API or static: the API app and the product's
 * front thread both start from it, so a static file gets the same headers from either.
 */
export function createHttpApp(): Hono {
  const app = new Hono({ getPath: (req) => normalizedPath(req.url) });
  app.use('*', async (c, next) => {
    await next();
    // API bodies are JSON or checked images: browsers must not sniff them into HTML.
    if (API_PATH.test(c.req.path)) c.res.headers.set('X-Content-Type-Options', 'nosniff');
  });
  const apiCors = cors({
    origin: (origin) => origin || '*',
    allowMethods: ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
    exposeHeaders: EXPOSED_HEADERS,
    maxAge: 86400,
  });
  // Any site may call the API with the public keys (no cookies are involved), but /_local/* is not API:
  // no CORS, and only this machine (loopback, a local host name, no cross-site browser request).
  app.use('*', (c, next) => (c.req.path.startsWith(LOCAL_PREFIX) ? next() : apiCors(c, next)));
  return app;
}

/** Opens (or creates, migrates and seeds) the database and returns the Supabase-compatible HTTP app. */
export async function createLocalSupabase(options: CreateOptions = {}): Promise<LocalSupabase> {
  const { mount, template, ...overrides } = options;
  const config = resolveConfig(overrides);
  const { db, close, created, markInitialised } = await openDatabase(config.dataDir, {
    log: config.log,
    loadDataDir: template,
  });
  try {
    const { fresh } = await migrate(db, config.migrationsDir, { allowCreate: created, dataDir: config.dataDir });
    if (fresh) await seed(db, config.seedFile, config.seedImagesDir);
    const { created: adminCreated } = await ensureAdmin(db, config.adminEmail, config.adminPassword);
    markInitialised();

    const ctx: ServerContext = { db, config, jwt: new JwtService(config.jwtSecret), outbox: new Outbox(config.log) };

    const app = createHttpApp();
    app.use(`${LOCAL_PREFIX}*`, async (c, next) => {
      const refused = notLocalReason(c, config.siteUrl);
      if (refused) {
        c.header('Cache-Control', 'no-store');
        return c.json({ message: `${c.req.path} is ${refused}` }, 403);
      }
      await next();
      c.res.headers.set('Cache-Control', 'no-store');
    });
    app.route('/rest/v1', restRoutes(ctx));
    app.route('/auth/v1', authRoutes(ctx));
    app.route('/storage/v1', storageRoutes(ctx));
    app.get(OUTBOX_PATH, (c) => c.json(ctx.outbox.list(c.req.query('to'))));
    // Healthy means the database answers: after a fatal Postgres error every query fails at once, and so does this.
    app.get('/_local/health', async (c) => {
      try {
        await db.query('select 1');
        return c.json({ ok: true });
      } catch (e) {
        return c.json({ ok: false, message: (e as Error).message }, 503);
      }
    });
    // The Edge Function's own handler, as `supabase functions serve` would run it; it calls this app's REST API.
    const deployHandler = createDeployHandler({
      supabaseUrl: 'http://localhost',
      serviceRoleKey: config.serviceRoleKey,
      fetch: (input, init) => Promise.resolve(app.fetch(new Request(input, init))),
    });
    app.all(`/functions/v1/${DEPLOY_FUNCTION}`, (c) => deployHandler(c.req.raw));
    // The inquiry alerts' function; every alert is also shown in the outbox, so one is seen without a channel.
    const notifyHandler = createNotifyHandler({
      supabaseUrl: 'http://localhost',
      serviceRoleKey: config.serviceRoleKey,
      telegramApiUrl: config.telegramApiUrl,
      fetch: (input, init) => Promise.resolve(app.fetch(new Request(input, init))),
      outbox: (text) => ctx.outbox.send({ to: 'pemilik', subject: 'Notifikasi prospek', text }),
    });
    app.all(`/functions/v1/${NOTIFY_FUNCTION}`, (c) => notifyHandler(c.req.raw));
    mount?.(app, ctx);

    return { ...ctx, app, fresh, adminCreated, close };
  } catch (e) {
    await close();
    // Migrating or seeding can fill the disk too: name it rather than pass on Postgres' file error.
    if (!config.dataDir.startsWith('memory://') && isDiskFull(e)) {
      throw new Error(diskFullMessage(config.dataDir), { cause: e });
    }
    throw e;
  }
}
