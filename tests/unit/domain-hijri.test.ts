import { describe, expect, it } from 'vitest';
import { formatHijriId } from '../../domain/index.ts';

// Umm al-Qura dates as the Saudi calendar publishes them (the platform's ICU data converts; no tables here).
describe('formatHijriId: the Hijri date beside a departure date', () => {
  it.each([
    ['2027-02-08', '1 Ramadan 1448 H'],
    ['2026-03-20', '1 Syawal 1447 H'],
    ['2026-12-12', '3 Rajab 1448 H'],
    ['2027-01-15', '7 Syakban 1448 H'],
  ])('%s → %s', (date, hijri) => {
    expect(formatHijriId(date)).toBe(hijri);
  });

  it('reads the calendar date, whatever the time zone of the machine that builds', () => {
    // A date-only value at midnight UTC is the same Hijri day as midday: nothing shifts it by a day.
    expect(formatHijriId('2027-02-08T23:59:59+07:00')).toBe('1 Ramadan 1448 H');
  });

  it('gives nothing for what is not a date', () => {
    expect(formatHijriId('')).toBe('');
    expect(formatHijriId(null)).toBe('');
    expect(formatHijriId('besok')).toBe('');
    expect(formatHijriId('2027-02-30')).toBe('');
  });
});
