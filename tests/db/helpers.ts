import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { createUser } from '../../server/supabase/auth/users.ts';
import { resolveConfig } from '../../server/supabase/config.ts';
import { withClaims } from '../../server/supabase/db/with-claims.ts';
import type { Claims } from '../../server/supabase/jwt.ts';
import { connectPg, withDatabase } from '../../scripts/parity/pg-adapter.ts';
import { bootLocal } from '../local-supabase.ts';

/**
 * Which database the tests run on: the local server's PGlite (default), or
 * with DB_TARGET=postgres a real PostgreSQL whose DATABASE_URL names a
 * template database holding the Supabase-like base, the migrations and the
 * seed, connected as the non-superuser `postgres` (npm run test:parity).
 */
export const onPostgres = process.env.DB_TARGET === 'postgres';

/** Reason given by tests that only make sense on one backend. */
export const PGLITE_ONLY = 'PGlite-specific (local data directory / local server); skipped on DB_TARGET=postgres';

/**
 * A fresh database with migrations and seed: on PGlite a copy of the run's migrated and seeded template
 * (tests/global-setup.ts). On PostgreSQL: a clone of the template database, dropped again on close();
 * only `db`, `config` and `close` are provided there (no HTTP server).
 */
export function bootDatabase(): Promise<LocalSupabase> {
  return onPostgres ? clonePostgres() : bootLocal();
}

