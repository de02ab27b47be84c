/**
 * The contact page's map is HTML typed by the admin. Nothing of it is ever
 * injected as markup: only the src of a Google Maps embed iframe is kept,
 * validated against an allow-list, and the page renders its own sandboxed
 * iframe around it. Anything else yields null (no map).
 */
const ALLOWED_HOSTS = new Set(['www.google.com', 'google.com', 'maps.google.com']);

const NAMED: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

/**
 * Decodes character references once, the way the HTML parser does for an
 * attribute value ("&amp;#106;" stays "&#106;"). Out-of-range code points
 * become U+FFFD instead of throwing, so hostile input cannot crash a build.
 */
function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref.toLowerCase()] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    return Number.isSafeInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
  });
}

export function googleMapsEmbedSrc(input: string | null | undefined): string | null {
  if (!input || input.length > 5000) return null;
  const trimmed = input.trim();
  let candidate: string;
  if (/^https?:\/\//i.test(trimmed) && !/[\s<>"']/.test(trimmed)) {
    candidate = trimmed;
  } else {
    const iframes = trimmed.match(/<iframe\b/gi) ?? [];
    if (iframes.length !== 1) return null;
    const m = /<iframe\b[^>]*?\ssrc\s*=\s*("([^"]*)"|'([^']*)')/i.exec(trimmed);
    if (!m) return null;
    candidate = decodeEntities(m[2] ?? m[3] ?? '');
  }
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  if (!ALLOWED_HOSTS.has(url.hostname.toLowerCase())) return null;
  if (!/^\/maps\/embed(\/|$)/.test(url.pathname)) return null;
  if (url.username || url.password || url.port) return null;
  return url.toString();
}
