import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../server/supabase/config.ts';
import { migrate } from '../../server/supabase/db/migrate.ts';
import { openDatabase } from '../../server/supabase/db/open.ts';
import { pushMigrations } from '../../scripts/parity/base.ts';
import { connectPg, withDatabase } from '../../scripts/parity/pg-adapter.ts';
import { onPostgres } from './helpers.ts';

/**
 * The departures migration on a database that already holds packages, as the
 * hosted one does: migrations up to 20261123007000_faqs.sql, then packages
 * with the old departure/quota columns, then 20261123008000_departures.sql
 * and everything after it.
 *  - PGlite: the local server's own migration runner, first on a folder with
 *    the earlier migrations only, then on supabase/migrations.
 *  - PostgreSQL (npm run test:parity): a clone of the template the parity job
 *    builds with the Supabase-like base and the migrations up to 20261123007000
 *    (DATABASE_URL_PRE_DEPARTURES), then the later ones pushed as `postgres`
 *    the way `supabase db push` does.
 */
const MIGRATIONS = path.join(REPO_ROOT, 'supabase', 'migrations');
const LAST_BEFORE = '20261123007000';
const versionOf = (file: string) => file.split('_')[0];

interface Target {
  db: PGlite;
  /** Applies 20261123008000_departures.sql and every later migration. */
  migrateRest(): Promise<string[]>;
  close(): Promise<void>;
}

async function pgliteTarget(): Promise<Target> {
  const earlier = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-before-departures-'));
  for (const f of fs.readdirSync(MIGRATIONS)) {
    if (/^\d+_.+\.sql$/.test(f) && versionOf(f) <= LAST_BEFORE)
      fs.copyFileSync(path.join(MIGRATIONS, f), path.join(earlier, f));
  }
  const { db, close } = await openDatabase('memory://');
  try {
    await migrate(db, earlier);
  } finally {
    fs.rmSync(earlier, { recursive: true, force: true });
  }
  return {
    db,
    migrateRest: async () => (await migrate(db, MIGRATIONS)).applied,
    close,
  };
}

