import type { PGlite } from '@electric-sql/pglite';

/*
 * Statements sent to PGlite the way a client over a socket sends them: several wire-protocol messages in one
 * call. `tx.query()` sends Parse, Describe, Bind, Describe, Execute and Sync as six separate calls into the
 * WebAssembly Postgres and parses the SQL every time; here each statement text is prepared once per database
 * under a name (PostgREST prepares its statements too) and a request is Bind + Execute in one buffer.
 * Values stay bound parameters (text format, types inferred by Postgres exactly as for an untyped
 * `tx.query()` parameter), so nothing a request sent is ever spliced into SQL text. Values are strings,
 * numbers or null (the REST layer's Params holds nothing else).
 */

export type PipelineValue = string | number | null;

export interface PipelineResult {
  /** Column names in order. */
  columns: string[];
  /** Each row's values as Postgres' text output (null for SQL NULL). */
  rows: (string | null)[][];
}

interface BackendMessageLike {
  name?: string;
  fields?: unknown[];
  code?: string;
}

/** Wire messages into one buffer; lengths are computed up front so nothing is copied twice. */
export class Messages {
  private readonly parts: Buffer[] = [];

  private add(type: string, body: Buffer[]): this {
    const head = Buffer.allocUnsafe(5);
    head[0] = type.charCodeAt(0);
    head.writeInt32BE(4 + body.reduce((n, b) => n + b.length, 0), 1);
    this.parts.push(head, ...body);
    return this;
  }

  /** A simple-protocol Query (one or more statements, no parameters). */
  query(sql: string): this {
    return this.add('Q', [cstring(sql)]);
  }

  parse(name: string, sql: string): this {
    return this.add('P', [cstring(name), cstring(sql), int16(0)]);
  }

  /** Bind (text values, text results) and Execute; Describe too when the caller wants column names. */
  bindExecute(name: string, values: readonly PipelineValue[], describe: boolean): this {
    const body: Buffer[] = [cstring(''), cstring(name), int16(0), int16(values.length)];
    for (const v of values) {
      if (v === null) body.push(int32(-1));
      else {
        const b = Buffer.from(String(v), 'utf8');
        body.push(int32(b.length), b);
      }
    }
    body.push(int16(0));
    this.add('B', body);
    if (describe) this.add('D', [Buffer.from('P'), cstring('')]);
    return this.add('E', [cstring(''), int32(0)]);
  }

  close(name: string): this {
    return this.add('C', [Buffer.from('S'), cstring(name)]);
  }

  sync(): this {
    return this.add('S', []);
  }

  bytes(): Uint8Array {
    return Buffer.concat(this.parts);
  }
}

function cstring(s: string): Buffer {
  if (s.includes('\0')) throw new RangeError('statement text contains NUL');
  return Buffer.from(`${s}\0`, 'utf8');
}
function int16(n: number): Buffer {
  const b = Buffer.allocUnsafe(2);
  b.writeInt16BE(n);
  return b;
}
function int32(n: number): Buffer {
  const b = Buffer.allocUnsafe(4);
  b.writeInt32BE(n);
  return b;
}

const SYNC = new Messages().sync().bytes();

/**
 * Runs the messages under PGlite's query lock. After an error Postgres skips the buffer's remaining extended
 * messages up to its Sync (and an inline COMMIT after that finds the transaction aborted, so it rolls back);
 * PGlite reports the first error and stops collecting replies. A lone Sync follows, as PGlite's own query()
 * sends one in its `finally`, so the session is certainly ready for the next statement.
 */
export async function runPipelined(db: PGlite, messages: Uint8Array): Promise<BackendMessageLike[]> {
  return db.runExclusive(async () => {
    try {
      return (await db.execProtocolStream(messages, { syncToFs: false })) as BackendMessageLike[];
    } catch (e) {
      await db.execProtocolStream(SYNC, { syncToFs: false, throwOnError: false });
      throw e;
    }
  });
}

/** Column names and text rows of the last described statement in a call's replies. */
export function lastResult(replies: readonly BackendMessageLike[]): PipelineResult {
  let columns: string[] = [];
  let rows: (string | null)[][] = [];
  for (const m of replies) {
    if (m.name === 'rowDescription') {
      columns = (m.fields as { name: string }[]).map((f) => f.name);
      rows = [];
    } else if (m.name === 'dataRow') rows.push(m.fields as (string | null)[]);
  }
  return { columns, rows };
}

/** How many statement texts each database keeps prepared (the REST layer builds a bounded set of shapes). */
const MAX_PREPARED = 300;

interface PreparedSet {
  names: Map<string, string>;
  next: number;
}
const prepared = new WeakMap<PGlite, PreparedSet>();

function preparedSet(db: PGlite): PreparedSet {
  let set = prepared.get(db);
  if (!set) prepared.set(db, (set = { names: new Map(), next: 1 }));
  return set;
}

/** A prepared statement's name, and whether this call prepared it (a fresh one cannot be stale). */
interface PreparedName {
  name: string;
  fresh: boolean;
}

/**
 * The name under which `sql` is prepared, preparing it first if needed (one call: close the least recently
 * used statement when full, Parse, Sync). A statement that fails to parse is not remembered. The caller holds
 * PGlite's transaction lock, so no other request prepares, forgets or runs in between.
 */
export async function prepare(db: PGlite, sql: string): Promise<PreparedName> {
  const set = preparedSet(db);
  const known = set.names.get(sql);
  if (known) {
    set.names.delete(sql);
    set.names.set(sql, known);
    return { name: known, fresh: false };
  }
  const messages = new Messages();
  if (set.names.size >= MAX_PREPARED) {
    const [oldSql, oldName] = set.names.entries().next().value!;
    set.names.delete(oldSql);
    messages.close(oldName);
  }
  const name = `local_stmt_${set.next++}`;
  await runPipelined(db, messages.parse(name, sql).sync().bytes());
  set.names.set(sql, name);
  return { name, fresh: true };
}

/** Forgets prepared statements: the given texts, or every one. The caller holds PGlite's transaction lock. */
export async function forgetPrepared(db: PGlite, texts?: readonly string[]): Promise<void> {
  const set = preparedSet(db);
  const messages = new Messages();
  let any = false;
  for (const sql of texts ?? [...set.names.keys()]) {
    const name = set.names.get(sql);
    if (name === undefined) continue;
    set.names.delete(sql);
    messages.close(name);
    any = true;
  }
  if (any) await runPipelined(db, messages.sync().bytes());
}

/**
 * Forgets every prepared statement, taking PGlite's transaction lock (so no request is between preparing
 * and running). The REST layer calls it when it reloads its schema cache: after DDL, a kept statement may
 * carry parameter types or a result type the tables no longer have, as PostgREST flushes its connection
 * pool's statements on a schema reload.
 */
export function forgetAllPrepared(db: PGlite): Promise<void> {
  return db._runExclusiveTransaction(() => forgetPrepared(db));
}

/**
 * Errors a statement prepared before DDL can raise although a fresh one would not: a changed result type
 * (0A000), a statement someone deallocated (26000), parameter types inferred from a column whose type
 * changed (42883, 42804).
 */
const STALE_CODES = new Set(['0A000', '26000', '42883', '42804']);

export function mayBeStale(e: unknown): boolean {
  return STALE_CODES.has((e as { code?: string })?.code ?? '');
}
