// `npm run bench:admin-list`: the admin's package list with 2,000 packages. Times the exact request the
// list screen sends through the official client the admin uses (supabase-js via ra-supabase): one page
// of 24 cards from public.admin_package_list (each with its next departure) with an exact total, for the
// default view, the last page and search + filters + month + sort. Real HTTP on loopback, real Postgres
// (PGlite), signed in as the administrator. Prints p50/p95 per view.
import { createClient } from '@supabase/supabase-js';
import { createLocalSupabase, LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY, serve } from '../server/supabase/index.ts';

const TOTAL = 2000;
const RUNS = Number(process.env.BENCH_RUNS || 40);
const PORT = Number(process.env.BENCH_PORT || 4451);

const s = await createLocalSupabase({ dataDir: 'memory://', log: () => {} });
const running = await serve(s.app, PORT, '127.0.0.1');
const url = running.url.replace('localhost', '127.0.0.1');
try {
  const service = createClient(url, LOCAL_SERVICE_ROLE_KEY, { auth: { persistSession: false } });
  const { count: existing } = await service.from('packages').select('id', { count: 'exact', head: true });
  const rows = Array.from({ length: TOTAL - (existing ?? 0) }, (_, i) => ({
    slug: `bench-daftar-${i + 1}`,
    title: `Paket Bench ${i + 1}`,
    category: i % 4 === 0 ? 'haji' : 'umroh',
    status: i % 10 === 9 ? 'draft' : 'active',
    price_quad: 15_000_000 + (i % 60) * 1_000_000,
    images: ['/storage/v1/object/public/images/seed/package-makkah.webp'],
    itinerary: Array.from({ length: 9 }, (_, d) => ({
      day: d + 1,
      title: `Hari ${d + 1}`,
      activities: ['Ibadah', 'Istirahat'],
    })),
  }));
  for (let i = 0; i < rows.length; i += 200) {
    const { error } = await service.from('packages').insert(rows.slice(i, i + 200));
    if (error) throw new Error(error.message);
  }
  // One departure each (the date lives in public.departures), spread over the 12 months of 2027.
  await s.db.query(
    `insert into public.departures (package_id, depart_on, seats_total)
     select id, make_date(2027, ((substring(slug from '[0-9]+$')::int - 1) % 12) + 1, 15), 40
       from public.packages where slug like 'bench-daftar-%'`,
  );

  const adminClient = createClient(url, LOCAL_ANON_KEY, { auth: { persistSession: false } });
  const { error: signInError } = await adminClient.auth.signInWithPassword({
    email: process.env.ADMIN_EMAIL || 'admin@baitullah-travel.test',
    password: process.env.ADMIN_PASSWORD || 'admin12345',
  });
  if (signInError) throw new Error(signInError.message);

  // The list's one request per page (admin/src/packages/PackageList.tsx through ra-data-postgrest).
  const page = () => adminClient.from('admin_package_list').select('*', { count: 'exact' });
  const views: [string, () => PromiseLike<{ error: unknown; count: number | null }>][] = [
    ['default (newest first, page 1)', () => page().order('created_at', { ascending: false }).range(0, 23)],
    ['last page (page 84)', () => page().order('created_at', { ascending: false }).range(1992, 2015)],
    [
      'search + category + status + month, price ascending',
      () =>
        page()
          .ilike('title', '%Bench 1%')
          .eq('category', 'umroh')
          .eq('status', 'active')
          .contains('departure_months', ['2027-03'])
          .order('price_quad', { ascending: true })
          .range(0, 23),
    ],
  ];
  console.log(
    `Admin package list, ${TOTAL} packages, ${RUNS} runs each, one request per page (loopback HTTP, PGlite):`,
  );
  for (const [name, run] of views) {
    for (let i = 0; i < 5; i++) await run();
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      const { error, count } = await run();
      times.push(performance.now() - t);
      if (error) throw new Error(String((error as { message?: string }).message));
      total = count ?? 0;
    }
    times.sort((a, b) => a - b);
    const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
    console.log(`  ${name}: p50 ${p(0.5)} ms, p95 ${p(0.95)} ms (total ${total})`);
  }
} finally {
  await running.stop();
  await s.close();
}
