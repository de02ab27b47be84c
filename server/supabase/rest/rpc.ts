import type { QueryParams } from './ast.ts';
import { ApiError, SchemaMiss, sizeGuardSql } from './errors.ts';
import type { Statement } from './execute.ts';
import { buildRead, MAX_ROWS, sizedRowsSql, type ReadOptions } from './read.ts';
import { functionRelation, type RestFunction, type SchemaSnapshot } from './schema-cache.ts';
import { ident, Params } from './sql.ts';

type RpcShape = 'void' | 'scalar' | 'rows' | 'row';

interface RpcPlan {
  stmt: Statement;
  shape: RpcShape;
}

function notFound(name: string, args: string[]): SchemaMiss {
  const list = args.join(', ');
  return new SchemaMiss(404, {
    code: 'PGRST202',
    message: args.length
      ? `Could not find the function public.${name}(${list}) in the schema cache`
      : `Could not find the function public.${name} without parameters in the schema cache`,
    details: args.length
      ? `Searched for the function public.${name} with parameters ${list} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`
      : `Searched for the function public.${name} without parameters or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
  });
}

/** Overload resolution by argument names, as PostgREST does: every given name known, every required one given. */
export function resolveFunction(schema: SchemaSnapshot, name: string, argNames: string[]): RestFunction {
  const candidates = (schema.functions.get(name) ?? []).filter(
    (f) =>
      argNames.every((n) => f.args.some((a) => a.name === n)) &&
      f.args.every((a) => a.hasDefault || argNames.includes(a.name)),
  );
  if (candidates.length === 0) throw notFound(name, argNames);
  if (candidates.length > 1) {
    throw new ApiError(300, {
      code: 'PGRST203',
      message: `Could not choose the best candidate function between: ${candidates
        .map((f) => `public.${f.name}(${f.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`)
        .join(', ')}`,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    });
  }
  return candidates[0];
}

/** Every argument name a function of this name accepts (GET /rpc separates arguments from filters with it). */
export function argumentNames(schema: SchemaSnapshot, name: string): Set<string> {
  return new Set((schema.functions.get(name) ?? []).flatMap((f) => f.args.map((a) => a.name)));
}

/**
 * The call: arguments arrive as one JSON object (the POST body as sent, or
 * the GET parameters) and json_to_record gives each its declared type.
 */
function callSql(
  fn: RestFunction,
  argsJson: string,
  argNames: string[],
  params: Params,
): { from: string; call: string } {
  const given = fn.args.filter((a) => argNames.includes(a.name));
  const callee = `"public".${ident(fn.name)}`;
  if (given.length === 0) return { from: '', call: `${callee}()` };
  const record = `json_to_record(${params.add(argsJson)}::json) AS pgrst_args(${given.map((a) => `${ident(a.name)} ${a.type}`).join(', ')})`;
  const call = `${callee}(${given.map((a) => `${ident(a.name)} := pgrst_args.${ident(a.name)}`).join(', ')})`;
  return { from: record, call };
}

export function buildRpc(
  fn: RestFunction,
  argsJson: string,
  argNames: string[],
  q: QueryParams,
  opts: ReadOptions,
): RpcPlan {
  const params = new Params();
  const { from, call } = callSql(fn, argsJson, argNames, params);
  const readOnly = opts.readOnly;
  const rel = functionRelation(fn);

  if (rel) {
    const ctes = `pgrst_call AS MATERIALIZED (SELECT pgrst_fn.* FROM ${from ? `${from} CROSS JOIN LATERAL ` : ''}${call} AS pgrst_fn)`;
    const alias = ident(fn.name);
    const singular = opts.singular || !fn.returnsSet;
    const stmt = buildRead(
      { target: { rel, alias }, from: `pgrst_call AS ${alias}`, ctes },
      q,
      { ...opts, singular },
      params,
    );
    return { stmt, shape: fn.returnsSet ? 'rows' : 'row' };
  }
  if (q.select.some((s) => s.kind !== 'star') || q.conditions.length > 0 || q.order.length > 0) {
    throw new ApiError(400, {
      code: 'PGRST100',
      message: `public.${fn.name} returns ${fn.returnType}, which has no columns to select, filter or order by`,
    });
  }
  if (fn.returnsSet) {
    // A set of scalars: max_rows, limit and offset as for any read, and the body's size checked row by row.
    const limit = Math.min(q.limit ?? MAX_ROWS, MAX_ROWS);
    const rows = `SELECT pgrst_v FROM ${from ? `${from} CROSS JOIN LATERAL ` : ''}${call} AS pgrst_v
      LIMIT ${params.add(limit)} OFFSET ${params.add(q.offset ?? 0)}`;
    const sql = opts.head
      ? `SELECT NULL::bigint AS total, count(*)::int AS page_total, '' AS body FROM (${rows}) pgrst_page`
      : `SELECT NULL::bigint AS total, count(*)::int AS page_total, coalesce(json_agg(pgrst_v), '[]')::text AS body
      FROM (${sizedRowsSql(rows, 'to_json(pgrst_v)')}) pgrst_sized WHERE ${sizeGuardSql('pgrst_bytes')}`;
    return { stmt: { sql, params: params.values, readOnly }, shape: 'rows' };
  }
  const value = fn.returnsVoid ? `(${call})::text` : `coalesce(to_json(${call})::text, 'null')`;
  // OFFSET 0 keeps the call in its subquery: evaluated once, then its size checked before it leaves Postgres.
  const sql = `SELECT NULL::bigint AS total, 1 AS page_total, pgrst_s.pgrst_body AS body
    FROM (SELECT ${value} AS pgrst_body ${from ? `FROM ${from}` : ''} OFFSET 0) pgrst_s
    WHERE ${sizeGuardSql('coalesce(octet_length(pgrst_s.pgrst_body), 0)')}`;
  return { stmt: { sql, params: params.values, readOnly }, shape: fn.returnsVoid ? 'void' : 'scalar' };
}
