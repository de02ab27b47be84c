import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { attempt, bootWithActors, rowsOf, type Actors } from './helpers.ts';

/** public.articles: the date of the first publication, 301s for a changed address, packages that go away. */
let s: LocalSupabase;
let actors: Actors;
beforeAll(async () => ({ s, actors } = await bootWithActors()));
afterAll(async () => s?.close());

const asAdmin = (sql: string, params: unknown[] = []) => attempt(s.db, actors.admin, sql, params, { commit: true });

describe('public.articles', () => {
  it('a published article gets its date once; a later edit keeps it', async () => {
    const [draft] = rowsOf<{ id: string; published_at: string | null }>(
      await asAdmin(
        `insert into public.articles (slug, title) values ('tanggal-terbit-uji', 'Tanggal terbit') returning id, published_at`,
      ),
    );
    expect(draft.published_at).toBeNull();
    const [published] = rowsOf<{ published_at: string }>(
      await asAdmin(
        `update public.articles set status = 'published', body = '<p>Isi</p>' where id = $1 returning published_at`,
        [draft.id],
      ),
    );
    expect(published.published_at).not.toBeNull();
    const [edited] = rowsOf<{ published_at: string }>(
      await asAdmin(
        `update public.articles set title = 'Tanggal terbit (revisi)', updated_at = updated_at where id = $1 returning published_at`,
        [draft.id],
      ),
    );
    expect(edited.published_at).toEqual(published.published_at);
  });

  it('a changed address answers 301 from the old one, chains collapse, and the old address can be taken again', async () => {
    const [a] = rowsOf<{ id: string }>(
      await asAdmin(
        `insert into public.articles (slug, title, status, body) values ('alamat-a', 'Alamat', 'published', '<p>x</p>')
         returning id`,
      ),
    );
    await asAdmin(`update public.articles set slug = 'alamat-b', updated_at = updated_at where id = $1`, [a.id]);
    await asAdmin(`update public.articles set slug = 'alamat-c', updated_at = updated_at where id = $1`, [a.id]);
    const { rows } = await s.db.query<{ from_path: string; to_path: string; status: number }>(
      `select from_path, to_path, status from public.redirects where from_path like '/artikel/alamat-%' order by from_path`,
    );
    expect(rows).toEqual([
      { from_path: '/artikel/alamat-a', to_path: '/artikel/alamat-c', status: 301 },
      { from_path: '/artikel/alamat-b', to_path: '/artikel/alamat-c', status: 301 },
    ]);
    // A new article may take an old address: the database allows it, and the site serves the live page there
    // rather than the redirect (src/pages/[redirects].ts skips addresses that are pages).
    const taken = await asAdmin(`insert into public.articles (slug, title) values ('alamat-a', 'Baru di alamat lama')`);
    expect(taken.ok).toBe(true);
  });

  it('a deleted package leaves the articles that recommended it', async () => {
    const [pkg] = rowsOf<{ id: string }>(
      await asAdmin(
        `insert into public.packages (slug, title, category, price_quad, status)
         values ('paket-artikel-uji', 'Paket artikel', 'umroh', 1, 'draft') returning id`,
      ),
    );
    const { rows: seed } = await s.db.query<{ id: string }>(
      `select id from public.packages where slug = 'haji-plus-2027'`,
    );
    await asAdmin(
      `insert into public.articles (slug, title, package_ids) values ('rekomendasi-uji', 'Rekomendasi', array[$1, $2]::uuid[])`,
      [pkg.id, seed[0].id],
    );
    await asAdmin(`delete from public.packages where id = $1`, [pkg.id]);
    const { rows } = await s.db.query<{ package_ids: string[] }>(
      `select package_ids from public.articles where slug = 'rekomendasi-uji'`,
    );
    expect(rows[0].package_ids).toEqual([seed[0].id]);
  });

  it('an image in a body or as a cover is in use: the media library refuses to delete it', async () => {
    const { rows: media } = await s.db.query<{ id: string; file_path: string }>(
      `select id, file_path from public.media order by file_path limit 2`,
    );
    const url = (m: { file_path: string }) => `/storage/v1/object/public/images/${m.file_path}`;
    await asAdmin(
      `insert into public.articles (slug, title, cover_image, body) values ('gambar-uji', 'Gambar', $1, $2)`,
      [url(media[0]), `<p><img src="http://127.0.0.1:54321${url(media[1])}" alt="x" /></p>`],
    );
    const usage = rowsOf<{ media_id: string; kind: string; link: string }>(
      await attempt(
        s.db,
        actors.admin,
        `select media_id, kind, link from public.media_usage() where label = 'Artikel: Gambar'`,
      ),
    );
    expect(usage.map((u) => u.media_id).sort()).toEqual(media.map((m) => m.id).sort());
    expect(usage[0].link).toMatch(/^\/articles\/edit\/[0-9a-f-]{36}$/);
    const refused = await attempt(s.db, actors.admin, `delete from public.media where id = $1`, [media[1].id]);
    expect(refused).toMatchObject({ ok: false, code: 'P0001' });
  });

  it('a visitor never reads a draft', async () => {
    const rows = rowsOf<{ status: string }>(await attempt(s.db, actors.anon, `select status from public.articles`));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.status === 'published')).toBe(true);
  });
});
