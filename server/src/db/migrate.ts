import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';

const BOOTSTRAP = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bootstrap.sql');

export interface MigrationResult {
  fresh: boolean;
  applied: string[];
}

/** Applies Supabase's base, then every migration not yet recorded, each in its own transaction. */
export async function migrate(db: PGlite, migrationsDir: string): Promise<MigrationResult> {
  const existing = await db.query<{ present: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as present`,
  );
  const fresh = !existing.rows[0].present;
  if (fresh) await db.exec(fs.readFileSync(BOOTSTRAP, 'utf8'));

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
      await tx.query(`insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)`, [
        version,
        rest.join('_'),
        [sql],
      ]);
    });
    applied.push(file);
  }
  return { fresh, applied };
}
