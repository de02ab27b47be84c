import type { PGlite } from '@electric-sql/pglite';
import type { PipelineResult, PipelineValue } from '../db/pipeline.ts';
import { pipelinedWithClaims, type RequestInfo } from '../db/with-claims.ts';
import type { Claims } from '../jwt.ts';
import { ApiError, isPgError, pgErrorResponse, singularError } from './errors.ts';
import type { Preferences } from './prefer.ts';
import type { SchemaCache } from './schema-cache.ts';

export interface Statement {
  sql: string;
  params: PipelineValue[];
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

interface ExecuteOptions {
  singular: boolean;
  prefs: Preferences;
  /** Whether PATCH/DELETE results count against `max-affected`. */
  mutation: boolean;
}

interface StatementRow {
  total?: string | number | null;
  page_total?: string | number | null;
  body?: string | null;
  inserted?: string | number | null;
}

const numberOrNull = (v: string | number | null | undefined) => (v === null || v === undefined ? null : Number(v));

/** The statement's one row as a result, or the error that undoes it (singular Accept, max-affected). */
function judge(row: StatementRow | undefined, opts: ExecuteOptions): StatementResult {
  if (!row) throw new ApiError(500, { code: 'PGRST000', message: 'The database returned no result for the request' });
  const result: StatementResult = {
    total: numberOrNull(row.total),
    pageTotal: Number(row.page_total),
    body: row.body ?? '',
    inserted: numberOrNull(row.inserted),
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
  return result;
}

function firstRow({ columns, rows }: PipelineResult): StatementRow | undefined {
  return rows[0] && (Object.fromEntries(columns.map((name, i) => [name, rows[0][i]])) as StatementRow);
}

// Postgres did not find something the cache knew: a migration ran since it was loaded.
const STALE_SCHEMA_CODES = new Set(['42P01', '42703']);

/**
 * Runs one statement in the request's transaction as the JWT's role, so
 * Postgres grants and row-level security decide. Checks that must undo the
 * statement (singular Accept, max-affected) roll it back. Prefer: tx is ignored, as PostgREST does by default.
 */
export async function execute(
  db: PGlite,
  cache: SchemaCache,
  claims: Claims,
  stmt: Statement,
  opts: ExecuteOptions,
  request: RequestInfo,
): Promise<StatementResult> {
  const commit = opts.prefs.tx !== 'rollback';
  const checked =
    opts.singular || (opts.mutation && opts.prefs.handling === 'strict' && opts.prefs.maxAffected !== null);
  try {
    return await pipelinedWithClaims(
      db,
      claims,
      { sql: stmt.sql, values: stmt.params, readOnly: stmt.readOnly, commitInline: commit && !checked },
      (result) => ({ value: judge(firstRow(result), opts), commit }),
      request,
    );
  } catch (e) {
    if (isPgError(e)) {
      if (STALE_SCHEMA_CODES.has(e.code)) cache.invalidate();
      throw pgErrorResponse(e, claims.role);
    }
    throw e;
  }
}
