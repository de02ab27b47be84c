import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { attempt, bootWithActors, rowsOf, type Actors } from './helpers.ts';

// Security audit: beacons must not grow the database without bound
// (supabase/migrations/20261125005000_bounded_counts.sql). Only the site's pages are counted under their own
// path, everything else in the bucket '/lainnya'; a day holds at most private.page_counts_day_limit() rows.

let s: LocalSupabase;
let actors: Actors;
beforeAll(async () => ({ s, actors } = await bootWithActors()));
afterAll(async () => s?.close());
beforeEach(async () => {
  await s.db.exec('delete from public.page_counts');
  await s.db.exec('delete from public.inquiries');
});

const BUCKET = '/lainnya';

interface Pkg {
  id: string;
  slug: string;
  category: string;
  path: string;
}

async function pkg(status: 'active' | 'draft'): Promise<Pkg> {
  return (
    await s.db.query<Pkg>(
      `select id, slug, category, '/' || category || '/' || slug as path
         from public.packages where status = $1 order by slug limit 1`,
      [status],
    )
  ).rows[0];
}

function track(event: string, p: string, packageId: string | null = null) {
  return attempt(s.db, actors.anon, `select public.track_event($1, $2, $3::uuid)`, [event, p, packageId], {
    commit: true,
  });
}

async function counters() {
  return (
    await s.db.query<{ path: string; package_id: string | null; event: string; count: number }>(
      `select path, package_id, event, count::int from public.page_counts order by path, event, package_id`,
    )
  ).rows;
}

const scalar = async <T>(sql: string, params: unknown[] = []) =>
  Object.values((await s.db.query<Record<string, T>>(sql, params)).rows[0])[0];

