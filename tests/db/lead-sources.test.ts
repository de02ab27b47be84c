import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import partnerCodes from '../fixtures/partner-codes.json' with { type: 'json' };
import { CHANNELS } from '../../domain/lead-source.ts';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { attempt, bootWithActors, rowsOf, type Actors } from './helpers.ts';

// Where leads come from: partners, source_counts, the channel of track_event and submit_inquiry, the
// partner links the site publishes and the owner's report (supabase/migrations/20261129001000_lead_sources.sql).

let s: LocalSupabase;
let actors: Actors;
let budi: string;
let packageId: string;
let packagePath: string;
beforeAll(async () => {
  ({ s, actors } = await bootWithActors());
  packageId = (
    await s.db.query<{ id: string }>(`select id from public.packages where status = 'active' order by slug limit 1`)
  ).rows[0]!.id;
  packagePath = (
    await s.db.query<{ p: string }>(`select '/' || category || '/' || slug as p from public.packages where id = $1`, [
      packageId,
    ])
  ).rows[0]!.p;
  budi = (
    await s.db.query<{ id: string }>(
      `insert into public.partners (name, whatsapp, city, code, package_id)
       values ('Ustadz Budi', '6281234567001', 'Bandung', 'budi', $1) returning id`,
      [packageId],
    )
  ).rows[0]!.id;
  await s.db.exec(
    `insert into public.partners (name, whatsapp, code, active) values ('Mitra Lama', '6281234567002', 'lama', false)`,
  );
});
afterAll(async () => s?.close());
beforeEach(async () => {
  await s.db.exec('delete from public.source_counts; delete from public.page_counts; delete from public.inquiries');
});

const DENIED = '42501';

describe('partner codes: the table of cases the site checks too (tests/fixtures/partner-codes.json)', () => {
  it.each(partnerCodes.cases)('$code → $valid', async ({ code, valid }) => {
    const out = await attempt(
      s.db,
      actors.admin,
      `insert into public.partners (name, whatsapp, code) values ('Uji', '6281234567003', $1)`,
      [code],
      // The other cases' partners free every code first.
      { setup: 'delete from public.partners where true' },
    );
    expect(out.ok ? true : out.code).toBe(valid ? true : '23514');
  });
});

describe('partners', () => {
  it('a code is never changed and never given twice; a partner is deactivated, not deleted', async () => {
    const changed = await attempt(s.db, actors.admin, `update public.partners set code = 'budi2' where id = $1`, [
      budi,
    ]);
    expect(changed).toMatchObject({ ok: false, code: '23514' });
    expect(!changed.ok && changed.message).toContain('Kode mitra tidak dapat diubah');
    const twice = await attempt(
      s.db,
      actors.admin,
      `insert into public.partners (name, whatsapp, code) values ('Lain', '6281234567004', 'lama')`,
    );
    expect(twice).toMatchObject({ ok: false, code: '23505' });
    const deleted = await attempt(s.db, actors.admin, `delete from public.partners where id = $1`, [budi]);
    expect(deleted).toMatchObject({ ok: false, code: DENIED });
  });

  it('visitors see each code and where its link leads, nothing else; an inactive one leads home', async () => {
    const links = rowsOf<{ code: string; active: boolean; target: string }>(
      await attempt(s.db, actors.anon, `select * from public.partner_links()`),
    );
    expect(links).toEqual([
      { code: 'budi', active: true, target: packagePath },
      { code: 'lama', active: false, target: '/' },
    ]);
    expect(await attempt(s.db, actors.anon, `select name from public.partners`)).toMatchObject({
      ok: false,
      code: DENIED,
    });
  });

  it('a link to a package taken off the site leads home', async () => {
    const links = await attempt(
      s.db,
      actors.anon,
      `select target from public.partner_links() where code = 'budi'`,
      [],
      { setup: `update public.packages set status = 'draft' where id = '${packageId}'` },
    );
    expect(rowsOf(links)).toEqual([{ target: '/' }]);
  });
});

