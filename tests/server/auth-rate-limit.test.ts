import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { serve, type RunningServer } from '../../server/supabase/serve.ts';
import { LOCAL_ANON_KEY, adminCreateUser, appFetch, authRequest, startServer } from './auth-helpers.ts';

/**
 * Sign-in limits slow guessing without locking the owner out: failures count
 * per (e-mail, address) and per address, with exponential back-off and a
 * Retry-After header; failures elsewhere never block the right password from
 * a clean address.
 */
const PER_PAIR = 3;
const PER_ADDRESS = 6;
const FORGET_MS = 4000;
let server: LocalSupabase;

beforeAll(async () => {
  server = await startServer({
    rateLimit: { perAddress: PER_ADDRESS, perEmail: PER_PAIR, windowMs: FORGET_MS, maxBackoffMs: 8000 },
  });
  for (const name of ['owner', 'backoff', 'reset', 'victim-a', 'victim-b', 'mine', 'parallel', 'forget', 'port']) {
    await adminCreateUser(server, `${name}@example.test`, 'right-password');
  }
});
afterAll(async () => {
  await server?.close();
});

/** A supabase-js client whose requests appear to come from `address` (in-process: X-Real-IP). */
function clientFrom(address: string) {
  return createClient(server.config.siteUrl, LOCAL_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: appFetch(server), headers: { 'x-real-ip': address } },
  });
}

function signInRaw(email: string, password: string, address: string) {
  return authRequest(server, '/token?grant_type=password', {
    method: 'POST',
    body: { email, password },
    headers: { 'x-real-ip': address },
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('password sign-in limits', () => {
  it('ten wrong passwords for the owner from one address do not block the right one from a clean address', async () => {
    const attacker = clientFrom('203.0.113.1');
    for (let i = 0; i < 10; i++) await attacker.auth.signInWithPassword({ email: 'owner@example.test', password: 'x' });
    const blocked = await signInRaw('owner@example.test', 'right-password', '203.0.113.1');
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).code).toBe('over_request_rate_limit');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);

    const owner = await clientFrom('10.1.0.1').auth.signInWithPassword({
      email: 'OWNER@example.test',
      password: 'right-password',
    });
    expect(owner.error).toBeNull();
    expect(owner.data.session?.user.email).toBe('owner@example.test');
  });

  it('backs off exponentially past the free failures and says how long in Retry-After', async () => {
    const address = '203.0.113.2';
    const fail = () => signInRaw('backoff@example.test', 'wrong', address);
    for (let i = 0; i < PER_PAIR - 1; i++) expect((await fail()).status).toBe(400);
    expect((await fail()).status).toBe(400); // the last free failure starts the back-off
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      const refused = await fail();
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get('retry-after'));
      waits.push(wait);
      await sleep(wait * 1000 + 50);
      expect((await fail()).status).toBe(400);
    }
    expect(waits).toEqual([1, 2, 4]);
    // The right password also waits out the back-off from this address…
    expect((await signInRaw('backoff@example.test', 'right-password', address)).status).toBe(429);
  });

  it('the right password clears the failures of its (e-mail, address) pair', async () => {
    const address = '203.0.113.3';
    for (let i = 0; i < PER_PAIR - 1; i++) await signInRaw('reset@example.test', 'wrong', address);
    expect((await signInRaw('reset@example.test', 'right-password', address)).status).toBe(200);
    for (let i = 0; i < PER_PAIR - 1; i++)
      expect((await signInRaw('reset@example.test', 'wrong', address)).status).toBe(400);
  });

  it('failures for many e-mails from one address close that address, not the others', async () => {
    const address = '203.0.113.4';
    for (let i = 0; i < PER_ADDRESS; i++) {
      const email = i % 2 === 0 ? 'victim-a@example.test' : `nobody-${i}@example.test`;
      await signInRaw(email, `guess-${i}`, address);
    }
    // A guess at another account from the closed address is refused, and so is that account's
    // right password from there afterwards: a closed address answers no guess truthfully…
    const blocked = await signInRaw('victim-b@example.test', 'wrong', address);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await signInRaw('victim-b@example.test', 'right-password', address)).status).toBe(429);
    expect((await signInRaw('victim-a@example.test', 'right-password', address)).status).toBe(429);
    // …but an account with no failure from there signs in with its right password (auth-lockout.test.ts).
    expect((await signInRaw('mine@example.test', 'right-password', address)).status).toBe(200);
    expect((await signInRaw('victim-b@example.test', 'right-password', '10.1.0.4')).status).toBe(200);
    expect((await signInRaw('victim-a@example.test', 'right-password', '10.1.0.5')).status).toBe(200);
  });

  it('successful sign-ins are not limited', async () => {
    for (let i = 0; i < PER_ADDRESS * 3; i++) {
      expect((await signInRaw('mine@example.test', 'right-password', '10.1.0.6')).status).toBe(200);
    }
  });

  it('concurrent guesses from one address cannot exceed the free failures', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signInRaw('parallel@example.test', `guess-${i}`, '203.0.113.5')),
    );
    const statuses = guesses.map((r) => r.status);
    expect(statuses.filter((st) => st === 400).length).toBeLessThanOrEqual(PER_PAIR);
    expect(statuses.filter((st) => st === 429).length).toBeGreaterThanOrEqual(12 - PER_PAIR);
  });

  it('failures are forgotten after a quiet period', async () => {
    const address = '203.0.113.6';
    for (let i = 0; i < PER_PAIR; i++) await signInRaw('forget@example.test', 'wrong', address);
    expect((await signInRaw('forget@example.test', 'wrong', address)).status).toBe(429);
    await sleep(FORGET_MS + 1100);
    expect((await signInRaw('forget@example.test', 'right-password', address)).status).toBe(200);
  });
});

describe('over a real port', () => {
  let running: RunningServer;
  beforeAll(async () => {
    // Over a socket the address is 127.0.0.1, a counter the tests above never touched.
    running = await serve(server.app, 0);
  });
  afterAll(async () => {
    // fetch keeps connections alive; without this, close() waits for them to time out.
    (running?.server as Server | undefined)?.closeAllConnections();
    await running?.stop();
  });

  it('signs in, reads the user and signs out with the stock fetch', async () => {
    const sb = createClient(running.url, LOCAL_ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
    const { data, error } = await sb.auth.signInWithPassword({
      email: 'port@example.test',
      password: 'right-password',
    });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe('port@example.test');
    const { data: user } = await sb.auth.getUser();
    expect(user.user?.id).toBe(data.user?.id);
    expect((await sb.auth.signOut()).error).toBeNull();
    const { error: gone } = await createClient(running.url, LOCAL_ANON_KEY, {
      auth: { persistSession: false },
    }).auth.getUser(data.session!.access_token);
    expect(gone?.name).toBe('AuthSessionMissingError');
  });

  it('limits by the socket address: a spoofed X-Real-IP does not reset the count', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < PER_PAIR + 2; i++) {
      const res = await fetch(`${running.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json', 'x-real-ip': `192.0.2.${i}` },
        body: JSON.stringify({ email: 'port@example.test', password: 'wrong-password' }),
      });
      statuses.push(res.status);
    }
    // Were the header trusted, every request would look like a new client and none would be refused.
    expect(statuses.filter((st) => st === 400).length).toBe(PER_PAIR);
    expect(statuses[statuses.length - 1]).toBe(429);
  });
});
