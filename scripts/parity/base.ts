import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD, REPO_ROOT } from '../../server/supabase/config.ts';
import { ensureAdmin } from '../../server/supabase/auth/users.ts';
import { seed } from '../../server/supabase/db/seed.ts';
import { connectPg, withDatabase, type PgAdapter } from './pg-adapter.ts';

const HERE = import.meta.dirname;
const BOOTSTRAP = path.join(REPO_ROOT, 'server', 'supabase', 'db', 'bootstrap.sql');
const BASE_DIR = path.join(REPO_ROOT, 'server', 'supabase', 'db', 'base');

/** The SQL files of the Supabase-like base, in the order they run as supabase_admin. */
export function baseFiles(): string[] {
  const extra = fs.existsSync(BASE_DIR)
    ? fs
        .readdirSync(BASE_DIR)
        .filter((f) => f.endsWith('.sql'))
        .sort()
        .map((f) => path.join(BASE_DIR, f))
    : [];
  return [
    path.join(HERE, 'base-pre.sql'),
    path.join(HERE, 'extension-scripts.sql'),
    BOOTSTRAP,
    ...extra,
    path.join(HERE, 'base-post.sql'),
  ];
}

/**
 * What `supabase db push` does: every migration in version order, each in its
 * own transaction, recorded in the CLI's ledger. Not the local server's
 * runner: that one also (re)loads the base's extension stand-ins, which on a
 * Supabase-like base belong to supabase_admin, as real extensions do.
 */
export async function pushMigrations(
  db: PgAdapter,
  dir: string,
  include: (file: string) => boolean = () => true,
): Promise<string[]> {
  const files = fs
    .readdirSync(dir)
    .filter((f) => /^\d+_.+\.sql$/.test(f) && include(f))
    .sort();
  for (const file of files) {
    const [version, ...rest] = file.replace(/\.sql$/, '').split('_');
    const sql = fs.readFileSync(path.join(dir, file), 'utf8');
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query(
          `insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)`,
          [version, rest.join('_'), [sql]],
        );
      });
    } catch (e) {
      throw new Error(`supabase/migrations/${file}: ${(e as Error).message}`, { cause: e });
    }
  }
  return files;
}

/**
 * `supabase db push` itself (the pinned CLI, offline against a database URL) applies the migrations that
 * `include` keeps, from a copy of supabase/ holding only those. Returns the files pushed.
 */
export function cliPush(databaseUrl: string, include: (file: string) => boolean = () => true): string[] {
  const source = path.join(REPO_ROOT, 'supabase');
  const files = fs
    .readdirSync(path.join(source, 'migrations'))
    .filter((f) => /^\d+_.+\.sql$/.test(f) && include(f))
    .sort();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'parity-push-'));
  try {
    fs.mkdirSync(path.join(work, 'supabase', 'migrations'), { recursive: true });
    fs.copyFileSync(path.join(source, 'config.toml'), path.join(work, 'supabase', 'config.toml'));
    for (const f of files)
      fs.copyFileSync(path.join(source, 'migrations', f), path.join(work, 'supabase', 'migrations', f));
    const res = spawnSync(
      path.join(REPO_ROOT, 'node_modules', '.bin', 'supabase'),
      ['db', 'push', `--remote=${databaseUrl}`, '--yes', '--workdir', work],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 300_000 },
    );
    if (res.status !== 0)
      throw new Error(`supabase db push failed (${res.status ?? res.signal}):\n${res.stdout}\n${res.stderr}`);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  return files;
}

/**
 * Builds `database` the way a hosted project is built: the roles and the
 * Supabase-like base as the superuser supabase_admin, then, as the
 * non-superuser `postgres`, supabase/migrations through the real
 * `supabase db push`, the seed (SQL and images, with the local server's
 * seeder) and the administrator.
 * Finally marks it a template, so each test file can clone it.
 */
export interface TemplateOptions {
  /** Apply only the migrations up to and including this version (a hosted database before a deploy). */
  upTo?: string;
  /** Run the seed and create the administrator (default true). */
  seed?: boolean;
  /** Create the cluster-wide roles first (default true; only once per cluster). */
  roles?: boolean;
}

export async function buildTemplate(
  adminUrl: string,
  postgresPassword: string,
  database: string,
  log: (line: string) => void = console.log,
  options: TemplateOptions = {},
): Promise<void> {
  const { upTo, seed: withSeed = true, roles = true } = options;
  const admin = await connectPg(withDatabase(adminUrl, 'postgres'));
  try {
    if (roles) {
      await admin.exec(fs.readFileSync(path.join(HERE, 'roles.sql'), 'utf8'));
      await admin.exec(`alter role postgres password '${postgresPassword.replace(/'/g, "''")}'`);
    }
    await admin.exec(`create database "${database}"`);
  } finally {
    await admin.close();
  }

  const base = await connectPg(withDatabase(adminUrl, database));
  try {
    for (const file of baseFiles()) {
      log(`   base (supabase_admin): ${path.relative(REPO_ROOT, file)}`);
      try {
        await base.exec(fs.readFileSync(file, 'utf8'));
      } catch (e) {
        throw new Error(`${path.relative(REPO_ROOT, file)}: ${(e as Error).message}`, { cause: e });
      }
    }
  } finally {
    await base.close();
  }

  const pgUrl = new URL(withDatabase(adminUrl, database));
  pgUrl.username = 'postgres';
  pgUrl.password = postgresPassword;
  const owner = await connectPg(pgUrl.toString());
  try {
    const who = await owner.query<{ user: string; su: boolean }>(
      `select current_user as user, rolsuper as su from pg_roles where rolname = current_user`,
    );
    if (who.rows[0].su) throw new Error('migrations must run as a non-superuser');
    const applied = cliPush(pgUrl.toString(), (f) => upTo === undefined || f.split('_')[0] <= upTo);
    log(
      `   migrations (supabase db push as postgres, not superuser): ${applied.length} applied${upTo ? ` (up to ${upTo})` : ''}`,
    );
    if (withSeed) {
      await seed(
        owner.asPglite(),
        path.join(REPO_ROOT, 'supabase', 'seed.sql'),
        path.join(REPO_ROOT, 'supabase', 'seed-images'),
      );
      await ensureAdmin(owner.asPglite(), DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD);
      log('   seed (postgres): seed.sql, seed images, administrator');
    }
  } finally {
    await owner.close();
  }

  const admin2 = await connectPg(withDatabase(adminUrl, 'postgres'));
  try {
    await admin2.exec(`alter database "${database}" is_template true`);
  } finally {
    await admin2.close();
  }
}
