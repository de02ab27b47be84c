import { describe, expect, it } from 'vitest';
import { bookingWhatsappMessage, whatsappLink } from '../../src/domain/index.ts';

const base = {
  title: 'Umroh Reguler 12 Hari Januari',
  url: 'https://baitullah-travel.co.id/umroh/umroh-reguler-12-hari-januari-2027',
};

describe('bookingWhatsappMessage: the booking text says what is booked', () => {
  it('names the package, departure, room type with its price and the page URL', () => {
    const m = bookingWhatsappMessage({
      ...base,
      departure: '2027-01-15',
      room: { label: 'Triple', people: 3, price: 31_000_000 },
    });
    expect(m).toMatch(/^Assalamualaikum/);
    expect(m).toContain('"Umroh Reguler 12 Hari Januari"');
    expect(m).toContain('Tanggal keberangkatan: 15 Januari 2027');
    expect(m).toContain('Tipe kamar: Triple (3 orang/kamar) - Rp 31.000.000 per orang');
    expect(m).toContain(`Tautan paket: ${base.url}`);
    expect(m.split('\n')).toHaveLength(5);
  });

  it('leaves out the departure line when no date is chosen, and the room line without a price', () => {
    const m = bookingWhatsappMessage({ ...base, departure: null, room: { label: 'Double', people: 2, price: 0 } });
    expect(m).not.toContain('Tanggal keberangkatan');
    expect(m).not.toContain('Tipe kamar');
    expect(m).toContain(base.url);
  });

  it('ignores a departure that is not a date instead of printing garbage', () => {
    expect(bookingWhatsappMessage({ ...base, departure: 'segera' })).not.toContain('Tanggal keberangkatan');
  });

  it('keeps a title with quotes, ampersands and line breaks intact through the wa.me link', () => {
    const msg = bookingWhatsappMessage({
      ...base,
      title: 'Umroh "VIP" & Turki',
      room: { label: 'Quad', people: 4, price: 1 },
    });
    const link = whatsappLink('+62 812-3456-7890', msg);
    expect(new URL(link).searchParams.get('text')).toBe(msg);
    expect(link).not.toMatch(/[" \n]/);
  });
});