async function clonePostgres(): Promise<LocalSupabase> {
  const templateUrl = process.env.DATABASE_URL;
  if (!templateUrl) throw new Error('DB_TARGET=postgres needs DATABASE_URL (the template database)');
  const template = decodeURIComponent(new URL(templateUrl).pathname.slice(1));
  const name = `test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const control = await connectPg(withDatabase(templateUrl, 'postgres'));
  try {
    await control.exec(`create database "${name}" template "${template}"`);
  } finally {
    await control.close();
  }
  const db = await connectPg(withDatabase(templateUrl, name));
  const close = async () => {
    await db.close();
    const drop = await connectPg(withDatabase(templateUrl, 'postgres'));
    try {
      await drop.exec(`drop database if exists "${name}" with (force)`);
    } finally {
      await drop.close();
    }
  };
  return {
    db: db.asPglite(),
    config: resolveConfig({ dataDir: 'memory://', log: () => {} }),
    close,
  } as unknown as LocalSupabase;
}

export type Outcome =
  { ok: true; rows: Record<string, unknown>[]; affected: number } | { ok: false; code: string; message: string };

/** The rows of a successful outcome (fails the test otherwise). */
export function rowsOf<T>(out: Outcome): T[] {
  if (!out.ok) throw new Error(`expected success, got ${out.code}: ${out.message}`);
  return out.rows as T[];
}

class Rollback extends Error {
  readonly outcome: Outcome;
  constructor(outcome: Outcome) {
    super('rollback');
    this.outcome = outcome;
  }
}

export interface AttemptOptions {
  /** SQL run as the database owner first, in the same transaction (e.g. to free a unique value). */
  setup?: string;
  /** Keep the change instead of rolling it back. */
  commit?: boolean;
}

/**
 * Runs one statement as the JWT's role (withClaims, like the REST layer)
 * and reports rows or the SQLSTATE. An UPDATE or DELETE needs a WHERE (say
 * `where true`), as every API request has one: hosted Supabase's safeupdate
 * refuses them without, and the parity base does too (21000). Rolled back unless `commit`, so a test
 * can try every write without changing what the next test sees.
 */
export async function attempt(
  db: PGlite,
  claims: Claims,
  sql: string,
  params: unknown[] = [],
  options: AttemptOptions = {},
): Promise<Outcome> {
  try {
    const outcome = await withClaims(db, claims, async (tx) => {
      if (options.setup) {
        await tx.exec('reset role');
        await tx.exec(options.setup);
        await tx.query(`select set_config('role', $1, true)`, [claims.role]);
      }
      const res = await tx.query<Record<string, unknown>>(sql, params);
      const result: Outcome = { ok: true, rows: res.rows, affected: res.affectedRows ?? 0 };
      if (!options.commit) throw new Rollback(result);
      return result;
    });
    return outcome;
  } catch (e) {
    if (e instanceof Rollback) return e.outcome;
    const err = e as { code?: string; message?: string };
    if (typeof err.code !== 'string') throw e;
    return { ok: false, code: err.code, message: err.message ?? '' };
  }
}

export interface Actors {
  anon: Claims;
  user: Claims;
  admin: Claims;
  /** The administrator role with a verified TOTP factor, signed in with the password only. */
  adminMfaAal1: Claims;
  adminMfaAal2: Claims;
  ids: { user: string; admin: string; mfaAdmin: string };
}

function authenticated(sub: string, email: string, admin: boolean, aal: 'aal1' | 'aal2'): Claims {
  const now = Math.floor(Date.now() / 1000);
  return {
    role: 'authenticated',
    aud: 'authenticated',
    iat: now,
    exp: now + 3600,
    sub,
    email,
    app_metadata: { ...(admin ? { role: 'admin' } : {}), provider: 'email', providers: ['email'] },
    user_metadata: {},
    aal,
    amr: [{ method: aal === 'aal2' ? 'totp' : 'password', timestamp: now }],
    session_id: randomUUID(),
  };
}

/** Creates the users behind each actor (the TOTP factor row inserted directly) and returns their claims. */
export async function createActors(s: LocalSupabase): Promise<Actors> {
  const admin = (
    await s.db.query<{ id: string; email: string }>(`select id, email from auth.users where email = $1`, [
      s.config.adminEmail,
    ])
  ).rows[0];
  const userEmail = `jamaah-${randomUUID().slice(0, 8)}@example.test`;
  const userId = await createUser(s.db, { email: userEmail, password: 'rahasia123' });
  const mfaEmail = `admin-mfa-${randomUUID().slice(0, 8)}@example.test`;
  const mfaId = await createUser(s.db, { email: mfaEmail, password: 'rahasia123', appMetadata: { role: 'admin' } });
  await s.db.query(
    `insert into auth.mfa_factors (user_id, friendly_name, factor_type, status, secret)
     values ($1, 'Authenticator', 'totp', 'verified', 'JBSWY3DPEHPK3PXP')`,
    [mfaId],
  );
  const now = Math.floor(Date.now() / 1000);
  const actors: Actors = {
    anon: { role: 'anon', iss: 'supabase', iat: now, exp: now + 3600 },
    user: authenticated(userId, userEmail, false, 'aal1'),
    admin: authenticated(admin.id, admin.email, true, 'aal1'),
    adminMfaAal1: authenticated(mfaId, mfaEmail, true, 'aal1'),
    adminMfaAal2: authenticated(mfaId, mfaEmail, true, 'aal2'),
    ids: { user: userId, admin: admin.id, mfaAdmin: mfaId },
  };
  // is_admin() requires the token's session to exist (revocation), as GoTrue's tokens' sessions do.
  for (const c of [actors.user, actors.admin, actors.adminMfaAal1, actors.adminMfaAal2]) {
    await s.db.query(`insert into auth.sessions (id, user_id, aal) values ($1, $2, $3)`, [c.session_id, c.sub, c.aal]);
  }
  return actors;
}

/** A fresh database and its actors, for a file's beforeAll: `({ s, actors } = await bootWithActors())`. */
export async function bootWithActors(): Promise<{ s: LocalSupabase; actors: Actors }> {
  const s = await bootDatabase();
  return { s, actors: await createActors(s) };
}

/** Column list and parameters for an insert of `row` (objects and arrays as JSON). */
export function insertSql(table: string, row: Record<string, unknown>): { sql: string; params: unknown[] } {
  const keys = Object.keys(row);
  const params = keys.map((k) => {
    const v = row[k];
    return v !== null && typeof v === 'object' && !(v instanceof Date) ? JSON.stringify(v) : v;
  });
  return {
    sql: `insert into ${table} (${keys.join(', ')}) values (${keys.map((_, i) => `$${i + 1}`).join(', ')}) returning *`,
    params,
  };
}

/** A migration's SQL, for the tests that run it again on data it must move. */
export function migrationSql(file: string): string {
  return fs.readFileSync(path.resolve(import.meta.dirname, '../../supabase/migrations', file), 'utf8');
}

/** A page_content document as stored, or undefined when the page has none. */
export async function pageContent(s: LocalSupabase, name: string): Promise<Record<string, unknown> | undefined> {
  return (
    await s.db.query<{ content: Record<string, unknown> }>(
      `select content from public.page_content where page_name = $1`,
      [name],
    )
  ).rows[0]?.content;
}
