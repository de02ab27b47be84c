import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountStatic } from '../../server/product/static.ts';

describe('static serving of the site and the admin SPA (same rules as netlify.toml)', () => {
  let tmp: string;
  let app: Hono;
  let site: string | null;

  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'static-test-'));
    const write = (rel: string, body: string) => {
      fs.mkdirSync(path.dirname(path.join(tmp, rel)), { recursive: true });
      fs.writeFileSync(path.join(tmp, rel), body);
    };
    write('site/index.html', '<h1>Beranda</h1>' + ' '.repeat(600));
    write('site/umroh/paket-a/index.html', '<h1>Paket A</h1>');
    write('site/404.html', '<h1>Halaman Tidak Ditemukan</h1>');
    write('site/paket-tidak-ditemukan/index.html', '<h1>Paket tidak ditemukan</h1>');
    write('site/_astro/app.123.js', 'console.log(1)');
    write('admin/index.html', '<div id="root"></div>');
    write('admin/assets/index-abc.js', 'export {}');
    write('secret.txt', 'do not serve');
    site = path.join(tmp, 'site');
    app = new Hono();
    mountStatic(app, { siteDir: () => site, adminDir: () => path.join(tmp, 'admin') });
  });
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it('serves pages, directory indexes and hashed assets with the right cache headers', async () => {
    const home = await app.request('/');
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toContain('text/html');
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect(await (await app.request('/umroh/paket-a')).text()).toContain('Paket A');
    expect(await (await app.request('/umroh/paket-a/')).text()).toContain('Paket A');
    const asset = await app.request('/_astro/app.123.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('answers unknown packages with the not-found package page and other paths with the 404 page, both 404', async () => {
    const pkg = await app.request('/haji/tidak-ada');
    expect(pkg.status).toBe(404);
    expect(await pkg.text()).toContain('Paket tidak ditemukan');
    const other = await app.request('/tidak/ada/halaman');
    expect(other.status).toBe(404);
    expect(await other.text()).toContain('Halaman Tidak Ditemukan');
  });

  it('never serves a file outside the build directory', async () => {
    for (const p of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/%252e%252e/secret.txt',
      '/a/%00/x',
    ]) {
      const res = await app.request(p);
      expect(await res.text()).not.toContain('do not serve');
      expect(res.status).toBe(404);
    }
  });

  it('falls back to the admin index.html for client routes, but not for missing assets', async () => {
    expect((await app.request('/admin')).status).toBe(301);
    for (const p of ['/admin/', '/admin/packages/edit/123', '/admin/login']) {
      const res = await app.request(p);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('id="root"');
    }
    expect((await app.request('/admin/assets/index-abc.js')).headers.get('cache-control')).toContain('immutable');
    expect((await app.request('/admin/assets/missing.js')).status).toBe(404);
  });

  it('gzips text when the browser accepts it', async () => {
    const res = await app.request('/', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toContain('Beranda');
    const plain = await app.request('/');
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('shows a clear placeholder with 503 while the first build runs', async () => {
    const saved = site;
    site = null;
    try {
      const res = await app.request('/');
      expect(res.status).toBe(503);
      expect(await res.text()).toContain('Situs sedang disiapkan');
    } finally {
      site = saved;
    }
  });
});

describe('serve()', () => {
  it('refuses to listen beyond loopback with the public demo JWT secret', async () => {
    const { serve } = await import('../../server/supabase/serve.ts');
    const { LOCAL_JWT_SECRET } = await import('../../server/supabase/config.ts');
    await expect(serve(new Hono(), 0, '0.0.0.0', LOCAL_JWT_SECRET)).rejects.toThrow(/public demo JWT secret/);
    const ok = await serve(new Hono(), 0, '0.0.0.0', 'a-private-secret-of-at-least-32-characters!!');
    await ok.stop();
  });
});
