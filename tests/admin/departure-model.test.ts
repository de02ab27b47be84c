import { describe, expect, it } from 'vitest';
import {
  DEPARTURE_MESSAGES,
  departureErrors,
  departurePayload,
  departureToDraft,
  duplicateDeparture,
  emptyDeparture,
  stepBooked,
  type DepartureDraft,
} from '../../admin/src/packages/departure-model.ts';
import {
  HOTEL_MESSAGES,
  hotelErrors,
  hotelPayload,
  hotelToDraft,
  emptyHotel,
  packageHotelErrors,
} from '../../admin/src/hotels/model.ts';

const ok: DepartureDraft = {
  ...emptyDeparture(),
  departOn: '2027-03-10',
  returnOn: '2027-03-21',
  seatsTotal: '45',
  seatsBooked: '14',
};

describe('a departure row', () => {
  it('counts the note as its counter and the database do: an emoji is one character', () => {
    const note = `${'a'.repeat(189)}${'🕋'.repeat(11)}`; // 200 characters, 211 UTF-16 units
    expect(departureErrors({ ...ok, note })).toEqual({});
    expect(departureErrors({ ...ok, note: `${note}b` }).note).toBeTruthy();
  });

  it('accepts a complete row and maps it to the database columns', () => {
    expect(departureErrors(ok)).toEqual({});
    expect(departurePayload({ ...ok, priceQuad: 'Rp 29.500.000', note: '  Ramadhan ' }, 'pkg')).toEqual({
      package_id: 'pkg',
      depart_on: '2027-03-10',
      return_on: '2027-03-21',
      seats_total: 45,
      seats_booked: 14,
      status: 'open',
      price_quad: 29_500_000,
      price_triple: null,
      price_double: null,
      note: 'Ramadhan',
    });
  });

  it('refuses seats booked above the total, beside "Kursi terisi"', () => {
    expect(departureErrors({ ...ok, seatsBooked: '46' })).toEqual({ seatsBooked: DEPARTURE_MESSAGES.bookedAboveTotal });
  });

  it('refuses a return before the departure, beside "Pulang"', () => {
    expect(departureErrors({ ...ok, returnOn: '2027-03-09' })).toEqual({
      returnOn: DEPARTURE_MESSAGES.returnBeforeDeparture,
    });
    expect(departureErrors({ ...ok, returnOn: '' })).toEqual({});
    expect(departureErrors({ ...ok, returnOn: '2027-03-10' })).toEqual({});
  });

  it('refuses negative or non-whole seats and a missing date, never rewriting them', () => {
    expect(departureErrors({ ...ok, seatsTotal: '-5' }).seatsTotal).toBe(DEPARTURE_MESSAGES.seatsNegative);
    expect(departureErrors({ ...ok, seatsBooked: '-1' }).seatsBooked).toBe(DEPARTURE_MESSAGES.seatsNegative);
    expect(departureErrors({ ...ok, seatsTotal: '4,5' }).seatsTotal).toMatch(/bilangan bulat/);
    expect(departureErrors({ ...ok, seatsTotal: '' }).seatsTotal).toBe('Wajib diisi');
    expect(departureErrors({ ...ok, departOn: '' }).departOn).toBe('Wajib diisi');
    expect(departureErrors({ ...ok, departOn: '31/02/2027' }).departOn).toMatch(/Tanggal tidak valid/);
  });

  it('parses price overrides strictly with the IDR parser', () => {
    expect(departureErrors({ ...ok, priceTriple: '29,5 juta' }).priceTriple).toMatch(/rupiah/);
    expect(departureErrors({ ...ok, priceDouble: '-1' }).priceDouble).toMatch(/negatif/);
  });

  it('refuses a price for a room the package does not sell, beside that field', () => {
    const row = { ...ok, priceTriple: 'Rp 31.500.000', priceDouble: '34000000' };
    const quadOnly = departureErrors(row, { triple: false, double: false });
    expect(quadOnly.priceTriple).toBe(DEPARTURE_MESSAGES.roomNotSold('Triple'));
    expect(quadOnly.priceDouble).toBe(DEPARTURE_MESSAGES.roomNotSold('Double'));
    expect(departureErrors(row, { triple: true, double: false }).priceTriple).toBeUndefined();
    expect(departureErrors({ ...ok, priceTriple: '' }, { triple: false, double: false })).toEqual({});
  });

  it('round-trips a stored row', () => {
    const d = departureToDraft({
      id: 'x',
      package_id: 'pkg',
      depart_on: '2027-03-10',
      return_on: null,
      seats_total: 45,
      seats_booked: 0,
      status: 'closed',
      price_quad: 30_000_000,
      price_triple: null,
      price_double: null,
      note: '',
    });
    expect(d).toMatchObject({ id: 'x', status: 'closed', priceQuad: '30.000.000', returnOn: '', seatsBooked: '0' });
  });

  it('duplicates as a new open row with blank dates and nothing booked', () => {
    const copy = duplicateDeparture({ ...ok, id: 'x', status: 'closed', priceQuad: '30.000.000' });
    expect(copy).toMatchObject({
      id: '',
      departOn: '',
      returnOn: '',
      seatsBooked: '0',
      status: 'open',
      seatsTotal: '45',
      priceQuad: '30.000.000',
    });
  });

  it('steps seats booked with +/− within 0 and the total', () => {
    expect(stepBooked({ seatsBooked: '14', seatsTotal: '45' }, 1)).toBe('15');
    expect(stepBooked({ seatsBooked: '0', seatsTotal: '45' }, -1)).toBe('0');
    expect(stepBooked({ seatsBooked: '45', seatsTotal: '45' }, 1)).toBe('45');
    expect(stepBooked({ seatsBooked: '', seatsTotal: '45' }, 1)).toBe('1');
    expect(stepBooked({ seatsBooked: 'abc', seatsTotal: '45' }, 1)).toBeNull();
  });
});

