// `npm run bench`: REST latency (p50/p95) and throughput over loopback for the two reads the public site
// makes most, with the seed and with 1,000 packages. Writes the bench:api section of docs/benchmarks.md.
// Then readers' throughput while 10 clients ask for unknown tables, and while 10 clients mix beacons to new
// paths, unknown table and function names and inquiries, as ratios to the quiet figure
// (section bench:unknown-names; `--unknown-names` runs only that part).
// Then rpc/track_event throughput and the counting script's size (section bench:track-event; `--track-event`).
// Then dashboard_counts() over a year of counters in a fresh in-process PGlite database, before and after
// 20261125005000_bounded_counts.sql's rewrite (section bench:dashboard-counts; `--dashboard-counts`).
//
// The server runs in a child process (this script with --serve) so the load generator does not share
// its event loop; each dataset gets a fresh in-memory database.
// BENCH_FRONT=1 with --track-event: the server is the product as `npm start` runs it (database in a worker
// thread, requests relayed by the main thread: server/product/front.ts); printed, docs left alone.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { randomUUID } from 'node:crypto';
import { createLocalSupabase, LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY, serve } from '../server/supabase/index.ts';
import { withClaims } from '../server/supabase/db/with-claims.ts';
import type { Claims } from '../server/supabase/jwt.ts';
import { machineNote, writeBenchSection } from './lib/bench-report.ts';
import { isolatedScriptSize } from './lib/counting-script.ts';

const SEQUENTIAL = { clients: 1, maxRequests: Number(process.env.BENCH_SEQ_REQUESTS || 300), maxMs: 10_000 };
const CONCURRENT = { clients: 10, maxRequests: Number(process.env.BENCH_CONC_REQUESTS || 800), maxMs: 10_000 };
const WARMUP = 15;
const DATASETS = [
  { name: 'seed', packages: 0 },
  { name: '1,000 packages', packages: 1000 },
];

interface Ready {
  url: string;
  packages: number;
  active: number;
  slug: string;
}

// ------------------------------------------------------------ server side (child process)

/** Brings the table to `total` packages through the REST API as service_role, copying a seed row's content. */
async function fillPackages(
  app: { request: (url: string, init: RequestInit) => Response | Promise<Response> },
  total: number,
  existing: number,
) {
  const headers = { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` };
  const res = await app.request('http://bench/rest/v1/packages?select=*&slug=eq.umroh-reguler-12-hari-januari-2027', {
    headers: { ...headers, Accept: 'application/vnd.pgrst.object+json' },
  });
  const template = (await res.json()) as Record<string, unknown>;
  for (const key of ['id', 'created_at', 'updated_at']) delete template[key];
  const rows = Array.from({ length: Math.max(0, total - existing) }, (_, i) => ({
    ...template,
    slug: `bench-paket-${i + 1}`,
    title: `Paket Bench ${i + 1}`,
    category: i % 4 === 0 ? 'haji' : 'umroh',
    status: i % 10 === 9 ? 'draft' : 'active',
    price_quad: 15_000_000 + (i % 60) * 1_000_000,
    is_promo: i % 7 === 0,
  }));
  for (let i = 0; i < rows.length; i += 100) {
    const chunk = await app.request('http://bench/rest/v1/packages', {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
      body: JSON.stringify(rows.slice(i, i + 100)),
    });
    if (chunk.status !== 201) throw new Error(`insert failed: ${chunk.status} ${await chunk.text()}`);
  }
}

/** The product as `npm start` runs it, with a site build that does nothing (the bench needs only the API). */
async function serveFrontMode(): Promise<void> {
  const { startProductInWorker } = await import('../server/product/front.ts');
  const emptySite = `const d = process.env.ASTRO_OUT_DIR; require('fs').mkdirSync(d, { recursive: true }); require('fs').writeFileSync(d + '/index.html', '')`;
  const product = await startProductInWorker({
    port: 0,
    dataDir: 'memory://',
    buildAdmin: false,
    autoPublish: false,
    siteBuildCommand: [process.execPath, '-e', emptySite],
  });
  await product.firstBuild;
  const ready: Ready = {
    url: product.url.replace('localhost', '127.0.0.1'),
    packages: -1,
    active: -1,
    slug: 'haji-plus-2027',
  };
  process.stdout.write(`READY ${JSON.stringify(ready)}\n`);
  const stop = async () => {
    await product.stop();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.stdin.on('end', stop);
  process.stdin.resume();
}

async function serveMode(total: number): Promise<void> {
  if (process.env.BENCH_FRONT === '1') return serveFrontMode();
  const local = await createLocalSupabase({ dataDir: 'memory://', log: () => {} });
  const count = async (where: string) =>
    (await local.db.query<{ n: number }>(`select count(*)::int as n from public.packages where ${where}`)).rows[0].n;
  if (total > 0) await fillPackages(local.app, total, await count('true'));
  const running = await serve(local.app, 0, '127.0.0.1');
  const ready: Ready = {
    url: `http://127.0.0.1:${running.port}`,
    packages: await count('true'),
    active: await count(`status = 'active'`),
    slug: 'haji-plus-2027',
  };
  process.stdout.write(`READY ${JSON.stringify(ready)}\n`);
  const stop = async () => {
    await running.stop();
    await local.close();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.stdin.on('end', stop);
  process.stdin.resume();
}

// ------------------------------------------------------------ load side

function startServer(total: number): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--serve', String(total)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (line.startsWith('READY ')) resolve({ child, ready: JSON.parse(line.slice(6)) as Ready });
    });
    child.once('exit', (code) => reject(new Error(`bench server exited early (${code})`)));
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.stdin?.end();
    setTimeout(() => child.kill('SIGTERM'), 2000).unref();
  });
}

