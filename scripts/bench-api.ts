// `npm run bench`: REST latency (p50/p95) and throughput over loopback for the two reads the public site
// makes most, with the seed and with 1,000 packages. Writes the bench:api section of docs/benchmarks.md.
// Then readers' throughput while 10 clients ask for unknown tables, as a ratio to the quiet figure
// (section bench:unknown-names; `--unknown-names` runs only that part).
// Then rpc/track_event throughput and the counting script's size (section bench:track-event; `--track-event`).
//
// The server runs in a child process (this script with --serve) so the load generator does not share
// its event loop; each dataset gets a fresh in-memory database.
// BENCH_FRONT=1 with --track-event: the server is the product as `npm start` runs it (database in a worker
// thread, requests relayed by the main thread: server/src/product/front.ts); printed, docs left alone.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { createLocalSupabase, LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY, serve } from '../server/src/index.ts';
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
  const { startProductInWorker } = await import('../server/src/product/front.ts');
  const emptySite = `const d = process.env.ASTRO_OUT_DIR; require('fs').mkdirSync(d, { recursive: true }); require('fs').writeFileSync(d + '/index.html', '')`;
  const product = await startProductInWorker({
    port: 0,
    dataDir: 'memory://',
    buildAdmin: false,
    autoPublish: false,
    siteBuildCommand: [process.execPath, '-e', emptySite],
  });
  await product.firstBuild;
  const ready: Ready = { url: product.url.replace('localhost', '127.0.0.1'), packages: -1, active: -1, slug: 'haji-plus-2027' };
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
    const rows = [
      `| quiet | ${quiet.requests} | ${ms(quiet.p50)} | ${ms(quiet.p95)} | ${Math.round(quiet.rps)} | – |`,
      `| 10 clients asking for unknown tables (${Math.round(unknownRps)} req/s of them) | ${attacked.requests} | ${ms(attacked.p50)} | ${ms(attacked.p95)} | ${Math.round(attacked.rps)} | **${ratio.toFixed(2)}** |`,
    ];
    for (const r of rows) console.log(r);
    writeBenchSection(
      'unknown-names',
      `## Readers' throughput with 10 clients asking for unknown tables (\`npm run bench\`)

The schema cache answers unknown table, column and function names from memory and reloads at most once per
5 s (or on \`NOTIFY pgrst, 'reload schema'\`), so the public anon key cannot make the server re-read the catalog
on every request. ${CONCURRENT.clients} readers fetch one package by slug (\`.single()\`, seed data, up to ${CONCURRENT.maxRequests} requests
or ${CONCURRENT.maxMs / 1000} s), first alone, then while 10 more clients request a new unknown table each time, as fast as
they can. Ratio = readers' req/s under that load ÷ quiet req/s; goal ≥ 0.9 (before the fix: 551 → 274 req/s, 0.50).

Machine: ${machineNote()}; load average at the start ${load}.

| Readers' situation | Requests | p50 ms | p95 ms | req/s | ratio to quiet |
|---|---|---|---|---|---|
${rows.join('\n')}
`,
    );
    console.log('docs/benchmarks.md updated (bench:unknown-names)');
  } finally {
    await stopServer(child);
  }
}

/**
 * The counting script's size (issue 13), gzip bytes, always measured: the built /_astro/ file that reads the
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
        return `${kib(zlib.gzipSync(code).length)} (measured on the site build: ${path.join(assets, name)}; budget 2 KiB)`;
      }
    }
  }
  try {
    const size = await isolatedScriptSize();
    return `${kib(size.gzip)} (no site build in dist/ or SITE_DIST_DIR, so measured by building the \`<script>\` of \`${size.component}\` alone as Astro does: Vite, ES module, minified, ${size.bytes} bytes before gzip; budget 2 KiB)`;
  } catch (e) {
    return `not measured: no site build in dist/ and building the script alone failed (${(e as Error).message.split('\n')[0]})`;
  }
}

/** rpc/track_event as the site's script sends it (sendBeacon: content type only, the key in the URL). */
/** One timed run of `plan.maxRequests` events (or `plan.maxMs`) from `plan.clients` concurrent clients. */
async function trackRun(url: string, paths: string[], plan: { clients: number; maxRequests: number; maxMs: number }) {
  let started = 0;
  let errors = 0;
  const latencies: number[] = [];
  const t0 = performance.now();
  const client = async () => {
    while (started < plan.maxRequests && performance.now() - t0 < plan.maxMs) {
      const body = JSON.stringify({ event: started % 5 ? 'page_view' : 'whatsapp_click', path: paths[started % 4] });
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
  const paths = ['/', '/umroh', '/kontak', `/umroh/${ready.slug}`];
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

Issue 13's counter upsert, sent the way the site's script sends it (sendBeacon-shaped: \`Content-Type\` only, the anon
key as \`?apikey=\`), from ${plan.clients} concurrent clients over loopback, seed database in memory: ${TRACK_WARMUP} events of
warm-up, then ${TRACK_RUNS} runs of up to ${plan.maxRequests} events or ${plan.maxMs / 1000} s each. Goal: ≥ 1,000 events/s with no error.

What the local server does per request to reach it (\`server/src/db/pipeline.ts\`, \`with-claims.ts\`): each statement
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

if (process.argv[2] === '--serve') await serveMode(Number(process.argv[3] || 0));
else if (process.argv[2] === '--unknown-names') await unknownNames();
else if (process.argv[2] === '--track-event') await trackEvents();
else {
  await main();
  await unknownNames();
  await trackEvents();
}
