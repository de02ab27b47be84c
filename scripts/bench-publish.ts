// `npm run bench:publish`: publish latency (admin save → live page) and full site build time / peak memory
// at 10, 100 and 1,000 packages, with the real Astro build; then, with the seed, the pipeline's coalescing:
// a burst of 20 saves → number of builds (≤ 2) and continuous saves every 150 ms → time to first publish
// (≤ 12 s). Writes its sections of docs/benchmarks.md. BENCH_SIZES= (empty) runs only the pipeline part.
import { createClient } from '@supabase/supabase-js';
import { startProduct } from '../server/product/index.ts';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '../server/supabase/config.ts';
import { machineNote, writeBenchSection } from './lib/bench-report.ts';

const SIZES = (process.env.BENCH_SIZES ?? '10,100,1000').split(',').filter(Boolean).map(Number);
const LATENCY_RUNS = 3;

async function addPackages(db: import('@electric-sql/pglite').PGlite, total: number): Promise<void> {
  const existing = Number((await db.query<{ n: number }>('select count(*)::int as n from public.packages')).rows[0].n);
  const extra = Math.max(0, total - existing);
  if (extra === 0) return;
  await db.query(
    `insert into public.packages (slug, title, tagline, description, category, location, duration,
       price_quad, price_triple, is_promo, images, itinerary, included, excluded, terms)
     select 'bench-paket-' || g, 'Paket Bench ' || g, 'Tagline ' || g, repeat('Deskripsi paket. ', 20),
            case when g % 4 = 0 then 'haji' else 'umroh' end, 'Makkah - Madinah',
            '12 Hari', 15000000 + (g % 60) * 1000000, 30000000, g % 7 = 0,
            '["/storage/v1/object/public/images/seed/package-umroh-1.webp"]'::jsonb,
            '[{"day":1,"title":"Keberangkatan","activities":["Berkumpul di bandara"]}]'::jsonb,
            '["Tiket pesawat","Visa"]'::jsonb, '["Paspor"]'::jsonb, '["DP 5 juta"]'::jsonb
     from generate_series(1, $1::int) g`,
    [extra],
  );
  // Each bench package leaves once (the date and seats live in public.departures).
  await db.query(
    `insert into public.departures (package_id, depart_on, seats_total)
     select id, current_date + (substring(slug from '[0-9]+$')::int % 300), 40
       from public.packages p
      where slug like 'bench-paket-%' and not exists (select 1 from public.departures d where d.package_id = p.id)`,
  );
}

type Product = Awaited<ReturnType<typeof startProduct>>;

/** Nothing queued, sent or building, and no build running, twice in a row. */
async function settled(product: Product): Promise<void> {
  let quiet = 0;
  const end = Date.now() + 600_000;
  while (quiet < 2) {
    const { rows } = await product.local.db.query<{ n: number }>(
      `select count(*)::int as n from public.site_builds where status in ('requested', 'sent', 'building')`,
    );
    quiet = Number(rows[0].n) === 0 && !product.builder.busy ? quiet + 1 : 0;
    if (Date.now() > end) throw new Error('publishing did not settle');
    await new Promise((r) => setTimeout(r, 300));
  }
}

