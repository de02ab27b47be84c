import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Claims } from '../jwt.ts';
import {
  forgetPrepared,
  mayBeStale,
  lastResult,
  Messages,
  prepare,
  runPipelined,
  type PipelineResult,
  type PipelineValue,
} from './pipeline.ts';

export interface RequestInfo {
  method: string;
  path: string;
  headers: Record<string, string>;
}

/** The Storage API is the one caller allowed to delete storage rows (see storage.protect_delete). */
const STORAGE_API = /^\/storage\/v1\//;

/**
 * Each role's own statement_timeout (ALTER ROLE … SET), read once per database: the catalog lookup costs more
 * than the rest of a small request, and role settings change only with a migration, before the server serves.
 */
const roleTimeouts = new WeakMap<PGlite, Map<string, string | null>>();

type QueryFn = (sql: string, params: unknown[]) => Promise<{ rows: { timeout: string | null }[] }>;

async function roleTimeout(db: PGlite, query: QueryFn, role: string): Promise<string | null> {
  let known = roleTimeouts.get(db);
  if (!known) roleTimeouts.set(db, (known = new Map()));
  if (!known.has(role)) {
    const res = await query(
      `select (select split_part(c, '=', 2)
                 from pg_catalog.pg_db_role_setting s, unnest(s.setconfig) c
                where s.setrole = to_regrole($1) and s.setdatabase = 0 and c like 'statement_timeout=%') as timeout`,
      [role],
    );
    known.set(role, res.rows[0]?.timeout ?? null);
  }
  return known.get(role) ?? null;
}

/**
 * The request's settings, one prepared statement with bound values. A role without its own statement_timeout
 * keeps the session's.
 */
const SETTINGS_SQL = `select set_config('statement_timeout', coalesce($1, current_setting('statement_timeout')), true),
  set_config('role', $2, true), set_config('request.jwt.claims', $3, true), set_config('request.method', $4, true),
  set_config('request.path', $5, true), set_config('request.headers', $6, true),
  set_config('storage.allow_delete_query', $7, true)`;

/** The JSON of a verified token's claims, which the JWT cache hands out as one frozen object per token. */
const claimsJson = new WeakMap<Claims, string>();

function jsonOf(claims: Claims): string {
  let json = claimsJson.get(claims);
  if (json === undefined) {
    json = JSON.stringify(claims);
    if (Object.isFrozen(claims)) claimsJson.set(claims, json);
  }
  return json;
}

function settingsValues(claims: Claims, request: RequestInfo | undefined, timeout: string | null): PipelineValue[] {
  const path = request?.path ?? '';
  return [
    timeout,
    claims.role,
    jsonOf(claims),
    request?.method ?? '',
    path,
    JSON.stringify(request?.headers ?? {}),
    String(STORAGE_API.test(path)),
  ];
}

/**
 * Runs `fn` in one transaction as the JWT's Postgres role with
 * `request.jwt.claims` set, as PostgREST does, so row-level security and
 * auth.uid()/auth.jwt() decide. The role's own statement_timeout (3 s for
 * anon, 8 s for authenticated) applies, as PostgREST applies it to the
 * role it switches to. Any error rolls the whole request back.
 */
export async function withClaims<T>(
  db: PGlite,
  claims: Claims,
  fn: (tx: Transaction) => Promise<T>,
  request?: RequestInfo,
): Promise<T> {
  return db.transaction(async (tx) => {
    const timeout = await roleTimeout(db, (sql, params) => tx.query(sql, params), claims.role);
    // A plain bound query: this path also runs on real Postgres (the parity suite's node-postgres adapter).
    await tx.query(SETTINGS_SQL, settingsValues(claims, request, timeout));
    return fn(tx);
  });
}

/** What the caller decided from the statement's result: the value to return and whether to keep the changes. */
interface Outcome<T> {
  value: T;
  commit: boolean;
}

/**
 * withClaims for the REST layer's single statement, in two PGlite calls instead of eight: BEGIN, the
 * settings and the statement (both prepared, values bound) in one buffer, then COMMIT or ROLLBACK.
 * `decide` sees the statement's rows inside the transaction; when it throws, everything rolls back. Holds
 * PGlite's transaction lock throughout, as db.transaction() does. A kept statement that fails as one prepared
 * before DDL can (see mayBeStale) is prepared again and the request run once more.
 */
export async function pipelinedWithClaims<T>(
  db: PGlite,
  claims: Claims,
  stmt: {
    sql: string;
    values: readonly PipelineValue[];
    readOnly: boolean;
    /**
     * The caller's decision cannot refuse a result the statement returns (no singular or max-affected check):
     * COMMIT rides in the same call. An error in the statement still rolls everything back.
     */
    commitInline?: boolean;
  },
  decide: (result: PipelineResult) => Outcome<T>,
  request?: RequestInfo,
): Promise<T> {
  const timeout = await roleTimeout(db, (sql, params) => db.query(sql, params), claims.role);
  const values = settingsValues(claims, request, timeout);
  const finish = (command: 'COMMIT' | 'ROLLBACK') => runPipelined(db, new Messages().query(command).bytes());
  let reused = false;
  const attempt = async (): Promise<T> => {
    const settings = await prepare(db, SETTINGS_SQL);
    const statement = await prepare(db, stmt.sql);
    reused = !settings.fresh || !statement.fresh;
    const messages = new Messages()
      .query(stmt.readOnly ? 'BEGIN READ ONLY' : 'BEGIN')
      .bindExecute(settings.name, values, false)
      .bindExecute(statement.name, stmt.values, true)
      .sync();
    if (stmt.commitInline) messages.query('COMMIT');
    let outcome: Outcome<T>;
    try {
      outcome = decide(lastResult(await runPipelined(db, messages.bytes())));
    } catch (e) {
      await finish('ROLLBACK');
      throw e;
    }
    if (stmt.commitInline) return outcome.value;
    // A failed COMMIT (a deferred check) ends the transaction in Postgres and throws its error.
    await finish(outcome.commit ? 'COMMIT' : 'ROLLBACK');
    return outcome.value;
  };
  return db._runExclusiveTransaction(async () => {
    try {
      return await attempt();
    } catch (e) {
      // Only a kept statement can be stale; a freshly prepared one failing the same way is the request's error.
      if (!reused || !mayBeStale(e)) throw e;
      await forgetPrepared(db, [SETTINGS_SQL, stmt.sql]);
      return attempt();
    }
  });
}
