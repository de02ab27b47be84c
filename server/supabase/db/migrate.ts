import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const BOOTSTRAP = path.join(HERE, 'bootstrap.sql');
/**
 * Stand-ins for the pg_net and Vault extensions hosted Supabase ships, with the same SQL contract.
 * Idempotent, and loaded on every start so databases created before them get them too.
 */
const EXTENSION_SHIMS = ['pg_net.sql', 'vault.sql'].map((f) => path.join(HERE, 'base', f));

interface MigrationResult {
  fresh: boolean;
  applied: string[];
}

interface MigrateOptions {
  /**
   * Whether a database without the migrations table may be set up from scratch (then seeded). Only for a
   * database this start created: on an existing one the table missing means damage, and building a new
   * schema (and seeding demo data) over it would hide that.
   */
  allowCreate?: boolean;
  /** The data directory, for the message when allowCreate is false. */
  dataDir?: string;
}

/** Applies Supabase's base, then every migration not yet recorded, each in its own transaction. */
export async function migrate(
  db: PGlite,
  migrationsDir: string,
  options: MigrateOptions = {},
): Promise<MigrationResult> {
  const existing = await db.query<{ present: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as present`,
  );
  const fresh = !existing.rows[0].present;
  if (fresh && options.allowCreate === false) {
    const dir = options.dataDir ?? 'DATA_DIR';
    throw new Error(
      `Database di ${dir} tidak punya tabel migrasi (supabase_migrations.schema_migrations): database ini rusak atau bukan milik server ini. ` +
        `Server tidak membuat ulang skema dan data contoh di atasnya. Pulihkan ${dir} dari cadangan (backup) Anda. ` +
        `/ The database in ${dir} has no migrations table: it is damaged or not this server's. ` +
        `The server will not re-create the schema and demo data over it. Restore ${dir} from your backup.`,
    );
  }
  if (fresh) await db.exec(fs.readFileSync(BOOTSTRAP, 'utf8'));
  for (const shim of EXTENSION_SHIMS) await db.exec(fs.readFileSync(shim, 'utf8'));

  const done = new Set(
    (await db.query<{ version: string }>(`select version from supabase_migrations.schema_migrations`)).rows.map(
      (r) => r.version,
    ),
  );
  const files = fs
    .readdirSync(migrationsDir)
    .filter((f) => /^\d+_.+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    const [version, ...rest] = file.replace(/\.sql$/, '').split('_');
    if (done.has(version)) continue;
    const sql = fs.readFileSync(path.join(migrationsDir, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query(
        `insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)`,
        [version, rest.join('_'), [sql]],
      );
    });
    applied.push(file);
  }
  // PostgREST's contract: a running REST layer reloads its schema cache now instead of on a later miss.
  if (applied.length > 0) await db.query(`notify pgrst, 'reload schema'`);
  return { fresh, applied };
}
