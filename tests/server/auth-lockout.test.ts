import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { createUser } from '../../server/supabase/auth/users.ts';
import { serve, type RunningServer } from '../../server/supabase/serve.ts';
import { LOCAL_SERVICE_ROLE_KEY, authRequest, decodeJwt, startServer, totp } from './auth-helpers.ts';

/*
 * Audit findings: what someone holding only the owner's password (or sharing the owner's address)
 * could do to lock the owner out, and what an oversized user_metadata did to every request.
 * The limiters read an injected clock, so back-off and forgetting are tested without sleeping.
 */

const PER_ADDRESS = 5;
const PER_PAIR = 3;
const WINDOW_MS = 300_000;
const MAX_BACKOFF_MS = 900_000;
let now = Date.now();
let server: LocalSupabase;

beforeAll(async () => {
  server = await startServer({
    rateLimit: {
      perAddress: PER_ADDRESS,
      perEmail: PER_PAIR,
      windowMs: WINDOW_MS,
      maxBackoffMs: MAX_BACKOFF_MS,
      clock: () => now,
    },
  });
});
afterAll(async () => {
  await server?.close();
});

function signInRaw(email: string, password: string, address: string) {
  return authRequest(server, '/token?grant_type=password', {
    method: 'POST',
    body: { email, password },
    headers: { 'x-real-ip': address },
  });
}

async function signIn(email: string, password: string, address: string): Promise<string> {
  const res = await signInRaw(email, password, address);
  expect(res.status, `sign-in of ${email} from ${address}`).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

function post(path: string, token: string, body: object, address: string) {
  return authRequest(server, path, { method: 'POST', token, body, headers: { 'x-real-ip': address } });
}

async function challenge(factorId: string, token: string, address: string): Promise<string> {
  const res = await post(`/factors/${factorId}/challenge`, token, {}, address);
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

function verify(factorId: string, token: string, challengeId: string, code: string, address: string) {
  return post(`/factors/${factorId}/verify`, token, { challenge_id: challengeId, code }, address);
}

describe('TOTP attempts are limited per (factor, client address), never by the factor alone', () => {
  it("an attacker with the password cannot lock the owner's factor; the back-off expires", async () => {
    const email = 'totp-owner@example.test';
    const owner = '10.20.0.1';
    const attacker = '203.0.113.50';
    await createUser(server.db, { email, password: 'owner-password' });

    // The owner enrols TOTP (that verification upgrades the owner's session to aal2).
    const enrolToken = await signIn(email, 'owner-password', owner);
    const enrolled = await post('/factors', enrolToken, { factor_type: 'totp' }, owner);
    const { id: factorId, totp: secretInfo } = (await enrolled.json()) as { id: string; totp: { secret: string } };
    const secret = secretInfo.secret;
    const first = await verify(factorId, enrolToken, await challenge(factorId, enrolToken, owner), totp(secret), owner);
    expect(first.status).toBe(200);

    // The attacker has only the password: an aal1 session, and wrong codes.
    const attackToken = await signIn(email, 'owner-password', attacker);
    const attackChallenge = await challenge(factorId, attackToken, attacker);
    const right = () => totp(secret, 1);
    const wrong = () => String((Number(right()) + 500_000) % 1_000_000).padStart(6, '0');
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await verify(factorId, attackToken, attackChallenge, wrong(), attacker)).status);
    expect(statuses.slice(0, PER_PAIR)).toEqual(Array(PER_PAIR).fill(422));
    expect(statuses.slice(PER_PAIR)).toEqual(Array(10 - PER_PAIR).fill(429));
    // From the attacker's address even the right code waits: guessing stays slow.
    const blocked = await verify(factorId, attackToken, attackChallenge, right(), attacker);
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).code).toBe('over_request_rate_limit');

    // The owner, from the owner's own address, is not affected (before the fix: 429, for ever).
    const ownerToken = await signIn(email, 'owner-password', owner);
    const ownerVerify = await verify(
      factorId,
      ownerToken,
      await challenge(factorId, ownerToken, owner),
      right(),
      owner,
    );
    expect(ownerVerify.status).toBe(200);
    expect(decodeJwt(((await ownerVerify.json()) as { access_token: string }).access_token).payload.aal).toBe('aal2');
    // The refusal says when to come back, as the password limits do.
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);

    // The back-off expires: once it has passed, the attacker's address is answered (and refused) again.
    now += MAX_BACKOFF_MS + WINDOW_MS + 1000;
    const later = await verify(factorId, attackToken, attackChallenge, wrong(), attacker);
    expect(later.status).toBe(422);
    expect((await later.json()).code).toBe('mfa_verification_failed');
  });
});

