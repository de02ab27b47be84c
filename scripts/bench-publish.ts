// `npm run bench:publish`: publish latency (admin save → live page) and full site build time / peak memory
// at 10, 100 and 1,000 packages, with the real Astro build. Writes its section of docs/benchmarks.md.
import { createClient } from '@supabase/supabase-js';
import { startProduct } from '../server/src/product/index.ts';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '../server/src/config.ts';
import { machineNote, writeBenchSection } from './lib/bench-report.ts';

const SIZES = (process.env.BENCH_SIZES || '10,100,1000').split(',').map(Number);
const LATENCY_RUNS = 3;

async function addPackages(db: import('@electric-sql/pglite').PGlite, total: number): Promise<void> {
  const existing = Number((await db.query<{ n: number }>('select count(*)::int as n from public.packages')).rows[0].n);
  const extra = Math.max(0, total - existing);
  if (extra === 0) return;
  await db.query(
    `insert into public.packages (slug, title, tagline, description, category, location, departure, duration, quota,
       price_quad, price_triple, is_promo, images, itinerary, included, excluded, terms)
     select 'bench-paket-' || g, 'Paket Bench ' || g, 'Tagline ' || g, repeat('Deskripsi paket. ', 20),
            case when g % 4 = 0 then 'haji' else 'umroh' end, 'Makkah - Madinah',
            current_date + (g % 300), '12 Hari', 40, 15000000 + (g % 60) * 1000000, 30000000, g % 7 = 0,
            '["/storage/v1/object/public/images/seed/package-umroh-1.webp"]'::jsonb,
            '[{"day":1,"title":"Keberangkatan","activities":["Berkumpul di bandara"]}]'::jsonb,
            '["Tiket pesawat","Visa"]'::jsonb, '["Paspor"]'::jsonb, '["DP 5 juta"]'::jsonb
     from generate_series(1, $1::int) g`,
    [extra],
  );
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows: string[] = [];
const latencyRows: string[] = [];

for (const size of SIZES) {
  const product = await startProduct({ port: 0, dataDir: 'memory://', buildAdmin: false, autoPublish: false, log: () => {} });
  try {
    await product.firstBuild;
    await addPackages(product.local.db, size);
    const count = Number((await product.local.db.query<{ n: number }>('select count(*)::int as n from public.packages')).rows[0].n);
    await product.builder.request();
    const s = product.builder.state;
    if (s.status !== 'published') throw new Error(`build failed: ${s.lastError}`);
    rows.push(`| ${count} | ${(s.lastDurationMs! / 1000).toFixed(1)} s | ${s.lastPeakRssKb ? Math.round(s.lastPeakRssKb / 1024) + ' MiB' : 'n/a'} |`);
    console.log(`build with ${count} packages: ${s.lastDurationMs} ms, peak ${s.lastPeakRssKb} KiB`);

    if (size === SIZES[0] || size === 1000) {
      // Publish latency: the admin saves through the API; measure until the live page shows the change.
      const { Publisher } = await import('../server/src/product/publisher.ts');
      const publisher = new Publisher(product.local.db, product.builder, Number(process.env.PUBLISH_DEBOUNCE_MS || 300));
      await publisher.start();
      const admin = createClient(product.server.url, product.local.config.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
      await admin.auth.signInWithPassword({ email: DEFAULT_ADMIN_EMAIL, password: DEFAULT_ADMIN_PASSWORD });
      const times: number[] = [];
      for (let i = 0; i < LATENCY_RUNS; i++) {
        const title = `Umroh Reguler Bench ${Date.now()}`;
        const t0 = Date.now();
        const { error } = await admin.from('packages').update({ title }).eq('slug', 'umroh-reguler-12-hari-januari-2027');
        if (error) throw error;
        for (;;) {
          const html = await (await fetch(`${product.server.url}/umroh/umroh-reguler-12-hari-januari-2027/`)).text();
          if (html.includes(title)) break;
          if (Date.now() - t0 > 300_000) throw new Error('publish did not happen');
          await new Promise((r) => setTimeout(r, 50));
        }
        times.push(Date.now() - t0);
      }
      await publisher.stop();
      latencyRows.push(`| ${count} | ${(median(times) / 1000).toFixed(1)} s | ${times.map((t) => (t / 1000).toFixed(1)).join(', ')} s |`);
      console.log(`publish latency with ${count} packages: ${times.join(', ')} ms`);
    }
  } finally {
    await product.stop();
  }
}

writeBenchSection(
  'publish',
  `## Publishing (\`npm run bench:publish\`)

${machineNote()}. Real Astro build of the whole public site from the local server's data.

Publish latency: an admin update through the API → trigger → debounce → build → atomic swap → the live
detail page shows the new title (median of ${LATENCY_RUNS}). Target: ≤ 5 s with the seed.

| packages | median | runs |
| --- | --- | --- |
${latencyRows.join('\n')}

Full site build (one \`astro build\`):

| packages | build time | peak memory (build process) |
| --- | --- | --- |
${rows.join('\n')}
`,
);
console.log('docs/benchmarks.md updated');
