import { Hono } from 'hono';
import type { ServerContext } from '../context.ts';

export function storageRoutes(_ctx: ServerContext): Hono {
  const app = new Hono();
  return app;
}
