import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { wibDate } from '../../domain/index.ts';

/**
 * wibDate (domain/dates.ts) runs the table of cases private.wib_date runs in the database
 * (tests/db/wib-dates.test.ts): the date in Indonesia at an instant.
 */
interface Case {
  instant: string;
  date: string;
  why?: string;
}
const { cases } = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'wib-dates.json'), 'utf8'),
) as { cases: Case[] };

describe('wibDate agrees with tests/fixtures/wib-dates.json', () => {
  it.each(cases)('$instant → $date', (c) => {
    expect(wibDate(new Date(c.instant))).toBe(c.date);
  });

  it('has cases either side of every midnight it names', () => {
    const midnights = cases.filter((c) => c.instant.endsWith('T17:00:00Z'));
    expect(midnights.length).toBeGreaterThanOrEqual(5);
    for (const c of midnights) {
      const before = new Date(Date.parse(c.instant) - 1);
      expect(wibDate(before), c.instant).not.toBe(c.date);
    }
  });
});

describe('the table itself', () => {
  // The time zone database's Asia/Jakarta, read by the platform: checks that the cases are right, independently
  // of the offset arithmetic both implementations use.
  const jakarta = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Jakarta',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  it.each(cases)('$instant is $date in Asia/Jakarta', (c) => {
    expect(jakarta.format(new Date(c.instant))).toBe(c.date);
  });
});
