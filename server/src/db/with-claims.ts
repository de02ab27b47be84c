import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Claims } from '../jwt.ts';

export interface RequestInfo {
  method: string;
  path: string;
  headers: Record<string, string>;
}

/** The Storage API is the one caller allowed to delete storage rows (see storage.protect_delete). */
const STORAGE_API = /^\/storage\/v1\//;

/**
 * A string as an SQL literal, as libpq's PQescapeLiteral writes it: quotes doubled and, when a backslash is
 * present, backslashes doubled under an E'' prefix, so the result is right whatever standard_conforming_strings
 * says. Postgres text cannot hold NUL, so a NUL is refused here as it would be as a bound parameter.
 */
export function sqlLiteral(value: string): string {
  if (value.includes('\0')) throw new RangeError('invalid byte sequence: a request value contains NUL');
  const quoted = value.replaceAll("'", "''");
  return value.includes('\\') ? `E'${quoted.replaceAll('\\', '\\\\')}'` : `'${quoted}'`;
}

/**
 * Each role's own statement_timeout (ALTER ROLE … SET), read once per database: the catalog lookup costs more
 * than the rest of a small request, and role settings change only with a migration, before the server serves.
 */
const roleTimeouts = new WeakMap<PGlite, Map<string, string | null>>();

async function roleTimeout(db: PGlite, tx: Transaction, role: string): Promise<string | null> {
  let known = roleTimeouts.get(db);
  if (!known) roleTimeouts.set(db, (known = new Map()));
  if (!known.has(role)) {
    const res = await tx.query<{ timeout: string | null }>(
      `select (select split_part(c, '=', 2)
                 from pg_catalog.pg_db_role_setting s, unnest(s.setconfig) c
                where s.setrole = to_regrole($1) and s.setdatabase = 0 and c like 'statement_timeout=%') as timeout`,
      [role],
    );
    known.set(role, res.rows[0]?.timeout ?? null);
  }
  return known.get(role) ?? null;
}

/**
 * Runs `fn` in one transaction as the JWT's Postgres role with
 * `request.jwt.claims` set, as PostgREST does, so row-level security and
 * auth.uid()/auth.jwt() decide. The role's own statement_timeout (3 s for
 * anon, 8 s for authenticated) applies, as PostgREST applies it to the
 * role it switches to. Any error rolls the whole request back.
 *
 * The settings go in one simple-protocol statement with literal values: a
 * bound query costs PGlite six protocol round trips, and this runs on every
 * API request (the counting beacon's throughput depends on it).
 */
export async function withClaims<T>(
  db: PGlite,
  claims: Claims,
  fn: (tx: Transaction) => Promise<T>,
  request?: RequestInfo,
  options: { readOnly?: boolean } = {},
): Promise<T> {
  const settings = [
    `set_config('role', ${sqlLiteral(claims.role)}, true)`,
    `set_config('request.jwt.claims', ${sqlLiteral(JSON.stringify(claims))}, true)`,
    `set_config('request.method', ${sqlLiteral(request?.method ?? '')}, true)`,
    `set_config('request.path', ${sqlLiteral(request?.path ?? '')}, true)`,
    `set_config('request.headers', ${sqlLiteral(JSON.stringify(request?.headers ?? {}))}, true)`,
    `set_config('storage.allow_delete_query', ${sqlLiteral(String(STORAGE_API.test(request?.path ?? '')))}, true)`,
  ];
  return db.transaction(async (tx) => {
    const timeout = await roleTimeout(db, tx, claims.role);
    if (timeout !== null) settings.unshift(`set_config('statement_timeout', ${sqlLiteral(timeout)}, true)`);
    await tx.exec(`${options.readOnly ? 'SET TRANSACTION READ ONLY; ' : ''}select ${settings.join(', ')}`);
    return fn(tx);
  });
}
