import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { bootLocal } from '../local-supabase.ts';
import { serve, type RunningServer } from '../../server/supabase/serve.ts';
import { createDeployHandler, MAX_BODY_BYTES } from '../../supabase/functions/netlify-deploy/handler.ts';

const SECRET = 'netlify-shared-secret-for-tests-0123456789';

/** A JWS as Netlify signs its deploy notifications: HS256 over {iss: "netlify", sha256: hex(body)}. */
async function netlifySignature(body: string, secret = SECRET, issuer = 'netlify', digestOf = body): Promise<string> {
  return new SignJWT({ sha256: createHash('sha256').update(digestOf).digest('hex') })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(issuer)
    .sign(new TextEncoder().encode(secret));
}

/**
 * The Edge Function (supabase/functions/netlify-deploy) mounted by the local server at
 * /functions/v1/netlify-deploy, over real HTTP.
 */
describe('deploy notifications through the Edge Function handler', () => {
  let s: LocalSupabase;
  let server: RunningServer;
  let buildId: number;
  const url = () => `${server.url}/functions/v1/netlify-deploy`;
  const status = async () =>
    (await s.db.query<{ status: string }>(`select status from public.site_builds where id = $1`, [buildId])).rows[0]
      .status;
  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(url(), { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });

  beforeAll(async () => {
    s = await bootLocal();
    server = await serve(s.app, 0);
    await s.db.query(`select vault.create_secret($1, 'netlify_webhook_secret')`, [SECRET]);
    await s.db.query(`select vault.create_secret('https://api.netlify.com/build_hooks/abc', 'netlify_build_hook_url')`);
  });
  afterAll(async () => {
    await server?.stop();
    await s?.close();
  });
  beforeEach(async () => {
    await s.db.exec(`delete from public.site_builds; delete from net.http_request_queue;`);
    await s.db.query(`update public.features set title = title`);
    buildId = Number((await s.db.query<{ id: number }>(`select id from public.site_builds`)).rows[0].id);
    expect(await status()).toBe('sent');
  });

  const deploy = (state: string, more: Record<string, unknown> = {}) =>
    JSON.stringify({
      id: '65a1b2c3',
      state,
      context: 'production',
      title: `site_build #${buildId}: features update`,
      admin_url: 'https://app.netlify.com/sites/baitullah',
      error_message: state === 'error' ? 'Build script returned non-zero exit code: 2' : null,
      ...more,
    });
  const signedPost = async (body: string) => post(body, { 'X-Webhook-Signature': await netlifySignature(body) });
  /** What the admin's banner reads. */
  const publishStatus = async () =>
    (
      await s.db.query<{ s: { last: { id: number; status: string; error: string | null } | null } }>(
        `select public.site_publish_status() as s`,
      )
    ).rows[0].s;
  const builds = async () =>
    (await s.db.query<{ id: number; status: string }>(`select id, status from public.site_builds order by id`)).rows;

  it('signed: building, then failed with the message and the deploy log link', async () => {
    let body = deploy('building');
    let res = await post(body, { 'X-Webhook-Signature': await netlifySignature(body) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ site_build_id: buildId });
    expect(await status()).toBe('building');
    body = deploy('error');
    res = await post(body, { 'X-Webhook-Signature': await netlifySignature(body) });
    expect(res.status).toBe(200);
    const { rows } = await s.db.query(`select status, error, log_url from public.site_builds where id = $1`, [buildId]);
    expect(rows[0]).toEqual({
      status: 'failed',
      error: 'Build script returned non-zero exit code: 2',
      log_url: 'https://app.netlify.com/sites/baitullah/deploys/65a1b2c3',
    });
  });

  it('signed: succeeded → published', async () => {
    const body = deploy('ready');
    const res = await post(body, { 'X-Webhook-Signature': await netlifySignature(body) });
    expect(res.status).toBe(200);
    expect(await status()).toBe('published');
  });

  it('unsigned → 401, nothing recorded', async () => {
    const res = await post(deploy('ready'));
    expect(res.status).toBe(401);
    expect(await status()).toBe('sent');
  });

  it('forged → 401: another secret, another body, another issuer, no algorithm', async () => {
    const body = deploy('ready');
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ iss: 'netlify', sha256: createHash('sha256').update(body).digest('hex') }),
    ).toString('base64url')}.`;
    for (const signature of [
      await netlifySignature(body, 'not-the-shared-secret-not-the-shared-secret'),
      await netlifySignature(body, SECRET, 'netlify', deploy('building')),
      await netlifySignature(body, SECRET, 'someone-else'),
      unsigned,
      'garbage',
    ]) {
      const res = await post(body, { 'X-Webhook-Signature': signature });
      expect(res.status, signature).toBe(401);
    }
    expect(await status()).toBe('sent');
  });

  it('a deploy preview or branch deploy, succeeded or failed, is answered 200 and changes nothing', async () => {
    for (const context of ['deploy-preview', 'branch-deploy']) {
      for (const state of ['building', 'ready', 'error']) {
        const res = await signedPost(deploy(state, { context, id: 'preview1' }));
        expect(res.status, `${context} ${state}`).toBe(200);
        expect(await res.json()).toMatchObject({ site_build_id: null });
      }
    }
    expect(await builds()).toEqual([{ id: buildId, status: 'sent' }]);
    expect(await publishStatus()).toMatchObject({ last: null });
    // After the production build is published, a failed preview does not turn the banner into "Gagal".
    await signedPost(deploy('ready'));
    await signedPost(deploy('error', { context: 'deploy-preview', id: 'preview2' }));
    expect(await publishStatus()).toMatchObject({ last: { id: buildId, status: 'published', error: null } });
  });

  it('a replayed failure of an older build after a newer one was published leaves the banner published', async () => {
    const older = buildId;
    const olderFailed = deploy('error', { id: 'older' });
    await signedPost(deploy('building', { id: 'older' }));
    // The older build goes silent; the next save is sent and succeeds.
    await s.db.query(
      `update public.site_builds set sent_at = sent_at - interval '31 minutes', started_at = started_at - interval '31 minutes'`,
    );
    await s.db.query(`update public.features set title = title`);
    const newer = (await builds()).find((b) => b.id > older && b.status === 'sent')!.id;
    buildId = newer;
    expect((await signedPost(deploy('ready', { id: 'newer' }))).status).toBe(200);
    expect(await publishStatus()).toMatchObject({ last: { id: newer, status: 'published' } });
    // Netlify's signature has no timestamp: the older build's failure, delivered (again) now, still verifies.
    const res = await post(olderFailed, { 'X-Webhook-Signature': await netlifySignature(olderFailed) });
    expect(res.status).toBe(200);
    expect(await publishStatus()).toMatchObject({ last: { id: newer, status: 'published', error: null } });
    expect(await builds()).toEqual([
      { id: older, status: 'published' },
      { id: newer, status: 'published' },
    ]);
  });

  it('the same build reported failed after it was published stays published', async () => {
    expect((await signedPost(deploy('ready'))).status).toBe(200);
    expect((await signedPost(deploy('error'))).status).toBe(200);
    expect(await status()).toBe('published');
    expect(await publishStatus()).toMatchObject({ last: { id: buildId, status: 'published', error: null } });
  });

  it('a body over 1 MB → 413, with or without Content-Length; exactly 1 MB is read', async () => {
    const big = 'x'.repeat(MAX_BODY_BYTES + 1);
    let res = await post(big, { 'X-Webhook-Signature': await netlifySignature(big) });
    expect(res.status).toBe(413);
    // Chunked: no Content-Length, the handler stops reading at the cap.
    let sent = 0;
    const chunk = new Uint8Array(64 * 1024).fill(120);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 8 * MAX_BODY_BYTES) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    res = await fetch(url(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Webhook-Signature': 'x.y.z' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    const exact = 'x'.repeat(MAX_BODY_BYTES);
    res = await post(exact, { 'X-Webhook-Signature': 'x.y.z' });
    expect(res.status).toBe(401);
    expect(await status()).toBe('sent');
  });

  it('413 comes before the webhook secret is read, and a chunked body is not read past the cap', async () => {
    const calls: string[] = [];
    const handler = createDeployHandler({
      supabaseUrl: 'http://supabase.invalid',
      serviceRoleKey: 'service-role',
      fetch: (input) => {
        calls.push(String(input));
        return Promise.resolve(new Response(JSON.stringify(SECRET), { status: 200 }));
      },
    });
    const endpoint = 'http://functions.invalid/netlify-deploy';
    // Declared too large: refused on the header alone, the body is never touched.
    const declared = new Request(endpoint, {
      method: 'POST',
      headers: { 'Content-Length': String(400 * 1024 * 1024), 'X-Webhook-Signature': 'x.y.z' },
      body: 'x',
    });
    expect((await handler(declared)).status).toBe(413);
    expect(declared.bodyUsed).toBe(false);

    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const chunked = new Request(endpoint, {
      method: 'POST',
      headers: { 'X-Webhook-Signature': 'x.y.z' },
      body: endless,
      duplex: 'half',
    } as RequestInit);
    expect((await handler(chunked)).status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(MAX_BODY_BYTES + 4 * chunk.byteLength);
    expect(calls).toEqual([]);

    // A small signed preview reads the secret but records nothing.
    const preview = deploy('ready', { context: 'deploy-preview' });
    const res = await handler(
      new Request(endpoint, {
        method: 'POST',
        headers: { 'X-Webhook-Signature': await netlifySignature(preview) },
        body: preview,
      }),
    );
    expect(res.status).toBe(200);
    expect(calls).toEqual(['http://supabase.invalid/rest/v1/rpc/deploy_webhook_secret']);
  });

  it('only POST', async () => {
    expect((await fetch(url())).status).toBe(405);
  });
});