function track(event: string, channel: string | null, partnerCode: string | null = null, pkg: string | null = null) {
  return attempt(
    s.db,
    actors.anon,
    `select public.track_event($1, $2, $3::uuid, $4, $5)`,
    [event, pkg ? packagePath : '/', pkg, channel, partnerCode],
    { commit: true },
  );
}

const sourceCounts = async () =>
  (
    await s.db.query<{ channel: string; partner_id: string | null; event: string; count: number }>(
      `select channel, partner_id, event, count::int from public.source_counts order by channel, event`,
    )
  ).rows;

describe('track_event counts each view and click under its channel', () => {
  it('a channel the site sent, once per event', async () => {
    await track('page_view', 'meta');
    await track('page_view', 'meta');
    await track('whatsapp_click', 'meta');
    await track('inquiry_open', 'meta');
    expect(await sourceCounts()).toEqual([
      { channel: 'meta', partner_id: null, event: 'page_view', count: 2 },
      { channel: 'meta', partner_id: null, event: 'whatsapp_click', count: 1 },
    ]);
    // The page itself is counted as before.
    expect(
      (await s.db.query(`select 1 from public.page_counts where path = '/' and event = 'page_view'`)).rows,
    ).toHaveLength(1);
  });

  it("an active partner's code makes it the partner's; an inactive or unknown code is ignored", async () => {
    await track('page_view', 'whatsapp', 'budi');
    await track('page_view', 'whatsapp', 'lama');
    await track('page_view', null, 'tidak-ada');
    await track('page_view', 'partner');
    expect(await sourceCounts()).toEqual([
      { channel: 'direct', partner_id: null, event: 'page_view', count: 2 },
      { channel: 'partner', partner_id: budi, event: 'page_view', count: 1 },
      { channel: 'whatsapp', partner_id: null, event: 'page_view', count: 1 },
    ]);
  });

  it('a view without a channel (GPC/DNT: nothing was kept) or with one not ours is counted only as a page', async () => {
    await track('page_view', null);
    await track('page_view', 'tiktok-ads');
    expect(await sourceCounts()).toEqual([]);
    expect(
      (await s.db.query<{ count: number }>(`select count::int from public.page_counts where path = '/'`)).rows,
    ).toEqual([{ count: 2 }]);
  });
});

function submit(extra: Record<string, unknown>, whatsapp = '081234567890') {
  return attempt(
    s.db,
    actors.anon,
    `select public.submit_inquiry(name => 'Siti', whatsapp => $1, consent => true,
       channel => $2, partner_code => $3, utm_source => $4, utm_medium => $5, utm_campaign => $6,
       referrer_host => $7)`,
    [
      whatsapp,
      extra.channel ?? null,
      extra.partner_code ?? null,
      extra.utm_source ?? null,
      extra.utm_medium ?? null,
      extra.utm_campaign ?? null,
      extra.referrer_host ?? null,
    ],
    { commit: true },
  );
}

const lastInquiry = async () =>
  (
    await s.db.query(
      `select channel, partner_id, utm_source, utm_medium, utm_campaign, referrer_host from public.inquiries
        order by created_at desc limit 1`,
    )
  ).rows[0];