interface Result {
  requests: number;
  p50: number;
  p95: number;
  rps: number;
  bytes: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function once(url: string, headers: Record<string, string>): Promise<number> {
  const res = await fetch(url, { headers });
  const body = await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url}: ${res.status} ${Buffer.from(body).toString('utf8').slice(0, 200)}`);
  return body.byteLength;
}

async function measure(url: string, headers: Record<string, string>, plan: typeof SEQUENTIAL): Promise<Result> {
  for (let i = 0; i < WARMUP; i++) await once(url, headers);
  const latencies: number[] = [];
  let started = 0;
  let bytes = 0;
  const t0 = performance.now();
  const client = async () => {
    while (started < plan.maxRequests && performance.now() - t0 < plan.maxMs) {
      started++;
      const t = performance.now();
      bytes = await once(url, headers);
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: plan.clients }, client));
  const wall = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    rps: latencies.length / wall,
    bytes,
  };
}

const ms = (v: number) => (v < 10 ? v.toFixed(2) : v.toFixed(1));
const size = (b: number) => (b < 10_000 ? `${(b / 1024).toFixed(1)} KiB` : `${Math.round(b / 1024)} KiB`);

async function main(): Promise<void> {
  const anon = { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}` };
  const rows: string[] = [];
  for (const dataset of DATASETS) {
    const { child, ready } = await startServer(dataset.packages);
    try {
      const requests = [
        {
          label: 'list: `select=*&status=eq.active&order=created_at.desc`',
          url: `${ready.url}/rest/v1/packages?select=*&status=eq.active&order=created_at.desc`,
          headers: anon,
        },
        {
          label: 'one package by slug (`.single()`)',
          url: `${ready.url}/rest/v1/packages?select=*&slug=eq.${ready.slug}`,
          headers: { ...anon, Accept: 'application/vnd.pgrst.object+json' },
        },
      ];
      for (const r of requests) {
        for (const plan of [SEQUENTIAL, CONCURRENT]) {
          const res = await measure(r.url, r.headers, plan);
          const line = `| ${ready.packages} (${ready.active} active) | ${r.label} | ${plan.clients} | ${res.requests} | ${ms(res.p50)} | ${ms(res.p95)} | ${Math.round(res.rps)} | ${size(res.bytes)} |`;
          console.log(line);
          rows.push(line);
        }
      }
    } finally {
      await stopServer(child);
    }
  }

  writeBenchSection(
    'api',
    `## REST API (\`npm run bench\`)

Anonymous reads through \`/rest/v1\` over loopback (real port, HTTP keep-alive), server in its own process on an
in-memory database: the seed, then 1,000 packages inserted as service_role through the API. Each case: ${WARMUP} warm-up
requests, then up to ${SEQUENTIAL.maxRequests} requests one after another (1 client) or up to ${CONCURRENT.maxRequests} from ${CONCURRENT.clients} concurrent
clients, each bounded to ${SEQUENTIAL.maxMs / 1000} s. Latency is the time to the last body byte; req/s counts completed requests over the wall time.
PGlite runs one query at a time, so concurrency queues in the database rather than adding throughput.

Machine: ${machineNote()}.

| Packages | Request | Clients | Requests | p50 ms | p95 ms | req/s | Response |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}
`,
  );
  console.log('docs/benchmarks.md updated (bench:api)');
}

