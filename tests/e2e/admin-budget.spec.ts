import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { test, expect } from './fixtures.ts';

/**
 * The admin's first load: the entry script of admin/dist/index.html plus every
 * module it preloads, gzip-compressed, must stay within 300 KB. Screens are
 * split per route (React.lazy) and do not count until they are opened.
 */
const BUDGET_BYTES = 300 * 1024;
const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../admin/dist');

function initialScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)) urls.add(m[1]);
  return [...urls];
}

function fileOf(url: string): string {
  const rel = url.replace(/^\/admin\//, '').replace(/^\.?\//, '');
  return path.join(DIST, rel);
}

test('the admin entry and its modulepreloads stay within 300 KB gzip', () => {
  const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const scripts = initialScripts(html);
  expect(scripts.length, 'index.html loads at least the entry').toBeGreaterThan(0);
  let total = 0;
  const report: string[] = [];
  for (const url of scripts) {
    const file = fileOf(url);
    expect(fs.existsSync(file), `${url} exists in admin/dist`).toBe(true);
    const gz = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    total += gz;
    report.push(`${(gz / 1024).toFixed(1)} KB ${url}`);
  }
  test.info().annotations.push({
    type: 'admin initial JS (gzip)',
    description: `${(total / 1024).toFixed(1)} KB\n${report.join('\n')}`,
  });
  expect(total, report.join('\n')).toBeLessThanOrEqual(BUDGET_BYTES);
});

test('screens are split out of the entry (React.lazy per route)', () => {
  const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const initial = new Set(initialScripts(html).map((u) => path.basename(u)));
  const chunks = fs.readdirSync(path.join(DIST, 'assets')).filter((f) => f.endsWith('.js'));
  for (const screen of [
    'Dashboard',
    'PackageList',
    'PackageForm',
    'MediaLibrary',
    'Profile',
    'LoginPage',
    'EditHome',
    'Settings',
  ]) {
    const chunk = chunks.find((f) => f.startsWith(`${screen}-`));
    expect(chunk, `a ${screen} chunk exists`).toBeTruthy();
    expect(initial.has(chunk!), `${screen} is not loaded by index.html`).toBe(false);
  }
});
