import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { serve, type RunningServer } from '../../server/supabase/serve.ts';
import { LOCAL_ANON_KEY, adminCreateUser, startServer } from './auth-helpers.ts';

/*
 * The outbox holds every recovery link, so reading it is signing in as
 * anyone. It is a dev convenience for this machine: a web page the developer
 * visits (cross-origin fetch, DNS rebinding) or another host on the network
 * must not read it.
 */

const EVIL = 'https://evil.example';
const victim = 'victim@example.test';
let server: LocalSupabase;
let running: RunningServer;

beforeAll(async () => {
  server = await startServer();
  await adminCreateUser(server, victim, 'victim-pass');
  running = await serve(server.app, 0);
});
afterAll(async () => {
  (running?.server as Server | undefined)?.closeAllConnections();
  await running?.stop();
  await server?.close();
});

/** What a page on evil.example can do with the public anon key: ask for a recovery mail. */
async function requestRecoveryFrom(origin: string) {
  const res = await fetch(`${running.url}/auth/v1/recover`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: victim }),
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('access-control-allow-origin')).toBe(origin);
}

describe('the local outbox', () => {
  it('cannot be read by another site in the browser (CORS), so a drive-by page gets no recovery link', async () => {
    await requestRecoveryFrom(EVIL);
    const res = await fetch(`${running.url}/_local/outbox?to=${victim}`, {
      headers: { origin: EVIL, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' },
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const text = await res.text();
    expect(text).not.toContain('/auth/v1/verify');

    const preflight = await fetch(`${running.url}/_local/outbox`, {
      method: 'OPTIONS',
      headers: { origin: EVIL, 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a host name that is not local (DNS rebinding) and a client that is not this machine', async () => {
    const rebound = await server.app.request('http://evil.example:4321/_local/outbox');
    expect(rebound.status).toBe(403);
    const lan = await server.app.request(
      'http://localhost:4321/_local/outbox',
      {},
      {
        incoming: { socket: { remoteAddress: '192.168.1.23' } },
      },
    );
    expect(lan.status).toBe(403);
    const sameSiteButOtherOrigin = await server.app.request('http://localhost:4321/_local/outbox', {
      headers: { origin: 'http://localhost:9999', 'sec-fetch-site': 'same-site' },
    });
    expect(sameSiteButOtherOrigin.status).toBe(403);
  });

  it('still serves the developer: a typed URL, a same-origin page, a script on this machine', async () => {
    const typed = await fetch(`${running.url}/_local/outbox?to=${victim}`, {
      headers: { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' },
    });
    expect(typed.status).toBe(200);
    expect(typed.headers.get('cache-control')).toBe('no-store');
    const mails = (await typed.json()) as { link?: string }[];
    expect(mails.length).toBeGreaterThan(0);
    expect(mails[0].link).toContain('/auth/v1/verify');

    const sameOrigin = await fetch(`${running.url}/_local/outbox`, {
      headers: { origin: new URL(running.url).origin, 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.status).toBe(200);
    const script = await fetch(`${running.url}/_local/outbox`);
    expect(script.status).toBe(200);
    const inProcess = await server.app.request(`/_local/outbox?to=${victim}`);
    expect(inProcess.status).toBe(200);
  });

  it('the API itself stays callable from any origin with the public key', async () => {
    const res = await fetch(`${running.url}/rest/v1/testimonials?select=id&limit=1`, {
      headers: { apikey: LOCAL_ANON_KEY, origin: EVIL },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(EVIL);
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
