import type { PGlite } from '@electric-sql/pglite';
import { forgetAllPrepared } from '../db/pipeline.ts';
import { unknownTable } from './errors.ts';

export const EXPOSED_SCHEMA = 'public';

export interface Column {
  name: string;
  /** format_type() spelling, e.g. `timestamp with time zone`, `text[]`. */
  type: string;
  /** pg_type.typname, e.g. `timestamptz`, `_text`. */
  typname: string;
  /** pg_type.typcategory: N numeric, S string, B boolean, A array, D date/time, U user (json, uuid)... */
  category: string;
  nullable: boolean;
  /** The DEFAULT expression as the catalog prints it. */
  default: string | null;
  /** Identity (`a`/`d`) or generated (`s`) columns get no value from a payload's missing key. */
  identity: string;
  generated: string;
  enumValues: string[] | null;
  description: string | null;
}

export interface Relation {
  name: string;
  kind: 'table' | 'view';
  description: string | null;
  columns: Map<string, Column>;
  primaryKey: string[];
}

interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface RestFunction {
  name: string;
  args: FunctionArg[];
  returnType: string;
  returnsSet: boolean;
  returnsVoid: boolean;
  /** Columns of the rows it returns (table, composite or OUT/TABLE parameters); null for scalars. */
  returnColumns: Column[] | null;
  volatility: 'i' | 's' | 'v';
  description: string | null;
}

export interface SchemaSnapshot {
  relations: Map<string, Relation>;
  functions: Map<string, RestFunction[]>;
  loadedAt: number;
}

const COLUMN_JSON = `json_build_object(
      'name', a.attname, 'type', format_type(a.atttypid, a.atttypmod), 'typname', t.typname,
      'category', t.typcategory, 'nullable', not a.attnotnull, 'default', pg_get_expr(d.adbin, d.adrelid),
      'identity', a.attidentity, 'generated', a.attgenerated, 'description', col_description(a.attrelid, a.attnum),
      'enum', (select json_agg(e.enumlabel order by e.enumsortorder) from pg_enum e where e.enumtypid = a.atttypid))`;

const RELATIONS_SQL = `
  select c.relname as name, c.relkind as kind, obj_description(c.oid, 'pg_class') as description,
    coalesce((select json_agg(${COLUMN_JSON} order by a.attnum)
      from pg_attribute a join pg_type t on t.oid = a.atttypid
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]'::json)::text as columns,
    coalesce((select json_agg(a.attname order by array_position(i.indkey::int2[], a.attnum))
      from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey::int2[])
      where i.indrelid = c.oid and i.indisprimary), '[]'::json)::text as pk
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')
    and not exists (select 1 from pg_depend dep where dep.classid = 'pg_class'::regclass
                    and dep.objid = c.oid and dep.deptype = 'e')`;

const FUNCTIONS_SQL = `
  select p.proname as name, p.provolatile as volatility, p.proretset as returns_set,
    format_type(p.prorettype, null) as return_type, p.prorettype = 'void'::regtype as returns_void,
    obj_description(p.oid, 'pg_proc') as description, p.pronargdefaults as n_defaults,
    coalesce((select json_agg(json_build_object('name', coalesce(p.proargnames[x.i], ''),
        'mode', coalesce(p.proargmodes[x.i], 'i'), 'type', format_type(x.typ, null),
        'typname', t.typname, 'category', t.typcategory) order by x.i)
      from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality x(typ, i)
      join pg_type t on t.oid = x.typ), '[]'::json)::text as args,
    (select json_agg(${COLUMN_JSON} order by a.attnum)
      from pg_type rt join pg_attribute a on a.attrelid = rt.typrelid
      join pg_type t on t.oid = a.atttypid
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where rt.oid = p.prorettype and rt.typrelid <> 0 and a.attnum > 0 and not a.attisdropped)::text as return_columns
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  where n.nspname = $1 and p.prokind = 'f'
    and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)
    and not exists (select 1 from pg_depend dep where dep.classid = 'pg_proc'::regclass
                    and dep.objid = p.oid and dep.deptype = 'e')`;

interface RawColumn {
  name: string;
  type: string;
  typname: string;
  category: string;
  nullable: boolean;
  default: string | null;
  identity: string;
  generated: string;
  description: string | null;
  enum: string[] | null;
}

function toColumn(raw: RawColumn): Column {
  return {
    name: raw.name,
    type: raw.type,
    typname: raw.typname,
    category: raw.category,
    nullable: raw.nullable,
    default: raw.default,
    identity: raw.identity ?? '',
    generated: raw.generated ?? '',
    enumValues: raw.enum,
    description: raw.description,
  };
}

