import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { bootLocal } from '../local-supabase.ts';
import { REPO_ROOT } from '../../server/supabase/config.ts';
import { serve, type RunningServer } from '../../server/supabase/serve.ts';
import { MAX_BODY_BYTES } from '../../supabase/functions/netlify-deploy/handler.ts';

const FUNCTION_DIR = path.join(REPO_ROOT, 'supabase', 'functions', 'netlify-deploy');
const DENO = path.join(REPO_ROOT, 'node_modules', '.bin', process.platform === 'win32' ? 'deno.exe' : 'deno');
const JOSE_ENTRY = path.join(REPO_ROOT, 'node_modules', 'jose', 'dist', 'webapi', 'index.js');
const SECRET = 'netlify-shared-secret-for-deno-0123456789';

async function netlifySignature(body: string): Promise<string> {
  return new SignJWT({ sha256: createHash('sha256').update(body).digest('hex') })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('netlify')
    .sign(new TextEncoder().encode(SECRET));
}

/**
 * The Edge Function's own entry (index.ts) under the Deno that Supabase's runtime is built on, against
 * the local server's REST API. Offline: deno.json's `npm:jose@…` is mapped to the same jose version in
 * node_modules, so no registry is needed (CI's fresh machine, no network).
 */
describe('netlify-deploy Edge Function under Deno', () => {
  let s: LocalSupabase;
  let server: RunningServer;
  let deno: ChildProcess;
  let denoUrl = '';
  let tmp = '';
  let buildId: number;
  let denoOutput = '';

  beforeAll(async () => {
    // The version deno.json pins is the one node_modules holds, or the mapping would test another jose.
    const pinned = /npm:jose@([\w.-]+)/.exec(fs.readFileSync(path.join(FUNCTION_DIR, 'deno.json'), 'utf8'))?.[1];
    const installed = JSON.parse(
      fs.readFileSync(path.join(REPO_ROOT, 'node_modules', 'jose', 'package.json'), 'utf8'),
    ) as { version: string };
    expect(installed.version).toBe(pinned);

    s = await bootLocal();
    server = await serve(s.app, 0);
    await s.db.query(`select vault.create_secret($1, 'netlify_webhook_secret')`, [SECRET]);
    await s.db.query(`select vault.create_secret('https://api.netlify.com/build_hooks/abc', 'netlify_build_hook_url')`);

    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'deno-edge-'));
    const importMap = path.join(tmp, 'import_map.json');
    fs.writeFileSync(importMap, JSON.stringify({ imports: { jose: pathToFileURL(JOSE_ENTRY).href } }));
    deno = spawn(
      DENO,
      [
        'run',
        '--no-config',
        '--no-lock',
        '--no-remote',
        '--no-npm',
        `--import-map=${importMap}`,
        '--allow-net=127.0.0.1',
        '--allow-env=SUPABASE_URL,SUPABASE_SERVICE_ROLE_KEY',
        path.join(FUNCTION_DIR, 'index.ts'),
      ],
      {
        cwd: tmp,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: tmp,
          DENO_DIR: path.join(tmp, 'deno-dir'),
          DENO_NO_UPDATE_CHECK: '1',
          NO_COLOR: '1',
          DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0',
          SUPABASE_URL: `http://127.0.0.1:${server.port}`,
          SUPABASE_SERVICE_ROLE_KEY: s.config.serviceRoleKey,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    denoUrl = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Deno did not start:\n${denoOutput}`)), 60_000);
      const onData = (data: Buffer) => {
        denoOutput += data.toString();
        const m = /Listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(denoOutput);
        if (m) {
          clearTimeout(timer);
          resolve(m[1]);
        }
      };
      deno.stdout!.on('data', onData);
      deno.stderr!.on('data', onData);
      deno.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Deno exited (${code}):\n${denoOutput}`));
      });
      deno.once('error', (e) => {
        clearTimeout(timer);
        reject(e);
      });
    });
  });

  afterAll(async () => {
    if (deno && deno.exitCode === null) {
      const exited = new Promise((r) => deno.once('exit', r));
      deno.kill('SIGTERM');
      await exited;
    }
    await server?.stop();
    await s?.close();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  beforeEach(async () => {
    await s.db.exec(`delete from public.site_builds; delete from net.http_request_queue;`);
    await s.db.query(`update public.features set title = title`);
    buildId = Number((await s.db.query<{ id: number }>(`select id from public.site_builds`)).rows[0].id);
  });

  const builds = async () =>
    (await s.db.query<{ id: number; status: string }>(`select id, status from public.site_builds order by id`)).rows;
  const deploy = (state: string, context = 'production') =>
    JSON.stringify({
      id: '65a1b2c3',
      state,
      context,
      title: `site_build #${buildId}: features update`,
      admin_url: 'https://app.netlify.com/sites/baitullah',
    });
  const post = (body: BodyInit, headers: Record<string, string> = {}, init: RequestInit = {}) =>
    fetch(denoUrl, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body, ...init });

  it('unsigned → 401', async () => {
    const res = await post(deploy('ready'));
    expect(res.status).toBe(401);
    expect(await builds()).toEqual([{ id: buildId, status: 'sent' }]);
  });

  it('over 1 MB → 413, declared or chunked', async () => {
    const big = 'x'.repeat(MAX_BODY_BYTES + 1);
    expect((await post(big, { 'X-Webhook-Signature': await netlifySignature(big) })).status).toBe(413);
    let sent = 0;
    const chunk = new Uint8Array(64 * 1024).fill(120);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 4 * MAX_BODY_BYTES) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const res = await post(stream, { 'X-Webhook-Signature': 'x.y.z' }, { duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
    expect(await builds()).toEqual([{ id: buildId, status: 'sent' }]);
  });

  it('a signed production "ready" publishes the build', async () => {
    const body = deploy('ready');
    const res = await post(body, { 'X-Webhook-Signature': await netlifySignature(body) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ site_build_id: buildId });
    expect(await builds()).toEqual([{ id: buildId, status: 'published' }]);
  });

  it('a signed deploy preview changes nothing', async () => {
    for (const state of ['building', 'ready', 'error']) {
      const body = deploy(state, 'deploy-preview');
      const res = await post(body, { 'X-Webhook-Signature': await netlifySignature(body) });
      expect(res.status).toBe(200);
    }
    expect(await builds()).toEqual([{ id: buildId, status: 'sent' }]);
  });
});
