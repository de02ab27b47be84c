import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { resolveConfig, type ServerConfig } from './config.ts';
import type { ServerContext } from './context.ts';
import { openDatabase } from './db/open.ts';
import { migrate } from './db/migrate.ts';
import { seed } from './db/seed.ts';
import { ensureAdmin } from './auth/users.ts';
import { JwtService } from './jwt.ts';
import { Outbox } from './outbox.ts';
import { notLocalReason } from './http/local-only.ts';
import { restRoutes } from './rest/index.ts';
import { authRoutes } from './auth/index.ts';
import { storageRoutes } from './storage/index.ts';

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
}

const EXPOSED_HEADERS = ['Content-Range', 'X-Supabase-Api-Version', 'Content-Location', 'Location'];
const API_PATH = /^\/(rest|auth|storage)\/v1(\/|$)|^\/_local\//;
/** Every mail the server "sent", links included: whoever reads it can sign in as anyone. Local eyes only. */
const OUTBOX_PATH = '/_local/outbox';

/** Opens (or creates, migrates and seeds) the database and returns the Supabase-compatible HTTP app. */
export async function createLocalSupabase(options: CreateOptions = {}): Promise<LocalSupabase> {
  const { mount, ...overrides } = options;
  const config = resolveConfig(overrides);
  const { db, close } = await openDatabase(config.dataDir);
  try {
    const { fresh } = await migrate(db, config.migrationsDir);
    if (fresh) await seed(db, config.seedFile, config.seedImagesDir);
    const { created: adminCreated } = await ensureAdmin(db, config.adminEmail, config.adminPassword);

    const ctx: ServerContext = { db, config, jwt: new JwtService(config.jwtSecret), outbox: new Outbox(config.log) };

    // ra-supabase joins strings, so a configured trailing slash yields `//rest/v1`.
    const app = new Hono({ getPath: (req) => new URL(req.url).pathname.replace(/\/{2,}/g, '/') });
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
    // Any site may call the API with the public keys (no cookies are involved), but the outbox is not API.
    app.use('*', (c, next) => (c.req.path === OUTBOX_PATH ? next() : apiCors(c, next)));
    app.route('/rest/v1', restRoutes(ctx));
    app.route('/auth/v1', authRoutes(ctx));
    app.route('/storage/v1', storageRoutes(ctx));
    app.get(OUTBOX_PATH, (c) => {
      c.header('Cache-Control', 'no-store');
      const refused = notLocalReason(c, config.siteUrl);
      if (refused) return c.json({ message: `The outbox is ${refused}` }, 403);
      return c.json(ctx.outbox.list(c.req.query('to')));
    });
    app.get('/_local/health', (c) => c.json({ ok: true }));
    mount?.(app, ctx);

    return { ...ctx, app, fresh, adminCreated, close };
  } catch (e) {
    await close();
    throw e;
  }
}
