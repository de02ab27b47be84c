import { Hono, type Context } from 'hono';
import type { ServerContext } from '../context.ts';
import { withClaims, type RequestInfo } from '../db/with-claims.ts';
import { headerRecord, JwtError, MissingApiKeyError, requestClaims } from '../http/claims.ts';
import type { Claims } from '../jwt.ts';
import { isPlainObject, parseJsonBody, readBodyText, type JsonBody } from './body.ts';
import { ApiError, SchemaMiss, invalidBody, isPgError, pgErrorResponse } from './errors.ts';
import { execute } from './execute.ts';
import { checkProfile, negotiate } from './media.ts';
import { openApiSpec } from './openapi.ts';
import { parsePrefer } from './prefer.ts';
import { parseQuery } from './query-params.ts';
import { buildRead } from './read.ts';
import { errorResponse, readResponse, writeResponse } from './respond.ts';
import { argumentNames, buildRpc, resolveFunction } from './rpc.ts';
import { findRelation, SchemaCache, type SchemaSnapshot } from './schema-cache.ts';
import { target } from './sql.ts';
import { buildDelete, buildInsert, buildUpdate } from './write.ts';

const TABLE_METHODS = new Set(['GET', 'HEAD', 'POST', 'PATCH', 'DELETE']);

function unsupportedMethod(method: string): ApiError {
  return new ApiError(405, { code: 'PGRST117', message: `Unsupported HTTP method: ${method}` });
}

