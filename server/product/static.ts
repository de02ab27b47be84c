import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Context, Hono } from 'hono';
import { productionHeaders } from './headers.ts';
import type { RedirectStatusCode } from 'hono/utils/http-status';
import { matchRedirect, redirectsOf } from './redirects.ts';
import { PREVIEW_PATH, mountPreview } from './preview.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

interface StaticSites {
  /** Directory of the current public site build (may change when a new build is published). */
  siteDir: () => string | null;
  /** Directory of the admin SPA build. */
  adminDir: () => string | null;
  /** Page shown while the first site build runs. */
  placeholder?: () => string;
}

/** Resolves `urlPath` inside `root`, refusing anything that escapes it. */
function inside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = path.resolve(root, '.' + path.posix.normalize('/' + decoded));
  return full === root || full.startsWith(root + path.sep) ? full : null;
}

function fileAt(root: string, urlPath: string): string | null {
  const full = inside(root, urlPath);
  if (!full) return null;
  try {
    const stat = fs.statSync(full);
    if (stat.isFile()) return full;
    if (stat.isDirectory()) {
      const index = path.join(full, 'index.html');
      return fs.existsSync(index) ? index : null;
    }
  } catch {
    /* not found */
  }
  return null;
}

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;
const gzipCache = new Map<string, Buffer>();

/** gzip of a file, cached by path and modification time (builds write new files, never edit in place). */
function gzipped(file: string, body: Buffer): Buffer {
  const key = `${file}:${fs.statSync(file).mtimeMs}`;
  let out = gzipCache.get(key);
  if (!out) {
    out = zlib.gzipSync(body, { level: 9 });
    if (gzipCache.size > 2000) gzipCache.clear();
    gzipCache.set(key, out);
  }
  return out;
}

function send(c: Context, file: string, status = 200, immutable = false): Response {
  const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  let body: Buffer = fs.readFileSync(file);
  const headers: Record<string, string> = {
    'content-type': type,
    'x-content-type-options': 'nosniff',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
  if (type.startsWith('text/html')) {
    headers['x-frame-options'] = 'DENY';
    headers['referrer-policy'] = 'strict-origin-when-cross-origin';
  }
  if (COMPRESSIBLE.test(type) && body.length > 512) {
    headers['vary'] = 'Accept-Encoding';
    if (/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
      body = gzipped(file, body);
      headers['content-encoding'] = 'gzip';
    }
  }
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status, headers });
}

/**
 * Serves the admin SPA under /admin (any non-file path falls back to its
 * index.html) and the prerendered public site everywhere else, with the same
 * not-found rules as netlify.toml.
 */
export function mountStatic(app: Hono, sites: StaticSites): void {
  // Registered after the API, so it only sees what is served here: production's headers from the build's `_headers`.
  app.use('*', async (c, next) => {
    await next();
    if (PREVIEW_PATH.test(c.req.path)) return;
    for (const [name, value] of Object.entries(productionHeaders(sites.siteDir(), c.req.path)))
      c.res.headers.set(name, value);
  });
  mountPreview(app, sites.siteDir);
  app.get('/admin', (c) => c.redirect('/admin/', 301));
  app.on(['GET', 'HEAD'], '/admin/*', (c) => {
    const dir = sites.adminDir();
    if (!dir) return c.text('Admin belum dibangun. Jalankan: npm run build:admin', 503);
    const rel = c.req.path.slice('/admin'.length);
    const file = fileAt(dir, rel);
    if (file && !file.endsWith(`${path.sep}index.html`)) return send(c, file, 200, rel.startsWith('/assets/'));
    if (rel.startsWith('/assets/')) return c.text('Not found', 404);
    return send(c, path.join(dir, 'index.html'));
  });
  app.on(['GET', 'HEAD'], '*', (c) => {
    const dir = sites.siteDir();
    if (!dir) {
      return c.html(
        sites.placeholder?.() ?? '<!doctype html><title>Menyiapkan situs…</title><p>Situs sedang disiapkan…</p>',
        503,
        {
          'retry-after': '5',
        },
      );
    }
    const rel = c.req.path;
    // Netlify reads `_headers` and never serves it.
    const file = /^\/_headers\/?$/i.test(rel) ? null : fileAt(dir, rel);
    if (file) return send(c, file, 200, rel.startsWith('/_astro/'));
    // The build's Netlify `_redirects` file, applied as Netlify does: only where no file answers.
    const redirect = matchRedirect(redirectsOf(dir), rel);
    if (redirect) {
      // The request's query is passed on, after the rule's own (a partner link's `ref`).
      const search = new URL(c.req.url).search;
      const to = search && redirect.to.includes('?') ? `${redirect.to}&${search.slice(1)}` : `${redirect.to}${search}`;
      return c.redirect(to, redirect.status as RedirectStatusCode);
    }
    if (/^\/(umroh|haji)\/[^/]+\/?$/.test(rel)) {
      const notFound = path.join(dir, 'paket-tidak-ditemukan', 'index.html');
      if (fs.existsSync(notFound)) return send(c, notFound, 404);
    }
    const page404 = path.join(dir, '404.html');
    return fs.existsSync(page404) ? send(c, page404, 404) : c.text('Halaman Tidak Ditemukan', 404);
  });
}
