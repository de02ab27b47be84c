import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { checkPackage, checkPackageRow, contradictions, type PackageCheckRow } from '../../domain/consistency.ts';
import type { CheckedPackage } from '../../domain/consistency.ts';
import { attempt, bootWithActors, rowsOf, type Actors } from './helpers.ts';

/** public.package_checks: each package with all its departures and hotel nights, the consistency check's read. */
let s: LocalSupabase;
let actors: Actors;
beforeAll(async () => ({ s, actors } = await bootWithActors()));
afterAll(async () => s?.close());

const today = async () => (await s.db.query<{ d: string }>(`select public.today_wib()::text as d`)).rows[0].d;
const asAdmin = async () =>
  rowsOf<PackageCheckRow>(await attempt(s.db, actors.admin, `select * from public.package_checks order by slug`));

describe('the seed tells the truth', () => {
  it('has zero contradictions in every package, active or draft (notices allowed)', async () => {
    const rows = await asAdmin();
    const day = await today();
    const found = rows.flatMap((r) => contradictions(checkPackageRow(r, day)).map((f) => `${r.slug}: ${f.message}`));
    expect(found).toEqual([]);
  });

  it('has zero contradictions as the site reads it (public.site_packages, as a visitor)', async () => {
    type SiteRow = CheckedPackage & {
      upcoming_departures: CheckedPackage['departures'];
      hotel_stays: { nights: number }[];
    };
    const rows = rowsOf<SiteRow>(await attempt(s.db, actors.anon, `select * from public.site_packages order by slug`));
    expect(rows.length).toBeGreaterThan(0);
    const day = await today();
    const found = rows.flatMap((r) =>
      contradictions(
        checkPackage(
          { ...r, price_quad: Number(r.price_quad), departures: r.upcoming_departures, hotels: r.hotel_stays },
          { today: day },
        ),
      ).map((f) => `${r.slug}: ${f.message}`),
    );
    expect(found).toEqual([]);
  });

  it('still gives notices: a price below the reference price, a departure past its full-payment date', async () => {
    const rows = await asAdmin();
    const day = await today();
    const hemat = checkPackageRow(
      rows.find((r) => r.slug === 'umroh-hemat-9-hari')!,
      day,
    );
    expect(hemat.map((f) => f.rule)).toEqual(expect.arrayContaining(['reference_price', 'payment_window']));
  });
});

describe('public.package_checks', () => {
  it('gives the administrator every package with all its departures and hotel nights', async () => {
    const rows = await asAdmin();
    const { rows: all } = await s.db.query<{ n: number }>(`select count(*)::int as n from public.packages`);
    expect(rows).toHaveLength(all[0].n);
    const { rows: deps } = await s.db.query<{ n: number }>(`select count(*)::int as n from public.departures`);
    expect(rows.reduce((n, r) => n + r.departures.length, 0)).toBe(deps[0].n);
    const { rows: nights } = await s.db.query<{ n: number }>(`select sum(nights)::int as n from public.package_hotels`);
    expect(rows.reduce((n, r) => n + r.hotels.reduce((m, h) => m + h.nights, 0), 0)).toBe(nights[0].n);
    expect(rows.every((r) => Number(r.reference_price) === 26_000_000)).toBe(true);
  });

  it('shows the price report of a package once the administrator records it', async () => {
    const hemat = (await asAdmin()).find((r) => r.slug === 'umroh-hemat-9-hari')!;
    const out = await attempt(
      s.db,
      actors.admin,
      `insert into public.reference_price_reports (package_id, reported_price) values ($1, 18500000) returning package_id`,
      [hemat.id],
      { commit: true },
    );
    expect(out).toMatchObject({ ok: true });
    const after = (await asAdmin()).find((r) => r.slug === 'umroh-hemat-9-hari')!;
    expect(Number(after.reported_price)).toBe(18_500_000);
    expect(checkPackageRow(after, await today()).map((f) => f.rule)).not.toContain('reference_price');
    await s.db.query(`delete from public.reference_price_reports where package_id = $1`, [hemat.id]);
  });

  it('stamps a change of the reference price with the database time, whatever the browser sends', async () => {
    const out = await attempt(
      s.db,
      actors.admin,
      `update public.umroh_reference_price set price = 27000000, updated_at = '2001-01-01'
         where id returning updated_at > now() - interval '1 minute' as fresh`,
    );
    expect(rowsOf<{ fresh: boolean }>(out)).toEqual([{ fresh: true }]);
  });

  it('is refused to visitors; a signed-in jamaah sees only active packages, without price reports', async () => {
    expect(await attempt(s.db, actors.anon, `select * from public.package_checks`)).toMatchObject({
      ok: false,
      code: '42501',
    });
    const rows = rowsOf<PackageCheckRow & { status: string }>(
      await attempt(s.db, actors.user, `select * from public.package_checks`),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.status === 'active' && r.reference_price === null)).toBe(true);
  });
});
