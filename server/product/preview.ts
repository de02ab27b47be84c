import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';

/**
 * The one page rendered on demand, the administrator's preview (src/pages/pratinjau/). Netlify runs it as a
 * function (@astrojs/netlify); here each site build carries the Node adapter's handler in `_pratinjau/` (see
 * astro.config.mjs), which answers for the build being served. Like Netlify, the route sends its own headers,
 * not the ones `_headers` gives files.
 */
export const PREVIEW_SERVER_DIR = '_pratinjau';
export const PREVIEW_PATH = /^\/pratinjau(\/|$)/;

type NodeHandler = (req: IncomingMessage, res: ServerResponse, next: () => void) => Promise<void> | void;

/** One handler per build; an old build's module stays loaded (Node cannot unload one), so it is imported lazily. */
const handlers = new Map<string, Promise<NodeHandler>>();

function handlerOf(siteDir: string): Promise<NodeHandler> | null {
  const entry = path.join(siteDir, PREVIEW_SERVER_DIR, 'entry.mjs');
  let handler = handlers.get(entry);
  if (!handler) {
    if (!fs.existsSync(entry)) return null;
    handler = import(pathToFileURL(entry).href).then((m: { handler: NodeHandler }) => m.handler);
    handlers.set(entry, handler);
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
