import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLocalSupabase } from '../../server/supabase/app.ts';
import { LOCAL_SERVICE_ROLE_KEY } from '../../server/supabase/config.ts';

/**
 * Faults found by the data-directory audit: a second server on one directory after a clock step, a
 * data directory that is no longer a healthy database (PG_VERSION gone, a table file truncated), and a
 * disk that fills up when Postgres needs a new WAL segment. Servers that may hang or must be killed run
 * in child processes.
 */
const REPO = path.resolve(import.meta.dirname, '../..');
const OPEN_TS = pathToFileURL(path.join(REPO, 'server/supabase/db/open.ts')).href;
const INDEX_TS = pathToFileURL(path.join(REPO, 'server/supabase/index.ts')).href;

/** Node runs the server's TypeScript itself from 23.6 on; older Node loads it through jiti. */
const TS_ARGS = (process.features as { typescript?: unknown }).typescript ? [] : ['--import', 'jiti/register'];

const children: ChildProcess[] = [];

/** A Node child running `body` (an async function body; `await import(...)` for modules). */
function nodeChild(body: string) {
  const child = spawn(
    process.execPath,
    [...TS_ARGS, '-e', `(async () => {\n${body}\n})().catch((e) => { console.error(e); process.exit(1); });`],
    { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  children.push(child);
  let out = '';
  let err = '';
  const waiters: (() => void)[] = [];
  child.stdout!.on('data', (c: Buffer) => {
    out += c.toString();
    for (const w of waiters.splice(0)) w();
  });
  child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return {
    child,
    exited,
    get stderr() {
      return err;
    },
    /** The first stdout line matching `re`; rejects (with the child's output) after `ms` or when it exits. */
    line(re: RegExp, ms = 150_000): Promise<string> {
      return new Promise((resolve, reject) => {
        let settled = false;
        const done = (e: Error | null, v?: string) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          if (e) reject(e);
          else resolve(v!);
        };
        const timer = setTimeout(
          () => done(new Error(`no line ${re} in ${ms} ms; stdout: ${out}; stderr: ${err}`)),
          ms,
        );
        const check = () => {
          const hit = out.split('\n').find((l) => re.test(l));
          if (hit !== undefined) done(null, hit);
          else if (!settled) waiters.push(check);
        };
        void exited.then(() =>
          setTimeout(() => check() ?? done(new Error(`exited; stdout: ${out}; stderr: ${err}`)), 50),
        );
        check();
      });
    },
  };
}

function mountTmpfs(size: string): string | null {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'full-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], { stdio: 'pipe' });
    return dir;
  } catch {
    fs.rmdirSync(dir);
    return null;
  }
}

function unmount(dir: string) {
  execFileSync('umount', ['-l', dir], { stdio: 'pipe' });
  fs.rmdirSync(dir);
}

const canMount = (() => {
  const probe = mountTmpfs('1m');
  if (probe) unmount(probe);
  return probe !== null;
})();

