import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { attempt, bootWithActors, rowsOf, type Actors } from './helpers.ts';

/**
 * public.testimonial_details, the site's read of testimonials: consented ones only for visitors, each with the
 * trip it tells of only when visitors may see that departure's package.
 */
let s: LocalSupabase;
let actors: Actors;
beforeAll(async () => ({ s, actors } = await bootWithActors()));
afterAll(async () => s?.close());

const asAdmin = (sql: string, params: unknown[] = []) => attempt(s.db, actors.admin, sql, params, { commit: true });
const asAnon = (sql: string, params: unknown[] = []) => attempt(s.db, actors.anon, sql, params);

interface Row {
  name: string;
  consent: boolean;
  departure_on: string | null;
  package_title: string | null;
  package_slug: string | null;
  package_category: string | null;
}

const READ = `select name, consent, departure_on::text, package_title, package_slug, package_category
                from public.testimonial_details where name like 'Uji Perjalanan %' order by name`;

describe('public.testimonial_details', () => {
  beforeAll(async () => {
    const setup = await asAdmin(`
      with draft as (
        insert into public.packages (slug, title, category, price_quad, status)
        values ('paket-draf-perjalanan', 'Paket draf', 'haji', 1, 'draft') returning id
      ), draft_departure as (
        insert into public.departures (package_id, depart_on, seats_total)
        select id, date '2026-03-01', 40 from draft returning id
      ), seed_departure as (
        select d.id from public.departures d join public.packages p on p.id = d.package_id
         where p.slug = 'umroh-hemat-9-hari' order by d.depart_on limit 1
      )
      insert into public.testimonials (name, content, consent, departure_id)
      values ('Uji Perjalanan A', 'Isi', true, (select id from seed_departure)),
             ('Uji Perjalanan B', 'Isi', true, (select id from draft_departure)),
             ('Uji Perjalanan C', 'Isi', false, (select id from seed_departure)),
             ('Uji Perjalanan D', 'Isi', true, null)`);
    expect(setup.ok).toBe(true);
  });

  it('gives visitors the consented testimonials, with the trip only of a package they may see', async () => {
    const { rows } = await s.db.query<{ depart_on: string }>(
      `select d.depart_on::text from public.departures d join public.packages p on p.id = d.package_id
        where p.slug = 'umroh-hemat-9-hari' order by d.depart_on limit 1`,
    );
    expect(rowsOf<Row>(await asAnon(READ))).toEqual([
      {
        name: 'Uji Perjalanan A',
        consent: true,
        departure_on: rows[0]!.depart_on,
        package_title: 'Umroh Hemat 9 Hari',
        package_slug: 'umroh-hemat-9-hari',
        package_category: 'umroh',
      },
      // A draft package's departure is not the visitors' to read: the testimonial shows without its trip.
      {
        name: 'Uji Perjalanan B',
        consent: true,
        departure_on: null,
        package_title: null,
        package_slug: null,
        package_category: null,
      },
      {
        name: 'Uji Perjalanan D',
        consent: true,
        departure_on: null,
        package_title: null,
        package_slug: null,
        package_category: null,
      },
    ]);
  });

  it('gives the administrator every testimonial with its trip', async () => {
    const seen = rowsOf<Row>(await asAdmin(READ));
    expect(seen.map((r) => [r.name, r.package_title])).toEqual([
      ['Uji Perjalanan A', 'Umroh Hemat 9 Hari'],
      ['Uji Perjalanan B', 'Paket draf'],
      ['Uji Perjalanan C', 'Umroh Hemat 9 Hari'],
      ['Uji Perjalanan D', null],
    ]);
  });
});
