import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { attempt, bootWithActors, rowsOf, type Actors } from './helpers.ts';

// Pratinjau (supabase/migrations/20261129008000_preview.sql): the site's read of a package shows a draft to the
// administrator only, and a shared preview link opens what was shared, for 24 hours, unless revoked.

let s: LocalSupabase;
let actors: Actors;
let draftId: string;
let articleId: string;
beforeAll(async () => {
  ({ s, actors } = await bootWithActors());
  draftId = (await s.db.query<{ id: string }>(`select id from public.packages where status = 'draft' limit 1`)).rows[0]!
    .id;
  articleId = (await s.db.query<{ id: string }>(`select id from public.articles limit 1`)).rows[0]!.id;
});
afterAll(async () => s?.close());

const as = (who: keyof Omit<Actors, 'ids'>, sql: string, params: unknown[] = []) =>
  attempt(s.db, actors[who], sql, params, { commit: true });

const share = async (kind: string, rowKey: string | null, draft: unknown) =>
  rowsOf<{ link: { id: string; token: string; expires_at: string } }>(
    await as('admin', `select public.create_preview_link($1, $2, $3::jsonb) as link`, [
      kind,
      rowKey,
      JSON.stringify(draft),
    ]),
  )[0]!.link;

describe('the site read of a draft package', () => {
  it.each([
    ['anon', 0],
    ['user', 0],
    ['adminMfaAal1', 0],
    ['admin', 1],
    ['adminMfaAal2', 1],
  ] as const)('%s sees %i draft rows', async (who, n) => {
    const rows = rowsOf(await as(who, `select id from public.site_packages where id = $1`, [draftId]));
    expect(rows).toHaveLength(n);
  });
});

describe('shared preview links', () => {
  it('opens for anyone with the token what the administrator shared, with the stored record', async () => {
    const link = await share('paket', draftId, { price_quad: 12345678 });
    expect(link.token).toMatch(/^[0-9a-f]{64}$/);
    const opened = rowsOf<{ p: { kind: string; base: { id: string; upcoming_departures: unknown }; draft: object } }>(
      await as('anon', `select public.open_preview_link($1) as p`, [link.token]),
    )[0]!.p;
    expect(opened.kind).toBe('paket');
    expect(opened.base.id).toBe(draftId);
    expect(Array.isArray(opened.base.upcoming_departures)).toBe(true);
    expect(opened.draft).toEqual({ price_quad: 12345678 });
    // Only the hash is stored.
    const stored = await s.db.query<{ token_hash: string }>(
      `select token_hash from public.preview_links where id = $1`,
      [link.id],
    );
    expect(stored.rows[0]!.token_hash).not.toContain(link.token);
  });

  it('shares an article too', async () => {
    const link = await share('artikel', articleId, { title: 'Judul baru' });
    const opened = rowsOf<{ p: { base: { id: string } } }>(
      await as('anon', `select public.open_preview_link($1) as p`, [link.token]),
    )[0]!.p;
    expect(opened.base.id).toBe(articleId);
  });

  it("shares a page's content, over the stored content", async () => {
    const link = await share('halaman', 'about', { title: 'Tentang kami, versi baru' });
    const opened = rowsOf<{ p: { kind: string; row_key: string; base: object; draft: object } }>(
      await as('anon', `select public.open_preview_link($1) as p`, [link.token]),
    )[0]!.p;
    expect(opened).toMatchObject({ kind: 'halaman', row_key: 'about', draft: { title: 'Tentang kami, versi baru' } });
    expect(typeof opened.base).toBe('object');
  });

  it('refuses a revoked, an expired and an unknown token', async () => {
    const revoked = await share('paket', draftId, {});
    rowsOf(await as('admin', `select public.revoke_preview_link($1)`, [revoked.id]));
    const expired = await share('paket', draftId, {});
    await s.db.query(`update public.preview_links set expires_at = now() - interval '1 minute' where id = $1`, [
      expired.id,
    ]);
    for (const [token, message] of [
      [revoked.token, /dicabut/],
      [expired.token, /kedaluwarsa/],
      ['0'.repeat(64), /tidak dikenal/],
      ['not-a-token', /tidak dikenal/],
    ] as const) {
      const out = await as('anon', `select public.open_preview_link($1)`, [token]);
      expect(out).toMatchObject({ ok: false, code: 'P0002' });
      if (!out.ok) expect(out.message).toMatch(message);
    }
  });

  it('no longer opens once its article is deleted, and opens again when Sampah restores it', async () => {
    const { rows } = await s.db.query<{ id: string }>(
      `insert into public.articles (slug, title, status, body) values ('pratinjau-dihapus', 'Akan dihapus', 'draft', '<p>Isi</p>')
       returning id`,
    );
    const id = rows[0]!.id;
    // The id as typed in capitals is the same record.
    const link = await share('artikel', id.toUpperCase(), { title: 'Judul baru' });
    const open = () => as('anon', `select public.open_preview_link($1) as p`, [link.token]);
    expect((await open()).ok).toBe(true);
    rowsOf(await as('admin', `delete from public.articles where id = $1`, [id]));
    const refused = await open();
    expect(refused).toMatchObject({ ok: false, code: 'P0002' });
    if (!refused.ok) expect(refused.message).toMatch(/Artikel ini sudah dihapus/);
    const trash = rowsOf<{ id: number }>(await as('admin', `select id from public.trash where row_id = $1`, [id]));
    rowsOf(await as('admin', `select public.restore_deleted($1)`, [trash[0]!.id]));
    expect((await open()).ok).toBe(true);
  });

  it('opens a link made before its package was first saved (no record to look for)', async () => {
    const link = await share('paket', null, { title: 'Paket baru' });
    expect(await as('anon', `select public.open_preview_link($1) as p`, [link.token])).toMatchObject({ ok: true });
  });

  it('lets only the administrator make, list and revoke links', async () => {
    for (const who of ['anon', 'user', 'adminMfaAal1'] as const) {
      const made = await as(who, `select public.create_preview_link('paket', $1, '{}')`, [draftId]);
      expect(made.ok).toBe(false);
      const listed = await as(who, `select id from public.preview_link_list`);
      expect(listed.ok ? listed.rows : []).toHaveLength(0);
      const table = await as(who, `select token_hash from public.preview_links`);
      expect(table.ok).toBe(false);
    }
    const own = rowsOf(
      await as('admin', `select id, open from public.preview_link_list where row_key = $1`, [draftId]),
    );
    expect(own.length).toBeGreaterThan(0);
    // The snapshot and the hash stay out of the API even for the administrator.
    expect((await as('admin', `select token_hash from public.preview_links`)).ok).toBe(false);
  });

  it('refuses an unknown kind or page, a missing record and a draft that is not an object', async () => {
    for (const [kind, rowKey, draft, code] of [
      ['formulir', null, '{}', '22023'],
      ['halaman', null, '{}', '22023'],
      ['halaman', 'site-settings', '{}', '22023'],
      ['paket', 'about', '{}', '22023'],
      ['paket', '00000000-0000-4000-8000-000000000000', '{}', 'P0002'],
      ['paket', null, '[1]', '22023'],
    ] as const) {
      const out = await as('admin', `select public.create_preview_link($1, $2, $3::jsonb)`, [kind, rowKey, draft]);
      expect(out).toMatchObject({ ok: false, code });
    }
  });
});
