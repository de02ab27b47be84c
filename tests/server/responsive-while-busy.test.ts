import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATH, createLocalSupabase } from '../../server/supabase/app.ts';
import { LOCAL_SERVICE_ROLE_KEY } from '../../server/supabase/config.ts';
import { ADMIN_DIST } from '../../server/product/admin-build.ts';
import { createFrontApp } from '../../server/product/front.ts';
import { startProduct, type Product } from '../../server/product/index.ts';
import { renderHeadersFile, securityHeaderRules } from '../../src/config/security-headers.ts';

/**
 * PGlite runs a query synchronously on the thread that owns the database, and ignores statement_timeout.
 * `npm start` keeps that thread apart from the one that owns the port (server/product/front.ts), so a
 * slow query does not hold up the public site or the admin.
 */
const START = path.resolve(import.meta.dirname, '../../scripts/start.ts');
const FAKE_BUILD = path.resolve(import.meta.dirname, '../fixtures/fake-site-build.mjs');
const SLEEP_SECONDS = 6;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function until<T>(fn: () => Promise<T | null | undefined | false>, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn().catch(() => null);
    if (v) return v;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('npm start while a query runs for seconds', { timeout: 120_000 }, () => {
  let tmp: string;
  let dataDir: string;
  let child: ChildProcess;
  let url: string;
  let stderr = '';

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'responsive-'));
    dataDir = path.join(tmp, 'db');
    // The slow statement, for service_role only, is created before the product opens this database.
    const local = await createLocalSupabase({ dataDir, log: () => {} });
    await local.db.exec(`
      create function public.sleep_for_test(seconds double precision) returns void
        language sql as $$ select pg_sleep(seconds) $$;
      revoke execute on function public.sleep_for_test(double precision) from public, anon, authenticated;
      grant execute on function public.sleep_for_test(double precision) to service_role;
    `);
    await local.close();

    const port = await freePort();
    url = `http://localhost:${port}`;
    // As playwright.config.ts starts the e2e servers (a database on disk here, so the lock can be checked).
    child = spawn(process.execPath, [START], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        SITE_URL: url,
        AUTO_PUBLISH: 'false',
        ASTRO_TELEMETRY_DISABLED: '1',
        SITE_BUILD_COMMAND: JSON.stringify([process.execPath, FAKE_BUILD]),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code) => reject(new Error(`npm start exited (${code}): ${stderr}`))),
    );
    await Promise.race([exited, until(async () => (await fetch(`${url}/_local/ready`)).ok, 110_000)]);
  }, 150_000);

  afterAll(() => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('answers the home page and an admin asset before the query ends; the API waits for it', async () => {
    const asset = fs.readdirSync(path.join(ADMIN_DIST, 'assets')).find((f) => f.endsWith('.js'));
    expect(asset).toBeDefined();
    const done: string[] = [];
    const track = (name: string, request: Promise<Response>) =>
      request.then(async (res) => {
        const body = await res.text();
        done.push(name);
        return { status: res.status, body };
      });

    const slow = track(
      'slow query',
      fetch(`${url}/rest/v1/rpc/sleep_for_test`, {
        method: 'POST',
        headers: {
          apikey: LOCAL_SERVICE_ROLE_KEY,
          Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ seconds: SLEEP_SECONDS }),
      }),
    );
    // Time for the statement to start; then the database's thread is stuck in it for seconds.
    await new Promise((r) => setTimeout(r, 1500));
    // Asked first, a trivial request to that thread (no SQL): it can only answer once the query is over.
    const probe = track('api probe', fetch(`${url}/_local/health`));
    const home = track('home page', fetch(`${url}/`));
    const admin = track('admin asset', fetch(`${url}/admin/assets/${asset}`));

    const results = await Promise.all([slow, probe, home, admin]);
    expect(results.map((r) => r.status)).toEqual([204, 200, 200, 200]);
    expect(results[2].body).toContain('<li>');
    // The static answers came while the database was busy (the probe, sent before them, waited for it).
    expect(done.slice(0, 2).sort()).toEqual(['admin asset', 'home page']);
    expect(done.slice(2)).toEqual(['slow query', 'api probe']);
  });

  it('holds the data directory lock while running; SIGTERM stops it cleanly and releases it', async () => {
    const lock = path.join(tmp, 'db.lock');
    expect(fs.readFileSync(lock, 'utf8')).toBe(String(child.pid));
    const exit = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(fs.existsSync(lock)).toBe(false);
  });
});

describe('the front thread answers static requests as the product app does', () => {
  let tmp: string;
  let product: Product;

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'front-parity-'));
    product = await startProduct({
      port: 0,
      dataDir: 'memory://',
      buildAdmin: false,
      siteBuildsDir: path.join(tmp, 'site'),
      siteBuildCommand: [process.execPath, FAKE_BUILD],
      siteBuildTakesTurns: false,
      autoPublish: false,
      log: () => {},
    });
    await product.firstBuild;
    // Production's headers (CSP included), as the real site build writes them.
    const rules = securityHeaderRules({
      siteSupabaseUrl: 'http://localhost:4321',
      adminSupabaseUrl: 'http://localhost:4321',
    });
    fs.writeFileSync(path.join(product.builder.state.current!, '_headers'), renderHeadersFile(rules));
    fs.writeFileSync(path.join(product.builder.state.current!, '404.html'), `<h1>Tidak ada</h1>${' '.repeat(600)}`);
  }, 120_000);
  afterAll(async () => {
    await product?.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('gives the same status, headers and body for every GET and HEAD outside the API', async () => {
    const front = createFrontApp(() => product.builder.state.current);
    const assets = fs.existsSync(path.join(ADMIN_DIST, 'assets'))
      ? fs.readdirSync(path.join(ADMIN_DIST, 'assets'))
      : [];
    const paths = [
      '/',
      '/index.html',
      '/umroh/x',
      '/haji/y/',
      '/tidak/ada',
      '/_headers',
      '/admin',
      '/admin/',
      '/admin/packages/1',
    ];
    paths.push(
      '/admin/assets/none.js',
      '//admin/',
      '/%2e%2e/etc/passwd',
      '/rest/v2/x',
      ...assets.slice(0, 2).map((a) => `/admin/assets/${a}`),
    );
    const variants: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'gzip' },
      { origin: 'https://elsewhere.example' },
    ];
    const snapshot = async (res: Response) => ({
      status: res.status,
      headers: [...res.headers].sort(),
      body: Buffer.from(await res.arrayBuffer()).toString('base64'),
    });
    let compared = 0;
    for (const p of paths) {
      expect(API_PATH.test(p)).toBe(false);
      for (const method of ['GET', 'HEAD']) {
        for (const headers of variants) {
          const want = await snapshot(await product.local.app.request(`http://localhost${p}`, { method, headers }));
          const got = await snapshot(await front.request(`http://localhost${p}`, { method, headers }));
          expect(got, `${method} ${p} ${JSON.stringify(headers)}`).toEqual(want);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(50);
    const home = await front.request('http://localhost/');
    expect(home.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('leaves the API app no GET route outside API_PATH except the static layer and the preview', () => {
    const outside = product.local.app.routes.filter(
      (r) =>
        !API_PATH.test(r.path) && !['*', '/*', '/admin', '/admin/*', '/pratinjau', '/pratinjau/*'].includes(r.path),
    );
    expect(outside).toEqual([]);
  });
});