/** Requests an unknown table (a new name each time) until `stop()`; what anyone with the anon key can do. */
function unknownTableClients(baseUrl: string, headers: Record<string, string>, clients: number) {
  let running = true;
  let sent = 0;
  const loop = async () => {
    while (running) {
      const res = await fetch(`${baseUrl}/rest/v1/tidak_ada_${sent++}_${Math.random().toString(36).slice(2)}`, {
        headers,
      });
      await res.arrayBuffer();
      if (res.status !== 404) throw new Error(`unknown table answered ${res.status}`);
    }
  };
  const done = Promise.all(Array.from({ length: clients }, loop));
  return {
    async stop() {
      running = false;
      await done;
      return sent;
    },
  };
}

const NOISE_ALONE_MS = 5000;
/** The audit's measurement: readers kept 0.51 of their quiet rate while the mix arrived at 63 requests a second. */
const PACED_NOISE_RPS = 63;

/** What a noisy client sends, in turn: the requests anyone with the public anon key can make. */
const NOISE_KINDS = ['beacon to a new path', 'unknown table', 'unknown function', 'inquiry'] as const;
type NoiseKind = (typeof NOISE_KINDS)[number];

/**
 * `clients` clients, each cycling through NOISE_KINDS as fast as it can until `stop()`: rpc/track_event to a
 * new random path (as the site's script sends it: key in the URL, JSON only), a new unknown table, a new
 * unknown function, and rpc/submit_inquiry from a new number (accepted until the 200-an-hour limit, then 429).
 */
function noisyClients(baseUrl: string, headers: Record<string, string>, clients: number, totalRps?: number) {
  // Paced: each client starts its next request on a fixed schedule (totalRps in all), as real noise arrives;
  // unpaced: as fast as the server answers.
  const interval = totalRps ? (1000 * clients) / totalRps : 0;
  let running = true;
  const stats = new Map<NoiseKind, { n: number; ms: number; statuses: Map<number, number> }>(
    NOISE_KINDS.map((k) => [k, { n: 0, ms: 0, statuses: new Map() }]),
  );
  const json = { ...headers, 'Content-Type': 'application/json' };
  const request = (kind: NoiseKind, seq: number): [string, RequestInit] => {
    const rnd = `${seq}_${Math.random().toString(36).slice(2)}`;
    switch (kind) {
      case 'beacon to a new path':
        return [
          `${baseUrl}/rest/v1/rpc/track_event?apikey=${LOCAL_ANON_KEY}`,
          {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ event: 'page_view', path: `/baru/${rnd}`, package_id: null }),
          },
        ];
      case 'unknown table':
        return [`${baseUrl}/rest/v1/tidak_ada_${rnd}`, { headers }];
      case 'unknown function':
        return [`${baseUrl}/rest/v1/rpc/tidak_ada_${rnd}`, { method: 'POST', headers: json, body: '{}' }];
      case 'inquiry':
        return [
          `${baseUrl}/rest/v1/rpc/submit_inquiry`,
          {
            method: 'POST',
            headers: json,
            body: JSON.stringify({
              name: 'Bising',
              whatsapp: `0812${String(seq % 1e8).padStart(8, '0')}`,
              pax: 1,
              message: '',
              consent: true,
              website: '',
            }),
          },
        ];
    }
  };
  let seq = 0;
  const loop = async (offset: number) => {
    let next = performance.now() + (interval * offset) / clients;
    for (let i = offset; running; i++) {
      if (interval) {
        const wait = next - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        next += interval;
        if (!running) break;
      }
      const kind = NOISE_KINDS[i % NOISE_KINDS.length]!;
      const t = performance.now();
      const res = await fetch(...request(kind, seq++));
      await res.arrayBuffer();
      const st = stats.get(kind)!;
      st.n++;
      st.ms += performance.now() - t;
      st.statuses.set(res.status, (st.statuses.get(res.status) ?? 0) + 1);
      if (res.status >= 500) throw new Error(`${kind} answered ${res.status}`);
    }
  };
  const done = Promise.all(Array.from({ length: clients }, (_, c) => loop(c)));
  return {
    async stop() {
      running = false;
      await done;
      return stats;
    },
  };
}

