import { describe, expect, it } from 'vitest';
import { homeFromStored, mergeContent, normalizeStats, trimContent } from '../../admin/src/pages/content-model.ts';
import { DEFAULT_HOME, DEFAULT_SETTINGS } from '../../domain/index.ts';
import { settingsErrors } from '../../admin/src/pages/content-validation.ts';

describe('page content editing', () => {
  it('uses the defaults when there is no stored row yet', () => {
    expect(mergeContent(DEFAULT_SETTINGS, null)).toEqual(DEFAULT_SETTINGS);
  });

  it('shows what is stored, including deliberately blank fields', () => {
    const merged = mergeContent(DEFAULT_SETTINGS, {
      siteName: 'Nama Baru',
      logo: '',
      socialMedia: { facebook: 'https://fb.example' },
    });
    expect(merged.siteName).toBe('Nama Baru');
    expect(merged.logo).toBe('');
    expect(merged.socialMedia).toEqual({ ...DEFAULT_SETTINGS.socialMedia, facebook: 'https://fb.example' });
    expect(merged.contactPhone).toBe(DEFAULT_SETTINGS.contactPhone);
  });

  it('ignores wrongly typed and unknown stored fields', () => {
    const merged = mergeContent(DEFAULT_SETTINGS, { siteName: 42, hacker: '<script>' }) as unknown as Record<
      string,
      unknown
    >;
    expect(merged.siteName).toBe(DEFAULT_SETTINGS.siteName);
    expect(merged).not.toHaveProperty('hacker');
  });

  it('always edits exactly three statistic slots', () => {
    expect(normalizeStats([{ value: '1', label: 'a' }], DEFAULT_HOME.stats)).toEqual([
      { value: '1', label: 'a' },
      DEFAULT_HOME.stats[1],
      DEFAULT_HOME.stats[2],
    ]);
    expect(normalizeStats(Array(5).fill({ value: 'x', label: 'y' }), DEFAULT_HOME.stats)).toHaveLength(3);
    expect(normalizeStats([{ value: 15000, label: 'n' }], DEFAULT_HOME.stats)[0]).toEqual({
      value: '15000',
      label: 'n',
    });
  });

  it('reads the seeded home document into hero, about and stats', () => {
    const home = homeFromStored(
      {
        hero: { title: 'T', subtitle: 'S', backgroundImage: '/storage/v1/object/public/images/seed/hero.webp' },
        about: { title: 'A', description: 'D' },
        stats: [],
      },
      DEFAULT_HOME,
    );
    expect(home.hero.backgroundImage).toBe('/storage/v1/object/public/images/seed/hero.webp');
    expect(home.stats).toEqual(DEFAULT_HOME.stats);
  });

  it('trims every text before saving but keeps line breaks inside', () => {
    expect(trimContent({ a: '  x ', b: { c: [' y '] }, m: ' satu\ndua ' })).toEqual({
      a: 'x',
      b: { c: ['y'] },
      m: 'satu\ndua',
    });
  });
});

describe('settings checks', () => {
  const base = {
    ...DEFAULT_SETTINGS,
    siteName: 'Baitullah',
    contactPhone: '+62 21 1234 5678',
    contactEmail: 'a@b.co',
    whatsappNumber: '+62 812-3456-7890',
  };

  it('accepts a complete settings document', () => {
    expect(settingsErrors(base)).toEqual({});
  });

  it('drops the address, hours and location the contact page now holds (one source per fact)', () => {
    const stored = {
      ...base,
      contactAddress: 'Jl. Lama 1',
      businessHours: ['Mo-Fr 08:00-17:00'],
      geo: { latitude: -6.2, longitude: 106.8 },
    };
    const saved = trimContent(mergeContent(DEFAULT_SETTINGS, stored));
    for (const key of ['contactAddress', 'businessHours', 'geo']) expect(saved).not.toHaveProperty(key);
  });

  it('drops the licence keys Legalitas now holds (one source per fact)', () => {
    expect(mergeContent(DEFAULT_SETTINGS, { ...base, ppiuNumber: 'U.1' })).not.toHaveProperty('ppiuNumber');
  });
});
