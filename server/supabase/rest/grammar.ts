import type {
  Condition,
  Field,
  Filter,
  FtsOperator,
  IsValue,
  JsonStep,
  Operation,
  OrderTerm,
  QuantifiableOperator,
  SelectItem,
  SimpleOperator,
} from './ast.ts';
import { ApiError, parseError } from './errors.ts';
import { checkRegex, checkRegexList, RegexRefused } from './regex-guard.ts';

/*
 * PostgREST's query grammar (QueryParams.hs), on already form-decoded values.
 * Nothing here knows the schema: names are checked and quoted when SQL is built.
 */

const SIMPLE_OPS: ReadonlySet<string> = new Set([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'isdistinct',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
]);
const QUANTIFIABLE_OPS: ReadonlySet<string> = new Set([
  'eq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
]);
const FTS_OPS: ReadonlySet<string> = new Set(['fts', 'plfts', 'phfts', 'wfts']);
const IS_VALUES: ReadonlySet<string> = new Set(['null', 'not_null', 'true', 'false', 'unknown']);

/** Nested and/or deeper than this is refused rather than handed to the planner. */
const MAX_TREE_DEPTH = 16;
/** `col->a->b…`: each step nests the SQL expression; PGlite's stack gives out in the low thousands. */
const MAX_JSON_PATH = 32;
/**
 * Items in `select`. Each can repeat a whole column (`a:content,b:content,…`), so a row's JSON grows with
 * the list: 100 copies of the widest column (page_content.content, up to 100 kB) is about the 10 MB cap.
 * The product's clients select at most a handful; PostgREST itself sets no limit.
 */
export const MAX_SELECT_ITEMS = 100;

/**
 * A cast's type name, as PostgREST's pIdentifier reads it after `::`: letters, digits, `_` and spaces
 * (`double precision`), nothing else. No `(n)` modifier: `bit(83886080)` or `char(10485760)` made Postgres
 * build hundreds of MB per row. No `[]` (array types are `_name`) and, unlike PostgREST, no `$`, which would
 * start a dollar-quoted string in the SQL the cast is inlined into.
 */
const CAST_CHAR = /[\p{L}0-9_ ]/u;

/**
 * Pseudo-types (pg_type.typtype = 'p') are no value's type: a cast to one
 * either fails inside Postgres with an internal error (`unknown`) or does
 * something meaningless, so the request is refused before it reaches SQL.
 */
const PSEUDO_TYPES: ReadonlySet<string> = new Set([
  'any',
  'anyelement',
  'anyarray',
  'anynonarray',
  'anyenum',
  'anyrange',
  'anymultirange',
  'anycompatible',
  'anycompatiblearray',
  'anycompatiblenonarray',
  'anycompatiblerange',
  'anycompatiblemultirange',
  'record',
  'trigger',
  'event_trigger',
  'void',
  'unknown',
  'cstring',
  'internal',
  'language_handler',
  'fdw_handler',
  'table_am_handler',
  'index_am_handler',
  'tsm_handler',
  'pg_ddl_command',
  '_record',
  '_cstring',
]);

function isPseudoType(cast: string): boolean {
  return PSEUDO_TYPES.has(cast.toLowerCase());
}

/** The type name after `::`, which must end the select item; returns the name, trimmed. */
function readCastType(s: string, pos: number): string {
  let i = pos;
  while (i < s.length && CAST_CHAR.test(s[i])) i++;
  const name = s.slice(pos, i).trim().replace(/ +/g, ' ');
  if (!name) throw new Failure(pos, `${describe(s, pos)}, expecting a type name`);
  if (i < s.length) throw new Failure(i, `${describe(s, i)}, expecting letter, digit, "," or end of input`);
  if (isPseudoType(name)) throw new Failure(pos, `cannot cast to pseudo-type ${JSON.stringify(name)}`);
  return name;
}

class Failure extends Error {
  readonly pos: number;
  constructor(pos: number, message: string) {
    super(message);
    this.pos = pos;
  }
}

function describe(s: string, pos: number): string {
  return pos >= s.length ? 'unexpected end of input' : `unexpected ${JSON.stringify(s[pos])}`;
}

function isIdentChar(s: string, i: number): boolean {
  const ch = s[i];
  if (ch === undefined) return false;
  if (ch === '-') return s[i + 1] !== '>';
  return /[\p{L}\p{N}\p{M}_$ ]/u.test(ch);
}

/** `"…"` with `\"` and `\\` escapes; returns the value and the position after the closing quote. */
function readQuoted(s: string, pos: number): [string, number] {
  let out = '';
  let i = pos + 1;
  while (i < s.length) {
    const ch = s[i];
    if (ch === '\\' && i + 1 < s.length) {
      out += s[i + 1];
      i += 2;
    } else if (ch === '"') {
      return [out, i + 1];
    } else {
      out += ch;
      i++;
    }
  }
  throw new Failure(s.length, 'unterminated quoted value');
}