describe('which paths are counted', () => {
  it("the static pages are src/pages' pages (not 404, which Netlify shows at the unknown path)", async () => {
    const dir = path.resolve(import.meta.dirname, '../../src/pages');
    const fromFiles = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.astro') && f !== '404.astro')
      .map((f) => (f === 'index.astro' ? '/' : `/${f.replace(/\.astro$/, '')}`));
    // src/pages/[category]/index.astro: its getStaticPaths lists the categories.
    const categories = [
      ...fs
        .readFileSync(path.join(dir, '[category]/index.astro'), 'utf8')
        .matchAll(/params:\s*\{\s*category:\s*'([a-z]+)'/g),
    ].map((m) => `/${m[1]}`);
    expect(categories).toEqual(['/umroh', '/haji']);
    const inSql = await scalar<string[]>(`select private.countable_static_paths()`);
    expect([...inSql].sort()).toEqual([...fromFiles, ...categories].sort());
    // And the package pages' category pattern in countable_path is the same two categories.
    expect(await scalar(`select pg_get_functiondef('private.countable_path(text, uuid)'::regprocedure)`)).toContain(
      '^/(umroh|haji)/([^/]+)$',
    );
  });

  it('counts a static page under its path, normalised (trailing slash, case, index.html)', async () => {
    for (const p of ['/', '/kontak', '/kontak/', '/Kontak', '/kontak/index.html', '//', '/index.html']) {
      expect((await track('page_view', p)).ok).toBe(true);
    }
    expect(await counters()).toEqual([
      { path: '/', package_id: null, event: 'page_view', count: 3 },
      { path: '/kontak', package_id: null, event: 'page_view', count: 4 },
    ]);
  });

  it('counts an unknown path in the bucket, without a package', async () => {
    const active = await pkg('active');
    // Not a package page's shape: the bucket, whatever package id comes with it.
    for (const p of ['/wp-login.php', `${active.path}/lagi`, '/paket/' + active.slug, '/404']) {
      await track('page_view', p, active.id);
    }
    // A package page's shape naming no active package, with no or an unknown id.
    await track('page_view', '/umroh/tidak-ada');
    await track('page_view', '/haji/tidak-ada', '00000000-0000-0000-0000-000000000001');
    expect(await counters()).toEqual([{ path: BUCKET, package_id: null, event: 'page_view', count: 6 }]);
  });

  it('a static page does not take a package id', async () => {
    await track('whatsapp_click', '/jadwal', (await pkg('active')).id);
    expect(await counters()).toEqual([{ path: '/jadwal', package_id: null, event: 'whatsapp_click', count: 1 }]);
  });

  it('a real package page counts under its path, with its package, also at its id alias and with a slash', async () => {
    const active = await pkg('active');
    await track('page_view', active.path, active.id);
    await track('page_view', `${active.path}/`, active.id);
    await track('page_view', `/${active.category}/${active.id}`, active.id);
    await track('inquiry_open', active.path, null);
    expect(await counters()).toEqual([
      { path: active.path, package_id: active.id, event: 'inquiry_open', count: 1 },
      { path: active.path, package_id: active.id, event: 'page_view', count: 3 },
    ]);
  });

  it("a package named under the other category prefix counts at the package's own path", async () => {
    const active = await pkg('active');
    const other = active.category === 'umroh' ? 'haji' : 'umroh';
    await track('page_view', `/${other}/${active.slug}`);
    expect(await counters()).toEqual([{ path: active.path, package_id: active.id, event: 'page_view', count: 1 }]);
  });

  it("a page built before its slug was renamed counts under the package's current path (by the id sent)", async () => {
    const active = await pkg('active');
    await track('page_view', `/${active.category}/nama-lama-paket`, active.id);
    expect(await counters()).toEqual([{ path: active.path, package_id: active.id, event: 'page_view', count: 1 }]);
  });

  it('an inactive (draft) package gets no row of its own: its page and its id go to the bucket', async () => {
    const draft = await pkg('draft');
    await track('page_view', draft.path, draft.id);
    await track('page_view', `/${draft.category}/${draft.id}`, draft.id);
    await track('page_view', `/${draft.category}/nama-lama`, draft.id);
    expect(await counters()).toEqual([{ path: BUCKET, package_id: null, event: 'page_view', count: 3 }]);
  });

  it('still refuses a bad path or an unknown event (allow-list) before normalising', async () => {
    expect(await track('page_view', '/kontak?utm=1')).toMatchObject({ ok: false, code: '22023' });
    expect(await track('scroll', '/kontak')).toMatchObject({ ok: false, code: '22023' });
    expect(await counters()).toEqual([]);
  });
});

describe('bounded growth', () => {
  it("10,000 beacons to distinct new paths (and unknown package ids) add only the bucket's rows, one per event", async () => {
    const limit = await scalar<number>(`select private.page_counts_day_limit()`);
    // 20 requests of 500 beacons each (one statement of 10,000 updates of the bucket row would keep every row
    // version until it ends, and follow the growing chain on each update: past anon's 3 s statement timeout).
    for (let batch = 0; batch < 20; batch++) {
      const out = await attempt(
        s.db,
        actors.anon,
        `select count(*)::int as n
           from (select public.track_event(
                          (array['page_view', 'whatsapp_click', 'inquiry_open'])[1 + g % 3],
                          case when g % 2 = 0 then '/umroh/baru-' else '/x/' end || g,
                          case when g % 4 = 0 then gen_random_uuid() end) as t
                   from generate_series($1::int * 500 + 1, $1::int * 500 + 500) g) calls`,
        [batch],
        { commit: true },
      );
      expect(rowsOf<{ n: number }>(out)).toEqual([{ n: 500 }]);
    }
    const rows = await counters();
    expect(rows.length).toBeLessThanOrEqual(limit);
    expect(rows).toEqual([
      { path: BUCKET, package_id: null, event: 'inquiry_open', count: 3333 },
      { path: BUCKET, package_id: null, event: 'page_view', count: 3333 },
      { path: BUCKET, package_id: null, event: 'whatsapp_click', count: 3334 },
    ]);
  });

  it('a day at its limit counts new counters in the bucket; existing counters and other days go on', async () => {
    const limit = await scalar<number>(`select private.page_counts_day_limit()`);
    expect(limit).toBe(2000);
    await track('page_view', '/kontak');
    // Fill today up to the limit (as if there were that many pages), and yesterday too.
    await s.db.query(
      `insert into public.page_counts (day, path, event, count)
       select public.today_wib() - d, '/isi/' || g, 'page_view', 1
         from generate_series(1, $1::int - 1) g, (values (0), (1)) days(d)`,
      [limit],
    );
    expect(await scalar(`select count(*)::int from public.page_counts where day = public.today_wib()`)).toBe(limit);
    const active = await pkg('active');
    await track('page_view', '/kontak');
    await track('page_view', active.path, active.id);
    await track('page_view', '/faq');
    const today = (
      await s.db.query<{ path: string; package_id: string | null; count: number }>(
        `select path, package_id, count::int from public.page_counts
          where day = public.today_wib() and path not like '/isi/%' order by path`,
      )
    ).rows;
    expect(today).toEqual([
      { path: '/kontak', package_id: null, count: 2 },
      { path: BUCKET, package_id: null, count: 2 },
    ]);
    // The bucket is the one row beyond the limit (one per event at most).
    expect(await scalar(`select count(*)::int from public.page_counts where day = public.today_wib()`)).toBe(limit + 1);
  });
});

describe('dashboard_counts', () => {
  it('counts the bucket in the day series and totals, not in any package', async () => {
    const active = await pkg('active');
    await track('page_view', '/tidak-ada');
    await track('page_view', '/tidak-ada-juga');
    await track('page_view', active.path, active.id);
    const d = rowsOf<{ d: { totals: Record<string, number>; packages: { package_id: string; views: number }[] } }>(
      await attempt(s.db, actors.admin, `select public.dashboard_counts(7) as d`),
    )[0].d;
    expect(d.totals).toMatchObject({ views: 3, package_views: 1 });
    expect(d.packages.find((p) => p.package_id === active.id)).toMatchObject({ views: 1 });
    expect(d.packages.reduce((n, p) => n + Number(p.views), 0)).toBe(1);
  });

  it('returns exactly what the former query returned, on a year of varied counters and inquiries', async () => {
    // 20261123012000's dashboard_counts, renamed: the rewrite must not change a figure.
    const file = path.resolve(import.meta.dirname, '../../supabase/migrations/20261123012000_page_counts.sql');
    const original = fs.readFileSync(file, 'utf8');
    const fn = original.slice(
      original.indexOf('create or replace function public.dashboard_counts'),
      original.indexOf('revoke all on function public.dashboard_counts'),
    );
    expect(fn).toContain('$$;');
    await s.db.exec(fn.replace('public.dashboard_counts(', 'public.dashboard_counts_before('));
    try {
      await s.db.exec(`
        insert into public.page_counts (day, path, package_id, event, count)
        select public.today_wib() - d, case when p.id is null then '/p' || (d % 7) else '/umroh/' || p.slug end,
               p.id, e, 1 + (d * 7 + length(e) + coalesce(length(p.slug), 0)) % 40
          from generate_series(0, 400, 3) d
          cross join (select id, slug from public.packages union all select null, null) p
          cross join unnest(array['page_view', 'whatsapp_click', 'inquiry_open']) e
         where (d + coalesce(length(p.slug), 1)) % 5 <> 0;
        insert into public.inquiries (name, whatsapp, package_id, pax, message, consent, consent_text_version, created_at)
        select 'Uji', '62812345678' || (g % 10), p.id, 1, '', true, 'uji',
               now() - make_interval(hours => g * 17)
          from generate_series(1, 300) g
          left join lateral (select id from public.packages order by id offset (g % 6) limit 1) p on g % 3 <> 0;`);
      for (const days of [1, 7, 30, 90, 366]) {
        const both = rowsOf<{ now: unknown; before: unknown }>(
          await attempt(
            s.db,
            actors.admin,
            `select public.dashboard_counts($1) as now, public.dashboard_counts_before($1) as before`,
            [days],
          ),
        )[0];
        expect(both.now, `${days} days`).toEqual(both.before);
      }
    } finally {
      await s.db.exec(`drop function public.dashboard_counts_before(integer)`);
    }
  });
});
