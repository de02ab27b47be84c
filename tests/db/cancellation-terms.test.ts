import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { termsContent } from '../../domain/terms.ts';
import { attempt, bootWithActors, rowsOf, type Actors } from './helpers.ts';

/**
 * Cancellation tiers and the document checklist (migration *_cancellation_and_documents.sql): the rule of
 * tiers is the one domain/terms.ts applies (tests/fixtures/cancellation-tiers.json), on a package's own tiers
 * and on the site-wide page_content 'terms'.
 */
let s: LocalSupabase;
let actors: Actors;
beforeAll(async () => ({ s, actors } = await bootWithActors()));
afterAll(async () => s?.close());

interface Case {
  name: string;
  tiers: unknown;
  valid: boolean;
}
const { cases } = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'cancellation-tiers.json'), 'utf8'),
) as { cases: Case[] };

const setPackage = (set: string, params: unknown[]) =>
  attempt(s.db, actors.admin, `update public.packages set ${set} where slug = 'umroh-hemat-9-hari'`, params);

const setTerms = (content: unknown) =>
  attempt(s.db, actors.admin, `update public.page_content set content = $1::jsonb where page_name = 'terms'`, [
    JSON.stringify(content),
  ]);

const storedTerms = async () =>
  (
    await s.db.query<{ content: Record<string, unknown> }>(
      `select content from public.page_content where page_name = 'terms'`,
    )
  ).rows[0].content;

describe('private.is_cancellation_tiers agrees with tests/fixtures/cancellation-tiers.json', () => {
  it.each(cases)('$name', async (c) => {
    const out = await setPackage('cancellation_tiers = $1::jsonb', [JSON.stringify(c.tiers)]);
    if (c.valid) expect(out).toMatchObject({ ok: true, affected: 1 });
    else expect(out).toMatchObject({ ok: false, code: '23514', message: /packages_cancellation_tiers_check/ });
    const site = await setTerms({ ...(await storedTerms()), cancellationTiers: c.tiers });
    // The site may state no tiers at all (nothing is shown); a package's own list has at least one.
    expect(site.ok).toBe(c.valid || (Array.isArray(c.tiers) && c.tiers.length === 0));
  });
});

describe('a package’s own terms', () => {
  it('null uses the site-wide tiers; no extra documents by default', async () => {
    const { rows } = await s.db.query<{ cancellation_tiers: unknown; extra_documents: unknown }>(
      `select cancellation_tiers, extra_documents from public.packages where slug = 'umroh-hemat-9-hari'`,
    );
    expect(rows[0]).toEqual({ cancellation_tiers: null, extra_documents: [] });
    expect(await setPackage('cancellation_tiers = null', [])).toMatchObject({ ok: true });
  });

  it('takes up to 10 extra documents of up to 200 characters, none blank', async () => {
    const docs = (n: number, len = 20) => JSON.stringify(Array.from({ length: n }, (_, i) => `${i}`.padEnd(len, 'x')));
    expect(await setPackage('extra_documents = $1::jsonb', [docs(10, 200)])).toMatchObject({ ok: true });
    for (const bad of [docs(11), docs(1, 201), JSON.stringify(['  ']), JSON.stringify([3]), JSON.stringify('x')])
      expect(await setPackage('extra_documents = $1::jsonb', [bad]), bad.slice(0, 40)).toMatchObject({
        ok: false,
        code: '23514',
        message: /packages_extra_documents_check/,
      });
  });

  it('is what a visitor reads from public.site_packages', async () => {
    const out = await attempt(
      s.db,
      actors.anon,
      `select slug, cancellation_tiers, extra_documents from public.site_packages where slug in ('haji-furoda-2027', 'umroh-hemat-9-hari') order by slug`,
    );
    expect(rowsOf(out)).toEqual([
      {
        slug: 'haji-furoda-2027',
        cancellation_tiers: [
          { days: 90, percent: 25 },
          { days: 45, percent: 75 },
          { days: 0, percent: 100 },
        ],
        extra_documents: ['Surat keterangan istithaah kesehatan haji dari puskesmas atau rumah sakit'],
      },
      { slug: 'umroh-hemat-9-hari', cancellation_tiers: null, extra_documents: [] },
    ]);
  });
});

describe('the site-wide terms (page_content ‘terms’)', () => {
  it('the seeded document is valid and reads back unchanged', async () => {
    const stored = await storedTerms();
    expect(termsContent(stored)).toEqual(stored);
    expect(await setTerms(stored)).toMatchObject({ ok: true });
  });

  it('may state no tiers, but always the passport rule and a list of documents', async () => {
    const stored = await storedTerms();
    expect(await setTerms({ ...stored, cancellationTiers: [] })).toMatchObject({ ok: true });
    for (const bad of [
      { ...stored, passportMonths: 0 },
      { ...stored, passportMonths: 25 },
      { ...stored, passportMonths: '8' },
      { ...stored, passportNameWords: 6 },
      { ...stored, passportNameWords: 1.5 },
      { ...stored, documents: 'Paspor' },
      { ...stored, documents: Array.from({ length: 13 }, (_, i) => `Dokumen ${i}`) },
      { passportMonths: 8, passportNameWords: 2, documents: [] },
    ])
      expect(await setTerms(bad), JSON.stringify(bad).slice(0, 80)).toMatchObject({
        ok: false,
        code: '23514',
        message: /page_content_terms_check/,
      });
  });

  it('refuses a document over 200 characters by its path, as the admin shows it', async () => {
    const stored = await storedTerms();
    const out = await setTerms({ ...stored, documents: ['x'.repeat(201)] });
    expect(out).toMatchObject({ ok: false, message: /page_content_text_length/ });
  });

  it('only the administrator writes it; a visitor reads it', async () => {
    expect(
      await attempt(s.db, actors.user, `update public.page_content set content = content where page_name = 'terms'`),
    ).toMatchObject({ ok: false });
    const read = await attempt(s.db, actors.anon, `select content from public.page_content where page_name = 'terms'`);
    expect(rowsOf(read)).toHaveLength(1);
  });
});

describe('one source for the rule', () => {
  // A number stated in prose drifts from the data: the passport rule and the cancellation charges live in
  // page_content 'terms' (and a package's own tiers) only, and the FAQ answers point there.
  const STATES_A_RULE = [
    /paspor[^.]*\d+\s*bulan/i,
    /\b(\d+|satu|dua|tiga|empat)\s+(suku\s+)?kata\b/i,
    /pembatalan[^.]*(\d+\s*(hari|%)|biaya)/i,
  ];
  it('no seeded FAQ answer or package S&K states a passport rule or a cancellation charge of its own', async () => {
    const { rows } = await s.db.query<{ text: string }>(
      `select answer as text from public.faqs
        union all
       select t from public.packages, jsonb_array_elements_text(terms) t`,
    );
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.map((r) => r.text).filter((text) => STATES_A_RULE.some((re) => re.test(text)))).toEqual([]);
  });
});
