import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A throw-away PostgreSQL cluster in a temporary directory, reachable on
 * 127.0.0.1:<port> only, with pg_cron and api_safeupdate (see
 * safeupdate/api_safeupdate.c) preloaded. As root (CI), the server runs as
 * the OS user `postgres` (PostgreSQL refuses to run as root).
 */
interface Cluster {
  dir: string;
  port: number;
  password: string;
  /** URL of `database` for `user` (password auth over loopback). */
  url(user: string, database: string): string;
  /** Restarts the server with pg_cron's scheduler connected to `database`. */
  setCronDatabase(database: string): void;
  stop(): void;
}

export function binDir(): string {
  if (process.env.PG_BINDIR) return process.env.PG_BINDIR;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => /^\d+$/.test(v)) : [];
  if (versions.includes('15')) return path.join(root, '15', 'bin');
  throw new Error(
    'PostgreSQL 15 not found (expected /usr/lib/postgresql/15/bin): apt-get install postgresql postgresql-contrib postgresql-15-cron, or set PG_BINDIR',
  );
}

const SAFEUPDATE_SRC = path.join(import.meta.dirname, 'safeupdate');
const SERVER_DEV_PACKAGE = 'postgresql-server-dev-15';

/**
 * Builds api_safeupdate.so into `into` with PGXS and returns its absolute path. Hosted Supabase refuses
 * UPDATE/DELETE without WHERE in PostgREST's sessions; Debian ships no such module, so the parity cluster
 * compiles its own from source on every run (about a second) instead of installing into system directories.
 */
function buildSafeupdate(bin: string, into: string): string {
  const pgConfig = path.join(bin, 'pg_config');
  const missing = `apt-get install ${SERVER_DEV_PACKAGE} (PostgreSQL 15 headers and PGXS, needed to build scripts/parity/safeupdate)`;
  if (!fs.existsSync(pgConfig)) throw new Error(`${pgConfig} not found: ${missing}`);
  const config = (flag: string) => execFileSync(pgConfig, [flag], { encoding: 'utf8' }).trim();
  const pgxs = config('--pgxs');
  const header = path.join(config('--includedir-server'), 'postgres.h');
  for (const needed of [pgxs, header]) {
    if (!fs.existsSync(needed)) throw new Error(`${needed} not found: ${missing}`);
  }
  fs.mkdirSync(into, { recursive: true });
  for (const file of ['Makefile', 'api_safeupdate.c'])
    fs.copyFileSync(path.join(SAFEUPDATE_SRC, file), path.join(into, file));
  // with_llvm=no: no JIT bitcode, so clang is not needed.
  const res = spawnSync('make', ['-C', into, `PG_CONFIG=${pgConfig}`, 'with_llvm=no'], { encoding: 'utf8' });
  if (res.error || res.status !== 0) {
    throw new Error(
      `building api_safeupdate failed (${res.error?.message ?? res.status}; needs make, gcc and ${SERVER_DEV_PACKAGE}):\n${res.stdout ?? ''}\n${res.stderr ?? ''}`,
    );
  }
  return path.join(into, 'api_safeupdate.so');
}

export function startCluster(port: number, cronDatabase = 'postgres'): Cluster {
  const bin = binDir();
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]]
      : [path.join(bin, cmd), args];
    // cwd: the OS user postgres may not be allowed into the caller's directory.
    const res = spawnSync(file, argv, { encoding: 'utf8', cwd: dir });
    if (res.status !== 0) throw new Error(`${cmd} failed (${res.status}):\n${res.stdout}\n${res.stderr}`);
    return res.stdout;
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parity-pg-'));
  const data = path.join(dir, 'data');
  const password = crypto.randomBytes(18).toString('base64url');
  fs.writeFileSync(path.join(dir, 'pwfile'), `${password}\n`, { mode: 0o600 });
  let safeupdate: string;
  try {
    safeupdate = buildSafeupdate(bin, path.join(dir, 'safeupdate'));
  } catch (e) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw e;
  }
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);

  run('initdb', [
    '-D',
    data,
    '-U',
    'supabase_admin',
    '--pwfile',
    path.join(dir, 'pwfile'),
    '--auth-host=scram-sha-256',
    '--auth-local=scram-sha-256',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  const conf = (cronDb: string) =>
    [
      `listen_addresses = '127.0.0.1'`,
      `port = ${port}`,
      `unix_socket_directories = '${dir}'`,
      // An absolute path loads the library from the cluster's own directory, which the server's OS user can read.
      `shared_preload_libraries = 'pg_cron, "${safeupdate}"'`,
      `cron.database_name = '${cronDb}'`,
      // Jobs run in background workers, as on Supabase: no login over TCP (which needs a password here).
      `cron.use_background_workers = on`,
      `max_worker_processes = 16`,
      `timezone = 'UTC'`,
      `fsync = off`,
      `synchronous_commit = off`,
      `full_page_writes = off`,
      `max_connections = 60`,
      '',
    ].join('\n');
  const autoConf = path.join(data, 'parity.conf');
  fs.appendFileSync(path.join(data, 'postgresql.conf'), `\ninclude 'parity.conf'\n`);
  const writeConf = (cronDb: string) => {
    fs.writeFileSync(autoConf, conf(cronDb));
    if (asRoot) execFileSync('chown', ['postgres:postgres', autoConf]);
  };
  const ctl = (action: 'start' | 'stop' | 'restart') =>
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-t',
      '60',
      ...(action === 'stop' ? ['-m', 'fast'] : []),
      action,
    ]);

  writeConf(cronDatabase);
  try {
    ctl('start');
  } catch (e) {
    const log = fs.existsSync(path.join(dir, 'server.log'))
      ? fs.readFileSync(path.join(dir, 'server.log'), 'utf8')
      : '';
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`${(e as Error).message}\n${log}`, { cause: e });
  }

  let stopped = false;
  return {
    dir,
    port,
    password,
    url: (user, database) =>
      `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`,
    setCronDatabase(database) {
      writeConf(database);
      ctl('restart');
    },
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        ctl('stop');
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * Below Linux's ephemeral range (32768–60999): a port up there can be held at any moment by an outgoing
 * connection's local end (CI once lost the cluster's start that way, right after the browser tests).
 */
export async function freePort(from: number): Promise<number> {
  for (let p = from; p < from + 100; p++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(p, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return p;
  }
  throw new Error(`no free port in ${from}–${from + 99} for the parity cluster; set PARITY_PG_PORT`);
}
