import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startProduct, type Product } from '../../server/product/index.ts';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD, LOCAL_ANON_KEY } from '../../server/supabase/config.ts';

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
    fs.writeFileSync(buildLog(), '');
    product = await startProduct({
      port: 0,
      dataDir: 'memory://',
      buildAdmin: false,
      siteBuildsDir: path.join(tmp, 'site'),
      siteBuildCommand: [process.execPath, FAKE_BUILD],
      siteBuildTakesTurns: false,
      autoPublish: true,
      publishDebounceMs: 100,
      // The jobs hosted pg_cron runs every minute, here every 200 ms: idle, they must not ask for builds.
      minuteJobsMs: 200,
      log: () => {},
    });
    await product.firstBuild;
    admin = createClient(product.server.url, LOCAL_ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const { error } = await admin.auth.signInWithPassword({
      email: DEFAULT_ADMIN_EMAIL,
      password: DEFAULT_ADMIN_PASSWORD,
    });
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
    // The seed's own request went out with the start-up request, as one build that reported back.
    await until(async () => {
      const { data } = await admin.from('site_builds').select('status, reason');
      return data?.length === 1 && data[0].status === 'published' && data[0].reason.includes('start') ? data : null;
    });
    expect(fs.readFileSync(buildLog(), 'utf8').trim().split('\n')).toHaveLength(1);
    // Sent the way pg_net sends: the request left the queue and its answer was recorded.
    const { rows } = await product.local.db.query(`select status_code, error_msg from net._http_response`);
    expect(rows).toEqual([{ status_code: 200, error_msg: null }]);
    expect((await product.local.db.query(`select 1 from net.http_request_queue`)).rows).toEqual([]);
  });

  it('left alone, it builds nothing more: the jobs run every minute find nothing to do', async () => {
    const before = product.builder.state.builds;
    await new Promise((r) => setTimeout(r, 1500));
    expect(product.builder.state.builds).toBe(before);
    expect(product.builder.busy).toBe(false);
  });

  it('an admin save republishes the site by itself', async () => {
    const { error } = await admin
      .from('packages')
      .update({ title: 'Umroh Reguler 12 Hari Januari Terbaru' })
      .eq('slug', 'umroh-reguler-12-hari-januari-2027');
    expect(error).toBeNull();
    await until(async () => (await page()).includes('Umroh Reguler 12 Hari Januari Terbaru'));
    const data = await until(async () => {
      const { data } = await admin
        .from('site_builds')
        .select('status, reason, log_url')
        .order('id', { ascending: false })
        .limit(1)
        .single();
      return data?.status === 'published' ? data : null;
    });
    expect(data.reason).toContain('packages update');
    // Built here, not on Netlify: there is no deploy log to link to.
    expect(data.log_url).toBeNull();
  });

  const idle = () =>
    until(async () => {
      const { count } = await admin
        .from('site_builds')
        .select('*', { count: 'exact', head: true })
        .in('status', ['requested', 'sent', 'building']);
      return count === 0 && !product.builder.busy;
    }, 30_000);
  const builds = () => fs.readFileSync(buildLog(), 'utf8').trim().split('\n').filter(Boolean).length;

  it('a burst of 20 saves costs at most two builds (one in flight, one queued)', async () => {
    await idle();
    fs.writeFileSync(buildLog(), '');
    process.env.FAKE_BUILD_MS = '1500';
    try {
      for (let n = 1; n <= 20; n++) {
        const { error } = await admin.from('testimonials').insert({ name: `Burst ${n}`, content: 'lagi' });
        expect(error).toBeNull();
      }
      await idle();
      await new Promise((r) => setTimeout(r, 600));
      expect(builds()).toBeGreaterThanOrEqual(1);
      expect(builds()).toBeLessThanOrEqual(2);
      // The last save is live: the queued request was sent when the first build reported back.
      const { data: status } = await admin.rpc('site_publish_status');
      expect(status.last.status).toBe('published');
    } finally {
      delete process.env.FAKE_BUILD_MS;
    }
  });

  it('continuous editing (a save every 150 ms) still publishes within the maximum wait', async () => {
    await idle();
    process.env.FAKE_BUILD_MS = '1500';
    let saving = true;
    const first = `Umroh Reguler 12 Hari Januari Edit ${Date.now()}`;
    const t0 = Date.now();
    const saves = (async () => {
      for (let i = 0; saving; i++) {
        await admin
          .from('packages')
          .update({ title: i === 0 ? first : `${first} ${i}` })
          .eq('slug', 'umroh-reguler-12-hari-januari-2027');
        await new Promise((r) => setTimeout(r, 150));
      }
    })();
    try {
      await until(async () => (await page()).includes(first), 12_000);
      expect(Date.now() - t0).toBeLessThanOrEqual(12_000);
    } finally {
      saving = false;
      await saves;
      delete process.env.FAKE_BUILD_MS;
    }
    await idle();
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
      const status = await until(async () => {
        const { data } = await admin.rpc('site_publish_status');
        return data?.last?.status === 'failed' ? data : null;
      });
      expect(status.last.error).toContain('Simulated build failure: kolom hilang');
    } finally {
      fs.rmSync(failFlag(), { force: true });
    }
    // "Terbitkan ulang" after the cause is fixed publishes again.
    const { error } = await admin.rpc('request_site_build');
    expect(error).toBeNull();
    await until(async () => (await page()).includes('Judul Yang Tidak Boleh Terbit'));
    expect(product.builder.state.status).toBe('published');
    await idle();
  });

  it('the local build hook answers this machine only (no web page may start builds)', async () => {
    const res = await fetch(`${product.server.url}/_local/build-hook?trigger_title=x`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(res.status).toBe(403);
  });

  it('only the administrator may request a rebuild or read the build history', async () => {
    const anon = createClient(product.server.url, LOCAL_ANON_KEY, { auth: { persistSession: false } });
    const { error } = await anon.rpc('request_site_build');
    expect(error?.code).toBe('42501');
    const { data } = await anon.from('site_builds').select('*');
    expect(data ?? []).toEqual([]);
  });
});
