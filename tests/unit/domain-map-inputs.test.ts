import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { googleMapsEmbedFromInput, googleMapsEmbedSrc, mapInputMessage } from '../../domain/map-embed.ts';

interface MapCase {
  input: string;
  embed: string | null;
  problem?: 'short-link' | 'not-a-map';
}
const cases = (
  JSON.parse(readFileSync(new URL('../fixtures/map-inputs.json', import.meta.url), 'utf8')) as { cases: MapCase[] }
).cases;

describe('googleMapsEmbedFromInput agrees with tests/fixtures/map-inputs.json', () => {
  it.each(cases.map((c) => [c.input, c] as const))('%s', (_input, c) => {
    const result = googleMapsEmbedFromInput(c.input);
    if (c.embed === null) {
      expect(result).toEqual({ ok: false, problem: c.problem });
      expect(googleMapsEmbedSrc(c.input)).toBeNull();
    } else {
      expect(result).toEqual({ ok: true, embed: c.embed });
    }
  });

  it('the embed it produces is accepted again unchanged (storing it twice changes nothing)', () => {
    for (const c of cases) {
      if (!c.embed) continue;
      expect(googleMapsEmbedFromInput(c.embed)).toEqual({ ok: true, embed: c.embed });
      expect(googleMapsEmbedSrc(c.embed)).toBe(c.embed);
    }
  });

  it('every refusal tells the owner what to paste, with an example', () => {
    expect(mapInputMessage('not-a-map')).toContain('https://www.google.com/maps/place/');
    expect(mapInputMessage('short-link')).toContain('Sematkan peta');
  });
});