describe('a hotel', () => {
  const hotel = { ...emptyHotel(), name: 'Hilton Suites Makkah', stars: '5', distanceM: '150' };
  it('accepts a complete hotel and maps it', () => {
    expect(hotelErrors(hotel)).toEqual({});
    expect(hotelPayload(hotel)).toEqual({
      name: 'Hilton Suites Makkah',
      city: 'makkah',
      stars: 5,
      distance_m: 150,
      image_url: null,
    });
    expect(hotelToDraft({ ...hotelPayload(hotel), id: 'h' } as never)).toEqual(hotel);
  });
  it('refuses stars outside 1–5 and a negative distance', () => {
    expect(hotelErrors({ ...hotel, stars: '6' }).stars).toBe(HOTEL_MESSAGES.stars);
    expect(hotelErrors({ ...hotel, stars: '0' }).stars).toBe(HOTEL_MESSAGES.stars);
    expect(hotelErrors({ ...hotel, distanceM: '-5' }).distanceM).toBe(HOTEL_MESSAGES.distanceNegative);
    expect(hotelErrors({ ...hotel, name: ' ' }).name).toBe('Wajib diisi');
  });
  it('checks a package hotel: a hotel picked once, 1 to 60 nights', () => {
    expect(packageHotelErrors({ hotelId: 'h', nights: '4' })).toEqual({});
    expect(packageHotelErrors({ hotelId: '', nights: '0' })).toEqual({
      hotelId: HOTEL_MESSAGES.pickHotel,
      nights: HOTEL_MESSAGES.nights,
    });
    expect(packageHotelErrors({ hotelId: 'h', nights: '61' }, ['h'])).toEqual({
      hotelId: HOTEL_MESSAGES.hotelTaken,
      nights: HOTEL_MESSAGES.nights,
    });
  });
});
