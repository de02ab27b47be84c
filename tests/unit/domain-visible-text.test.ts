import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasVisibleText } from '../../domain/index.ts';
import { inquiryErrors } from '../../domain/inquiry.ts';
import { normalizeWhatsapp } from '../../domain/phone.ts';

// The table of cases the database checks too (private.has_visible_text, tests/db/safe-input.test.ts).
const { cases } = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'visible-text.json'), 'utf8'),
) as { cases: { text: string; visible: boolean }[] };

describe('hasVisibleText', () => {
  it.each(cases)('$text → $visible', ({ text, visible }) => {
    expect(hasVisibleText(text)).toBe(visible);
  });

  it('the inquiry form refuses a name of tabs and zero-width characters beside the name', () => {
    const errors = inquiryErrors(
      { name: '\t\u200b\u200b', whatsapp: '081234567890', pax: '1', message: '', consent: true },
      normalizeWhatsapp,
    );
    expect(errors.name).toBe('Nama wajib diisi');
  });
});
