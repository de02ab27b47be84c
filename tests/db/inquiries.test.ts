import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { attempt, bootWithActors, onPostgres, rowsOf, type Actors } from './helpers.ts';

// Inquiries ("Prospek") and public.submit_inquiry
// (supabase/migrations/20261123011000_inquiries.sql; its latest definition in 20261125008000_whatsapp_e164.sql).
// Which numbers it takes: tests/db/whatsapp-numbers.test.ts.

let s: LocalSupabase;
let actors: Actors;
beforeAll(async () => ({ s, actors } = await bootWithActors()));
afterAll(async () => s?.close());
beforeEach(async () => {
  await s.db.exec(`delete from public.inquiries where true; delete from private.inquiry_senders where true`);
});

const DENIED = '42501';

const activePackage = async () =>
  (
    await s.db.query<{ id: string; departure_id: string }>(
      `select p.id, d.id as departure_id from public.packages p
         join public.departures d on d.package_id = p.id
        where p.status = 'active' and d.status = 'open' and d.depart_on >= public.today_wib()
        order by p.slug limit 1`,
    )
  ).rows[0];
const draftPackageId = async () =>
  (await s.db.query<{ id: string }>(`select id from public.packages where status = 'draft' limit 1`)).rows[0].id;

interface Args {
  name?: unknown;
  whatsapp?: unknown;
  package_id?: unknown;
  departure_id?: unknown;
  pax?: unknown;
  message?: unknown;
  consent?: unknown;
  website?: unknown;
}
const valid = (over: Args = {}): Required<Args> => ({
  name: 'Siti Aminah',
  whatsapp: '0812-3456-7890',
  package_id: null,
  departure_id: null,
  pax: 2,
  message: 'Mohon info kamar quad.',
  consent: true,
  website: '',
  ...over,
});

function submit(args: Args, claims = actors.anon, commit = true) {
  const a = valid(args);
  return attempt(
    s.db,
    claims,
    `select public.submit_inquiry(name => $1, whatsapp => $2, package_id => $3, departure_id => $4,
       pax => $5, message => $6, consent => $7, website => $8) as result`,
    [a.name, a.whatsapp, a.package_id, a.departure_id, a.pax, a.message, a.consent, a.website],
    { commit },
  );
}

/** As submit(), from a client the API gateway reports at `address` (request.headers' x-forwarded-for). */
function submitFrom(address: string, args: Args) {
  const a = valid(args);
  return attempt(
    s.db,
    actors.anon,
    `select public.submit_inquiry(name => $1, whatsapp => $2, package_id => $3, departure_id => $4,
       pax => $5, message => $6, consent => $7, website => $8) as result`,
    [a.name, a.whatsapp, a.package_id, a.departure_id, a.pax, a.message, a.consent, a.website],
    {
      commit: true,
      setup: `select set_config('request.headers', '${JSON.stringify({ 'x-forwarded-for': `${address}, 10.0.0.1` })}', true)`,
    },
  );
}
const number = (i: number) => `0813${String(i).padStart(8, '0')}`;

const stored = async () =>
  (await s.db.query<{ name: string; whatsapp: string; status: string }>(`select * from public.inquiries`)).rows;

