import { describe, expect, it } from 'vitest';
import {
  EMPTY_FEATURE,
  featurePayload,
  featureToDraft,
  reorderUpdates,
  nextOrderIndex,
  validateFeature,
} from '../../admin/src/features/model.ts';
import {
  EMPTY_TESTIMONIAL,
  initials,
  normalizeRating,
  testimonialPayload,
  validateTestimonial,
} from '../../admin/src/testimonials/model.ts';
import { FEATURE_ICONS } from '../../src/domain/index.ts';

describe('features', () => {
  it('offer six icons and start with shield (SPEC §3)', () => {
    expect([...FEATURE_ICONS]).toEqual(['shield', 'users', 'award', 'clock', 'heart', 'globe']);
    expect(EMPTY_FEATURE.icon).toBe('shield');
  });
  it("require title and description: 'Mohon lengkapi semua field'", () => {
    expect(validateFeature({ ...EMPTY_FEATURE, title: 'A' })).toBe('Mohon lengkapi semua field');
    expect(validateFeature({ ...EMPTY_FEATURE, description: 'B' })).toBe('Mohon lengkapi semua field');
    expect(validateFeature({ ...EMPTY_FEATURE, title: 'A', description: 'B' })).toBeNull();
  });
  it('map to snake_case columns and go last in order', () => {
    expect(featurePayload({ title: ' A ', description: ' B ', icon: '', isActive: false }, 7)).toEqual({
      title: 'A',
      description: 'B',
      icon: 'shield',
      is_active: false,
      order_index: 7,
    });
    expect(nextOrderIndex([{ order_index: 3 }, { order_index: 9 }])).toBe(10);
    expect(nextOrderIndex([])).toBe(1);
  });
  it('edit keeps the stored icon, even a legacy one', () => {
    const d = featureToDraft({ id: '1', title: 't', description: 'd', icon: 'star', is_active: true, order_index: 1 });
    expect(d.icon).toBe('star');
    expect(featurePayload(d)).not.toHaveProperty('order_index');
  });
});

describe('testimonials', () => {
  it("require name and content: 'Mohon lengkapi nama dan testimoni'", () => {
    expect(validateTestimonial({ ...EMPTY_TESTIMONIAL, name: 'A' })).toBe('Mohon lengkapi nama dan testimoni');
    expect(validateTestimonial({ ...EMPTY_TESTIMONIAL, content: 'B' })).toBe('Mohon lengkapi nama dan testimoni');
    expect(validateTestimonial({ ...EMPTY_TESTIMONIAL, name: 'A', content: 'B' })).toBeNull();
  });
  it('rate 1 to 5, 5 by default (SPEC §9)', () => {
    expect(EMPTY_TESTIMONIAL.rating).toBe(5);
    expect(normalizeRating(undefined)).toBe(5);
    expect(normalizeRating(0)).toBe(5);
    expect(normalizeRating(9)).toBe(5);
    expect(normalizeRating('3')).toBe(3);
  });
  it('map the avatar to avatar_url, null when blank', () => {
    expect(
      testimonialPayload({ name: ' Siti ', location: ' Bogor ', content: ' Bagus ', rating: 4, avatarUrl: '  ' }),
    ).toEqual({
      name: 'Siti',
      location: 'Bogor',
      content: 'Bagus',
      rating: 4,
      avatar_url: null,
    });
  });
  it('draw initials without honorifics', () => {
    expect(initials('Hj. Siti Aminah')).toBe('SA');
    expect(initials('Bapak Ahmad Fauzi')).toBe('AF');
    expect(initials('Dewi')).toBe('D');
  });
});

describe('features: explicit order with move up/down (issue 10)', () => {
  const list = [
    { id: 'a', order_index: 1 },
    { id: 'b', order_index: 2 },
    { id: 'c', order_index: 3 },
  ];
  it('swaps neighbours and sends only the changed rows', () => {
    expect(reorderUpdates(list, 2, -1)).toEqual([
      { id: 'c', order_index: 2 },
      { id: 'b', order_index: 3 },
    ]);
    expect(reorderUpdates(list, 0, -1)).toEqual([]);
    expect(reorderUpdates(list, 2, 1)).toEqual([]);
  });
  it('repairs duplicate order values', () => {
    expect(reorderUpdates([{ id: 'a', order_index: 1 }, { id: 'b', order_index: 1 }, { id: 'c', order_index: 1 }], 0, 1)).toEqual([
      { id: 'a', order_index: 2 },
      { id: 'c', order_index: 3 },
    ]);
  });
});
