import { describe, expect, it } from 'vitest';
import {
  REGISTRATION_CLOSED_LABEL,
  availabilityOf,
  departureSiteState,
  inFullPaymentWindow,
  isSoldOut,
  markFullPaymentWindow,
  nextOpenDeparture,
  openDepartureMonths,
  registrationClosesOn,
  scheduleSummary,
  seatsLabel,
  type Departure,
} from '../../domain/index.ts';

const TODAY = '2026-11-25';
const dep = (depart_on: string, extra: Partial<Departure> = {}): Departure => ({
  id: depart_on,
  package_id: 'p',
  depart_on,
  return_on: null,
  seats_total: 40,
  seats_booked: 0,
  status: 'open',
  price_quad: null,
  price_triple: null,
  price_double: null,
  note: '',
  ...extra,
});

describe('the full-payment window (Pelunasan H-N): registration closes after the deadline', () => {
  it('closes on the deadline day, N days before departure', () => {
    expect(registrationClosesOn('2027-01-10', 30)).toBe('2026-12-11');
    expect(registrationClosesOn('2027-03-01', 1)).toBe('2027-02-28');
    expect(registrationClosesOn('2027-01-10', 0)).toBe('2027-01-10');
    expect(registrationClosesOn('2027-01-10', null)).toBeNull();
  });

  // Departing 2026-12-25 with H-30: the deadline is 2026-11-25 (today).
  it.each([
    ['the deadline is today: still taken', '2026-12-25', 30, false],
    ['the deadline was yesterday', '2026-12-24', 30, true],
    ['departs tomorrow, H-30', '2026-11-26', 30, true],
    ['departs today, H-0', TODAY, 0, false],
    ['no deadline stated', '2026-11-26', null, false],
    ['far off', '2027-06-01', 45, false],
  ] as const)('%s', (_name, departOn, days, inside) => {
    expect(inFullPaymentWindow(dep(departOn), days, TODAY)).toBe(inside);
  });

  it('is one state of departureSiteState, after closed and full', () => {
    expect(departureSiteState(dep('2026-12-01'), true, TODAY, 30)).toBe('registration_closed');
    expect(departureSiteState(dep('2026-12-25'), true, TODAY, 30)).toBe('on_sale');
    expect(departureSiteState(dep('2026-12-01'), true, TODAY, null)).toBe('on_sale');
    expect(departureSiteState(dep('2026-12-01', { seats_booked: 40 }), true, TODAY, 30)).toBe('full');
    expect(departureSiteState(dep('2026-12-01', { status: 'closed' }), true, TODAY, 30)).toBe('closed');
    expect(departureSiteState(dep('2026-11-01'), true, TODAY, 30)).toBe('past');
    expect(departureSiteState(dep('2026-12-01'), false, TODAY, 30)).toBe('draft');
    // The site's marked rows give the same answer without the package's N.
    const [marked] = markFullPaymentWindow([dep('2026-12-01')], 30, TODAY);
    expect(departureSiteState(marked!, true, TODAY)).toBe('registration_closed');
  });

  it('a marked date is not sold: never the default, not in the month filter, its own words', () => {
    const up = markFullPaymentWindow([dep('2026-12-01'), dep('2027-02-08')], 30, TODAY);
    expect(up.map((d) => d.registration_closed)).toEqual([true, false]);
    expect(isSoldOut(up[0]!)).toBe(true);
    expect(availabilityOf(up[0]!)).toBe('SoldOut');
    expect(seatsLabel(up[0]!)).toBe(REGISTRATION_CLOSED_LABEL);
    expect(REGISTRATION_CLOSED_LABEL).toBe('Pendaftaran ditutup — hubungi kami');
    expect(nextOpenDeparture(up)?.depart_on).toBe('2027-02-08');
    expect(openDepartureMonths(up)).toEqual(['2027-02']);
  });

  it('the card says "Pendaftaran ditutup" when every date left is inside the window', () => {
    const up = markFullPaymentWindow([dep('2026-12-01'), dep('2026-12-05')], 30, TODAY);
    expect(scheduleSummary(up)).toEqual({ next: up[0], seats: REGISTRATION_CLOSED_LABEL });
    const withFull = markFullPaymentWindow([dep('2026-12-01'), dep('2027-03-01', { seats_booked: 40 })], 30, TODAY);
    expect(scheduleSummary(withFull).seats).toBe('Penuh');
  });
});
