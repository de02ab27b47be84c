import { describe, expect, it } from 'vitest';
import {
  FEW_SEATS,
  allSoldOut,
  availabilityOf,
  departsInMonth,
  departurePrice,
  hasPriceOverride,
  hotelDistanceText,
  isSoldOut,
  nextOpenDeparture,
  openDepartureMonths,
  scheduleSummary,
  seatsLabel,
  seatsLeft,
  starsText,
  todayWib,
  wibDate,
  upcomingDepartures,
  type Departure,
} from '../../domain/index.ts';

const dep = (depart_on: string, seats_booked = 0, extra: Partial<Departure> = {}): Departure => ({
  id: depart_on,
  package_id: 'p',
  depart_on,
  return_on: null,
  seats_total: 40,
  seats_booked,
  status: 'open',
  price_quad: null,
  price_triple: null,
  price_double: null,
  note: '',
  ...extra,
});

describe('seats and availability', () => {
  it('counts seats left, never below zero', () => {
    expect(seatsLeft({ seats_total: 40, seats_booked: 31 })).toBe(9);
    expect(seatsLeft({ seats_total: 40, seats_booked: 45 })).toBe(0);
  });
  it('is sold out when closed or full', () => {
    expect(isSoldOut(dep('2027-01-01', 40))).toBe(true);
    expect(isSoldOut(dep('2027-01-01', 0, { status: 'closed' }))).toBe(true);
    expect(isSoldOut(dep('2027-01-01', 39))).toBe(false);
  });
  it('LimitedAvailability at 10 seats or fewer, InStock above, SoldOut at none or closed', () => {
    expect(FEW_SEATS).toBe(10);
    expect(availabilityOf(dep('2027-01-01', 29))).toBe('InStock'); // 11 left
    expect(availabilityOf(dep('2027-01-01', 30))).toBe('LimitedAvailability'); // 10 left
    expect(availabilityOf(dep('2027-01-01', 39))).toBe('LimitedAvailability'); // 1 left
    expect(availabilityOf(dep('2027-01-01', 40))).toBe('SoldOut');
    expect(availabilityOf(dep('2027-01-01', 0, { status: 'closed' }))).toBe('SoldOut');
  });
  it('labels seats in Indonesian', () => {
    expect(seatsLabel(dep('2027-01-01', 28))).toBe('Sisa 12 kursi');
    expect(seatsLabel(dep('2027-01-01', 40))).toBe('Penuh');
    expect(seatsLabel(dep('2027-01-01', 0, { status: 'closed' }))).toBe('Ditutup');
  });
});

describe('upcoming departures (a fixed today)', () => {
  const all = [dep('2027-02-19'), dep('2026-11-10'), dep('2026-11-23'), dep('2026-12-13')];
  it('drops past departures, keeps today, sorts earliest first', () => {
    expect(upcomingDepartures(all, '2026-11-23').map((d) => d.depart_on)).toEqual([
      '2026-11-23',
      '2026-12-13',
      '2027-02-19',
    ]);
    expect(upcomingDepartures(all, '2027-03-01')).toEqual([]);
  });
  it('today is the date in Indonesia (WIB) now: wibDate, tests/fixtures/wib-dates.json', () => {
    const before = wibDate(new Date());
    const today = todayWib();
    expect([before, wibDate(new Date())]).toContain(today);
  });
  it('the next open departure skips full and closed ones', () => {
    const up = [dep('2027-01-08', 40), dep('2027-01-10', 0, { status: 'closed' }), dep('2027-02-19', 39)];
    expect(nextOpenDeparture(up)?.depart_on).toBe('2027-02-19');
    expect(nextOpenDeparture([dep('2027-01-08', 40)])).toBeNull();
  });
});

describe('month matching (the /umroh and /haji month filter)', () => {
  const up = [
    dep('2026-12-13', 14),
    dep('2027-01-08', 40),
    dep('2027-02-19', 6),
    dep('2027-03-01', 0, { status: 'closed' }),
  ];
  it('lists the months of open departures with seats only, sorted and unique', () => {
    expect(openDepartureMonths([...up, dep('2027-02-27', 1)])).toEqual(['2026-12', '2027-02']);
  });
  it('a package matches a month when any open departure is in it; a full or closed one does not count', () => {
    expect(departsInMonth(up, '2026-12')).toBe(true);
    expect(departsInMonth(up, '2027-02')).toBe(true);
    expect(departsInMonth(up, '2027-01')).toBe(false);
    expect(departsInMonth(up, '2027-03')).toBe(false);
    expect(departsInMonth([], '2027-03')).toBe(false);
  });
});

describe('schedule summary (package cards)', () => {
  it('shows the next open departure and its seats', () => {
    const s = scheduleSummary([dep('2027-01-08', 40), dep('2027-02-19', 34)]);
    expect([s.next?.depart_on, s.seats]).toEqual(['2027-02-19', 'Sisa 6 kursi']);
  });
  it('"Penuh" when every upcoming departure is full or closed', () => {
    const up = [dep('2027-05-10', 40), dep('2027-06-01', 0, { status: 'closed' })];
    expect(allSoldOut(up)).toBe(true);
    expect(scheduleSummary(up)).toEqual({ next: up[0], seats: 'Penuh' });
  });
  it('"Ditutup", not "Penuh", when every upcoming departure is closed with seats left', () => {
    const up = [dep('2027-05-10', 3, { status: 'closed' }), dep('2027-06-01', 0, { status: 'closed' })];
    expect(scheduleSummary(up)).toEqual({ next: up[0], seats: 'Ditutup' });
  });
  it('nothing upcoming: no date and no seats (the page says "Jadwal menyusul")', () => {
    expect(allSoldOut([])).toBe(false);
    expect(scheduleSummary([])).toEqual({ next: null, seats: null });
  });
});

describe('prices per departure', () => {
  const pkg = { price_quad: 28_500_000, price_triple: 30_000_000, price_double: null };
  it('uses the override, else the package price, else null', () => {
    const d = dep('2027-02-12', 8, { price_quad: 29_500_000, price_double: 34_000_000 });
    expect(departurePrice(d, pkg, 'price_quad')).toBe(29_500_000);
    expect(departurePrice(d, pkg, 'price_triple')).toBe(30_000_000);
    expect(departurePrice(d, pkg, 'price_double')).toBe(34_000_000);
    expect(departurePrice(null, pkg, 'price_double')).toBeNull();
    expect(hasPriceOverride(d)).toBe(true);
    expect(hasPriceOverride(dep('2027-02-12'))).toBe(false);
  });
});

describe('hotels', () => {
  it('distance text names the holy mosque of the city, in m or km', () => {
    expect(hotelDistanceText({ city: 'makkah', distance_m: 150 })).toBe('± 150 m dari Masjidil Haram');
    expect(hotelDistanceText({ city: 'madinah', distance_m: 1200 })).toBe('± 1,2 km dari Masjid Nabawi');
    expect(hotelDistanceText({ city: 'makkah', distance_m: null })).toBeNull();
    expect(hotelDistanceText({ city: 'other', distance_m: 100 })).toBeNull();
  });
  it('draws 1 to 5 stars', () => {
    expect(starsText(5)).toBe('★★★★★');
    expect(starsText(3)).toBe('★★★');
    expect(starsText(9)).toBe('★★★★★');
    expect(starsText(0)).toBe('');
  });
});
