import { describe, expect, it } from 'vitest';
import { CATEGORY_LABEL, FEATURE_ICONS, LEGACY_FEATURE_ICONS, featuredPackages } from '../../domain/index.ts';

const p = (slug: string, is_promo: boolean, created_at: string, status: 'active' | 'draft' = 'active') => ({
  slug,
  is_promo,
  created_at,
  status,
});

describe('featuredPackages (3 packages, promo first, then newest, active only)', () => {
  const list = [
    p('old-promo', true, '2026-01-01T00:00:00Z'),
    p('newest', false, '2026-11-20T00:00:00Z'),
    p('draft-promo', true, '2026-11-21T00:00:00Z', 'draft'),
    p('new-promo', true, '2026-10-01T00:00:00Z'),
    p('middle', false, '2026-06-01T00:00:00Z'),
  ];
  it('puts promos first (newest first among them), then the newest others', () => {
    expect(featuredPackages(list).map((x) => x.slug)).toEqual(['new-promo', 'old-promo', 'newest']);
  });
  it('never includes drafts', () => {
    expect(featuredPackages(list, 10).map((x) => x.slug)).not.toContain('draft-promo');
  });
  it('returns fewer when fewer exist, and does not reorder its input', () => {
    const copy = [...list];
    expect(featuredPackages([list[1]!])).toHaveLength(1);
    expect(featuredPackages([])).toEqual([]);
    featuredPackages(list);
    expect(list).toEqual(copy);
  });
});

describe('constants', () => {
  it('labels the two categories', () => {
    expect(CATEGORY_LABEL).toEqual({ umroh: 'Umroh', haji: 'Haji' });
  });
  it('knows the six admin icons and the four older ones (ten in all)', () => {
    expect([...FEATURE_ICONS]).toEqual(['shield', 'users', 'award', 'clock', 'heart', 'globe']);
    expect([...LEGACY_FEATURE_ICONS]).toEqual(['book-open', 'star', 'utensils', 'car']);
  });
});
