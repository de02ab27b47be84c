import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { youtubeVideoId } from '../../domain/youtube.ts';
import { attempt, bootWithActors, rowsOf, type Actors } from './helpers.ts';

/**
 * A testimonial's video is stored only as one YouTube video's canonical watch URL: the database refuses
 * what the site could not show. Same table of cases as youtubeUrlFromInput (tests/unit/domain-youtube.test.ts).
 * Consent and the departure are here too: visitors read only consented testimonials.
 */
let s: LocalSupabase;
let actors: Actors;

beforeAll(async () => ({ s, actors } = await bootWithActors()));
afterAll(async () => s?.close());

interface YoutubeCase {
  input: string;
  stored: string | null;
}
const cases = (
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'youtube-inputs.json'), 'utf8')) as {
    cases: YoutubeCase[];
  }
).cases;

const HOSTILE_STORED = [
  'https://www.youtube.com/watch?v=videoseries',
  'https://www.youtube.com/watch?v=abcDEF12345&list=PLabc',
  'https://www.youtube.com/watch?v=abcDEF12345"><script>',
  'https://www.youtube.com/watch?v=abcDEF12345\n',
  'https://www.youtube.com/watch?v=abc/DEF1234',
  'http://www.youtube.com/watch?v=abcDEF12345',
  'https://youtube.com/watch?v=abcDEF12345',
  'https://www.youtube.com.evil.example/watch?v=abcDEF12345',
  '//www.youtube.com/watch?v=abcDEF12345',
  '',
];

async function accepts(value: string | null): Promise<boolean> {
  const { rows } = await s.db.query<{ ok: boolean }>(`select private.is_youtube_url($1) as ok`, [value]);
  return rows[0]!.ok;
}

describe('private.is_youtube_url', () => {
  it('accepts every stored URL of tests/fixtures/youtube-inputs.json, and of the raw inputs only those already stored', async () => {
    expect(await accepts(null)).toBe(true);
    for (const c of cases) {
      if (c.stored !== null) expect(await accepts(c.stored), c.stored).toBe(true);
      expect(await accepts(c.input), c.input).toBe(c.input === c.stored);
    }
  });

  it('never accepts a value the site could not play', async () => {
    for (const value of [...cases.map((c) => c.input), ...HOSTILE_STORED]) {
      if (await accepts(value)) expect(youtubeVideoId(value).ok, value).toBe(true);
    }
    for (const value of HOSTILE_STORED) expect(await accepts(value), value).toBe(false);
  });
});

describe('the testimonial row', () => {
  const insert = (
    row: { video_url?: string | null; consent?: boolean; departure_id?: string | null },
    commit = false,
  ) =>
    attempt(
      s.db,
      actors.adminMfaAal2,
      `insert into public.testimonials (name, content, video_url, consent, departure_id)
       values ('Jamaah Video', 'Alhamdulillah.', $1, coalesce($2, false), $3) returning id, consent`,
      [row.video_url ?? null, row.consent ?? null, row.departure_id ?? null],
      { commit },
    );

  it('keeps a watch URL or no video, and refuses another shape beside the field', async () => {
    expect((await insert({ video_url: 'https://www.youtube.com/watch?v=abcDEF12345' })).ok).toBe(true);
    expect((await insert({ video_url: null })).ok).toBe(true);
    for (const url of ['https://youtu.be/abcDEF12345', 'https://vimeo.com/1', 'javascript:alert(1)']) {
      const out = await insert({ video_url: url });
      expect(out.ok, url).toBe(false);
      if (!out.ok) expect(out.message).toContain('testimonials_video_url_youtube');
    }
  });

  it('a new testimonial waits for consent; the seed shows all but one family', async () => {
    const out = await s.db.query<{ consent: boolean }>(
      `insert into public.testimonials (name, content) values ('Tanpa Izin', 'Belum setuju.') returning consent`,
    );
    expect(out.rows[0]!.consent).toBe(false);
    const { rows } = await s.db.query<{ name: string }>(
      `select name from public.testimonials where not consent and name <> 'Tanpa Izin'`,
    );
    expect(rows.map((r) => r.name)).toEqual(['Keluarga Bapak Yusuf']);
  });

  it('visitors read only consented testimonials; the administrator reads every one', async () => {
    const names = async (claims: Actors['anon']) =>
      rowsOf<{ name: string }>(await attempt(s.db, claims, `select name from public.testimonials`)).map((r) => r.name);
    for (const claims of [actors.anon, actors.user]) expect(await names(claims)).not.toContain('Keluarga Bapak Yusuf');
    expect(await names(actors.adminMfaAal2)).toContain('Keluarga Bapak Yusuf');
  });

  it('a deleted departure leaves the testimonial without one', async () => {
    const { rows } = await s.db.query<{ id: string }>(`select id from public.departures order by depart_on limit 1`);
    const departure = rows[0]!.id;
    const out = await insert({ departure_id: departure, consent: true }, true);
    const id = rowsOf<{ id: string }>(out)[0]!.id;
    await s.db.query(`delete from public.departures where id = $1`, [departure]);
    const after = await s.db.query<{ departure_id: string | null }>(
      `select departure_id from public.testimonials where id = $1`,
      [id],
    );
    expect(after.rows[0]!.departure_id).toBeNull();
  });
});

describe('public.departure_choices', () => {
  it('lists every departure with its package title for the administrator, refused to visitors', async () => {
    const admin = rowsOf<{ id: string; package_title: string; depart_on: string }>(
      await attempt(
        s.db,
        actors.adminMfaAal2,
        `select id, package_id, package_title, depart_on from public.departure_choices`,
      ),
    );
    const { rows } = await s.db.query<{ n: number }>(`select count(*)::int as n from public.departures`);
    expect(admin).toHaveLength(rows[0]!.n);
    expect(admin.every((d) => d.package_title.length > 0)).toBe(true);
    expect(await attempt(s.db, actors.anon, `select id from public.departure_choices`)).toMatchObject({
      ok: false,
      code: '42501',
    });
    // A signed-in non-administrator reads what the departures' policies give it: those of active packages.
    const ids = async (table: string) =>
      rowsOf<{ id: string }>(await attempt(s.db, actors.user, `select id from ${table} order by id`)).map((r) => r.id);
    expect(await ids('public.departure_choices')).toEqual(await ids('public.departures'));
  });
});
