import { serve as honoServe, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import type { Hono } from 'hono';

export interface RunningServer {
  server: ServerType;
  port: number;
  url: string;
  stop(): Promise<void>;
}

/** Serves the app on a real port (0 = any free port) on the loopback interface unless HOST says otherwise. */
export function serve(app: Hono, port: number, hostname = process.env.HOST || '127.0.0.1'): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const server = honoServe({ fetch: app.fetch, port, hostname }, (info: AddressInfo) => {
      const host = hostname === '0.0.0.0' || hostname === '127.0.0.1' ? 'localhost' : hostname;
      resolve({
        server,
        port: info.port,
        url: `http://${host}:${info.port}`,
        stop: () => new Promise<void>((res) => server.close(() => res())),
      });
    });
    server.once('error', reject);
  });
}
