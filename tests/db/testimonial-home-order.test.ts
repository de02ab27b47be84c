import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { attempt, bootDatabase, createActors, rowsOf, type Actors } from './helpers.ts';

// Testimonials have "Tampilkan di beranda" (show_on_home) and an explicit order (position).
const MIGRATION = fs.readFileSync(
  path.resolve(import.meta.dirname, '../../supabase/migrations/20261123005000_testimonial_home_order.sql'),
  'utf8',
);

let s: LocalSupabase;
let actors: Actors;
beforeAll(async () => {
  s = await bootDatabase();
  actors = await createActors(s);
});
afterAll(async () => {
  await s?.close();
});

type Row = { name: string; position: number; show_on_home: boolean };
const byPosition = async () =>
  (await s.db.query<Row>(`select name, position, show_on_home from public.testimonials order by position, name`)).rows;

describe('seed', () => {
  it('orders the testimonials newest first, as the home page showed them, and keeps one off the home page', async () => {
    const rows = await byPosition();
    const newestFirst = (
      await s.db.query<{ name: string }>(`select name from public.testimonials order by created_at desc`)
    ).rows.map((r) => r.name);
    expect(rows.map((r) => r.name)).toEqual(newestFirst);
    expect(rows.map((r) => r.position)).toEqual(rows.map((_, i) => i + 1));
    expect(rows.filter((r) => !r.show_on_home).map((r) => r.name)).toEqual(['Keluarga Bapak Yusuf']);
  });
});

describe('a new testimonial', () => {
  it('goes first and is shown on the home page when the insert names neither', async () => {
    const out = await attempt(
      s.db,
      actors.admin,
      `insert into public.testimonials (name, content) values ('Jamaah Baru', 'Alhamdulillah.') returning position, show_on_home`,
    );
    const min = (await s.db.query<{ min: number }>(`select min(position) as min from public.testimonials`)).rows[0].min;
    expect(rowsOf(out)).toEqual([{ position: min - 1, show_on_home: true }]);
  });

  it('keeps a position and a switch it is given', async () => {
    const out = await attempt(
      s.db,
      actors.admin,
      `insert into public.testimonials (name, content, position, show_on_home) values ('Jamaah Urut', 'Isi', 42, false)
       returning position, show_on_home`,
    );
    expect(rowsOf(out)).toEqual([{ position: 42, show_on_home: false }]);
  });

  it('cannot be stored without a position or with a null switch', async () => {
    const nullSwitch = await attempt(
      s.db,
      actors.admin,
      `insert into public.testimonials (name, content, show_on_home) values ('X', 'Y', null)`,
    );
    expect(nullSwitch.ok ? 'ok' : nullSwitch.code).toBe('23502');
    const id = (await s.db.query<{ id: string }>(`select id from public.testimonials limit 1`)).rows[0].id;
    const nullPosition = await attempt(
      s.db,
      actors.admin,
      `update public.testimonials set position = null where id = $1`,
      [id],
    );
    expect(nullPosition.ok ? 'ok' : nullPosition.code).toBe('23502');
  });
});

describe('access is unchanged', () => {
  it('visitors read every consented testimonial, including those not on the home page', async () => {
    const sql = `select name from public.testimonials where not show_on_home`;
    for (const who of [actors.anon, actors.user]) {
      // The seed's one testimonial off the home page has no consent yet: nobody but the administrator reads it.
      expect(rowsOf(await attempt(s.db, who, sql))).toEqual([]);
      const consented = `update public.testimonials set consent = true where name = 'Keluarga Bapak Yusuf'`;
      expect(rowsOf(await attempt(s.db, who, sql, [], { setup: consented }))).toEqual([
        { name: 'Keluarga Bapak Yusuf' },
      ]);
    }
    expect(rowsOf(await attempt(s.db, actors.admin, sql))).toEqual([{ name: 'Keluarga Bapak Yusuf' }]);
  });

  it('only the administrator moves a testimonial or takes it off the home page', async () => {
    const id = (await s.db.query<{ id: string }>(`select id from public.testimonials where name = 'Dewi Lestari'`))
      .rows[0].id;
    const sql = `update public.testimonials set position = 0, show_on_home = false where id = $1 returning position`;
    for (const who of [actors.anon, actors.user]) {
      const out = await attempt(s.db, who, sql, [id]);
      expect(out.ok ? 'ok' : out.code).toBe('42501');
    }
    expect(rowsOf(await attempt(s.db, actors.admin, sql, [id]))).toEqual([{ position: 0 }]);
  });
});

describe('deploying on a database that already holds testimonials', () => {
  it('numbers the existing rows newest first and shows them all on the home page', async () => {
    // Undo this migration, give the rows a different age order, and apply it again as a hosted deploy would
    // (the later view that reads the two columns goes first).
    await s.db.exec(`
      drop view public.testimonial_details;
      drop trigger testimonials_first_position on public.testimonials;
      drop function private.testimonial_first_position();
      alter table public.testimonials drop column position, drop column show_on_home;
      update public.testimonials set created_at = now() + interval '1 day' where name = 'Bapak Hendra Gunawan';
    `);
    await s.db.exec(MIGRATION);
    const rows = await byPosition();
    expect(rows[0].name).toBe('Bapak Hendra Gunawan');
    expect(rows[1].name).toBe('Hj. Siti Aminah');
    expect(rows.map((r) => r.position)).toEqual(rows.map((_, i) => i + 1));
    expect(rows.every((r) => r.show_on_home)).toBe(true);
    const notNull = await s.db.query<{ attname: string; attnotnull: boolean }>(
      `select attname, attnotnull from pg_attribute
        where attrelid = 'public.testimonials'::regclass and attname in ('position', 'show_on_home') order by attname`,
    );
    expect(notNull.rows).toEqual([
      { attname: 'position', attnotnull: true },
      { attname: 'show_on_home', attnotnull: true },
    ]);
  });
});
