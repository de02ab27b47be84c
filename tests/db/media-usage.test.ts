import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { attempt, bootWithActors, rowsOf, type Actors } from './helpers.ts';

// An image still used by a package cannot be deleted.
let s: LocalSupabase;
let actors: Actors;

beforeAll(async () => ({ s, actors } = await bootWithActors()));
afterAll(async () => s?.close());

const ABS = (path: string) => `https://contoh.supabase.co/storage/v1/object/public/images/${path}`;
const REL = (path: string) => `/storage/v1/object/public/images/${path}`;

const setup = `
  insert into public.media (id, filename, file_path, file_size, mime_type, url) values
    ('00000000-0000-4000-8000-00000000a001', 'a.webp', 'uploads/a.webp', 10, 'image/webp', '${ABS('uploads/a.webp')}'),
    ('00000000-0000-4000-8000-00000000a002', 'b.webp', 'uploads/b.webp', 10, 'image/webp', '${ABS('uploads/b.webp')}'),
    ('00000000-0000-4000-8000-00000000a003', 'c.webp', 'uploads/c.webp', 10, 'image/webp', '${ABS('uploads/c.webp')}');
  insert into public.packages (id, slug, title, category, price_quad, status, images) values
    ('00000000-0000-4000-8000-00000000b001', 'paket-media-uji', 'Paket Media Uji', 'umroh', 25000000, 'draft',
     '["${ABS('uploads/a.webp')}", "${REL('seed/x.webp')}"]');
  update public.page_content set content = jsonb_set(content, '{hero,backgroundImage}', '"${REL('uploads/a.webp')}"')
   where page_name = 'home';
  update public.page_content set content = jsonb_set(content, '{logo}', '"${REL('uploads/b.webp')}"')
   where page_name = 'site-settings';
`;

describe('media usage, computed from the data', () => {
  it('lists every place an image is used: package gallery (drafts too), page content, settings', async () => {
    const out = await attempt(
      s.db,
      actors.admin,
      `select media_id, kind, label, link from public.media_usage()
        where media_id::text like '00000000-0000-4000-8000-00000000a00%' order by media_id, kind, label`,
      [],
      { setup },
    );
    expect(rowsOf(out)).toEqual([
      {
        media_id: '00000000-0000-4000-8000-00000000a001',
        kind: 'package',
        label: 'Paket Media Uji',
        link: '/packages/edit/00000000-0000-4000-8000-00000000b001',
      },
      { media_id: '00000000-0000-4000-8000-00000000a001', kind: 'page', label: 'Edit Beranda', link: '/edit-home' },
      { media_id: '00000000-0000-4000-8000-00000000a002', kind: 'page', label: 'Pengaturan', link: '/settings' },
    ]);
  });

  it('refuses to delete an image still in use, even for the administrator', async () => {
    const out = await attempt(
      s.db,
      actors.admin,
      `delete from public.media where id = '00000000-0000-4000-8000-00000000a001'`,
      [],
      { setup },
    );
    expect(out).toMatchObject({ ok: false, code: 'P0001' });
    expect(!out.ok && out.message).toMatch(/dipakai di 2 tempat/);
  });

  it('deletes an unused image', async () => {
    const out = await attempt(
      s.db,
      actors.admin,
      `delete from public.media where id = '00000000-0000-4000-8000-00000000a003'`,
      [],
      { setup },
    );
    expect(out).toMatchObject({ ok: true, affected: 1 });
  });

  it('is not for visitors', async () => {
    const out = await attempt(s.db, actors.anon, `select * from public.media_usage()`);
    expect(out).toMatchObject({ ok: false, code: '42501' });
  });
});
