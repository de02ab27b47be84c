import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { createUser } from '../../server/supabase/auth/users.ts';
import {
  LOCAL_ANON_KEY,
  LOCAL_SERVICE_ROLE_KEY,
  authRequest,
  client,
  decodeJwt,
  followLink,
  outbox,
  startServer,
  totp,
} from './auth-helpers.ts';

/*
 * Attacks on Auth: guessing in parallel, metadata the database cannot take,
 * values Postgres refuses, recovery floods, a non-admin reaching for the
 * admin role, and a stolen administrator password when TOTP is on.
 */

const PER_EMAIL = 3;
let server: LocalSupabase;

beforeAll(async () => {
  server = await startServer({ rateLimit: { perAddress: 1000, perEmail: PER_EMAIL, windowMs: 60_000 } });
});
afterAll(async () => {
  await server?.close();
});

async function newAccount(email: string, password = 'secret-pass', appMetadata?: Record<string, unknown>) {
  await createUser(server.db, { email, password, appMetadata });
}

async function signIn(email: string, password = 'secret-pass'): Promise<{ sb: SupabaseClient; token: string }> {
  const sb = client(server);
  const { data, error } = await sb.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return { sb, token: data.session!.access_token };
}

function signInRaw(email: string, password: string, address: string) {
  return authRequest(server, '/token?grant_type=password', {
    method: 'POST',
    body: { email, password },
    headers: { 'x-real-ip': address },
  });
}

/** A normal request still works: nothing the attack did wedged the database. */
async function expectHealthy() {
  const res = await server.app.request('http://localhost/rest/v1/testimonials?select=id&limit=1', {
    headers: { apikey: LOCAL_ANON_KEY },
  });
  expect(res.status).toBe(200);
}

describe('rate limits hold against parallel guessing', () => {
  it('concurrent password guesses from one address cannot exceed its free failures', async () => {
    await newAccount('parallel@example.test');
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signInRaw('parallel@example.test', `guess-${i}`, '198.51.100.1')),
    );
    const statuses = guesses.map((r) => r.status);
    // Before the fix every guess was checked: twelve 400s, the limit never applied.
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(PER_EMAIL);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(12 - PER_EMAIL);
    expect((await signInRaw('PARALLEL@example.test ', 'secret-pass', '198.51.100.1')).status).toBe(429);
    // Guesses from one address never lock the owner out of a clean one.
    expect((await signInRaw('PARALLEL@example.test ', 'secret-pass', '198.51.100.200')).status).toBe(200);
  });

  it('concurrent TOTP guesses cannot exceed the per-factor limit', async () => {
    await newAccount('totp-parallel@example.test');
    const { sb, token } = await signIn('totp-parallel@example.test');
    const { data: factor } = await sb.auth.mfa.enroll({ factorType: 'totp' });
    const { data: challenge } = await sb.auth.mfa.challenge({ factorId: factor!.id });
    const right = totp(factor!.totp.secret);
    const wrong = (i: number) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        authRequest(server, `/factors/${factor!.id}/verify`, {
          method: 'POST',
          token,
          body: { challenge_id: challenge!.id, code: wrong(i) },
        }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 422).length).toBeLessThanOrEqual(PER_EMAIL);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20 - PER_EMAIL);
    // Even the right code waits for the window now.
    const blocked = await authRequest(server, `/factors/${factor!.id}/verify`, {
      method: 'POST',
      token,
      body: { challenge_id: challenge!.id, code: right },
    });
    expect(blocked.status).toBe(429);
  });
});

