import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { test, expect } from './fixtures.ts';
import { SEED } from './site-helpers.ts';

/**
 * Byte budgets on the build output (deterministic: sizes, not timings).
 * The build directory is the one the product serves (GET /_local/publish),
 * or SITE_DIST_DIR, or dist/.
 */
const KB = 1024;
const JS_BUDGET: Record<string, number> = {
  '/': 15 * KB, // no React runtime on the home page
  '/tentang-kami': 15 * KB,
  '/kontak': 15 * KB,
  '/legalitas': 15 * KB, // the account numbers' copy button only
  '/jadwal': 15 * KB, // the schedule filter is a few lines of plain script, no React
  '/dokumentasi': 15 * KB, // album cards only; the gallery island is on the album pages (journey-albums.spec.ts)
  '/paket-tidak-ditemukan': 15 * KB,
  '/404': 15 * KB,
  // List and detail pages: the filter island, and the counter with the visit's source (2.1 KB): 76 KB gzip.
  '/umroh': 76 * KB,
  '/haji': 76 * KB,
  // Package pages also carry the inquiry form's script (1.7 KB): 80 KB. The React gallery (64 KB of it) still
  // loads only on intent, so a page load runs about 12 KB.
  [`/umroh/${SEED.umrohReguler.slug}`]: 80 * KB,
  [`/haji/${SEED.hajiPlus.slug}`]: 80 * KB,
};
/**
 * What a page fetches only on a visitor's action, through a dynamic import, beside the budget above: the
 * inquiry form's phone rules (domain/phone.ts: libphonenumber-js with its mobile metadata, 33.6 KB), fetched
 * once a visitor starts on the form. Every other page fetches nothing later.
 */
const ON_INTENT_BUDGET: Record<string, number> = {
  '/kontak': 36 * KB,
  [`/umroh/${SEED.umrohReguler.slug}`]: 36 * KB,
  [`/haji/${SEED.hajiPlus.slug}`]: 36 * KB,
};
const CSS_BUDGET = 25 * KB;

async function buildDir(request: import('@playwright/test').APIRequestContext): Promise<string> {
  if (process.env.SITE_DIST_DIR) return path.resolve(process.env.SITE_DIST_DIR);
  const res = await request.get('/_local/publish').catch(() => null);
  const current = res && res.ok() ? ((await res.json()) as { current?: string | null } | null)?.current : null;
  return current ?? path.resolve('dist');
}

function htmlFile(dir: string, page: string): string {
  return page === '/404' ? path.join(dir, '404.html') : path.join(dir, page, 'index.html');
}

const gz = (data: string | Buffer) => zlib.gzipSync(data).length;

/**
 * Every script a page can run: <script src>, island components and renderers, and all their imports, static or
 * dynamic (`import("…")`, also with backquotes). `lazy` holds those reached only through a dynamic import.
 */
