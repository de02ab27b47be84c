import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import userAgents from '../fixtures/user-agents.json' with { type: 'json' };
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { attempt, bootWithActors, rowsOf, type Actors } from './helpers.ts';

// Counts: public.page_counts, rpc track_event and dashboard_counts
// (supabase/migrations/20261123012000_page_counts.sql; bounded in 20261125005000_bounded_counts.sql, whose
// own tests are in page-counts-bounded.test.ts).

let s: LocalSupabase;
let actors: Actors;
beforeAll(async () => ({ s, actors } = await bootWithActors()));
afterAll(async () => s?.close());
beforeEach(async () => {
  await s.db.exec('delete from public.page_counts');
  await s.db.exec('delete from public.inquiries');
});

const DENIED = '42501';
const BAD_VALUE = '22023';

const packageId = async (slug?: string) =>
  (
    await s.db.query<{ id: string }>(
      slug
        ? `select id from public.packages where slug = $1`
        : `select id from public.packages where status = 'active' order by slug limit 1`,
      slug ? [slug] : [],
    )
  ).rows[0].id;

const packagePathOf = async (id: string) =>
  (
    await s.db.query<{ path: string }>(
      `select '/' || category || '/' || slug as path from public.packages where id = $1`,
      [id],
    )
  ).rows[0].path;

function track(event: string | null, path: string | null, pkg: string | null = null, claims = actors.anon) {
  return attempt(s.db, claims, `select public.track_event($1, $2, $3::uuid)`, [event, path, pkg], { commit: true });
}

async function counters() {
  return (
    await s.db.query<{ day: string; path: string; package_id: string | null; event: string; count: number }>(
      `select day::text, path, package_id, event, count::int from public.page_counts order by path, event`,
    )
  ).rows;
}

async function dashboard(claims = actors.admin, days = 30) {
  const out = await attempt(s.db, claims, `select public.dashboard_counts($1) as d`, [days]);
  return rowsOf<{ d: DashboardCounts }>(out)[0].d;
}

interface DashboardCounts {
  days: number;
  since: string;
  until: string;
  series: { day: string; views: number; whatsapp_clicks: number; inquiry_opens: number; inquiries: number }[];
  totals: Record<string, number | null>;
  packages: {
    package_id: string;
    title: string;
    views: number;
    whatsapp_clicks: number;
    inquiries: number;
    conversion: number | null;
  }[];
}

describe('row-level security', () => {
  it('visitors and signed-in non-admins cannot read or write the counters directly', async () => {
    await track('page_view', '/');
    for (const who of [actors.anon, actors.user]) {
      const read = await attempt(s.db, who, `select * from public.page_counts`);
      if (read.ok) expect(read.rows).toEqual([]);
      else expect(read.code).toBe(DENIED);
      const write = await attempt(
        s.db,
        who,
        `insert into public.page_counts (path, event, count) values ('/', 'page_view', 1000)`,
      );
      expect(write).toMatchObject({ ok: false, code: DENIED });
      // "where true": hosted Supabase's safeupdate (preloaded on the parity cluster) refuses an UPDATE without a
      // WHERE clause (21000) before the grants are checked; the grants are what this test is about.
      const change = await attempt(s.db, who, `update public.page_counts set count = 0 where true`);
      if (change.ok) expect(change.affected).toBe(0);
      else expect(change.code).toBe(DENIED);
    }
    expect((await attempt(s.db, actors.anon, `select * from public.page_counts`)).ok).toBe(false);
  });

  it('the administrator reads them', async () => {
    await track('page_view', '/');
    const rows = rowsOf(await attempt(s.db, actors.admin, `select path, count from public.page_counts`));
    expect(rows).toEqual([{ path: '/', count: 1 }]);
  });
});

