import { describe, expect, it } from 'vitest';
import {
  INQUIRY_MESSAGES,
  inquiryErrors as errorsWith,
  inquiryMessage,
  inquiryOutcome,
  parsePax,
  type InquiryInput,
} from '../../domain/inquiry.ts';
import { normalizeWhatsapp } from '../../domain/phone.ts';

const inquiryErrors = (input: InquiryInput) => errorsWith(input, normalizeWhatsapp);

const ok = { name: 'Siti', whatsapp: '0812-3456-7890', pax: '2', message: '', consent: true };

describe('inquiry form checks', () => {
  it('accepts a complete form', () => {
    expect(inquiryErrors(ok)).toEqual({});
  });

  it('parses the number of people strictly', () => {
    expect(parsePax('1')).toBe(1);
    expect(parsePax(' 50 ')).toBe(50);
    for (const v of ['', '0', '51', '2.5', '1e1', '-1', 'dua', '002']) expect(parsePax(v), v).toBeNull();
  });

  it('names each refused field with the sentence the database uses', () => {
    expect(inquiryErrors({ ...ok, name: '  ' })).toEqual({ name: INQUIRY_MESSAGES.nameRequired });
    expect(inquiryErrors({ ...ok, name: 'x'.repeat(101) })).toEqual({ name: INQUIRY_MESSAGES.nameTooLong });
    expect(inquiryErrors({ ...ok, whatsapp: '' })).toEqual({ whatsapp: INQUIRY_MESSAGES.whatsappRequired });
    expect(inquiryErrors({ ...ok, whatsapp: '0812-3456-789O' })).toEqual({
      whatsapp: INQUIRY_MESSAGES.whatsappInvalid,
    });
    expect(inquiryErrors({ ...ok, whatsapp: '+62 21 3190 4545' })).toEqual({
      whatsapp: INQUIRY_MESSAGES.whatsappInvalid,
    });
    expect(inquiryErrors({ ...ok, whatsapp: '+852 9123 4567' })).toEqual({});
    expect(inquiryErrors({ ...ok, pax: '60' })).toEqual({ pax: INQUIRY_MESSAGES.pax });
    expect(inquiryErrors({ ...ok, message: 'x'.repeat(1001) })).toEqual({ message: INQUIRY_MESSAGES.messageTooLong });
    expect(inquiryErrors({ ...ok, consent: false })).toEqual({ consent: INQUIRY_MESSAGES.consent });
  });

  it('puts the chosen room on the first line of the message', () => {
    expect(inquiryMessage('Quad', 'Halo')).toBe('Tipe kamar: Quad\nHalo');
    expect(inquiryMessage('', 'Halo')).toBe('Halo');
  });

  it('maps the server answer to a field, the form, or success', () => {
    expect(inquiryOutcome(200, { ok: true })).toEqual({ kind: 'sent' });
    expect(inquiryOutcome(400, { code: 'P0001', details: 'whatsapp', message: 'Nomor WhatsApp tidak valid' })).toEqual({
      kind: 'field',
      field: 'whatsapp',
      message: 'Nomor WhatsApp tidak valid',
    });
    expect(inquiryOutcome(429, { code: 'PT429', message: 'Terlalu banyak permintaan' })).toEqual({
      kind: 'form',
      message: 'Terlalu banyak permintaan',
    });
    expect(inquiryOutcome(500, null)).toEqual({ kind: 'form', message: INQUIRY_MESSAGES.failed });
    expect(inquiryOutcome(400, { details: 'other', message: 'x' })).toEqual({
      kind: 'form',
      message: INQUIRY_MESSAGES.failed,
    });
  });
});