describe('metadata and values the database cannot take are 400s, never stored, never a 500', () => {
  const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;

  it('PUT /user with deeply nested data', async () => {
    await newAccount('deep@example.test');
    const { token } = await signIn('deep@example.test');
    for (const depth of [150, 5000, 50_000]) {
      const res = await authRequest(server, '/user', { method: 'PUT', token, body: `{"data":{"x":${deep(depth)}}}` });
      expect(res.status, `depth ${depth}`).toBe(400);
      expect((await res.json()).code).toBe('bad_json');
    }
    const stored = await server.db.query(`select raw_user_meta_data from auth.users where email = 'deep@example.test'`);
    expect(stored.rows).toEqual([{ raw_user_meta_data: {} }]);
    await expectHealthy();
  });

  it('the admin API with deeply nested app_metadata', async () => {
    const res = await authRequest(server, '/admin/users', {
      method: 'POST',
      token: LOCAL_SERVICE_ROLE_KEY,
      headers: { apikey: LOCAL_SERVICE_ROLE_KEY },
      body: `{"email":"deep-admin@example.test","app_metadata":{"x":${deep(3000)}}}`,
    });
    expect(res.status).toBe(400);
    expect((await server.db.query(`select 1 from auth.users where email = 'deep-admin@example.test'`)).rows).toEqual(
      [],
    );
  });

  it('NUL characters and other values Postgres refuses', async () => {
    await newAccount('nul@example.test');
    const { token } = await signIn('nul@example.test');
    const service = { token: LOCAL_SERVICE_ROLE_KEY, headers: { apikey: LOCAL_SERVICE_ROLE_KEY } };
    const cases: [string, Parameters<typeof authRequest>[2]][] = [
      ['/user', { method: 'PUT', token, body: '{"data":{"note":"a\\u0000b"}}' }],
      ['/factors', { method: 'POST', token, body: '{"factor_type":"totp","friendly_name":"a\\u0000b"}' }],
      ['/token?grant_type=password', { method: 'POST', body: '{"email":"a\\u0000@example.test","password":"x"}' }],
      ['/recover', { method: 'POST', body: '{"email":"a\\u0000@example.test"}' }],
      [
        '/admin/users',
        { ...service, method: 'POST', body: '{"email":"n@example.test","user_metadata":{"a":"\\u0000"}}' },
      ],
    ];
    for (const [path, init] of cases) {
      const res = await authRequest(server, path, init);
      expect(res.status, path).toBe(400);
      const body = await res.json();
      expect(body.code, path).toBe('validation_failed');
      expect(JSON.stringify(body), path).not.toMatch(/pglite|node_modules|\.ts:\d/);
    }
  });

  it('an issuer too long for a QR code, and a page number past bigint', async () => {
    await newAccount('issuer@example.test');
    const { token } = await signIn('issuer@example.test');
    const enroll = await authRequest(server, '/factors', {
      method: 'POST',
      token,
      body: { factor_type: 'totp', issuer: '💥'.repeat(1500), friendly_name: 'x'.repeat(5000) },
    });
    expect(enroll.status).toBe(400);
    const page = await authRequest(server, '/admin/users?page=99999999999999999999', {
      token: LOCAL_SERVICE_ROLE_KEY,
      headers: { apikey: LOCAL_SERVICE_ROLE_KEY },
    });
    expect(page.status).toBe(200);
    expect((await page.json()).users).toEqual([]);
  });
});

describe('password recovery cannot be flooded', () => {
  it('repeated requests send one mail a minute and never replace the link already sent', async () => {
    const email = 'flood@example.test';
    await newAccount(email);
    for (let i = 0; i < 5; i++) {
      const res = await authRequest(server, '/recover', { method: 'POST', body: { email } });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({});
    }
    const mails = await outbox(server, email);
    expect(mails).toHaveLength(1);
    const followed = await followLink(server, mails[0].link!);
    expect(followed.params.get('type')).toBe('recovery');
    expect(followed.params.get('access_token')).toBeTruthy();

    // Once the link is used, a new one may be asked for at once.
    await authRequest(server, '/recover', { method: 'POST', body: { email } });
    expect(await outbox(server, email)).toHaveLength(2);
  });
});

