import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ABOUT,
  DEFAULT_CONTACT,
  DEFAULT_FAVICON,
  DEFAULT_HOME,
  DEFAULT_PHONE,
  DEFAULT_SETTINGS,
  DEFAULT_SITE_NAME,
  SITE_TAGLINE,
  lines,
  withDefaults,
} from '../../domain/index.ts';

describe('default content', () => {
  it('has a site name, phone, WhatsApp number and favicon', () => {
    expect(DEFAULT_SITE_NAME).toBeTruthy();
    expect(DEFAULT_SETTINGS.siteName).toBe(DEFAULT_SITE_NAME);
    expect(DEFAULT_SETTINGS.contactPhone).toBe(DEFAULT_PHONE);
    expect(DEFAULT_SETTINGS.whatsappNumber).toBeTruthy();
    expect(DEFAULT_FAVICON).toBe('/favicon.svg');
    expect(SITE_TAGLINE).toBeTruthy();
  });
  it('fills every text the pages need, and invents no figure or claim only the owner can make', () => {
    expect(DEFAULT_HOME.hero.title).toBeTruthy();
    expect(DEFAULT_HOME.hero.subtitle).toBeTruthy();
    expect(DEFAULT_HOME.about.title).toBeTruthy();
    expect(DEFAULT_HOME.stats).toHaveLength(3);
    for (const s of DEFAULT_HOME.stats) expect(s).toEqual({ value: '', label: '' });
    for (const k of ['title', 'description', 'vision', 'mission'] as const) expect(DEFAULT_ABOUT[k]).toBeTruthy();
    for (const k of ['experience', 'certification'] as const) expect(DEFAULT_ABOUT[k]).toBe('');
    expect(DEFAULT_CONTACT.operationalHours).toBeTruthy();
    for (const k of ['address', 'phone2', 'email2'] as const) expect(DEFAULT_CONTACT[k]).toBe('');
    expect(JSON.stringify([DEFAULT_HOME, DEFAULT_ABOUT, DEFAULT_SETTINGS])).not.toMatch(/berizin/);
    // No year, count or percentage in the default wording.
    expect(JSON.stringify([DEFAULT_HOME, DEFAULT_ABOUT])).not.toMatch(/\d/);
    expect(lines(DEFAULT_ABOUT.mission).length).toBeGreaterThan(1);
  });
});

describe('withDefaults (missing rows or fields never break a build)', () => {
  it('returns the defaults for a missing row', () => {
    expect(withDefaults(DEFAULT_SETTINGS, null)).toEqual(DEFAULT_SETTINGS);
    expect(withDefaults(DEFAULT_SETTINGS, undefined)).toEqual(DEFAULT_SETTINGS);
    expect(withDefaults(DEFAULT_HOME, 'not an object')).toEqual(DEFAULT_HOME);
    expect(withDefaults(DEFAULT_HOME, [1, 2])).toEqual(DEFAULT_HOME);
  });
  it('keeps stored values and fills missing fields, also in nested objects', () => {
    const merged = withDefaults(DEFAULT_SETTINGS, {
      siteName: 'Travel Amanah',
      socialMedia: { instagram: 'https://instagram.com/x' },
    });
    expect(merged.siteName).toBe('Travel Amanah');
    expect(merged.contactPhone).toBe(DEFAULT_PHONE);
    expect(merged.socialMedia).toEqual({ facebook: '', instagram: 'https://instagram.com/x', youtube: '', tiktok: '' });
  });
  it('replaces wrongly typed values by the default', () => {
    const merged = withDefaults(DEFAULT_HOME, { hero: { title: 42, subtitle: null }, stats: 'x' });
    expect(merged.hero.title).toBe(DEFAULT_HOME.hero.title);
    expect(merged.hero.subtitle).toBe(DEFAULT_HOME.hero.subtitle);
    expect(merged.stats).toEqual(DEFAULT_HOME.stats);
  });
  it('treats a blank string as missing where the default has text', () => {
    expect(withDefaults(DEFAULT_SETTINGS, { siteName: '   ' }).siteName).toBe(DEFAULT_SITE_NAME);
  });
  it('keeps a blank string where the default is blank (optional fields)', () => {
    expect(withDefaults(DEFAULT_CONTACT, { googleMapsEmbed: '' }).googleMapsEmbed).toBe('');
    expect(withDefaults(DEFAULT_SETTINGS, { logo: '' }).logo).toBe('');
  });
  it('takes a stored list as a whole', () => {
    const stats = [{ label: 'A', value: '1' }];
    expect(withDefaults(DEFAULT_HOME, { stats }).stats).toEqual(stats);
  });
  it('ignores keys that are not part of the shape', () => {
    expect(withDefaults(DEFAULT_ABOUT, { title: 'T', injected: '<script>' })).not.toHaveProperty('injected');
  });
  it('does not mutate the defaults', () => {
    const before = structuredClone(DEFAULT_SETTINGS);
    withDefaults(DEFAULT_SETTINGS, { siteName: 'X', socialMedia: { facebook: 'y' } });
    expect(DEFAULT_SETTINGS).toEqual(before);
  });
  it('works on scalars', () => {
    expect(withDefaults('a', 'b')).toBe('b');
    expect(withDefaults('a', 3)).toBe('a');
    expect(withDefaults(1, 2)).toBe(2);
    expect(withDefaults(true, 'yes')).toBe(true);
  });
});

describe('lines', () => {
  it('splits on line breaks, trims and drops blank lines', () => {
    expect(lines('  a \r\nb\n\n  \nc  ')).toEqual(['a', 'b', 'c']);
  });
  it('handles missing text', () => {
    expect(lines(null)).toEqual([]);
    expect(lines(undefined)).toEqual([]);
    expect(lines('')).toEqual([]);
  });
});
