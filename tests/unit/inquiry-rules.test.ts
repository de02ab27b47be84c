import { describe, expect, it } from 'vitest';
import { inquiryErrors } from '../../domain/inquiry.ts';
import { normalizeWhatsapp } from '../../domain/phone.ts';
import { INQUIRY_CASES } from '../fixtures/inquiry-inputs.ts';

describe('the browser judges each inquiry case as the database does', () => {
  it.each(INQUIRY_CASES)('$label → $field', ({ input, field, message }) => {
    expect(inquiryErrors(input, normalizeWhatsapp)).toEqual(field ? { [field]: message } : {});
  });
});
