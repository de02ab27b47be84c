import fs from 'node:fs';
import { inject } from 'vitest';
import { createLocalSupabase, type CreateOptions, type LocalSupabase } from '../server/supabase/app.ts';

let template: Blob | undefined;

/** The run's migrated and seeded database (tests/global-setup.ts), read once per test file. */
export function seededTemplate(): Blob {
  const file = inject('pgliteTemplate');
  if (!file) throw new Error('No PGlite template in this run (DB_TARGET=postgres, or vitest without its globalSetup)');
  template ??= new Blob([fs.readFileSync(file)]);
  return template;
}

/**
 * A local Supabase on a new in-memory database holding the migrations, the seed and the administrator:
 * a copy of the run's template, as if it had just been created with these settings. For another seed,
 * or a data directory on disk, call createLocalSupabase itself.
 */
export function bootLocal(
  overrides: Omit<
    CreateOptions,
    'dataDir' | 'seedFile' | 'seedImagesDir' | 'migrationsDir' | 'adminEmail' | 'adminPassword' | 'template'
  > = {},
): Promise<LocalSupabase> {
  return createLocalSupabase({ dataDir: 'memory://', log: () => {}, template: seededTemplate(), ...overrides });
}