let tmp: string;
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'data-dir-faults-'));
});
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
});
afterAll(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

const quiet = { log: () => {}, seedFile: null, seedImagesDir: null };

/** A child that opens `dir` and keeps it open: prints OPEN, or REFUSED and the reason. */
const holder = (dir: string) =>
  nodeChild(`
    const { openDatabase } = await import(${JSON.stringify(OPEN_TS)});
    try {
      const { db } = await openDatabase(${JSON.stringify(dir)});
      await db.query('select 1');
      console.log('OPEN');
    } catch (e) {
      console.log('REFUSED ' + e.message.replace(/\\n/g, ' '));
      process.exit(3);
    }
    setInterval(() => {}, 60_000);
  `);

describe.runIf(process.platform === 'linux')(
  'the data-directory lock (Linux: held by the kernel, not by file times)',
  () => {
    it(
      'keeps a second process out while the first lives, whatever the lock file’s times say, and lets it in after kill -9',
      { timeout: 300_000 },
      async () => {
        const dir = path.join(tmp, 'clock');
        const lock = `${dir}.lock`;
        const first = holder(dir);
        await first.line(/^OPEN$/);
        expect(fs.readFileSync(lock, 'utf8')).toBe(String(first.child.pid));

        // The wall clock stepped: the lock file now looks older than the process that wrote it, then newer.
        for (const t of [new Date(Date.now() - 3_600_000), new Date(Date.now() + 3_600_000)]) {
          fs.utimesSync(lock, t, t);
          const second = holder(dir);
          expect(await second.line(/^(OPEN|REFUSED)/)).toMatch(
            new RegExp(`^REFUSED .*in use by process ${first.child.pid}`),
          );
          expect(await second.exited).toBe(3);
        }
        // Even with the lock file gone, the first still holds the directory.
        fs.rmSync(lock);
        const third = holder(dir);
        expect(await third.line(/^(OPEN|REFUSED)/)).toMatch(/^REFUSED .*in use by (another process|process)/);

        first.child.kill('SIGKILL');
        await first.exited;
        const after = holder(dir);
        expect(await after.line(/^(OPEN|REFUSED)/)).toBe('OPEN');
        expect(fs.readFileSync(lock, 'utf8')).toBe(String(after.child.pid));
      },
    );
  },
);

describe('a data directory that exists but is not a healthy database', () => {
  it('without PG_VERSION: start-up is refused with a message naming the problem and the backup; nothing is re-created', async () => {
    const dir = path.join(tmp, 'no-version');
    const s = await createLocalSupabase({ dataDir: dir, ...quiet });
    await s.db.exec(`create table public.kept (v text); insert into public.kept values ('tetap')`);
    await s.close();
    const version = fs.readFileSync(path.join(dir, 'PG_VERSION'));
    fs.rmSync(path.join(dir, 'PG_VERSION'));
    const before = fs.readdirSync(dir).sort();

    const err = await createLocalSupabase({ dataDir: dir, ...quiet }).then(
      async (again) => {
        await again.close();
        return null;
      },
      (e: Error) => e,
    );
    expect(err?.message).toMatch(/PG_VERSION/);
    expect(err?.message).toContain(dir);
    expect(err?.message).toMatch(/cadangan|backup/i);
    expect(fs.readdirSync(dir).sort()).toEqual(before);
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);

    // Restored, the database is the one it was.
    fs.writeFileSync(path.join(dir, 'PG_VERSION'), version);
    const restored = await createLocalSupabase({ dataDir: dir, ...quiet });
    expect(restored.fresh).toBe(false);
    expect((await restored.db.query(`select v from public.kept`)).rows).toEqual([{ v: 'tetap' }]);
    await restored.close();
  });

  it('an empty directory, or one that does not exist yet, is initialised', async () => {
    const empty = path.join(tmp, 'empty');
    fs.mkdirSync(empty);
    const s = await createLocalSupabase({ dataDir: empty, ...quiet });
    expect(s.fresh).toBe(true);
    await s.close();
  });

  it('with a table file truncated to 0 bytes: start-up is refused, naming the table, instead of serving it empty', async () => {
    const dir = path.join(tmp, 'truncated');
    const s = await createLocalSupabase({ dataDir: dir, log: () => {} }); // seeded: packages, FAQs, …
    const n = Number((await s.db.query<{ n: number }>(`select count(*)::int as n from public.faqs`)).rows[0].n);
    expect(n).toBeGreaterThan(0);
    const file = (await s.db.query<{ f: string }>(`select pg_relation_filepath('public.faqs') as f`)).rows[0].f;
    await s.close();
    fs.truncateSync(path.join(dir, file), 0);

    const err = await createLocalSupabase({ dataDir: dir, log: () => {} }).then(
      async (again) => {
        await again.close();
        return null;
      },
      (e: Error) => e,
    );
    expect(err?.message).toMatch(/public\.faqs/);
    expect(err?.message).toMatch(/cadangan|backup/i);
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });
});

/**
 * The server in a child on `dataDir` (no demo data), with a test route that writes WAL alone (logical
 * messages, no table growth) until the current 16 MB segment is nearly full.
 */
const serverChild = (dataDir: string) =>
  nodeChild(`
    const { createLocalSupabase, serve } = await import(${JSON.stringify(INDEX_TS)});
    const local = await createLocalSupabase({
      dataDir: ${JSON.stringify(dataDir)}, seedFile: null, seedImagesDir: null,
      log: (line) => console.error('[log] ' + line),
      mount: (app, ctx) => app.post('/_test/wal-near-end', async (c) => {
        const where = "select (pg_walfile_name_offset(pg_current_wal_insert_lsn())).file_offset::int as offset, setting::int as size from pg_settings where name = 'wal_segment_size'";
        for (;;) {
          const { offset, size } = (await ctx.db.query(where)).rows[0];
          if (size - offset < 3 * 1024 * 1024) return c.json({ offset, size });
          await ctx.db.query("select pg_logical_emit_message(false, 'fill', repeat('x', 1048576))");
        }
      }),
    });
    const running = await serve(local.app, 0);
    console.log(JSON.stringify({ url: running.url }));
    process.on('SIGTERM', async () => { await running.stop(); await local.close(); process.exit(0); });
  `);

/** fetch that gives up after `ms` (a hung server answers nothing). */
async function request(url: string, init: RequestInit = {}, ms = 20_000) {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(ms) });
  return { status: res.status, body: await res.text() };
}

const writeRows = (url: string, rows: number) =>
  request(`${url}/rest/v1/testimonials`, {
    method: 'POST',
    headers: {
      apikey: LOCAL_SERVICE_ROLE_KEY,
      authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
      'content-type': 'application/json',
      prefer: 'return=minimal',
    },
    body: JSON.stringify(
      Array.from({ length: rows }, (_, i) => ({ name: `N${i}`, content: randomBytes(1000).toString('hex') })),
    ),
  });

const countRows = async (url: string) => {
  const res = await request(`${url}/rest/v1/testimonials?select=id`, {
    method: 'HEAD',
    headers: {
      apikey: LOCAL_SERVICE_ROLE_KEY,
      authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
      prefer: 'count=exact',
    },
  });
  return res;
};

