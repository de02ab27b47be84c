// `npm run bench:lighthouse`: Lighthouse (mobile preset, offline) on the home page, one package list
// and one package detail of the whole product started with a fresh seeded in-memory database.
// Writes its section of docs/benchmarks.md. Not a test: scores vary a little from run to run.
import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startProduct } from '../server/product/index.ts';
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

  // The JS pages again with a 6x CPU slowdown (a low-end phone, or a busy machine), where the
  // React islands' script shows in Total Blocking Time. Goal: TBT <= 200 ms. The load average is noted
  // because other work on the machine slows the simulated phone further.
  const cpuRows = [];
  const loadBefore = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
  for (const [name, path] of PAGES.slice(1)) {
    const { lhr } = await lighthouse(`${base}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttling: { cpuSlowdownMultiplier: 6 },
    });
    const metric = (id) => lhr.audits[id]?.displayValue ?? '-';
    // A run Lighthouse could not finish (it happens on a busy machine) says why instead of "0 | - | -".
    if (lhr.runtimeError) {
      cpuRows.push(`| ${name} (\`${path}\`) | failed: ${lhr.runtimeError.code} | - | - | - |`);
      console.log(`${name} (CPU x6): Lighthouse failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      continue;
    }
    cpuRows.push(
      `| ${name} (\`${path}\`) | ${Math.round((lhr.categories.performance?.score ?? 0) * 100)} | ${metric('largest-contentful-paint')} | ${metric('total-blocking-time')} | ${metric('bootup-time')} |`,
    );
    console.log(
      `${name} (CPU x6): performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, TBT ${metric('total-blocking-time')}`,
    );
  }
  writeBenchSection(
    'lighthouse-cpu6',
    [
      '## Lighthouse with `--throttling.cpuSlowdownMultiplier=6` (list and detail)',
      '',
      `${machineNote()}; load average (1 / 5 / 15 min) before the runs: ${loadBefore}. Same preset as above but a 6x CPU slowdown. Goal: TBT ≤ 200 ms.`,
      '',
      '| page | performance | LCP | TBT | JS execution |',
      '| --- | --- | --- | --- | --- |',
      ...cpuRows,
    ].join('\n'),
  );
} finally {
  if (chrome) chrome.kill();
  await product.stop();
}
process.exit(0);
