import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';

/**
 * The slice of PGlite's API the server's database code and the database tests
 * use (`query` → `{ rows, affectedRows }`, `exec`, `transaction`), on a `pg`
 * connection to a real PostgreSQL. Values come back in PGlite's shapes (bigint
 * and date as PGlite returns them), so the same assertions hold on both.
 */
export interface PgAdapter {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[]; affectedRows: number }>;
  exec(sql: string): Promise<unknown[]>;
  transaction<T>(fn: (tx: PgAdapter) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The same object typed as PGlite, for code written against PGlite. */
  asPglite(): PGlite;
}

const { types } = pg;
const INT8 = 20;
const DATE = 1082;
const TIMESTAMP = 1114;
const INT8_ARRAY = 1016;

const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (format === 'binary') return types.getTypeParser(oid, 'binary');
    switch (oid) {
      case INT8:
        return (v: string) => Number(v);
      case INT8_ARRAY: {
        const oid: number = INT8_ARRAY;
        const arr = types.getTypeParser(oid, 'text') as (v: string) => unknown[];
        return (v: string) => arr(v).map((x) => (x === null ? null : Number(x)));
      }
      // PGlite reads dates and zone-less timestamps as UTC, whatever the process time zone.
      case DATE:
        return (v: string) => new Date(`${v}T00:00:00Z`);
      case TIMESTAMP:
        return (v: string) => new Date(`${v.replace(' ', 'T')}Z`);
      default:
        return types.getTypeParser(oid, 'text');
    }
  },
};

/** Serialises callers: a transaction owns the connection until it ends, as in PGlite. */
class Mutex {
  private tail: Promise<void> = Promise.resolve();
  async run<T>(fn: () => Promise<T>): Promise<T> {
    const prev = this.tail;
    let release!: () => void;
    this.tail = new Promise((r) => (release = r));
    await prev;
    try {
      return await fn();
    } finally {
      release();
    }
  }
}

function wrap(client: pg.Client, lock: Mutex | null): PgAdapter {
  const guard = <T>(fn: () => Promise<T>) => (lock ? lock.run(fn) : fn());
  const adapter: PgAdapter = {
    query: <T>(sql: string, params: unknown[] = []) =>
      guard(async () => {
        const res = await client.query(sql, params);
        return { rows: res.rows as T[], affectedRows: res.rowCount ?? 0 };
      }),
    exec: (sql: string) =>
      guard(async () => {
        const res = (await client.query(sql)) as unknown;
        return Array.isArray(res) ? res : [res];
      }),
    transaction: <T>(fn: (tx: PgAdapter) => Promise<T>) =>
      guard(async () => {
        const tx = wrap(client, null);
        await client.query('begin');
        try {
          const out = await fn(tx);
          await client.query('commit');
          return out;
        } catch (e) {
          await client.query('rollback').catch(() => {});
          throw e;
        }
      }),
    close: () => client.end(),
    asPglite: () => adapter as unknown as PGlite,
  };
  return adapter;
}

/** Connects to `url`; sessions run in UTC like the local server's PGlite. */
export async function connectPg(url: string): Promise<PgAdapter> {
  const client = new pg.Client({ connectionString: url, types: typeParsers, options: '-c timezone=UTC' });
  await client.connect();
  return wrap(client, new Mutex());
}

/** `url` with its database replaced. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(database)}`;
  return u.toString();
}
