/**
 * Moves every inline executable <script> of the built pages (Astro's island
 * bootstrap and small bundled scripts) into a hashed file under /_astro/.
 * The production headers (netlify.toml) allow `script-src 'self'` only, which
 * blocks inline scripts; with this, islands hydrate under that policy.
 * JSON-LD and other data blocks stay inline (they never execute).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const SCRIPT_RE = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_TYPES = /\btype\s*=\s*["']?(application\/(ld\+)?json|importmap|speculationrules)/i;

async function htmlFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await htmlFiles(full)));
    else if (entry.name.endsWith('.html')) out.push(full);
  }
  return out;
}

/** Rewrites one page; `write` stores a script body and returns its public path. */
export function externalizeScripts(html: string, write: (code: string) => string): string {
  return html.replace(SCRIPT_RE, (whole, attrs: string, body: string) => {
    if (/\bsrc\s*=/i.test(attrs) || DATA_TYPES.test(attrs) || body.trim() === '') return whole;
    const isModule = /\btype\s*=\s*["']?module/i.test(attrs);
    const src = write(body);
    // Classic inline scripts ran during parsing; deferred they keep document order with module scripts.
    return isModule ? `<script type="module" src="${src}"></script>` : `<script src="${src}" defer></script>`;
  });
}

export function externalScripts(): AstroIntegration {
  return {
    name: 'external-inline-scripts',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const assets = path.join(root, '_astro');
        await fs.mkdir(assets, { recursive: true });
        const written = new Map<string, string>();
        for (const file of await htmlFiles(root)) {
          const html = await fs.readFile(file, 'utf8');
          const pending: Promise<void>[] = [];
          const next = externalizeScripts(html, (code) => {
            const name = `inline.${createHash('sha256').update(code).digest('hex').slice(0, 12)}.js`;
            if (!written.has(name)) {
              written.set(name, code);
              pending.push(fs.writeFile(path.join(assets, name), code));
            }
            return `/_astro/${name}`;
          });
          await Promise.all(pending);
          if (next !== html) await fs.writeFile(file, next);
        }
        if (written.size) logger.info(`${written.size} inline script(s) moved to /_astro/ for script-src 'self'`);
      },
    },
  };
}