function pageScripts(dir: string, html: string): { files: Map<string, number>; lazy: Set<string>; inline: number } {
  const files = new Map<string, number>();
  const lazy = new Set<string>();
  const queue: { url: string; lazy: boolean }[] = [];
  const add = (url: string, viaImport = false) => {
    if (!url.startsWith('/') || url.startsWith('//')) return;
    const clean = url.split(/[?#]/)[0]!;
    // A file first reached lazily is visited again if the page also loads it directly, with its imports.
    if (files.has(clean) && (viaImport || !lazy.has(clean))) return;
    if (viaImport) lazy.add(clean);
    else lazy.delete(clean);
    files.set(clean, -1);
    queue.push({ url: clean, lazy: viaImport });
  };
  let inline = 0;
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1]!;
    if (/type=["']?application\/(ld\+)?json/i.test(attrs)) continue;
    const src = /\bsrc=["']?([^"'\s>]+)/i.exec(attrs)?.[1];
    if (src) add(src);
    else inline += gz(m[2]!);
  }
  for (const m of html.matchAll(/\b(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g)) add(m[1]!);
  for (const m of html.matchAll(/<link\b[^>]*rel=["']?modulepreload[^>]*href=["']?([^"'\s>]+)/gi)) add(m[1]!);
  while (queue.length) {
    const { url, lazy: isLazy } = queue.shift()!;
    const file = path.join(dir, url);
    expect(fs.existsSync(file), `${url} exists in the build`).toBe(true);
    const code = fs.readFileSync(file, 'utf8');
    files.set(url, gz(code));
    for (const m of code.matchAll(
      /(?:(\bimport\s*\(\s*)|\bfrom\s*|\bimport\s*)(["'`])(\.{1,2}\/[^"'`]+|\/[^"'`]+)\2/g,
    )) {
      add(new URL(m[3]!, `http://x${url}`).pathname, isLazy || m[1] !== undefined);
    }
  }
  return { files, lazy, inline };
}

function pageCss(dir: string, html: string): number {
  let total = 0;
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) total += gz(m[1]!);
  for (const m of html.matchAll(/<link\b[^>]*rel=["']?stylesheet[^>]*>/gi)) {
    const href = /href=["']?([^"'\s>]+)/.exec(m[0])?.[1];
    if (href?.startsWith('/')) total += gz(fs.readFileSync(path.join(dir, href)));
  }
  return total;
}

test.describe('byte budgets of the built site', () => {
  for (const [page, budget] of Object.entries(JS_BUDGET)) {
    const onIntent = (ON_INTENT_BUDGET[page] ?? 0) / KB;
    test(`${page}: JS <= ${budget / KB} KB (+ ${onIntent} KB on intent), CSS <= ${CSS_BUDGET / KB} KB gzip, every <img> sized`, async ({
      request,
    }) => {
      const dir = await buildDir(request);
      const file = htmlFile(dir, page);
      expect(fs.existsSync(file), `${file} was built`).toBe(true);
      const html = fs.readFileSync(file, 'utf8');

      const { files, lazy, inline } = pageScripts(dir, html);
      const sum = (urls: string[]) => urls.reduce((a, u) => a + files.get(u)!, 0);
      const js = inline + sum([...files.keys()].filter((u) => !lazy.has(u)));
      const later = sum([...lazy]);
      const report = [...files]
        .map(([u, n]) => `${(n / KB).toFixed(1)} KB ${u}${lazy.has(u) ? ' (on intent)' : ''}`)
        .join('\n');
      test.info().annotations.push({
        type: `${page} JS (gzip)`,
        description: `${(js / KB).toFixed(1)} KB with the page, ${(later / KB).toFixed(1)} KB on intent\n${report}`,
      });
      expect(js, report).toBeLessThanOrEqual(budget);
      expect(later, report).toBeLessThanOrEqual(ON_INTENT_BUDGET[page] ?? 0);

      const css = pageCss(dir, html);
      test.info().annotations.push({ type: `${page} CSS (gzip)`, description: `${(css / KB).toFixed(1)} KB` });
      expect(css).toBeGreaterThan(0);
      expect(css).toBeLessThanOrEqual(CSS_BUDGET);

      const imgs = [...html.matchAll(/<img\b[^>]*>/gi)].map((m) => m[0]);
      for (const img of imgs) {
        expect(img, 'has width').toMatch(/\swidth=["']?\d+/);
        expect(img, 'has height').toMatch(/\sheight=["']?\d+/);
      }
    });
  }

  test('the home page ships no React runtime and no island', async ({ request }) => {
    const dir = await buildDir(request);
    const html = fs.readFileSync(htmlFile(dir, '/'), 'utf8');
    expect(html).not.toContain('<astro-island');
    // Its only script is the counting script, as on every page: the counts and where the visit came from
    // (≤ 2.5 KB gzip).
    const scripts = [...html.matchAll(/<script\b(?![^>]*application\/ld\+json)([^>]*)>/gi)].map((m) => m[1]!);
    expect(scripts).toHaveLength(1);
    const src = /\bsrc=["']?([^"'\s>]+)/.exec(scripts[0]!)?.[1];
    expect(src).toMatch(/^\/_astro\//);
    const { files } = pageScripts(dir, html);
    const code = [...files.keys()].map((f) => fs.readFileSync(path.join(dir, f), 'utf8')).join('\n');
    expect(code).toContain('count-url');
    expect(code).not.toMatch(/react/i);
    expect(
      [...files.values()].reduce((a, b) => a + b, 0),
      'counting script, gzip bytes',
    ).toBeLessThanOrEqual(2.5 * KB);
  });

  test('no inline executable script anywhere (production CSP is script-src self)', async ({ request }) => {
    const dir = await buildDir(request);
    for (const page of Object.keys(JS_BUDGET)) {
      const html = fs.readFileSync(htmlFile(dir, page), 'utf8');
      for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
        if (/application\/(ld\+)?json/.test(m[1]!)) continue;
        expect(m[1], `${page}: script has a src`).toMatch(/\bsrc=/);
        expect(m[2]!.trim(), `${page}: script body is empty`).toBe('');
      }
    }
  });
});

test.describe('images below the fold load lazily', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${viewport.width}px`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ viewport, baseURL });
      const page = await context.newPage();
      let belowTheFold = 0;
      for (const path of ['/', '/umroh', `/umroh/${SEED.umrohReguler.slug}`, '/tentang-kami', '/kontak']) {
        await page.goto(path);
        const imgs = await page.locator('img').evaluateAll((els) =>
          els.map((e) => {
            const img = e as HTMLImageElement;
            return {
              src: img.currentSrc || img.src,
              top: img.getBoundingClientRect().top + window.scrollY,
              loading: img.getAttribute('loading'),
              priority: img.getAttribute('fetchpriority'),
            };
          }),
        );
        for (const img of imgs) {
          if (img.top < viewport.height) continue;
          belowTheFold++;
          expect(img.loading, `${path} ${img.src} at y=${Math.round(img.top)}`).toBe('lazy');
        }
      }
      // The pages have images under the first screen (package cards, the gallery): the rule was checked.
      expect(belowTheFold).toBeGreaterThan(0);
      // The largest image of the first screen is fetched eagerly with high priority.
      await page.goto('/');
      await expect(page.getByTestId('hero-image')).not.toHaveAttribute('loading', 'lazy');
      await expect(page.getByTestId('hero-image')).toHaveAttribute('fetchpriority', 'high');
      await page.goto(`/umroh/${SEED.umrohReguler.slug}`);
      await expect(page.getByTestId('gallery-image')).not.toHaveAttribute('loading', 'lazy');
      await context.close();
    });
  }
});
