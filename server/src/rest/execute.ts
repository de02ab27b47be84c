import type { PGlite } from '@electric-sql/pglite';
import { withClaims, type RequestInfo } from '../db/with-claims.ts';
import type { Claims } from '../jwt.ts';
import { ApiError, isPgError, pgErrorResponse, singularError } from './errors.ts';
import type { Preferences } from './prefer.ts';
import type { SchemaCache } from './schema-cache.ts';

export interface Statement {
  sql: string;
  params: unknown[];
  /** GET and HEAD run read-only, as in PostgREST: a volatile function called by GET fails with 405. */
  readOnly: boolean;
}

/** Every statement this layer builds answers one row of these columns. */
export interface StatementResult {
  total: number | null;
  pageTotal: number;
  body: string;
  /** Upserts: how many rows were inserted rather than updated. */
  inserted: number | null;
}

export interface ExecuteOptions {
  singular: boolean;
  prefs: Preferences;
  /** Whether PATCH/DELETE results count against `max-affected`. */
  mutation: boolean;
}

class Rollback extends Error {
  readonly result: StatementResult;
  constructor(result: StatementResult) {
    super('rollback requested');
    this.result = result;
  }
}

// Postgres did not find something the cache knew: a migration ran since it was loaded.
const STALE_SCHEMA_CODES = new Set(['42P01', '42703']);

/**
 * Runs one statement in the request's transaction as the JWT's role, so
 * Postgres grants and row-level security decide. Checks that must undo the
 * statement (singular Accept, max-affected, tx=rollback) throw inside the
 * transaction, which rolls it back.
 */
export async function execute(
  db: PGlite,
  cache: SchemaCache,
  claims: Claims,
  stmt: Statement,
  opts: ExecuteOptions,
  request: RequestInfo,
): Promise<StatementResult> {
  try {
    return await withClaims(
      db,
      claims,
      async (tx) => {
        const res = await tx.query<{
          total: number | string | null;
          page_total: number;
          body: string;
          inserted?: number | null;
        }>(stmt.sql, stmt.params);
        const row = res.rows[0];
        if (!row)
          throw new ApiError(500, { code: 'PGRST000', message: 'The database returned no result for the request' });
        const result: StatementResult = {
          total: row.total === null || row.total === undefined ? null : Number(row.total),
          pageTotal: Number(row.page_total),
          body: row.body ?? '',
          inserted: row.inserted ?? null,
        };
        if (opts.singular && result.pageTotal !== 1) throw singularError(result.pageTotal);
        const max = opts.prefs.maxAffected;
        if (opts.mutation && opts.prefs.handling === 'strict' && max !== null && result.pageTotal > max) {
          throw new ApiError(400, {
            code: 'PGRST124',
            message: 'Query result exceeds max-affected preference constraint',
            details: `The query affects ${result.pageTotal} rows`,
          });
        }
        if (opts.prefs.tx === 'rollback') throw new Rollback(result);
        return result;
      },
      request,
      { readOnly: stmt.readOnly },
    );
  } catch (e) {
    if (e instanceof Rollback) return e.result;
    if (isPgError(e)) {
      if (STALE_SCHEMA_CODES.has(e.code)) cache.invalidate();
      throw pgErrorResponse(e, claims.role);
    }
    throw e;
  }
}
