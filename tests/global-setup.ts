import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createLocalSupabase } from '../server/supabase/app.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a database migrated and seeded by this run (PGlite's dumpDataDir), or '' on DB_TARGET=postgres. */
    pgliteTemplate: string;
  }
}

/**
 * Migrates and seeds one PGlite database for the whole run and writes its data directory to a file:
 * every test file then starts from a copy of it (tests/local-supabase.ts) instead of migrating and
 * seeding its own, which costs several seconds each. Made from the working tree's migrations and seed
 * on every run, so it is never stale. The parity job clones its own template database on PostgreSQL.
 */
export default async function setup(project: TestProject) {
  if (process.env.DB_TARGET === 'postgres') {
    project.provide('pgliteTemplate', '');
    return;
  }
  const s = await createLocalSupabase({ dataDir: 'memory://', log: () => {} });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-template-'));
  const file = path.join(dir, 'seeded.tar');
  try {
    const dump = await s.db.dumpDataDir('none');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await s.close();
  }
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
