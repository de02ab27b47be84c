import type { QueryParams } from './ast.ts';
import { isPlainObject, type JsonBody } from './body.ts';
import { ApiError, invalidBody, unknownPayloadColumn } from './errors.ts';
import type { Statement } from './execute.ts';
import type { Preferences } from './prefer.ts';
import type { Relation } from './schema-cache.ts';
import { bodySql, checkColumn, ident, orderSql, Params, selectListSql, target, whereSql } from './sql.ts';

interface WriteOptions {
  representation: boolean;
  singular: boolean;
  stripNulls: boolean;
}

function qualified(rel: Relation): string {
  return `"public".${ident(rel.name)}`;
}

/**
 * Wraps a data-modifying statement that returns `"t" AS pgrst_row`: counts
 * its rows and, with return=representation, renders them through `select`.
 */
function wrapMutation(
  rel: Relation,
  mutation: string,
  q: QueryParams,
  opts: WriteOptions,
  params: Params,
  upsert: boolean,
): string {
  const t = target(rel);
  const body = opts.representation
    ? `(SELECT ${bodySql('_postgrest_t', { ...opts, head: false })} FROM (
         SELECT ${selectListSql(t, q.select, params)}
         FROM (SELECT (pgrst_m.pgrst_row).* FROM pgrst_mutation pgrst_m) AS ${t.alias}
       ) _postgrest_t)`
    : `''`;
  const inserted = upsert ? '(SELECT count(*) FROM pgrst_mutation WHERE pgrst_inserted)::int' : 'NULL::int';
  return `WITH pgrst_mutation AS (${mutation})
    SELECT NULL::bigint AS total, (SELECT count(*) FROM pgrst_mutation)::int AS page_total,
      ${inserted} AS inserted, ${body} AS body`;
}

function payloadColumns(rel: Relation, names: Iterable<string>): string[] {
  const cols = [...names];
  for (const name of cols) if (!rel.columns.has(name)) throw unknownPayloadColumn(rel.name, name);
  return cols;
}

/** DEFAULT is not allowed inside SELECT, so a missing key gets the column's default expression itself. */
function defaultExpr(rel: Relation, name: string, params: Params): string {
  const col = rel.columns.get(name)!;
  if (col.default !== null) return col.default;
  if (col.identity === 'd' || col.identity === 'a') {
    return `nextval(pg_get_serial_sequence(${params.add(qualified(rel))}, ${params.add(name)}))`;
  }
  return 'NULL';
}

export function buildInsert(
  rel: Relation,
  q: QueryParams,
  body: JsonBody,
  prefs: Preferences,
  opts: WriteOptions,
): Statement {
  const params = new Params();
  const value = body.value;
  let rows: Record<string, unknown>[];
  let rowsText: string;
  if (Array.isArray(value)) {
    if (!value.every(isPlainObject)) throw invalidBody('All elements of the array must be JSON objects');
    rows = value;
    rowsText = body.text;
  } else if (isPlainObject(value)) {
    rows = [value];
    rowsText = `[${body.text}]`;
  } else {
    throw invalidBody('The body must be a JSON object or an array of objects');
  }

  let columns: string[];
  if (q.columns) {
    columns = payloadColumns(rel, q.columns);
  } else {
    const first = rows.length > 0 ? Object.keys(rows[0]) : [];
    const sameKeys = (r: Record<string, unknown>) => {
      const keys = Object.keys(r);
      return keys.length === first.length && keys.every((k) => first.includes(k));
    };
    if (!rows.every(sameKeys)) throw invalidBody('All object keys must match');
    columns = payloadColumns(rel, first);
  }

  const withDefaults = prefs.missing === 'default';
  const values = columns.map((c) => {
    const missingSomewhere = rows.some((r) => !Object.hasOwn(r, c));
    const fromRecord = `pgrst_rec.${ident(c)}`;
    if (!withDefaults || !missingSomewhere) return fromRecord;
    return `CASE WHEN pgrst_elem.value ? ${params.add(c)} THEN ${fromRecord} ELSE ${defaultExpr(rel, c, params)} END`;
  });

  let conflict = '';
  const upsert = prefs.resolution !== null;
  if (upsert) {
    const targetCols = q.onConflict ?? rel.primaryKey;
    if (targetCols.length === 0) {
      throw new ApiError(400, {
        code: 'PGRST100',
        message: `"${rel.name}" has no primary key: name the conflict columns with on_conflict`,
      });
    }
    for (const c of targetCols) checkColumn(rel, c);
    const conflictTarget = `(${targetCols.map(ident).join(', ')})`;
    conflict =
      prefs.resolution === 'merge-duplicates' && columns.length > 0
        ? `ON CONFLICT ${conflictTarget} DO UPDATE SET ${columns.map((c) => `${ident(c)} = EXCLUDED.${ident(c)}`).join(', ')}`
        : `ON CONFLICT ${conflictTarget} DO NOTHING`;
  }

  const alias = ident(rel.name);
  // xmax is 0 on a row this statement inserted, not on one ON CONFLICT updated.
  const insertedFlag = rel.kind === 'table' ? `(${alias}.xmax = 0) AS pgrst_inserted` : 'true AS pgrst_inserted';
  const rowsParam = params.add(rowsText);
  const mutation = `INSERT INTO ${qualified(rel)} AS ${alias} ${columns.length > 0 ? `(${columns.map(ident).join(', ')})` : ''}
    SELECT ${values.join(', ')}
    FROM jsonb_array_elements(${rowsParam}::jsonb) WITH ORDINALITY AS pgrst_elem(value, ord)
    CROSS JOIN LATERAL jsonb_populate_record(NULL::${qualified(rel)}, pgrst_elem.value) AS pgrst_rec
    ORDER BY pgrst_elem.ord
    ${conflict}
    RETURNING ${alias} AS pgrst_row${upsert ? `, ${insertedFlag}` : ''}`;
  return { sql: wrapMutation(rel, mutation, q, opts, params, upsert), params: params.values, readOnly: false };
}

