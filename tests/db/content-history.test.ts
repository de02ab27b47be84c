import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { attempt, bootWithActors, rowsOf, type Actors } from './helpers.ts';

// Riwayat (supabase/migrations/20261129006000_content_history.sql): every change to content recorded by a
// trigger, read by the administrator only, and a version restored as a new, recorded change.

let s: LocalSupabase;
let actors: Actors;
let packageId: string;
let email: string;
beforeAll(async () => {
  ({ s, actors } = await bootWithActors());
  packageId = (
    await s.db.query<{ id: string }>(`select id from public.packages where status = 'active' order by slug limit 1`)
  ).rows[0]!.id;
  email = (await s.db.query<{ email: string }>(`select email from auth.users where id = $1`, [actors.ids.admin]))
    .rows[0]!.email;
});
afterAll(async () => s?.close());

const asAdmin = (sql: string, params: unknown[] = []) => attempt(s.db, actors.admin, sql, params, { commit: true });

const history = async (rowId: string) =>
  (
    await s.db.query<{
      id: number;
      op: string;
      changed_by: string | null;
      old: Record<string, unknown>;
      new: Record<string, unknown>;
    }>(
      `select id::int, op, changed_by, old, new from public.content_history
        where table_name = 'packages' and row_id = $1 order by id`,
      [rowId],
    )
  ).rows;

describe('the history of a package', () => {
  it('records a change with who and when, the row before and after; a save that changes nothing is not one', async () => {
    const before = (await history(packageId)).length;
    rowsOf(await asAdmin(`update public.packages set price_quad = 2950000000 where id = $1`, [packageId]));
    rowsOf(await asAdmin(`update public.packages set title = title where id = $1`, [packageId]));
    const rows = await history(packageId);
    expect(rows).toHaveLength(before + 1);
    const last = rows.at(-1)!;
    expect(last).toMatchObject({ op: 'update', changed_by: email });
    expect(Number(last.new.price_quad)).toBe(2950000000);
    expect(Number(last.old.price_quad)).not.toBe(2950000000);
  });

  it('"Pulihkan versi ini" writes the version back as a new, recorded change', async () => {
    const wrong = (await history(packageId)).at(-1)!;
    const restored = rowsOf<{ r: { price_quad: number } }>(
      await asAdmin(`select public.restore_content_version($1, 'old') as r`, [wrong.id]),
    )[0]!.r;
    expect(Number(restored.price_quad)).toBe(Number(wrong.old.price_quad));
    const stored = (
      await s.db.query<{ price_quad: number }>(`select price_quad from public.packages where id = $1`, [packageId])
    ).rows[0]!;
    expect(Number(stored.price_quad)).toBe(Number(wrong.old.price_quad));
    expect((await history(packageId)).at(-1)).toMatchObject({ op: 'update', changed_by: email });
  });

  it('only the administrator reads it or restores; a deleted row comes back another way', async () => {
    const last = (await history(packageId)).at(-1)!;
    for (const who of [actors.anon, actors.user, actors.adminMfaAal1]) {
      const out = await attempt(s.db, who, `select public.restore_content_version($1)`, [last.id]);
      expect(out).toMatchObject({ ok: false, code: '42501' });
    }
    expect(await attempt(s.db, actors.anon, `select * from public.content_history`)).toMatchObject({
      ok: false,
      code: '42501',
    });
    expect(rowsOf(await attempt(s.db, actors.user, `select * from public.content_history`))).toEqual([]);

    const { rows } = await s.db.query<{ id: string }>(
      `insert into public.faqs (question, answer) values ('Riwayat?', 'Ya.') returning id`,
    );
    rowsOf(await asAdmin(`delete from public.faqs where id = $1`, [rows[0]!.id]));
    const deleted = (
      await s.db.query<{ id: number; op: string }>(
        `select id::int, op from public.content_history where table_name = 'faqs' and row_id = $1 order by id`,
        [rows[0]!.id],
      )
    ).rows;
    expect(deleted.map((d) => d.op)).toEqual(['insert', 'delete']);
    const gone = await asAdmin(`select public.restore_content_version($1, 'old')`, [deleted[1]!.id]);
    expect(gone).toMatchObject({ ok: false, code: 'P0002' });
  });
});
