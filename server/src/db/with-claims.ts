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
 * Runs `fn` in one transaction as the JWT's Postgres role with
 * `request.jwt.claims` set, as PostgREST does, so row-level security and
 * auth.uid()/auth.jwt() decide. The role's own statement_timeout (3 s for
 * anon, 8 s for authenticated) applies, as PostgREST applies it to the
 * role it switches to. Any error rolls the whole request back.
 */
export async function withClaims<T>(
  db: PGlite,
  claims: Claims,
  fn: (tx: Transaction) => Promise<T>,
  request?: RequestInfo,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(
      `select set_config('statement_timeout', coalesce(
                (select split_part(c, '=', 2)
                   from pg_catalog.pg_db_role_setting s, unnest(s.setconfig) c
                  where s.setrole = to_regrole($1) and s.setdatabase = 0 and c like 'statement_timeout=%'),
                current_setting('statement_timeout')), true),
              set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
              set_config('request.method', $3, true), set_config('request.path', $4, true),
              set_config('request.headers', $5, true), set_config('storage.allow_delete_query', $6, true)`,
      [
        claims.role,
        JSON.stringify(claims),
        request?.method ?? '',
        request?.path ?? '',
        JSON.stringify(request?.headers ?? {}),
        String(STORAGE_API.test(request?.path ?? '')),
      ],
    );
    return fn(tx);
  });
}
