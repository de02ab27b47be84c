import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../server/supabase/config.ts';
import { baseFiles } from './base.ts';
import { startCluster } from './cluster.ts';
import { connectPg } from './pg-adapter.ts';

/**
 * `npm run parity:base`: a throw-away PostgreSQL 15 cluster whose `postgres`
 * database is a new hosted project as far as the database goes (the roles,
 * the Supabase-like base, pg_cron's scheduler, no migrations), for walking
 * docs/deploy.md's database steps offline with the real Supabase CLI and
 * psql. Prints DATABASE_URL (the non-superuser postgres) and stays up until
 * Ctrl+C, then removes the cluster.
 *
 * PARITY_PG_PORT picks the port (default 25460).
 */
const port = Number(process.env.PARITY_PG_PORT || 25460);
const cluster = startCluster(port, 'postgres');
try {
  const admin = await connectPg(cluster.url('supabase_admin', 'postgres'));
  try {
    await admin.exec(fs.readFileSync(path.join(import.meta.dirname, 'roles.sql'), 'utf8'));
    await admin.exec(`alter role postgres password '${cluster.password.replace(/'/g, "''")}'`);
    for (const file of baseFiles()) {
      await admin.exec(fs.readFileSync(file, 'utf8'));
      console.log(`base (supabase_admin): ${path.relative(REPO_ROOT, file)}`);
    }
  } finally {
    await admin.close();
  }
} catch (e) {
  cluster.stop();
  throw e;
}
console.log(`\nDATABASE_URL='${cluster.url('postgres', 'postgres')}'`);
console.log('Ctrl+C stops the cluster and removes it.');
// A pending promise alone does not keep Node running: the timer does, until a signal arrives.
const alive = setInterval(() => {}, 1 << 30);
await new Promise<void>((resolve) => {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => resolve());
});
clearInterval(alive);
cluster.stop();
