import { Hono } from 'hono';
import type { ServerContext } from '../context.ts';
import { API_VERSION, API_VERSION_HEADER, AuthError, errorResponse, validationFailed } from './errors.ts';
import { checkApiKey } from './guard.ts';
import { schemaUpgrader } from './schema.ts';
import { adminRoutes } from './routes/admin.ts';
import { linkRoutes } from './routes/links.ts';
import { mfaRoutes } from './routes/mfa.ts';
import { publicRoutes } from './routes/public.ts';
import { tokenRoutes } from './routes/token.ts';
import { userRoutes } from './routes/user.ts';

/**
 * Postgres refusing a value the client sent (class 22 data exceptions: a NUL
 * in text or a \u0000 escape in jsonb, an out-of-range number) is the
 * client's error, not a server failure.
 */
function isClientDataError(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && 'severity' in (err as object) && code.startsWith('22');
}

/** The GoTrue subset the product's clients use, mounted at /auth/v1. */
export function authRoutes(ctx: ServerContext): Hono {
  const app = new Hono();
  const ensureSchema = schemaUpgrader(ctx.db);

  app.onError((err, c) => {
    if (err instanceof AuthError) return errorResponse(c, err);
    if (isClientDataError(err)) {
      return errorResponse(
        c,
        validationFailed('The request contains a value that cannot be stored (for example a NUL character)'),
      );
    }
    ctx.config.log(`[auth] ${c.req.method} ${c.req.path} failed: ${(err as Error).stack ?? String(err)}`);
    return errorResponse(
      c,
      new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'),
    );
  });

  app.use('*', async (c, next) => {
    // auth-js reads error codes from `code` only when the response names its API version.
    c.header(API_VERSION_HEADER, API_VERSION);
    await ensureSchema();
    await checkApiKey(c, ctx);
    await next();
  });

  publicRoutes(app, ctx);
  tokenRoutes(app, ctx);
  userRoutes(app, ctx);
  linkRoutes(app, ctx);
  mfaRoutes(app, ctx);
  adminRoutes(app, ctx);

  app.all('*', (c) => {
    throw new AuthError(404, 'not_found', `Not found: ${c.req.method} ${c.req.path}`);
  });
  return app;
}
