import type { Transaction } from '@electric-sql/pglite';
import type { Column, Relation, RestFunction, SchemaSnapshot } from './schema-cache.ts';
import { EXPOSED_SCHEMA } from './schema-cache.ts';

/*
 * GET /rest/v1/ : the Swagger 2.0 description PostgREST serves, limited to
 * what the requesting role may use (PostgREST's openapi-mode follow-privileges).
 * ra-supabase's guessers read `definitions`.
 */

type Json = Record<string, unknown>;

interface Privileges {
  select: boolean;
  insert: boolean;
  update: boolean;
  delete: boolean;
}

async function tablePrivileges(tx: Transaction): Promise<Map<string, Privileges>> {
  const res = await tx.query<{ name: string; s: boolean; i: boolean; u: boolean; d: boolean }>(
    `select c.relname as name, has_table_privilege(c.oid, 'SELECT') as s, has_table_privilege(c.oid, 'INSERT') as i,
            has_table_privilege(c.oid, 'UPDATE') as u, has_table_privilege(c.oid, 'DELETE') as d
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')`,
    [EXPOSED_SCHEMA],
  );
  return new Map(res.rows.map((r) => [r.name, { select: r.s, insert: r.i, update: r.u, delete: r.d }]));
}

async function executableFunctions(tx: Transaction): Promise<Set<string>> {
  const res = await tx.query<{ name: string }>(
    `select distinct p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = $1 and has_function_privilege(p.oid, 'EXECUTE')`,
    [EXPOSED_SCHEMA],
  );
  return new Set(res.rows.map((r) => r.name));
}

function baseSchema(col: Pick<Column, 'typname' | 'category'>): Json {
  // typname (`int4`, `_text`) for columns, format_type spelling (`integer`) for function arguments.
  const name = col.typname.replace(/^_/, '').replace(/\[\]$/, '');
  if (['int2', 'int4', 'int8', 'smallint', 'integer', 'bigint'].includes(name)) return { type: 'integer' };
  if (['float4', 'float8', 'numeric', 'real', 'double precision'].includes(name)) return { type: 'number' };
  if (name === 'bool' || name === 'boolean') return { type: 'boolean' };
  if (name === 'json' || name === 'jsonb') return {};
  return { type: 'string' };
}

/** PostgREST shows literal defaults as values (`'active'::text` → "active") and expressions as written. */
function defaultValue(expr: string): unknown {
  const literal = /^'((?:[^']|'')*)'::[\w\s."[\]]+$/.exec(expr);
  if (literal) return literal[1].replace(/''/g, "'");
  if (/^-?\d+(\.\d+)?$/.test(expr)) return Number(expr);
  if (expr === 'true' || expr === 'false') return expr === 'true';
  return expr;
}

function property(col: Column, pk: boolean): Json {
  const prop: Json = { format: col.type };
  if (col.category === 'A') Object.assign(prop, { type: 'array', items: baseSchema(col) });
  else Object.assign(prop, baseSchema(col));
  if (col.enumValues) prop.enum = col.enumValues;
  if (col.default !== null) prop.default = defaultValue(col.default);
  const notes = [col.description ?? '', pk ? 'Note:\nThis is a Primary Key.<pk/>' : ''].filter(Boolean);
  if (notes.length) prop.description = notes.join('\n\n');
  return prop;
}

function definition(rel: Relation): Json {
  const properties: Json = {};
  const required: string[] = [];
  for (const col of rel.columns.values()) {
    properties[col.name] = property(col, rel.primaryKey.includes(col.name));
    if (!col.nullable && col.default === null && !col.identity && !col.generated) required.push(col.name);
  }
  return { ...(rel.description ? { description: rel.description } : {}), required, properties, type: 'object' };
}

const ref = (name: string) => ({ $ref: `#/parameters/${name}` });

function tablePaths(rel: Relation, priv: Privileges): Json {
  const filters = [...rel.columns.keys()].map((c) => ref(`rowFilter.${rel.name}.${c}`));
  const tags = [rel.name];
  const ops: Json = {};
  if (priv.select) {
    ops.get = {
      tags,
      parameters: [
        ...filters,
        ref('select'),
        ref('order'),
        ref('range'),
        ref('rangeUnit'),
        ref('offset'),
        ref('limit'),
        ref('preferCount'),
      ],
      responses: {
        '200': { description: 'OK', schema: { type: 'array', items: { $ref: `#/definitions/${rel.name}` } } },
        '206': { description: 'Partial Content' },
      },
    };
  }
  if (priv.insert) {
    ops.post = {
      tags,
      parameters: [ref(`body.${rel.name}`), ref('select'), ref('preferPost')],
      responses: { '201': { description: 'Created' } },
    };
  }
  if (priv.update) {
    ops.patch = {
      tags,
      parameters: [...filters, ref(`body.${rel.name}`), ref('preferReturn')],
      responses: { '204': { description: 'No Content' } },
    };
  }
  if (priv.delete) {
    ops.delete = {
      tags,
      parameters: [...filters, ref('preferReturn')],
      responses: { '204': { description: 'No Content' } },
    };
  }
  return ops;
}