async function postgresTarget(): Promise<Target> {
  const templateUrl = process.env.DATABASE_URL_PRE_DEPARTURES;
  if (!templateUrl)
    throw new Error('DB_TARGET=postgres needs DATABASE_URL_PRE_DEPARTURES (npm run test:parity builds it)');
  const template = decodeURIComponent(new URL(templateUrl).pathname.slice(1));
  const name = `test_mig_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const control = await connectPg(withDatabase(templateUrl, 'postgres'));
  try {
    await control.exec(`create database "${name}" template "${template}"`);
  } finally {
    await control.close();
  }
  const conn = await connectPg(withDatabase(templateUrl, name));
  return {
    db: conn.asPglite(),
    migrateRest: () => pushMigrations(conn, MIGRATIONS, (f) => versionOf(f) > LAST_BEFORE),
    close: async () => {
      await conn.close();
      const drop = await connectPg(withDatabase(templateUrl, 'postgres'));
      try {
        await drop.exec(`drop database if exists "${name}" with (force)`);
      } finally {
        await drop.close();
      }
    },
  };
}

describe('20261123008000_departures.sql on a database that already holds packages', () => {
  let t: Target;
  let applied: string[];
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = onPostgres ? await postgresTarget() : await pgliteTarget();
    const before = await t.db.query<{ version: string }>(
      `select max(version) as version from supabase_migrations.schema_migrations`,
    );
    expect(before.rows[0].version).toBe(LAST_BEFORE);
    // The packages a hosted database holds before the deploy, with the old columns.
    const packages = [
      ['lama-bertanggal', 'Paket Lama Bertanggal', 'active', '2027-03-14', 40, '2026-01-05 08:00:00+00'],
      ['lama-tanpa-tanggal', 'Paket Lama Tanpa Tanggal', 'active', null, 25, '2026-02-05 08:00:00+00'],
      ['lama-draf', 'Paket Lama Draf', 'draft', '2027-08-01', 12, '2026-03-05 08:00:00+00'],
      // Above what seats_total allows (the old column had no upper bound, only the admin form did).
      ['lama-besar', 'Paket Lama Besar', 'active', '2027-10-01', 20000, '2026-04-05 08:00:00+00'],
      // The old default: 0 meant "not filled in" far more often than "sold out".
      ['lama-kuota-nol', 'Paket Lama Kuota Nol', 'active', '2027-05-05', 0, '2026-05-05 08:00:00+00'],
    ] as const;
    for (const [slug, title, status, departure, quota, createdAt] of packages) {
      const { rows } = await t.db.query<{ id: string }>(
        `insert into public.packages (slug, title, category, price_quad, status, departure, quota, created_at)
         values ($1, $2, 'umroh', 25000000, $3, $4, $5, $6) returning id`,
        [slug, title, status, departure, quota, createdAt],
      );
      ids[slug] = rows[0].id;
    }
    await t.db.exec(`delete from public.site_builds`);
    applied = await t.migrateRest();
  });
  afterAll(async () => t?.close());

  it('applies the departures migration and every later one', () => {
    const later = fs
      .readdirSync(MIGRATIONS)
      .filter((f) => /^\d+_.+\.sql$/.test(f) && versionOf(f) > LAST_BEFORE)
      .sort();
    expect(applied).toEqual(later);
    expect(applied[0]).toBe('20261123008000_departures.sql');
  });

  it('gives each dated package exactly one departure: its old date, its quota as seats, nothing booked, open', async () => {
    const { rows } = await t.db.query<Record<string, unknown>>(
      `select p.slug, d.depart_on::text as depart_on, d.return_on, d.seats_total, d.seats_booked, d.status, d.note,
              d.price_quad, d.price_triple, d.price_double, d.created_at = p.created_at as same_created_at
         from public.departures d join public.packages p on p.id = d.package_id
        order by p.slug`,
    );
    const common = {
      return_on: null,
      seats_booked: 0,
      status: 'open',
      note: '',
      price_quad: null,
      price_triple: null,
      price_double: null,
      same_created_at: true,
    };
    expect(rows).toEqual([
      { slug: 'lama-bertanggal', depart_on: '2027-03-14', seats_total: 40, ...common },
      { slug: 'lama-besar', depart_on: '2027-10-01', seats_total: 10_000, ...common },
      // A draft keeps its date too: it is the administrator's, shown once the package is published.
      { slug: 'lama-draf', depart_on: '2027-08-01', seats_total: 12, ...common },
      // Closed, not "Penuh": the administrator fills in the seats and opens it.
      {
        slug: 'lama-kuota-nol',
        depart_on: '2027-05-05',
        seats_total: 0,
        ...common,
        status: 'closed',
        note: 'Kuota sedang diperbarui',
      },
    ]);
  });

  it('gives the undated package no departure', async () => {
    const { rows } = await t.db.query<{ n: number }>(
      `select count(*)::int as n from public.departures where package_id = $1`,
      [ids['lama-tanpa-tanggal']],
    );
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('archives every old value in private.packages_departure_archive', async () => {
    const { rows } = await t.db.query<{ package_id: string; departure: string | null; quota: number }>(
      `select package_id, departure::text as departure, quota from private.packages_departure_archive order by quota desc`,
    );
    expect(rows).toEqual([
      { package_id: ids['lama-besar'], departure: '2027-10-01', quota: 20000 },
      { package_id: ids['lama-bertanggal'], departure: '2027-03-14', quota: 40 },
      { package_id: ids['lama-tanpa-tanggal'], departure: null, quota: 25 },
      { package_id: ids['lama-draf'], departure: '2027-08-01', quota: 12 },
      { package_id: ids['lama-kuota-nol'], departure: '2027-05-05', quota: 0 },
    ]);
  });

  it('keeps the archive away from the API roles', async () => {
    const { rows } = await t.db.query<{ anon: boolean; authenticated: boolean }>(
      `select has_table_privilege('anon', 'private.packages_departure_archive', 'select') as anon,
              has_table_privilege('authenticated', 'private.packages_departure_archive', 'select') as authenticated`,
    );
    expect(rows).toEqual([{ anon: false, authenticated: false }]);
  });

  it('drops packages.departure and packages.quota, and keeps the packages themselves', async () => {
    const { rows } = await t.db.query<{ column_name: string }>(
      `select column_name from information_schema.columns
        where table_schema = 'public' and table_name = 'packages' and column_name in ('departure', 'quota')`,
    );
    expect(rows).toEqual([]);
    const pkgs = await t.db.query<{ slug: string; status: string }>(
      `select slug, status from public.packages order by slug`,
    );
    expect(pkgs.rows).toEqual([
      { slug: 'lama-bertanggal', status: 'active' },
      { slug: 'lama-besar', status: 'active' },
      { slug: 'lama-draf', status: 'draft' },
      { slug: 'lama-kuota-nol', status: 'active' },
      { slug: 'lama-tanpa-tanggal', status: 'active' },
    ]);
  });

  it('requests a site rebuild so the site republishes from the new table', async () => {
    const { rows } = await t.db.query<{ reason: string }>(`select reason from public.site_builds order by id`);
    // Requests made before a build is sent coalesce into one row whose reason lists each change.
    expect(rows.flatMap((r) => r.reason.split(', '))).toContain('departures insert');
  });

  it('leaves a database the dashboard reads from', async () => {
    const { rows } = await t.db.query<{ s: { upcoming_departures: number; seats_offered: number } }>(
      `select public.dashboard_summary() as s`,
    );
    // The owner sees everything: the active packages' departures (the draft's is not sold).
    expect(rows[0].s).toMatchObject({ upcoming_departures: 2, seats_offered: 10_040, active_pilgrims: 0 });
  });
});
