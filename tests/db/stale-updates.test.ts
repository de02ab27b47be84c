import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { attempt, bootWithActors, rowsOf, type Actors } from './helpers.ts';

/**
 * An edit form saves only over the version it loaded: it sends back the
 * updated_at it read, and the database refuses the update when the row has
 * moved on since (PT409, hint stale_updated_at). An update that does not
 * send updated_at is accepted and bumps it.
 */

let s: LocalSupabase;
let actors: Actors;

beforeAll(async () => ({ s, actors } = await bootWithActors()));
afterAll(async () => s?.close());

const STALE = 'PT409';

/** Every table the admin edits as a form, with a harmless change. */
const tables: [string, string][] = [
  ['public.packages', `title = title || ' x'`],
  ['public.hotels', `name = name || ' x'`],
  ['public.page_content', `content = content || '{"x":1}'`],
  ['public.features', `title = title || ' x'`],
  ['public.testimonials', `content = content || ' x'`],
  ['public.faqs', `question = question || ' x'`],
];

async function current(table: string): Promise<{ id: string; updated_at: string }> {
  // The stored text, as PostgREST sends it to a form (microseconds included).
  const res = await s.db.query<{ id: string; updated_at: string }>(
    `select id, updated_at::text as updated_at from ${table} order by id limit 1`,
  );
  if (!res.rows[0]) throw new Error(`no row in ${table}`);
  return res.rows[0];
}

function update(table: string, set: string, id: string, updatedAt?: string) {
  const version = updatedAt === undefined ? '' : `, updated_at = $2::timestamptz`;
  return attempt(
    s.db,
    actors.admin,
    `update ${table} set ${set}${version} where id = $1 returning updated_at::text as updated_at, now()::text as now`,
    updatedAt === undefined ? [id] : [id, updatedAt],
    { commit: true },
  );
}

describe('updates refused over a version that moved on', () => {
  for (const [table, set] of tables) {
    it(`${table}: the loaded updated_at is accepted and bumped; sent again, it is refused; omitted, accepted`, async () => {
      const loaded = await current(table);

      // Tab A: saves over the version it loaded.
      const first = await update(table, set, loaded.id, loaded.updated_at);
      expect(first).toMatchObject({ ok: true, affected: 1 });
      const a = rowsOf<{ updated_at: string; now: string }>(first)[0];
      expect(a.updated_at).toBe(a.now);
      expect(a.updated_at).not.toBe(loaded.updated_at);

      // Tab B: still holds the first version.
      const stale = await update(table, set, loaded.id, loaded.updated_at);
      expect(stale.ok ? 'saved' : stale.code).toBe(STALE);
      expect(stale.ok ? '' : stale.message).toMatch(/^stale_updated_at/);
      expect((await current(table)).updated_at).toBe(a.updated_at);

      // Tab B, overwriting knowingly: resends with the version now stored.
      const overwrite = await update(table, set, loaded.id, a.updated_at);
      expect(overwrite).toMatchObject({ ok: true, affected: 1 });

      // A write that does not name a version (list toggle, job) still works and bumps it.
      const before = (await current(table)).updated_at;
      const omitted = await update(table, set, loaded.id);
      expect(omitted).toMatchObject({ ok: true, affected: 1 });
      const after = rowsOf<{ updated_at: string; now: string }>(omitted)[0];
      expect(after.updated_at).toBe(after.now);
      expect(after.updated_at).not.toBe(before);
    });
  }

  it('refuses a forged old updated_at too: it cannot be set by hand', async () => {
    const { id } = await current('public.packages');
    const out = await update('public.packages', `title = title`, id, '2001-01-01');
    expect(out.ok ? 'saved' : out.code).toBe(STALE);
  });
});