/** pg_safeupdate, which Supabase loads for the API: no UPDATE or DELETE of a whole table by accident. */
function requireFilter(verb: 'UPDATE' | 'DELETE', q: QueryParams): void {
  if (q.conditions.length === 0 && q.limit === null) {
    throw new ApiError(400, { code: '21000', message: `${verb} requires a WHERE clause` });
  }
}

/** `limit`/`order` on PATCH and DELETE pick the rows by ctid first (tables only). */
function rowsWhere(rel: Relation, q: QueryParams, params: Params): string {
  const t = target(rel);
  const where = whereSql(t, q.conditions, params);
  if (q.limit === null) return where;
  if (rel.kind !== 'table') {
    throw new ApiError(400, { code: 'PGRST100', message: 'limit on updates and deletes needs a table, not a view' });
  }
  const order = orderSql(t, q.order, params);
  return `WHERE ${t.alias}.ctid = ANY(ARRAY(
    SELECT ${t.alias}.ctid FROM ${qualified(rel)} ${where} ${order} LIMIT ${params.add(q.limit)} OFFSET ${params.add(q.offset ?? 0)}))`;
}

export function buildUpdate(rel: Relation, q: QueryParams, body: JsonBody, opts: WriteOptions): Statement {
  if (!isPlainObject(body.value)) throw invalidBody('The body of an update must be a JSON object');
  requireFilter('UPDATE', q);
  const params = new Params();
  const columns = payloadColumns(rel, Object.keys(body.value));
  const alias = ident(rel.name);
  let mutation: string;
  if (columns.length === 0) {
    // Nothing to change: PostgREST answers as if no row matched.
    mutation = `SELECT ${alias} AS pgrst_row FROM ${qualified(rel)} WHERE false`;
  } else {
    const rec = params.add(body.text);
    const where = rowsWhere(rel, q, params);
    mutation = `UPDATE ${qualified(rel)} SET ${columns.map((c) => `${ident(c)} = pgrst_rec.${ident(c)}`).join(', ')}
      FROM jsonb_populate_record(NULL::${qualified(rel)}, ${rec}::jsonb) AS pgrst_rec
      ${where}
      RETURNING ${alias} AS pgrst_row`;
  }
  return { sql: wrapMutation(rel, mutation, q, opts, params, false), params: params.values, readOnly: false };
}

export function buildDelete(rel: Relation, q: QueryParams, opts: WriteOptions): Statement {
  requireFilter('DELETE', q);
  const params = new Params();
  const alias = ident(rel.name);
  const mutation = `DELETE FROM ${qualified(rel)} ${rowsWhere(rel, q, params)} RETURNING ${alias} AS pgrst_row`;
  return { sql: wrapMutation(rel, mutation, q, opts, params, false), params: params.values, readOnly: false };
}
