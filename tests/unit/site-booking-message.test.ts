import { describe, expect, it } from 'vitest';
import { bookingWhatsappMessage, whatsappLink } from '../../domain/index.ts';
import { bookingChoices, bookingRooms, defaultBookingMessage, defaultDeparture } from '../../src/lib/booking.ts';

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

describe('booking rooms per departure', () => {
  const pkg = {
    title: 'Umroh Reguler 12 Hari Januari 2027',
    price_quad: 28_500_000,
    price_triple: 30_500_000,
    price_double: null,
    departures: [
      {
        id: 'a',
        package_id: 'p',
        depart_on: '2027-01-15',
        return_on: '2027-01-26',
        seats_total: 40,
        seats_booked: 31,
        status: 'open' as const,
        price_quad: null,
        price_triple: null,
        price_double: null,
        note: '',
      },
      {
        id: 'b',
        package_id: 'p',
        depart_on: '2027-02-12',
        return_on: '2027-02-23',
        seats_total: 40,
        seats_booked: 8,
        status: 'open' as const,
        price_quad: 29_500_000,
        price_triple: 31_500_000,
        price_double: 34_000_000,
        note: 'Harga musim ramai',
      },
      {
        id: 'c',
        package_id: 'p',
        depart_on: '2027-10-14',
        return_on: null,
        seats_total: 40,
        seats_booked: 40,
        status: 'open' as const,
        price_quad: null,
        price_triple: null,
        price_double: null,
        note: '',
      },
    ],
  };
  it('starts on the next open departure and names its date', () => {
    expect(defaultDeparture(pkg)?.depart_on).toBe('2027-01-15');
    expect(defaultBookingMessage(pkg, base.url, defaultDeparture(pkg))).toContain(
      'Tanggal keberangkatan: 15 Januari 2027',
    );
  });
  it('prices the package rooms by the departure override; a room the package lacks stays out', () => {
    const rooms = bookingRooms(pkg, base.url, pkg.departures[1]!);
    expect(rooms.map((r) => [r.label, r.price])).toEqual([
      ['Quad', 29_500_000],
      ['Triple', 31_500_000],
    ]);
    expect(rooms[0]!.message).toContain('Tanggal keberangkatan: 12 Februari 2027');
    expect(rooms[0]!.message).toContain('Rp 29.500.000 per orang');
  });
  it('offers only open departures with seats as choices', () => {
    expect(bookingChoices(pkg, base.url).map((c) => c.departure.depart_on)).toEqual(['2027-01-15', '2027-02-12']);
  });
  it('without a departure the message has no date', () => {
    expect(defaultBookingMessage(pkg, base.url, null)).not.toContain('Tanggal keberangkatan');
  });
});
