import type { Condition, QueryParams } from './ast.ts';
import { ApiError } from './errors.ts';
import {
  parseColumnList,
  parseFilterValue,
  parseLogicTree,
  parseNonNegativeInt,
  parseOrder,
  parseSelect,
} from './grammar.ts';

const EMBEDDED_KEY = /^.+\.(order|limit|offset|or|and)$/;

/** Bracket nesting allowed in any parameter: deeper values overflow PGlite's stack in jsonb, regex or tsquery parsing. */
const MAX_NESTING = 100;

function checkNesting(key: string, value: string): void {
  let depth = 0;
  for (const ch of value) {
    if (ch === '(' || ch === '[' || ch === '{') {
      if (++depth > MAX_NESTING) {
        throw new ApiError(400, {
          code: 'PGRST100',
          message: `"${key}" is nested too deeply`,
          details: `Brackets may nest at most ${MAX_NESTING} levels`,
        });
      }
    } else if ((ch === ')' || ch === ']' || ch === '}') && depth > 0) depth--;
  }
}

/**
 * Splits a request's query string into PostgREST's reserved parameters and
 * filters. The string is decoded form-style first (`+` is a space), as
 * supabase-js and ra-data-postgrest (qs) encode differently.
 * `isRpcArg` names the parameters that are function arguments (GET /rpc).
 */
export function parseQuery(search: string, isRpcArg: (key: string) => boolean = () => false): QueryParams {
  const params = new URLSearchParams(search);
  const out: QueryParams = {
    select: [{ kind: 'star' }],
    conditions: [],
    order: [],
    limit: null,
    offset: null,
    columns: null,
    onConflict: null,
    rpcArgs: new Map(),
  };
  const conditions: Condition[] = [];
  for (const [key, value] of params) {
    checkNesting(key, value);
    switch (key) {
      case 'select':
        out.select = parseSelect(value);
        break;
      case 'order':
        out.order = parseOrder(value);
        break;
      case 'limit':
        out.limit = parseNonNegativeInt('limit', value);
        break;
      case 'offset':
        out.offset = parseNonNegativeInt('offset', value);
        break;
      case 'columns':
        out.columns = parseColumnList('columns parameter', value);
        break;
      case 'on_conflict':
        out.onConflict = parseColumnList('on_conflict parameter', value);
        break;
      case 'apikey':
        // The API key as a URL parameter (sendBeacon cannot set headers): the gateway's, never a filter.
        break;
      case 'or':
      case 'and':
      case 'not.or':
      case 'not.and':
        conditions.push(parseLogicTree(key, value));
        break;
      default:
        if (isRpcArg(key)) {
          out.rpcArgs.set(key, value);
        } else if (EMBEDDED_KEY.test(key) && !key.includes('->')) {
          throw new ApiError(400, {
            code: 'PGRST100',
            message: `"${key}" applies to an embedded resource, which this server does not support`,
          });
        } else {
          conditions.push({ kind: 'filter', filter: parseFilterValue(key, value) });
        }
    }
  }
  out.conditions = conditions;
  return out;
}
