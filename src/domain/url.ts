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

/** An image source: absolute http(s) URL or a root-relative path ("/favicon.svg"), else ''. */
export function safeMediaSrc(value: string | null | undefined): string {
  const v = (value ?? '').trim();
  if (v.startsWith('/') && !v.startsWith('//') && !v.includes('\\')) return v;
  return safeHttpUrl(v);
}