describe('table access', () => {
  it('anon cannot select, insert, update or delete the table', async () => {
    for (const sql of [
      `select * from public.inquiries`,
      `insert into public.inquiries (name, whatsapp, consent, consent_text_version) values ('A', '6281234567890', true, 'x')`,
      `update public.inquiries set status = 'tertarik' where true`,
      `delete from public.inquiries where true`,
    ]) {
      const out = await attempt(s.db, actors.anon, sql);
      expect(out.ok ? 'ok' : out.code, sql).toBe(DENIED);
    }
  });

  it('a signed-in non-admin cannot read or change inquiries', async () => {
    expect(rowsOf(await submit({}))[0]).toEqual({ result: { ok: true } });
    expect(rowsOf(await attempt(s.db, actors.user, `select * from public.inquiries`))).toEqual([]);
    const upd = await attempt(
      s.db,
      actors.user,
      `update public.inquiries set status = 'tertarik' where true returning id`,
    );
    expect(upd.ok ? 'ok' : upd.code).toBe(DENIED);
    const del = await attempt(s.db, actors.user, `delete from public.inquiries where true returning id`);
    expect(del.ok ? 'ok' : del.code).toBe(DENIED);
    const ins = await attempt(
      s.db,
      actors.user,
      `insert into public.inquiries (name, whatsapp, consent, consent_text_version) values ('A', '6281234567890', true, 'x')`,
    );
    expect(ins.ok ? 'ok' : ins.code).toBe(DENIED);
    expect(await stored()).toHaveLength(1);
  });

  it('the administrator reads, changes status and notes, and deletes', async () => {
    rowsOf(await submit({}));
    const rows = rowsOf<{ id: string; status: string; whatsapp: string; name: string }>(
      await attempt(s.db, actors.admin, `select * from public.inquiries`),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'baru', whatsapp: '6281234567890', name: 'Siti Aminah' });
    const upd = await attempt(
      s.db,
      actors.admin,
      `update public.inquiries set status = 'dihubungi', notes = 'Sudah ditelepon' where id = $1 returning status, notes`,
      [rows[0].id],
    );
    expect(rowsOf(upd)).toEqual([{ status: 'dihubungi', notes: 'Sudah ditelepon' }]);
    const bad = await attempt(s.db, actors.admin, `update public.inquiries set status = 'selesai' where id = $1`, [
      rows[0].id,
    ]);
    expect(bad.ok ? 'ok' : bad.code).toBe('23514');
    const del = await attempt(
      s.db,
      actors.admin,
      `delete from public.inquiries where id = $1 returning id`,
      [rows[0].id],
      {
        commit: true,
      },
    );
    expect(rowsOf(del)).toHaveLength(1);
    expect(await stored()).toEqual([]);
  });
});

