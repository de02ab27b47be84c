/**
 * The local server honours the site build's Netlify `_redirects` file (written by src/pages/[redirects].ts),
 * so a redirect behaves the same locally and on Netlify. Only what the build emits is supported: exact
 * same-site paths with a 3xx status (no splats, placeholders, rewrites or query conditions).
 */
import fs from 'node:fs';
import path from 'node:path';

interface Redirect {
  to: string;
  status: number;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

function normalize(p: string): string {
  return p.length > 1 ? p.replace(/\/+$/, '') : p;
}

export function parseRedirects(text: string): Map<string, Redirect> {
  const rules = new Map<string, Redirect>();
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [from, to, statusText, ...rest] = line.split(/\s+/);
    if (!from || !to || rest.length > 0 || !from.startsWith('/') || !to.startsWith('/') || to.startsWith('//'))
      continue;
    const status = statusText === undefined ? 301 : Number(statusText);
    if (!REDIRECT_STATUSES.has(status)) continue;
    const key = normalize(from);
    if (!rules.has(key)) rules.set(key, { to, status }); // first match wins, as on Netlify
  }
  return rules;
}

export function matchRedirect(rules: Map<string, Redirect>, requestPath: string): Redirect | null {
  return rules.get(normalize(requestPath)) ?? null;
}

const cache = new Map<string, { mtimeMs: number; rules: Map<string, Redirect> }>();

/** The rules of a site build directory, re-read when the file changes (a new build is a new directory anyway). */
export function redirectsOf(siteDir: string): Map<string, Redirect> {
  const file = path.join(siteDir, '_redirects');
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return new Map();
  }
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === stat.mtimeMs) return hit.rules;
  const rules = parseRedirects(fs.readFileSync(file, 'utf8'));
  cache.set(file, { mtimeMs: stat.mtimeMs, rules });
  return rules;
}
