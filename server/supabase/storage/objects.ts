import { createHash } from 'node:crypto';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { withClaims, type RequestInfo } from '../db/with-claims.ts';
import type { Claims } from '../jwt.ts';
import { errors } from './errors.ts';
import type { ObjectLocation } from './keys.ts';

/** create: fail on an existing name; upsert: replace it; update: it must exist. */
export type WriteMode = 'create' | 'upsert' | 'update';

interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

interface NewObject {
  data: Uint8Array;
  mimetype: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

interface StoredObject {
  id: string;
  name: string;
  bucket_id: string;
  version: string | null;
  metadata: Partial<ObjectMetadata> | null;
  user_metadata: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function ownerOf(claims: Claims): { owner: string | null; ownerId: string | null } {
  const sub = typeof claims.sub === 'string' && claims.sub !== '' ? claims.sub : null;
  return { owner: sub && UUID.test(sub) ? sub : null, ownerId: sub };
}

function metadataFor(obj: NewObject): ObjectMetadata {
  return {
    eTag: `"${createHash('md5').update(obj.data).digest('hex')}"`,
    size: obj.data.byteLength,
    mimetype: obj.mimetype,
    cacheControl: obj.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: obj.data.byteLength,
    httpStatusCode: 200,
  };
}

/** Thrown to roll back a dry run; never leaves this module. */
class DryRunDone extends Error {}

/**
 * Writes (or, without `obj`, only tries to write) the object row as the
 * caller so that row-level security decides, then stores the bytes as the
 * database owner in the same transaction. The dry run lets a refused upload
 * be answered before its body is read.
 */
async function writeRow(
  db: PGlite,
  claims: Claims,
  loc: ObjectLocation,
  mode: WriteMode,
  obj: NewObject | null,
  request: RequestInfo,
): Promise<string> {
  const { owner, ownerId } = ownerOf(claims);
  const metadata = obj ? JSON.stringify(metadataFor(obj)) : null;
  const userMetadata = obj?.userMetadata ? JSON.stringify(obj.userMetadata) : null;
  try {
    return await withClaims(
      db,
      claims,
      async (tx) => {
        let id: string | undefined;
        if (mode === 'update') {
          const res = await tx.query<{ id: string }>(
            `update storage.objects
                set metadata = coalesce($3::jsonb, metadata), user_metadata = coalesce($4::jsonb, user_metadata),
                    owner = $5, owner_id = $6, version = gen_random_uuid()::text,
                    updated_at = now(), last_accessed_at = now()
              where bucket_id = $1 and name = $2
          returning id`,
            [loc.bucket, loc.name, metadata, userMetadata, owner, ownerId],
          );
          id = res.rows[0]?.id;
          if (!id) {
            // Zero rows: either there is no such object or RLS hid it from UPDATE.
            const visible = await tx.query(`select 1 from storage.objects where bucket_id = $1 and name = $2`, [
              loc.bucket,
              loc.name,
            ]);
            throw visible.rows.length > 0 ? errors.accessDenied() : errors.noSuchKey();
          }
        } else {
          const res = await tx.query<{ id: string }>(
            `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
             values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, gen_random_uuid()::text)
             ${
               mode === 'upsert'
                 ? `on conflict (bucket_id, name) do update
                      set metadata = excluded.metadata, user_metadata = excluded.user_metadata,
                          owner = excluded.owner, owner_id = excluded.owner_id, version = excluded.version,
                          updated_at = now(), last_accessed_at = now()`
                 : ''
             }
             returning id`,
            [loc.bucket, loc.name, owner, ownerId, metadata, userMetadata],
          );
          id = res.rows[0].id;
        }
        if (!obj) throw new DryRunDone();
        // The caller's role may not touch local_storage; the session user (the owner) may.
        await tx.exec('reset role');
        await tx.query(
          `insert into local_storage.blobs (object_id, data) values ($1, $2)
           on conflict (object_id) do update set data = excluded.data`,
          [id, obj.data],
        );
        return id;
      },
      request,
    );
  } catch (e) {
    if (e instanceof DryRunDone) return '';
    throw e;
  }
}

export async function checkWritable(
  db: PGlite,
  claims: Claims,
  loc: ObjectLocation,
  mode: WriteMode,
  request: RequestInfo,
): Promise<void> {
  await writeRow(db, claims, loc, mode, null, request);
}

export async function writeObject(
  db: PGlite,
  claims: Claims,
  loc: ObjectLocation,
  mode: WriteMode,
  obj: NewObject,
  request: RequestInfo,
): Promise<string> {
  return writeRow(db, claims, loc, mode, obj, request);
}

const OBJECT_COLUMNS = `o.id, o.name, o.bucket_id, o.version, o.metadata, o.user_metadata, o.created_at, o.updated_at`;

async function blobOf(tx: Transaction | PGlite, id: string): Promise<Uint8Array<ArrayBuffer>> {
  const res = await tx.query<{ data: Uint8Array<ArrayBuffer> }>(
    `select data from local_storage.blobs where object_id = $1`,
    [id],
  );
  return res.rows[0]?.data ?? new Uint8Array(0);
}

export interface ObjectWithData extends StoredObject {
  data: Uint8Array<ArrayBuffer>;
}

/** An object the caller may read (RLS), with its bytes; `withData` false for metadata only. */
export async function readObjectAs(
  db: PGlite,
  claims: Claims,
  loc: ObjectLocation,
  request: RequestInfo,
  withData = true,
): Promise<ObjectWithData> {
  return withClaims(
    db,
    claims,
    async (tx) => {
      const res = await tx.query<StoredObject>(
        `select ${OBJECT_COLUMNS} from storage.objects o where o.bucket_id = $1 and o.name = $2`,
        [loc.bucket, loc.name],
      );
      const row = res.rows[0];
      if (!row) throw errors.noSuchKey();
      if (!withData) return { ...row, data: new Uint8Array(0) };
      await tx.exec('reset role');
      return { ...row, data: await blobOf(tx, row.id) };
    },
    request,
  );
}

/** An object of a public bucket, for anyone (the public URL needs no token). */
export async function readPublicObject(db: PGlite, loc: ObjectLocation): Promise<ObjectWithData> {
  const bucket = await db.query<{ public: boolean }>(`select public from storage.buckets where id = $1`, [loc.bucket]);
  if (!bucket.rows[0]?.public) throw errors.noSuchBucket();
  const res = await db.query<StoredObject>(
    `select ${OBJECT_COLUMNS} from storage.objects o where o.bucket_id = $1 and o.name = $2`,
    [loc.bucket, loc.name],
  );
  const row = res.rows[0];
  if (!row) throw errors.noSuchKey();
  return { ...row, data: await blobOf(db, row.id) };
}

interface DeletedObject {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  metadata: unknown;
  user_metadata: unknown;
  created_at: Date | null;
  updated_at: Date | null;
  last_accessed_at: Date | null;
}

/** Deletes the named objects the caller may delete; rows hidden by RLS are left alone. */
export async function deleteObjects(
  db: PGlite,
  claims: Claims,
  bucket: string,
  names: string[],
  request: RequestInfo,
): Promise<DeletedObject[]> {
  if (names.length === 0) return [];
  return withClaims(
    db,
    claims,
    async (tx) => {
      const res = await tx.query<DeletedObject>(
        `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
         returning id, bucket_id, name, owner, owner_id, version, metadata, user_metadata,
                   created_at, updated_at, last_accessed_at`,
        [bucket, names],
      );
      return res.rows;
    },
    request,
  );
}
