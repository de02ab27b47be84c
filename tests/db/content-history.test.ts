import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { HISTORY_TABLES } from '../../admin/src/history/model.ts';
import { attempt, bootWithActors, rowsOf, type Actors } from './helpers.ts';

// Riwayat (supabase/migrations/20261129006000_content_history.sql): every change to content recorded by a
// trigger, read by the administrator only, and a version restored as a new, recorded change. Each change belongs
// to a screen's record, the Aktivitas page reads it with names, and every recorded table restores
// (20261129009000_history_everywhere.sql).

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
    // Visitors are refused outright; a signed-in non-administrator (or an administrator who has not passed the
    // second factor) reads nothing, from the table or from either view of it.
    for (const source of ['content_history', 'content_activity', 'content_activity_editors']) {
      expect(await attempt(s.db, actors.anon, `select * from public.${source}`), source).toMatchObject({
        ok: false,
        code: '42501',
      });
      for (const who of [actors.user, actors.adminMfaAal1]) {
        expect(rowsOf(await attempt(s.db, who, `select * from public.${source}`)), source).toEqual([]);
      }
      expect(
        rowsOf(await attempt(s.db, actors.admin, `select * from public.${source}`)).length,
        source,
      ).toBeGreaterThan(0);
    }

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

interface Activity {
  id: number;
  table_name: string;
  record_table: string;
  record_id: string;
  op: string;
  title: string | null;
  item_title: string | null;
  record_exists: boolean;
  changed_by: string | null;
}

const activity = async (where: string, params: unknown[] = []) =>
  rowsOf<Activity>(
    await attempt(
      s.db,
      actors.admin,
      `select id::int, table_name, record_table, record_id, op, title, item_title, record_exists, changed_by
         from public.content_activity where ${where} order by changed_at desc, id desc`,
      params,
    ),
  );

