// `npm run bench:share-cards`: what share cards cost a build. Draws BENCH_CARDS cards (default 100), each with
// its own text, from the seed photos served over loopback HTTP with an ETag as Storage serves them, three at a
// time as the site build does (src/lib/share.ts): first with an empty cache (every card drawn), then again
// (every card from the build cache). Writes its section of docs/benchmarks.md.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { machineNote, writeBenchSection } from './lib/bench-report.ts';

const CARDS = Number(process.env.BENCH_CARDS || 100);
const DRAWING = 3;
const cacheRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'share-cards-bench-'));
process.env.ASTRO_CACHE_DIR = cacheRoot;
const { shareCard, shareCardCache, usedCards } = await import('../src/lib/share-card.ts');
const { pruneCardCache } = await import('../src/lib/share-card-files.ts');
const { packageCardText, packageSearchFacts } = await import('../domain/index.ts');

const dir = path.resolve(import.meta.dirname, '../supabase/seed-images');
const photos = fs.readdirSync(dir).filter((f) => /^package-[a-z0-9-]+\.webp$/.test(f) && !/-\d+\.webp$/.test(f));
const server = http.createServer((req, res) => {
  const file = path.join(dir, path.basename(decodeURIComponent(req.url ?? '')));
  if (!fs.existsSync(file)) return void res.writeHead(404).end();
  const data = fs.readFileSync(file);
  res.writeHead(200, {
    'Content-Type': 'image/webp',
    'Content-Length': data.length,
    ETag: `"${createHash('md5').update(data).digest('hex')}"`,
  });
  res.end(req.method === 'HEAD' ? undefined : data);
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

const jobs = Array.from({ length: CARDS }, (_, i) => {
  const facts = packageSearchFacts({
    title: `Umroh Bench ${i + 1} Hari`,
    category: 'umroh',
    duration: '12 Hari',
    price_quad: 15_000_000 + (i % 60) * 500_000,
    price_triple: null,
    price_double: null,
    departures: [],
  });
  return { card: packageCardText(facts, 'Baitullah Tour & Travel'), photo: `${base}/${photos[i % photos.length]}` };
});

async function run(): Promise<{ ms: number; cpuMs: number; bytes: number[] }> {
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const lanes = Array.from({ length: DRAWING }, () => Promise.resolve());
  const sizes: Promise<number>[] = [];
  jobs.forEach((job, i) => {
    const done = lanes[i % DRAWING]!.then(() => shareCard(job.card, job.photo)).then((b) => b.length);
    lanes[i % DRAWING] = done.then(() => undefined);
    sizes.push(done);
  });
  const bytes = await Promise.all(sizes);
  const cpu = process.cpuUsage(cpu0);
  return { ms: performance.now() - t0, cpuMs: (cpu.user + cpu.system) / 1000, bytes };
}

const cold = await run();
const warm = await run();
// After a build: the cache also holds cards no build has used for a week (old titles).
const STALE = 2000;
const stale = new Date(Date.now() - 8 * 24 * 3600_000);
for (let i = 0; i < STALE; i++) {
  const file = path.join(shareCardCache(), `stale-${i}.jpg`);
  fs.writeFileSync(file, 'jpeg');
  fs.utimesSync(file, stale, stale);
}
const p0 = performance.now();
const pruned = await pruneCardCache(usedCards());
const pruneMs = performance.now() - p0;
if (pruned !== STALE) throw new Error(`pruned ${pruned} of ${STALE}`);
server.close();
fs.rmSync(cacheRoot, { recursive: true, force: true });
const kb = (n: number) => (n / 1024).toFixed(0);
const sorted = [...cold.bytes].sort((a, b) => a - b);
const row = (name: string, r: { ms: number; cpuMs: number }) =>
  `| ${name} | ${CARDS} | ${(r.ms / 1000).toFixed(1)} s | ${(r.ms / CARDS).toFixed(0)} ms | ${(r.cpuMs / CARDS).toFixed(0)} ms | ${(((r.cpuMs / CARDS) * 1000) / 1000).toFixed(0)} s |`;
console.log(
  `cold ${cold.ms.toFixed(0)} ms, warm ${warm.ms.toFixed(0)} ms for ${CARDS} cards; ${STALE} unused pruned in ${pruneMs.toFixed(0)} ms`,
);
writeBenchSection(
  'share-cards',
  `## Share cards (\`npm run bench:share-cards\`)

${machineNote()}; load average ${os.loadavg()[0]!.toFixed(1)} when it ran (other builds shared the machine). ${CARDS}
package cards (1200×630 JPEG), each with its own text, from the seed photos served over loopback with an ETag,
three at a time as the site build draws them. "Drawn": empty build cache (a first build, or every package changed).
"Cached": the same cards again (a publish where those packages did not change: a HEAD request for the photo's ETag
and a file read each). CPU time does not depend on how busy the machine is; on two free cores the wall time of a
first build with 1000 packages grows by about half the CPU figure. Netlify keeps \`node_modules/.astro\` (Astro's
cache directory) between builds, and the local publisher its \`.cache\`, so only changed cards are drawn again.

| cache | cards | wall time | wall per card | CPU per card (all threads) | CPU for 1000 cards (estimated) |
| --- | --- | --- | --- | --- | --- |
${row('drawn', cold)}
${row('cached', warm)}

Card sizes: ${kb(sorted[0]!)}–${kb(sorted[sorted.length - 1]!)} KB (WhatsApp's limit: 300 KB).

After the build the cards nothing uses any more leave the cache: with ${CARDS} cards in use and ${STALE} unused ones no
build has used for a week, the pass (a directory read, a stat of each card, ${STALE} removals) took ${pruneMs.toFixed(0)} ms.
`,
);
console.log('docs/benchmarks.md updated');
