import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startProduct, type Product } from '../../server/src/product/index.ts';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD, LOCAL_ANON_KEY } from '../../server/src/config.ts';

const FAKE_BUILD = path.resolve(import.meta.dirname, '../fixtures/fake-site-build.mjs');

async function until<T>(fn: () => Promise<T | null | undefined | false>, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('publishing: content changes rebuild the served site', () => {
  let product: Product;
  let tmp: string;
  let admin: SupabaseClient;
  const failFlag = () => path.join(tmp, 'fail');
  const buildLog = () => path.join(tmp, 'builds.log');
  const page = async () => (await fetch(`${product.server.url}/`)).text();

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-test-'));
    process.env.FAIL_FLAG = failFlag();
    process.env.BUILD_LOG = buildLog();
    product = await startProduct({
      port: 0,
      dataDir: 'memory://',
      buildAdmin: false,
      siteBuildsDir: path.join(tmp, 'site'),
      siteBuildCommand: [process.execPath, FAKE_BUILD],
      autoPublish: true,
      publishDebounceMs: 100,
      log: () => {},
    });
    await product.firstBuild;
    admin = createClient(product.server.url, LOCAL_ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
    const { error } = await admin.auth.signInWithPassword({ email: DEFAULT_ADMIN_EMAIL, password: DEFAULT_ADMIN_PASSWORD });
    expect(error).toBeNull();
  });

  afterAll(async () => {
    await product?.stop();
    delete process.env.FAIL_FLAG;
    delete process.env.BUILD_LOG;
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('serves the first build made from the seed', async () => {
    expect(product.builder.state.status).toBe('published');
    expect(await page()).toContain('Umroh Reguler 12 Hari Januari');
    // The seed's own request was claimed by the start-up build.
    const { count } = await admin.from('site_builds').select('*', { count: 'exact', head: true }).eq('status', 'requested');
    expect(count).toBe(0);
  });

  it('an admin save republishes the site by itself', async () => {
    const { error } = await admin.from('packages').update({ title: 'Umroh Reguler 12 Hari Januari Terbaru' }).eq('slug', 'umroh-reguler-12-hari-januari-2027');
    expect(error).toBeNull();
    await until(async () => (await page()).includes('Umroh Reguler 12 Hari Januari Terbaru'));
    const { data } = await admin.from('site_builds').select('status, reason').order('id', { ascending: false }).limit(1).single();
    expect(data).toMatchObject({ status: 'published' });
    expect(data!.reason).toContain('packages update');
  });

  it('a burst of changes coalesces, and a request during a build causes exactly one more build', async () => {
    await until(async () => !product.builder.busy);
    fs.writeFileSync(buildLog(), '');
    process.env.FAKE_BUILD_MS = '1500';
    try {
      await admin.from('testimonials').insert({ name: 'Burst 1', content: 'satu' });
      await until(async () => product.builder.busy);
      // Three more changes while that build runs.
      for (const n of [2, 3, 4]) await admin.from('testimonials').insert({ name: `Burst ${n}`, content: 'lagi' });
      await until(async () => !product.builder.busy && fs.readFileSync(buildLog(), 'utf8').trim().split('\n').length >= 2, 20_000);
      await new Promise((r) => setTimeout(r, 600));
      expect(fs.readFileSync(buildLog(), 'utf8').trim().split('\n')).toHaveLength(2);
      const { count } = await admin.from('site_builds').select('*', { count: 'exact', head: true }).in('status', ['requested', 'building']);
      expect(count).toBe(0);
    } finally {
      delete process.env.FAKE_BUILD_MS;
    }
  });

  it('a failed build leaves the live site untouched and records the error', async () => {
    await until(async () => !product.builder.busy);
    const before = await page();
    const servedBefore = product.builder.state.current;
    fs.writeFileSync(failFlag(), 'kolom hilang');
    try {
      await admin.from('packages').update({ title: 'Judul Yang Tidak Boleh Terbit' }).eq('slug', 'haji-plus-2027');
      await until(async () => product.builder.state.status === 'failed');
      expect(product.builder.state.current).toBe(servedBefore);
      expect(await page()).toBe(before);
      const { data: status } = await admin.rpc('site_publish_status');
      expect(status.last.status).toBe('failed');
      expect(status.last.error).toContain('Simulated build failure: kolom hilang');
    } finally {
      fs.rmSync(failFlag(), { force: true });
    }
    // "Terbitkan ulang" after the cause is fixed publishes again.
    const { error } = await admin.rpc('request_site_build');
    expect(error).toBeNull();
    await until(async () => (await page()).includes('Judul Yang Tidak Boleh Terbit'));
    expect(product.builder.state.status).toBe('published');
  });

  it('only the administrator may request a rebuild or read the build history', async () => {
    const anon = createClient(product.server.url, LOCAL_ANON_KEY, { auth: { persistSession: false } });
    const { error } = await anon.rpc('request_site_build');
    expect(error?.code).toBe('42501');
    const { data } = await anon.from('site_builds').select('*');
    expect(data ?? []).toEqual([]);
  });
});