async function unknownNames(): Promise<void> {
  const anon = { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}` };
  const { child, ready } = await startServer(0);
  // A ratio is comparable across machines; absolute req/s also depend on what else shares the CPUs.
  const load = os.loadavg()[0].toFixed(1);
  try {
    const url = `${ready.url}/rest/v1/packages?select=*&slug=eq.${ready.slug}`;
    const headers = { ...anon, Accept: 'application/vnd.pgrst.object+json' };
    const quiet = await measure(url, headers, CONCURRENT);
    const attackers = unknownTableClients(ready.url, anon, 10);
    const t0 = performance.now();
    const attacked = await measure(url, headers, CONCURRENT);
    const unknownRequests = await attackers.stop();
    const unknownRps = unknownRequests / ((performance.now() - t0) / 1000);
    const ratio = attacked.rps / quiet.rps;
    // The readers alone again (the first quiet figure may be cold), then under the mixed noise.
    const quiet2 = await measure(url, headers, CONCURRENT);
    const noisy = noisyClients(ready.url, anon, 10);
    const t1 = performance.now();
    const mixed = await measure(url, headers, CONCURRENT);
    const noise = await noisy.stop();
    const noiseSeconds = (performance.now() - t1) / 1000;
    const noiseTotal = [...noise.values()].reduce((n, st) => n + st.n, 0);
    const mixedRatio = mixed.rps / quiet2.rps;
    // The noise alone, to tell what limits the ratio: readers and noisy clients in equal number, each waiting for
    // its answer, get about the same request rate from a server that runs one request's work at a time, so the
    // readers keep about N / (R + N) of their quiet rate R, N being the noise's own rate alone.
    const alone = noisyClients(ready.url, anon, 10);
    const t2 = performance.now();
    await new Promise((resolve) => setTimeout(resolve, NOISE_ALONE_MS));
    const aloneStats = await alone.stop();
    const aloneRps = [...aloneStats.values()].reduce((n, st) => n + st.n, 0) / ((performance.now() - t2) / 1000);
    const fairShare = aloneRps / (quiet2.rps + aloneRps);
    // The audit's case: the same mix arriving at 63 requests a second in all.
    const quiet3 = await measure(url, headers, CONCURRENT);
    const paced = noisyClients(ready.url, anon, 10, PACED_NOISE_RPS);
    const t3 = performance.now();
    const underPaced = await measure(url, headers, CONCURRENT);
    const pacedStats = await paced.stop();
    const pacedRps = [...pacedStats.values()].reduce((n, st) => n + st.n, 0) / ((performance.now() - t3) / 1000);
    const pacedRatio = underPaced.rps / quiet3.rps;
    const countRows = await serverRows(ready.url);
    const noiseRows = NOISE_KINDS.map((k) => {
      const st = noise.get(k)!;
      const statuses = [...st.statuses].map(([code, n]) => `${n} × ${code}`).join(', ');
      return `| ${k} | ${st.n} | ${Math.round(st.n / noiseSeconds)} | ${ms(st.ms / Math.max(1, st.n))} | ${statuses} |`;
    });
    const rows = [
      `| quiet | ${quiet.requests} | ${ms(quiet.p50)} | ${ms(quiet.p95)} | ${Math.round(quiet.rps)} | – |`,
      `| 10 clients asking for unknown tables (${Math.round(unknownRps)} req/s of them) | ${attacked.requests} | ${ms(attacked.p50)} | ${ms(attacked.p95)} | ${Math.round(attacked.rps)} | **${ratio.toFixed(2)}** |`,
      `| quiet again | ${quiet2.requests} | ${ms(quiet2.p50)} | ${ms(quiet2.p95)} | ${Math.round(quiet2.rps)} | – |`,
      `| 10 clients mixing beacons to new paths, unknown names and inquiries (${Math.round(noiseTotal / noiseSeconds)} req/s of them) | ${mixed.requests} | ${ms(mixed.p50)} | ${ms(mixed.p95)} | ${Math.round(mixed.rps)} | **${mixedRatio.toFixed(2)}** |`,
      `| quiet again | ${quiet3.requests} | ${ms(quiet3.p50)} | ${ms(quiet3.p95)} | ${Math.round(quiet3.rps)} | – |`,
      `| the same 10 clients and mix, paced at ${PACED_NOISE_RPS} req/s in all (measured ${Math.round(pacedRps)}) | ${underPaced.requests} | ${ms(underPaced.p50)} | ${ms(underPaced.p95)} | ${Math.round(underPaced.rps)} | **${pacedRatio.toFixed(2)}** |`,
    ];
    const shareLine = `The same 10 noisy clients alone (${NOISE_ALONE_MS / 1000} s, no readers): ${Math.round(aloneRps)} req/s. With R = ${Math.round(quiet2.rps)} (readers alone) and N = ${Math.round(aloneRps)} (noise alone), a server that does one request's work at a time leaves the readers about N / (R + N) = **${fairShare.toFixed(2)}** of their quiet rate; measured ${mixedRatio.toFixed(2)}.`;
    for (const r of [...rows, ...noiseRows, shareLine]) console.log(r);
    console.log(`page_counts rows after the noise: ${countRows}`);
    writeBenchSection(
      'unknown-names',
      `## Readers' throughput under 10 noisy clients (\`npm run bench\`)

The schema cache answers unknown table, column and function names from memory and reloads at most once per
5 s (or on \`NOTIFY pgrst, 'reload schema'\`), so the public anon key cannot make the server re-read the catalog
on every request. ${CONCURRENT.clients} readers fetch one package by slug (\`.single()\`, seed data, up to ${CONCURRENT.maxRequests} requests
or ${CONCURRENT.maxMs / 1000} s), first alone, then while 10 more clients request a new unknown table each time, as fast as
they can; then alone again, then while 10 clients cycle, as fast as they can, through a beacon
(\`rpc/track_event\`) to a new random path, a new unknown table, a new unknown function and an
\`rpc/submit_inquiry\` from a new number. Ratio = readers' req/s under that load ÷ the quiet req/s just before;
goal ≥ 0.9 for noise at the rate the audit sent it, 63 requests a second in all (before the bounded counts: 0.51,
each beacon adding a row; unknown tables before the schema-cache fix: 551 → 274 req/s, 0.50). As fast as they
can, 10 noisy clients take their fair share of the one server (below).

Machine: ${machineNote()}; load average at the start ${load}.

| Readers' situation | Requests | p50 ms | p95 ms | req/s | ratio to quiet |
|---|---|---|---|---|---|
${rows.join('\n')}

The mixed noise, per kind (mean latency as the noisy client saw it; every kind but the unknown names runs SQL in
the server's one PGlite, which executes one statement at a time):

| Noisy request | Requests | req/s | mean ms | answers |
|---|---|---|---|---|
${noiseRows.join('\n')}

${shareLine} The ratio is that fair share, not the SQL: a beacon to a new path is one indexed update of the bucket row
(no new row), an inquiry past the limit one indexed count, an unknown name no SQL at all, yet each still costs
the one Node thread HTTP parsing, the JWT, a PGlite round trip and a response, about what a reader's request
costs. A CPU profile of the server during such a run (\`node --cpu-prof\`): PGlite (WASM and its JS) about half
of the busy time, socket writes (\`writev\`) about a sixth, routing, JSON and the rest the remainder. Hosted
Supabase runs PostgREST and PostgreSQL on several cores and rate-limits at its gateway, which this local
server does not model.

\`public.page_counts\` rows after the run: ${countRows} (every new path is counted in the one bucket \`/lainnya\`).
`,
    );
    console.log('docs/benchmarks.md updated (bench:unknown-names)');
  } finally {
    await stopServer(child);
  }
}

