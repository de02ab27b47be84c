// What the main thread (front.ts) and the database's worker thread (worker.ts) of `npm start` say to each other.
import type { ProductOptions } from './index.ts';
import type { BuildState } from './site-builder.ts';

/**
 * The client's address as the front saw it. The worker's socket only takes connections from this
 * process's user (a private directory), and the front replaces whatever a client sent under this name.
 */
export const CLIENT_ADDRESS_HEADER = 'x-local-front-client-address';

/** What a worker can be given: structured-cloneable options only (no callbacks). */
export type WorkerProductOptions = Omit<ProductOptions, 'log' | 'mount' | 'serveApp' | 'onSiteDir'>;

export interface WorkerData {
  options: WorkerProductOptions;
}

export interface StartedInfo {
  url: string;
  port: number;
  dataDir: string;
  fresh: boolean;
  adminEmail: string;
  adminPassword: string;
  adminCreated: boolean;
}

interface ErrorInfo {
  message: string;
  code?: string;
}

/** Calls the worker makes of the front; each is answered by a Reply with the same id. */
export type FrontCall =
  | { kind: 'call'; id: number; method: 'listen'; port: number; socketPath: string; jwtSecret: string }
  | { kind: 'call'; id: number; method: 'site-dir'; dir: string | null }
  | { kind: 'call'; id: number; method: 'close' };

export type FromWorker =
  | FrontCall
  | { kind: 'started'; info: StartedInfo }
  | { kind: 'failed'; error: ErrorInfo }
  | { kind: 'first-build'; state: BuildState }
  | { kind: 'stopping'; building: boolean }
  | { kind: 'stopped' };

export type Reply = { kind: 'reply'; id: number; result?: { port: number; url: string }; error?: ErrorInfo };

export type ToWorker = Reply | { kind: 'stop' };

export function errorInfo(e: unknown): ErrorInfo {
  const err = e as { message?: unknown; code?: unknown } | null;
  // Some failures (PGlite's file-system errors) are not Error objects and carry no message.
  const message = typeof err?.message === 'string' && err.message ? err.message : String(e);
  return typeof err?.code === 'string' ? { message, code: err.code } : { message };
}

export function errorFrom(info: ErrorInfo): Error & { code?: string } {
  return Object.assign(new Error(info.message), info.code ? { code: info.code } : {});
}
