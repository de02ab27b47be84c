import type { QueryParams } from './ast.ts';
import type { Statement } from './execute.ts';
import { bodySql, orderSql, Params, selectListSql, whereSql, type Target } from './sql.ts';

/** Supabase's default `max_rows`: no read returns more rows than this. */
export const MAX_ROWS = 1000;

export interface ReadSource {
  target: Target;
  /** The FROM item, e.g. `"public"."packages"`; its columns are reachable as `target.alias`. */
  from: string;
  /** CTEs the FROM item refers to (RPC results), without the WITH keyword. */
  ctes?: string;
}

export interface ReadOptions {
  count: boolean;
  singular: boolean;
  stripNulls: boolean;
  head: boolean;
  readOnly: boolean;
}

/** PostgREST's read statement: the page as JSON, its row count and, when asked, the total. */
export function buildRead(
  src: ReadSource,
  q: QueryParams,
  opts: ReadOptions,
  params: Params = new Params(),
): Statement {
  const { target: t, from } = src;
  const select = selectListSql(t, q.select, params);
  const where = whereSql(t, q.conditions, params);
  const order = orderSql(t, q.order, params);
  const limit = Math.min(q.limit ?? MAX_ROWS, MAX_ROWS);
  const page = `LIMIT ${params.add(limit)} OFFSET ${params.add(q.offset ?? 0)}`;
  const total = opts.count ? `(SELECT count(*) FROM ${from} ${where})` : 'NULL::bigint';
  const sql = `WITH ${src.ctes ? `${src.ctes}, ` : ''}pgrst_source AS (
    SELECT ${select} FROM ${from} ${where} ${order} ${page}
  )
  SELECT ${total} AS total, count(*)::int AS page_total, ${bodySql('_postgrest_t', opts)} AS body
  FROM pgrst_source _postgrest_t`;
  return { sql, params: params.values, readOnly: opts.readOnly };
}
