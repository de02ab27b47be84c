import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { priceBandOf } from '../../domain/price.ts';
import { attempt, bootWithActors, insertSql, rowsOf, type Actors } from './helpers.ts';

let s: LocalSupabase;
let actors: Actors;

beforeAll(async () => ({ s, actors } = await bootWithActors()));
afterAll(async () => s?.close());

interface PackageRow {
  slug: string;
  title: string;
  category: string;
  status: string;
  is_promo: boolean;
  price_quad: number;
  price_triple: number | null;
  price_double: number | null;
  images: string[];
  created_at: Date;
}

const rows = async <T>(sql: string) => (await s.db.query<T>(sql)).rows;

describe('the seed', () => {
  it('has at least 10 packages covering umroh and haji, promo and not, active and draft', async () => {
    const pkgs = await rows<PackageRow>(`select * from public.packages`);
    expect(pkgs.length).toBeGreaterThanOrEqual(10);
    expect(new Set(pkgs.map((p) => p.category))).toEqual(new Set(['umroh', 'haji']));
    expect(new Set(pkgs.map((p) => p.is_promo))).toEqual(new Set([true, false]));
    expect(pkgs.filter((p) => p.status === 'draft').length).toBeGreaterThanOrEqual(1);
    expect(pkgs.filter((p) => p.status === 'active').length).toBeGreaterThanOrEqual(6);
  });

  it('has departures in at least 6 distinct months', async () => {
    const months = await rows<{ month: string }>(
      `select distinct to_char(d.depart_on, 'YYYY-MM') as month
         from public.departures d join public.packages p on p.id = d.package_id
        where p.status = 'active'`,
    );
    expect(months.length).toBeGreaterThanOrEqual(6);
  });

  it('covers every price band among active packages, and some have no triple/double price', async () => {
    const pkgs = await rows<PackageRow>(`select * from public.packages where status = 'active'`);
    const bands = new Set(pkgs.map((p) => priceBandOf(Number(p.price_quad))));
    expect(bands).toEqual(new Set(['0-20', '20-30', '30-50', '50+']));
    expect(pkgs.some((p) => p.price_triple === null)).toBe(true);
    expect(pkgs.some((p) => p.price_double === null)).toBe(true);
    expect(pkgs.some((p) => p.price_triple !== null && p.price_double !== null)).toBe(true);
  });

  it('has 6 features (at least one inactive) and 8 testimonials', async () => {
    const features = await rows<{ is_active: boolean }>(`select is_active from public.features`);
    expect(features).toHaveLength(6);
    expect(features.some((f) => !f.is_active)).toBe(true);
    const testimonials = await rows<{ rating: number }>(`select rating from public.testimonials`);
    expect(testimonials).toHaveLength(8);
    expect(testimonials.every((t) => t.rating >= 1 && t.rating <= 5)).toBe(true);
  });

  it('has page content for home, about, contact, legal, site-settings and terms with their documented keys', async () => {
    const pages = await rows<{ page_name: string; content: Record<string, unknown> }>(
      `select page_name, content from public.page_content order by page_name`,
    );
    expect(pages.map((p) => p.page_name)).toEqual(['about', 'contact', 'home', 'legal', 'site-settings', 'terms']);
    const byName = Object.fromEntries(pages.map((p) => [p.page_name, p.content]));
    expect(Object.keys(byName.home)).toEqual(expect.arrayContaining(['hero', 'about', 'stats']));
    expect(Object.keys(byName.about)).toEqual(expect.arrayContaining(['title', 'description', 'vision', 'mission']));
    expect(Object.keys(byName.contact)).toEqual(expect.arrayContaining(['address', 'phone2', 'email2']));
    // One source per fact: Pengaturan holds WhatsApp, main phone and main e-mail.
    expect(Object.keys(byName.contact)).not.toEqual(expect.arrayContaining(['whatsapp']));
    expect(byName['site-settings']).toMatchObject({
      whatsappNumber: expect.any(String),
      contactPhone: expect.any(String),
    });
    expect(Object.keys(byName['site-settings'])).toEqual(
      expect.arrayContaining(['siteName', 'whatsappNumber', 'socialMedia']),
    );
    expect(Object.keys(byName.terms).sort()).toEqual([
      'cancellationTiers',
      'documents',
      'passportMonths',
      'passportNameWords',
    ]);
    // The licences are Legalitas' (one source per fact); its example facts say so in the admin only.
    expect(Object.keys(byName['site-settings'])).not.toEqual(expect.arrayContaining(['ppiuNumber']));
    expect(byName.legal).toMatchObject({ companyName: expect.any(String), ppiuNumber: expect.any(String), demo: true });
    expect(JSON.stringify(pages)).not.toContain('(contoh)');
  });

  it('has official accounts held by the company named in Legalitas', async () => {
    const accounts = await rows<{ holder: string }>(`select holder from public.bank_accounts order by position`);
    const [legal] = await rows<{ name: string }>(
      `select content ->> 'companyName' as name from public.page_content where page_name = 'legal'`,
    );
    expect(accounts.length).toBeGreaterThan(0);
    expect(accounts.every((a) => a.holder === legal!.name)).toBe(true);
  });

  it('stores every seed image (row and bytes), and every image URL the seed uses points to one', async () => {
    const stored = await rows<{ name: string; size: number; mimetype: string }>(
      `select o.name, length(b.data) as size, o.metadata ->> 'mimetype' as mimetype
         from storage.objects o join local_storage.blobs b on b.object_id = o.id
        where o.bucket_id = 'images' and o.name like 'seed/%'`,
    );
    expect(stored.length).toBeGreaterThanOrEqual(10);
    expect(stored.every((o) => o.size > 0 && o.mimetype === 'image/webp')).toBe(true);
    const names = new Set(stored.map((o) => o.name));

    const text = JSON.stringify(
      await rows(
        `select images::text as t from public.packages
         union all select avatar_url from public.testimonials
         union all select content::text from public.page_content`,
      ),
    );
    const referenced = [...text.matchAll(/\/storage\/v1\/object\/public\/images\/([^"\\\s]+)/g)].map((m) => m[1]);
    expect(referenced.length).toBeGreaterThan(10);
    for (const name of referenced) expect(names.has(decodeURIComponent(name)), name).toBe(true);
  });
});

describe('dashboard_summary()', () => {
  interface Summary {
    total_packages: number;
    active_packages: number;
    draft_packages: number;
    packages_this_month: number;
    total_testimonials: number;
    testimonials_this_month: number;
    average_rating: number;
    active_features: number;
    upcoming_departures: number;
    seats_offered: number;
    active_pilgrims: number;
    departures_needing_attention: number;
    next_departures: unknown[];
    media_count: number;
    recent_activity: { kind: string; label: string; at: string }[];
  }

  async function summaryAs(claims: typeof actors.admin) {
    return attempt(s.db, claims, `select public.dashboard_summary() as s`);
  }

  async function expectedCounts() {
    const [c] = await rows<Record<string, number>>(
      `with upcoming as (
         select d.*, p.status as package_status from public.departures d join public.packages p on p.id = d.package_id
          where d.depart_on >= (now() at time zone 'Asia/Jakarta')::date),
       sold as (select * from upcoming where status = 'open' and package_status = 'active')
       select
         (select count(*)::int from public.packages) as total_packages,
         (select count(*)::int from public.packages where status = 'active') as active_packages,
         (select count(*)::int from public.packages where status = 'draft') as draft_packages,
         (select count(*)::int from public.packages where created_at >= now() - interval '1 month') as packages_this_month,
         (select count(*)::int from public.testimonials) as total_testimonials,
         (select count(*)::int from public.testimonials where created_at >= now() - interval '1 month') as testimonials_this_month,
         (select round(avg(rating), 1)::float from public.testimonials) as average_rating,
         (select count(*)::int from public.features where is_active) as active_features,
         (select count(*)::int from sold) as upcoming_departures,
         (select coalesce(sum(seats_total), 0)::int from sold) as seats_offered,
         (select coalesce(sum(seats_booked), 0)::int from upcoming) as active_pilgrims,
         (select count(*)::int from sold
           where depart_on <= (now() at time zone 'Asia/Jakarta')::date + 30 and seats_booked * 2 < seats_total)
           as departures_needing_attention,
         (select count(*)::int from public.media) as media_count,
         (select count(*)::int from public.inquiries where status = 'baru') as new_inquiries`,
    );
    return c;
  }

  /** Last 3 packages, last 3 testimonials, last 2 pages, merged newest first, 6 shown. */
  async function expectedRecent() {
    const pk = await rows<{ label: string; at: Date }>(
      `select title as label, created_at as at from public.packages order by created_at desc limit 3`,
    );
    const te = await rows<{ label: string; at: Date }>(
      `select name as label, created_at as at from public.testimonials order by created_at desc limit 3`,
    );
    const pc = await rows<{ label: string; at: Date }>(
      `select page_name as label, updated_at as at from public.page_content order by updated_at desc limit 2`,
    );
    return [
      ...pk.map((r) => ({ kind: 'package', ...r })),
      ...te.map((r) => ({ kind: 'testimonial', ...r })),
      ...pc.map((r) => ({ kind: 'page', ...r })),
    ]
      .sort((a, b) => b.at.getTime() - a.at.getTime())
      .slice(0, 6)
      .map((r) => ({ kind: r.kind, label: r.label, at: r.at.getTime() }));
  }

  /** Items with the same timestamp (the seed has some) may come in either order. */
  const canonical = (items: { kind: string; label: string; at: number }[]) =>
    [...items].sort((a, b) => b.at - a.at || `${a.kind}/${a.label}`.localeCompare(`${b.kind}/${b.label}`));

  it('gives the administrator the counts and the merged recent activity, newest first', async () => {
    const out = await summaryAs(actors.admin);
    expect(out).toMatchObject({ ok: true });
    const summary = rowsOf<{ s: Summary }>(out)[0].s;
    const { recent_activity, next_departures, ...counts } = summary;
    expect(counts).toEqual(await expectedCounts());
    expect(next_departures.length).toBeGreaterThan(0);
    expect(summary.active_pilgrims).toBeGreaterThan(0);
    expect(summary.departures_needing_attention).toBeGreaterThan(0);
    expect(summary.draft_packages).toBeGreaterThan(0);

    expect(recent_activity).toHaveLength(6);
    const got = recent_activity.map((r) => ({ kind: r.kind, label: r.label, at: Date.parse(r.at) }));
    expect(canonical(got)).toEqual(canonical(await expectedRecent()));
    const times = got.map((r) => r.at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(got.map((r) => r.kind)).size).toBeGreaterThan(1);
  });

  it('follows new content: a new testimonial and an edited page come first', async () => {
    const t = insertSql('public.testimonials', { name: 'Jamaah Terbaru', content: 'Masya Allah.' });
    expect(await attempt(s.db, actors.admin, t.sql, t.params, { commit: true })).toMatchObject({ ok: true });
    const out = await summaryAs(actors.admin);
    const summary = rowsOf<{ s: Summary }>(out)[0].s;
    expect(summary.recent_activity[0]).toMatchObject({ kind: 'testimonial', label: 'Jamaah Terbaru' });
    expect(summary.total_testimonials).toBe((await expectedCounts()).total_testimonials);

    const edit = await attempt(
      s.db,
      actors.admin,
      `update public.page_content set content = content || '{"edited":true}' where page_name = 'contact'`,
      [],
      { commit: true },
    );
    expect(edit).toMatchObject({ ok: true, affected: 1 });
    const after = rowsOf<{ s: Summary }>(await summaryAs(actors.admin))[0].s;
    expect(
      after.recent_activity
        .slice(0, 2)
        .map((r) => r.label)
        .sort(),
    ).toEqual(['Jamaah Terbaru', 'contact'].sort());
    const afterItems = after.recent_activity.map((r) => ({ kind: r.kind, label: r.label, at: Date.parse(r.at) }));
    expect(canonical(afterItems)).toEqual(canonical(await expectedRecent()));
    expect(afterItems.map((r) => r.at)).toEqual(afterItems.map((r) => r.at).sort((a, b) => b - a));
  });

  it('cannot be executed by anon', async () => {
    expect(await summaryAs(actors.anon)).toMatchObject({ ok: false, code: '42501' });
  });

  it('shows a signed-in non-administrator only what RLS lets them see', async () => {
    for (const claims of [actors.user, actors.adminMfaAal1]) {
      const out = await summaryAs(claims);
      expect(out).toMatchObject({ ok: true });
      const summary = rowsOf<{ s: Summary }>(out)[0].s;
      const expected = await expectedCounts();
      expect(summary.total_packages).toBe(expected.active_packages);
      expect(summary.draft_packages).toBe(0);
      expect(summary.media_count).toBe(0);
    }
  });
});
