import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseAllHeaders, type Header } from '@netlify/headers-parser';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forRegExp, renderHeadersFile, securityHeaderRules } from '../../src/config/security-headers.ts';
import { mountStatic } from '../../server/product/static.ts';

const root = path.resolve(import.meta.dirname, '../..');
const PATHS = [
  '/',
  '/index.html',
  '/umroh',
  '/umroh/',
  '/umroh/paket-a/',
  '/haji/haji-plus-2027',
  '/kontak/',
  '/tentang-kami',
  '/paket-tidak-ditemukan/',
  '/404.html',
  '/robots.txt',
  '/sitemap.xml',
  '/favicon.svg',
  '/_astro/app.123.js',
  '/_astro/inline.abc.js',
  '/admin',
  '/admin/',
  '/admin/index.html',
  '/admin/packages/1',
  '/admin/assets/index-abc.js',
  '/ADMIN/x',
  '/halaman-tidak-ada',
  '/a/b/c',
];
const CUSTOM = 'https://api.baitullah-travel.co.id';

describe('security headers: one source for Netlify (_headers) and the local server', () => {
  let tmp: string;
  let headers: Header[];

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'headers-test-'));
    const rules = securityHeaderRules({ siteSupabaseUrl: `${CUSTOM}/`, adminSupabaseUrl: CUSTOM });
    fs.writeFileSync(path.join(tmp, '_headers'), renderHeadersFile(rules));
    // Netlify's own parser, reading netlify.toml and the generated file together, as a deploy does.
    const parsed = await parseAllHeaders({
      headersFiles: [path.join(tmp, '_headers')],
      netlifyConfigPath: path.join(root, 'netlify.toml'),
      configHeaders: [],
      minimal: false,
    });
    expect(parsed.errors).toEqual([]);
    headers = parsed.headers as Header[];
  });
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it('gives no path the same header from two rules (overlapping CSP or Cache-Control)', () => {
    for (const p of PATHS) {
      const seen = new Map<string, string[]>();
      for (const rule of headers.filter((h) => h.forRegExp.test(p))) {
        for (const name of Object.keys(rule.values))
          seen.set(name.toLowerCase(), [...(seen.get(name.toLowerCase()) ?? []), rule.for]);
      }
      for (const [name, rules] of seen) expect(rules, `${p}: ${name}`).toHaveLength(1);
      expect(seen.has('content-security-policy'), `${p} has a CSP`).toBe(true);
      expect(seen.has('strict-transport-security'), `${p} has HSTS`).toBe(true);
    }
  });

  it('matches paths exactly as Netlify does, so the local server sends what Netlify sends', () => {
    for (const h of headers)
      for (const p of PATHS) expect(forRegExp(h.for).test(p), `${h.for} ~ ${p}`).toBe(h.forRegExp.test(p));
  });

  it("builds the one CSP from the configured Supabase URL: the site's images, the admin's API calls", () => {
    const csp = (p: string) =>
      headers.find((h) => h.forRegExp.test(p) && h.values['Content-Security-Policy'])!.values[
        'Content-Security-Policy'
      ]!;
    for (const p of ['/umroh/paket-a/', '/admin/packages', '/halaman-tidak-ada']) {
      expect(csp(p)).toMatch(/(^|; )script-src 'self'(;|$)/);
      expect(csp(p)).toContain(`connect-src 'self' ${CUSTOM};`);
      expect(csp(p)).toMatch(new RegExp(`img-src [^;]*${CUSTOM.replace(/\./g, '\\.')}[;]`));
      expect(csp(p)).not.toContain('wss:');
      // Frames: the map, and the video testimonials' player on its privacy-enhanced host only.
      expect(csp(p)).toContain(
        'frame-src https://www.google.com https://maps.google.com https://www.youtube-nocookie.com;',
      );
      expect(csp(p)).not.toMatch(/[/.]youtube\.com|ytimg/);
    }
    const cache = (p: string) =>
      headers
        .filter((h) => h.forRegExp.test(p))
        .map((h) => h.values['Cache-Control'])
        .filter(Boolean);
    expect(cache('/_astro/app.123.js')).toEqual(['public, max-age=31536000, immutable']);
    expect(cache('/admin/assets/index-abc.js')).toEqual(['public, max-age=31536000, immutable']);
    expect(cache('/admin/')).toEqual([]);
  });

  it('the local static server sends the headers of the build it serves, and never serves _headers itself', async () => {
    const site = path.join(tmp, 'site');
    const admin = path.join(tmp, 'admin');
    for (const [rel, body] of [
      ['site/index.html', '<h1>Beranda</h1>'],
      ['site/umroh/paket-a/index.html', '<h1>A</h1>'],
      ['site/_astro/app.123.js', 'x'],
      ['admin/index.html', '<div id="root"></div>'],
    ]) {
      fs.mkdirSync(path.dirname(path.join(tmp, rel!)), { recursive: true });
      fs.writeFileSync(path.join(tmp, rel!), body!);
    }
    fs.copyFileSync(path.join(tmp, '_headers'), path.join(site, '_headers'));
    const app = new Hono();
    mountStatic(app, { siteDir: () => site, adminDir: () => admin });
    for (const p of ['/', '/umroh/paket-a/', '/admin/', '/admin/packages/1', '/_astro/app.123.js', '/tidak-ada']) {
      const res = await app.request(p);
      const expected = headers
        .filter((h) => h.forRegExp.test(p))
        .reduce((all, h) => ({ ...all, ...h.values }), {} as Record<string, string>);
      for (const [name, value] of Object.entries(expected)) expect(res.headers.get(name), `${p} ${name}`).toBe(value);
    }
    expect((await app.request('/')).headers.get('content-security-policy')).toMatch(/script-src 'self';/);
    const file = await app.request('/_headers');
    expect(file.status).toBe(404);
    expect(await file.text()).not.toContain('Content-Security-Policy');
  });
});
