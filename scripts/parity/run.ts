import { spawnSync } from 'node:child_process';
import { REPO_ROOT } from '../../server/src/config.ts';
import { buildTemplate } from './base.ts';
import { startCluster } from './cluster.ts';

/**
 * The production-parity job: a throw-away PostgreSQL 15 cluster, the
 * Supabase-like base, supabase/migrations and the seed as the
 * non-superuser `postgres`, then the `db` test project against it (each
 * test file on its own clone of the template), then the cluster is removed.
 *
 * PARITY_PG_PORT (default 54440) picks the port; extra arguments go to vitest.
 */
const TEMPLATE = 'parity_template';
const port = Number(process.env.PARITY_PG_PORT || 54440);
const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);

console.log(`== parity: PostgreSQL 15 cluster on 127.0.0.1:${port}`);
// pg_cron's extension can only be created in cron.database_name, and its
// scheduler stays connected there: build the template under it, then point
// the scheduler elsewhere so the template can be cloned.
const cluster = startCluster(port, TEMPLATE);
// Ctrl+C reaches vitest too; stay alive until it exits so the cluster is removed below.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => {});
let status = 1;
try {
  await buildTemplate(cluster.url('supabase_admin', 'postgres'), cluster.password, TEMPLATE);
  cluster.setCronDatabase('postgres');
  console.log(`== parity: base, migrations and seed ready (${seconds()} s); running the db tests`);
  const res = spawnSync('npx', ['vitest', 'run', '--project', 'db', ...process.argv.slice(2)], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, DB_TARGET: 'postgres', DATABASE_URL: cluster.url('postgres', TEMPLATE) },
  });
  status = res.status ?? 1;
} catch (e) {
  console.error(e);
} finally {
  cluster.stop();
}
console.log(`== parity: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds()} s`);
process.exit(status);
