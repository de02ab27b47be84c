/**
 * The one source of the product's HTTP response headers. The site build writes them to `dist/_headers`
 * (Netlify applies that file; see src/integrations/security-headers.ts), and the local server reads the
 * same file from the build it serves (server/product/headers.ts), so local tests see production's CSP.
 *
 * Netlify gives a path every header of every rule whose `for` matches, so two rules setting the same header
 * on one path send it twice, and two CSPs are both enforced (the site's `connect-src 'self'` would block the
 * admin's Supabase calls). A `for` pattern cannot exclude `/admin/*`, so a site CSP separate from the
 * admin's would either overlap it on `/*` or leave unknown paths (the 404 page, which shows admin-typed
 * text) with no CSP at all. There is therefore one CSP for every path: what the site needs plus what the
 * admin needs, both without inline scripts.
 * Plain Node, no TypeScript-only syntax: scripts and the server import it directly.
 */

export interface HeaderRule {
  /** Netlify path pattern (`/*`, `/_astro/*`). */
  for: string;
  values: Record<string, string>;
}

export interface HeaderOptions {
  /** Supabase project the site's pages load images from (PUBLIC_SUPABASE_URL). */
  siteSupabaseUrl?: string;
  /** Supabase project the admin calls (VITE_SUPABASE_URL); unset: the admin's own origin. */
  adminSupabaseUrl?: string;
  /** Inline scripts allowed by their SHA-256 (base64): only a page rendered on demand, whose HTML is known. */
  scriptHashes?: string[];
}

/** `https://x.supabase.co/` → `https://x.supabase.co`; nothing for an unset or unparsable value. */
function origin(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

function csp(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources)].join(' '))
    .join('; ');
}

/**
 * Scripts: own files only, never inline (src/integrations/external-scripts.ts moves Astro's). Styles: Astro
 * inlines page CSS and MUI injects the admin's at run time. Images: the Supabase project(s), data: and
 * blob: previews in the admin, and any https image (image fields accept an https URL). Connections: the
 * admin's Supabase project (REST, Auth, Storage; no Realtime, so no wss:). Frames: the Google Maps embed and the
 * YouTube player a video testimonial swaps in on click (its privacy-enhanced host only). Video thumbnails
 * are the site's own copies (src/lib/video-thumbnails.ts), so img-src names no YouTube host.
 */
export function productCsp(options: HeaderOptions): string {
  const supabase = [origin(options.siteSupabaseUrl), origin(options.adminSupabaseUrl)].filter((o): o is string => !!o);
  return csp({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(options.scriptHashes ?? []).map((h) => `'sha256-${h}'`)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...supabase],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...supabase],
    'frame-src': ['https://www.google.com', 'https://maps.google.com', 'https://www.youtube-nocookie.com'],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", 'https://wa.me'],
    'object-src': ["'none'"],
    'upgrade-insecure-requests': [],
  });
}

const EVERYWHERE: Record<string, string> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The preview's own headers. Netlify applies `_headers` to files only, never to a function's answer, so the
 * page rendered on demand sends the product's headers itself, with its inline scripts allowed by hash, and is
 * never stored, indexed, or sent on as a referrer (a shared link's address is its key).
 */
export function previewHeaders(options: HeaderOptions): Record<string, string> {
  return {
    ...EVERYWHERE,
    'Content-Security-Policy': productCsp(options),
    'Cache-Control': 'private, no-store',
    'X-Robots-Tag': 'noindex, nofollow',
    'Referrer-Policy': 'no-referrer',
  };
}

export function securityHeaderRules(options: HeaderOptions): HeaderRule[] {
  return [
    { for: '/*', values: { ...EVERYWHERE, 'Content-Security-Policy': productCsp(options) } },
    { for: '/_astro/*', values: { 'Cache-Control': IMMUTABLE } },
    { for: '/admin/assets/*', values: { 'Cache-Control': IMMUTABLE } },
  ];
}

/** Netlify's `_headers` syntax: a path line, then indented `Name: value` lines. */
export function renderHeadersFile(rules: HeaderRule[]): string {
  const head = '# Generated at build from src/config/security-headers.ts; do not edit.\n';
  return (
    head +
    rules.map((r) => [r.for, ...Object.entries(r.values).map(([k, v]) => `  ${k}: ${v}`)].join('\n')).join('\n') +
    '\n'
  );
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ for: trimmed, values: {} });
    else if (rules.length) {
      const colon = trimmed.indexOf(':');
      if (colon > 0) rules[rules.length - 1]!.values[trimmed.slice(0, colon).trim()] = trimmed.slice(colon + 1).trim();
    }
  }
  return rules;
}

const escapeRegExp = (s: string) => s.replace(/[|\\{}()[\]^$+*?.]/g, '\\$&').replace(/-/g, '\\x2d');

/** The `for` pattern as Netlify matches it (same construction as @netlify/headers-parser's `getForRegExp`). */
export function forRegExp(pattern: string): RegExp {
  const parts = pattern
    .split('/')
    .map((p) => p.trimEnd())
    .filter(Boolean)
    .map((p) =>
      p.startsWith(':')
        ? '([^/]+)'
        : p === '*'
          ? '?(.*)'
          : p.includes('*')
            ? p.replaceAll('*', '(.*)')
            : escapeRegExp(p),
    );
  return new RegExp(`^/${parts.join('/')}/?$`, 'iu');
}

/** Every header the rules give `path` (by construction no header comes from two rules). */
export function headersForPath(rules: HeaderRule[], path: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of rules) if (forRegExp(rule.for).test(path)) Object.assign(out, rule.values);
  return out;
}
