/** The parsed form of a PostgREST request's query string, before any name is checked. */

export interface JsonStep {
  arrow: '->' | '->>';
  /** A key, or an array index when the operand is an integer. */
  key: string | number;
}

export interface Field {
  name: string;
  path: JsonStep[];
}

export type SelectItem = { kind: 'star' } | { kind: 'field'; field: Field; alias: string | null; cast: string | null };

export type SimpleOperator =
  | 'eq'
  | 'neq'
  | 'gt'
  | 'gte'
  | 'lt'
  | 'lte'
  | 'like'
  | 'ilike'
  | 'match'
  | 'imatch'
  | 'isdistinct'
  | 'cs'
  | 'cd'
  | 'ov'
  | 'sl'
  | 'sr'
  | 'nxr'
  | 'nxl'
  | 'adj';

/** Operators that take the `(any)`/`(all)` modifier with a `{a,b}` list. */
export type QuantifiableOperator = 'eq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike' | 'match' | 'imatch';

export type FtsOperator = 'fts' | 'plfts' | 'phfts' | 'wfts';

export type IsValue = 'null' | 'not_null' | 'true' | 'false' | 'unknown';

export type Operation =
  | { kind: 'simple'; op: SimpleOperator; value: string }
  | { kind: 'quantified'; op: QuantifiableOperator; quantifier: 'any' | 'all'; value: string }
  | { kind: 'in'; values: string[] }
  | { kind: 'is'; value: IsValue }
  | { kind: 'fts'; op: FtsOperator; config: string | null; value: string };

export interface Filter {
  field: Field;
  negated: boolean;
  operation: Operation;
}

export type Condition =
  | { kind: 'filter'; filter: Filter }
  | { kind: 'tree'; conjunction: 'and' | 'or'; negated: boolean; children: Condition[] };

export interface OrderTerm {
  field: Field;
  direction: 'asc' | 'desc' | null;
  nulls: 'first' | 'last' | null;
}

export interface QueryParams {
  select: SelectItem[];
  /** ANDed together. */
  conditions: Condition[];
  order: OrderTerm[];
  limit: number | null;
  offset: number | null;
  columns: string[] | null;
  onConflict: string[] | null;
  /** GET /rpc: query parameters that name a function argument. */
  rpcArgs: Map<string, string>;
}
