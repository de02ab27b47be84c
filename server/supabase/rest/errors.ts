import { randomBytes } from 'node:crypto';
import type { DbRole } from '../jwt.ts';

/** The body PostgREST answers every error with. */
interface ErrorBody {
  code: string;
  details: string | null;
  hint: string | null;
  message: string;
}

/** An error this layer raises itself, already shaped as PostgREST would answer it. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody;
  readonly headers: Record<string, string>;
  constructor(
    status: number,
    body: Partial<ErrorBody> & { code: string; message: string },
    headers: Record<string, string> = {},
  ) {
    super(body.message);
    this.status = status;
    this.body = { code: body.code, details: body.details ?? null, hint: body.hint ?? null, message: body.message };
    this.headers = headers;
  }
}

/** A name the schema cache did not know: the caller refreshes the cache once and tries again. */
export class SchemaMiss extends ApiError {}

export function parseError(message: string, details: string | null = null): ApiError {
  return new ApiError(400, { code: 'PGRST100', message, details });
}

export function invalidBody(message = 'Empty or invalid json', details: string | null = null): ApiError {
  return new ApiError(400, { code: 'PGRST102', message, details });
}

export function unknownColumn(table: string, column: string): SchemaMiss {
  return new SchemaMiss(400, { code: '42703', message: `column ${table}.${column} does not exist` });
}

export function unknownTable(name: string): SchemaMiss {
  return new SchemaMiss(404, {
    code: 'PGRST205',
    message: `Could not find the table 'public.${name}' in the schema cache`,
  });
}

export function unknownPayloadColumn(table: string, column: string): SchemaMiss {
  return new SchemaMiss(400, {
    code: 'PGRST204',
    message: `Could not find the '${column}' column of '${table}' in the schema cache`,
  });
}

export function singularError(rows: number): ApiError {
  return new ApiError(406, {
    code: 'PGRST116',
    details: `The result contains ${rows} rows`,
    message: 'Cannot coerce the result to a single JSON object',
  });
}

/** Fields of a Postgres error as PGlite reports them. */
interface PgErrorLike {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
  severity?: string;
}

export function isPgError(e: unknown): e is PgErrorLike {
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof (e as PgErrorLike).code === 'string' &&
    typeof (e as PgErrorLike).message === 'string' &&
    'severity' in e
  );
}

/**
 * PostgREST's SQLSTATE → HTTP table (Error.hs), except that nothing becomes
 * 503: postgrest-js retries 503 on GET, which would hide the error for 7 s.
 */
function pgStatus(code: string, role: DbRole): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23503' || code === '23505' || code === '23P01') return 409;
  if (code === '25006') return 405;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '42P17' || code === '53400') return 500;
  // disk_full: PostgREST says 503, which postgrest-js would retry for seconds; the disk stays full.
  if (code === '53100') return 507;
  if (code === 'P0001') return 400;
  // Program limits (array dimensions, target-list size, stack depth) are reached by the request's shape.
  if (code.startsWith('54')) return 400;
  const custom = /^PT(\d{3})$/.exec(code);
  if (custom) return Number(custom[1]);
  const cls = code.slice(0, 2);
  if (cls === '0L' || cls === '0P' || cls === '28') return 403;
  if (
    ['08', '09', '25', '2D', '38', '39', '3B', '40', '53', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(cls)
  ) {
    return 500;
  }
  return 400;
}

/**
 * Internal errors (XX000) that Postgres raises while reading a value or a
 * cast the request supplied: the request's shape, not the server, is at
 * fault, so they are the client's 400 and not a 500.
 */
const INPUT_SHAPED_INTERNAL = [
  /^tsquery stack too small$/,
  /^failed to find conversion function from \S+ to \S+$/,
  /^stack depth exceeded/,
  /^value out of range/,
];

function isInputShapedInternal(e: { code: string; message: string }): boolean {
  return e.code === 'XX000' && INPUT_SHAPED_INTERNAL.some((re) => re.test(e.message));
}

export function pgErrorResponse(e: PgErrorLike, role: DbRole): ApiError {
  const tooLarge = tooLargeBytes(e);
  if (tooLarge !== undefined) return responseTooLarge(tooLarge);
  return new ApiError(isInputShapedInternal(e) ? 400 : pgStatus(e.code, role), {
    code: e.code,
    message: e.message,
    details: e.detail ?? null,
    hint: e.hint ?? null,
  });
}

/**
 * The largest response body this server builds: 10 MiB. The product's largest read today is the full
 * packages table at about 60 kB; 1000 rows (max_rows) of about 10 kB each still fit. Past it, a body is an
 * abuse (the audit's 100 MB select), and PGlite builds it in its one WASM heap shared by every request.
 */
export const MAX_RESPONSE_BYTES = 10 * 1024 * 1024;

/**
 * Marks the error the size guard raises in SQL. The random part keeps a request from raising the same
 * message itself (a filter value that is not an integer gives the same SQLSTATE and wording).
 */
const TOO_LARGE_MARK = `pgrst_response_too_large_${randomBytes(6).toString('hex')}:`;

/**
 * A SQL boolean that is true while `bytesSql` stays within the cap and otherwise fails the statement (a cast
 * that cannot succeed; plain SQL has no RAISE). It depends on `bytesSql`, so the planner cannot fold it.
 */
export function sizeGuardSql(bytesSql: string): string {
  return `CASE WHEN ${bytesSql} > ${MAX_RESPONSE_BYTES} THEN ('${TOO_LARGE_MARK}' || (${bytesSql})::text)::int > 0 ELSE true END`;
}

function responseTooLarge(bytes: number | null): ApiError {
  return new ApiError(500, {
    code: '54000',
    message: `Response body exceeds the server's limit of ${MAX_RESPONSE_BYTES} bytes`,
    details: `The response would have more than ${bytes ?? MAX_RESPONSE_BYTES} bytes`,
    hint: 'Request fewer rows (limit, range) or fewer columns (select)',
  });
}

/** The size guard's error, as raised by sizeGuardSql: `invalid input syntax for type integer: "<mark><bytes>"`. */
function tooLargeBytes(e: { code: string; message: string }): number | null | undefined {
  if (e.code !== '22P02') return undefined;
  const m = new RegExp(`"${TOO_LARGE_MARK}(\\d+)"$`).exec(e.message);
  return m ? Number(m[1]) : undefined;
}
