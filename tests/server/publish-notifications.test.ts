import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { createLocalSupabase, type LocalSupabase } from '../../server/src/app.ts';
import { serve, type RunningServer } from '../../server/src/serve.ts';

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
    s = await createLocalSupabase({ dataDir: 'memory://', log: () => {} });
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

  const deploy = (state: string) =>
    JSON.stringify({
      id: '65a1b2c3',
      state,
      title: `site_build #${buildId}: features update`,
      admin_url: 'https://app.netlify.com/sites/baitullah',
      error_message: state === 'error' ? 'Build script returned non-zero exit code: 2' : null,
    });

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

  it('only POST', async () => {
    expect((await fetch(url())).status).toBe(405);
  });
});
