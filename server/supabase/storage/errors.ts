import { JwtError } from '../jwt.ts';
import { MissingApiKeyError } from '../http/claims.ts';
import { isDiskFull } from '../http/disk-full.ts';

/**
 * An error in supabase/storage's shape. storage-js reads `message` and
 * `statusCode` from the body; like the hosted service the HTTP status is 400
 * for every client error and the real status travels as a string in the body.
 */
class StorageError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly error: string;
  constructor(statusCode: number, code: string, error: string, message: string) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.error = error;
  }

  get httpStatus(): 400 | 500 | 507 {
    // The disk being full is worth its own status: the client can tell it from a bug, and retrying soon won't help.
    if (this.statusCode === 507) return 507;
    return this.statusCode >= 500 ? 500 : 400;
  }

  toJSON() {
    return { statusCode: String(this.statusCode), code: this.code, error: this.error, message: this.message };
  }
}

export const errors = {
  invalidJwt: (message: string) => new StorageError(403, 'InvalidJWT', 'Unauthorized', message),
  missingAuth: () =>
    new StorageError(400, 'InvalidJWT', 'Unauthorized', "headers must have required property 'authorization'"),
  accessDenied: () =>
    new StorageError(403, 'AccessDenied', 'Unauthorized', 'new row violates row-level security policy'),
  duplicate: () => new StorageError(409, 'ResourceAlreadyExists', 'Duplicate', 'The resource already exists'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'not_found', 'Object not found'),
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', 'Invalid Input', `Invalid key: ${key}`),
  tooLarge: () =>
    new StorageError(413, 'EntityTooLarge', 'Payload too large', 'The object exceeded the maximum allowed size'),
  invalidMime: (mime: string, detail?: string) =>
    new StorageError(
      415,
      'InvalidMimeType',
      'invalid_mime_type',
      `mime type ${mime} is not supported${detail ? ` (${detail})` : ''}`,
    ),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', 'Invalid Input', message),
  notFound: (method: string, path: string) =>
    new StorageError(404, 'NotFound', 'Not Found', `Route ${method}:${path} not found`),
  internal: () => new StorageError(500, 'InternalError', 'Internal', 'Internal server error'),
  insufficientStorage: () =>
    new StorageError(
      507,
      'InsufficientStorage',
      'Insufficient Storage',
      'The server has no space left on its disk to store the object',
    ),
};

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/g;

/** Keeps control characters and overlong input out of messages echoed to the client. */
export function printableKey(key: string): string {
  const clean = key.replace(CONTROL_CHARS, (ch) => `\\x${ch.charCodeAt(0).toString(16).padStart(2, '0')}`);
  return clean.length > 200 ? `${clean.slice(0, 200)}…` : clean;
}

/** What a verification failure reads like from the real service (jsonwebtoken's wording). */
function fromJwtError(e: JwtError): StorageError {
  if (e.kind === 'expired') return errors.invalidJwt('jwt expired');
  if (/^Expected 3 parts|CompactDecodeError/.test(e.message)) return errors.invalidJwt('jwt malformed');
  return errors.invalidJwt('invalid signature');
}

interface PgLikeError {
  code?: unknown;
  message?: unknown;
}

/** Maps anything thrown while serving a request to a storage error; unknown failures become 500. */
export function toStorageError(e: unknown): StorageError {
  if (e instanceof StorageError) return e;
  if (e instanceof JwtError) return fromJwtError(e);
  if (e instanceof MissingApiKeyError) return errors.missingAuth();
  if (isDiskFull(e)) return errors.insufficientStorage();
  const code = typeof (e as PgLikeError)?.code === 'string' ? ((e as PgLikeError).code as string) : '';
  if (code === '42501') return errors.accessDenied();
  if (code === '23505') return errors.duplicate();
  if (code === '23503') return errors.noSuchBucket();
  if (code.startsWith('22') || code.startsWith('23')) return errors.invalidRequest('Invalid input');
  return errors.internal();
}
