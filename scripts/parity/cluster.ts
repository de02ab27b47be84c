import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A throw-away PostgreSQL cluster in a temporary directory, reachable on
 * 127.0.0.1:<port> only, with pg_cron preloaded. As root (CI), the server
 * runs as the OS user `postgres` (PostgreSQL refuses to run as root).
 */
export interface Cluster {
  dir: string;
  port: number;
  password: string;
  /** URL of `database` for `user` (password auth over loopback). */
  url(user: string, database: string): string;
  /** Restarts the server with pg_cron's scheduler connected to `database`. */
  setCronDatabase(database: string): void;
  stop(): void;
}

function binDir(): string {
  if (process.env.PG_BINDIR) return process.env.PG_BINDIR;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => /^\d+$/.test(v)) : [];
  if (versions.includes('15')) return path.join(root, '15', 'bin');
  throw new Error(
    'PostgreSQL 15 not found (expected /usr/lib/postgresql/15/bin): apt-get install postgresql postgresql-contrib postgresql-15-cron, or set PG_BINDIR',
  );
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
      `shared_preload_libraries = 'pg_cron'`,
      `cron.database_name = '${cronDb}'`,
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