function readIdentifier(s: string, pos: number): [string, number] {
  if (s[pos] === '"') return readQuoted(s, pos);
  let i = pos;
  while (isIdentChar(s, i)) i++;
  const name = s.slice(pos, i).trim();
  if (!name) throw new Failure(pos, `${describe(s, pos)}, expecting a column name`);
  return [name, i];
}

/** `name` followed by `->key`/`->>key`/`->0` steps. */
function readField(s: string, pos: number): [Field, number] {
  const [name, afterName] = readIdentifier(s, pos);
  let i = afterName;
  const path: JsonStep[] = [];
  while (s.startsWith('->', i)) {
    if (path.length >= MAX_JSON_PATH) throw new Failure(i, `JSON paths have at most ${MAX_JSON_PATH} steps`);
    const arrow = s.startsWith('->>', i) ? '->>' : '->';
    i += arrow.length;
    const index = /^-?\d+/.exec(s.slice(i));
    if (index && !isIdentChar(s, i + index[0].length) && s[i + index[0].length] !== '"') {
      path.push({ arrow, key: Number(index[0]) });
      i += index[0].length;
    } else {
      const [key, next] = readIdentifier(s, i);
      path.push({ arrow, key });
      i = next;
    }
  }
  return [{ name, path }, i];
}