async function signedInAdmin(product: Product) {
  const admin = createClient(product.server.url, product.local.config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { error } = await admin.auth.signInWithPassword({
    email: DEFAULT_ADMIN_EMAIL,
    password: DEFAULT_ADMIN_PASSWORD,
  });
  if (error) throw error;
  return admin;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows: string[] = [];
const latencyRows: string[] = [];

for (const size of SIZES) {
  const product = await startProduct({
    port: 0,
    dataDir: 'memory://',
    buildAdmin: false,
    autoPublish: true,
    log: () => {},
  });
  try {
    await product.firstBuild;
    await addPackages(product.local.db, size);
    await settled(product);
    const count = Number(
      (await product.local.db.query<{ n: number }>('select count(*)::int as n from public.packages')).rows[0].n,
    );
    await product.builder.request();
    const s = product.builder.state;
    if (s.status !== 'published') throw new Error(`build failed: ${s.lastError}`);
    rows.push(
      `| ${count} | ${(s.lastDurationMs! / 1000).toFixed(1)} s | ${s.lastPeakRssKb ? Math.round(s.lastPeakRssKb / 1024) + ' MiB' : 'n/a'} |`,
    );
    console.log(`build with ${count} packages: ${s.lastDurationMs} ms, peak ${s.lastPeakRssKb} KiB`);

    if (size === SIZES[0] || size === 1000) {
      // Publish latency: the admin saves through the API; measure until the live page shows the change.
      const admin = await signedInAdmin(product);
      const times: number[] = [];
      for (let i = 0; i < LATENCY_RUNS; i++) {
        const title = `Umroh Reguler Bench ${Date.now()}`;
        const t0 = Date.now();
        const { error } = await admin
          .from('packages')
          .update({ title })
          .eq('slug', 'umroh-reguler-12-hari-januari-2027');
        if (error) throw error;
        for (;;) {
          const html = await (await fetch(`${product.server.url}/umroh/umroh-reguler-12-hari-januari-2027/`)).text();
          if (html.includes(title)) break;
          if (Date.now() - t0 > 300_000) throw new Error('publish did not happen');
          await new Promise((r) => setTimeout(r, 50));
        }
        times.push(Date.now() - t0);
        await settled(product);
      }
      latencyRows.push(
        `| ${count} | ${(median(times) / 1000).toFixed(1)} s | ${times.map((t) => (t / 1000).toFixed(1)).join(', ')} s |`,
      );
      console.log(`publish latency with ${count} packages: ${times.join(', ')} ms`);
    }
  } finally {
    await product.stop();
  }
}

if (rows.length) {
  writeBenchSection(
    'publish',
    `## Publishing (\`npm run bench:publish\`)

${machineNote()}. Real Astro build of the whole public site from the local server's data.

Publish latency: an admin update through the API → trigger → request sent through the pg_net-compatible queue
to the local build hook → build → atomic swap → the live detail page shows the new title (median of
${LATENCY_RUNS}). Target: ≤ 5 s with the seed.

| packages | median | runs |
| --- | --- | --- |
${latencyRows.join('\n')}

Full site build (one \`astro build\`):

| packages | build time | peak memory (build process) |
| --- | --- | --- |
${rows.join('\n')}
`,
  );
}

// ---------------------------------------------------------------------------------------------------------
// Coalescing, with the seed and the real Astro build: at most one build in flight and one queued.
// ---------------------------------------------------------------------------------------------------------
const product = await startProduct({
  port: 0,
  dataDir: 'memory://',
  buildAdmin: false,
  autoPublish: true,
  log: () => {},
});
let burstBuilds: number;
let firstPublishMs: number;
let continuousBuilds: number;
try {
  await product.firstBuild;
  await settled(product);
  const admin = await signedInAdmin(product);

  const before = product.builder.state.builds;
  for (let n = 1; n <= 20; n++) {
    const { error } = await admin
      .from('testimonials')
      .update({ content: `Burst ${n} ${Date.now()}` })
      .eq('name', 'Hj. Siti Aminah');
    if (error) throw error;
  }
  await settled(product);
  burstBuilds = product.builder.state.builds - before;
  console.log(`burst of 20 saves: ${burstBuilds} builds`);

  const slug = 'umroh-reguler-12-hari-januari-2027';
  const first = `Umroh Reguler Bench Kontinu ${Date.now()}`;
  const startBuilds = product.builder.state.builds;
  let saving = true;
  const t0 = Date.now();
  const saves = (async () => {
    for (let i = 0; saving; i++) {
      const { error } = await admin
        .from('packages')
        .update({ title: i === 0 ? first : `${first} ${i}` })
        .eq('slug', slug);
      if (error) throw error;
      await new Promise((r) => setTimeout(r, 150));
    }
  })();
  for (;;) {
    const html = await (await fetch(`${product.server.url}/umroh/${slug}/`)).text();
    if (html.includes(first)) break;
    if (Date.now() - t0 > 120_000) throw new Error('nothing published during continuous saves');
    await new Promise((r) => setTimeout(r, 50));
  }
  firstPublishMs = Date.now() - t0;
  // Keep saving for 20 s in all, as an editor would, to count the builds it costs.
  while (Date.now() - t0 < 20_000) await new Promise((r) => setTimeout(r, 200));
  saving = false;
  await saves;
  await settled(product);
  continuousBuilds = product.builder.state.builds - startBuilds;
  console.log(
    `continuous saves every 150 ms: first publish after ${firstPublishMs} ms, ${continuousBuilds} builds in 20 s of saving`,
  );
} finally {
  await product.stop();
}

writeBenchSection(
  'publish-pipeline',
  `## Publishing pipeline: coalescing (\`npm run bench:publish\`)

${machineNote()}. Seed data, real Astro build, the same SQL pipeline as hosted (request → one in flight +
one queued → \`net.http_post\` → local build hook → signed deploy notifications back through the Edge Function
handler).

| case | result | target |
| --- | --- | --- |
| burst of 20 saves (testimonial updates, back to back) | ${burstBuilds} builds | ≤ 2 ${burstBuilds <= 2 ? '✓' : '✗'} |
| continuous saves every 150 ms: time to first publish | ${(firstPublishMs / 1000).toFixed(1)} s | ≤ 12 s ${firstPublishMs <= 12_000 ? '✓' : '✗'} |
| continuous saves every 150 ms for 20 s: builds | ${continuousBuilds} | one at a time |
`,
);
console.log('docs/benchmarks.md updated');
if (burstBuilds > 2 || firstPublishMs > 12_000) process.exitCode = 1;
