/**
 * After the site build on Netlify: the Astro adapter's function answers only the preview.
 *
 * @astrojs/netlify routes every path without a file (`path: '/*'`, `preferStatic`) to its one function, and
 * Netlify matches a function's path before any rule in `_redirects` or netlify.toml. Here every page but the
 * preview is a file, so that catch-all would take the admin's own addresses (/admin/* → index.html), the
 * partner links (/m/…), old addresses' 301s and the "paket tidak ditemukan" 404 away from their rules. The
 * function is given the preview's paths instead. The adapter also declares the `/_astro/*` cache header that
 * `_headers` already sends (src/config/security-headers.ts); two rules would send it twice, so its copy goes.
 * Each change checks the adapter wrote what it is meant to change, so an upgrade that writes otherwise stops the
 * build instead of deploying a site whose redirects no longer work.
 */
import fs from 'node:fs';
import path from 'node:path';

export const PREVIEW_FUNCTION_PATHS = ['/pratinjau', '/pratinjau/*'];
const CATCH_ALL = "path: '/*',";

/** The function's source with its path confined to the preview. */
export function confineFunctionSource(source: string): string {
  const at = source.indexOf(CATCH_ALL);
  if (at < 0 || source.indexOf(CATCH_ALL, at + 1) >= 0) {
    throw new Error(`ssr.mjs tidak berisi tepat satu "${CATCH_ALL}": periksa versi @astrojs/netlify`);
  }
  return source.replace(CATCH_ALL, `path: ${JSON.stringify(PREVIEW_FUNCTION_PATHS)},`);
}

interface FrameworkConfig {
  headers?: { for: string; values: Record<string, string> }[];
  [key: string]: unknown;
}

/** The framework config without the adapter's `/_astro/*` header, which `_headers` sends. */
export function withoutAssetHeader(config: FrameworkConfig): FrameworkConfig {
  return { ...config, headers: (config.headers ?? []).filter((h) => h.for !== '/_astro/*') };
}

export function confinePreviewFunction(root: string): void {
  const fn = path.join(root, '.netlify/v1/functions/ssr/ssr.mjs');
  fs.writeFileSync(fn, confineFunctionSource(fs.readFileSync(fn, 'utf8')));
  const configFile = path.join(root, '.netlify/v1/config.json');
  if (fs.existsSync(configFile)) {
    const config = JSON.parse(fs.readFileSync(configFile, 'utf8')) as FrameworkConfig;
    fs.writeFileSync(configFile, JSON.stringify(withoutAssetHeader(config)));
  }
}
