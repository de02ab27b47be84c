import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Claims } from '../jwt.ts';

export interface RequestInfo {
  method: string;
  path: string;
  headers: Record<string, string>;
}

/**
 * Runs `fn` in one transaction as the JWT's Postgres role with
 * `request.jwt.claims` set, as PostgREST does, so row-level security and
 * auth.uid()/auth.jwt() decide. Any error rolls the whole request back.
 */
export async function withClaims<T>(
  db: PGlite,
  claims: Claims,
  fn: (tx: Transaction) => Promise<T>,
  request?: RequestInfo,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
              set_config('request.method', $3, true), set_config('request.path', $4, true),
              set_config('request.headers', $5, true)`,
      [
        claims.role,
        JSON.stringify(claims),
        request?.method ?? '',
        request?.path ?? '',
        JSON.stringify(request?.headers ?? {}),
      ],
    );
    return fn(tx);
  });
}
