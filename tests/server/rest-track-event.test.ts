import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { BASE_URL, LOCAL_ANON_KEY, clientFor, seededAdmin, startLocal, tokenFor } from './rest-fixtures.ts';

// Counts: rpc/track_event as the site's script sends it (PageCounter.astro): a keepalive fetch from the site's
// origin, which is not the API's, without credentials, JSON, and the API key as a URL parameter.

let s: LocalSupabase;
let anon: SupabaseClient;
let admin: SupabaseClient;

beforeAll(async () => {
  s = await startLocal();
  anon = clientFor(s);
  admin = clientFor(s, await tokenFor(s, await seededAdmin(s), { admin: true }));
});
afterAll(async () => s?.close());
beforeEach(async () => {
  await s.db.exec('delete from public.page_counts');
});

const counters = async () =>
  (
    await s.db.query<{ path: string; package_id: string | null; event: string; count: number }>(
      `select path, package_id, event, count::int from public.page_counts order by path, event`,
    )
  ).rows;

/** The site's origin: in production the site is on Netlify and the API on hosted Supabase. */
const SITE_ORIGIN = 'https://www.travel-contoh.co.id';

/** What the page's script sends: a POST with a JSON content type, no other header, no cookie, no Authorization. */
function beacon(body: unknown, query = `apikey=${LOCAL_ANON_KEY}`) {
  return s.app.request(`${BASE_URL}/rest/v1/rpc/track_event?${query}`, {
    method: 'POST',
    headers: { Origin: SITE_ORIGIN, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** The browser's CORS preflight for it (JSON is not a CORS-safelisted content type). */
function preflight() {
  return s.app.request(`${BASE_URL}/rest/v1/rpc/track_event?apikey=${LOCAL_ANON_KEY}`, {
    method: 'OPTIONS',
    headers: {
      Origin: SITE_ORIGIN,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type',
    },
  });
}

/** Whether a browser lets a request without credentials from `origin` through, by this response's headers. */
function allowsOrigin(res: Response, origin: string): boolean {
  const allowed = res.headers.get('access-control-allow-origin');
  return allowed === '*' || allowed === origin;
}

describe('rpc/track_event', () => {
  it('counts through supabase-js: 204, then one counter row', async () => {
    // A page the site has: an active package at /{category}/{slug}.
    const { id: pkg, path } = (
      await s.db.query<{ id: string; path: string }>(
        `select id, '/' || category || '/' || slug as path from public.packages where status = 'active' limit 1`,
      )
    ).rows[0];
    for (let i = 0; i < 3; i++) {
      const { error, status } = await anon.rpc('track_event', { event: 'page_view', path, package_id: pkg });
      expect(error).toBeNull();
      expect(status).toBe(204);
    }
    expect(await counters()).toEqual([{ path, package_id: pkg, event: 'page_view', count: 3 }]);
  });

  it('refuses an unknown event with 400 and a clear message', async () => {
    const { error, status } = await anon.rpc('track_event', { event: 'scroll', path: '/' });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '22023', hint: 'Jenis kejadian tidak dikenal.' });
    expect(error?.message).toMatch(/unknown event 'scroll'/);
    expect(await counters()).toEqual([]);
  });

  it("accepts the page's request from another origin: its preflight, then the POST with the key in the URL", async () => {
    const pre = await preflight();
    expect(pre.status).toBe(204);
    expect(allowsOrigin(pre, SITE_ORIGIN)).toBe(true);
    expect(pre.headers.get('access-control-allow-methods')?.split(/\s*,\s*/)).toContain('POST');
    expect(
      pre.headers
        .get('access-control-allow-headers')
        ?.toLowerCase()
        .split(/\s*,\s*/),
    ).toContain('content-type');
    expect(await counters()).toEqual([]);

    const res = await beacon({ event: 'whatsapp_click', path: '/kontak', package_id: null });
    expect(res.status).toBe(204);
    // The browser hands the answer over (and the fetch resolves) only if it names the page's origin or `*`.
    expect(allowsOrigin(res, SITE_ORIGIN)).toBe(true);
    expect(await counters()).toEqual([{ path: '/kontak', package_id: null, event: 'whatsapp_click', count: 1 }]);
  });

  it('refuses a request without a key, and a forged key in the URL', async () => {
    expect((await beacon({ event: 'page_view', path: '/' }, '')).status).toBe(401);
    expect((await beacon({ event: 'page_view', path: '/' }, 'apikey=not-a-key')).status).toBe(401);
    expect(await counters()).toEqual([]);
  });

  it('the URL key is not a filter on a table read either', async () => {
    const res = await s.app.request(`${BASE_URL}/rest/v1/faqs?select=question&limit=1&apikey=${LOCAL_ANON_KEY}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toHaveLength(1);
  });

  it('visitors cannot read the counters; the administrator reads dashboard_counts', async () => {
    await beacon({ event: 'page_view', path: '/' });
    const read = await anon.from('page_counts').select('*');
    expect(read.status).toBe(401);
    const visitorDashboard = await anon.rpc('dashboard_counts');
    expect(visitorDashboard.status).toBe(401);
    const { data, error } = await admin.rpc('dashboard_counts', { days: 7 });
    expect(error).toBeNull();
    expect(data.series).toHaveLength(7);
    expect(data.totals.views).toBe(1);
  });
});
