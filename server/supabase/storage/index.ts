import { Hono, type Context } from 'hono';
import type { ServerContext } from '../context.ts';
import { withClaims, type RequestInfo } from '../db/with-claims.ts';
import { headerRecord, requestClaims } from '../http/claims.ts';
import { readJson, readUpload } from './body.ts';
import { findBucket, listBuckets } from './buckets.ts';
import { errors, toStorageError } from './errors.ts';
import { parseLocation, rawTailAfter, validateBucketName } from './keys.ts';
import { listObjects, parseListOptions } from './list.ts';
import { resolveUploadMime } from './mime.ts';
import {
  checkWritable,
  deleteObjects,
  readObjectAs,
  readPublicObject,
  writeObject,
  type WriteMode,
} from './objects.ts';
import { objectInfo, objectResponse } from './respond.ts';

const MAX_DELETE = 1000;

function decodeBucket(raw: string): string {
  let bucket: string;
  try {
    bucket = decodeURIComponent(raw.replace(/\/+$/, ''));
  } catch {
    throw errors.noSuchBucket();
  }
  return validateBucketName(bucket);
}

/** The Storage API (`/storage/v1`), the subset supabase-js's storage client uses. */
export function storageRoutes(ctx: ServerContext): Hono {
  const app = new Hono();
  const { db, config, jwt } = ctx;

  app.onError((e, c) => {
    const err = toStorageError(e);
    if (err.httpStatus >= 500)
      config.log(`[storage] ${c.req.method} ${c.req.url}: ${(e as Error)?.stack ?? String(e)}`);
    return c.json(err.toJSON(), err.httpStatus);
  });

  const claimsOf = (c: Context) => requestClaims(c, jwt);
  const info = (c: Context): RequestInfo => ({
    method: c.req.method,
    path: new URL(c.req.url).pathname,
    headers: headerRecord(c),
  });

  // ---- buckets ---------------------------------------------------------
  app.get('/bucket', async (c) => {
    const claims = await claimsOf(c);
    return c.json(await withClaims(db, claims, (tx) => listBuckets(tx), info(c)));
  });

  app.get('/bucket/:id', async (c) => {
    const claims = await claimsOf(c);
    const id = decodeBucket(rawTailAfter(c.req.url, '/bucket/'));
    const bucket = await withClaims(db, claims, (tx) => findBucket(tx, id), info(c));
    if (!bucket) throw errors.noSuchBucket();
    return c.json(bucket);
  });

  // ---- listing ---------------------------------------------------------
  app.post('/object/list/*', async (c) => {
    const claims = await claimsOf(c);
    const bucket = decodeBucket(rawTailAfter(c.req.url, '/object/list/'));
    const opts = parseListOptions(await readJson(c.req.raw, config.maxJsonBody));
    if (!(await findBucket(db, bucket))) throw errors.noSuchBucket();
    return c.json(await listObjects(db, claims, bucket, opts, info(c)));
  });

  // ---- reading ---------------------------------------------------------
  // Public buckets are readable by anyone, with or without a token.
  app.get('/object/public/*', async (c) => {
    const loc = parseLocation(rawTailAfter(c.req.url, '/object/public/'));
    return objectResponse(c, await readPublicObject(db, loc));
  });

  const readThroughRls = (prefix: string) => async (c: Context) => {
    const claims = await claimsOf(c);
    const loc = parseLocation(rawTailAfter(c.req.url, prefix));
    return objectResponse(c, await readObjectAs(db, claims, loc, info(c)));
  };
  const infoThroughRls = (prefix: string) => async (c: Context) => {
    const claims = await claimsOf(c);
    const loc = parseLocation(rawTailAfter(c.req.url, prefix));
    return c.json(objectInfo(await readObjectAs(db, claims, loc, info(c), false)));
  };
  app.get('/object/info/authenticated/*', infoThroughRls('/object/info/authenticated/'));
  app.get('/object/info/public/*', async (c) => {
    const loc = parseLocation(rawTailAfter(c.req.url, '/object/info/public/'));
    return c.json(objectInfo(await readPublicObject(db, loc)));
  });
  app.get('/object/info/*', infoThroughRls('/object/info/'));
  app.get('/object/authenticated/*', readThroughRls('/object/authenticated/'));
  app.get('/object/*', readThroughRls('/object/'));

  // ---- writing ---------------------------------------------------------
  const upload = async (c: Context, mode: WriteMode) => {
    const claims = await claimsOf(c);
    const loc = parseLocation(rawTailAfter(c.req.url, '/object/'));
    const bucket = await findBucket(db, loc.bucket);
    if (!bucket) throw errors.noSuchBucket();
    const declaredLength = c.req.header('content-length');
    if (declaredLength && /^\d+$/.test(declaredLength) && Number(declaredLength) > config.maxUploadBody) {
      throw errors.tooLarge();
    }
    // Refuse before reading the body when the caller may not write here at all.
    await checkWritable(db, claims, loc, mode, info(c));
    const body = await readUpload(c.req.raw, config.maxUploadBody);
    if (bucket.file_size_limit !== null && body.data.byteLength > bucket.file_size_limit) throw errors.tooLarge();
    const mimetype = resolveUploadMime(body.contentType, body.data, bucket.allowed_mime_types);
    const id = await writeObject(
      db,
      claims,
      loc,
      mode,
      { data: body.data, mimetype, cacheControl: body.cacheControl, userMetadata: body.userMetadata },
      info(c),
    );
    return c.json({ Key: `${loc.bucket}/${loc.name}`, Id: id });
  };

  app.post('/object/*', (c) => upload(c, c.req.header('x-upsert') === 'true' ? 'upsert' : 'create'));
  app.put('/object/*', (c) => upload(c, 'update'));

  // ---- deleting --------------------------------------------------------
  app.delete('/object/*', async (c) => {
    const claims = await claimsOf(c);
    const tail = rawTailAfter(c.req.url, '/object/');
    if (tail.replace(/\/+$/, '').includes('/')) {
      const loc = parseLocation(tail);
      const deleted = await deleteObjects(db, claims, loc.bucket, [loc.name], info(c));
      if (deleted.length === 0) throw errors.noSuchKey();
      return c.json({ message: 'Successfully deleted' });
    }
    const bucket = decodeBucket(tail);
    const body = (await readJson(c.req.raw, config.maxJsonBody)) as { prefixes?: unknown };
    const prefixes = body?.prefixes;
    if (!Array.isArray(prefixes) || prefixes.some((p) => typeof p !== 'string' || p.length > 1024)) {
      throw errors.invalidRequest('body must have required property prefixes: an array of object names');
    }
    if (prefixes.length > MAX_DELETE)
      throw errors.invalidRequest(`At most ${MAX_DELETE} objects can be deleted at once`);
    if (!(await findBucket(db, bucket))) throw errors.noSuchBucket();
    return c.json(await deleteObjects(db, claims, bucket, prefixes as string[], info(c)));
  });

  app.all('*', (c) => {
    throw errors.notFound(c.req.method, new URL(c.req.url).pathname);
  });

  return app;
}
