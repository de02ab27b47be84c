/**
 * Admin-typed URLs end up in href/src attributes. Astro escapes attribute
 * values, but a `javascript:` or `data:` URL would still run or render, so
 * only http(s) links (and site-relative paths for media) are kept.
 */
export function safeHttpUrl(value: string | null | undefined): string {
  const v = (value ?? '').trim();
  if (!v) return '';
  try {
    const url = new URL(v);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : '';
  } catch {
    return '';
  }
}

/**
 * An image address as the database accepts it (private.is_safe_media_url, one table of cases in
 * tests/fixtures/media-urls.json): an http(s) URL whose host follows "//" directly, or a path on the site
 * itself ("/storage/…"), with no blanks or backslashes. "//host" and "/\\host" lead to another site.
 */
const SAFE_MEDIA_URL = /^(?:https?:\/\/[^\s/\\][^\s\\]*|\/[^\s/\\][^\s\\]*)$/i;

export function isSafeMediaUrl(value: string | null | undefined): boolean {
  return !value || SAFE_MEDIA_URL.test(value);
}

/** An image source: absolute http(s) URL or a root-relative path ("/favicon.svg"), else ''. */
export function safeMediaSrc(value: string | null | undefined): string {
  const v = (value ?? '').trim();
  return v && SAFE_MEDIA_URL.test(v) ? v : '';
}

/**
 * A path of this site that a redirect may lead to, as the database accepts it (private.is_site_path, one table
 * of cases in tests/fixtures/site-paths.json): "/" alone, or "/" then anything but "/" or "\\" — browsers
 * follow "//host" and "/\\host" to another site — with no blanks, backslashes or fragment.
 */
export function isSitePath(value: string): boolean {
  return /^\/(?:[^\s#/\\][^\s#\\]*)?$/.test(value);
}
