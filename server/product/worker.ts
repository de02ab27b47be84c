// The database's thread of `npm start` (started by front.ts): PGlite runs every query synchronously, so it
// and everything that talks to it (the API, publishing, pg_net, the daily timer) live here, while the main
// thread keeps answering static files. The API app is served on a private Unix socket the front relays to.
import fs from 'node:fs';
import type { IncomingMessage, Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { createAdaptorServer, type Http2Bindings, type HttpBindings } from '@hono/node-server';
import type { Hono } from 'hono';
import type { RunningServer } from '../supabase/serve.ts';
import { startProduct, type Product } from './index.ts';
import {
  CLIENT_ADDRESS_HEADER,
  errorFrom,
  errorInfo,
  type FromWorker,
  type ToWorker,
  type WorkerData,
} from './front-protocol.ts';

const port = parentPort!;
const post = (message: FromWorker) => port.postMessage(message);

let nextId = 0;
const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();

type CallArgs =
  | { method: 'listen'; port: number; socketPath: string; jwtSecret: string }
  | { method: 'site-dir'; dir: string | null }
  | { method: 'close' };

function call<T>(args: CallArgs): Promise<T> {
  const id = ++nextId;
  return new Promise<T>((resolve, reject) => {
    pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
    post({ kind: 'call', id, ...args });
  });
}

/** A private directory for the socket: only this user may connect, so the client-address header is the front's. */
function socketDir(): string {
  // A Unix socket path holds about 100 bytes.
  const base = os.tmpdir().length > 60 ? '/tmp' : os.tmpdir();
  return fs.mkdtempSync(path.join(base, 'umroh-api-'));
}

function closeServer(server: ReturnType<typeof createAdaptorServer>): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

/** serveApp for startProduct: the app on a Unix socket, and the front thread listening on `publicPort`. */
async function serveViaFront(app: Hono, publicPort: number, jwtSecret: string): Promise<RunningServer> {
  const dir = socketDir();
  const socketPath = path.join(dir, 'api.sock');
  const clientAddress = new WeakMap<IncomingMessage, string>();
  const server = createAdaptorServer({
    // As serve() does: the default for requests without a Host header.
    hostname: process.env.HOST || '127.0.0.1',
    // The app reads the client's address from the Node bindings (http/local-only.ts, http/claims.ts):
    // it gets the address the front saw instead of the socket's.
    fetch: (req: Request, env: HttpBindings | Http2Bindings) =>
      app.fetch(req, {
        incoming: { socket: { remoteAddress: clientAddress.get(env.incoming as IncomingMessage) ?? '' } },
        outgoing: env.outgoing,
      }),
  });
  // Only the front connects, through a keep-alive pool. A server-side idle timeout would race with it: an
  // idle connection closed here just as the front sends a request on it (likelier after this thread was
  // stuck in a long query) fails that request. The front's pool closes them instead (front.ts).
  (server as Server).keepAliveTimeout = 0;
  server.prependListener('request', (incoming: IncomingMessage) => {
    const raw = incoming.rawHeaders;
    for (let i = raw.length - 2; i >= 0; i -= 2) {
      if (raw[i].toLowerCase() !== CLIENT_ADDRESS_HEADER) continue;
      clientAddress.set(incoming, raw[i + 1]);
      raw.splice(i, 2);
    }
    delete incoming.headers[CLIENT_ADDRESS_HEADER];
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => resolve());
    });
    const front = await call<{ port: number; url: string }>({
      method: 'listen',
      port: publicPort,
      socketPath,
      jwtSecret,
    });
    return {
      server,
      port: front.port,
      url: front.url,
      async stop() {
        await call({ method: 'close' });
        await closeServer(server);
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (e) {
    if (server.listening) await closeServer(server);
    fs.rmSync(dir, { recursive: true, force: true });
    throw e;
  }
}

let product: Product | null = null;

port.on('message', (message: ToWorker) => {
  if (message.kind === 'reply') {
    const waiting = pending.get(message.id);
    pending.delete(message.id);
    if (message.error) waiting?.reject(errorFrom(message.error));
    else waiting?.resolve(message.result);
  } else if (message.kind === 'stop' && product) {
    post({ kind: 'stopping', building: product.builder.busy });
    void product.stop().then(() => post({ kind: 'stopped' }));
  }
});

try {
  const { options } = workerData as WorkerData;
  product = await startProduct({
    ...options,
    serveApp: serveViaFront,
    onSiteDir: (dir) => call({ method: 'site-dir', dir }),
  });
} catch (e) {
  post({ kind: 'failed', error: errorInfo(e) });
}
if (product) {
  const { local, server, builder } = product;
  post({
    kind: 'started',
    info: {
      url: server.url,
      port: server.port,
      dataDir: local.config.dataDir,
      fresh: local.fresh,
      adminEmail: local.config.adminEmail,
      adminPassword: local.config.adminPassword,
      adminCreated: local.adminCreated,
    },
  });
  void product.firstBuild.then(() => post({ kind: 'first-build', state: { ...builder.state } }));
}
