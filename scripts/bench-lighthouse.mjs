// `npm run bench:lighthouse`: Lighthouse (mobile preset, offline) on the home page, one package list
// and one package detail of the whole product started with a fresh seeded in-memory database.
// Writes its section of docs/benchmarks.md. Not a test: scores vary a little from run to run.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startProduct } from '../server/src/product/index.ts';
import { machineNote, writeBenchSection } from './lib/bench-report.ts';

const PORT = Number(process.env.BENCH_PORT || 4397);
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const PAGES = [
  ['Beranda', '/'],
  ['Daftar paket', '/umroh'],
  ['Detail paket', '/umroh/umroh-reguler-12-hari-januari-2027'],
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

process.env.ASTRO_TELEMETRY_DISABLED = '1';
const product = await startProduct({ port: PORT, dataDir: 'memory://', buildAdmin: false, log: () => {} });
let chrome;
try {
  await product.firstBuild;
  if (product.builder.state.status !== 'published')
    throw new Error(`site build failed: ${product.builder.state.lastError}`);
  const base = product.server.url;
  chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
    ],
  });
  const rows = [];
  const notes = [];
  for (const [name, path] of PAGES) {
    const result = await lighthouse(`${base}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    const lhr = result.lhr;
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id) => lhr.audits[id]?.displayValue ?? '-';
    rows.push(
      `| ${name} (\`${path}\`) | ${CATEGORIES.map(score).join(' | ')} | ${metric('largest-contentful-paint')} | ${metric('total-blocking-time')} | ${metric('cumulative-layout-shift')} |`,
    );
    for (const cat of CATEGORIES) {
      for (const ref of lhr.categories[cat].auditRefs) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 1)
          notes.push(`- ${name}: ${cat} / ${audit.title} (${Math.round(audit.score * 100)})`);
      }
    }
    console.log(`${name}: ${CATEGORIES.map((c) => `${c} ${score(c)}`).join(', ')}`);
  }
  writeBenchSection(
    'lighthouse',
    [
      '## Lighthouse (public site, mobile)',
      '',
      `${machineNote()}; Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, Debian Chromium, default mobile preset (simulated slow 4G, 4x CPU slowdown), offline, site built from the seed. Target: 100 in every category.`,
      '',
      '| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      ...rows,
      '',
      notes.length ? `Audits below 100:\n\n${notes.join('\n')}` : 'Every weighted audit passed.',
    ].join('\n'),
  );
} finally {
  if (chrome) chrome.kill();
  await product.stop();
}
process.exit(0);
