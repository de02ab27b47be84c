import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { googleMapsEmbedSrc } from '../../domain/map-embed.ts';
import { attempt, bootWithActors, type Actors } from './helpers.ts';

/**
 * The contact page's map is stored only as a Google Maps embed URL: the database refuses what the site would
 * drop without a word. Same table of cases as googleMapsEmbedFromInput (tests/unit/domain-map-inputs.test.ts).
 */
let s: LocalSupabase;
let actors: Actors;

beforeAll(async () => ({ s, actors } = await bootWithActors()));
afterAll(async () => s?.close());

interface MapCase {
  input: string;
  embed: string | null;
}
const cases = (
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'map-inputs.json'), 'utf8')) as {
    cases: MapCase[];
  }
).cases;

const HOSTILE_STORED = [
  'https://www.google.com/maps/embed/../../url?q=https://evil.example',
  'https://www.google.com/maps/embed/%2e%2e/%2e%2e/url?q=x',
  'https://www.google.com/maps?q=Monas',
  'https://www.google.com/maps?q=a#output=embed',
  'https://www.google.com/maps/embedded-evil',
  'https://www.google.com/maps/embed?pb=1" onload="alert(1)',
  'https://www.google.com/maps/embed?pb=1\\@evil.example',
  'https://user@www.google.com/maps/embed?pb=1',
  'https://sites.google.com/maps/embed?pb=1',
  '//www.google.com/maps/embed?pb=1',
];

async function accepts(value: string): Promise<boolean> {
  const { rows } = await s.db.query<{ ok: boolean }>(`select private.is_google_maps_embed($1) as ok`, [value]);
  return rows[0].ok;
}

describe('private.is_google_maps_embed', () => {
  it('accepts every embed URL of tests/fixtures/map-inputs.json, and of the raw inputs only those already embeds', async () => {
    for (const c of cases) {
      if (c.embed !== null) expect(await accepts(c.embed), c.embed).toBe(true);
      expect(await accepts(c.input), c.input).toBe(c.input === '' || c.input === c.embed);
    }
  });

  it('never accepts a value the site would not show as a map', async () => {
    for (const value of [...cases.map((c) => c.input), ...HOSTILE_STORED]) {
      if (value.trim() !== '' && (await accepts(value))) expect(googleMapsEmbedSrc(value), value).not.toBeNull();
    }
    for (const value of HOSTILE_STORED) expect(await accepts(value), value).toBe(false);
  });
});

describe('the contact page row', () => {
  const save = (map: unknown) =>
    attempt(
      s.db,
      actors.adminMfaAal2,
      `update public.page_content set content = content || jsonb_build_object('googleMapsEmbed', $1::jsonb)
        where page_name = 'contact'`,
      [JSON.stringify(map)],
    );

  it('keeps an embed URL or no map', async () => {
    expect((await save('https://www.google.com/maps?q=Masjid+Istiqlal&output=embed')).ok).toBe(true);
    expect((await save('')).ok).toBe(true);
  });

  it('refuses a share link, free text or HTML instead of storing a map the site drops', async () => {
    for (const map of [
      'https://maps.app.goo.gl/AbCdEf123456',
      'https://www.google.com/maps/place/Masjid+Istiqlal',
      'Jl. KH. Mas Mansyur No. 45',
      '<iframe src="https://www.google.com/maps/embed?pb=1"></iframe>',
    ]) {
      const out = await save(map);
      expect(out.ok, map).toBe(false);
      if (!out.ok) expect(out.message).toContain('page_content_contact_map_embed');
    }
  });

  it('leaves other pages alone', async () => {
    const out = await attempt(
      s.db,
      actors.adminMfaAal2,
      `update public.page_content set content = content || '{"googleMapsEmbed": "teks"}' where page_name = 'about'`,
    );
    expect(out.ok).toBe(true);
  });
});
