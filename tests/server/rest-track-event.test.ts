import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/src/app.ts';
import { BASE_URL, LOCAL_ANON_KEY, clientFor, seededAdmin, startLocal, tokenFor } from './rest-fixtures.ts';

// Issue 13 "Counts": rpc/track_event as the site's script sends it, and the
// API key as a URL parameter (navigator.sendBeacon cannot set headers).

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

/** What navigator.sendBeacon sends: a POST with the Blob's content type and no other header. */
function beacon(body: unknown, query = `apikey=${LOCAL_ANON_KEY}`) {
  return s.app.request(`${BASE_URL}/rest/v1/rpc/track_event?${query}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('rpc/track_event', () => {
  it('counts through supabase-js: 204, then one counter row', async () => {
    const pkg = (await s.db.query<{ id: string }>(`select id from public.packages where status = 'active' limit 1`))
      .rows[0].id;
    for (let i = 0; i < 3; i++) {
      const { error, status } = await anon.rpc('track_event', {
        event: 'page_view',
        path: '/umroh/paket',
        package_id: pkg,
      });
      expect(error).toBeNull();
      expect(status).toBe(204);
    }
    expect(await counters()).toEqual([{ path: '/umroh/paket', package_id: pkg, event: 'page_view', count: 3 }]);
  });

  it('refuses an unknown event with 400 and a clear message', async () => {
    const { error, status } = await anon.rpc('track_event', { event: 'scroll', path: '/' });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '22023', hint: 'Jenis kejadian tidak dikenal.' });
    expect(error?.message).toMatch(/unknown event 'scroll'/);
    expect(await counters()).toEqual([]);
  });

  it('accepts a sendBeacon-shaped request: content type only, the API key in the URL', async () => {
    const res = await beacon({ event: 'whatsapp_click', path: '/kontak', package_id: null });
    expect(res.status).toBe(204);
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
