import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { bootLocal } from '../local-supabase.ts';
import { migrate } from '../../server/supabase/db/migrate.ts';
import { rest } from './rest-fixtures.ts';

/**
 * The schema cache answers unknown names from memory: the public anon key
 * must not be able to make the server re-read the catalog on every request.
 * It reloads at most once per interval on a miss, or at once on
 * `NOTIFY pgrst, 'reload schema'`, which the migration runner sends.
 */
const INTERVAL_MS = 1500;
let s: LocalSupabase;
let catalogLoads = 0;

beforeAll(async () => {
  s = await bootLocal({ schemaReloadMinMs: INTERVAL_MS });
  // Counts the schema cache's catalog query (the one over the exposed schema's relations).
  const query = s.db.query.bind(s.db);
  s.db.query = ((sql: string, ...rest: unknown[]) => {
    if (sql.includes(`c.relkind in ('r', 'p', 'v', 'm', 'f')`)) catalogLoads++;
    return (query as (...a: unknown[]) => unknown)(sql, ...rest);
  }) as typeof s.db.query;
  await rest(s, '/packages?limit=1');
});
afterAll(async () => {
  await s?.close();
});
beforeEach(async () => {
  // Every case starts with a cache that is older than the interval.
  await new Promise((r) => setTimeout(r, INTERVAL_MS + 50));
  await rest(s, '/nothing_here_warmup');
  catalogLoads = 0;
});

describe('unknown names are answered from the cache', () => {
  it('a burst of unknown tables, columns and functions reloads nothing', async () => {
    const probes = [];
    for (let i = 0; i < 30; i++) {
      probes.push(rest(s, `/no_such_table_${i}`));
      probes.push(rest(s, `/packages?select=no_such_column_${i}`));
      probes.push(rest(s, `/rpc/no_such_function_${i}`, { method: 'POST', body: {} }));
    }
    const answers = await Promise.all(probes);
    expect(answers.filter((a) => a.status === 404 && a.json.code === 'PGRST205')).toHaveLength(30);
    expect(answers.filter((a) => a.json.code === '42703')).toHaveLength(30);
    expect(answers.filter((a) => a.json.code === 'PGRST202')).toHaveLength(30);
    expect(catalogLoads).toBe(0);
  });

  it('GET /rest/v1/ (the OpenAPI description) does not reload on each call', async () => {
    for (let i = 0; i < 10; i++) expect((await rest(s, '/')).status).toBe(200);
    expect(catalogLoads).toBe(0);
  });

  it('a table created without notice appears after the interval, with at most one reload per interval', async () => {
    await s.db.exec(
      `create table public.quiet_probe (id int primary key); grant select on public.quiet_probe to anon;`,
    );
    // The warm-up miss just reloaded: within the interval the new table is still unknown.
    expect((await rest(s, '/quiet_probe')).status).toBe(404);
    expect((await rest(s, '/quiet_probe')).status).toBe(404);
    expect(catalogLoads).toBe(0);
    await new Promise((r) => setTimeout(r, INTERVAL_MS + 50));
    const later = await Promise.all([rest(s, '/quiet_probe'), rest(s, '/quiet_probe'), rest(s, '/quiet_probe')]);
    expect(later.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(catalogLoads).toBe(1);
  });
});

describe("NOTIFY pgrst, 'reload schema'", () => {
  it('makes the next request see a new table at once', async () => {
    await s.db.exec(
      `create table public.notify_probe (id int primary key); grant select on public.notify_probe to anon;`,
    );
    expect((await rest(s, '/notify_probe')).status).toBe(404);
    await s.db.exec(`notify pgrst, 'reload schema'`);
    expect((await rest(s, '/notify_probe')).status).toBe(200);
    expect(catalogLoads).toBe(1);
  });

  it('is sent by the migration runner', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'h8-migrations-'));
    try {
      fs.writeFileSync(
        path.join(dir, '29990101000000_migrated_probe.sql'),
        `create table public.migrated_probe (id int primary key);\ngrant select on public.migrated_probe to anon;\n`,
      );
      expect((await rest(s, '/migrated_probe')).status).toBe(404);
      const { applied } = await migrate(s.db, dir);
      expect(applied).toEqual(['29990101000000_migrated_probe.sql']);
      expect((await rest(s, '/migrated_probe')).status).toBe(200);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