/** Rows of public.page_counts on the bench server, read as service_role through the API. */
async function serverRows(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/rest/v1/page_counts?select=path,count`, {
    headers: { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
  });
  if (!res.ok) return `not read (${res.status})`;
  const rows = (await res.json()) as { path: string; count: number }[];
  return `${rows.length} (${rows.map((r) => `${r.path}: ${r.count}`).join(', ')})`;
}

/**
 * The counting script's size, gzip bytes, always measured: the built /_astro/ file that reads the
 * count-url meta when a site build is at hand (SITE_DIST_DIR or dist/), otherwise PageCounter.astro's script
 * built alone as Astro builds it (scripts/lib/counting-script.ts, in a child process so this stays synchronous).
 * The line says which way it was measured.
 */
async function countingScriptSize(): Promise<string> {
  const kib = (gzip: number) => `${(gzip / 1024).toFixed(2)} KiB gzip`;
  const dirs = [process.env.SITE_DIST_DIR, 'dist'].filter((d): d is string => !!d);
  for (const dir of dirs) {
    const assets = path.join(dir, '_astro');
    if (!fs.existsSync(assets)) continue;
    for (const name of fs.readdirSync(assets)) {
      if (!name.endsWith('.js')) continue;
      const code = fs.readFileSync(path.join(assets, name));
      if (code.includes('count-url')) {
        // The script and the chunks it imports (the visit's source is one of its own).
        const seen = new Set<string>([name]);
        let gzip = 0;
        for (const file of seen) {
          const text = fs.readFileSync(path.join(assets, file), 'utf8');
          gzip += zlib.gzipSync(text).length;
          for (const m of text.matchAll(/(?:from|import\s*\(?)\s*["']\.\/([^"']+\.js)["']/g)) seen.add(m[1]!);
        }
        return `${kib(gzip)} (measured on the site build: ${path.join(assets, name)} and the ${seen.size - 1} chunk(s) it imports; budget 2.5 KiB)`;
      }
    }
  }
  try {
    const size = await isolatedScriptSize();
    return `${kib(size.gzip)} (no site build in dist/ or SITE_DIST_DIR, so measured by building the \`<script>\` of \`${size.component}\` alone as Astro does: Vite, ES module, minified, ${size.bytes} bytes before gzip; budget 2.5 KiB)`;
  } catch (e) {
    return `not measured: no site build in dist/ and building the script alone failed (${(e as Error).message.split('\n')[0]})`;
  }
}

