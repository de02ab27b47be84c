import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct, type Product } from '../../server/product/index.ts';

/**
 * Every /_local/* endpoint is for this machine only and never CORS-enabled:
 * /_local/publish shows absolute paths and build output, the outbox holds
 * sign-in links. The e2e harness's readiness probe (a loopback request
 * without Origin) must keep working.
 */
const FAKE_BUILD = path.resolve(import.meta.dirname, '../fixtures/fake-site-build.mjs');
const EVIL = 'https://evil.example';
const ENDPOINTS = ['/_local/publish', '/_local/ready', '/_local/health', '/_local/outbox'];
let product: Product;
let tmp: string;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'local-endpoints-'));
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
});
afterAll(async () => {
  await product?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

// The start-up build's title once lost its 'start' (the reason is cut at 100 characters and migrations
// and the seed had asked first), so with AUTO_PUBLISH=false no site was ever built.
it('builds the site at start-up with automatic publishing off', () => {
  expect(product.builder.state.status).toBe('published');
});

describe.each(ENDPOINTS)('%s', (endpoint) => {
  it('answers a loopback client without Origin (the readiness probe, curl, a test script)', async () => {
    const res = await fetch(`${product.server.url}${endpoint}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a cross-origin browser request and sends no CORS headers, preflight included', async () => {
    const res = await fetch(`${product.server.url}${endpoint}`, {
      headers: { origin: EVIL, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' },
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const body = await res.text();
    expect(body).not.toContain(tmp);
    expect(body).not.toContain('/auth/v1/verify');

    const preflight = await fetch(`${product.server.url}${endpoint}`, {
      method: 'OPTIONS',
      headers: { origin: EVIL, 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
  });

  it('refuses another machine and a host name that is not local (DNS rebinding)', async () => {
    const lan = await product.local.app.request(
      `http://localhost${endpoint}`,
      {},
      {
        incoming: { socket: { remoteAddress: '192.168.1.23' } },
      },
    );
    expect(lan.status).toBe(403);
    const rebound = await product.local.app.request(
      `http://evil.example${endpoint}`,
      {},
      {
        incoming: { socket: { remoteAddress: '127.0.0.1' } },
      },
    );
    expect(rebound.status).toBe(403);
  });
});

it('/_local/publish, when allowed, still reports the build state', async () => {
  const res = await fetch(`${product.server.url}/_local/publish`);
  expect(await res.json()).toMatchObject({ status: 'published' });
});