describe('user_metadata is capped on every write and kept out of oversized access tokens', () => {
  const big = (bytes: number) => ({ notes: 'x'.repeat(bytes) });

  it('PUT /user refuses data over the cap (20 KB, 900 KB) and stores nothing; a merge past it is refused', async () => {
    const email = 'meta-user@example.test';
    await createUser(server.db, { email, password: 'meta-password' });
    const token = await signIn(email, 'meta-password', '10.30.0.1');
    for (const size of [20_000, 900_000]) {
      const res = await authRequest(server, '/user', { method: 'PUT', token, body: { data: big(size) } });
      expect(res.status, `${size} bytes`).toBe(400);
      const body = await res.json();
      expect(body.code).toBe('validation_failed');
      expect(body.message).toMatch(/user_metadata/);
    }
    const ok = await authRequest(server, '/user', { method: 'PUT', token, body: { data: big(3000) } });
    expect(ok.status).toBe(200);
    // Each patch is small, the merged result is not.
    const merged = await authRequest(server, '/user', {
      method: 'PUT',
      token,
      body: { data: { more: 'y'.repeat(3000) } },
    });
    expect(merged.status).toBe(400);
    const stored = await server.db.query<{ m: Record<string, string> }>(
      `select raw_user_meta_data as m from auth.users where email = $1`,
      [email],
    );
    expect(Object.keys(stored.rows[0].m)).toEqual(['notes']);
  });

  it('the admin API refuses user_metadata over the cap on create and update', async () => {
    const service = { token: LOCAL_SERVICE_ROLE_KEY, headers: { apikey: LOCAL_SERVICE_ROLE_KEY } };
    const created = await authRequest(server, '/admin/users', {
      ...service,
      method: 'POST',
      body: { email: 'meta-admin@example.test', password: 'meta-password', user_metadata: big(20_000) },
    });
    expect(created.status).toBe(400);
    expect((await created.json()).code).toBe('validation_failed');
    expect((await server.db.query(`select 1 from auth.users where email = 'meta-admin@example.test'`)).rows).toEqual(
      [],
    );

    const id = await createUser(server.db, { email: 'meta-admin2@example.test', password: 'meta-password' });
    const updated = await authRequest(server, `/admin/users/${id}`, {
      ...service,
      method: 'PUT',
      body: { user_metadata: big(20_000) },
    });
    expect(updated.status).toBe(400);
    expect((await updated.json()).code).toBe('validation_failed');
  });

  describe('metadata already stored (written before the cap, or by SQL)', () => {
    let running: RunningServer;
    beforeAll(async () => {
      running = await serve(server.app, 0);
    });
    afterAll(async () => {
      (running?.server as Server | undefined)?.closeAllConnections();
      await running?.stop();
    });

    it('stays out of the access token, which stays small; GET /user still returns it', async () => {
      const email = 'meta-legacy@example.test';
      const metadata = big(20_000);
      const id = await createUser(server.db, { email, password: 'meta-password' });
      await server.db.query(`update auth.users set raw_user_meta_data = $2 where id = $1`, [
        id,
        JSON.stringify(metadata),
      ]);
      // Over the socket: a token carrying 20 KB of metadata made every request answer 431.
      const signedIn = await fetch(`${running.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: LOCAL_SERVICE_ROLE_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'meta-password' }),
      });
      expect(signedIn.status).toBe(200);
      const session = (await signedIn.json()) as { access_token: string; user: { user_metadata: unknown } };
      expect(session.user.user_metadata).toEqual(metadata);
      const me = await fetch(`${running.url}/auth/v1/user`, {
        headers: { apikey: LOCAL_SERVICE_ROLE_KEY, authorization: `Bearer ${session.access_token}` },
      });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { user_metadata: unknown }).user_metadata).toEqual(metadata);
      expect(session.access_token.length).toBeLessThan(4096);
      expect(decodeJwt(session.access_token).payload.user_metadata).toBeUndefined();
    });
  });
});

describe('correct credentials are not refused because of other failures from their address', () => {
  it("a neighbour's failures do not block the owner's right password; during back-off no guess is answered truthfully", async () => {
    const nat = '198.51.100.77';
    await createUser(server.db, { email: 'nat-owner@example.test', password: 'owner-password' });
    await createUser(server.db, { email: 'nat-victim@example.test', password: 'victim-password' });
    // Someone behind the same address fails often enough to close the address.
    for (let i = 0; i <= PER_ADDRESS; i++) await signInRaw(`nobody-${i}@example.test`, 'guess', nat);
    const closed = await signInRaw('nobody-x@example.test', 'guess', nat);
    expect(closed.status).toBe(429);

    // The owner, behind that address, with the right password and no failures of its own: signed in.
    expect((await signInRaw('nat-owner@example.test', 'owner-password', nat)).status).toBe(200);

    // Not an oracle: a wrong guess for another account is refused like any other, and from then
    // on that account's right password waits too (its pair has a failure while the address is closed).
    const guess = await signInRaw('nat-victim@example.test', 'wrong-guess', nat);
    expect(guess.status).toBe(429);
    expect((await guess.json()).code).toBe('over_request_rate_limit');
    expect((await signInRaw('nat-victim@example.test', 'victim-password', nat)).status).toBe(429);
    // …from that address only, and not for ever.
    expect((await signInRaw('nat-victim@example.test', 'victim-password', '10.40.0.1')).status).toBe(200);
    now += WINDOW_MS + MAX_BACKOFF_MS + 1000;
    expect((await signInRaw('nat-victim@example.test', 'victim-password', nat)).status).toBe(200);
  });
});
