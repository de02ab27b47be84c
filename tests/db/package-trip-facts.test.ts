import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { attempt, bootWithActors, insertSql, rowsOf, type Actors } from './helpers.ts';

// Packages state their flight and payment terms as data
// (supabase/migrations/20261123006000_package_trip_facts.sql).

let s: LocalSupabase;
let actors: Actors;
beforeAll(async () => ({ s, actors } = await bootWithActors()));
afterAll(async () => s?.close());

const CHECK = '23514';
const FACTS = 'airline, departure_airport, direct_flight, visa_included, booking_fee, full_payment_days';

const validPackage = (over: Record<string, unknown> = {}) => ({
  slug: `paket-trip-${Math.random().toString(36).slice(2, 8)}`,
  title: 'Paket Uji Penerbangan',
  category: 'umroh',
  price_quad: 25000000,
  ...over,
});

function tryInsert(row: Record<string, unknown>) {
  const { sql, params } = insertSql('public.packages', row);
  return attempt(s.db, actors.admin, sql, params);
}

describe('columns', () => {
  it('default to "not stated" for a package that names none (existing rows, older clients)', async () => {
    const out = await tryInsert(validPackage());
    expect(rowsOf(out)[0]).toMatchObject({
      airline: '',
      departure_airport: null,
      direct_flight: false,
      visa_included: false,
      booking_fee: null,
      full_payment_days: null,
    });
  });

  it('accept the bounds and realistic values', async () => {
    for (const over of [
      {
        airline: 'Saudia',
        departure_airport: 'CGK',
        direct_flight: true,
        visa_included: true,
        booking_fee: 5000000,
        full_payment_days: 30,
      },
      { airline: 'a'.repeat(100), departure_airport: 'SUB', booking_fee: 0, full_payment_days: 0 },
      { booking_fee: 10_000_000_000, full_payment_days: 365 },
    ]) {
      expect(await tryInsert(validPackage(over)), JSON.stringify(over).slice(0, 80)).toMatchObject({ ok: true });
    }
  });
});

describe('checks', () => {
  const bad: [string, Record<string, unknown>, string][] = [
    [
      'a lowercase airport code (never uppercased for the admin)',
      { departure_airport: 'cgk' },
      'packages_departure_airport_check',
    ],
    ['a two-letter airport code', { departure_airport: 'CG' }, 'packages_departure_airport_check'],
    ['a four-letter airport code', { departure_airport: 'CGKX' }, 'packages_departure_airport_check'],
    ['an airport code with a digit', { departure_airport: 'CG1' }, 'packages_departure_airport_check'],
    ['an airport code with spaces', { departure_airport: ' CGK' }, 'packages_departure_airport_check'],
    ['an empty airport code (null means not stated)', { departure_airport: '' }, 'packages_departure_airport_check'],
    ['a negative booking fee', { booking_fee: -1 }, 'packages_booking_fee_check'],
    ['a booking fee above 10 billion', { booking_fee: 10_000_000_001 }, 'packages_booking_fee_check'],
    ['pelunasan H-(-1)', { full_payment_days: -1 }, 'packages_full_payment_days_check'],
    ['pelunasan H-366', { full_payment_days: 366 }, 'packages_full_payment_days_check'],
    ['an airline name of 101 characters', { airline: 'a'.repeat(101) }, 'packages_airline_check'],
  ];
  for (const [label, over, constraint] of bad) {
    it(`refuses ${label} (${constraint})`, async () => {
      const out = await tryInsert(validPackage(over));
      expect(out).toMatchObject({ ok: false, code: CHECK });
      expect(out.ok ? '' : out.message).toContain(constraint);
    });
  }

  it('refuses the same bad data on update, and nulls on the switches', async () => {
    const id = (await s.db.query<{ id: string }>(`select id from public.packages limit 1`)).rows[0].id;
    for (const [set, code] of [
      [`departure_airport = 'jed'`, CHECK],
      [`booking_fee = -5000000`, CHECK],
      [`full_payment_days = 400`, CHECK],
      [`direct_flight = null`, '23502'],
      [`visa_included = null`, '23502'],
      [`airline = null`, '23502'],
    ]) {
      const out = await attempt(s.db, actors.admin, `update public.packages set ${set} where id = $1`, [id]);
      expect(out, set).toMatchObject({ ok: false, code });
    }
  });
});

describe('seed and row-level security', () => {
  it('every seeded package states its airline, airport, visa, booking fee and pelunasan', async () => {
    const rows = (
      await s.db.query<Record<string, unknown>>(`select slug, category, ${FACTS} from public.packages order by slug`)
    ).rows;
    expect(rows.length).toBeGreaterThan(0);
    // Guidance for pilgrims on the government quota flies with the government's flights and visa: it claims none.
    const guidance = rows.filter((r) => String(r.slug).startsWith('haji-reguler-pendampingan'));
    expect(guidance).toHaveLength(1);
    expect(guidance[0]).toMatchObject({
      airline: '',
      departure_airport: null,
      visa_included: false,
      direct_flight: false,
    });
    for (const r of rows.filter((x) => !guidance.includes(x))) {
      expect(r.airline, String(r.slug)).toMatch(/^(Saudia|Garuda Indonesia|Lion Air|Turkish Airlines)$/);
      expect(r.departure_airport, String(r.slug)).toMatch(/^(CGK|SUB)$/);
      expect(r.visa_included, String(r.slug)).toBe(true);
      expect(Number(r.booking_fee), String(r.slug)).toBe(5000000);
      expect(r.full_payment_days, String(r.slug)).toBe(r.category === 'haji' ? 60 : 30);
    }
    expect(rows.find((r) => String(r.slug).includes('turki'))).toMatchObject({ airline: 'Turkish Airlines' });
  });

  it('visitors read the facts of active packages, never of drafts', async () => {
    const out = await attempt(s.db, actors.anon, `select slug, status, ${FACTS} from public.packages order by slug`);
    const rows = rowsOf<Record<string, unknown>>(out);
    const active = (
      await s.db.query<{ n: number }>(`select count(*)::int as n from public.packages where status = 'active'`)
    ).rows[0].n;
    expect(rows).toHaveLength(active);
    expect(rows.every((r) => r.status === 'active')).toBe(true);
    expect(rows.find((r) => r.slug === 'umroh-reguler-12-hari-januari-2027')).toMatchObject({
      airline: 'Saudia',
      departure_airport: 'CGK',
      direct_flight: true,
      visa_included: true,
      full_payment_days: 30,
    });
  });

  it('only the administrator changes them', async () => {
    const id = (await s.db.query<{ id: string }>(`select id from public.packages where status = 'active' limit 1`))
      .rows[0].id;
    const sql = `update public.packages set airline = 'Qatar Airways', booking_fee = 1 where id = $1 returning airline`;
    for (const actor of [actors.anon, actors.user]) {
      expect(await attempt(s.db, actor, sql, [id])).toMatchObject({ ok: false, code: '42501' });
    }
    expect(rowsOf(await attempt(s.db, actors.admin, sql, [id]))).toEqual([{ airline: 'Qatar Airways' }]);
  });
});
