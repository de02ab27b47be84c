import type { Context } from 'hono';
import type { ObjectWithData } from './objects.ts';

function contentDisposition(download: string, name: string): string {
  const filename = download || name.split('/').pop() || 'download';
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** An object's bytes with the headers the real service sends (type, caching, validators). */
export function objectResponse(c: Context, obj: ObjectWithData): Response {
  const meta = obj.metadata ?? {};
  const headers = new Headers({
    'Content-Type': meta.mimetype || 'application/octet-stream',
    'Cache-Control': meta.cacheControl || 'no-cache',
    // Uploads are checked by content; this stops browsers second-guessing the type.
    'X-Content-Type-Options': 'nosniff',
    // Objects share the admin's origin: whatever one turns out to be, opened directly it runs no script
    // and reaches nothing of the origin (an image still displays).
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  });
  if (meta.eTag) headers.set('ETag', meta.eTag);
  const modified = obj.updated_at ?? obj.created_at;
  if (modified) headers.set('Last-Modified', new Date(modified).toUTCString());
  const download = new URL(c.req.url).searchParams.get('download');
  if (download !== null) headers.set('Content-Disposition', contentDisposition(download, obj.name));

  const inm = c.req.header('if-none-match');
  if (meta.eTag && inm && inm.split(',').some((tag) => tag.trim().replace(/^W\//, '') === meta.eTag)) {
    return new Response(null, { status: 304, headers });
  }
  headers.set('Content-Length', String(obj.data.byteLength));
  return new Response(c.req.method === 'HEAD' ? null : obj.data, { status: 200, headers });
}

/** GET /object/info/…: the object's description, as storage-js `info()` expects. */
export function objectInfo(obj: ObjectWithData) {
  const meta = obj.metadata ?? {};
  return {
    id: obj.id,
    name: obj.name,
    bucket_id: obj.bucket_id,
    version: obj.version,
    size: meta.size ?? null,
    content_type: meta.mimetype ?? null,
    cache_control: meta.cacheControl ?? null,
    etag: meta.eTag ?? null,
    metadata: obj.user_metadata ?? {},
    last_modified: meta.lastModified ?? obj.updated_at,
    created_at: obj.created_at,
  };
}
