import { describe, expect, it } from 'vitest';
import { departureRefusal, inquiryErrors } from '../../domain/inquiry.ts';
import { normalizeWhatsapp } from '../../domain/phone.ts';
import { INQUIRY_CASES, departureCases } from '../fixtures/inquiry-inputs.ts';

describe('the browser judges each inquiry case as the database does', () => {
  it.each(INQUIRY_CASES)('$label → $field', ({ input, field, message }) => {
    expect(inquiryErrors(input, normalizeWhatsapp)).toEqual(field ? { [field]: message } : {});
  });
});

describe('the browser judges each departure an inquiry names as the database does', () => {
  const TODAY = '2026-11-25';
  it.each(departureCases(TODAY))('$label → $field', ({ departure, full_payment_days, field, message }) => {
    const refusal = departureRefusal(departure, full_payment_days, TODAY);
    expect(refusal ? { field: 'departure_id', message: refusal } : { field: null, message: null }).toEqual({
      field,
      message,
    });
  });
});
