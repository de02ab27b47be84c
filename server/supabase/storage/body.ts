import { MAX_JSON_DEPTH, tooDeep } from '../http/json-depth.ts';
import { errors } from './errors.ts';
import { baseMimeType } from './mime.ts';

/**
 * Reads a request body, giving up as soon as it exceeds `limit` bytes so an
 * oversized upload is never held in memory. The stream is not cancelled:
 * cancelling would reset the connection before the client reads the error,
 * and the Node adapter drains what is left after the response.
 */
async function readLimited(req: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = req.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared) && Number(declared) > limit) throw errors.tooLarge();
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      reader.releaseLock();
      throw errors.tooLarge();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

export async function readJson(req: Request, limit: number): Promise<unknown> {
  const bytes = await readLimited(req, limit);
  if (bytes.byteLength === 0) return {};
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw errors.invalidRequest('Body is not valid JSON');
  }
}

interface UploadBody {
  data: Uint8Array<ArrayBuffer>;
  /** The type the uploader declared (part Content-Type or request Content-Type). */
  contentType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseMetadata(json: string | null): Record<string, unknown> | null {
  if (!json) return null;
  // Stored as jsonb: deeper nesting than PGlite parses safely is refused, not passed on.
  if (tooDeep(json)) throw errors.invalidRequest(`Invalid metadata: nested deeper than ${MAX_JSON_DEPTH} levels`);
  try {
    const value: unknown = JSON.parse(json);
    if (isPlainObject(value)) return value;
  } catch {
    /* reported below */
  }
  throw errors.invalidRequest('Invalid metadata');
}

/** `cacheControl` form field (seconds, as storage-js sends it) → stored Cache-Control. */
function cacheControlFromField(value: string | null): string {
  if (value !== null && /^\d{1,10}$/.test(value.trim())) return `max-age=${value.trim()}`;
  return 'no-cache';
}

/** A raw-body upload's Cache-Control header, kept only when it is a harmless directive list. */
function cacheControlFromHeader(value: string | null): string {
  if (value && /^[A-Za-z0-9=,\- ]{1,200}$/.test(value)) return value;
  return 'no-cache';
}

/**
 * The file of an upload, as storage-js sends it: a multipart form (the file
 * under field name "" after `cacheControl`) for File/Blob, or the raw bytes
 * with `content-type` and `cache-control` headers for Buffers.
 */
export async function readUpload(req: Request, limit: number): Promise<UploadBody> {
  const contentType = req.headers.get('content-type') ?? '';
  const bytes = await readLimited(req, limit);
  if (baseMimeType(contentType) !== 'multipart/form-data') {
    const metaHeader = req.headers.get('x-metadata');
    let metaJson: string | null = null;
    if (metaHeader) metaJson = Buffer.from(metaHeader, 'base64').toString('utf8');
    return {
      data: bytes,
      contentType: contentType || 'application/octet-stream',
      cacheControl: cacheControlFromHeader(req.headers.get('cache-control')),
      userMetadata: parseMetadata(metaJson),
    };
  }
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw errors.invalidRequest('Invalid multipart/form-data body');
  }
  let file: File | null = null;
  const named = form.get('');
  if (named instanceof File) file = named;
  else {
    for (const [, value] of form.entries()) {
      if (value instanceof File) {
        file = value;
        break;
      }
    }
  }
  if (!file) throw errors.invalidRequest('No file found in the multipart body');
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : null;
  };
  return {
    data: new Uint8Array(await file.arrayBuffer()),
    contentType: file.type || 'application/octet-stream',
    cacheControl: cacheControlFromField(field('cacheControl')),
    userMetadata: parseMetadata(field('metadata')),
  };
}
