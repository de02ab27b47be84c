import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { parsePax } from '../../domain/inquiry.ts';
import { todayWib } from '../../domain/departures.ts';
import { normalizeWhatsapp } from '../../domain/phone.ts';
import { INQUIRY_CASES, departureCases } from '../fixtures/inquiry-inputs.ts';
import { bootDatabase } from './helpers.ts';

let s: LocalSupabase;
beforeAll(async () => {
  s = await bootDatabase();
});
afterAll(async () => {
  await s?.close();
});

describe('the database judges each inquiry case as the browser does', () => {
  it.each(INQUIRY_CASES)('$label → $field', async ({ input, field, message }) => {
    // What the form sends: the number in its international form when the browser could read it, as typed
    // otherwise (a hand-made request), and the people count parsed strictly.
    const digits = normalizeWhatsapp(input.whatsapp);
    const whatsapp = digits ? `+${digits}` : input.whatsapp;
    let outcome: { field: string | null; message: string | null };
    try {
      await s.db.exec('begin');
      await s.db.query(
        `select public.submit_inquiry(name => $1, whatsapp => $2, pax => $3, message => $4, consent => $5)`,
        [input.name, whatsapp, parsePax(input.pax), input.message, input.consent],
      );
      outcome = { field: null, message: null };
    } catch (e) {
      const err = e as { message: string; detail?: string };
      outcome = { field: err.detail ?? '(no field)', message: err.message };
    } finally {
      await s.db.exec('rollback');
    }
    expect(outcome).toEqual({ field, message });
  });
});

describe('the database refuses a departure the site does not sell, as the browser does', () => {
  it.each(departureCases(todayWib()))('$label → $field', async ({ departure, full_payment_days, field, message }) => {
    let outcome: { field: string | null; message: string | null };
    try {
      await s.db.exec('begin');
      // The database's own today (WIB) places the date; the package is the seed's first active one.
      const { rows } = await s.db.query<{ package_id: string; departure_id: string }>(
        `with p as (
           update public.packages set full_payment_days = $1
            where id = (select id from public.packages where status = 'active' order by slug limit 1)
           returning id)
         insert into public.departures (package_id, depart_on, seats_total, seats_booked, status)
         select p.id, public.today_wib() + $2::integer, 40, $3, $4 from p
         returning package_id, id as departure_id`,
        [full_payment_days, daysFromToday(departure.depart_on), departure.seats_booked, departure.status],
      );
      await s.db.query(
        `select public.submit_inquiry(name => 'Siti Aminah', whatsapp => '+6281234567890', package_id => $1,
                                      departure_id => $2, pax => 2, consent => true)`,
        [rows[0]!.package_id, rows[0]!.departure_id],
      );
      outcome = { field: null, message: null };
    } catch (e) {
      const err = e as { message: string; detail?: string };
      outcome = { field: err.detail ?? '(no field)', message: err.message };
    } finally {
      await s.db.exec('rollback');
    }
    expect(outcome).toEqual({ field, message });
  });
});

/** Whole days from today (WIB) to a 'YYYY-MM-DD' date. */
function daysFromToday(date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${todayWib()}T00:00:00Z`)) / 86_400_000);
}
