import { describe, expect, it } from 'vitest';
import { isUuid, packageSlug, slugifyTitle } from '../../domain/index.ts';

describe('slugifyTitle', () => {
  it('lowercases, trims and joins words with one hyphen', () => {
    expect(slugifyTitle('  Umroh Reguler 12 Hari  ')).toBe('umroh-reguler-12-hari');
  });
  it('removes punctuation', () => {
    expect(slugifyTitle('Umroh Plus Turki — 14 Hari!!')).toBe('umroh-plus-turki-14-hari');
    expect(slugifyTitle("Sa'i & Thawaf (VIP), 2027.")).toBe('sai-thawaf-vip-2027');
  });
  it('turns runs of whitespace and underscores into a single hyphen', () => {
    expect(slugifyTitle('a \t\n b__c _ d')).toBe('a-b-c-d');
  });
  it('strips hyphens at the edges and collapses repeated hyphens', () => {
    expect(slugifyTitle('--Haji -- Plus--')).toBe('haji-plus');
  });
  it('folds accents and drops characters outside a-z0-9', () => {
    expect(slugifyTitle('Çafé Été')).toBe('cafe-ete');
    expect(slugifyTitle('Paket 日本 2027')).toBe('paket-2027');
  });
  it('yields an empty string when nothing usable remains', () => {
    expect(slugifyTitle('!!! ???')).toBe('');
  });
  it('always matches the database slug pattern', () => {
    for (const t of ['  X  ', 'A_B', 'ümläut—dash', '1 2 3', "it's", 'a-b']) {
      const s = slugifyTitle(t);
      expect(s === '' || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(s)).toBe(true);
    }
  });
});

describe('packageSlug', () => {
  it('appends the timestamp to the title slug', () => {
    expect(packageSlug('Umroh Hemat', 1700000000000)).toBe('umroh-hemat-1700000000000');
  });
  it('falls back to "paket" for a title without usable characters', () => {
    expect(packageSlug('???', 5)).toBe('paket-5');
  });
  it('uses the current time by default', () => {
    const before = Date.now();
    const ts = Number(packageSlug('x').split('-').pop());
    expect(ts).toBeGreaterThanOrEqual(before);
    expect(ts).toBeLessThanOrEqual(Date.now());
  });
});

describe('isUuid (read by id when the identifier looks like a UUID)', () => {
  it('accepts canonical UUIDs in either case', () => {
    expect(isUuid('0b23eb64-c64a-4b31-b066-0b07739b2489')).toBe(true);
    expect(isUuid('0B23EB64-C64A-4B31-B066-0B07739B2489')).toBe(true);
  });
  it('rejects slugs and near misses', () => {
    for (const v of [
      'umroh-hemat-9-hari-desember-2026',
      '',
      '0b23eb64c64a4b31b0660b07739b2489',
      '0b23eb64-c64a-4b31-b066-0b07739b248',
      '0b23eb64-c64a-4b31-b066-0b07739b24899',
      'zb23eb64-c64a-4b31-b066-0b07739b2489',
      ' 0b23eb64-c64a-4b31-b066-0b07739b2489',
      '0b23eb64-c64a-4b31-b066-0b07739b2489\n',
    ]) {
      expect(isUuid(v), v).toBe(false);
    }
  });
});