function rpcPath(fn: RestFunction): Json {
  const properties: Json = {};
  for (const a of fn.args) properties[a.name] = { format: a.type, ...baseSchema({ typname: a.type, category: '' }) };
  const required = fn.args.filter((a) => !a.hasDefault).map((a) => a.name);
  const tags = ['(rpc) ' + fn.name];
  const ok = { '200': { description: 'OK' } };
  return {
    get: {
      tags,
      ...(fn.description ? { summary: fn.description } : {}),
      parameters: fn.args.map((a) => ({
        name: a.name,
        in: 'query',
        required: !a.hasDefault,
        type: 'string',
        format: a.type,
      })),
      responses: ok,
    },
    post: {
      tags,
      ...(fn.description ? { summary: fn.description } : {}),
      parameters: [
        { name: 'args', in: 'body', required: true, schema: { type: 'object', required, properties } },
        ref('preferParams'),
      ],
      responses: ok,
    },
  };
}

const COMMON_PARAMETERS: Json = {
  preferParams: {
    name: 'Prefer',
    description: 'Preference',
    required: false,
    enum: ['params=single-object'],
    in: 'header',
    type: 'string',
  },
  preferReturn: {
    name: 'Prefer',
    description: 'Preference',
    required: false,
    enum: ['return=representation', 'return=minimal', 'return=none'],
    in: 'header',
    type: 'string',
  },
  preferCount: {
    name: 'Prefer',
    description: 'Preference',
    required: false,
    enum: ['count=none'],
    in: 'header',
    type: 'string',
  },
  preferPost: {
    name: 'Prefer',
    description: 'Preference',
    required: false,
    enum: [
      'return=representation',
      'return=minimal',
      'return=none',
      'resolution=ignore-duplicates',
      'resolution=merge-duplicates',
    ],
    in: 'header',
    type: 'string',
  },
  select: { name: 'select', description: 'Filtering Columns', required: false, in: 'query', type: 'string' },
  on_conflict: { name: 'on_conflict', description: 'On Conflict', required: false, in: 'query', type: 'string' },
  order: { name: 'order', description: 'Ordering', required: false, in: 'query', type: 'string' },
  range: { name: 'Range', description: 'Limiting and Pagination', required: false, in: 'header', type: 'string' },
  rangeUnit: {
    name: 'Range-Unit',
    description: 'Limiting and Pagination',
    required: false,
    default: 'items',
    in: 'header',
    type: 'string',
  },
  offset: { name: 'offset', description: 'Limiting and Pagination', required: false, in: 'query', type: 'string' },
  limit: { name: 'limit', description: 'Limiting and Pagination', required: false, in: 'query', type: 'string' },
};

export async function openApiSpec(
  tx: Transaction,
  schema: SchemaSnapshot,
  host: string,
  scheme: string,
): Promise<Json> {
  const privileges = await tablePrivileges(tx);
  const executable = await executableFunctions(tx);
  const paths: Json = {
    '/': {
      get: {
        tags: ['Introspection'],
        summary: 'OpenAPI description (this document)',
        produces: ['application/openapi+json', 'application/json'],
        responses: { '200': { description: 'OK' } },
      },
    },
  };
  const definitions: Json = {};
  const parameters: Json = { ...COMMON_PARAMETERS };
  for (const rel of [...schema.relations.values()].sort((a, b) => a.name.localeCompare(b.name))) {
    const priv = privileges.get(rel.name);
    if (!priv || !(priv.select || priv.insert || priv.update || priv.delete)) continue;
    paths[`/${rel.name}`] = tablePaths(rel, priv);
    definitions[rel.name] = definition(rel);
    parameters[`body.${rel.name}`] = {
      name: rel.name,
      description: rel.name,
      required: false,
      in: 'body',
      schema: { $ref: `#/definitions/${rel.name}` },
    };
    for (const col of rel.columns.values()) {
      parameters[`rowFilter.${rel.name}.${col.name}`] = {
        name: col.name,
        required: false,
        format: col.type,
        in: 'query',
        type: 'string',
      };
    }
  }
  for (const [name, overloads] of [...schema.functions.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    if (!executable.has(name)) continue;
    paths[`/rpc/${name}`] = rpcPath(overloads[0]);
  }
  const media = [
    'application/json',
    'application/vnd.pgrst.object+json;nulls=stripped',
    'application/vnd.pgrst.object+json',
  ];
  return {
    swagger: '2.0',
    info: { title: 'standard public schema', description: 'Local Supabase-compatible REST API', version: '12.2.0' },
    host,
    basePath: '/rest/v1',
    schemes: [scheme],
    consumes: media,
    produces: media,
    paths,
    definitions,
    parameters,
    externalDocs: { description: 'PostgREST Documentation', url: 'https://postgrest.org/en/v12/references/api.html' },
  };
}
