import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { bootLocal } from '../local-supabase.ts';
import { LOCAL_ANON_KEY, REPO_ROOT } from '../../server/supabase/config.ts';
import { createUser } from '../../server/supabase/auth/users.ts';

export const BASE_URL = 'http://localhost:54321';
export const STORAGE_URL = `${BASE_URL}/storage/v1`;

/** A valid 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
/** A valid 1×1 GIF. */
export const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
/** The start of a JPEG (SOI + JFIF APP0) followed by filler: enough for content checks. */
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
  Buffer.alloc(64, 7),
  Buffer.from([0xff, 0xd9]),
]);
export const WEBP = fs.readFileSync(path.join(REPO_ROOT, 'supabase', 'seed-images', 'hero.webp'));

export const FIVE_MB = 5 * 1024 * 1024;

/** PNG magic followed by filler up to `size` bytes: passes the content check, fails only on size. */
export function pngOfSize(size: number): Buffer<ArrayBuffer> {
  const out = Buffer.alloc(size, 1);
  PNG.copy(out, 0, 0, Math.min(PNG.length, size));
  return out;
}

export function startLocal(): Promise<LocalSupabase> {
  return bootLocal();
}

/** supabase-js talking to the in-process app (no port). */
export function inProcessFetch(s: LocalSupabase): typeof fetch {
  return ((input: RequestInfo | URL, init?: RequestInit) =>
    s.app.request(input instanceof Request ? input : String(input), init)) as typeof fetch;
}

export function clientFor(
  s: LocalSupabase,
  token?: string,
  fetchImpl: typeof fetch = inProcessFetch(s),
  url = BASE_URL,
) {
  return createClient(url, LOCAL_ANON_KEY, {
    global: { fetch: fetchImpl, headers: token ? { Authorization: `Bearer ${token}` } : {} },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

export async function adminUser(s: LocalSupabase): Promise<{ id: string; email: string }> {
  const res = await s.db.query<{ id: string; email: string }>(`select id, email from auth.users where email = $1`, [
    s.config.adminEmail,
  ]);
  return res.rows[0];
}

export interface TokenOptions {
  admin?: boolean;
  aal?: 'aal1' | 'aal2';
  expiresIn?: number;
}

export async function tokenFor(s: LocalSupabase, user: { id: string; email: string }, opts: TokenOptions = {}) {
  // A real session row, as GoTrue's tokens have: is_admin() refuses tokens whose session is gone.
  const sessionId = randomUUID();
  await s.db.query(`insert into auth.sessions (id, user_id, aal) values ($1, $2, $3)`, [
    sessionId,
    user.id,
    opts.aal ?? 'aal1',
  ]);
  return s.jwt.sign(
    {
      role: 'authenticated',
      aud: 'authenticated',
      sub: user.id,
      email: user.email,
      app_metadata: { ...(opts.admin ? { role: 'admin' } : {}), provider: 'email', providers: ['email'] },
      user_metadata: {},
      aal: opts.aal ?? 'aal1',
      amr: [{ method: opts.aal === 'aal2' ? 'totp' : 'password', timestamp: 0 }],
      session_id: sessionId,
    },
    opts.expiresIn ?? 3600,
  );
}

export async function newUser(s: LocalSupabase, appMetadata?: Record<string, unknown>) {
  const email = `user-${randomUUID().slice(0, 8)}@example.test`;
  const id = await createUser(s.db, { email, password: 'rahasia123', appMetadata });
  return { id, email };
}

export interface StoredRow {
  id: string;
  name: string;
  owner: string | null;
  metadata: { mimetype: string; size: number; cacheControl: string; eTag: string };
  data: Uint8Array | null;
}

/** The object row and its bytes, read as the database owner. */
export async function stored(s: LocalSupabase, name: string, bucket = 'images'): Promise<StoredRow | null> {
  const res = await s.db.query<StoredRow>(
    `select o.id, o.name, o.owner, o.metadata, b.data
       from storage.objects o left join local_storage.blobs b on b.object_id = o.id
      where o.bucket_id = $1 and o.name = $2`,
    [bucket, name],
  );
  return res.rows[0] ?? null;
}

/** Every object and blob, for "nothing changed" assertions. */
export async function snapshot(s: LocalSupabase): Promise<string> {
  const res = await s.db.query<{ name: string; version: string; md5: string | null }>(
    `select o.bucket_id || '/' || o.name as name, o.version, md5(b.data) as md5
       from storage.objects o left join local_storage.blobs b on b.object_id = o.id
      order by 1`,
  );
  const blobs = await s.db.query<{ n: number }>(`select count(*)::int as n from local_storage.blobs`);
  return JSON.stringify({ rows: res.rows, blobs: blobs.rows[0].n });
}

export type Client = SupabaseClient;
