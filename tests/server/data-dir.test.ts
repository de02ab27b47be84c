import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLocalSupabase, type LocalSupabase } from '../../server/supabase/app.ts';
import { adminUser, clientFor, PNG, tokenFor } from './storage-fixtures.ts';
import { rest, tokenFor as restToken } from './rest-fixtures.ts';

/**
 * The data directory's edge cases: a lock left with a pid that now belongs
 * to another program, a symlinked DATA_DIR, and a full disk (a real one: a
 * small tmpfs, when this process may mount; otherwise skipped with reason).
 */
let tmp: string;
const children: ChildProcess[] = [];

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'data-dir-'));
});
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});
afterAll(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

const start = (dataDir: string) => createLocalSupabase({ dataDir, log: () => {}, seedFile: null, seedImagesDir: null });

/** A live program that is not our server: what a reused pid points at. */
async function unrelatedProgram(): Promise<number> {
  const child = spawn('sleep', ['60'], { stdio: 'ignore' });
  children.push(child);
  await new Promise((r) => child.once('spawn', r));
  return child.pid!;
}

describe('the data-directory lock', () => {
  it('is taken over when its pid now belongs to a program that started after the lock was written', async () => {
    const dir = path.join(tmp, 'reused');
    const lock = `${dir}.lock`;
    const pid = await unrelatedProgram();
    fs.writeFileSync(lock, String(pid));
    // The lock was written a minute before that program started: the server that wrote it is gone.
    const past = new Date(Date.now() - 60_000);
    fs.utimesSync(lock, past, past);
    const s = await start(dir);
    expect(fs.readFileSync(lock, 'utf8')).toBe(String(process.pid));
    await s.close();
    expect(fs.existsSync(lock)).toBe(false);
  });

  it('is still refused while the process that wrote it runs', async () => {
    const dir = path.join(tmp, 'owned');
    const lock = `${dir}.lock`;
    const pid = await unrelatedProgram();
    fs.writeFileSync(lock, String(pid)); // written after that process started: it may be the owner
    await expect(start(dir)).rejects.toThrow(new RegExp(`in use by process ${pid}`));
    expect(fs.readFileSync(lock, 'utf8')).toBe(String(pid));
    fs.rmSync(lock);
  });
});

describe('a symlinked DATA_DIR', () => {
  it('works, and shares its lock with the real directory', async () => {
    const real = path.join(tmp, 'real-db');
    const link = path.join(tmp, 'link-db');
    fs.mkdirSync(real);
    fs.symlinkSync(real, link);
    const s = await start(link);
    await s.db.exec(`create table public.kept (v text); insert into public.kept values ('tetap')`);
    await expect(start(real)).rejects.toThrow(/already open in this process/);
    await s.close();

    const again = await start(real);
    expect((await again.db.query<{ v: string }>(`select v from public.kept`)).rows).toEqual([{ v: 'tetap' }]);
    await again.close();
  });

  it('pointing nowhere is refused with a message that says so', async () => {
    const link = path.join(tmp, 'dangling-db');
    fs.symlinkSync(path.join(tmp, 'does-not-exist'), link);
    await expect(start(link)).rejects.toThrow(/symlink ke .*does-not-exist, yang tidak ada/);
  });
});

/** Mounts a tmpfs of `size` at a new directory; null when this process may not mount. */
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
  // Lazy: a PGlite that failed to start may still hold files open there until it is collected.
  execFileSync('umount', ['-l', dir], { stdio: 'pipe' });
  fs.rmdirSync(dir);
}

const canMount = (() => {
  const probe = mountTmpfs('1m');
  if (probe) unmount(probe);
  return probe !== null;
})();

describe.skipIf(!canMount)('a full disk (a real tmpfs; skipped: mounting needs root)', () => {
  it('at start-up: the message names the disk instead of "PGlite failed to initialize"', async () => {
    const mount = mountTmpfs('4m')!;
    try {
      const err = await start(path.join(mount, 'db')).then(
        async (s) => {
          await s.close();
          return null;
        },
        (e: Error) => e,
      );
      expect(err?.message).toMatch(/^Disk penuh: disk tmpfs \(dipasang di .*full-disk-\w+, sisa \d+ KB\)/);
      expect(err?.message).toContain('DATA_DIR');
    } finally {
      unmount(mount);
    }
  }, 60_000);

  describe('while serving', () => {
    let mount: string;
    let s: LocalSupabase;
    let filler: string;
    const fill = () => {
      const st = fs.statfsSync(mount);
      fs.writeFileSync(filler, Buffer.alloc(Math.max(0, st.bavail * st.bsize - 64 * 1024)));
    };

    beforeAll(async () => {
      mount = mountTmpfs('120m')!;
      filler = path.join(mount, 'filler');
      s = await start(path.join(mount, 'db'));
    }, 60_000);
    afterAll(async () => {
      await s?.close();
      if (mount) unmount(mount);
    });

    it('a Storage upload answers 507 InsufficientStorage, and works again once there is room', async () => {
      const sb = clientFor(s, await tokenFor(s, await adminUser(s), { admin: true }));
      // Incompressible content, so the blob really needs the space.
      const big = Buffer.concat([PNG.subarray(0, 16), randomBytes(2 * 1024 * 1024)]);
      // Made before the disk fills: a token's session row is a write too, refused once the disk is full.
      const auth = `Bearer ${await tokenFor(s, await adminUser(s), { admin: true })}`;
      fill();
      const res = await s.app.request('http://localhost:54321/storage/v1/object/images/full/photo.png', {
        method: 'POST',
        headers: {
          authorization: auth,
          'content-type': 'image/png',
        },
        body: big,
      });
      expect(res.status).toBe(507);
      expect(await res.json()).toEqual({
        statusCode: '507',
        code: 'InsufficientStorage',
        error: 'Insufficient Storage',
        message: 'The server has no space left on its disk to store the object',
      });
      const { error } = await sb.storage.from('images').upload('full/other.png', big, { contentType: 'image/png' });
      expect(error).toMatchObject({ statusCode: '507' });

      fs.rmSync(filler);
      const ok = await sb.storage.from('images').upload('full/photo.png', big, { contentType: 'image/png' });
      expect(ok.error).toBeNull();
    });

    it('a REST write answers 507 in PostgREST’s shape', async () => {
      const admin = await restToken(s, await adminUser(s), { admin: true });
      fill();
      try {
        const res = await rest(s, '/testimonials', {
          method: 'POST',
          token: admin,
          body: Array.from({ length: 400 }, (_, i) => ({ name: `N${i}`, content: randomBytes(1000).toString('hex') })),
        });
        expect(res.status).toBe(507);
        expect(res.json).toMatchObject({ code: '53100' });
      } finally {
        fs.rmSync(filler, { force: true });
      }
    });
  });
});
