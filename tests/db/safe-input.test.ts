import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { attempt, bootWithActors, rowsOf, type Actors } from './helpers.ts';

/**
 * What the owner types is checked where it is stored: visible names, image addresses that stay http(s) or on
 * the site, redirects that stay on the site and never loop. The first two rules also live in the shared
 * domain (domain/): both run the same table of cases from tests/fixtures.
 */
let s: LocalSupabase;
let actors: Actors;

beforeAll(async () => ({ s, actors } = await bootWithActors()));
afterAll(async () => s?.close());

const fixture = <T>(name: string): T =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '..', 'fixtures', name), 'utf8')) as T;
const mediaCases = fixture<{ cases: { url: string; safe: boolean }[] }>('media-urls.json').cases;
const textCases = fixture<{ cases: { text: string; visible: boolean }[] }>('visible-text.json').cases;
const pathCases = fixture<{ cases: { path: string; site: boolean }[] }>('site-paths.json').cases;

describe('the shared tables of cases, in SQL', () => {
  it('private.is_safe_media_url agrees with tests/fixtures/media-urls.json', async () => {
    for (const c of mediaCases) {
      const { rows } = await s.db.query<{ ok: boolean }>(`select private.is_safe_media_url($1) as ok`, [c.url]);
      expect(rows[0].ok, JSON.stringify(c.url)).toBe(c.safe);
    }
  });

  it('private.is_site_path agrees with tests/fixtures/site-paths.json', async () => {
    for (const c of pathCases) {
      const { rows } = await s.db.query<{ ok: boolean }>(`select private.is_site_path($1) as ok`, [c.path]);
      expect(rows[0].ok, JSON.stringify(c.path)).toBe(c.site);
    }
  });

  it('private.has_visible_text agrees with tests/fixtures/visible-text.json', async () => {
    for (const c of textCases) {
      const { rows } = await s.db.query<{ ok: boolean }>(`select private.has_visible_text($1) as ok`, [c.text]);
      expect(rows[0].ok, JSON.stringify(c.text)).toBe(c.visible);
    }
  });
});

describe('stored text and addresses', () => {
  it('refuses a hotel named only with tabs or zero-width characters, and a javascript: image', async () => {
    for (const [sql, constraint] of [
      [`insert into public.hotels (name, city, stars) values (E'\\t\\t', 'makkah', 5)`, 'hotels_name_visible'],
      [`insert into public.hotels (name, city, stars) values (E'\\u200b\\u200b', 'makkah', 5)`, 'hotels_name_visible'],
      [
        `insert into public.hotels (name, city, stars, image_url) values ('Hotel A', 'makkah', 5, 'javascript:alert(1)')`,
        'hotels_image_url_safe',
      ],
      [
        `update public.testimonials set avatar_url = 'data:image/png;base64,AAAA' where true`,
        'testimonials_avatar_url_safe',
      ],
      [`update public.packages set images = '["//evil.example/x.png"]' where true`, 'packages_images_safe'],
      [`update public.faqs set question = E'\\u200b' where true`, 'faqs_question_visible'],
    ] as const) {
      const out = await attempt(s.db, actors.admin, sql);
      expect(out.ok ? 'ok' : out.code, sql).toBe('23514');
      if (!out.ok) expect(out.message, sql).toContain(constraint);
    }
  });

  it('a visitor’s name of zero-width characters gets the form’s own sentence beside the name', async () => {
    const out = await attempt(
      s.db,
      actors.anon,
      `select public.submit_inquiry(name => $1, whatsapp => '081234567890', consent => true) as r`,
      ['\u200b\t\u200b'],
    );
    expect(out).toMatchObject({ ok: false, code: 'P0001', message: 'Nama wajib diisi' });
  });
});

describe('redirects', () => {
  const add = (from: string, to: string) =>
    attempt(s.db, actors.admin, `insert into public.redirects (from_path, to_path) values ($1, $2) returning id`, [
      from,
      to,
    ]);

  it('stay on the site: //host and /\\host are refused', async () => {
    for (const to of ['//evil.example/', '/\\evil.example/', '/\\/evil.example', 'https://evil.example/']) {
      const out = await add('/lama-x', to);
      expect(out.ok ? 'ok' : out.code, to).toBe('23514');
    }
    expect(await add('//evil.example', '/umroh')).toMatchObject({ ok: false, code: '23514' });
    rowsOf(await add('/lama-x', '/umroh'));
  });

  it('never loop, however long the chain', async () => {
    const out = await attempt(
      s.db,
      actors.admin,
      `insert into public.redirects (from_path, to_path) values ('/a1', '/a2'), ('/a2', '/a3'), ('/a3', '/a1')`,
    );
    expect(out).toMatchObject({ ok: false, code: '23514' });
    if (!out.ok) expect(out.message).toContain('Pengalihan berputar');
    const self = await attempt(
      s.db,
      actors.admin,
      `insert into public.redirects (from_path, to_path) values ('/b1', '/b2'), ('/b2', '/b3')`,
    );
    rowsOf(self);
  });
});
