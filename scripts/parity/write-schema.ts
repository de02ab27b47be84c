import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../server/supabase/config.ts';
import { buildTemplate } from './base.ts';
import { freePort, startCluster } from './cluster.ts';
import { dumpSchema, SCHEMA_FILE } from './schema.ts';

/** `npm run schema`: regenerates supabase/schema.sql from the migrations on a throw-away PostgreSQL 15. */
const port = process.env.PARITY_PG_PORT ? Number(process.env.PARITY_PG_PORT) : await freePort(25440);
const cluster = startCluster(port, 'schema_template');
try {
  await buildTemplate(cluster.url('supabase_admin', 'postgres'), cluster.password, 'schema_template', () => {}, {
    seed: false,
  });
  fs.writeFileSync(SCHEMA_FILE, dumpSchema(cluster.url('supabase_admin', 'schema_template')));
  console.log(`wrote ${path.relative(REPO_ROOT, SCHEMA_FILE)}`);
} finally {
  cluster.stop();
}
