import type { Context } from 'hono';
import { MAX_JSON_DEPTH, tooDeep } from '../http/json-depth.ts';
import { AuthError } from './errors.ts';

export type JsonObject = Record<string, unknown>;

function tooLarge(max: number): AuthError {
  return new AuthError(413, 'request_too_large', `Request body is larger than ${max} bytes`);
}

async function readLimited(c: Context, max: number): Promise<string> {
  const declared = Number(c.req.header('content-length') ?? '');
  if (Number.isFinite(declared) && declared > max) throw tooLarge(max);
  const stream = c.req.raw.body;
  if (!stream) return '';
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => {});
      throw tooLarge(max);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The request's JSON object body; an empty body counts as `{}` because
 * auth-js sends none on some POSTs. Anything else that is not an object is
 * `bad_json`.
 */
export async function readJsonObject(c: Context, max: number): Promise<JsonObject> {
  const text = await readLimited(c, max);
  if (text.trim() === '') return {};
  // Metadata objects are stored as jsonb and copied into every access token: keep them within what PGlite parses.
  if (tooDeep(text)) {
    throw new AuthError(
      400,
      'bad_json',
      `Could not parse request body as JSON: nested deeper than ${MAX_JSON_DEPTH} levels`,
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    throw new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${(e as Error).message}`);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: expected an object');
  }
  return parsed as JsonObject;
}

/** A string field, `undefined` when absent or null; wrong types are `validation_failed`. */
export function optionalString(body: JsonObject, key: string): string | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') throw new AuthError(400, 'validation_failed', `${key} must be a string`);
  return v;
}

export function optionalObject(body: JsonObject, key: string): JsonObject | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'object' || Array.isArray(v)) {
    throw new AuthError(400, 'validation_failed', `${key} must be an object`);
  }
  return v as JsonObject;
}

export function optionalBoolean(body: JsonObject, key: string): boolean | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'boolean') throw new AuthError(400, 'validation_failed', `${key} must be a boolean`);
  return v;
}
