import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { attempt, bootWithActors, rowsOf, type Actors } from './helpers.ts';

// public.inquiry_overview (supabase/migrations/20261126005000_inquiry_overview.sql): each inquiry with its
// package's title and the date of the departure the visitor chose, read as the caller.

let s: LocalSupabase;
let actors: Actors;
beforeAll(async () => ({ s, actors } = await bootWithActors()));
afterAll(async () => s?.close());
beforeEach(async () => {
  await s.db.exec(`delete from public.inquiries where true; delete from private.inquiry_senders where true`);
});

const DENIED = '42501';

async function seed() {
  const pkg = (
    await s.db.query<{ id: string; title: string; departure_id: string; depart_on: string }>(
      `select p.id, p.title, d.id as departure_id, d.depart_on::text as depart_on from public.packages p
         join public.departures d on d.package_id = p.id
        where p.status = 'active' and d.status = 'open' and d.depart_on >= public.today_wib()
        order by p.slug, d.depart_on limit 1`,
    )
  ).rows[0];
  await s.db.query(
    `insert into public.inquiries (name, whatsapp, package_id, departure_id, consent, consent_text_version)
     values ('Dengan Tanggal', '6281234567890', $1, $2, true, 'v'),
            ('Tanpa Paket', '6281234567891', null, null, true, 'v')`,
    [pkg.id, pkg.departure_id],
  );
  return pkg;
}

describe('inquiry_overview', () => {
  it('anon has no access to it', async () => {
    await seed();
    const out = await attempt(s.db, actors.anon, `select * from public.inquiry_overview`);
    expect(out.ok ? 'ok' : out.code).toBe(DENIED);
  });

  it('a signed-in non-admin sees no inquiry through it', async () => {
    await seed();
    expect(rowsOf(await attempt(s.db, actors.user, `select * from public.inquiry_overview`))).toEqual([]);
  });

  it('the administrator reads each inquiry with the package title and the chosen departure date', async () => {
    const pkg = await seed();
    const rows = rowsOf<{ name: string; package_title: string | null; departure_date: string | null }>(
      await attempt(
        s.db,
        actors.admin,
        `select name, package_title, departure_date::text as departure_date from public.inquiry_overview order by name`,
      ),
    );
    expect(rows).toEqual([
      { name: 'Dengan Tanggal', package_title: pkg.title, departure_date: pkg.depart_on },
      { name: 'Tanpa Paket', package_title: null, departure_date: null },
    ]);
  });

  it('reads as the caller (security_invoker), so the inquiries policies apply', async () => {
    const opts = rowsOf<{ reloptions: string[] | null }>(
      await attempt(
        s.db,
        actors.admin,
        `select reloptions from pg_class where oid = 'public.inquiry_overview'::regclass`,
      ),
    );
    expect(opts[0].reloptions).toContain('security_invoker=true');
  });
});
