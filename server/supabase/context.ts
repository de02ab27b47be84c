import type { PGlite } from '@electric-sql/pglite';
import type { ServerConfig } from './config.ts';
import type { JwtService } from './jwt.ts';
import type { Outbox } from './outbox.ts';

/** What every route module receives from the server factory. */
export interface ServerContext {
  db: PGlite;
  config: ServerConfig;
  jwt: JwtService;
  outbox: Outbox;
}