async function load(db: PGlite): Promise<SchemaSnapshot> {
  const relations = new Map<string, Relation>();
  const rels = await db.query<{ name: string; kind: string; description: string | null; columns: string; pk: string }>(
    RELATIONS_SQL,
    [EXPOSED_SCHEMA],
  );
  for (const r of rels.rows) {
    const columns = new Map<string, Column>();
    for (const c of JSON.parse(r.columns) as RawColumn[]) columns.set(c.name, toColumn(c));
    relations.set(r.name, {
      name: r.name,
      kind: r.kind === 'r' || r.kind === 'p' ? 'table' : 'view',
      description: r.description,
      columns,
      primaryKey: JSON.parse(r.pk) as string[],
    });
  }

  const functions = new Map<string, RestFunction[]>();
  const fns = await db.query<{
    name: string;
    volatility: 'i' | 's' | 'v';
    returns_set: boolean;
    return_type: string;
    returns_void: boolean;
    description: string | null;
    n_defaults: number;
    args: string;
    return_columns: string | null;
  }>(FUNCTIONS_SQL, [EXPOSED_SCHEMA]);
  for (const f of fns.rows) {
    const all = JSON.parse(f.args) as { name: string; mode: string; type: string; typname: string; category: string }[];
    const inputs = all.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
    const outputs = all.filter((a) => a.mode === 'o' || a.mode === 'b' || a.mode === 't');
    // Unnamed parameters cannot be passed by name from JSON: such functions are not callable here.
    if (inputs.some((a) => !a.name)) continue;
    const args = inputs.map((a, i) => ({ name: a.name, type: a.type, hasDefault: i >= inputs.length - f.n_defaults }));
    let returnColumns: Column[] | null = null;
    if (f.return_columns) returnColumns = (JSON.parse(f.return_columns) as RawColumn[]).map(toColumn);
    else if (outputs.length > 0 && f.return_type === 'record') {
      returnColumns = outputs.map((o) =>
        toColumn({ ...o, nullable: true, default: null, identity: '', generated: '', description: null, enum: null }),
      );
    }
    const list = functions.get(f.name) ?? [];
    list.push({
      name: f.name,
      args,
      returnType: f.return_type,
      returnsSet: f.returns_set,
      returnsVoid: f.returns_void,
      returnColumns,
      volatility: f.volatility,
      description: f.description,
    });
    functions.set(f.name, list);
  }
  return { relations, functions, loadedAt: Date.now() };
}

/** PostgREST's reload contract: `NOTIFY pgrst, 'reload schema'` (or an empty payload). */
const RELOAD_CHANNEL = 'pgrst';
/** A name the cache does not know reloads it at most this often (a newer migration may have added it). */
export const DEFAULT_MIN_RELOAD_MS = 5000;

/**
 * What PostgREST calls the schema cache: the exposed schema's tables, views
 * and functions. Unknown names are answered from it; anyone holding the
 * public anon key can ask for unknown names, so they reload the cache at
 * most once per `minReloadMs`. An explicit `NOTIFY pgrst, 'reload schema'`
 * (sent by the migration runner) makes the next request reload at once.
 */
export class SchemaCache {
  private readonly db: PGlite;
  private readonly minReloadMs: number;
  private snapshot: SchemaSnapshot | null = null;
  private loading: Promise<SchemaSnapshot> | null = null;
  private reloadRequested = false;
  private readonly listening: Promise<unknown>;

  constructor(db: PGlite, minReloadMs = DEFAULT_MIN_RELOAD_MS) {
    this.db = db;
    this.minReloadMs = minReloadMs;
    this.listening = db
      .listen(RELOAD_CHANNEL, (payload) => {
        if (payload === '' || payload === 'reload schema') this.reloadRequested = true;
      })
      .catch(() => {
        /* a closed database: nothing left to reload */
      });
  }

  async get(): Promise<SchemaSnapshot> {
    await this.listening;
    if (this.snapshot && !this.reloadRequested) return this.snapshot;
    return this.load();
  }

  /**
   * The snapshot after a name was not found in it: a fresh one if the
   * current one is older than the reload interval, otherwise the same one
   * (the caller then answers "not found" from it).
   */
  async refresh(): Promise<SchemaSnapshot> {
    const current = await this.get();
    if (Date.now() - current.loadedAt < this.minReloadMs) return current;
    return this.load();
  }

  /** Postgres reported a missing object the cache knew: reload, within the same rate limit. */
  invalidate(): void {
    if (this.snapshot && Date.now() - this.snapshot.loadedAt >= this.minReloadMs) this.reloadRequested = true;
  }

  /** Concurrent callers share one catalog query. */
  private load(): Promise<SchemaSnapshot> {
    if (!this.loading) {
      this.reloadRequested = false;
      this.loading = load(this.db)
        .then(async (snap) => {
          // A reload follows DDL: statements prepared against the old tables go too (see forgetAllPrepared).
          if (this.snapshot) await forgetAllPrepared(this.db);
          this.snapshot = snap;
          return snap;
        })
        .finally(() => {
          this.loading = null;
        });
    }
    return this.loading;
  }
}

export function findRelation(schema: SchemaSnapshot, name: string): Relation {
  const rel = schema.relations.get(name);
  if (!rel) throw unknownTable(name);
  return rel;
}

/** A relation-like view of a function's result rows, so filters and select work on them. */
export function functionRelation(fn: RestFunction): Relation | null {
  if (!fn.returnColumns) return null;
  return {
    name: fn.name,
    kind: 'view',
    description: fn.description,
    columns: new Map(fn.returnColumns.map((c) => [c.name, c])),
    primaryKey: [],
  };
}
