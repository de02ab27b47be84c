/**
 * Writes `dist/_headers` from src/config/security-headers.ts at the end of every site build, hosted or
 * local, so Netlify and the local server send the same headers. The Supabase origins come from the
 * build's environment, so a custom Supabase domain is allowed without editing any file.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { renderHeadersFile, securityHeaderRules } from '../config/security-headers.ts';

export function securityHeaders(): AstroIntegration {
  return {
    name: 'security-headers',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const rules = securityHeaderRules({
          siteSupabaseUrl: process.env.PUBLIC_SUPABASE_URL,
          adminSupabaseUrl: process.env.VITE_SUPABASE_URL,
        });
        await fs.writeFile(path.join(root, '_headers'), renderHeadersFile(rules));
        logger.info(`_headers: ${rules.length} rules`);
      },
    },
  };
}
