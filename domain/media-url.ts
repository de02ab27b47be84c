/**
 * Seed content stores image URLs relative to the Supabase URL
 * ("/storage/v1/object/public/images/seed/hero.webp") so the same seed works
 * locally and on a hosted project. Everything else is an absolute URL.
 */
export function resolveMediaUrl(url: string | null | undefined, supabaseUrl: string): string {
  if (!url) return '';
  if (url.startsWith('/storage/v1/')) return supabaseUrl.replace(/\/+$/, '') + url;
  return url;
}

/** Public URL of an object in bucket `images`, as supabase-js getPublicUrl builds it. */
export function publicImageUrl(path: string, supabaseUrl: string): string {
  return encodeURI(`${supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/public/images/${path}`);
}
