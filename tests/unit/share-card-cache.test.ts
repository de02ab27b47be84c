// The share-card cache (src/lib/share-card-files.ts): cards nothing uses any more leave it after a build.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { pruneCardCache, UNUSED_CARD_KEPT_MS } from '../../src/lib/share-card-files.ts';
import { shareCardCache, shareCardFile } from '../../src/lib/share-card.ts';

let tmp = '';
const saved = process.env.ASTRO_CACHE_DIR;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'card-cache-'));
  process.env.ASTRO_CACHE_DIR = tmp;
});
afterEach(() => {
  if (saved === undefined) delete process.env.ASTRO_CACHE_DIR;
  else process.env.ASTRO_CACHE_DIR = saved;
  fs.rmSync(tmp, { recursive: true, force: true });
});

it('removes the cards no page used and no index names, and half-written files; keeps what a build may still want', async () => {
  const dir = shareCardCache();
  fs.mkdirSync(dir, { recursive: true });
  const now = Date.now();
  const old = new Date(now - UNUSED_CARD_KEPT_MS - 1000);
  const file = (name: string, age: Date | null = old) => {
    const f = path.join(dir, name);
    fs.writeFileSync(f, 'jpeg');
    if (age) fs.utimesSync(f, age, age);
    return f;
  };
  const usedByAPage = file('used.jpg');
  const indexed = file('indexed.jpg');
  file('outputs-packages.json', null);
  fs.writeFileSync(
    path.join(dir, 'outputs-packages.json'),
    JSON.stringify({ '/og/umroh/a.jpg': { key: 'k', file: indexed } }),
  );
  file('old-title.jpg');
  file('drawn-a-moment-ago.jpg', new Date(now - 1000));
  file('half.jpg.4242.tmp');
  // A site holds its cards as hard links: removing the cache's name leaves the site's.
  const site = path.join(tmp, 'site-card.jpg');
  fs.linkSync(path.join(dir, 'old-title.jpg'), site);

  expect(await pruneCardCache([usedByAPage], now)).toBe(2);
  expect(fs.readdirSync(dir).sort()).toEqual([
    'drawn-a-moment-ago.jpg',
    'indexed.jpg',
    'outputs-packages.json',
    'used.jpg',
  ]);
  expect(fs.readFileSync(site, 'utf8')).toBe('jpeg');
  // Nothing to do, or no cache yet: nothing removed.
  expect(await pruneCardCache([usedByAPage, indexed], now)).toBe(0);
  fs.rmSync(dir, { recursive: true });
  expect(await pruneCardCache([], now)).toBe(0);
});

it('a card a build asks for again counts as used from then on, though the build before it never asked', async () => {
  const card = {
    eyebrow: 'Dokumentasi',
    title: 'Umroh Januari 2027',
    lines: [],
    price: '',
    brand: 'Baitullah Tour & Travel',
    alt: 'Umroh Januari 2027',
  };
  const file = await shareCardFile(card, null);
  const longAgo = new Date(Date.now() - UNUSED_CARD_KEPT_MS - 1000);
  fs.utimesSync(file, longAgo, longAgo);
  expect(await shareCardFile(card, null)).toBe(file);
  // A later build that restores the page from Astro's store does not ask for the card, and keeps it.
  expect(await pruneCardCache([])).toBe(0);
  expect(fs.existsSync(file)).toBe(true);
  fs.utimesSync(file, longAgo, longAgo);
  expect(await pruneCardCache([])).toBe(1);
}, 30_000);
