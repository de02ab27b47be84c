import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { attempt, bootWithActors, insertSql, rowsOf, type Actors } from './helpers.ts';

/** Bad data is impossible even for the administrator: the database refuses it. */

let s: LocalSupabase;
let actors: Actors;

beforeAll(async () => ({ s, actors } = await bootWithActors()));
afterAll(async () => s?.close());

const CHECK = '23514';
const UNIQUE = '23505';

function tryInsert(table: string, row: Record<string, unknown>, setup?: string) {
  const { sql, params } = insertSql(table, row);
  return attempt(s.db, actors.admin, sql, params, { setup });
}

const validPackage = (over: Record<string, unknown> = {}) => ({
  slug: `paket-uji-${Math.random().toString(36).slice(2, 8)}`,
  title: 'Paket Uji',
  category: 'umroh',
  price_quad: 25000000,
  ...over,
});

const day = (n: number, extra: Record<string, unknown> = {}) => ({
  day: n,
  title: `Hari ${n}`,
  activities: ['Thawaf'],
  ...extra,
});

describe('packages', () => {
  it('accepts a valid package (control case)', async () => {
    expect(await tryInsert('public.packages', validPackage())).toMatchObject({ ok: true });
    expect(
      await tryInsert(
        'public.packages',
        validPackage({
          price_triple: null,
          price_double: null,
          images: ['a', 'b', 'c', 'd', 'e', 'f'].map((n) => `/storage/v1/object/public/images/${n}.webp`),
          itinerary: [day(1), day(2, { activities: [] }), day(3)],
        }),
      ),
    ).toMatchObject({ ok: true });
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['an unknown category', { category: 'umrah' }, CHECK],
    ['an unknown status', { status: 'published' }, CHECK],
    ['a negative quad price', { price_quad: -1 }, CHECK],
    ['a negative triple price', { price_triple: -1 }, CHECK],
    ['a negative double price', { price_double: -5000 }, CHECK],
    ['negative full-payment days', { full_payment_days: -1 }, CHECK],
    ['a missing quad price', { price_quad: null }, '23502'],
    ['a blank title', { title: '   ' }, CHECK],
    ['a slug with spaces and capitals', { slug: 'Umroh Hemat' }, CHECK],
    ['a slug with a double hyphen', { slug: 'umroh--hemat' }, CHECK],
    ['a slug with edge hyphens', { slug: '-umroh-' }, CHECK],
    ['a slug with an underscore', { slug: 'umroh_hemat' }, CHECK],
    ['a slug with non-ASCII letters', { slug: 'úmroh' }, CHECK],
    ['an empty slug', { slug: '' }, CHECK],
    // A JSON string (not a list): strings are passed to jsonb as JSON text.
    ['images that are not an array', { images: '"a.webp"' }, CHECK],
    ['images that are an object', { images: { a: 'b' } }, CHECK],
    ['images that are not strings', { images: ['a.webp', 2] }, CHECK],
    ['images with objects', { images: [{ url: 'a.webp' }] }, CHECK],
    ['more than 6 images', { images: ['1', '2', '3', '4', '5', '6', '7'] }, CHECK],
    ['an image at a javascript: address', { images: ['javascript:alert(1)'] }, CHECK],
    ['an image on another site by //host', { images: ['//evil.example/x.png'] }, CHECK],
    ['an itinerary that is not an array', { itinerary: { day: 1 } }, CHECK],
    ['an itinerary day that is a string', { itinerary: ['Hari 1'] }, CHECK],
    ['an itinerary day number given as text', { itinerary: [day(1, { day: '1' })] }, CHECK],
    ['an itinerary title that is not text', { itinerary: [day(1, { title: 7 })] }, CHECK],
    ['itinerary activities that are not text', { itinerary: [day(1, { activities: [1, 2] })] }, CHECK],
    ['itinerary activities that are not a list', { itinerary: [day(1, { activities: 'Thawaf' })] }, CHECK],
    ['included that is not a list of text', { included: [true] }, CHECK],
    ['excluded that is not a list', { excluded: '"Paspor"' }, CHECK],
    ['images that are JSON null', { images: 'null' }, CHECK],
    ['terms that are not a list of text', { terms: [{ a: 1 }] }, CHECK],
  ];
  for (const [label, over, code] of bad) {
    it(`refuses ${label}`, async () => {
      expect(await tryInsert('public.packages', validPackage(over))).toMatchObject({ ok: false, code });
    });
  }

  for (const [label, entry] of [
    ['without a day number', { title: 'Hari 1', activities: [] }],
    ['without a title', { day: 1, activities: [] }],
  ] as [string, Record<string, unknown>][]) {
    it(`refuses an itinerary day ${label}`, async () => {
      const out = await tryInsert('public.packages', validPackage({ itinerary: [entry] }));
      expect(out).toMatchObject({ ok: false, code: CHECK });
    });
  }

  it('refuses a duplicate slug', async () => {
    const existing = (await s.db.query<{ slug: string }>(`select slug from public.packages limit 1`)).rows[0].slug;
    expect(await tryInsert('public.packages', validPackage({ slug: existing }))).toMatchObject({
      ok: false,
      code: UNIQUE,
    });
  });

  it('refuses the same bad data on update', async () => {
    const id = (await s.db.query<{ id: string }>(`select id from public.packages limit 1`)).rows[0].id;
    for (const set of [
      `price_quad = -1`,
      `category = 'tour'`,
      `slug = 'Bad Slug'`,
      `images = '[1]'`,
      `full_payment_days = -10`,
    ]) {
      const out = await attempt(s.db, actors.admin, `update public.packages set ${set} where id = $1`, [id]);
      expect(out, set).toMatchObject({ ok: false, code: CHECK });
    }
  });
});

describe('testimonials', () => {
  it('defaults the rating to 5', async () => {
    const out = await tryInsert('public.testimonials', { name: 'Ibu Aminah', content: 'Alhamdulillah.' });
    expect(out).toMatchObject({ ok: true, rows: [{ rating: 5 }] });
  });

  it('accepts ratings 1 to 5', async () => {
    for (const rating of [1, 2, 3, 4, 5]) {
      expect(await tryInsert('public.testimonials', { name: 'A', content: 'B', rating }), String(rating)).toMatchObject(
        {
          ok: true,
        },
      );
    }
  });

  for (const [label, row] of [
    ['rating 0', { rating: 0 }],
    ['rating 6', { rating: 6 }],
    ['rating -1', { rating: -1 }],
    ['a blank name', { name: '  ' }],
    ['blank content', { content: '' }],
  ] as [string, Record<string, unknown>][]) {
    it(`refuses ${label}`, async () => {
      expect(await tryInsert('public.testimonials', { name: 'A', content: 'B', ...row })).toMatchObject({
        ok: false,
        code: CHECK,
      });
    });
  }
});

describe('features', () => {
  it('accepts every icon the admin and the public site know', async () => {
    for (const icon of [
      'shield',
      'users',
      'award',
      'clock',
      'heart',
      'globe',
      'book-open',
      'star',
      'utensils',
      'car',
    ]) {
      expect(await tryInsert('public.features', { title: 'T', description: 'D', icon }), icon).toMatchObject({
        ok: true,
      });
    }
  });

  it('refuses an unknown icon and blank texts', async () => {
    expect(await tryInsert('public.features', { title: 'T', description: 'D', icon: 'rocket' })).toMatchObject({
      ok: false,
      code: CHECK,
    });
    expect(await tryInsert('public.features', { title: 'T', description: 'D', icon: 'Shield' })).toMatchObject({
      ok: false,
      code: CHECK,
    });
    expect(await tryInsert('public.features', { title: '', description: 'D' })).toMatchObject({
      ok: false,
      code: CHECK,
    });
    expect(await tryInsert('public.features', { title: 'T', description: ' ' })).toMatchObject({
      ok: false,
      code: CHECK,
    });
  });
});

describe('page_content', () => {
  it('refuses an unknown page name', async () => {
    for (const page of ['faq', 'Home', '', 'settings']) {
      expect(await tryInsert('public.page_content', { page_name: page, content: {} }), page).toMatchObject({
        ok: false,
        code: CHECK,
      });
    }
  });

  it('refuses content that is not an object', async () => {
    const setup = `delete from public.page_content where page_name = 'about'`;
    expect(await tryInsert('public.page_content', { page_name: 'about', content: ['x'] }, setup)).toMatchObject({
      ok: false,
      code: CHECK,
    });
    expect(
      await tryInsert('public.page_content', { page_name: 'about', content: { title: 'Tentang' } }, setup),
    ).toMatchObject({
      ok: true,
    });
  });

  it('refuses a second row for the same page', async () => {
    expect(await tryInsert('public.page_content', { page_name: 'home', content: {} })).toMatchObject({
      ok: false,
      code: UNIQUE,
    });
  });
});

describe('media', () => {
  const media = (over: Record<string, unknown> = {}) => ({
    filename: 'foto.png',
    original_name: 'foto.png',
    file_path: `uploads/${Math.random().toString(36).slice(2)}.png`,
    file_size: 2048,
    mime_type: 'image/png',
    url: '/storage/v1/object/public/images/uploads/foto.png',
    ...over,
  });

  it('accepts a valid record for each image type (control case)', async () => {
    for (const mime of ['image/jpeg', 'image/png', 'image/webp', 'image/gif']) {
      expect(await tryInsert('public.media', media({ mime_type: mime })), mime).toMatchObject({ ok: true });
    }
    expect(await tryInsert('public.media', media({ file_size: 5 * 1024 * 1024 }))).toMatchObject({ ok: true });
  });

  const bad: [string, Record<string, unknown>][] = [
    ['a ".." path', { file_path: '../etc/passwd' }],
    ['a ".." segment inside the path', { file_path: 'uploads/../secret.png' }],
    ['an absolute path', { file_path: '/etc/passwd' }],
    ['a control character in the path', { file_path: 'uploads/a\nb.png' }],
    ['an SVG', { mime_type: 'image/svg+xml' }],
    ['HTML', { mime_type: 'text/html' }],
    ['an uppercase MIME type', { mime_type: 'IMAGE/PNG' }],
    ['more than 5 MB', { file_size: 5 * 1024 * 1024 + 1 }],
    ['a negative size', { file_size: -1 }],
    ['an empty file name', { filename: '' }],
  ];
  for (const [label, over] of bad) {
    it(`refuses ${label}`, async () => {
      expect(await tryInsert('public.media', media(over))).toMatchObject({ ok: false, code: CHECK });
    });
  }

  it('refuses the same file path twice', async () => {
    const path = 'uploads/dua-kali.png';
    const setup = `insert into public.media (filename, file_path, file_size, mime_type, url)
                   values ('a.png', '${path}', 1, 'image/png', '/a.png')`;
    expect(await tryInsert('public.media', media({ file_path: path }), setup)).toMatchObject({
      ok: false,
      code: UNIQUE,
    });
  });
});

describe('updated_at', () => {
  const tables: [string, string][] = [
    ['public.packages', `title = title || ''`],
    ['public.testimonials', `content = content || ''`],
    ['public.features', `title = title || ''`],
    ['public.page_content', `content = content || '{}'`],
  ];
  for (const [table, set] of tables) {
    it(`is refreshed on every update of ${table}; an old value sent by the client is refused`, async () => {
      const row = (await s.db.query<{ id: string }>(`select id from ${table} limit 1`)).rows[0];
      const out = await attempt(
        s.db,
        actors.admin,
        `update ${table} set ${set} where id = $1 returning updated_at, created_at, now() as now`,
        [row.id],
      );
      expect(out).toMatchObject({ ok: true, affected: 1 });
      const r = rowsOf<{ updated_at: Date; now: Date }>(out)[0];
      expect(r.updated_at.getTime()).toBe(r.now.getTime());
      // A version other than the stored one means the form is stale (tests/db/stale-updates.test.ts).
      const old = await attempt(
        s.db,
        actors.admin,
        `update ${table} set ${set}, updated_at = '2001-01-01' where id = $1`,
        [row.id],
      );
      expect(old.ok ? 'saved' : old.code).toBe('PT409');
    });
  }
});