describe('track_event', () => {
  // 20261125005000: a package's counters are those of its page, /{category}/{slug} of an active package, and
  // carry the package the path shows (before, any path counted, with or without the package id it was sent).
  it('counts in one row per day, path, package and event: 4 views → 4', async () => {
    const pkg = await packageId();
    const path = await packagePathOf(pkg);
    for (let i = 0; i < 3; i++) expect((await track('page_view', path, pkg)).ok).toBe(true);
    // Without the id the path still names the package.
    await track('page_view', path);
    await track('whatsapp_click', path, pkg);
    const today = rowsOf<{ d: string }>(await attempt(s.db, actors.anon, `select public.today_wib()::text as d`))[0].d;
    expect(await counters()).toEqual([
      { day: today, path, package_id: pkg, event: 'page_view', count: 4 },
      { day: today, path, package_id: pkg, event: 'whatsapp_click', count: 1 },
    ]);
  });

  it('counts each WIB day in its own row', async () => {
    await s.db.exec(
      `insert into public.page_counts (day, path, event, count) values (public.today_wib() - 1, '/', 'page_view', 5)`,
    );
    await track('page_view', '/');
    const rows = await counters();
    expect(rows.map((r) => r.count).sort()).toEqual([1, 5]);
  });

  it.each([
    ['an unknown event', 'click', '/'],
    ['no event', null, '/'],
    ['a path without a leading slash', 'page_view', 'umroh'],
    ['a path with a query', 'page_view', '/umroh?nama=budi'],
    ['a path with a space', 'page_view', '/a b'],
    ['a path over 300 characters', 'page_view', '/' + 'a'.repeat(300)],
    ['no path', 'page_view', null],
  ])('refuses %s with 22023', async (_, event, path) => {
    const out = await track(event, path);
    expect(out).toMatchObject({ ok: false, code: BAD_VALUE });
    expect(await counters()).toEqual([]);
  });

  // 20261123013000: the server honours the same signals as the page's script, from the request's headers.
  const withHeaders = (headers: Record<string, string>) =>
    attempt(s.db, actors.anon, `select public.track_event('page_view', '/privasi', null)`, [], {
      commit: true,
      // The test's own header values hold no quote, so they can be written as a literal.
      setup: `select set_config('request.headers', '${JSON.stringify(headers)}', true)`,
    });

  it.each([
    ['Global Privacy Control', { 'sec-gpc': '1' }],
    ['Do Not Track', { dnt: '1' }],
    ['a headless browser', { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/130.0.0.0' }],
    ['a crawler', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }],
    ['Lighthouse', { 'user-agent': 'Mozilla/5.0 (Linux; Android 11) Chrome-Lighthouse' }],
  ])('accepts but does not count a request under %s', async (_, headers) => {
    expect(await withHeaders(headers)).toMatchObject({ ok: true });
    expect(await counters()).toEqual([]);
  });

  it('counts a CUBOT phone (its model name holds "bot") but a bot named after it is still a bot', async () => {
    const cubot =
      'Mozilla/5.0 (Linux; Android 12; CUBOT KINGKONG 7) AppleWebKit/537.36 Chrome/115.0 Mobile Safari/537.36';
    expect(await withHeaders({ 'user-agent': cubot })).toMatchObject({ ok: true });
    expect(await withHeaders({ 'user-agent': 'Mozilla/5.0 (compatible; AhrefsBot/7.0)' })).toMatchObject({ ok: true });
    expect(await counters()).toMatchObject([{ path: '/privasi', count: 1 }]);
  });

  it.each(userAgents.cases)(
    'judges $userAgent as the page script does (counted: $counted)',
    async ({ userAgent, counted }) => {
      await s.db.query(`select set_config('request.headers', $1, false)`, [
        JSON.stringify({ 'user-agent': userAgent }),
      ]);
      const { rows } = await s.db.query<{ counted: boolean }>(`select private.request_may_be_counted() as counted`);
      await s.db.query(`select set_config('request.headers', '', false)`);
      expect(rows[0].counted).toBe(counted);
    },
  );

  it('counts an ordinary browser, also one that says sec-gpc 0 or dnt 0', async () => {
    const ua = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
    expect(await withHeaders({ 'user-agent': ua })).toMatchObject({ ok: true });
    expect(await withHeaders({ 'user-agent': ua, 'sec-gpc': '0', dnt: '0' })).toMatchObject({ ok: true });
    expect((await counters())[0]).toMatchObject({ path: '/privasi', count: 2 });
  });

  it('counts an unknown package id without the package (and an unknown page in the bucket)', async () => {
    await track('page_view', '/umroh/hilang', '00000000-0000-0000-0000-000000000001');
    await track('page_view', '/kontak', '00000000-0000-0000-0000-000000000001');
    expect(await counters()).toMatchObject([
      { path: '/kontak', package_id: null, count: 1 },
      { path: '/lainnya', package_id: null, count: 1 },
    ]);
  });

  // track_event (20261125005000) counts no draft package or a package-less row at a package's path,
  // so the counters are written directly: what a package counted while it was active, and rows from before.
  it('a deleted package’s counters join the path’s package-less ones', async () => {
    const pkg = (await s.db.query<{ id: string }>(`select id from public.packages where status = 'draft' limit 1`))
      .rows[0].id;
    await s.db.query(
      `insert into public.page_counts (path, package_id, event, count) values
         ('/umroh/hitung-hapus', $1, 'page_view', 2), ('/umroh/hitung-hapus', null, 'page_view', 1)`,
      [pkg],
    );
    await s.db.exec('begin');
    try {
      await s.db.query(`delete from public.packages where id = $1`, [pkg]);
      expect(await counters()).toMatchObject([{ path: '/umroh/hitung-hapus', package_id: null, count: 3 }]);
    } finally {
      await s.db.exec('rollback');
    }
  });
});

describe('dashboard_counts', () => {
  it('computes series, totals, per-package figures and conversion from known events', async () => {
    const a = await packageId();
    await s.db.query(
      `insert into public.page_counts (day, path, package_id, event, count) values
         (public.today_wib(), '/umroh/a', $1, 'page_view', 40),
         (public.today_wib() - 1, '/umroh/a', $1, 'page_view', 10),
         (public.today_wib(), '/umroh/a', $1, 'whatsapp_click', 3),
         (public.today_wib() - 2, '/umroh/a', $1, 'whatsapp_click', 1),
         (public.today_wib(), '/umroh/a', $1, 'inquiry_open', 2),
         (public.today_wib(), '/', null, 'page_view', 100),
         (public.today_wib(), '/', null, 'whatsapp_click', 7),
         (public.today_wib() - 40, '/umroh/a', $1, 'page_view', 1000)`,
      [a],
    );
    const d = await dashboard();
    expect(d.days).toBe(30);
    expect(d.series).toHaveLength(30);
    expect(d.series[29]).toMatchObject({
      day: d.until,
      views: 140,
      whatsapp_clicks: 10,
      inquiry_opens: 2,
      inquiries: 0,
    });
    expect(d.series[28]).toMatchObject({ views: 10, whatsapp_clicks: 0 });
    expect(d.series[27]).toMatchObject({ views: 0, whatsapp_clicks: 1 });
    expect(d.series[0]).toMatchObject({ day: d.since, views: 0 });
    expect(d.totals).toMatchObject({
      views: 150,
      whatsapp_clicks: 11,
      inquiry_opens: 2,
      inquiries: 0,
      package_views: 50,
      package_whatsapp_clicks: 4,
      // (4 clicks + 0 inquiries) / 50 package views
      conversion: 8,
    });
    const row = d.packages.find((p) => p.package_id === a)!;
    expect(row).toMatchObject({ views: 50, whatsapp_clicks: 4, inquiries: 0, conversion: 8 });
    expect(d.packages[0].package_id).toBe(a); // most viewed first
    const others = d.packages.filter((p) => p.package_id !== a);
    expect(others.length).toBeGreaterThan(0);
    for (const p of others) expect(p).toMatchObject({ views: 0, conversion: null });
  });

  it('adds inquiries sent through the form to the conversion (WIB day, per package)', async () => {
    const a = await packageId();
    await s.db.query(
      `insert into public.page_counts (day, path, package_id, event, count) values
         (public.today_wib(), '/umroh/a', $1, 'page_view', 20),
         (public.today_wib(), '/umroh/a', $1, 'whatsapp_click', 1)`,
      [a],
    );
    // Two today, one 40 days ago (outside the 30-day window).
    await s.db.query(
      `insert into public.inquiries (name, whatsapp, package_id, pax, message, consent, consent_text_version, created_at)
       values ('Ibu Aminah', '6281234567890', $1, 2, '', true, 'uji', now()),
              ('Pak Budi', '6281234567891', $1, 1, '', true, 'uji', now()),
              ('Lama', '6281234567892', $1, 1, '', true, 'uji', now() - interval '40 days')`,
      [a],
    );
    const d = await dashboard();
    expect(d.series[29]).toMatchObject({ inquiries: 2 });
    // (1 click + 2 inquiries) / 20 package views = 15 %
    expect(d.totals).toMatchObject({ inquiries: 2, conversion: 15 });
    expect(d.packages.find((p) => p.package_id === a)).toMatchObject({ views: 20, inquiries: 2, conversion: 15 });
  });

  it('rounds conversion to one decimal and has none without views', async () => {
    const a = await packageId();
    await s.db.query(
      `insert into public.page_counts (path, package_id, event, count) values
         ('/umroh/a', $1, 'page_view', 3), ('/umroh/a', $1, 'whatsapp_click', 1)`,
      [a],
    );
    expect((await dashboard()).totals.conversion).toBe(33.3);
    await s.db.exec('delete from public.page_counts');
    const empty = await dashboard(actors.admin, 7);
    expect(empty.series).toHaveLength(7);
    expect(empty.totals).toMatchObject({ views: 0, package_views: 0, conversion: null });
  });

  it('is for the administrator only', async () => {
    expect(await attempt(s.db, actors.anon, `select public.dashboard_counts()`)).toMatchObject({
      ok: false,
      code: DENIED,
    });
    expect(await attempt(s.db, actors.user, `select public.dashboard_counts()`)).toMatchObject({
      ok: false,
      code: DENIED,
    });
    expect(await attempt(s.db, actors.adminMfaAal1, `select public.dashboard_counts()`)).toMatchObject({
      ok: false,
      code: DENIED,
    });
    expect((await attempt(s.db, actors.adminMfaAal2, `select public.dashboard_counts()`)).ok).toBe(true);
  });

  it('refuses a period outside 1–366 days', async () => {
    expect(await attempt(s.db, actors.admin, `select public.dashboard_counts(0)`)).toMatchObject({
      ok: false,
      code: BAD_VALUE,
    });
  });
});
