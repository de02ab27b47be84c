import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { attempt, bootWithActors, rowsOf, type Actors } from './helpers.ts';

// Scheduled publishing (supabase/migrations/20261129005000_scheduled_publishing.sql): "Tayang mulai",
// "Tayang sampai" and a promotion's end, applied by private.apply_content_schedules() every minute.

let s: LocalSupabase;
let actors: Actors;
beforeAll(async () => ({ s, actors } = await bootWithActors()));
afterAll(async () => s?.close());

const apply = async () => (await s.db.query<{ n: number }>(`select private.apply_content_schedules() as n`)).rows[0]!.n;

async function article(slug: string, status: 'draft' | 'published', set = ''): Promise<string> {
  const { rows } = await s.db.query<{ id: string }>(
    `insert into public.articles (slug, title, status, body) values ($1, $1, $2, '<p>Isi</p>') returning id`,
    [slug, status],
  );
  if (set) await s.db.query(`update public.articles set ${set} where id = $1`, [rows[0]!.id]);
  return rows[0]!.id;
}

const row = async (table: string, id: string, cols: string) =>
  (await s.db.query<Record<string, unknown>>(`select ${cols} from public.${table} where id = $1`, [id])).rows[0]!;

describe('apply_content_schedules', () => {
  it('publishes a draft whose start has come, and takes off what has ended; then clears the time', async () => {
    const due = await article('jadwal-tayang', 'draft');
    const later = await article('jadwal-nanti', 'draft');
    const ending = await article('jadwal-selesai', 'published');
    // Times are set as the owner, in the past only through the database (the admin refuses a past start).
    await s.db.query(`update public.articles set publish_at = now() - interval '1 second' where id = $1`, [due]);
    await s.db.query(`update public.articles set publish_at = now() + interval '1 hour' where id = $1`, [later]);
    await s.db.query(`update public.articles set unpublish_at = now() - interval '1 second' where id = $1`, [ending]);
    await s.db.exec(`delete from public.site_builds`);
    expect(await apply()).toBe(2);
    expect(await row('articles', due, 'status, publish_at')).toMatchObject({ status: 'published', publish_at: null });
    expect((await row('articles', due, 'published_at')).published_at).not.toBeNull();
    expect(await row('articles', later, 'status')).toEqual({ status: 'draft' });
    expect(await row('articles', ending, 'status, unpublish_at')).toEqual({ status: 'draft', unpublish_at: null });
    // The change requests a rebuild through the existing pipeline, as an administrator's save does.
    const { rows } = await s.db.query<{ reason: string }>(`select reason from public.site_builds`);
    expect(rows.map((r) => r.reason).join(' ')).toContain('articles update');
    expect(await apply()).toBe(0);
  });

  it('a minute with nothing due requests no build, nor does any other job run every minute', async () => {
    await article('jadwal-masa-depan', 'draft', `publish_at = now() + interval '1 hour'`);
    await s.db.exec(`delete from public.site_builds`);
    expect(await apply()).toBe(0);
    expect(await apply()).toBe(0);
    // The other jobs hosted pg_cron runs every minute (private.ensure_cron_jobs), as the local timers do.
    await s.db.exec(`select private.retry_inquiry_alerts(); select private.dispatch_site_build();`);
    expect((await s.db.query(`select reason from public.site_builds`)).rows).toEqual([]);
  });

  it("ends a package's promotion and publishes a scheduled package", async () => {
    const { rows } = await s.db.query<{ id: string }>(
      `insert into public.packages (slug, title, category, price_quad, status, is_promo)
       values ('paket-terjadwal', 'Paket Terjadwal', 'umroh', 25000000, 'draft', true) returning id`,
    );
    const id = rows[0]!.id;
    await s.db.query(
      `update public.packages set publish_at = now() - interval '1 second', promo_ends_at = now() - interval '1 second' where id = $1`,
      [id],
    );
    expect(await apply()).toBe(2);
    expect(await row('packages', id, 'status, is_promo, publish_at, promo_ends_at')).toEqual({
      status: 'active',
      is_promo: false,
      publish_at: null,
      promo_ends_at: null,
    });
  });
});

describe('the administrator', () => {
  it('schedules a draft; a future start on a public item is refused beside the field', async () => {
    const id = await article('jadwal-admin', 'draft');
    const ok = await attempt(
      s.db,
      actors.admin,
      `update public.articles set publish_at = now() + interval '1 day' where id = $1 returning status`,
      [id],
    );
    expect(rowsOf(ok)).toEqual([{ status: 'draft' }]);
    const early = await attempt(
      s.db,
      actors.admin,
      `update public.articles set publish_at = now() + interval '1 day', status = 'published' where id = $1`,
      [id],
    );
    expect(early).toMatchObject({ ok: false, code: '23514' });
    expect(!early.ok && early.message).toContain('simpan sebagai Draf');
    const backwards = await attempt(
      s.db,
      actors.admin,
      `update public.articles set publish_at = now() + interval '2 day', unpublish_at = now() + interval '1 day' where id = $1`,
      [id],
    );
    expect(backwards).toMatchObject({ ok: false, code: '23514' });
  });
});
