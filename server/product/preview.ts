import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';

/**
 * The one page rendered on demand, the administrator's preview (/pratinjau, src/preview/PreviewPage.astro).
 * Netlify runs it as a function (@astrojs/netlify). Here the site builder makes the Node adapter's handler once
 * per run and keeps it in previewServerDir (see buildPreview in site-builder.ts), and this mounts it. Like
 * Netlify, the route sends its own headers, not the ones `_headers` gives files.
 */
/** Where a build that carries the preview puts its handler (astro.config.mjs `build.server`). */
export const PREVIEW_BUILD_DIR = '_pratinjau';
export const PREVIEW_PATH = /^\/pratinjau(\/|$)/;

/**
 * The kept handler of the builds in `outRoot`, beside them. It keeps its folder's name: the Node adapter finds
 * its place by it.
 */
export function previewServerDir(outRoot: string): string {
  return path.join(outRoot, 'pratinjau-server', PREVIEW_BUILD_DIR);
}

type NodeHandler = (req: IncomingMessage, res: ServerResponse, next: () => void) => Promise<void> | void;

/**
 * One import per handler written: a server started again on the same directory builds a new one, imported by
 * its own URL (Node cannot unload a module, and caches one per URL).
 */
const handlers = new Map<string, Promise<NodeHandler>>();

function handlerOf(siteDir: string): Promise<NodeHandler> | null {
  const entry = path.join(previewServerDir(path.dirname(siteDir)), 'entry.mjs');
  let written: number;
  try {
    written = fs.statSync(entry).mtimeMs;
  } catch {
    return null;
  }
  const url = `${pathToFileURL(entry).href}?v=${written}`;
  let handler = handlers.get(url);
  if (!handler) {
    handler = import(url).then((m: { handler: NodeHandler }) => m.handler);
    handlers.set(url, handler);
  }
  return handler;
}

export function mountPreview(app: Hono, siteDir: () => string | null): void {
  app.on(['GET', 'HEAD', 'POST'], ['/pratinjau', '/pratinjau/*'], async (c) => {
    const dir = siteDir();
    const handler = dir ? handlerOf(dir) : null;
    if (!handler) return c.text('Pratinjau belum tersedia: situs sedang dibangun. Coba lagi sebentar lagi.', 503);
    const { incoming, outgoing } = (c.env ?? {}) as Partial<HttpBindings>;
    // The Node adapter answers a Node request; an in-process app.request() has none.
    if (!incoming || !outgoing) return c.text('Pratinjau hanya dilayani lewat HTTP', 501);
    const render = await handler;
    await new Promise<void>((resolve, reject) => {
      outgoing.once('close', resolve);
      outgoing.once('finish', resolve);
      Promise.resolve(
        render(incoming, outgoing, () => {
          outgoing.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Tidak ditemukan');
        }),
      ).catch(reject);
    });
    return RESPONSE_ALREADY_SENT;
  });
}
