import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { todayWib } from '../../domain/departures.ts';
import { clientFor, newUser, seededAdmin, startLocal, tokenFor } from './rest-fixtures.ts';

// Departures and hotels through the REST API, with the official client the site and the admin use:
// today_wib() and the errors the admin shows.

let s: LocalSupabase;
let anon: SupabaseClient;
let member: SupabaseClient;
let admin: SupabaseClient;

beforeAll(async () => {
  s = await startLocal();
  anon = clientFor(s);
  member = clientFor(s, await tokenFor(s, await newUser(s)));
  admin = clientFor(s, await tokenFor(s, await seededAdmin(s), { admin: true }));
});
afterAll(async () => s?.close());

const owner = async <T>(sql: string, params: unknown[] = []) => (await s.db.query<T>(sql, params)).rows;

describe('departures', () => {
  it('visitors get the departures of active packages, dates as YYYY-MM-DD', async () => {
    const { data, error } = await anon
      .from('departures')
      .select('id, depart_on, return_on, seats_total, seats_booked, status')
      .order('depart_on');
    expect(error).toBeNull();
    const expected = await owner<{ id: string }>(
      `select d.id from public.departures d join public.packages p on p.id = d.package_id where p.status = 'active'`,
    );
    expect((data ?? []).map((d) => d.id).sort()).toEqual(expected.map((r) => r.id).sort());
    for (const d of data ?? []) expect(d.depart_on).toMatch(/^\d{4}-\d\d-\d\d$/);
    const all = await admin.from('departures').select('id', { count: 'exact', head: true });
    expect(all.count).toBeGreaterThan(expected.length);
  });

  it('a signed-in non-administrator cannot add one (403); the administrator can (201)', async () => {
    const [pkg] = await owner<{ id: string }>(`select id from public.packages where slug = 'haji-plus-2027'`);
    const row = { package_id: pkg.id, depart_on: '2027-09-01', seats_total: 20 };
    const refused = await member.from('departures').insert(row);
    expect(refused.status).toBe(403);
    expect(refused.error?.code).toBe('42501');
    const added = await admin.from('departures').insert(row).select('seats_booked, status, note').single();
    expect(added.status).toBe(201);
    expect(added.data).toEqual({ seats_booked: 0, status: 'open', note: '' });
  });

  it('a bad value is 400 with the constraint the admin maps to its field', async () => {
    const [pkg] = await owner<{ id: string }>(`select id from public.packages where slug = 'haji-plus-2027'`);
    const out = await admin
      .from('departures')
      .insert({ package_id: pkg.id, depart_on: '2027-09-10', return_on: '2027-09-01', seats_total: 20 });
    expect(out.status).toBe(400);
    expect(out.error?.code).toBe('23514');
    expect(out.error?.message).toContain('departures_return_on_check');
    const over = await admin
      .from('departures')
      .insert({ package_id: pkg.id, depart_on: '2027-09-10', seats_total: 20, seats_booked: 21 });
    expect(over.error?.message).toContain('departures_seats_booked_check');
  });
});

describe('hotels', () => {
  it('visitors see only the hotels an active package uses', async () => {
    await s.db.query(`insert into public.hotels (name, city, stars) values ('Hotel REST Tak Terpakai', 'makkah', 3)`);
    const { data, error } = await anon.from('hotels').select('name');
    expect(error).toBeNull();
    const names = (data ?? []).map((h) => h.name);
    expect(names.length).toBeGreaterThan(3);
    expect(names).not.toContain('Hotel REST Tak Terpakai');
    const all = await admin.from('hotels').select('name');
    expect((all.data ?? []).map((h) => h.name)).toContain('Hotel REST Tak Terpakai');
  });

  it('deleting a hotel in use is 409 23503 with the packages named and a hint; detached, it goes', async () => {
    const [hotel] = await owner<{ id: string }>(`select id from public.hotels where name = 'Hilton Istanbul Bomonti'`);
    const titles = await owner<{ title: string }>(
      `select p.title from public.package_hotels ph join public.packages p on p.id = ph.package_id
        where ph.hotel_id = $1 order by p.title`,
      [hotel.id],
    );
    const refused = await admin.from('hotels').delete().eq('id', hotel.id);
    expect(refused.status).toBe(409);
    expect(refused.error).toMatchObject({
      code: '23503',
      message: `Hotel "Hilton Istanbul Bomonti" masih dipakai oleh paket: ${titles.map((t) => t.title).join(', ')}`,
      hint: 'Lepaskan hotel dari paket tersebut lebih dulu.',
    });
    const detached = await admin.from('package_hotels').delete().eq('hotel_id', hotel.id);
    expect(detached.error).toBeNull();
    const deleted = await admin.from('hotels').delete().eq('id', hotel.id).select('name');
    expect(deleted.data).toEqual([{ name: 'Hilton Istanbul Bomonti' }]);
  });
});

describe('RPC', () => {
  it('today_wib() answers the Indonesian date to visitors', async () => {
    const before = todayWib();
    const { data, error } = await anon.rpc('today_wib');
    expect(error).toBeNull();
    expect([before, todayWib()]).toContain(data);
  });

  it('dashboard_summary() gives the administrator the departure figures', async () => {
    const { data, error } = await admin.rpc('dashboard_summary');
    expect(error).toBeNull();
    expect(data).toMatchObject({
      upcoming_departures: expect.any(Number),
      seats_offered: expect.any(Number),
      active_pilgrims: expect.any(Number),
      departures_needing_attention: expect.any(Number),
    });
    expect(data.next_departures.length).toBeGreaterThan(0);
    expect(data.next_departures.length).toBeLessThanOrEqual(5);
    expect(data.next_departures[0]).toMatchObject({
      package_title: expect.any(String),
      depart_on: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      seats_left: expect.any(Number),
      needs_attention: expect.any(Boolean),
    });
  });
});