describe('submit_inquiry stores where the visit came from', () => {
  it('the channel and campaign tags of a Facebook ad', async () => {
    rowsOf(
      await submit({
        channel: 'meta',
        utm_source: ' facebook ',
        utm_medium: 'cpc',
        utm_campaign: 'x'.repeat(150),
        referrer_host: 'L.Facebook.com',
      }),
    );
    expect(await lastInquiry()).toEqual({
      channel: 'meta',
      partner_id: null,
      utm_source: 'facebook',
      utm_medium: 'cpc',
      utm_campaign: 'x'.repeat(100),
      referrer_host: 'l.facebook.com',
    });
  });

  it("an active partner's code names the partner; an inactive one is ignored", async () => {
    rowsOf(await submit({ channel: 'direct', partner_code: 'budi' }, '081234567891'));
    expect(await lastInquiry()).toMatchObject({ channel: 'partner', partner_id: budi });
    rowsOf(await submit({ channel: 'google_search', partner_code: 'lama' }, '081234567892'));
    expect(await lastInquiry()).toMatchObject({ channel: 'google_search', partner_id: null });
  });

  it('what is not ours is dropped, never refused', async () => {
    rowsOf(await submit({ channel: 'tiktok', referrer_host: 'evil host/<x>' }, '081234567893'));
    expect(await lastInquiry()).toMatchObject({ channel: null, referrer_host: null });
    rowsOf(await submit({ channel: 'partner' }, '081234567894'));
    expect(await lastInquiry()).toMatchObject({ channel: null, partner_id: null });
  });

  it('the database accepts exactly the channels of domain/lead-source.ts', async () => {
    const sql = (await s.db.query<{ c: string[] }>(`select private.lead_channels() as c`)).rows[0]!.c;
    expect(sql).toEqual([...CHANNELS]);
  });
});

describe('lead_source_report', () => {
  it('views → clicks → inquiries → closing per channel, partner and package', async () => {
    await track('page_view', 'meta', null, packageId);
    await track('page_view', 'meta', null, packageId);
    await track('whatsapp_click', 'meta', null, packageId);
    await track('page_view', 'direct', 'budi', packageId);
    rowsOf(await submit({ channel: 'meta' }, '081234567895'));
    rowsOf(await submit({ channel: 'direct', partner_code: 'budi' }, '081234567896'));
    await s.db.exec(`update public.inquiries set status = 'closing' where partner_id is not null`);
    // "Diduga spam" still counts: the report agrees with the Prospek list, which shows it.
    await s.db.exec(`update public.inquiries set flood_suspect = true where channel = 'meta'`);
    const report = rowsOf<{ r: Report }>(
      await attempt(
        s.db,
        actors.admin,
        `select public.lead_source_report(public.today_wib() - 6, public.today_wib()) as r`,
      ),
    )[0]!.r;
    expect(report.channels.map((c) => c.channel)).toEqual([...CHANNELS, 'unknown']);
    expect(report.channels.find((c) => c.channel === 'meta')).toMatchObject({
      views: 2,
      whatsapp_clicks: 1,
      inquiries: 1,
      closed: 0,
    });
    expect(report.channels.find((c) => c.channel === 'partner')).toMatchObject({
      views: 1,
      inquiries: 1,
      closed: 1,
    });
    expect(report.partners).toEqual([
      expect.objectContaining({ code: 'budi', views: 1, whatsapp_clicks: 0, inquiries: 1, closed: 1 }),
      expect.objectContaining({ code: 'lama', views: 0, inquiries: 0 }),
    ]);
    expect(report.packages).toEqual([
      expect.objectContaining({ package_id: packageId, views: 3, whatsapp_clicks: 1, inquiries: 0 }),
    ]);
  });

  it('only the administrator reads it; a bad range is refused', async () => {
    for (const who of [actors.anon, actors.user, actors.adminMfaAal1]) {
      const out = await attempt(s.db, who, `select public.lead_source_report(current_date - 6, current_date)`);
      expect(out).toMatchObject({ ok: false, code: DENIED });
    }
    const bad = await attempt(s.db, actors.admin, `select public.lead_source_report(current_date, current_date - 1)`);
    expect(bad).toMatchObject({ ok: false, code: '22023' });
  });
});

interface Row {
  views: number;
  whatsapp_clicks: number;
  inquiries: number;
  closed: number;
}
interface Report {
  channels: (Row & { channel: string })[];
  partners: (Row & { code: string })[];
  packages: (Row & { package_id: string })[];
}
