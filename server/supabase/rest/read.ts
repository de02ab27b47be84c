import type { QueryParams } from './ast.ts';
import { sizeGuardSql } from './errors.ts';
import type { Statement } from './execute.ts';
import { bodySql, orderSql, Params, selectListSql, whereSql, type Target } from './sql.ts';

/** Supabase's default `max_rows`: no read returns more rows than this. */
export const MAX_ROWS = 1000;

interface ReadSource {
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

/**
 * A running total of the JSON text each row of `rowsSql` adds to the body (4 bytes for json_agg's
 * separator), which sizeGuardSql checks row by row: the statement fails on the first row past the cap,
 * before json_agg has built more than the cap. The window adds up while rows stream through it; the total
 * is an upper bound of the body whatever the representation (stripped nulls, one object).
 */
export function sizedRowsSql(rowsSql: string, jsonOfRow: string): string {
  return `SELECT *, sum(octet_length((${jsonOfRow})::text) + 4)
      OVER (ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS pgrst_bytes
    FROM (${rowsSql}) pgrst_rows`;
}

/**
 * PostgREST's read statement: the page as JSON, its row count and, when asked, the total.
 *
 * Two guards against a request that makes the body huge (the rows themselves are capped at max_rows):
 * the page is picked (filter, order, limit) on the relation's own rows and the select list, which may
 * repeat a wide column, only applied to the picked rows; and the body is size-checked per row (sizedRowsSql).
 */
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
  const source = `pgrst_source AS (
    SELECT ${select} FROM (SELECT ${t.alias}.* FROM ${from} ${where} ${order} ${page}) AS ${t.alias}
  )`;
  const ctes = `WITH ${src.ctes ? `${src.ctes}, ` : ''}${source}`;
  if (opts.head) {
    return {
      sql: `${ctes} SELECT ${total} AS total, count(*)::int AS page_total, '' AS body FROM pgrst_source`,
      params: params.values,
      readOnly: opts.readOnly,
    };
  }
  const sized = sizedRowsSql(
    'SELECT _postgrest_t AS pgrst_row FROM pgrst_source _postgrest_t',
    'row_to_json(pgrst_row)',
  );
  const sql = `${ctes}
  SELECT ${total} AS total, count(*)::int AS page_total, ${bodySql('pgrst_row', opts)} AS body
  FROM (${sized}) pgrst_sized
  WHERE ${sizeGuardSql('pgrst_bytes')}`;
  return { sql, params: params.values, readOnly: opts.readOnly };
}
