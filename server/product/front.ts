// `npm start`'s main thread. PGlite executes each query synchronously on the thread that owns it, so a slow
// query there would hold up every request on the port, static pages and admin files included. Here the product
// (startProduct: database, API, publishing) runs in a worker thread (worker.ts), and this thread owns the
// port: it answers GET/HEAD of the site and the admin itself, through the same Hono middleware and static
// layer the product app uses, and relays everything else, as HTTP, to the worker's private Unix socket.
import fs from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import { API_PATH, createHttpApp, normalizedPath } from '../supabase/app.ts';
import { resolveConfig } from '../supabase/config.ts';
import { releaseDataDirLock } from '../supabase/db/open.ts';
import { serveRequests, type RunningServer } from '../supabase/serve.ts';
import { builtAdminDir } from './admin-build.ts';
import { mountStatic } from './static.ts';
import { PREVIEW_PATH } from './preview.ts';
import type { BuildState } from './site-builder.ts';
import {
  CLIENT_ADDRESS_HEADER,
  errorFrom,
  errorInfo,
  type FrontCall,
  type FromWorker,
  type Reply,
  type StartedInfo,
  type ToWorker,
  type WorkerData,
  type WorkerProductOptions,
} from './front-protocol.ts';

export type { WorkerProductOptions, StartedInfo } from './front-protocol.ts';

interface WorkerProduct {
  url: string;
  local: StartedInfo;
  /** The builder's state once the first site build has finished (successfully or not). */
  firstBuild: Promise<BuildState>;
  /** Product.stop() in the worker; `onWaitingForBuild` is called when a running site build delays it. */
  stop(onWaitingForBuild?: () => void): Promise<void>;
}

/** Per connection (RFC 9110 §7.6.1): the front's business with each side, not the worker's. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'upgrade', 'http2-settings']);

/** Whether this thread answers the request: a GET or HEAD outside the API's paths (app.ts API_PATH), or the preview. */
function servedHere(req: IncomingMessage): boolean {
  const target = req.url ?? '';
  // The preview renders from the served site build, which this thread knows; the admin's form POSTs to it.
  if (req.method === 'POST' && PREVIEW_PATH.test(target.split('?')[0] ?? '')) return true;
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  // Anything unusual (absolute-form, malformed) goes to the worker, whose server judges it as it always has.
  if (!target.startsWith('/')) return false;
  try {
    return !API_PATH.test(normalizedPath(`http://front${target}`));
  } catch {
    return false;
  }
}

/** Relays one request to the worker's socket and its answer back, streaming both bodies. */
function relay(req: IncomingMessage, res: ServerResponse, socketPath: string, agent: http.Agent): void {
  const headers: string[] = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i].toLowerCase();
    if (!HOP_BY_HOP.has(name) && name !== CLIENT_ADDRESS_HEADER) headers.push(req.rawHeaders[i], req.rawHeaders[i + 1]);
  }
  headers.push(CLIENT_ADDRESS_HEADER, req.socket.remoteAddress ?? '');
  // The header list is passed as is (Host included, or absent as the client sent it).
  const upstream = http.request({ agent, socketPath, method: req.method, path: req.url, headers, setHost: false });
  upstream.on('response', (answer) => {
    const out: string[] = [];
    for (let i = 0; i < answer.rawHeaders.length; i += 2) {
      if (!HOP_BY_HOP.has(answer.rawHeaders[i].toLowerCase())) out.push(answer.rawHeaders[i], answer.rawHeaders[i + 1]);
    }
    res.writeHead(answer.statusCode ?? 502, answer.statusMessage, out);
    answer.pipe(res);
    answer.on('error', () => res.destroy());
  });
  upstream.on('error', () => {
    // The worker went away (it is stopping or crashed): nobody can answer this request any more.
    if (res.headersSent) res.destroy();
    else res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad Gateway');
  });
  // A client that leaves mid-request or mid-answer is not waited for upstream either.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.on('error', () => upstream.destroy());
  req.pipe(upstream);
}

interface Front {
  running: RunningServer;
  agent: http.Agent;
}

/** What the front answers itself: the product app's common middleware and static layer, without the API. */
export function createFrontApp(siteDir: () => string | null): Hono {
  const app = createHttpApp();
  mountStatic(app, { siteDir, adminDir: builtAdminDir });
  return app;
}