describe.skipIf(!canMount)(
  'a disk that fills up at a WAL-segment boundary (a real 64 MB tmpfs; skipped: mounting needs root)',
  () => {
    let mount: string;
    beforeAll(() => {
      mount = mountTmpfs('64m')!;
    });
    afterAll(() => {
      if (mount) unmount(mount);
    });

    it('answers 507, logs it, keeps serving, and starts again once there is room', { timeout: 240_000 }, async () => {
      const dataDir = path.join(mount, 'db');
      const filler = path.join(mount, 'filler');
      let server = serverChild(dataDir);
      let url = (JSON.parse(await server.line(/^\{/)) as { url: string }).url;

      expect((await writeRows(url, 50)).status).toBe(201);
      let acknowledged = 50;
      // The current WAL segment nearly full: the next writes need a new 16 MB segment.
      expect((await request(`${url}/_test/wal-near-end`, { method: 'POST' })).status).toBe(200);
      // Then leave the disk less room than that segment needs (but enough for the rows themselves).
      const st = fs.statfsSync(mount);
      fs.writeFileSync(filler, Buffer.alloc(st.bavail * st.bsize - 6 * 1024 * 1024));

      const statuses: number[] = [];
      for (let i = 0; i < 60 && !statuses.includes(507); i++) {
        // Before the fix the server hung here for good: no answer, 92 % CPU.
        const res = await writeRows(url, 50);
        statuses.push(res.status);
        if (res.status === 201) acknowledged += 50;
        else expect(res.body).toMatch(/53100/);
      }
      expect(statuses).toContain(507);
      expect(statuses.every((s) => s === 201 || s === 507)).toBe(true);
      // Still alive: health answers, reads work, and the operator was told.
      expect((await request(`${url}/_local/health`, {}, 5_000)).status).toBe(200);
      expect((await countRows(url)).status).toBe(200);
      expect(server.stderr).toMatch(/\[log\] .*(Disk|disk).*(penuh|hampir)/);

      // Room again: writes work without a restart.
      fs.rmSync(filler);
      expect((await writeRows(url, 10)).status).toBe(201);
      acknowledged += 10;

      // A restart after kill -9 (crash recovery adds WAL of its own): given room, it works and has every acknowledged row.
      server.child.kill('SIGKILL');
      await server.exited;
      execFileSync('mount', ['-o', 'remount,size=128m', mount], { stdio: 'pipe' });
      server = serverChild(dataDir);
      url = (JSON.parse(await server.line(/^\{/)) as { url: string }).url;
      const res = await fetch(`${url}/rest/v1/testimonials?select=id`, {
        method: 'HEAD',
        headers: {
          apikey: LOCAL_SERVICE_ROLE_KEY,
          authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
          prefer: 'count=exact',
        },
      });
      expect(res.headers.get('content-range')).toBe(`0-${acknowledged - 1}/${acknowledged}`);
    });
  },
);

describe.skipIf(!canMount)(
  'the last line of defence: a PANIC without the free-space guard (a real tmpfs; skipped: mounting needs root)',
  () => {
    it(
      'fails the query and every later one, with a log line, instead of spinning for good',
      { timeout: 120_000 },
      async () => {
        const mount = mountTmpfs('64m')!;
        try {
          const child = nodeChild(`
        const fs = require('node:fs');
        const { openDatabase } = await import(${JSON.stringify(OPEN_TS)});
        const mount = ${JSON.stringify(mount)};
        const { db } = await openDatabase(mount + '/db', { reserveBytes: 0, log: (l) => console.log('LOG ' + l) });
        await db.exec('create table t (id serial primary key, v text)');
        for (;;) {
          const { offset, size } = (await db.query("select (pg_walfile_name_offset(pg_current_wal_insert_lsn())).file_offset::int as offset, setting::int as size from pg_settings where name = 'wal_segment_size'")).rows[0];
          if (size - offset < 3 * 1024 * 1024) break;
          await db.query("select pg_logical_emit_message(false, 'fill', repeat('x', 1048576))");
        }
        const st = fs.statfsSync(mount);
        fs.writeFileSync(mount + '/filler', Buffer.alloc(st.bavail * st.bsize - 6 * 1024 * 1024));
        for (let i = 0; i < 100; i++) {
          try { await db.query("insert into t (v) select repeat(md5(random()::text), 31) from generate_series(1, 200)"); }
          catch (e) { console.log('REJECTED ' + e.message); break; }
        }
        try { await db.query('select 1'); console.log('AFTER ok'); } catch (e) { console.log('AFTER ' + e.message); }
      `);
          expect(await child.line(/^REJECTED /)).toMatch(/kesalahan fatal|fatal error/);
          expect(await child.line(/^AFTER /)).toMatch(/restart the server/);
          expect(await child.line(/^LOG /)).toMatch(/kesalahan fatal Postgres/);
        } finally {
          unmount(mount);
        }
      },
    );
  },
);
