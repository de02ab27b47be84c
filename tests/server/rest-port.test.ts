import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { serve, type RunningServer } from '../../server/supabase/serve.ts';
import { LOCAL_ANON_KEY, packageRow, seededAdmin, startLocal, tokenFor } from './rest-fixtures.ts';

let s: LocalSupabase;
let running: RunningServer;
let adminToken: string;

beforeAll(async () => {
  s = await startLocal();
  running = await serve(s.app, 0, '127.0.0.1');
  adminToken = await tokenFor(s, await seededAdmin(s), { admin: true });
});

afterAll(async () => {
  await running?.stop();
  await s?.close();
});

const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };

describe('REST over a real port', () => {
  it('supabase-js reads, counts and writes with the global fetch', async () => {
    const anon = createClient(running.url, LOCAL_ANON_KEY, { auth: noSession });
    const list = await anon
      .from('packages')
      .select('slug, price_quad', { count: 'exact' })
      .eq('status', 'active')
      .order('created_at', { ascending: false })
      .range(0, 4);
    expect(list.error).toBeNull();
    expect(list.status).toBe(206);
    expect(list.count).toBe(10);
    expect(list.data).toHaveLength(5);

    const admin = createClient(running.url, LOCAL_ANON_KEY, {
      auth: noSession,
      global: { headers: { Authorization: `Bearer ${adminToken}` } },
    });
    const row = packageRow();
    const created = await admin.from('packages').insert(row).select('slug').single();
    expect(created.error).toBeNull();
    expect(created.data).toEqual({ slug: row.slug });
    const head = await anon.from('packages').select('*', { count: 'exact', head: true });
    expect(head.count).toBe(11);
  });

  it('answers the CORS preflight and exposes Content-Range', async () => {
    const pre = await fetch(`${running.url}/rest/v1/packages`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'apikey,authorization,content-type,prefer,accept-profile,x-client-info',
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-methods')).toContain('PATCH');
    const res = await fetch(`${running.url}/rest/v1/packages?select=slug&limit=2`, {
      headers: { Origin: 'http://localhost:5173', apikey: LOCAL_ANON_KEY, Prefer: 'count=exact' },
    });
    expect(res.headers.get('access-control-expose-headers')).toContain('Content-Range');
    expect(res.headers.get('content-range')).toMatch(/^0-1\/\d+$/);
  });

  it('normalises //rest/v1 (ra-supabase with a trailing-slash URL) and serves the OpenAPI root', async () => {
    const res = await fetch(`${running.url}//rest/v1/packages?select=slug&slug=eq.haji-plus-2027`, {
      headers: { apikey: LOCAL_ANON_KEY },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([{ slug: 'haji-plus-2027' }]);
    const root = await fetch(`${running.url}/rest/v1/`, {
      headers: { apikey: LOCAL_ANON_KEY, Accept: 'application/openapi+json' },
    });
    expect((await root.json()).swagger).toBe('2.0');
  });

  it('refuses an oversized body with 413 before reading it', async () => {
    const body = JSON.stringify({ description: 'x'.repeat(s.config.maxJsonBody + 1) });
    const res = await fetch(`${running.url}/rest/v1/packages`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
      body,
    });
    expect(res.status).toBe(413);
    expect((await res.json()).code).toBe('PGRST413');
  });
});
