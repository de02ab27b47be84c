import { describe, expect, it } from 'vitest';
import {
  DEPARTURE_MESSAGES,
  departureDateError,
  departureErrors,
  emptyDeparture,
} from '../../admin/src/packages/departure-model.ts';

const TODAY = '2026-11-25';
const ctx = (over: Partial<{ savedDepartOn: string; otherDates: string[] }> = {}) => ({
  today: TODAY,
  savedDepartOn: '',
  otherDates: [],
  ...over,
});

describe('a departure date: past or already used', () => {
  it.each([
    ['a future date on a new row', '2027-01-10', ctx(), null],
    ['today on a new row', TODAY, ctx(), null],
    ['yesterday on a new row', '2026-11-24', ctx(), DEPARTURE_MESSAGES.datePast],
    ['a saved row whose date has passed, unchanged', '2026-01-10', ctx({ savedDepartOn: '2026-01-10' }), null],
    [
      'a saved row moved to another past date',
      '2026-01-11',
      ctx({ savedDepartOn: '2026-01-10' }),
      DEPARTURE_MESSAGES.datePast,
    ],
    [
      'a date another row of the package has',
      '2027-01-10',
      ctx({ otherDates: ['2027-01-10'] }),
      DEPARTURE_MESSAGES.dateTaken,
    ],
    [
      'a date only its own saved row had',
      '2027-01-10',
      ctx({ savedDepartOn: '2027-01-10', otherDates: ['2027-02-01'] }),
      null,
    ],
    ['a date still being typed', '2027-01', ctx({ otherDates: ['2027-01-10'] }), null],
  ])('%s', (_name, date, context, expected) => {
    expect(departureDateError(date, context)).toBe(expected);
  });

  it('is reported beside "Berangkat" with the row\'s other checks', () => {
    const row = { ...emptyDeparture(), departOn: '2026-11-01' };
    expect(departureErrors(row, undefined, ctx()).departOn).toBe(DEPARTURE_MESSAGES.datePast);
    expect(
      departureErrors({ ...row, departOn: '2027-05-05' }, undefined, ctx({ otherDates: ['2027-05-05'] })).departOn,
    ).toBe(DEPARTURE_MESSAGES.dateTaken);
    // Without the context (older callers) nothing changes.
    expect(departureErrors(row).departOn).toBeUndefined();
  });
});
