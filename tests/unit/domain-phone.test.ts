import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, formatWhatsapp, normalizeWhatsapp, whatsappError } from '../../domain/index.ts';

interface Case {
  typed: string;
  stored: string | null;
  /** What the database stores where it legitimately differs (shape only); absent when it agrees. */
  sql?: string;
  shown?: string;
}
const { cases } = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'whatsapp-numbers.json'), 'utf8'),
) as { cases: Case[] };

describe('normalizeWhatsapp: the table of cases the database checks too (tests/fixtures/whatsapp-numbers.json)', () => {
  it.each(cases)('$typed → $stored', ({ typed, stored, shown }) => {
    expect(normalizeWhatsapp(typed)).toBe(stored);
    expect(whatsappError(typed)).toBe(stored ? null : typed.trim() ? FIELD_MESSAGES.whatsapp : FIELD_MESSAGES.required);
    if (shown) expect(formatWhatsapp(stored!)).toBe(shown);
  });

  it('marks a difference with the database only where the browser is the stricter one', () => {
    for (const c of cases.filter((c) => 'sql' in c)) {
      expect(c.stored, c.typed).toBeNull();
      expect(c.sql, c.typed).toMatch(/^[1-9]\d{7,14}$/);
    }
  });

  it('reads a stored number back as itself, so a saved number stays the same number', () => {
    for (const { stored } of cases) if (stored) expect(normalizeWhatsapp(`+${stored}`), stored).toBe(stored);
    for (const { stored, shown } of cases) if (shown) expect(normalizeWhatsapp(shown), shown).toBe(stored);
  });
});

describe('formatWhatsapp', () => {
  it('shows an Indonesian number as +62 812-3456-7890 and others in their international format', () => {
    expect(formatWhatsapp('6281234567890')).toBe('+62 812-3456-7890');
    expect(formatWhatsapp('+6281234567890')).toBe('+62 812-3456-7890');
    expect(formatWhatsapp('85291234567')).toBe('+852 9123 4567');
    expect(formatWhatsapp('886912345678')).toBe('+886 912 345 678');
  });

  it('keeps showing every number the database may hold, never another country’s', () => {
    // Stored before libphonenumber checked the site's numbers: still grouped the Indonesian way.
    expect(formatWhatsapp('6281234567')).toBe('+62 812-3456-7');
    // Well-shaped but not a mobile number of its country (sent straight to the API): digits with '+'.
    expect(formatWhatsapp('85221234567')).toBe('+85221234567');
    expect(formatWhatsapp('abc')).toBe('abc');
    expect(formatWhatsapp('')).toBe('');
  });
});
