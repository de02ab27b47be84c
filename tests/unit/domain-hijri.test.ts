import { describe, expect, it } from 'vitest';
import { formatHijriId, HIJRI_MONTH_ID } from '../../domain/index.ts';

// Umm al-Qura dates as the Saudi calendar publishes them (the platform's ICU data converts), with the month names
// Indonesian pilgrims write: the spelling package names and itineraries use.
describe('formatHijriId: the Hijri date beside a departure date', () => {
  it.each([
    ['2027-02-08', '1 Ramadhan 1448 H'],
    ['2026-03-20', '1 Syawal 1447 H'],
    ['2026-12-12', '3 Rajab 1448 H'],
    ['2027-01-15', "7 Sya'ban 1448 H"],
    ['2027-05-18', '12 Dzulhijjah 1448 H'],
    ['2027-10-14', '14 Jumadil Awal 1449 H'],
  ])('%s → %s', (date, hijri) => {
    expect(formatHijriId(date)).toBe(hijri);
  });

  it('reads the calendar date, whatever the time zone of the machine that builds', () => {
    // A date-only value at midnight UTC is the same Hijri day as midday: nothing shifts it by a day.
    expect(formatHijriId('2027-02-08T23:59:59+07:00')).toBe('1 Ramadhan 1448 H');
  });

  it('names each of the twelve months in that spelling, through a whole Hijri year', () => {
    const names = new Set<string>();
    for (let day = 0; day < 360; day += 5) {
      const date = new Date(Date.UTC(2027, 0, 1 + day)).toISOString().slice(0, 10);
      names.add(formatHijriId(date).replace(/^\d+ | \d+ H$/g, ''));
    }
    expect([...names].sort()).toEqual(Object.values(HIJRI_MONTH_ID).sort());
  });

  it('gives nothing for what is not a date', () => {
    expect(formatHijriId('')).toBe('');
    expect(formatHijriId(null)).toBe('');
    expect(formatHijriId('besok')).toBe('');
    expect(formatHijriId('2027-02-30')).toBe('');
  });
});
