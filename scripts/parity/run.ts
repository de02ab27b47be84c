import { spawnSync } from 'node:child_process';
import { REPO_ROOT } from '../../server/supabase/config.ts';
import { buildTemplate } from './base.ts';
import { freePort, startCluster } from './cluster.ts';
import { dumpSchema, schemaDrift } from './schema.ts';

/**
 * The production-parity job: a throw-away PostgreSQL 15 cluster, the
 * Supabase-like base, supabase/migrations and the seed as the
 * non-superuser `postgres`, then the `db` test project against it (each
 * test file on its own clone of the template), then the cluster is removed.
 *
 * PARITY_PG_PORT picks the port (default: the first free one from 25440); extra arguments go to vitest.
 */
const TEMPLATE = 'parity_template';
const PRE_DEPARTURES_TEMPLATE = 'parity_template_pre_departures';
/** The last migration before 20261123008000_departures.sql. */
const PRE_DEPARTURES_VERSION = '20261123007000';
const port = process.env.PARITY_PG_PORT ? Number(process.env.PARITY_PG_PORT) : await freePort(25440);
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
  // A hosted database as it was before the departures migration (no seed): the data-migration test
  // (tests/db/departures-migration.test.ts) clones it, adds packages and pushes the later migrations.
  cluster.setCronDatabase(PRE_DEPARTURES_TEMPLATE);
  await buildTemplate(
    cluster.url('supabase_admin', 'postgres'),
    cluster.password,
    PRE_DEPARTURES_TEMPLATE,
    console.log,
    {
      upTo: PRE_DEPARTURES_VERSION,
      seed: false,
      roles: false,
    },
  );
  cluster.setCronDatabase('postgres');
  const drift = schemaDrift(dumpSchema(cluster.url('supabase_admin', TEMPLATE)));
  console.log(drift ?? '== parity: supabase/schema.sql matches the migrations');
  console.log(`== parity: base, migrations and seed ready (${seconds()} s); running the db tests`);
  const res = spawnSync('npx', ['vitest', 'run', '--project', 'db', ...process.argv.slice(2)], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      DB_TARGET: 'postgres',
      DATABASE_URL: cluster.url('postgres', TEMPLATE),
      DATABASE_URL_PRE_DEPARTURES: cluster.url('postgres', PRE_DEPARTURES_TEMPLATE),
    },
  });
  status = res.status ?? 1;
  if (drift && status === 0) {
    console.error(drift);
    status = 1;
  }
} catch (e) {
  console.error(e);
} finally {
  cluster.stop();
}
console.log(`== parity: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds()} s`);
process.exit(status);
