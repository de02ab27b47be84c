import type { Condition, Field, Filter, OrderTerm, SelectItem, SimpleOperator } from './ast.ts';
import type { PipelineValue } from '../db/pipeline.ts';
import { ApiError, unknownColumn } from './errors.ts';
import type { Relation } from './schema-cache.ts';

/*
 * SQL fragments from parsed requests. Identifiers come only from the schema
 * cache and are always quoted; every value from the request is a bound
 * parameter. The only other text inlined is catalog output (type names,
 * column defaults), which the database owner wrote.
 */

/** PostgreSQL refuses more than 65535 bind parameters; stop well before. */
const MAX_PARAMS = 30000;

export class Params {
  readonly values: PipelineValue[] = [];
  add(value: PipelineValue): string {
    if (this.values.length >= MAX_PARAMS) {
      throw new ApiError(400, { code: 'PGRST100', message: `The request has more than ${MAX_PARAMS} values` });
    }
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** A relation and the quoted name its columns are qualified with in the statement. */
export interface Target {
  rel: Relation;
  alias: string;
}

export function target(rel: Relation): Target {
  return { rel, alias: ident(rel.name) };
}

export function checkColumn(rel: Relation, name: string): void {
  if (!rel.columns.has(name)) throw unknownColumn(rel.name, name);
}

function fieldSql(t: Target, field: Field, params: Params): string {
  checkColumn(t.rel, field.name);
  let sql = `${t.alias}.${ident(field.name)}`;
  for (const step of field.path) {
    const operand =
      typeof step.key === 'number' && Number.isSafeInteger(step.key)
        ? String(step.key)
        : `${params.add(String(step.key))}::text`;
    sql += `${step.arrow}${operand}`;
  }
  return sql;
}

/** PostgREST names `col->a->>b` after its last key, `col::type` after the column. */
function defaultName(field: Field): string {
  return field.path.length > 0 ? String(field.path[field.path.length - 1].key) : field.name;
}

export function selectListSql(t: Target, items: SelectItem[], params: Params): string {
  return items
    .map((item) => {
      if (item.kind === 'star') return `${t.alias}.*`;
      let expr = fieldSql(t, item.field, params);
      if (item.cast) expr = `CAST(${expr} AS ${item.cast})`;
      return `${expr} AS ${ident(item.alias ?? defaultName(item.field))}`;
    })
    .join(', ');
}

const SIMPLE_SQL: Record<SimpleOperator, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'LIKE',
  ilike: 'ILIKE',
  match: '~',
  imatch: '~*',
  isdistinct: 'IS DISTINCT FROM',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};

const FTS_FUNCTION = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

/** In like/ilike patterns `*` stands for `%` (URLs mangle `%`). */
function likePattern(op: string, value: string): string {
  return op === 'like' || op === 'ilike' ? value.replace(/\*/g, '%') : value;
}

function filterSql(t: Target, filter: Filter, params: Params): string {
  const lhs = fieldSql(t, filter.field, params);
  const o = filter.operation;
  let sql: string;
  switch (o.kind) {
    case 'simple':
      sql = `${lhs} ${SIMPLE_SQL[o.op]} ${params.add(likePattern(o.op, o.value))}`;
      break;
    case 'quantified':
      sql = `${lhs} ${SIMPLE_SQL[o.op]} ${o.quantifier.toUpperCase()}(${params.add(likePattern(o.op, o.value))})`;
      break;
    case 'in':
      sql = o.values.length === 0 ? 'false' : `${lhs} IN (${o.values.map((v) => params.add(v)).join(', ')})`;
      break;
    case 'is':
      sql = `${lhs} IS ${{ null: 'NULL', not_null: 'NOT NULL', true: 'TRUE', false: 'FALSE', unknown: 'UNKNOWN' }[o.value]}`;
      break;
    case 'fts': {
      const column = t.rel.columns.get(filter.field.name);
      const isVector = filter.field.path.length === 0 && column?.typname === 'tsvector';
      const config = o.config === null ? null : `${params.add(o.config)}::regconfig`;
      const vector = isVector ? lhs : `to_tsvector(${config ? `${config}, ` : ''}${lhs})`;
      sql = `${vector} @@ ${FTS_FUNCTION[o.op]}(${config ? `${config}, ` : ''}${params.add(o.value)})`;
      break;
    }
  }
  return filter.negated ? `NOT (${sql})` : sql;
}

function conditionSql(t: Target, c: Condition, params: Params): string {
  if (c.kind === 'filter') return filterSql(t, c.filter, params);
  const inner = c.children
    .map((child) => `(${conditionSql(t, child, params)})`)
    .join(c.conjunction === 'and' ? ' AND ' : ' OR ');
  return c.negated ? `NOT (${inner})` : `(${inner})`;
}

/** `WHERE …` for conditions that are ANDed, or '' when there are none. */
export function whereSql(t: Target, conditions: Condition[], params: Params): string {
  if (conditions.length === 0) return '';
  return `WHERE ${conditions.map((c) => `(${conditionSql(t, c, params)})`).join(' AND ')}`;
}

export function orderSql(t: Target, order: OrderTerm[], params: Params): string {
  if (order.length === 0) return '';
  const terms = order.map((o) => {
    let sql = fieldSql(t, o.field, params);
    if (o.direction) sql += o.direction === 'asc' ? ' ASC' : ' DESC';
    if (o.nulls) sql += o.nulls === 'first' ? ' NULLS FIRST' : ' NULLS LAST';
    return sql;
  });
  return `ORDER BY ${terms.join(', ')}`;
}

/** The JSON body: an array (or the one object) of the rows of `rowsSql`. */
export function bodySql(rowsAlias: string, opts: { singular: boolean; stripNulls: boolean; head: boolean }): string {
  if (opts.head) return `''`;
  const row = opts.stripNulls ? `json_strip_nulls(row_to_json(${rowsAlias}))` : rowsAlias;
  if (opts.singular) return `coalesce((json_agg(${row})->0)::text, '')`;
  return `coalesce(json_agg(${row}), '[]')::text`;
}