describe('submit_inquiry', () => {
  it('stores a valid inquiry with the number normalised, package and departure', async () => {
    const pkg = await activePackage();
    const out = await submit({ whatsapp: '+62 812-3456-7890', package_id: pkg.id, departure_id: pkg.departure_id });
    expect(rowsOf(out)[0]).toEqual({ result: { ok: true } });
    const rows = (await s.db.query(`select * from public.inquiries`)).rows as Record<string, unknown>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Siti Aminah',
      whatsapp: '6281234567890',
      package_id: pkg.id,
      departure_id: pkg.departure_id,
      pax: 2,
      consent: true,
      status: 'baru',
    });
    expect(rows[0].consent_text_version).toBeTruthy();
  });

  it.each([
    ['an empty name', { name: '   ' }, 'name', 'Nama wajib diisi'],
    ['a name over 100 characters', { name: 'A'.repeat(101) }, 'name', 'Nama terlalu panjang'],
    ['no number', { whatsapp: '' }, 'whatsapp', 'Nomor WhatsApp wajib diisi'],
    ['a number with letters', { whatsapp: '0812-3456-789O' }, 'whatsapp', 'Nomor WhatsApp tidak valid'],
    ['a number too short', { whatsapp: '0812345' }, 'whatsapp', 'Nomor WhatsApp tidak valid'],
    ['an Indonesian landline', { whatsapp: '+62 21 3190 4545' }, 'whatsapp', 'Nomor WhatsApp tidak valid'],
    ['0 people', { pax: 0 }, 'pax', 'Jumlah jamaah harus antara 1 dan 50'],
    ['51 people', { pax: 51 }, 'pax', 'Jumlah jamaah harus antara 1 dan 50'],
    ['a message over 1000 characters', { message: 'x'.repeat(1001) }, 'message', 'Pesan terlalu panjang'],
    ['no consent', { consent: false }, 'consent', 'Centang persetujuan'],
    ['a null consent', { consent: null }, 'consent', 'Centang persetujuan'],
    [
      'an unknown package',
      { package_id: '00000000-0000-4000-8000-000000000000' },
      'package_id',
      'Paket tidak ditemukan',
    ],
  ])('refuses %s with an Indonesian message', async (_, over, field, message) => {
    const out = await submit(over as Args);
    expect(out.ok).toBe(false);
    if (!out.ok) {
      expect(out.code).toBe('P0001');
      expect(out.message).toContain(message);
    }
    expect(await stored()).toEqual([]);
    // The field travels in `detail` (PostgREST `details`).
    const detail = await s.db
      .query(
        `select public.submit_inquiry(name => $1, whatsapp => $2, package_id => $3, pax => $4, message => $5, consent => $6)`,
        (() => {
          const a = valid(over as Args);
          return [a.name, a.whatsapp, a.package_id, a.pax, a.message, a.consent];
        })(),
      )
      .then(
        () => null,
        (e: { detail?: string }) => e.detail,
      );
    expect(detail).toBe(field);
  });

  it('refuses a draft package and a departure of another package', async () => {
    const draft = await submit({ package_id: await draftPackageId() });
    expect(draft.ok ? 'ok' : draft.message).toContain('Paket tidak ditemukan');
    const pkg = await activePackage();
    const other = (
      await s.db.query<{ id: string }>(`select id from public.departures where package_id <> $1 limit 1`, [pkg.id])
    ).rows[0].id;
    const out = await submit({ package_id: pkg.id, departure_id: other });
    expect(out.ok ? 'ok' : out.message).toContain('Tanggal keberangkatan tidak tersedia');
    expect(await stored()).toEqual([]);
  });

  it('a filled honeypot answers success and stores nothing', async () => {
    const out = await submit({ website: 'http://spam.example', consent: false, whatsapp: 'spam' });
    expect(rowsOf(out)[0]).toEqual({ result: { ok: true } });
    expect(await stored()).toEqual([]);
  });

  it('a 4th inquiry from one number within an hour is refused with PT429', async () => {
    for (let i = 0; i < 3; i++) rowsOf(await submit({ whatsapp: i % 2 ? '081234567890' : '6281234567890' }));
    const out = await submit({ whatsapp: '+62 812 3456 7890' });
    expect(out.ok ? 'ok' : out.code).toBe('PT429');
    if (!out.ok) expect(out.message).toContain('Terlalu banyak permintaan');
    // Another number still gets through; an hour later the number may ask again.
    rowsOf(await submit({ whatsapp: '081298765432' }));
    await s.db.exec(`update public.inquiries set created_at = now() - interval '61 minutes'`);
    rowsOf(await submit({ whatsapp: '081234567890' }));
  });

  it('a global ceiling of 1,000 per hour, far above real traffic, answers PT429', async () => {
    await s.db.exec(`
      insert into public.inquiries (name, whatsapp, consent, consent_text_version)
      select 'Bulk ' || g, '62812' || lpad(g::text, 8, '0'), true, 'test' from generate_series(1, 999) g`);
    rowsOf(await submit({ whatsapp: '081111111112' }));
    const out = await submit({ whatsapp: '081111111111' });
    expect(out.ok ? 'ok' : out.code).toBe('PT429');
  });

  it('one client address gets 20 per hour; everyone else still gets through', async () => {
    for (let i = 0; i < 20; i++) rowsOf(await submitFrom('203.0.113.7', { whatsapp: number(i) }));
    const out = await submitFrom('203.0.113.7', { whatsapp: number(99) });
    expect(out.ok ? 'ok' : out.code).toBe('PT429');
    if (!out.ok) expect(out.message).toContain('dari jaringan ini');
    rowsOf(await submitFrom('198.51.100.4', { whatsapp: number(99) }));
    // After an hour the address may send again.
    await s.db.exec(`update private.inquiry_senders set created_at = now() - interval '61 minutes' where true`);
    rowsOf(await submitFrom('203.0.113.7', { whatsapp: number(98) }));
  });

  it('the per-address limit is a database setting (app.inquiry_limit_per_address)', async () => {
    await s.db.exec(`select set_config('app.inquiry_limit_per_address', '2', false)`);
    try {
      for (let i = 0; i < 2; i++) rowsOf(await submitFrom('203.0.113.10', { whatsapp: number(i) }));
      const out = await submitFrom('203.0.113.10', { whatsapp: number(3) });
      expect(out.ok ? 'ok' : out.code).toBe('PT429');
    } finally {
      await s.db.exec(`select set_config('app.inquiry_limit_per_address', '', false)`);
    }
  });

  it('a flood is stored and marked, not dropped: a fifth from one address, or 20 in 10 minutes overall', async () => {
    for (let i = 0; i < 5; i++) rowsOf(await submitFrom('203.0.113.8', { whatsapp: number(i), name: `Tamu ${i}` }));
    const marks = await s.db.query<{ name: string; flood_suspect: boolean }>(
      `select name, flood_suspect from public.inquiries order by created_at, name`,
    );
    expect(marks.rows.map((r) => r.flood_suspect)).toEqual([false, false, false, false, true]);
    for (let i = 5; i < 19; i++) rowsOf(await submitFrom(`198.51.100.${i}`, { whatsapp: number(i) }));
    // 19 in the last 10 minutes: the 20th is still unmarked, the 21st is marked.
    const twentieth = await submitFrom('192.0.2.1', { whatsapp: number(50), name: 'Keduapuluh' });
    rowsOf(twentieth);
    rowsOf(await submitFrom('192.0.2.2', { whatsapp: number(51), name: 'Keduapuluhsatu' }));
    const late = await s.db.query<{ name: string; flood_suspect: boolean }>(
      `select name, flood_suspect from public.inquiries where name like 'Kedua%' order by name`,
    );
    expect(late.rows).toEqual([
      { name: 'Keduapuluh', flood_suspect: false },
      { name: 'Keduapuluhsatu', flood_suspect: true },
    ]);
  });

  it('an IPv6 client is one sender across its /64, whichever address in it it sends from', async () => {
    const keyOf = async (header: string) =>
      (
        await s.db.transaction(async (tx) => {
          await tx.query(`select set_config('request.headers', $1, true)`, [
            JSON.stringify({ 'cf-connecting-ip': header }),
          ]);
          return tx.query<{ k: string }>(`select private.request_address_key() as k`);
        })
      ).rows[0]!.k;
    const home = await keyOf('2001:db8:1:2::1');
    expect(await keyOf('2001:db8:1:2:abcd:ef01:2345:6789')).toBe(home);
    expect(await keyOf('2001:db8:1:3::1')).not.toBe(home);
    expect(await keyOf('203.0.113.7')).not.toBe(await keyOf('203.0.113.8'));
    expect(await keyOf('::ffff:203.0.113.7')).not.toBe(await keyOf('::ffff:203.0.113.8'));
    expect(await keyOf('bukan alamat')).toMatch(/^[0-9a-f]{32}$/);

    await s.db.exec(`select set_config('app.inquiry_limit_per_address', '2', false)`);
    try {
      rowsOf(await submitFrom('2001:db8:1:2::10', { whatsapp: number(1) }));
      rowsOf(await submitFrom('2001:db8:1:2::11', { whatsapp: number(2) }));
      const out = await submitFrom('2001:db8:1:2::12', { whatsapp: number(3) });
      expect(out.ok ? 'ok' : out.code).toBe('PT429');
    } finally {
      await s.db.exec(`select set_config('app.inquiry_limit_per_address', '', false)`);
    }
  });

  it('keeps only a salted hash of the address, for a day, where no API role can read it', async () => {
    rowsOf(await submitFrom('203.0.113.9', { whatsapp: number(1) }));
    const { rows } = await s.db.query<{ address_key: string }>(`select address_key from private.inquiry_senders`);
    expect(rows).toHaveLength(1);
    expect(rows[0].address_key).toMatch(/^[0-9a-f]{32}$/);
    expect(rows[0].address_key).not.toContain('203.0.113.9');
    for (const claims of [actors.anon, actors.user, actors.admin]) {
      const out = await attempt(s.db, claims, `select * from private.inquiry_senders`);
      expect(out.ok ? 'ok' : out.code, claims.role).toBe(DENIED);
    }
    await s.db.exec(`update private.inquiry_senders set created_at = now() - interval '25 hours' where true`);
    rowsOf(await submitFrom('198.51.100.1', { whatsapp: number(2) }));
    expect((await s.db.query(`select 1 from private.inquiry_senders`)).rows).toHaveLength(1);
  });
});