/** rpc/track_event as the site's script sends it (content type only, the key in the URL). */
const CHANNEL_MIX = ['direct', 'google_search', 'meta', 'whatsapp', 'direct'];

/** One timed run of `plan.maxRequests` events (or `plan.maxMs`) from `plan.clients` concurrent clients. */
async function trackRun(url: string, paths: string[], plan: { clients: number; maxRequests: number; maxMs: number }) {
  let started = 0;
  let errors = 0;
  const latencies: number[] = [];
  const t0 = performance.now();
  const client = async () => {
    while (started < plan.maxRequests && performance.now() - t0 < plan.maxMs) {
      // With the visit's channel, as the site sends it: each view or click also counts under its channel.
      const body = JSON.stringify({
        event: started % 5 ? 'page_view' : 'whatsapp_click',
        path: paths[started % 4],
        channel: CHANNEL_MIX[started % CHANNEL_MIX.length],
        partner_code: null,
      });
      started++;
      const t = performance.now();
      const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
      await res.arrayBuffer();
      if (res.status !== 204) errors++;
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: plan.clients }, client));
  const wall = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  return { events: latencies.length, errors, latencies, eps: latencies.length / wall };
}

/** Resident and peak resident memory of the server process, from /proc where available. */
function serverMemory(pid: number): string {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
    return `RSS ${Math.round(kb('VmRSS') / 1024)} MiB, peak ${Math.round(kb('VmHWM') / 1024)} MiB`;
  } catch {
    return 'not measured (no /proc)';
  }
}

const TRACK_WARMUP = 500;
const TRACK_RUNS = 3;

async function trackEvents(): Promise<void> {
  const { child, ready } = await startServer(0);
  const plan = { clients: 10, maxRequests: Number(process.env.BENCH_TRACK_REQUESTS || 5000), maxMs: 10_000 };
  const url = `${ready.url}/rest/v1/rpc/track_event?apikey=${LOCAL_ANON_KEY}`;
  const paths = ['/', '/umroh', '/kontak', `/haji/${ready.slug}`];
  try {
    // Warm-up (not counted): the server's first requests prepare statements and compile code.
    const warm = await trackRun(url, paths, { ...plan, maxRequests: TRACK_WARMUP });
    const runs = [];
    for (let i = 0; i < TRACK_RUNS; i++) runs.push(await trackRun(url, paths, plan));
    const rows = runs.map(
      (r, i) =>
        `| ${i + 1} | ${plan.clients} | ${r.events} | ${r.errors} | ${ms(percentile(r.latencies, 50))} | ${ms(percentile(r.latencies, 95))} | ${Math.round(r.eps)} |`,
    );
    const median = [...runs].sort((a, b) => a.eps - b.eps)[Math.floor(runs.length / 2)];
    const errors = warm.errors + runs.reduce((n, r) => n + r.errors, 0);
    const summary = `Median: **${Math.round(median.eps)} events/s**; errors in all ${warm.events + runs.reduce((n, r) => n + r.events, 0)} events (warm-up included): **${errors}**.`;
    for (const row of rows) console.log(row);
    console.log(summary);
    console.log(`server process memory: ${serverMemory(child.pid!)}`);
    if (process.env.BENCH_FRONT === '1') {
      console.log('(BENCH_FRONT=1: through the front thread; docs/benchmarks.md left alone)');
      return;
    }
    const row = rows.join('\n');
    const script = await countingScriptSize();
    console.log(`counting script: ${script}`);
    writeBenchSection(
      'track-event',
      `## Counting: \`rpc/track_event\` throughput (\`npm run bench\`)

The counter upserts (the page's and, for a view or a click, its channel's), sent the way the site's script sends
them (\`Content-Type\` only, the anon key as \`?apikey=\`, the visit's channel in the body), from ${plan.clients} concurrent clients over loopback, seed database in memory: ${TRACK_WARMUP} events of
warm-up, then ${TRACK_RUNS} runs of up to ${plan.maxRequests} events or ${plan.maxMs / 1000} s each. Goal: ≥ 1,000 events/s with no error.

What the local server does per request to reach it (\`server/supabase/db/pipeline.ts\`, \`with-claims.ts\`): each statement
text is prepared once per database under a name, as PostgREST prepares its statements; \`BEGIN\`, the request's
settings (one prepared statement, values bound) and the statement go to PGlite in one call, \`COMMIT\` in the same
call when no check can refuse the result; each role's \`statement_timeout\` is read once; a verified JWT is
remembered until it expires (PostgREST keeps a JWT cache too). Before: eight PGlite calls per request, the SQL
parsed every time, a catalog lookup and two HMAC checks of the same key: 567–643 events/s.

Machine: ${machineNote()}.

| Run | Clients | Events | Errors | p50 ms | p95 ms | events/s |
|---|---|---|---|---|---|---|
${row}

${summary}

Counting script on every public page: ${script}.
`,
    );
    console.log('docs/benchmarks.md updated (bench:track-event)');
  } finally {
    await stopServer(child);
  }
}

