import fs from 'node:fs';
import path from 'node:path';
import { headersForPath, parseHeadersFile, type HeaderRule } from '../../src/config/security-headers.ts';

const cache = new Map<string, { mtimeMs: number; rules: HeaderRule[] }>();

/**
 * The headers Netlify would send for `urlPath`, read from the `_headers` file of the build being served
 * (written by the site build from src/config/security-headers.ts), so local pages run under production's CSP.
 */
export function productionHeaders(siteDir: string | null, urlPath: string): Record<string, string> {
  if (!siteDir) return {};
  const file = path.join(siteDir, '_headers');
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return {};
  }
  let entry = cache.get(file);
  if (!entry || entry.mtimeMs !== stat.mtimeMs) {
    entry = { mtimeMs: stat.mtimeMs, rules: parseHeadersFile(fs.readFileSync(file, 'utf8')) };
    if (cache.size > 20) cache.clear();
    cache.set(file, entry);
  }
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headersForPath(entry.rules, urlPath))) out[name.toLowerCase()] = value;
  return out;
}
