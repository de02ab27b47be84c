import { describe, expect, it } from 'vitest';
import {
  SCHEDULE_MESSAGES,
  formatWibDateTime,
  parseWibDateTime,
  scheduleErrors,
  scheduleLabel,
} from '../../domain/schedule.ts';

describe('parseWibDateTime', () => {
  it.each([
    ['01/12/2026 08.00', '2026-12-01T08:00:00+07:00'],
    ['1/12/2026 8.00', '2026-12-01T08:00:00+07:00'],
    ['31/12/2026 23:59', '2026-12-31T23:59:00+07:00'],
    ['', ''],
    ['   ', ''],
  ])('%j → %j', (typed, iso) => expect(parseWibDateTime(typed)).toBe(iso));

  it.each(['31/02/2026 08.00', '01/13/2026 08.00', '01/12/2026 24.00', '01/12/2026', '2026-12-01 08:00', 'besok pagi'])(
    '%j is refused, never guessed',
    (typed) => expect(parseWibDateTime(typed)).toBeNull(),
  );

  it('is the same instant in any time zone: 08.00 WIB is 01:00 UTC', () => {
    expect(new Date(parseWibDateTime('01/12/2026 08.00')!).toISOString()).toBe('2026-12-01T01:00:00.000Z');
  });
});

describe('shown in WIB', () => {
  it('as typed, and as the admin says it', () => {
    expect(formatWibDateTime('2026-12-01T01:00:00Z')).toBe('01/12/2026 08.00');
    expect(formatWibDateTime(null)).toBe('');
    expect(scheduleLabel('2026-12-01T01:00:00Z')).toBe('Selasa, 1 Desember 2026 08.00 WIB');
    expect(scheduleLabel('2026-11-30T17:30:00Z')).toBe('Selasa, 1 Desember 2026 00.30 WIB');
  });
});

describe('scheduleErrors', () => {
  const now = new Date('2026-11-29T01:00:00Z'); // 29/11/2026 08.00 WIB
  it('a future start on a draft, and an end after it, are fine', () => {
    expect(
      scheduleErrors({ publishAt: '01/12/2026 08.00', unpublishAt: '08/12/2026 08.00', isPublic: false }, now),
    ).toEqual({});
    expect(scheduleErrors({ publishAt: '', unpublishAt: '08/12/2026 08.00', isPublic: true }, now)).toEqual({});
  });

  it('says what is wrong beside each field', () => {
    expect(scheduleErrors({ publishAt: 'besok', unpublishAt: '', isPublic: false }, now)).toEqual({
      publishAt: SCHEDULE_MESSAGES.format,
    });
    expect(scheduleErrors({ publishAt: '28/11/2026 08.00', unpublishAt: '', isPublic: false }, now)).toEqual({
      publishAt: SCHEDULE_MESSAGES.past,
    });
    expect(scheduleErrors({ publishAt: '01/12/2026 08.00', unpublishAt: '', isPublic: true }, now)).toEqual({
      publishAt: SCHEDULE_MESSAGES.draftFirst,
    });
    expect(
      scheduleErrors({ publishAt: '01/12/2026 08.00', unpublishAt: '01/12/2026 07.00', isPublic: false }, now),
    ).toEqual({ unpublishAt: SCHEDULE_MESSAGES.order });
  });
});
