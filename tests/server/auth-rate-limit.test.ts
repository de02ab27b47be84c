import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import type { LocalSupabase } from '../../server/src/app.ts';
import { serve, type RunningServer } from '../../server/src/serve.ts';
import { LOCAL_ANON_KEY, adminCreateUser, appFetch, startServer } from './auth-helpers.ts';

const WINDOW_MS = 4000;
let server: LocalSupabase;

beforeAll(async () => {
  server = await startServer({ rateLimit: { perAddress: 5, perEmail: 3, windowMs: WINDOW_MS } });
  await adminCreateUser(server, 'limited@example.test', 'right-password');
  await adminCreateUser(server, 'other@example.test', 'right-password');
  await adminCreateUser(server, 'port@example.test', 'right-password');
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

describe('password sign-in rate limits', () => {
  it('failed attempts per e-mail → 429 over_request_rate_limit, even with the right password', async () => {
    const sb = clientFrom('10.0.0.1');
    for (let i = 0; i < 3; i++) {
      const { error } = await sb.auth.signInWithPassword({ email: 'limited@example.test', password: 'wrong' });
      expect(error?.code).toBe('invalid_credentials');
    }
    // Another address does not help: the e-mail is what is being guessed.
    const blocked = await clientFrom('10.0.0.9').auth.signInWithPassword({
      email: 'LIMITED@example.test',
      password: 'right-password',
    });
    expect(blocked.error?.status).toBe(429);
    expect(blocked.error?.code).toBe('over_request_rate_limit');

    // Other accounts are unaffected.
    const other = await sb.auth.signInWithPassword({ email: 'other@example.test', password: 'right-password' });
    expect(other.error).toBeNull();

    // The window slides: after it, the right password works again.
    await new Promise((r) => setTimeout(r, WINDOW_MS + 100));
    const later = await sb.auth.signInWithPassword({ email: 'limited@example.test', password: 'right-password' });
    expect(later.error).toBeNull();
  });

  it('all attempts per address → 429 (successful ones count too)', async () => {
    const sb = clientFrom('10.0.0.2');
    for (let i = 0; i < 5; i++) {
      const { error } = await sb.auth.signInWithPassword({ email: 'other@example.test', password: 'right-password' });
      expect(error).toBeNull();
    }
    const sixth = await sb.auth.signInWithPassword({ email: 'other@example.test', password: 'right-password' });
    expect(sixth.error?.status).toBe(429);
    const elsewhere = await clientFrom('10.0.0.3').auth.signInWithPassword({
      email: 'other@example.test',
      password: 'right-password',
    });
    expect(elsewhere.error).toBeNull();
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
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${running.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json', 'x-real-ip': `192.0.2.${i}` },
        body: JSON.stringify({ email: 'port@example.test', password: 'right-password' }),
      });
      statuses.push(res.status);
    }
    // Were the header trusted, every request would look like a new client and none would be refused.
    expect(statuses.filter((st) => st === 200).length).toBeLessThanOrEqual(5);
    expect(statuses[statuses.length - 1]).toBe(429);
  });
});