async function startFront(
  socketPath: string,
  port: number,
  jwtSecret: string,
  site: { dir: string | null },
): Promise<Front> {
  const hostname = process.env.HOST || '127.0.0.1';
  const app = createFrontApp(() => site.dir);
  // As serve() hands the app to Node (same defaults, same listener), so a static answer is the same from either.
  const answerHere = getRequestListener(app.fetch, { hostname });
  // Connections to the worker are reused; it never times them out itself (worker.ts), so idle ones are
  // closed from this end, where no request can be on its way on them.
  const agent = new http.Agent({ keepAlive: true, timeout: 60_000 });
  const running = await serveRequests(
    (req, res) => (servedHere(req) ? void answerHere(req, res) : relay(req, res, socketPath, agent)),
    port,
    hostname,
    jwtSecret,
  );
  return { running, agent };
}

/**
 * startProduct() in a worker thread, served by this thread (see the top of this file). Options must be
 * structured-cloneable. Rejects as startProduct would (the message and `code`, e.g. EADDRINUSE).
 * After start-up, an uncaught error in the worker ends the process, as it did when all ran on one thread.
 */
export async function startProductInWorker(options: WorkerProductOptions): Promise<WorkerProduct> {
  // A worker's own exit handlers do not run when this thread ends the process (process.exit, the second
  // Ctrl+C), so the data directory's lock is released from here too; clean stops release it in the worker.
  let dataDir: string | null = null;
  try {
    dataDir = options.dataDir ?? resolveConfig().dataDir;
  } catch {
    /* the worker fails on the same configuration before it opens anything */
  }
  if (dataDir) process.once('exit', () => releaseDataDirLock(dataDir));

  const worker = new Worker(new URL('./worker.ts', import.meta.url), { workerData: { options } satisfies WorkerData });
  const send = (message: ToWorker) => worker.postMessage(message);
  const site: { dir: string | null } = { dir: null };
  let front: Front | null = null;
  let started = false;
  let stopped: Promise<void> | null = null;
  let resolveFirst: (state: BuildState) => void = () => {};
  const firstBuild = new Promise<BuildState>((r) => (resolveFirst = r));
  let onStopping: (building: boolean) => void = () => {};
  let onStopped: () => void = () => {};

  const answer = async (message: FrontCall): Promise<Reply['result']> => {
    if (message.method === 'listen') {
      // The worker removes its socket's directory when it stops; not when this thread ends the process.
      process.once('exit', () => fs.rmSync(path.dirname(message.socketPath), { recursive: true, force: true }));
      front = await startFront(message.socketPath, message.port, message.jwtSecret, site);
      return { port: front.running.port, url: front.running.url };
    }
    if (message.method === 'site-dir') site.dir = message.dir;
    else if (front) {
      await front.running.stop();
      front.agent.destroy();
    }
    return undefined;
  };

  return new Promise<WorkerProduct>((resolve, reject) => {
    const crash = (e: unknown) => {
      if (!started) return reject(e);
      console.error(e);
      process.exit(1);
    };
    worker.on('error', crash);
    worker.on('exit', (code) => {
      if (stopped) onStopped();
      else crash(new Error(`Server berhenti tiba-tiba (worker keluar dengan kode ${code}).`));
    });
    worker.on('message', (message: FromWorker) => {
      switch (message.kind) {
        case 'call':
          answer(message).then(
            (result) => send({ kind: 'reply', id: message.id, result }),
            (e: unknown) => send({ kind: 'reply', id: message.id, error: errorInfo(e) }),
          );
          break;
        case 'failed':
          reject(errorFrom(message.error));
          break;
        case 'started':
          started = true;
          resolve({
            url: message.info.url,
            local: message.info,
            firstBuild,
            stop(onWaitingForBuild) {
              stopped ??= new Promise<void>((done) => {
                onStopping = (building) => building && onWaitingForBuild?.();
                onStopped = done;
                send({ kind: 'stop' });
              });
              return stopped;
            },
          });
          break;
        case 'first-build':
          resolveFirst(message.state);
          break;
        case 'stopping':
          onStopping(message.building);
          break;
        case 'stopped':
          onStopped();
          break;
      }
    });
  });
}