// ------------------------------------------------------------ dashboard_counts over a year

const DASHBOARD_RUNS = 9;
const BEFORE_RUNS = 3;
const DASHBOARD_PERIODS = [30, 90, 366];

/**
 * A year of realistic counters (365 WIB days × the 9 static pages, 50 active package pages and the bucket
 * × 3 events, about 65,700 rows) and about 3 inquiries a day, in a fresh in-process PGlite database; then
 * dashboard_counts(days) as the administrator, DASHBOARD_RUNS timed runs after 2 warm-ups, median. The former
 * query (20261123012000) runs on the same data as public.dashboard_counts_before for comparison.
 */
async function dashboardCounts(): Promise<void> {
  const load = os.loadavg()[0].toFixed(1);
  const local = await createLocalSupabase({ dataDir: 'memory://', log: () => {} });
  try {
    const db = local.db;
    const scalar = async (sql: string) => Object.values((await db.query<Record<string, unknown>>(sql)).rows[0]!)[0];
    // 12 seed packages (10 active) + 44 → 50 active (fillPackages makes every tenth a draft).
    await fillPackages(local.app, 56, Number(await scalar(`select count(*) from public.packages`)));
    const t0 = performance.now();
    await db.exec(`
      insert into public.page_counts (day, path, package_id, event, count)
      select public.today_wib() - d, p.path, p.package_id, e.event,
             greatest(case e.event when 'page_view' then 1 else 0 end,
                      (p.weight * e.share * (0.6 + 0.8 * ((hashtext(p.path || d || e.event) & 1023) / 1023.0)))::bigint)
        from generate_series(0, 364) d
       cross join (
         select '/' || category || '/' || slug as path, id as package_id, 40 as weight
           from public.packages where status = 'active'
         union all
         select s.path, null, case s.path when '/' then 600 when '/umroh' then 300 when '/haji' then 120 else 60 end
           from unnest(private.countable_static_paths()) s(path)
         union all
         select private.page_counts_bucket(), null, 30
       ) p
       cross join (values ('page_view', 1.0), ('whatsapp_click', 0.06), ('inquiry_open', 0.03)) e(event, share);
      insert into public.inquiries (name, whatsapp, package_id, pax, message, consent, consent_text_version, created_at)
      select 'Jamaah ' || g, '6281' || lpad((10000000 + g)::text, 9, '0'), k.id, 1 + g % 4, '', true, 'bench',
             now() - make_interval(mins => g * 479)
        from generate_series(1, 1100) g
        left join lateral (select id from public.packages where status = 'active'
                            order by id offset (g % 50) limit 1) k on g % 5 <> 0;`);
    const seeded = performance.now() - t0;
    const rows = Number(await scalar(`select count(*) from public.page_counts`));
    const inquiries = Number(await scalar(`select count(*) from public.inquiries`));
    const tableSize = Number(await scalar(`select pg_total_relation_size('public.page_counts')`));

    // The former dashboard_counts, renamed, for the "before" column.
    const original = fs.readFileSync(
      path.resolve(import.meta.dirname, '../supabase/migrations/20261123012000_page_counts.sql'),
      'utf8',
    );
    await db.exec(
      original
        .slice(
          original.indexOf('create or replace function public.dashboard_counts'),
          original.indexOf('revoke all on function public.dashboard_counts'),
        )
        .replace('public.dashboard_counts(', 'public.dashboard_counts_before('),
    );

    // The administrator, with a session as GoTrue would have (is_admin() requires it).
    const admin = (
      await db.query<{ id: string; email: string }>(`select id, email from auth.users where email = $1`, [
        local.config.adminEmail,
      ])
    ).rows[0]!;
    const sessionId = randomUUID();
    await db.query(`insert into auth.sessions (id, user_id, aal) values ($1, $2, 'aal1')`, [sessionId, admin.id]);
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      role: 'authenticated',
      aud: 'authenticated',
      iat: now,
      exp: now + 3600,
      sub: admin.id,
      email: admin.email,
      app_metadata: { role: 'admin', provider: 'email', providers: ['email'] },
      user_metadata: {},
      aal: 'aal1',
      session_id: sessionId,
    } as unknown as Claims;

    const time = async (fn: string, days: number, warmups: number, count: number) => {
      const runs: number[] = [];
      let bytes = 0;
      for (let i = 0; i < warmups + count; i++) {
        const t = performance.now();
        const res = await withClaims(db, claims, (tx) =>
          tx.query<{ d: unknown }>(`select public.${fn}($1)::text as d`, [days]),
        );
        if (i >= warmups) runs.push(performance.now() - t);
        bytes = String(res.rows[0]!.d).length;
      }
      runs.sort((a, b) => a - b);
      return { median: runs[Math.floor(runs.length / 2)]!, min: runs[0]!, max: runs[runs.length - 1]!, bytes };
    };
    const lines: string[] = [];
    for (const days of DASHBOARD_PERIODS) {
      const after = await time('dashboard_counts', days, 2, DASHBOARD_RUNS);
      // The former query takes seconds (about 20 s a call for a year): BEFORE_RUNS runs, and not for the year.
      const before = days <= 90 ? await time('dashboard_counts_before', days, 0, BEFORE_RUNS) : null;
      const line = `| ${days} | ${before ? ms(before.median) : 'not run'} | ${ms(after.median)} | ${ms(after.min)}–${ms(after.max)} | ${size(after.bytes)} |`;
      console.log(line);
      lines.push(line);
    }
    writeBenchSection(
      'dashboard-counts',
      `## Dashboard: \`dashboard_counts()\` over a year of counters (\`npm run bench\`)

A fresh in-process PGlite database (migrations and seed), 50 active packages, then a year of counters as
\`20261125005000_bounded_counts.sql\` lets them grow: 365 WIB days × (9 static pages + 50 package pages + the
bucket \`/lainnya\`) × 3 events = ${rows.toLocaleString('en')} rows (${size(tableSize)} with indexes), and ${inquiries.toLocaleString('en')} inquiries
over the year; seeded in ${(seeded / 1000).toFixed(1)} s, no ANALYZE (PGlite has no autovacuum). Each figure: the administrator's
\`select public.dashboard_counts(days)\` in its own transaction as PostgREST runs it (claims, RLS), 2 warm-ups then
${DASHBOARD_RUNS} runs, median (and range). "Before" (${BEFORE_RUNS} runs, median; not run for the year: about 20 s a call in a first run
on this machine) is 20261123012000's query on the same data (under this migration's once-per-query read policy, so if anything
faster than it was): for every day and
every package it scanned all the period's counters again, and the read policy called \`is_admin()\` for every row.
After: the counters of the period are summed once per (day, package), then per day and per package, read as the
function's owner after its administrator check (no row policy per counter); inquiries are read through their
\`created_at\` index.
Goal: well under 100 ms for 30 and 90 days.

Machine: ${machineNote()}; load average at the start ${load}.

| Days | before: median ms | after: median ms | after: range ms | JSON |
|---|---|---|---|---|
${lines.join('\n')}
`,
    );
    console.log('docs/benchmarks.md updated (bench:dashboard-counts)');
  } finally {
    await local.close();
  }
}

if (process.argv[2] === '--serve') await serveMode(Number(process.argv[3] || 0));
else if (process.argv[2] === '--unknown-names') await unknownNames();
else if (process.argv[2] === '--track-event') await trackEvents();
else if (process.argv[2] === '--dashboard-counts') await dashboardCounts();
else {
  await main();
  await unknownNames();
  await trackEvents();
  await dashboardCounts();
}
