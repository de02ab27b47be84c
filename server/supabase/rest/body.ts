import type { Context } from 'hono';
import { MAX_JSON_DEPTH, jsonDepth } from '../http/json-depth.ts';
import { ApiError, invalidBody } from './errors.ts';

export { MAX_JSON_DEPTH };

function tooLarge(limit: number): ApiError {
  return new ApiError(413, {
    code: 'PGRST413',
    message: 'Payload Too Large',
    details: `The request body is larger than ${limit} bytes`,
  });
}

/** The request body as text, refusing more than `limit` bytes without buffering them. */
export async function readBodyText(c: Context, limit: number): Promise<string> {
  const declared = Number(c.req.header('content-length') ?? 'NaN');
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
  const stream = c.req.raw.body;
  if (!stream) return '';
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export interface JsonBody {
  /** Parsed, to check keys; values go to Postgres from `text` so big numbers keep their digits. */
  value: unknown;
  text: string;
}

export function parseJsonBody(text: string): JsonBody {
  if (text.trim() === '') throw invalidBody();
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    throw invalidBody('Empty or invalid json', `JSON nested deeper than ${MAX_JSON_DEPTH} levels is not accepted`);
  }
  try {
    return { value: JSON.parse(text), text };
  } catch (e) {
    throw invalidBody('Empty or invalid json', e instanceof Error ? e.message : null);
  }
}

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
