import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WHATSAPP,
  WHATSAPP_GREETING,
  cleanWhatsappNumber,
  packageWhatsappMessage,
  telLink,
  whatsappLink,
} from '../../domain/index.ts';

describe('cleanWhatsappNumber (digits and "+" only, default as fallback)', () => {
  it('keeps only digits and the plus sign', () => {
    expect(cleanWhatsappNumber('+62 812-3456-7890')).toBe('+6281234567890');
    expect(cleanWhatsappNumber('(+62) 812.3456.7890 ext')).toBe('+6281234567890');
    expect(cleanWhatsappNumber('0812 3456 7890')).toBe('081234567890');
  });
  it('falls back to the default number when nothing usable remains', () => {
    expect(cleanWhatsappNumber('')).toBe(DEFAULT_WHATSAPP);
    expect(cleanWhatsappNumber(null)).toBe(DEFAULT_WHATSAPP);
    expect(cleanWhatsappNumber(undefined)).toBe(DEFAULT_WHATSAPP);
    expect(cleanWhatsappNumber('hubungi kami')).toBe(DEFAULT_WHATSAPP);
    expect(cleanWhatsappNumber('+62 12')).toBe(DEFAULT_WHATSAPP);
  });
  it('has a default that is itself clean', () => {
    expect(DEFAULT_WHATSAPP).toMatch(/^\+\d{8,15}$/);
  });
});

describe('whatsappLink', () => {
  it('builds a wa.me link with digits only and the greeting by default', () => {
    const url = new URL(whatsappLink('+62 812-3456-7890'));
    expect(url.origin).toBe('https://wa.me');
    expect(url.pathname).toBe('/6281234567890');
    expect(url.searchParams.get('text')).toBe(WHATSAPP_GREETING);
  });
  it('uses the default number when the configured one is unusable', () => {
    expect(new URL(whatsappLink('')).pathname).toBe(`/${DEFAULT_WHATSAPP.replace(/\D/g, '')}`);
  });
  it('encodes the message so quotes, ampersands and line breaks survive', () => {
    const msg = packageWhatsappMessage('Umroh "VIP" & Turki\nBaru');
    const url = whatsappLink('6281', msg);
    expect(url).not.toMatch(/[" \n]/);
    expect(new URL(url).searchParams.get('text')).toBe(msg);
    expect(url.split('?text=')[1]).not.toContain('&');
  });
});

describe('messages (prefilled Indonesian text)', () => {
  it('greets and asks for consultation on umroh/haji packages', () => {
    expect(WHATSAPP_GREETING).toMatch(/^Assalamualaikum/);
    expect(WHATSAPP_GREETING).toMatch(/konsultasi|berkonsultasi/i);
    expect(WHATSAPP_GREETING).toMatch(/umroh\/haji/);
  });
  it('names the package title on package pages', () => {
    const m = packageWhatsappMessage('Umroh Hemat 9 Hari Desember');
    expect(m).toContain('"Umroh Hemat 9 Hari Desember"');
    expect(m).toMatch(/^Assalamualaikum/);
  });
});

describe('telLink', () => {
  it('keeps digits and plus', () => {
    expect(telLink('+62 21 3190 4545')).toBe('tel:+622131904545');
    expect(telLink(null)).toBe('tel:');
  });
  it('cannot be turned into another scheme', () => {
    expect(telLink('javascript:alert(1)')).toBe('tel:1');
  });
});
