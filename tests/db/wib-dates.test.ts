import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { attempt, bootWithActors, rowsOf, type Actors } from './helpers.ts';

/**
 * private.wib_date (supabase/migrations/20261128002000_wib_date.sql) runs the table of cases wibDate
 * (domain/dates.ts) runs on the site and in the admin: the date in Indonesia at an instant. The functions that
 * need an Indonesian date (public.today_wib, public.dashboard_counts) are built on it and on
 * private.wib_day_start, the instant a WIB day begins.
 */
let s: LocalSupabase;
let actors: Actors;
beforeAll(async () => ({ s, actors } = await bootWithActors()));
afterAll(async () => s?.close());

interface Case {
  instant: string;
  date: string;
  why?: string;
}
const { cases } = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'wib-dates.json'), 'utf8'),
) as { cases: Case[] };

// The session's time zone must change nothing: hosted Supabase runs in UTC, a developer's psql may not.
const ZONES = ['UTC', 'Asia/Jakarta', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Europe/London'];

async function inZone<T>(zone: string, sql: string, params: unknown[]): Promise<T> {
  return s.db.transaction(async (tx) => {
    await tx.query(`select set_config('timezone', $1, true)`, [zone]);
    return (await tx.query<T>(sql, params)).rows[0];
  });
}

describe('private.wib_date agrees with tests/fixtures/wib-dates.json', () => {
  it.each(cases)('$instant → $date', async (c) => {
    for (const zone of ZONES) {
      const row = await inZone<{ date: string }>(zone, `select private.wib_date($1::timestamptz)::text as date`, [
        c.instant,
      ]);
      expect(row.date, zone).toBe(c.date);
    }
  });
});

describe('private.wib_day_start', () => {
  it.each(cases)('the WIB day of $instant begins at or before it and ends after it', async (c) => {
    for (const zone of ZONES) {
      const row = await inZone<{ starts: boolean; ends: boolean; same: string; utc: string }>(
        zone,
        `select private.wib_day_start($2::date) <= $1::timestamptz as starts,
                private.wib_day_start($2::date + 1) > $1::timestamptz as ends,
                private.wib_date(private.wib_day_start($2::date))::text as same,
                to_char(private.wib_day_start($2::date) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') as utc`,
        [c.instant, c.date],
      );
      expect(row, zone).toMatchObject({ starts: true, ends: true, same: c.date });
      // 00:00 WIB is 17:00 UTC the day before.
      expect(row.utc, zone).toBe(
        `${new Date(Date.parse(`${c.date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)}T17:00:00`,
      );
    }
  });
});

describe('the functions built on it', () => {
  it('public.today_wib() is private.wib_date(now()) in any session time zone', async () => {
    for (const zone of ZONES) {
      const row = await inZone<{ today: string; wib: string }>(
        zone,
        `select public.today_wib()::text as today, private.wib_date(now())::text as wib`,
        [],
      );
      expect(row.today, zone).toBe(row.wib);
    }
  });

  describe('public.dashboard_counts counts an inquiry on its WIB day', () => {
    beforeEach(async () => {
      await s.db.exec(`delete from public.inquiries where true; delete from public.page_counts where true`);
    });

    it('the last microsecond before 00:00 WIB is the day before; 00:00 WIB is the day itself', async () => {
      const { rows } = await s.db.query<{ id: string }>(`select id from public.packages order by slug limit 1`);
      // Today, the first and last instants of yesterday, and the instant before the 7-day window opens.
      await s.db.query(
        `insert into public.inquiries (name, whatsapp, package_id, pax, message, consent, consent_text_version, created_at)
         values ('Awal hari ini', '6281234567890', $1, 1, '', true, 'uji', private.wib_day_start(public.today_wib())),
                ('Akhir kemarin', '6281234567891', $1, 1, '', true, 'uji',
                 private.wib_day_start(public.today_wib()) - interval '1 microsecond'),
                ('Awal kemarin', '6281234567892', $1, 1, '', true, 'uji',
                 private.wib_day_start(public.today_wib() - 1)),
                ('Di luar', '6281234567893', $1, 1, '', true, 'uji',
                 private.wib_day_start(public.today_wib() - 6) - interval '1 microsecond'),
                ('Awal jendela', '6281234567894', $1, 1, '', true, 'uji',
                 private.wib_day_start(public.today_wib() - 6))`,
        [rows[0].id],
      );
      const out = await attempt(s.db, actors.admin, `select public.dashboard_counts(7) as d`);
      const d = rowsOf<{ d: { series: { day: string; inquiries: number }[]; totals: { inquiries: number } } }>(out)[0]
        .d;
      expect(d.series.map((x) => x.inquiries)).toEqual([1, 0, 0, 0, 0, 2, 1]);
      expect(d.totals.inquiries).toBe(4);
    });
  });
});
