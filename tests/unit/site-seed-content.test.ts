/**
 * The demo content must not contradict itself: the seed is loaded into a real database and
 * read the way the site reads it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { MONTHS_ID } from '../../domain/dates.ts';
import { slugifyTitle } from '../../domain/slug.ts';
import { bootDatabase } from '../db/helpers.ts';

interface Row {
  slug: string;
  title: string;
  tagline: string;
  description: string;
  category: 'umroh' | 'haji';
  /** Its upcoming departures (from today, WIB), 'YYYY-MM-DD', earliest first. */
  departures: string[];
  duration: string;
  itinerary: { day: number; title: string; activities: string[] }[];
  included: string[];
}

let s: LocalSupabase;
let pkgs: Row[];

beforeAll(async () => {
  s = await bootDatabase();
  pkgs = (
    await s.db.query<Row>(
      `select p.slug, p.title, p.tagline, p.description, p.category, p.duration, p.itinerary, p.included,
              coalesce((select array_agg(to_char(d.depart_on, 'YYYY-MM-DD') order by d.depart_on)
                          from public.departures d
                         where d.package_id = p.id and d.depart_on >= public.today_wib()), '{}') as departures
         from public.packages p order by p.slug`,
    )
  ).rows;
}, 120_000);

afterAll(async () => {
  await s?.close();
});

const dayText = (d: Row['itinerary'][number]) => `${d.title} ${d.activities.join(' ')}`;

describe('seed packages tell the truth', () => {
  it('has packages to check', () => {
    expect(pkgs.length).toBeGreaterThanOrEqual(10);
  });

  it('each itinerary has exactly one entry per day of the duration, numbered 1..N', () => {
    for (const p of pkgs) {
      const days = Number(/^(\d+) Hari$/.exec(p.duration)?.[1]);
      expect(days, `${p.slug}: duration "${p.duration}"`).toBeGreaterThan(0);
      expect(
        p.itinerary.map((d) => d.day),
        p.slug,
      ).toEqual(Array.from({ length: days }, (_, i) => i + 1));
      for (const d of p.itinerary) expect(d.activities.length, `${p.slug} day ${d.day}`).toBeGreaterThan(0);
    }
  });

  it('haji itineraries have Arafah, Muzdalifah, Mina and the three tasyrik days, in that order', () => {
    const haji = pkgs.filter((p) => p.category === 'haji');
    expect(haji.length).toBeGreaterThan(0);
    for (const p of haji) {
      const text = p.itinerary.map(dayText);
      const at = (re: RegExp) => text.findIndex((t) => re.test(t));
      const arafah = at(/9 Dzulhijjah.*wukuf di Arafah/i);
      const muzdalifah = at(/Muzdalifah: mabit/);
      const nahr = at(/10 Dzulhijjah.*Mina.*jumrah Aqabah/i);
      const tasyrik = [11, 12, 13].map((n) => at(new RegExp(`${n} Dzulhijjah.*tasyrik`, 'i')));
      expect(
        [arafah, muzdalifah, nahr, ...tasyrik].every((i) => i >= 0),
        `${p.slug}: ${text.join(' | ')}`,
      ).toBe(true);
      expect(muzdalifah, p.slug).toBe(arafah); // the night after wukuf
      expect([nahr, ...tasyrik], p.slug).toEqual([arafah + 1, arafah + 2, arafah + 3, arafah + 4]);
      // Going home comes after the tasyrik days, never straight after wukuf.
      expect(
        text.slice(0, arafah + 4).some((t) => /Tiba di Tanah Air|menuju Jakarta/.test(t)),
        p.slug,
      ).toBe(false);
    }
  });

  it('haji "Termasuk" lists haji equipment, not umroh equipment', () => {
    for (const p of pkgs.filter((x) => x.category === 'haji')) {
      expect(p.included.join(' | '), p.slug).not.toMatch(/\bumroh\b|\bumrah\b/i);
    }
  });

  it('"Plus Turki" has Turkey days and "Plus Thaif" a Thaif day', () => {
    for (const p of pkgs) {
      if (/Turki/.test(p.title)) {
        expect(p.itinerary.filter((d) => /Istanbul|Bursa/.test(dayText(d))).length, p.slug).toBeGreaterThanOrEqual(3);
      }
      if (/Thaif/.test(p.title))
        expect(
          p.itinerary.some((d) => /Thaif/.test(d.title)),
          p.slug,
        ).toBe(true);
    }
  });

  it('titles, slugs, durations and dates agree', () => {
    for (const p of pkgs) {
      const slugWords = new Set(p.slug.split('-'));
      for (const w of slugifyTitle(p.title).split('-')) expect(slugWords.has(w), `${p.slug} lacks "${w}"`).toBe(true);
      const titleDays = /(\d+) Hari/.exec(p.title)?.[1];
      if (titleDays) expect(`${titleDays} Hari`, p.slug).toBe(p.duration);
      // A package leaves on several dates: a month or year its title names is one of them. Without an
      // upcoming departure the site says "Jadwal menyusul" and there is nothing to compare.
      if (p.departures.length === 0) continue;
      const years = new Set(p.departures.map((d) => d.slice(0, 4)));
      const months = new Set(p.departures.map((d) => MONTHS_ID[Number(d.slice(5, 7)) - 1]!));
      const slugYear = p.slug.match(/\b(20\d\d)\b/)?.[1];
      if (slugYear) expect([...years], p.slug).toContain(slugYear);
      const named = MONTHS_ID.filter((m) => slugWords.has(m.toLowerCase()) || p.title.includes(m));
      for (const m of named) expect([...months], `${p.slug} departs in ${m}`).toContain(m);
    }
  });

  it('no package promises a departure "this year" unless it departs this year', () => {
    const thisYear = String(new Date().getFullYear());
    for (const p of pkgs) {
      if (p.departures.some((d) => d.startsWith(thisYear))) continue;
      expect(`${p.title} ${p.tagline} ${p.description}`, p.slug).not.toMatch(/tahun ini/i);
    }
  });
});
