import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalSupabase, type LocalSupabase } from '../../server/supabase/app.ts';
import { attempt, createActors, insertSql, onPostgres, PGLITE_ONLY } from './helpers.ts';

/** A valid 1×1 GIF. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

let tmp: string;
let dataDir: string;
const open: LocalSupabase[] = [];

async function start(dir = dataDir): Promise<LocalSupabase> {
  const s = await createLocalSupabase({ dataDir: dir, log: () => {} });
  open.push(s);
  return s;
}

async function stop(s: LocalSupabase) {
  await s.close();
  open.splice(open.indexOf(s), 1);
}

const count = async (s: LocalSupabase, sql: string) => (await s.db.query<{ n: number }>(sql)).rows[0].n;

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'db-persistence-'));
  dataDir = path.join(tmp, 'db');
});

afterAll(async () => {
  for (const s of [...open]) await s.close().catch(() => {});
  fs.rmSync(tmp, { recursive: true, force: true });
});

// The local server's data directory and its lock: nothing of it exists on a hosted database.
describe.skipIf(onPostgres)(`a database in a directory${onPostgres ? ` (${PGLITE_ONLY})` : ''}`, () => {
  let seeded: { packages: number; testimonials: number; objects: number; users: number };

  it('is created, migrated and seeded on first start', async () => {
    const s = await start();
    expect(s.fresh).toBe(true);
    expect(s.adminCreated).toBe(true);
    seeded = {
      packages: await count(s, `select count(*)::int as n from public.packages`),
      testimonials: await count(s, `select count(*)::int as n from public.testimonials`),
      objects: await count(s, `select count(*)::int as n from storage.objects`),
      users: await count(s, `select count(*)::int as n from auth.users`),
    };
    expect(seeded.packages).toBeGreaterThanOrEqual(10);

    // A write through the same path the API uses (withClaims as the administrator).
    const actors = await createActors(s);
    const { sql, params } = insertSql('public.testimonials', {
      name: 'Tetap Tersimpan',
      content: 'Data ini harus bertahan.',
    });
    expect(await attempt(s.db, actors.admin, sql, params, { commit: true })).toMatchObject({ ok: true });
    await s.db.query(`update public.packages set title = 'Judul Diubah' where slug = 'haji-furoda-2027'`);
    const token = await s.jwt.sign({ ...actors.admin, exp: undefined, iat: undefined }, 600);
    const up = await s.app.request('http://localhost/storage/v1/object/images/persist/photo.gif', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/gif' },
      body: GIF,
    });
    expect(up.status).toBe(200);

    // While it is open, a second open of the same directory is refused with a clear error.
    await expect(start()).rejects.toThrow(/Data directory .* is already open in this process/);
    await stop(s);
  });

  it('keeps everything across close() and a new start, without seeding again', async () => {
    const s = await start();
    expect(s.fresh).toBe(false);
    expect(s.adminCreated).toBe(false);
    expect(await count(s, `select count(*)::int as n from public.packages`)).toBe(seeded.packages);
    expect(await count(s, `select count(*)::int as n from storage.objects`)).toBe(seeded.objects + 1);
    // Seed testimonials once, plus the one written above.
    expect(await count(s, `select count(*)::int as n from public.testimonials`)).toBe(seeded.testimonials + 1);
    expect(await count(s, `select count(*)::int as n from public.testimonials where name = 'Tetap Tersimpan'`)).toBe(1);
    const title = await s.db.query<{ title: string }>(
      `select title from public.packages where slug = 'haji-furoda-2027'`,
    );
    expect(title.rows[0].title).toBe('Judul Diubah');
    // The two extra users made by createActors, and no second administrator.
    expect(await count(s, `select count(*)::int as n from auth.users`)).toBe(seeded.users + 2);
    const blobs = await count(s, `select count(*)::int as n from local_storage.blobs`);
    expect(blobs).toBe(seeded.objects + 1);
    const img = await s.app.request('http://localhost/storage/v1/object/public/images/persist/photo.gif');
    expect(img.status).toBe(200);
    expect(Buffer.from(await img.arrayBuffer()).equals(GIF)).toBe(true);
    await stop(s);
  });

  it('is refused while another live process holds it, and taken over from a dead one', async () => {
    const lock = path.join(tmp, 'db.lock');
    expect(fs.existsSync(lock)).toBe(false);
    fs.writeFileSync(lock, String(process.ppid));
    await expect(start()).rejects.toThrow(new RegExp(`in use by process ${process.ppid}`));
    expect(fs.readFileSync(lock, 'utf8')).toBe(String(process.ppid));

    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    fs.writeFileSync(lock, dead.stdout);
    const s = await start();
    expect(s.fresh).toBe(false);
    expect(fs.readFileSync(lock, 'utf8')).toBe(String(process.pid));
    await stop(s);
    expect(fs.existsSync(lock)).toBe(false);
  });
});
