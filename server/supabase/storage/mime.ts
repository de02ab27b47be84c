import { errors } from './errors.ts';

function startsWith(data: Uint8Array, bytes: readonly number[], offset = 0): boolean {
  if (data.length < offset + bytes.length) return false;
  return bytes.every((b, i) => data[offset + i] === b);
}

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/**
 * The image type the bytes really are (by their magic numbers), or null.
 * The declared Content-Type is the uploader's claim; an HTML page declared
 * `image/png` must not end up served from the public bucket.
 */
function sniffImageType(data: Uint8Array): string | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** `image/png; charset=x` → `image/png`. */
export function baseMimeType(contentType: string | null | undefined): string {
  return (contentType ?? '').split(';')[0].trim().toLowerCase();
}

function mimeMatches(mime: string, allowed: readonly string[]): boolean {
  return allowed.some((pattern) => {
    const p = pattern.trim().toLowerCase();
    if (p.endsWith('/*')) return mime.startsWith(p.slice(0, -1));
    return p === mime;
  });
}

/**
 * Decides the Content-Type an upload is stored with. The declared type must
 * be allowed by the bucket; when it claims to be an image, the content must
 * really be one of the images we recognise and allowed (SVG and look-alikes
 * never pass), and the content's own type wins (a JPEG declared as PNG is
 * served as JPEG).
 */
export function resolveUploadMime(declared: string, data: Uint8Array, allowed: readonly string[] | null): string {
  const mime = baseMimeType(declared) || 'application/octet-stream';
  // It is echoed back as a response header later: only a plain type/subtype.
  if (!/^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/.test(mime)) throw errors.invalidMime('(malformed)');
  if (!allowed || allowed.length === 0) return mime;
  if (!mimeMatches(mime, allowed)) throw errors.invalidMime(mime);
  if (!mime.startsWith('image/')) return mime;
  const sniffed = sniffImageType(data);
  if (!sniffed || !mimeMatches(sniffed, allowed)) {
    throw errors.invalidMime(mime, 'the content is not an allowed image');
  }
  return sniffed;
}