describe('retention', () => {
  it('private.purge_old_inquiries() deletes only inquiries older than 12 months', async () => {
    await s.db.exec(`
      insert into public.inquiries (name, whatsapp, consent, consent_text_version, created_at) values
        ('Lama', '6281200000001', true, 't', now() - interval '12 months' - interval '1 day'),
        ('Hampir', '6281200000002', true, 't', now() - interval '12 months' + interval '1 day'),
        ('Baru', '6281200000003', true, 't', now())`);
    const { rows } = await s.db.query<{ removed: number }>(`select private.purge_old_inquiries() as removed`);
    expect(rows[0].removed).toBe(1);
    expect((await stored()).map((r) => r.name).sort()).toEqual(['Baru', 'Hampir']);
  });

  it('the daily purge also deletes the address hashes older than a day, with no inquiry to trigger it', async () => {
    rowsOf(await submitFrom('203.0.113.20', { whatsapp: number(1) }));
    rowsOf(await submitFrom('203.0.113.21', { whatsapp: number(2) }));
    await s.db.exec(
      `update private.inquiry_senders set created_at = now() - interval '25 hours'
        where created_at = (select min(created_at) from private.inquiry_senders)`,
    );
    await s.db.query(`select private.purge_old_inquiries()`);
    expect((await s.db.query(`select 1 from private.inquiry_senders`)).rows).toHaveLength(1);
  });

  it('pg_cron runs the purge daily at 00:15 Asia/Jakarta', async (ctx) => {
    if (!onPostgres) ctx.skip('PGlite has no pg_cron; the local timer runs the purge there');
    const { rows } = await s.db.query<{ installed: boolean }>(
      `select exists (select 1 from pg_extension where extname = 'pg_cron') as installed`,
    );
    expect(rows[0].installed).toBe(true);
    const jobs = await s.db.query(`select schedule, command from cron.job where jobname = 'inquiries-retention'`);
    expect(jobs.rows).toEqual([{ schedule: '15 17 * * *', command: 'select private.purge_old_inquiries()' }]);
  });

  it('visitors cannot call the purge', async () => {
    const out = await attempt(s.db, actors.anon, `select private.purge_old_inquiries()`);
    expect(out.ok).toBe(false);
  });
});

describe('dashboard', () => {
  it('a new inquiry shows in recent activity and the count of new ones', async () => {
    rowsOf(await submit({ name: 'Ahmad Prospek' }));
    const out = rowsOf<{ d: { new_inquiries: number; recent_activity: { kind: string; label: string }[] } }>(
      await attempt(s.db, actors.admin, `select public.dashboard_summary() as d`),
    );
    expect(out[0].d.new_inquiries).toBe(1);
    expect(out[0].d.recent_activity).toContainEqual(
      expect.objectContaining({ kind: 'inquiry', label: 'Ahmad Prospek' }),
    );
    const user = rowsOf<{ d: { new_inquiries: number } }>(
      await attempt(s.db, actors.user, `select public.dashboard_summary() as d`),
    );
    expect(user[0].d.new_inquiries).toBe(0);
  });
});
