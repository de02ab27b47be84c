import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startProduct } from '../../server/product/index.ts';
import { createLocalSupabase } from '../../server/supabase/app.ts';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD, LOCAL_ANON_KEY } from '../../server/supabase/config.ts';

const FAKE_BUILD = path.resolve(import.meta.dirname, '../fixtures/fake-site-build.mjs');
const PRODUCT_SERVER = path.resolve(import.meta.dirname, '../fixtures/product-server.ts');

async function until<T>(
  fn: () => Promise<T | null | undefined | false> | T | null | undefined | false,
  ms = 20_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function signIn(url: string): Promise<SupabaseClient> {
  const admin = createClient(url, LOCAL_ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
  const { error } = await admin.auth.signInWithPassword({
    email: DEFAULT_ADMIN_EMAIL,
    password: DEFAULT_ADMIN_PASSWORD,
  });
  if (error) throw error;
  return admin;
}

// Each case starts the product (twice for kill -9) on a database on disk: slow on a busy machine.
describe('crash hygiene of local publishing', { timeout: 240_000 }, () => {
  let tmp: string;
  const children: ChildProcess[] = [];
  const env = () => ({
    ...process.env,
    DATA_DIR: path.join(tmp, 'db'),
    SITE_BUILDS_DIR: path.join(tmp, 'site'),
    SITE_BUILD_COMMAND: JSON.stringify([process.execPath, FAKE_BUILD]),
    FAKE_BUILD_MS_FILE: path.join(tmp, 'build-ms'),
    BUILD_PID_FILE: path.join(tmp, 'build.pid'),
  });
  const startChild = async (): Promise<{ child: ChildProcess; url: string }> => {
    const child = spawn(process.execPath, [PRODUCT_SERVER], { env: env(), stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let out = '';
    let err = '';
    child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout!.on('data', (c: Buffer) => {
        out += c.toString();
        const line = out.split('\n').find((l) => l.startsWith('{'));
        if (line) resolve((JSON.parse(line) as { url: string }).url);
      });
      child.once('exit', (code) => reject(new Error(`server exited (${code}): ${err}`)));
    });
    return { child, url };
  };

  beforeEach(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-crash-'));
  });
  afterEach(() => {
    for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    fs.rmSync(tmp, { recursive: true, force: true });
  });
  afterAll(() => {
    for (const c of children) c.kill('SIGKILL');
  });

  it('kill -9 during a build: the build dies with the server; the next start marks it failed and removes its folder', async () => {
    const first = await startChild();
    const admin = await signIn(first.url);
    fs.writeFileSync(path.join(tmp, 'build-ms'), '60000');
    fs.rmSync(path.join(tmp, 'build.pid'), { force: true });
    await admin.from('packages').update({ title: 'Judul Saat Server Mati' }).eq('slug', 'haji-plus-2027');
    const buildPid = await until(
      () => fs.existsSync(path.join(tmp, 'build.pid')) && Number(fs.readFileSync(path.join(tmp, 'build.pid'), 'utf8')),
    );
    await until(async () => {
      const { data } = await admin.from('site_builds').select('status').eq('status', 'building');
      return (data?.length ?? 0) > 0;
    });
    const halfWritten = fs
      .readdirSync(path.join(tmp, 'site'))
      .filter((d) => !fs.existsSync(path.join(tmp, 'site', d, '.complete')) && d.startsWith('build-'));
    expect(halfWritten).toHaveLength(1);

    first.child.kill('SIGKILL');
    // No orphaned build: its runner sees the server's end of the pipe close and kills the group.
    await until(() => !alive(buildPid), 5_000);

    fs.writeFileSync(path.join(tmp, 'build-ms'), '100');
    const second = await startChild();
    const admin2 = await signIn(second.url);
    const { data } = await admin2.from('site_builds').select('status, error, reason').eq('reason', 'packages update');
    expect(data).toEqual([{ status: 'failed', error: 'server berhenti saat build', reason: 'packages update' }]);
    expect(fs.existsSync(path.join(tmp, 'site', halfWritten[0]))).toBe(false);
    // The start-up build published the change the killed build was making.
    expect(await (await fetch(`${second.url}/`)).text()).toContain('Judul Saat Server Mati');
    second.child.kill('SIGTERM');
    await new Promise((r) => second.child.once('exit', r));
  });

  it('shutdown during a build waits for it (HTTP still up for its report), then closes', async () => {
    const dataDir = path.join(tmp, 'db');
    const product = await startProduct({
      port: 0,
      dataDir,
      buildAdmin: false,
      siteBuildsDir: path.join(tmp, 'site'),
      siteBuildCommand: [process.execPath, FAKE_BUILD],
      siteBuildTakesTurns: false,
      publishDebounceMs: 50,
      log: () => {},
    });
    process.env.FAKE_BUILD_MS_FILE = path.join(tmp, 'build-ms');
    try {
      await product.firstBuild;
      fs.writeFileSync(path.join(tmp, 'build-ms'), '1500');
      const admin = await signIn(product.server.url);
      await admin.from('packages').update({ title: 'Judul Saat Shutdown' }).eq('slug', 'haji-plus-2027');
      await until(() => product.builder.busy);
      const t0 = Date.now();
      await product.stop();
      expect(Date.now() - t0).toBeGreaterThan(500);
      expect(product.builder.busy).toBe(false);
      expect(product.builder.state.status).toBe('published');
    } finally {
      delete process.env.FAKE_BUILD_MS_FILE;
    }
    const again = await createLocalSupabase({ dataDir, log: () => {} });
    try {
      const { rows } = await again.db.query(`select status from public.site_builds where reason = 'packages update'`);
      expect(rows).toEqual([{ status: 'published' }]);
    } finally {
      await again.close();
    }
  });

  it('shutdown gives up on a build that outlasts the grace period and kills its process group', async () => {
    const product = await startProduct({
      port: 0,
      dataDir: path.join(tmp, 'db'),
      buildAdmin: false,
      siteBuildsDir: path.join(tmp, 'site'),
      siteBuildCommand: [process.execPath, FAKE_BUILD],
      siteBuildTakesTurns: false,
      publishDebounceMs: 50,
      shutdownGraceMs: 500,
      log: () => {},
    });
    process.env.FAKE_BUILD_MS_FILE = path.join(tmp, 'build-ms');
    process.env.BUILD_PID_FILE = path.join(tmp, 'build.pid');
    try {
      await product.firstBuild;
      fs.rmSync(path.join(tmp, 'build.pid'), { force: true });
      fs.writeFileSync(path.join(tmp, 'build-ms'), '60000');
      const admin = await signIn(product.server.url);
      await admin.from('packages').update({ title: 'Judul Lambat' }).eq('slug', 'haji-plus-2027');
      const buildPid = await until(
        () =>
          fs.existsSync(path.join(tmp, 'build.pid')) && Number(fs.readFileSync(path.join(tmp, 'build.pid'), 'utf8')),
      );
      const t0 = Date.now();
      await product.stop();
      expect(Date.now() - t0).toBeLessThan(10_000);
      await until(() => !alive(buildPid), 3_000);
      expect(
        fs
          .readdirSync(path.join(tmp, 'site'))
          .filter((d) => d.startsWith('build-') && !fs.existsSync(path.join(tmp, 'site', d, '.complete'))),
      ).toEqual([]);
    } finally {
      delete process.env.FAKE_BUILD_MS_FILE;
      delete process.env.BUILD_PID_FILE;
    }
  });
});
