/**
 * The contact page's map is HTML typed by the admin. Nothing of it is ever
 * injected as markup: only the src of a Google Maps embed iframe is kept,
 * validated against an allow-list, and the page renders its own sandboxed
 * iframe around it. Anything else yields null (no map).
 */
const ALLOWED_HOSTS = new Set(['www.google.com', 'google.com', 'maps.google.com']);

function decodeEntities(s: string): string {
  return s
    .replace(/&amp;/gi, '&')
    .replace(/&quot;/gi, '"')
    .replace(/&#39;|&apos;/gi, "'")
    .replace(/&#x([0-9a-f]+);/gi, (_, h) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d) => String.fromCodePoint(Number(d)));
}

export function googleMapsEmbedSrc(input: string | null | undefined): string | null {
  if (!input || input.length > 5000) return null;
  const trimmed = input.trim();
  let candidate: string | null = null;
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
  if (!url.pathname.startsWith('/maps/embed')) return null;
  if (url.username || url.password || url.port) return null;
  return url.toString();
}
