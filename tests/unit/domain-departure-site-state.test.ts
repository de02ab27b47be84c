import { describe, expect, it } from 'vitest';
import {
  DEPARTURE_SITE_STATE_LABEL,
  departureSiteState,
  nextOpenDeparture,
  upcomingDepartures,
  type Departure,
  type DepartureSiteState,
} from '../../domain/index.ts';

const TODAY = '2026-11-25';

const dep = (extra: Partial<Departure>): Departure => ({
  id: 'd',
  package_id: 'p',
  depart_on: '2027-01-10',
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

// One row per case: the departure, whether its package is active, and where it stands on the site.
const CASES: [name: string, d: Partial<Departure>, active: boolean, state: DepartureSiteState][] = [
  ['open, seats left, upcoming', {}, true, 'on_sale'],
  ['open, departs today (WIB)', { depart_on: TODAY }, true, 'on_sale'],
  ['open, one seat left', { seats_booked: 39 }, true, 'on_sale'],
  ['open, departed yesterday', { depart_on: '2026-11-24' }, true, 'past'],
  ['open, long past', { depart_on: '2020-01-01' }, true, 'past'],
  ['open, every seat booked', { seats_booked: 40 }, true, 'full'],
  ['open, no seats offered', { seats_total: 0, seats_booked: 0 }, true, 'full'],
  ['closed, seats left', { status: 'closed' }, true, 'closed'],
  ['closed and full', { status: 'closed', seats_booked: 40 }, true, 'closed'],
  ['closed and past', { status: 'closed', depart_on: '2026-01-01' }, true, 'past'],
  ['full and past', { seats_booked: 40, depart_on: '2026-01-01' }, true, 'past'],
  ['open on a draft package', {}, false, 'draft'],
  ['past on a draft package', { depart_on: '2020-01-01' }, false, 'draft'],
];

describe('departureSiteState: where a departure stands on the site', () => {
  it.each(CASES)('%s', (_name, d, active, state) => {
    expect(departureSiteState(dep(d), active, TODAY)).toBe(state);
  });

  it.each(CASES)('agrees with what the site lists and sells: %s', (_name, d, active, state) => {
    const row = dep(d);
    // The site reads only active packages' departures, lists the upcoming ones and sells the first open one.
    const listed = active ? upcomingDepartures([row], TODAY) : [];
    const sold = nextOpenDeparture(listed) === row;
    expect(state === 'on_sale').toBe(sold);
    expect(state === 'past' || state === 'draft').toBe(listed.length === 0);
  });

  it('says "Dijual di situs" only for a departure the site sells', () => {
    const onSale = Object.entries(DEPARTURE_SITE_STATE_LABEL).filter(([, label]) => /dijual di situs/i.test(label));
    expect(onSale.map(([state]) => state)).toEqual(['on_sale']);
    for (const [, d, active, state] of CASES)
      if (state !== 'on_sale')
        expect(DEPARTURE_SITE_STATE_LABEL[departureSiteState(dep(d), active, TODAY)]).not.toMatch(/dijual di situs/i);
  });
});
