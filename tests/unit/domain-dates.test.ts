import { describe, expect, it } from 'vitest';
import {
  MONTHS_ID,
  departureMonths,
  formatDateId,
  formatDateTimeId,
  formatMonthId,
  isMonthValue,
  timeAgoId,
} from '../../domain/index.ts';

describe('MONTHS_ID', () => {
  it('has the twelve Indonesian month names in order', () => {
    expect(MONTHS_ID).toEqual([
      'Januari',
      'Februari',
      'Maret',
      'April',
      'Mei',
      'Juni',
      'Juli',
      'Agustus',
      'September',
      'Oktober',
      'November',
      'Desember',
    ]);
  });
});

describe('formatMonthId', () => {
  it('names the month and year of a date, and nothing for what is not one', () => {
    expect(formatMonthId('2026-02-10')).toBe('Februari 2026');
    expect(formatMonthId('2027-12-01T00:00:00+07:00')).toBe('Desember 2027');
    expect(formatMonthId('2026-13-01')).toBe('');
    expect(formatMonthId(null)).toBe('');
  });
});

describe('formatDateId (Indonesian locale)', () => {
  it('formats a date-only value as day, month name and year', () => {
    expect(formatDateId('2026-12-12')).toBe('12 Desember 2026');
    expect(formatDateId('2027-01-05')).toBe('5 Januari 2027');
  });
  it('reads the calendar date of a timestamp without shifting it by time zone', () => {
    expect(formatDateId('2027-03-01T23:30:00-10:00')).toBe('1 Maret 2027');
  });
  it('returns an empty string for missing or malformed input', () => {
    expect(formatDateId(null)).toBe('');
    expect(formatDateId(undefined)).toBe('');
    expect(formatDateId('')).toBe('');
    expect(formatDateId('12/12/2026')).toBe('');
    expect(formatDateId('2026-13-01')).toBe('');
    expect(formatDateId('2026-00-01')).toBe('');
  });
});

describe('formatDateTimeId (admin timestamps, Asia/Jakarta)', () => {
  it('formats in Western Indonesia Time', () => {
    expect(formatDateTimeId('2026-11-21T07:05:00Z')).toBe('21 Nov 2026, 14.05');
    expect(formatDateTimeId(new Date('2026-12-31T20:00:00Z'))).toBe('1 Jan 2027, 03.00');
  });
  it('returns an empty string for missing or invalid input', () => {
    expect(formatDateTimeId(null)).toBe('');
    expect(formatDateTimeId('')).toBe('');
    expect(formatDateTimeId('not a date')).toBe('');
  });
});

describe('departureMonths (available months derived from departures)', () => {
  it('returns unique year-months, sorted, with Indonesian labels', () => {
    expect(departureMonths(['2027-02-10', '2026-12-12', '2027-02-28', '2027-01-15'])).toEqual([
      { value: '2026-12', label: 'Desember 2026' },
      { value: '2027-01', label: 'Januari 2027' },
      { value: '2027-02', label: 'Februari 2027' },
    ]);
  });
  it('ignores missing and malformed departures', () => {
    expect(departureMonths([null, undefined, '', 'soon', '2027-13-01', '2027-00-10', '2027-05-10'])).toEqual([
      { value: '2027-05', label: 'Mei 2027' },
    ]);
  });
  it('is empty without departures', () => {
    expect(departureMonths([])).toEqual([]);
  });
});

describe('isMonthValue', () => {
  it('accepts YYYY-MM with a real month', () => {
    expect(isMonthValue('2027-01')).toBe(true);
    expect(isMonthValue('2027-12')).toBe(true);
  });
  it('rejects anything else', () => {
    for (const v of ['2027-13', '2027-00', '2027-1', '27-01', '2027-01-01', 'all', '', null, undefined]) {
      expect(isMonthValue(v), String(v)).toBe(false);
    }
  });
});

describe('timeAgoId', () => {
  const now = Date.parse('2026-11-21T10:00:00Z');
  it('counts seconds, minutes, hours and days in Indonesian', () => {
    expect(timeAgoId('2026-11-21T09:59:48Z', now)).toBe('12 detik lalu');
    expect(timeAgoId('2026-11-21T09:57:00Z', now)).toBe('3 menit lalu');
    expect(timeAgoId('2026-11-21T08:00:00Z', now)).toBe('2 jam lalu');
    expect(timeAgoId('2026-11-16T10:00:00Z', now)).toBe('5 hari lalu');
  });
  it('never says a negative time and ignores garbage', () => {
    expect(timeAgoId('2026-11-21T10:00:05Z', now)).toBe('0 detik lalu');
    expect(timeAgoId('bukan tanggal', now)).toBe('');
  });
});
