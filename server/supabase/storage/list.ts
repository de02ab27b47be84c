import type { PGlite } from '@electric-sql/pglite';
import { withClaims, type RequestInfo } from '../db/with-claims.ts';
import type { Claims } from '../jwt.ts';
import { errors } from './errors.ts';

interface ListOptions {
  prefix: string;
  limit: number;
  offset: number;
  sortColumn: 'name' | 'updated_at' | 'created_at' | 'last_accessed_at';
  sortOrder: 'asc' | 'desc';
  search: string;
}

interface ListEntry {
  name: string;
  id: string | null;
  updated_at: Date | null;
  created_at: Date | null;
  last_accessed_at: Date | null;
  metadata: unknown;
}

const SORT_COLUMNS = new Set(['name', 'updated_at', 'created_at', 'last_accessed_at']);
const MAX_LIMIT = 1000;

function intOption(value: unknown, fallback: number, name: string): number {
  if (value === undefined || value === null) return fallback;
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0)
    throw errors.invalidRequest(`${name} must be a non-negative integer`);
  return n;
}

/** The body storage-js sends to POST /object/list/<bucket>, checked. */
export function parseListOptions(body: unknown): ListOptions {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const prefix = b.prefix ?? '';
  const search = b.search ?? '';
  if (typeof prefix !== 'string' || prefix.length > 1024) throw errors.invalidRequest('prefix must be a string');
  if (typeof search !== 'string' || search.length > 1024) throw errors.invalidRequest('search must be a string');
  const sortBy = (typeof b.sortBy === 'object' && b.sortBy !== null ? b.sortBy : {}) as Record<string, unknown>;
  const column = sortBy.column ?? 'name';
  const order = typeof sortBy.order === 'string' ? sortBy.order.toLowerCase() : 'asc';
  if (typeof column !== 'string' || !SORT_COLUMNS.has(column)) throw errors.invalidRequest('Invalid sortBy.column');
  if (order !== 'asc' && order !== 'desc') throw errors.invalidRequest('Invalid sortBy.order');
  return {
    prefix,
    search,
    limit: Math.min(intOption(b.limit, 100, 'limit'), MAX_LIMIT),
    offset: intOption(b.offset, 0, 'offset'),
    sortColumn: column as ListOptions['sortColumn'],
    sortOrder: order,
  };
}

function likeEscape(s: string): string {
  return s.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/**
 * One level of the bucket under `prefix`, as supabase/storage's
 * storage.search(): folders first (null id), then the objects, names
 * relative to the prefix. Runs as the caller, so RLS decides what is seen.
 */
export async function listObjects(
  db: PGlite,
  claims: Claims,
  bucket: string,
  opts: ListOptions,
  request: RequestInfo,
): Promise<ListEntry[]> {
  const prefix = opts.prefix.replace(/^\/+/, '');
  const folderPrefix = prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`;
  const level = folderPrefix.split('/').length;
  const pattern = `${likeEscape(folderPrefix)}${likeEscape(opts.search)}%`;
  const dir = opts.sortOrder === 'desc' ? 'desc' : 'asc';
  // Column and direction come from the whitelists above, never from the request text.
  const orderBy =
    opts.sortColumn === 'name'
      ? `kind, name collate "C" ${dir}`
      : `kind, (case when kind = 0 then name end) collate "C" ${dir}, ${opts.sortColumn} ${dir} nulls last, name collate "C"`;
  return withClaims(
    db,
    claims,
    async (tx) => {
      const res = await tx.query<ListEntry>(
        `with matching as (
           select path_tokens, id, updated_at, created_at, last_accessed_at, metadata
             from storage.objects
            where bucket_id = $1 and name ilike $2 escape '\\'
         ),
         entries as (
           select distinct 0 as kind, path_tokens[$3] as name, null::uuid as id,
                  null::timestamptz as updated_at, null::timestamptz as created_at,
                  null::timestamptz as last_accessed_at, null::jsonb as metadata
             from matching where array_length(path_tokens, 1) > $3
           union all
           select 1, path_tokens[$3], id, updated_at, created_at, last_accessed_at, metadata
             from matching where array_length(path_tokens, 1) = $3
         )
         select name, id, updated_at, created_at, last_accessed_at, metadata
           from entries
          order by ${orderBy}
          limit $4 offset $5`,
        [bucket, pattern, level, opts.limit, opts.offset],
      );
      return res.rows;
    },
    request,
  );
}
