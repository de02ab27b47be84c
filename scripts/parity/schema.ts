import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../server/supabase/config.ts';
import { binDir } from './cluster.ts';

/**
 * supabase/schema.sql: the product's current schema in one file, as `pg_dump --schema-only` prints the
 * parity template after every migration ran (the schemas we own: public and private, with their grants,
 * policies and comments). The migrations stay the source; this file is what a reader opens, and the parity
 * job fails when a migration changed the schema and the file was not regenerated (`npm run schema`).
 */
export const SCHEMA_FILE = path.join(REPO_ROOT, 'supabase', 'schema.sql');

const HEADER = `-- The current schema of the schemas this product owns (public, private), generated from the migrations
-- by \`npm run schema\` (pg_dump --schema-only of the parity database). Do not edit: change a migration in
-- supabase/migrations and regenerate; CI fails when this file is stale.
`;

export function dumpSchema(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  const res = spawnSync(
    path.join(binDir(), 'pg_dump'),
    [
      '--schema-only',
      '--schema=public',
      '--schema=private',
      '--no-owner',
      '--no-tablespaces',
      `--host=${url.hostname}`,
      `--port=${url.port}`,
      `--username=${decodeURIComponent(url.username)}`,
      `--dbname=${decodeURIComponent(url.pathname.slice(1))}`,
    ],
    { encoding: 'utf8', env: { ...process.env, PGPASSWORD: decodeURIComponent(url.password) }, maxBuffer: 64 << 20 },
  );
  if (res.status !== 0) throw new Error(`pg_dump failed (${res.status ?? res.signal}):\n${res.stderr}`);
  const body = res.stdout
    .split('\n')
    // Version lines and the random restrict key of newer pg_dump builds differ between machines, not schemas.
    .filter((line) => !/^-- Dumped (from|by) /.test(line) && !/^\\(un)?restrict /.test(line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return `${HEADER}\n${body}\n`;
}

/** Null when supabase/schema.sql matches `dumped`; otherwise a short explanation with the first differing line. */
export function schemaDrift(dumped: string): string | null {
  const committed = fs.existsSync(SCHEMA_FILE) ? fs.readFileSync(SCHEMA_FILE, 'utf8') : '';
  if (committed === dumped) return null;
  const a = committed.split('\n');
  const b = dumped.split('\n');
  let i = 0;
  while (i < Math.max(a.length, b.length) && a[i] === b[i]) i++;
  return [
    'supabase/schema.sql is not the schema the migrations build: run `npm run schema` and commit it.',
    `first difference at line ${i + 1}:`,
    `  committed: ${a[i] ?? '(end of file)'}`,
    `  migrations: ${b[i] ?? '(end of file)'}`,
  ].join('\n');
}