/** PostgREST's API (the subset the product's clients use) at /rest/v1. */
export function restRoutes(ctx: ServerContext): Hono {
  const app = new Hono();
  const cache = new SchemaCache(ctx.db, ctx.config.schemaReloadMinMs);

  /**
   * Builds with the cached schema. A name it does not know may reload the
   * cache (rate-limited by the cache) and builds again; if the reload did not
   * happen, the second build answers the same "not found".
   */
  async function withSchema<T>(build: (schema: SchemaSnapshot) => T): Promise<T> {
    const schema = await cache.get();
    try {
      return build(schema);
    } catch (e) {
      if (!(e instanceof SchemaMiss)) throw e;
      const fresh = await cache.refresh();
      if (fresh === schema) throw e;
      return build(fresh);
    }
  }

  async function authenticate(c: Context): Promise<Claims> {
    try {
      return await requestClaims(c, ctx.jwt);
    } catch (e) {
      if (e instanceof MissingApiKeyError) {
        throw new ApiError(401, {
          code: 'PGRST302',
          message: 'No API key found in request',
          hint: 'No `apikey` request header or url param was found.',
        });
      }
      if (e instanceof JwtError) {
        const expired = e.kind === 'expired';
        const message = expired ? 'JWT expired' : e.message;
        throw new ApiError(
          401,
          { code: expired ? 'PGRST303' : 'PGRST301', message },
          { 'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message.replace(/["\\]/g, '')}"` },
        );
      }
      throw e;
    }
  }

  function requestInfo(c: Context): RequestInfo {
    return { method: c.req.method, path: new URL(c.req.url).pathname, headers: headerRecord(c) };
  }

  async function readJson(c: Context): Promise<JsonBody> {
    return parseJsonBody(await readBodyText(c, ctx.config.maxJsonBody));
  }

  function guarded(handler: (c: Context) => Promise<Response>) {
    return async (c: Context): Promise<Response> => {
      try {
        return await handler(c);
      } catch (e) {
        if (e instanceof ApiError) return errorResponse(e);
        // PGlite errors outside a request transaction (schema loading) are still Postgres errors.
        if (isPgError(e)) return errorResponse(pgErrorResponse(e, 'service_role'));
        console.error('[rest] unexpected error', e);
        return errorResponse(new ApiError(500, { code: 'PGRST000', message: 'Internal server error' }));
      }
    };
  }

  const root = guarded(async (c) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') throw unsupportedMethod(c.req.method);
    const claims = await authenticate(c);
    checkProfile(c.req.method, c.req.header('accept-profile'), c.req.header('content-profile'));
    const repr = negotiate(c.req.header('accept'), ['application/openapi+json']);
    const schema = await cache.get();
    const url = new URL(c.req.url);
    const host = c.req.header('host') ?? url.host;
    const scheme = (c.req.header('x-forwarded-proto') ?? url.protocol.replace(':', '')) === 'https' ? 'https' : 'http';
    const spec = await withClaims(ctx.db, claims, (tx) => openApiSpec(tx, schema, host, scheme), requestInfo(c));
    const contentType = repr.contentType.startsWith('application/openapi+json')
      ? repr.contentType
      : 'application/openapi+json; charset=utf-8';
    return new Response(JSON.stringify(spec), { status: 200, headers: { 'Content-Type': contentType } });
  });
  app.all('/', root);

  app.all(
    '/rpc/:fn',
    guarded(async (c) => {
      const method = c.req.method;
      if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') throw unsupportedMethod(method);
      const claims = await authenticate(c);
      checkProfile(method, c.req.header('accept-profile'), c.req.header('content-profile'));
      const prefs = parsePrefer(c.req.header('prefer'));
      const repr = negotiate(c.req.header('accept'));
      const name = c.req.param('fn') ?? '';
      const search = new URL(c.req.url).search;

      // POST: the body is the argument object, passed to SQL as sent. GET/HEAD: parameters naming an argument.
      let postArgs: { text: string; names: string[] } | null = null;
      if (method === 'POST') {
        const text = await readBodyText(c, ctx.config.maxJsonBody);
        if (text.trim() === '') postArgs = { text: '{}', names: [] };
        else {
          const body = parseJsonBody(text);
          if (!isPlainObject(body.value)) throw invalidBody('The arguments of a function call must be a JSON object');
          postArgs = { text, names: Object.keys(body.value) };
        }
      }

      const plan = await withSchema((schema) => {
        const known = argumentNames(schema, name);
        const q = parseQuery(search, postArgs ? () => false : (key) => known.has(key) || known.size === 0);
        const argNames = postArgs ? postArgs.names : [...q.rpcArgs.keys()];
        const argsText = postArgs ? postArgs.text : JSON.stringify(Object.fromEntries(q.rpcArgs));
        const fn = resolveFunction(schema, name, argNames);
        const built = buildRpc(fn, argsText, argNames, q, {
          count: prefs.count !== null,
          singular: repr.singular,
          stripNulls: repr.stripNulls,
          head: method === 'HEAD',
          readOnly: method !== 'POST',
        });
        return { ...built, offset: q.offset ?? 0 };
      });

      const result = await execute(
        ctx.db,
        cache,
        claims,
        plan.stmt,
        { singular: repr.singular, prefs, mutation: false },
        requestInfo(c),
      );
      if (plan.shape === 'void') return new Response(null, { status: 204 });
      if (plan.shape === 'rows') return readResponse(result, plan.offset, repr, prefs);
      const contentType =
        plan.shape === 'row' || repr.singular ? 'application/vnd.pgrst.object+json; charset=utf-8' : repr.contentType;
      return new Response(result.body, { status: 200, headers: { 'Content-Type': contentType } });
    }),
  );

  app.all(
    '/:table',
    guarded(async (c) => {
      const method = c.req.method;
      if (!TABLE_METHODS.has(method)) throw unsupportedMethod(method);
      const claims = await authenticate(c);
      checkProfile(method, c.req.header('accept-profile'), c.req.header('content-profile'));
      const prefs = parsePrefer(c.req.header('prefer'));
      const repr = negotiate(c.req.header('accept'));
      const q = parseQuery(new URL(c.req.url).search);
      const body = method === 'POST' || method === 'PATCH' ? await readJson(c) : null;
      const name = c.req.param('table') ?? '';
      const writeOpts = {
        representation: prefs.return === 'representation',
        singular: repr.singular,
        stripNulls: repr.stripNulls,
      };

      const stmt = await withSchema((schema) => {
        const rel = findRelation(schema, name);
        switch (method) {
          case 'POST':
            return buildInsert(rel, q, body!, prefs, writeOpts);
          case 'PATCH':
            return buildUpdate(rel, q, body!, writeOpts);
          case 'DELETE':
            return buildDelete(rel, q, writeOpts);
          default:
            return buildRead({ target: target(rel), from: `"public".${target(rel).alias}` }, q, {
              count: prefs.count !== null,
              singular: repr.singular,
              stripNulls: repr.stripNulls,
              head: method === 'HEAD',
              readOnly: true,
            });
        }
      });

      const write = method === 'POST' || method === 'PATCH' || method === 'DELETE';
      const result = await execute(
        ctx.db,
        cache,
        claims,
        stmt,
        { singular: repr.singular, prefs, mutation: method === 'PATCH' || method === 'DELETE' },
        requestInfo(c),
      );
      if (write) return writeResponse(method as 'POST' | 'PATCH' | 'DELETE', result, repr, prefs);
      return readResponse(result, q.offset ?? 0, repr, prefs);
    }),
  );

  app.all(
    '*',
    guarded(async (c) => {
      // Mounted at /rest/v1, the sub-app's '/' only matches without the trailing slash clients send.
      if (/\/rest\/v1\/$/.test(c.req.path)) return root(c);
      throw new ApiError(404, {
        code: 'PGRST125',
        message: `Invalid path specified in request URL: ${new URL(c.req.url).pathname}`,
      });
    }),
  );

  return app;
}
