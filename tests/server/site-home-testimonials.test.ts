/**
 * The site's own read of the home page's testimonials (src/lib/data.ts), over a real port
 * against the local server, with the anon key as the build uses it.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { serve, type RunningServer } from '../../server/supabase/serve.ts';
import { LOCAL_ANON_KEY, startLocal } from './rest-fixtures.ts';

let s: LocalSupabase;
let running: RunningServer;

beforeAll(async () => {
  s = await startLocal();
  running = await serve(s.app, 0, '127.0.0.1');
  // The site reads its Supabase address from the environment on first use.
  process.env.PUBLIC_SUPABASE_URL = running.url;
  process.env.PUBLIC_SUPABASE_ANON_KEY = LOCAL_ANON_KEY;
});

afterAll(async () => {
  // Test files share their worker's process: the next one must not see this server's address.
  delete process.env.PUBLIC_SUPABASE_URL;
  delete process.env.PUBLIC_SUPABASE_ANON_KEY;
  await running?.stop();
  await s?.close();
});

describe('getHomeTestimonials', () => {
  it('returns only testimonials marked for the home page, in the administrator’s order', async () => {
    // The administrator moved Dewi to the top and took Siti (first in the seed) off the home page;
    // the seed already keeps Keluarga Bapak Yusuf off it.
    await s.db.exec(`
      update public.testimonials set position = 0 where name = 'Dewi Lestari';
      update public.testimonials set show_on_home = false where name = 'Hj. Siti Aminah';
    `);
    const { getHomeTestimonials } = await import('../../src/lib/data.ts');
    const home = await getHomeTestimonials();
    expect(home.map((t) => t.name)).toEqual([
      'Dewi Lestari',
      'Bapak Ahmad Fauzi',
      'Ibu Nurhayati',
      'H. Muhammad Rizki',
      'Bapak Hendra Gunawan',
      'Ustadzah Fatimah',
    ]);
    expect(home.every((t) => t.show_on_home)).toBe(true);
  });

  it('gives each its trip, only where visitors may see the package', async () => {
    // Dewi travelled with an active package's departure, Ahmad with a departure of a package now a draft.
    await s.db.exec(`
      update public.testimonials set departure_id =
        (select d.id from public.departures d join public.packages p on p.id = d.package_id
          where p.slug = 'umroh-hemat-9-hari' order by d.depart_on limit 1)
       where name = 'Dewi Lestari';
      insert into public.packages (slug, title, category, price_quad, status)
        values ('paket-draf-testimoni', 'Paket draf', 'umroh', 1, 'draft');
      insert into public.departures (package_id, depart_on, seats_total)
        select id, date '2026-03-01', 40 from public.packages where slug = 'paket-draf-testimoni';
      update public.testimonials set departure_id =
        (select d.id from public.departures d join public.packages p on p.id = d.package_id
          where p.slug = 'paket-draf-testimoni')
       where name = 'Bapak Ahmad Fauzi';
    `);
    const { rows } = await s.db.query<{ depart_on: string }>(
      `select d.depart_on::text from public.departures d join public.packages p on p.id = d.package_id
        where p.slug = 'umroh-hemat-9-hari' order by d.depart_on limit 1`,
    );
    // A fresh module: the one above kept its build's first read.
    vi.resetModules();
    const { getHomeTestimonials } = await import('../../src/lib/data.ts');
    const home = await getHomeTestimonials();
    expect(home.find((t) => t.name === 'Dewi Lestari')).toMatchObject({
      departure_on: rows[0]!.depart_on,
      trip_package: { title: 'Umroh Hemat 9 Hari', slug: 'umroh-hemat-9-hari', category: 'umroh' },
    });
    expect(home.find((t) => t.name === 'Bapak Ahmad Fauzi')).toMatchObject({ departure_on: null, trip_package: null });
  });
});
