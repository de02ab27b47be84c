import type { PGlite, Transaction } from '@electric-sql/pglite';
import { validationFailed } from './errors.ts';
import { hashPassword } from './password.ts';

/**
 * Largest user_metadata accepted, in bytes of its JSON (UTF-8). GoTrue copies user_metadata into
 * every access token, which travels in the Authorization header of every request: 20 KB of metadata
 * made a 27 KB token that Node's HTTP server refuses (431, 16 KB of headers in all), and nginx's
 * default (8 KB per header line) or Cloudflare refuse far smaller ones (supabase/auth#1754). 4 KB of
 * JSON keeps a token near 6 KB (base64 adds a third, the other claims under 1 KB), within all of those,
 * and is far more than the product stores there (nothing: the admin reads only app_metadata.role).
 */
export const MAX_USER_METADATA_BYTES = 4096;

export const jsonBytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value ?? {}), 'utf8');

/** Refuses user_metadata (as it would be stored) over MAX_USER_METADATA_BYTES, GoTrue-shaped. */
export function assertUserMetadataSize(metadata: Record<string, unknown>): void {
  const size = jsonBytes(metadata);
  if (size > MAX_USER_METADATA_BYTES) {
    throw validationFailed(
      `user_metadata must be at most ${MAX_USER_METADATA_BYTES} bytes of JSON (this one would be ${size})`,
    );
  }
}

interface NewUser {
  email: string;
  /** Null/absent: a user who cannot sign in with a password until one is set. */
  password?: string | null;
  appMetadata?: Record<string, unknown>;
  userMetadata?: Record<string, unknown>;
  /** Defaults to true: the local server sends no sign-up confirmation mail. */
  emailConfirm?: boolean;
}

/** Creates an e-mail/password user (as the database owner, bypassing RLS). Returns its id. */
export async function createUser(db: PGlite | Transaction, user: NewUser): Promise<string> {
  const appMeta = { provider: 'email', providers: ['email'], ...(user.appMetadata ?? {}) };
  const hash = user.password ? await hashPassword(user.password) : null;
  const res = await db.query<{ id: string }>(
    `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
     values (lower(trim($1)), $2, case when $5 then now() end, $3, $4) returning id`,
    [user.email, hash, JSON.stringify(appMeta), JSON.stringify(user.userMetadata ?? {}), user.emailConfirm ?? true],
  );
  return res.rows[0].id;
}

/**
 * Makes sure the administrator exists. Only when no administrator exists at
 * all is one created from ADMIN_EMAIL/ADMIN_PASSWORD, so an administrator who
 * changed e-mail or password keeps them across restarts.
 */
export async function ensureAdmin(db: PGlite, email: string, password: string): Promise<{ created: boolean }> {
  const existing = await db.query(`select 1 from auth.users where raw_app_meta_data ->> 'role' = 'admin' limit 1`);
  if (existing.rows.length > 0) return { created: false };
  const byEmail = await db.query<{ id: string }>(`select id from auth.users where email = lower($1)`, [email]);
  if (byEmail.rows.length > 0) {
    await db.query(
      `update auth.users set raw_app_meta_data = raw_app_meta_data || '{"role":"admin"}'::jsonb where id = $1`,
      [byEmail.rows[0].id],
    );
    return { created: false };
  }
  await createUser(db, { email, password, appMetadata: { role: 'admin' } });
  return { created: true };
}

/** GoTrue's metadata update: top-level keys are merged, a null value removes the key. */
export function mergeMetadata(
  current: Record<string, unknown>,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const out = { ...current };
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k];
    else out[k] = v;
  }
  return out;
}
