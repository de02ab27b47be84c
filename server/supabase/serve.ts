import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';
import { LOCAL_JWT_SECRET } from './config.ts';

export interface RunningServer {
  server: ServerType;
  port: number;
  url: string;
  stop(): Promise<void>;
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/;
const defaultHost = () => process.env.HOST || '127.0.0.1';

/**
 * Serves the app on a real port (0 = any free port) on the loopback interface unless HOST says otherwise.
 * With the Supabase CLI's public demo JWT secret anyone could mint a service_role token, so listening
 * beyond loopback requires a secret of one's own.
 */
export function serve(app: Hono, port: number, hostname = defaultHost(), jwtSecret?: string): Promise<RunningServer> {
  return serveRequests(getRequestListener(app.fetch, { hostname }), port, hostname, jwtSecret);
}

/** serve() for a plain Node request listener (the product's front thread), with the same rules. */
export function serveRequests(
  listener: RequestListener,
  port: number,
  hostname = defaultHost(),
  jwtSecret?: string,
): Promise<RunningServer> {
  if (!LOOPBACK.test(hostname) && (jwtSecret ?? process.env.JWT_SECRET ?? LOCAL_JWT_SECRET) === LOCAL_JWT_SECRET) {
    return Promise.reject(
      new Error(
        `HOST=${hostname} would expose the server with the public demo JWT secret. Set JWT_SECRET (and matching SUPABASE_ANON_KEY / SUPABASE_SERVICE_ROLE_KEY) first.`,
      ),
    );
  }
  return new Promise((resolve, reject) => {
    const server = createServer(listener);
    server.once('error', reject);
    server.listen(port, hostname, () => {
      const info = server.address() as AddressInfo;
      const host = hostname === '0.0.0.0' || hostname === '127.0.0.1' ? 'localhost' : hostname;
      resolve({
        server,
        port: info.port,
        url: `http://${host}:${info.port}`,
        stop: () => new Promise<void>((res) => server.close(() => res())),
      });
    });
  });
}
