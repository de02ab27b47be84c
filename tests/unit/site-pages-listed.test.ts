import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STATIC_PATHS } from '../../src/lib/sitemap.ts';

/**
 * A new public page is found only if the sitemap lists it: every fixed page in src/pages is in STATIC_PATHS,
 * or below with the reason it is left out, and the sitemap names no page that does not exist.
 */
const NOT_IN_THE_SITEMAP: Record<string, string> = {
  '/404': 'the not-found page',
  '/paket-tidak-ditemukan': 'where an unknown package address leads',
  '/dokumentasi': 'listed with the albums (albumSitemapEntries) only while at least one album is shown',
};
/** Paths answered by a dynamic route ([category]/index.astro for the two categories). */
const DYNAMIC: Record<string, string> = { '/umroh': '[category]', '/haji': '[category]' };

const PAGES_DIR = path.resolve(import.meta.dirname, '../../src/pages');
/** Fixed pages in folders too (artikel/index.astro is /artikel); a path with a [parameter] is dynamic. */
const fixedPages = fs
  .readdirSync(PAGES_DIR, { recursive: true, encoding: 'utf8' })
  .map((f) => f.split(path.sep).join('/'))
  .filter((f) => f.endsWith('.astro') && !f.includes('['))
  .map((f) => `/${f.replace(/\.astro$/, '').replace(/(^|\/)index$/, '')}`.replace(/(.)\/$/, '$1'))
  .sort();

describe('the sitemap and the pages agree', () => {
  it('lists every fixed page, or says why not', () => {
    expect(fixedPages.filter((p) => !(p in NOT_IN_THE_SITEMAP) && !STATIC_PATHS.includes(p as never))).toEqual([]);
  });

  it('names only pages that exist', () => {
    expect(STATIC_PATHS.filter((p) => !fixedPages.includes(p) && !(p in DYNAMIC))).toEqual([]);
  });
});
