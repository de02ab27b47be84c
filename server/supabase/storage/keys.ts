import { errors, printableKey } from './errors.ts';

const MAX_KEY_LENGTH = 1024;

export interface ObjectLocation {
  bucket: string;
  name: string;
}

function decodeSegment(raw: string, whole: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw errors.invalidKey(printableKey(whole));
  }
}

/**
 * storage-js sends object paths without percent-encoding them (the URL
 * parser encodes what it must), so each raw segment is decoded here. The
 * result is then checked as a whole: an encoded `%2F` can smuggle in a
 * `..` segment the URL parser never saw.
 */
function validateObjectName(name: string): string {
  const bad =
    name.length === 0 ||
    name.length > MAX_KEY_LENGTH ||
    name.startsWith('/') ||
    name.includes('\\') ||
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    /[\u0000-\u001f\u007f-\u009f]/.test(name) ||
    name.split('/').some((segment) => segment === '' || segment === '.' || segment === '..');
  if (bad) throw errors.invalidKey(printableKey(name));
  return name;
}

export function validateBucketName(bucket: string): string {
  if (!/^[A-Za-z0-9_.-]{1,100}$/.test(bucket) || bucket === '.' || bucket === '..') {
    throw errors.noSuchBucket();
  }
  return bucket;
}

/** `<bucket>/<raw/path/segments>` → decoded and validated bucket and object name. */
export function parseLocation(rawTail: string): ObjectLocation {
  const slash = rawTail.indexOf('/');
  if (slash <= 0) throw errors.invalidKey(printableKey(rawTail));
  const bucket = validateBucketName(decodeSegment(rawTail.slice(0, slash), rawTail));
  const rawName = rawTail.slice(slash + 1);
  const name = rawName
    .split('/')
    .map((segment) => decodeSegment(segment, rawName))
    .join('/');
  return { bucket, name: validateObjectName(name) };
}

/** The raw (still percent-encoded) path after `/storage/v1<prefix>`. */
export function rawTailAfter(url: string, prefix: string): string {
  // Same `//` normalisation as the app's router, so routing and parsing agree.
  const pathname = new URL(url).pathname.replace(/\/{2,}/g, '/');
  const base = pathname.indexOf('/storage/v1/');
  const rest = base >= 0 ? pathname.slice(base + '/storage/v1'.length) : pathname;
  return rest.startsWith(prefix) ? rest.slice(prefix.length) : rest;
}