describe('a signed-in non-admin cannot become the administrator', () => {
  it('user_metadata, app_metadata in PUT /user and the admin API are all dead ends', async () => {
    await newAccount('climber@example.test');
    const { sb, token } = await signIn('climber@example.test');
    const put = await authRequest(server, '/user', {
      method: 'PUT',
      token,
      body: { data: { role: 'admin' }, app_metadata: { role: 'admin' }, role: 'service_role' },
    });
    expect(put.status).toBe(200);
    const user = await put.json();
    expect(user.app_metadata.role).toBeUndefined();
    expect(user.role).toBe('authenticated');

    for (const [method, path] of [
      ['GET', '/admin/users'],
      ['PUT', `/admin/users/${user.id}`],
      ['POST', '/admin/users'],
    ] as const) {
      const res = await authRequest(server, path, {
        method,
        token,
        body: method === 'GET' ? undefined : { email: 'x@example.test', app_metadata: { role: 'admin' } },
      });
      expect(res.status, `${method} ${path}`).toBe(403);
    }

    // A fresh token carries the user_metadata claim, which grants nothing.
    const { data } = await sb.auth.refreshSession();
    const claims = decodeJwt(data.session!.access_token).payload;
    expect(claims.user_metadata).toEqual({ role: 'admin' });
    expect((await sb.rpc('is_admin')).data).toBe(false);
    const media = await sb.from('media').select('id');
    expect(media.data).toEqual([]);
  });
});

describe('a stolen administrator password is not enough once TOTP is on', () => {
  it('the password-only session can read no drafts, change no credentials and manage no factors', async () => {
    await newAccount('boss@example.test', 'boss-pass', { role: 'admin' });
    const owner = await signIn('boss@example.test', 'boss-pass');
    const { data: factor } = await owner.sb.auth.mfa.enroll({ factorType: 'totp' });
    const { error: verifyError } = await owner.sb.auth.mfa.challengeAndVerify({
      factorId: factor!.id,
      code: totp(factor!.totp.secret),
    });
    expect(verifyError).toBeNull();
    await server.db.query(`update public.packages set status = 'draft' where slug = 'haji-plus-2027'`);

    const thief = await signIn('boss@example.test', 'boss-pass');
    expect(decodeJwt(thief.token).payload.aal).toBe('aal1');
    expect((await thief.sb.rpc('is_admin')).data).toBe(false);
    expect((await thief.sb.from('packages').select('slug').eq('status', 'draft')).data).toEqual([]);
    expect((await thief.sb.from('media').select('id')).data).toEqual([]);
    const write = await thief.sb.from('testimonials').insert({ name: 'x', content: 'y' });
    expect(write.error?.code).toBe('42501');
    const upload = await thief.sb.storage.from('images').upload('thief.gif', new Blob([Buffer.from('GIF89a')]), {
      contentType: 'image/gif',
    });
    expect(upload.error).not.toBeNull();

    const attempts: [string, Parameters<typeof authRequest>[2], number][] = [
      ['/user', { method: 'PUT', token: thief.token, body: { email: 'thief@example.test' } }, 401],
      ['/user', { method: 'PUT', token: thief.token, body: { password: 'thief-pass' } }, 401],
      ['/factors', { method: 'POST', token: thief.token, body: { factor_type: 'totp' } }, 403],
      [`/factors/${factor!.id}`, { method: 'DELETE', token: thief.token }, 422],
    ];
    for (const [path, init, status] of attempts) {
      const res = await authRequest(server, path, init);
      expect(res.status, `${init?.method} ${path}`).toBe(status);
      expect((await res.json()).code).toBe('insufficient_aal');
    }
    // Forging aal2 into the token needs the JWT secret.
    const [h, p] = thief.token.split('.');
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...payload, aal: 'aal2' })).toString('base64url')}.${thief.token.split('.')[2]}`;
    const res = await server.app.request('http://localhost/rest/v1/media?select=id', {
      headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${forged}` },
    });
    expect(res.status).toBe(401);

    // The owner's aal2 session still works.
    expect((await owner.sb.from('packages').select('slug').eq('status', 'draft')).data).toContainEqual({
      slug: 'haji-plus-2027',
    });
  });
});