describe('a change belongs to the record its screen edits', () => {
  it('a departure and a package hotel are in their package’s Riwayat, named by date and hotel', async () => {
    const departure = rowsOf<{ id: string }>(
      await asAdmin(
        `insert into public.departures (package_id, depart_on, seats_total) values ($1, '2031-03-10', 40) returning id`,
        [packageId],
      ),
    )[0]!.id;
    rowsOf(await asAdmin(`update public.departures set seats_total = 45 where id = $1`, [departure]));
    const link = (
      await s.db.query<{ hotel_id: string; nights: number; name: string }>(
        `select ph.hotel_id, ph.nights, h.name from public.package_hotels ph join public.hotels h on h.id = ph.hotel_id
          where ph.package_id = $1 limit 1`,
        [packageId],
      )
    ).rows[0]!;
    rowsOf(
      await asAdmin(`update public.package_hotels set nights = nights + 1 where package_id = $1 and hotel_id = $2`, [
        packageId,
        link.hotel_id,
      ]),
    );
    const rows = await activity(`record_table = 'packages' and record_id = $1`, [packageId]);
    const title = (await s.db.query<{ title: string }>(`select title from public.packages where id = $1`, [packageId]))
      .rows[0]!.title;
    expect(rows.slice(0, 3).map((r) => [r.table_name, r.op, r.item_title, r.title, r.record_exists])).toEqual([
      ['package_hotels', 'update', link.name, title, true],
      ['departures', 'update', '2031-03-10', title, true],
      ['departures', 'insert', '2031-03-10', title, true],
    ]);
    expect(rows.some((r) => r.table_name === 'packages')).toBe(true);

    // Its hotel's nights come back from the history, found by package and hotel.
    rowsOf(
      await asAdmin(`select public.restore_content_version($1, 'old')`, [
        rows.find((r) => r.table_name === 'package_hotels')!.id,
      ]),
    );
    const nights = (
      await s.db.query<{ nights: number }>(
        `select nights from public.package_hotels where package_id = $1 and hotel_id = $2`,
        [packageId, link.hotel_id],
      )
    ).rows[0]!.nights;
    expect(nights).toBe(link.nights);
  });

  it('an album’s photos are in the album’s Riwayat, and a photo’s caption restores', async () => {
    const album = (
      await s.db.query<{ id: string; title: string; photo: string; caption: string }>(
        `select a.id, a.title, p.id as photo, p.caption from public.albums a join public.album_photos p on p.album_id = a.id
          order by a.slug, p.position limit 1`,
      )
    ).rows[0]!;
    rowsOf(await asAdmin(`update public.album_photos set caption = 'Keterangan baru' where id = $1`, [album.photo]));
    const [latest] = await activity(`record_table = 'albums' and record_id = $1`, [album.id]);
    expect(latest).toMatchObject({
      table_name: 'album_photos',
      op: 'update',
      title: album.title,
      item_title: 'Keterangan baru',
    });
    rowsOf(await asAdmin(`select public.restore_content_version($1, 'old')`, [latest!.id]));
    const caption = (
      await s.db.query<{ caption: string }>(`select caption from public.album_photos where id = $1`, [album.photo])
    ).rows[0]!.caption;
    expect(caption).toBe(album.caption);
  });

  it('a page’s content is found by its name and restores by its name', async () => {
    const before = (
      await s.db.query<{ content: { title: string } }>(
        `select content from public.page_content where page_name = 'about'`,
      )
    ).rows[0]!.content;
    rowsOf(
      await asAdmin(
        `update public.page_content set content = jsonb_set(content, '{title}', '"Tentang Kami (baru)"') where page_name = 'about'`,
      ),
    );
    const [latest] = await activity(`record_table = 'page_content' and record_id = 'about'`);
    expect(latest).toMatchObject({ table_name: 'page_content', op: 'update', title: 'about', record_exists: true });
    rowsOf(await asAdmin(`select public.restore_content_version($1, 'old')`, [latest!.id]));
    const after = (
      await s.db.query<{ content: { title: string } }>(
        `select content from public.page_content where page_name = 'about'`,
      )
    ).rows[0]!.content;
    expect(after.title).toBe(before.title);
    const [restored] = await activity(`record_table = 'page_content' and record_id = 'about'`);
    expect(restored).toMatchObject({ op: 'update', changed_by: email });
    expect(restored!.id).toBeGreaterThan(latest!.id);
  });

  it('a deleted record keeps its name and says it is gone; the editors are listed for the filter', async () => {
    const id = rowsOf<{ id: string }>(
      await asAdmin(
        `insert into public.features (title, description) values ('Keunggulan Riwayat', 'Ada.') returning id`,
      ),
    )[0]!.id;
    rowsOf(await asAdmin(`delete from public.features where id = $1`, [id]));
    const rows = await activity(`record_table = 'features' and record_id = $1`, [id]);
    expect(rows.map((r) => [r.op, r.title, r.record_exists])).toEqual([
      ['delete', 'Keunggulan Riwayat', false],
      ['insert', 'Keunggulan Riwayat', false],
    ]);
    const editors = rowsOf<{ email: string }>(
      await attempt(s.db, actors.admin, `select email from public.content_activity_editors`),
    );
    expect(editors.map((e) => e.email)).toContain(email);
  });
});

describe('every recorded table is one Riwayat knows', () => {
  it('is listed in the admin (its kind, labels and screen) and restores a version', async () => {
    const { rows } = await s.db.query<{ t: string }>(
      `select c.relname as t from pg_catalog.pg_trigger g
         join pg_catalog.pg_class c on c.oid = g.tgrelid
         join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and g.tgname = c.relname || '_record_history' order by 1`,
    );
    expect(rows.map((r) => r.t)).toEqual([...HISTORY_TABLES].sort());

    rowsOf(
      await asAdmin(
        `insert into public.partners (name, whatsapp, code) values ('Mitra Riwayat', '6281234567890', 'mitra-riwayat')`,
      ),
    );
    for (const table of HISTORY_TABLES) {
      // The newest version of a row that still exists.
      const latest = (
        await s.db.query<{ id: number }>(
          `select h.id::int from public.content_history h
            where h.table_name = $1 and h.op <> 'delete'
              and not exists (select 1 from public.content_history d
                               where d.table_name = h.table_name and d.row_id = h.row_id and d.op = 'delete' and d.id > h.id)
            order by h.id desc limit 1`,
          [table],
        )
      ).rows[0];
      expect(latest, table).toBeDefined();
      const out = await attempt(s.db, actors.admin, `select public.restore_content_version($1, 'new')`, [latest!.id]);
      expect(out.ok ? 'restored' : `${out.code}: ${out.message}`, table).toBe('restored');
    }
  });
});
