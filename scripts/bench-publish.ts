// `npm run bench:publish`: on the seed and on 1,000 packages + 1,000 articles, with the real Astro build: the
// full build, the incremental build after one package edit and the save-to-live latency; then, with the seed,
// the pipeline's coalescing:
// a burst of 20 saves → number of builds (≤ 2) and continuous saves every 150 ms → time to first publish
// (≤ 12 s). Writes its sections of docs/benchmarks.md. BENCH_SIZES= (empty) runs only the pipeline part.
import fs from 'node:fs';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { startProduct } from '../server/product/index.ts';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '../server/supabase/config.ts';
import { machineNote, writeBenchSection } from './lib/bench-report.ts';

/** Each case: the seed, then the seed grown to this many packages and articles. */
const SIZES = (process.env.BENCH_SIZES ?? '0,1000').split(',').filter(Boolean).map(Number);
const LATENCY_RUNS = 5;

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

/** Published articles up to `total`, each with a body of a few paragraphs and recommending two packages. */
async function addArticles(db: import('@electric-sql/pglite').PGlite, total: number): Promise<void> {
  const existing = Number((await db.query<{ n: number }>('select count(*)::int as n from public.articles')).rows[0].n);
  const extra = Math.max(0, total - existing);
  if (extra === 0) return;
  await db.query(
    `insert into public.articles (slug, title, excerpt, category, body, status, package_ids, published_at)
     select 'bench-artikel-' || g, 'Artikel Bench ' || g, 'Ringkasan artikel ' || g,
            (array['panduan', 'berita', 'tips', 'kisah'])[1 + g % 4],
            repeat('<h2>Bagian</h2><p>Isi artikel yang cukup panjang untuk dibaca beberapa menit.</p>', 12),
            'published',
            array(select id from public.packages where slug in ('bench-paket-' || g, 'bench-paket-' || (g + 1))),
            now() - make_interval(hours => g)
       from generate_series(1, $1::int) g`,
    [extra],
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

/** The live page's HTML; '' while the server cannot answer (it may be busy swapping a large build). */
async function pageText(product: Product, path: string): Promise<string> {
  try {
    return await (await fetch(`${product.server.url}${path}`)).text();
  } catch {
    return '';
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const rows: string[] = [];
const SLUG = 'umroh-reguler-12-hari-januari-2027';

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
    await addArticles(product.local.db, size);
    await settled(product);
    const count = async (table: string) =>
      Number((await product.local.db.query<{ n: number }>(`select count(*)::int as n from public.${table}`)).rows[0].n);
    const label = `${await count('packages')} packages + ${await count('articles')} articles`;

    // A full build: without the incremental cache's manifest and the script rewrites every page is rendered
    // and rewritten (the share cards stay cached: they are drawn once per content either way).
    const outRoot = path.dirname(product.builder.state.current!);
    fs.rmSync(path.join(outRoot, '.cache', 'incremental-build.json'), { force: true });
    fs.rmSync(path.join(outRoot, '.cache', 'external-scripts'), { recursive: true, force: true });
    await product.builder.request();
    const full = { ...product.builder.state };
    if (full.status !== 'published') throw new Error(`build failed: ${full.lastError}`);

    // The owner saves one package through the API, then waits until its page shows the change; the build
    // renders that package's pages and the lists, and copies the rest.
    const admin = await signedInAdmin(product);
    const times: number[] = [];
    const incremental: number[] = [];
    for (let i = 0; i < LATENCY_RUNS; i++) {
      const title = `Umroh Reguler Bench ${Date.now()}`;
      const t0 = Date.now();
      const { error } = await admin.from('packages').update({ title }).eq('slug', SLUG);
      if (error) throw error;
      for (;;) {
        if ((await pageText(product, `/umroh/${SLUG}/`)).includes(title)) break;
        if (Date.now() - t0 > 300_000) throw new Error('publish did not happen');
        await new Promise((r) => setTimeout(r, 50));
      }
      times.push(Date.now() - t0);
      await settled(product);
      incremental.push(product.builder.state.lastDurationMs!);
    }
    const fullMs = full.lastDurationMs!;
    const incrementalMs = median(incremental);
    rows.push(
      `| ${label} | ${seconds(fullMs)} | ${seconds(incrementalMs)} (${(fullMs / incrementalMs).toFixed(1)}×) | ${seconds(median(times))} (${times.map((t) => (t / 1000).toFixed(1)).join(', ')}) | ${full.lastPeakRssKb ? Math.round(full.lastPeakRssKb / 1024) + ' MiB' : 'n/a'} |`,
    );
    console.log(
      `${label}: full ${fullMs} ms, incremental ${incremental.join(', ')} ms, save-to-live ${times.join(', ')} ms`,
    );
  } finally {
    await product.stop();
  }
}

if (rows.length) {
  writeBenchSection(
    'publish',
    `## Publishing (\`npm run bench:publish\`)

${machineNote()}. Real Astro build of the whole public site from the local server's data, with incremental
builds (\`experimental.incrementalBuild\`: a page whose key in \`src/lib/build-keys.ts\` is unchanged is copied
from the build cache).

- Full build: every page rendered and rewritten (the incremental manifest and the script rewrites removed first;
  share cards stay cached).
- Incremental build: after the owner saves one package's title through the API (median of ${LATENCY_RUNS}).
- Save to live: that save → trigger → request sent through the pg_net-compatible queue to the local build hook →
  build → atomic swap → the live package page shows the new title (median of ${LATENCY_RUNS}, and each run).

Goals: save to live ≤ 3 s on the seed and ≤ 5 s at 1,000 + 1,000; the incremental build ≥ 5× faster than the full
one at 1,000 + 1,000.

| data | full build | incremental build | save to live | peak memory (full build) |
| --- | --- | --- | --- | --- |
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
