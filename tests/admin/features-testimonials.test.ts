import { describe, expect, it } from 'vitest';
import {
  EMPTY_FEATURE,
  featurePayload,
  featureToDraft,
  nextOrderIndex,
  validateFeature,
} from '../../admin/src/features/model.ts';
import {
  EMPTY_TESTIMONIAL,
  initials,
  normalizeRating,
  testimonialFieldErrors,
  testimonialPayload,
  testimonialToDraft,
  departureChoiceLabel,
  videoStoredAs,
  validateTestimonial,
} from '../../admin/src/testimonials/model.ts';
import { FEATURE_ICONS } from '../../domain/index.ts';
import { moveUpdates } from '../../admin/src/lib/reorder.ts';

describe('features', () => {
  it('offer six icons and start with shield', () => {
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
  it('rate 1 to 5, 5 by default', () => {
    expect(EMPTY_TESTIMONIAL.rating).toBe(5);
    expect(normalizeRating(undefined)).toBe(5);
    expect(normalizeRating(0)).toBe(5);
    expect(normalizeRating(9)).toBe(5);
    expect(normalizeRating('3')).toBe(3);
  });
  it('map the avatar to avatar_url, null when blank', () => {
    expect(
      testimonialPayload({
        name: ' Siti ',
        location: ' Bogor ',
        content: ' Bagus ',
        rating: 4,
        avatarUrl: '  ',
        showOnHome: true,
        consent: true,
        departureId: '',
        videoUrl: ' ',
      }),
    ).toEqual({
      name: 'Siti',
      location: 'Bogor',
      content: 'Bagus',
      rating: 4,
      avatar_url: null,
      show_on_home: true,
      consent: true,
      departure_id: null,
      video_url: null,
    });
  });
  // A new testimonial never assumes the pilgrim agreed; the video is stored as its watch URL, whatever was pasted.
  it('ask for consent, keep the departure, store the video as its watch URL and refuse another address', () => {
    expect(EMPTY_TESTIMONIAL.consent).toBe(false);
    const draft = {
      ...EMPTY_TESTIMONIAL,
      name: 'A',
      content: 'B',
      departureId: 'd1',
      videoUrl: 'youtu.be/abcDEF12345',
    };
    expect(testimonialFieldErrors(draft)).toEqual({});
    expect(videoStoredAs(draft.videoUrl)).toBe('https://www.youtube.com/watch?v=abcDEF12345');
    expect(testimonialPayload(draft)).toMatchObject({
      consent: false,
      departure_id: 'd1',
      video_url: 'https://www.youtube.com/watch?v=abcDEF12345',
    });
    const bad = testimonialFieldErrors({ ...draft, videoUrl: 'https://vimeo.com/1' });
    expect(bad.videoUrl).toContain('https://youtu.be/');
    expect(departureChoiceLabel({ package_title: 'Umroh Hemat 9 Hari', depart_on: '2026-12-12' })).toBe(
      'Umroh Hemat 9 Hari — 12 Desember 2026',
    );
  });
  // "Tampilkan di beranda"; the position is the database's (a new one goes first) or unchanged.
  it('start shown on the home page and carry the switch, never a position', () => {
    expect(EMPTY_TESTIMONIAL.showOnHome).toBe(true);
    const stored = {
      id: 't1',
      name: 'Dewi',
      location: 'Yogyakarta',
      content: 'Isi',
      rating: 4,
      avatar_url: null,
      show_on_home: false,
      position: 3,
      created_at: '2026-11-01T00:00:00Z',
      consent: true,
      departure_id: null,
      video_url: 'https://www.youtube.com/watch?v=abcDEF12345',
    };
    const draft = testimonialToDraft(stored);
    expect(draft.showOnHome).toBe(false);
    const payload = testimonialPayload(draft);
    expect(payload.show_on_home).toBe(false);
    expect(payload).not.toHaveProperty('position');
    expect(payload).toMatchObject({ consent: true, video_url: stored.video_url });
  });
  it('draw initials without honorifics', () => {
    expect(initials('Hj. Siti Aminah')).toBe('SA');
    expect(initials('Bapak Ahmad Fauzi')).toBe('AF');
    expect(initials('Dewi')).toBe('D');
  });
});

describe('explicit order with move up/down (features, testimonials)', () => {
  const list = [
    { id: 'a', order: 1 },
    { id: 'b', order: 2 },
    { id: 'c', order: 3 },
  ];
  it('swaps neighbours and sends only the changed rows', () => {
    expect(moveUpdates(list, 2, -1)).toEqual([
      { id: 'c', order: 2 },
      { id: 'b', order: 3 },
    ]);
    expect(moveUpdates(list, 0, -1)).toEqual([]);
    expect(moveUpdates(list, 2, 1)).toEqual([]);
    expect(moveUpdates(list, 5, -1)).toEqual([]);
  });
  it('repairs duplicate order values', () => {
    expect(
      moveUpdates(
        [
          { id: 'a', order: 1 },
          { id: 'b', order: 1 },
          { id: 'c', order: 1 },
        ],
        0,
        1,
      ),
    ).toEqual([
      { id: 'a', order: 2 },
      { id: 'c', order: 3 },
    ]);
  });
  it('swaps only the two cards, whatever the others hold (a move made in another tab stays)', () => {
    expect(
      moveUpdates(
        [
          { id: 'n', order: -1 },
          { id: 'a', order: 1 },
          { id: 'b', order: 5 },
        ],
        1,
        1,
      ),
    ).toEqual([
      { id: 'a', order: 5 },
      { id: 'b', order: 1 },
    ]);
  });
  it('renumbers from 1 when the two cards share a value', () => {
    expect(
      moveUpdates(
        [
          { id: 'n', order: -1 },
          { id: 'a', order: 2 },
          { id: 'b', order: 2 },
        ],
        1,
        1,
      ),
    ).toEqual([
      { id: 'n', order: 1 },
      { id: 'a', order: 3 },
    ]);
  });
});