/** Splits on commas outside quotes and parentheses. */
function splitTopLevel(s: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (quoted) {
      if (ch === '\\') i++;
      else if (ch === '"') quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === ',' && depth === 0) {
      parts.push(s.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(s.slice(start));
  return parts;
}

function failed(what: string, raw: string, e: unknown): ApiError {
  if (e instanceof ApiError) return e;
  if (e instanceof Failure) {
    const shown = raw.length > 300 ? `${raw.slice(0, 300)}…` : raw;
    return parseError(`"failed to parse ${what} (${shown})" (line 1, column ${e.pos + 1})`, e.message);
  }
  throw e;
}

// ---------------------------------------------------------------- select

export function parseSelect(raw: string): SelectItem[] {
  if (raw.trim() === '') return [{ kind: 'star' }];
  let offset = 0;
  const parts = splitTopLevel(raw);
  if (parts.length > MAX_SELECT_ITEMS) {
    throw parseError(
      `The select parameter has more than ${MAX_SELECT_ITEMS} items`,
      `This server selects at most ${MAX_SELECT_ITEMS} columns per request`,
    );
  }
  try {
    const items: SelectItem[] = [];
    for (const part of parts) {
      items.push(parseSelectItem(part, offset));
      offset += part.length + 1;
    }
    return items;
  } catch (e) {
    throw failed('select parameter', raw, e);
  }
}

function parseSelectItem(part: string, offset: number): SelectItem {
  const item = part.trim();
  const lead = part.length - part.trimStart().length;
  if (item === '*') return { kind: 'star' };
  if (item === '') throw new Failure(offset, 'empty select item');
  const paren = item.indexOf('(');
  const cast = item.indexOf('::');
  if (item.startsWith('...') || (paren >= 0 && (cast < 0 || paren < cast))) {
    throw new ApiError(400, {
      code: 'PGRST100',
      message: `Resource embedding is not supported by this server: "${item}"`,
      details:
        'Select columns of one table or view; embedded resources such as rel(cols), ...rel(cols) and aggregates are not available.',
    });
  }
  try {
    let alias: string | null = null;
    const [first, afterFirst] = readIdentifier(item, 0);
    let pos = 0;
    if (item[afterFirst] === ':' && item[afterFirst + 1] !== ':') {
      alias = first;
      pos = afterFirst + 1;
    }
    const [field, afterField] = readField(item, pos);
    let cast: string | null = null;
    let end = afterField;
    if (item.startsWith('::', afterField)) {
      cast = readCastType(item, afterField + 2);
      end = item.length;
    }
    if (end < item.length)
      throw new Failure(end, `${describe(item, end)}, expecting "->", "->>", "::", "," or end of input`);
    return { kind: 'field', field, alias, cast };
  } catch (e) {
    if (e instanceof Failure) throw new Failure(offset + lead + e.pos, e.message);
    throw e;
  }
}

// ---------------------------------------------------------------- filters

/** A filter's key: a column (with JSON path). ra-data-postgrest's `col[0]`, `col[1]` (several words) map to `col`. */
function parseFilterKey(raw: string): Field {
  const key = raw.replace(/(\[\d*\])+$/, '');
  try {
    const [field, end] = readField(key, 0);
    if (end < key.length) {
      if (key[end] === '.') {
        throw new ApiError(400, {
          code: 'PGRST100',
          message: `Filters on embedded resources are not supported by this server: "${raw}"`,
        });
      }
      throw new Failure(end, `${describe(key, end)}, expecting "->", "->>" or end of input`);
    }
    return field;
  } catch (e) {
    throw failed('filter', raw, e);
  }
}

const OP_PREFIX = /^(not\.)?([a-z]+)(?:\(([^)]*)\))?\./;

interface OpHead {
  negated: boolean;
  op: string;
  modifier: string | null;
  length: number;
}

function readOpHead(s: string, pos: number): OpHead {
  const m = OP_PREFIX.exec(s.slice(pos));
  if (!m) throw new Failure(pos, `${describe(s, pos)}, expecting an operator such as eq., in. or not.`);
  const op = m[2];
  const modifier = m[3] ?? null;
  const known = SIMPLE_OPS.has(op) || FTS_OPS.has(op) || op === 'in' || op === 'is';
  if (!known) throw new Failure(pos + (m[1]?.length ?? 0), `unknown operator "${op}"`);
  if (modifier !== null) {
    const quantified = (modifier === 'any' || modifier === 'all') && QUANTIFIABLE_OPS.has(op);
    if (!quantified && !FTS_OPS.has(op)) throw new Failure(pos, `operator "${op}" takes no "(${modifier})" modifier`);
  }
  return { negated: Boolean(m[1]), op, modifier, length: m[0].length };
}

function operation(head: OpHead, value: string, pos: number): Operation {
  const { op, modifier } = head;
  if (op === 'is') {
    const v = value.toLowerCase();
    if (!IS_VALUES.has(v))
      throw new Failure(pos, `"is" accepts null, not_null, true, false or unknown, not ${JSON.stringify(value)}`);
    return { kind: 'is', value: v as IsValue };
  }
  if (FTS_OPS.has(op)) return { kind: 'fts', op: op as FtsOperator, config: modifier, value };
  if (op === 'match' || op === 'imatch') {
    try {
      if (modifier === 'any' || modifier === 'all') checkRegexList(value);
      else checkRegex(value);
    } catch (e) {
      if (e instanceof RegexRefused) throw new Failure(pos, e.message);
      throw e;
    }
  }
  if (modifier === 'any' || modifier === 'all') {
    return { kind: 'quantified', op: op as QuantifiableOperator, quantifier: modifier, value };
  }
  return { kind: 'simple', op: op as SimpleOperator, value };
}

/** `(a,"b,c",d)`: quoted elements may hold `,()`; raw ones run to the next `,` or `)`. */
function readList(s: string, pos: number): [string[], number] {
  if (s[pos] !== '(') throw new Failure(pos, `${describe(s, pos)}, expecting "(" to open the list`);
  let i = pos + 1;
  const values: string[] = [];
  if (s[i] === ')') return [values, i + 1];
  for (;;) {
    if (s[i] === '"') {
      const [v, next] = readQuoted(s, i);
      values.push(v);
      i = next;
    } else {
      let j = i;
      while (j < s.length && s[j] !== ',' && s[j] !== ')') j++;
      values.push(s.slice(i, j));
      i = j;
    }
    if (s[i] === ',') i++;
    else if (s[i] === ')') return [values, i + 1];
    else throw new Failure(i, `${describe(s, i)}, expecting "," or ")"`);
  }
}

/** A top-level filter value: `[not.]op[(modifier)].value`; the value is everything after the operator. */
export function parseFilterValue(key: string, raw: string): Filter {
  try {
    const field = parseFilterKey(key);
    const head = readOpHead(raw, 0);
    const start = head.length;
    if (head.op === 'in') {
      const [values, end] = readList(raw, start);
      if (end < raw.length) throw new Failure(end, `${describe(raw, end)}, expecting end of input`);
      return { field, negated: head.negated, operation: { kind: 'in', values } };
    }
    return { field, negated: head.negated, operation: operation(head, raw.slice(start), start) };
  } catch (e) {
    throw failed('filter', raw, e);
  }
}

// ---------------------------------------------------------------- logic trees

/** `or=(…)`, `and=(…)`, `not.or=(…)`: children are `col.[not.]op.value` or nested `[not.]and(…)`/`[not.]or(…)`. */
export function parseLogicTree(key: string, raw: string): Condition {
  const m = /^(not\.)?(and|or)$/.exec(key);
  if (!m) throw parseError(`"failed to parse logic tree (${raw})"`, `unknown logic operator ${JSON.stringify(key)}`);
  try {
    const [children, end] = readTreeChildren(raw, 0, 1);
    if (end < raw.length) throw new Failure(end, `${describe(raw, end)}, expecting end of input`);
    return { kind: 'tree', conjunction: m[2] as 'and' | 'or', negated: Boolean(m[1]), children };
  } catch (e) {
    throw failed('logic tree', raw, e);
  }
}

function readTreeChildren(s: string, pos: number, depth: number): [Condition[], number] {
  if (depth > MAX_TREE_DEPTH) throw new Failure(pos, `logic trees nest at most ${MAX_TREE_DEPTH} levels`);
  if (s[pos] !== '(') throw new Failure(pos, `${describe(s, pos)}, expecting "("`);
  let i = pos + 1;
  const children: Condition[] = [];
  for (;;) {
    const [child, next] = readTreeNode(s, i, depth);
    children.push(child);
    i = next;
    if (s[i] === ',') i++;
    else if (s[i] === ')') return [children, i + 1];
    else throw new Failure(i, `${describe(s, i)}, expecting "," or ")"`);
  }
}

function readTreeNode(s: string, pos: number, depth: number): [Condition, number] {
  const nested = /^(not\.)?(and|or)\(/.exec(s.slice(pos));
  if (nested) {
    const open = pos + nested[0].length - 1;
    const [children, end] = readTreeChildren(s, open, depth + 1);
    return [{ kind: 'tree', conjunction: nested[2] as 'and' | 'or', negated: Boolean(nested[1]), children }, end];
  }
  const [field, afterField] = readField(s, pos);
  if (s[afterField] !== '.')
    throw new Failure(afterField, `${describe(s, afterField)}, expecting "." after the column`);
  const headPos = afterField + 1;
  const head = readOpHead(s, headPos);
  const valuePos = headPos + head.length;
  if (head.op === 'in') {
    const [values, end] = readList(s, valuePos);
    return [{ kind: 'filter', filter: { field, negated: head.negated, operation: { kind: 'in', values } } }, end];
  }
  let value: string;
  let end: number;
  if (s[valuePos] === '"') {
    [value, end] = readQuoted(s, valuePos);
  } else if (s[valuePos] === '{') {
    const close = s.indexOf('}', valuePos);
    if (close < 0) throw new Failure(s.length, 'unterminated "{" array value');
    value = s.slice(valuePos, close + 1);
    end = close + 1;
  } else {
    end = valuePos;
    while (end < s.length && s[end] !== ',' && s[end] !== ')') end++;
    value = s.slice(valuePos, end);
  }
  return [
    { kind: 'filter', filter: { field, negated: head.negated, operation: operation(head, value, valuePos) } },
    end,
  ];
}

// ---------------------------------------------------------------- order, columns

export function parseOrder(raw: string): OrderTerm[] {
  const terms: OrderTerm[] = [];
  let offset = 0;
  try {
    for (const part of splitTopLevel(raw)) {
      const item = part.trim();
      if (/^[^"]*\(/.test(item)) {
        throw new ApiError(400, {
          code: 'PGRST100',
          message: `Ordering by embedded resources is not supported by this server: "${item}"`,
        });
      }
      let field: Field;
      let end: number;
      try {
        [field, end] = readField(item, 0);
      } catch (e) {
        if (e instanceof Failure) throw new Failure(offset + e.pos, e.message);
        throw e;
      }
      const rest = item.slice(end);
      const m = /^(?:\.(asc|desc))?(?:\.(nullsfirst|nullslast))?$/.exec(rest);
      if (!m)
        throw new Failure(
          offset + end,
          `unexpected ${JSON.stringify(rest)}, expecting .asc, .desc, .nullsfirst or .nullslast`,
        );
      terms.push({
        field,
        direction: (m[1] as 'asc' | 'desc' | undefined) ?? null,
        nulls: m[2] === 'nullsfirst' ? 'first' : m[2] === 'nullslast' ? 'last' : null,
      });
      offset += part.length + 1;
    }
    return terms;
  } catch (e) {
    throw failed('order', raw, e);
  }
}

/** `columns` and `on_conflict`: a comma list of plain or double-quoted names. */
export function parseColumnList(what: string, raw: string): string[] {
  try {
    const names: string[] = [];
    let offset = 0;
    for (const part of splitTopLevel(raw)) {
      const item = part.trim();
      const [name, end] = item.startsWith('"') ? readQuoted(item, 0) : [item, item.length];
      if (!name || end < item.length || (!item.startsWith('"') && !/^[\p{L}\p{N}\p{M}_$ -]+$/u.test(name))) {
        throw new Failure(offset, `invalid column name ${JSON.stringify(item)}`);
      }
      names.push(name);
      offset += part.length + 1;
    }
    return names;
  } catch (e) {
    throw failed(what, raw, e);
  }
}

export function parseNonNegativeInt(what: string, raw: string): number {
  if (!/^\d{1,15}$/.test(raw.trim()))
    throw parseError(`"failed to parse ${what} parameter (${raw})"`, 'expecting a non-negative integer');
  return Number(raw.trim());
}
