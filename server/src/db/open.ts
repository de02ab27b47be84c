import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { isDiskFull } from '../http/disk-full.ts';

export interface OpenDatabase {
  db: PGlite;
  /** Releases the data-directory lock and closes the database. */
  close(): Promise<void>;
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Linux's USER_HZ: the unit of /proc/<pid>/stat's start time on every architecture Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

/** When the process started (ms since the epoch), or null where /proc cannot tell. */
export function processStartTime(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const startTicks = Number(fields[19]);
    const btime = /^btime (\d+)$/m.exec(fs.readFileSync('/proc/stat', 'utf8'));
    if (!btime || !Number.isFinite(startTicks)) return null;
    return Number(btime[1]) * 1000 + (startTicks * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/**
 * Whether `pid` is still the process that wrote the lock file at `lockWrittenAt`.
 * A dead pid is not. A live one that started after the lock was written is
 * another program that was given the same pid (pid reuse after a crash or
 * a reboot), so it is not either.
 */
function ownerStillRuns(pid: number, lockWrittenAt: number): boolean {
  if (!pidAlive(pid)) return false;
  const started = processStartTime(pid);
  // One second of slack: btime and the tick count are both rounded.
  return started === null || started <= lockWrittenAt + 1000;
}

function lockFileOf(dataDir: string): string {
  return path.join(dataDir, '..', `${path.basename(dataDir)}.lock`);
}

/** Removes the lock file if this process wrote it. */
function releaseIfOurs(lockFile: string): void {
  try {
    if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
  } catch {
    /* already gone */
  }
}

/**
 * For a thread other than the database's (which releases the lock itself on close and when it exits):
 * releases DATA_DIR's lock when this process holds it. `npm start` calls it as the process exits,
 * because a worker thread's own exit handlers do not run when the main thread ends the process.
 */
export function releaseDataDirLock(dataDir: string): void {
  if (dataDir.startsWith('memory://')) return;
  try {
    releaseIfOurs(lockFileOf(fs.realpathSync(dataDir)));
  } catch {
    /* no such directory: no lock either */
  }
}

/**
 * Two PGlite instances on one data directory corrupt it, so the directory is
 * locked with an exclusive lock file holding the owner's pid. A lock left by
 * a process that no longer runs, or whose pid now belongs to a program that
 * started after the lock was written, is taken over.
 */
function acquireLock(dataDir: string): () => void {
  const lockFile = lockFileOf(dataDir);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(lockFile, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        releaseIfOurs(lockFile);
      };
      process.once('exit', release);
      return release;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      let content: string;
      let writtenAt: number;
      try {
        content = fs.readFileSync(lockFile, 'utf8');
        writtenAt = fs.statSync(lockFile).mtimeMs;
      } catch {
        continue; // released between our open and read: try again
      }
      const owner = Number(content.trim());
      if (owner === process.pid) {
        throw new Error(`Data directory ${dataDir} is already open in this process.`, { cause: e });
      }
      if (Number.isInteger(owner) && owner > 0 && ownerStillRuns(owner, writtenAt)) {
        throw new Error(
          `Data directory ${dataDir} is in use by process ${owner}. Stop it first, or set DATA_DIR to another directory.`,
          { cause: e },
        );
      }
      // Take the stale lock out of the way atomically: only one of two starting processes gets it.
      const stale = `${lockFile}.stale-${process.pid}`;
      try {
        fs.renameSync(lockFile, stale);
      } catch {
        continue;
      }
      if (fs.readFileSync(stale, 'utf8') !== content) {
        // Another process took the lock over between our read and the rename: give it back.
        fs.renameSync(stale, lockFile);
        continue;
      }
      fs.rmSync(stale, { force: true });
    }
  }
  throw new Error(`Could not lock data directory ${dataDir}`);
}

/** The mount point and device holding `dir` (from /proc/self/mountinfo), for messages about the disk. */
export function diskOf(dir: string): { mountPoint: string; device: string } | null {
  try {
    const real = fs.realpathSync(dir);
    let best: { mountPoint: string; device: string } | null = null;
    for (const line of fs.readFileSync('/proc/self/mountinfo', 'utf8').split('\n')) {
      const [left, right] = line.split(' - ');
      if (!right) continue;
      const mountPoint = left.split(' ')[4].replace(/\\040/g, ' ');
      const device = right.split(' ')[1];
      const inside = real === mountPoint || real.startsWith(mountPoint === '/' ? '/' : `${mountPoint}/`);
      if (inside && (!best || mountPoint.length >= best.mountPoint.length)) best = { mountPoint, device };
    }
    return best;
  } catch {
    return null;
  }
}

/** The operator's message when the disk holding the data directory is full. */
export function diskFullMessage(dataDir: string): string {
  const disk = diskOf(dataDir);
  let free = '';
  try {
    const st = fs.statfsSync(dataDir);
    free = `, sisa ${Math.floor((st.bavail * st.bsize) / 1024)} KB`;
  } catch {
    /* the directory may not exist */
  }
  const where = disk ? `disk ${disk.device} (dipasang di ${disk.mountPoint}${free})` : `disk tempat ${dataDir}${free}`;
  return (
    `Disk penuh: ${where} tidak punya ruang lagi untuk database di ${dataDir}. ` +
    `Kosongkan ruang di disk itu, atau jalankan dengan DATA_DIR di disk lain.`
  );
}

/** The real directory behind DATA_DIR (symlinks followed), created if missing. */
function resolveDataDir(dataDir: string): string {
  let stat: fs.Stats | null = null;
  try {
    stat = fs.lstatSync(dataDir);
  } catch {
    /* missing: created below */
  }
  if (stat?.isSymbolicLink()) {
    let target: string;
    try {
      target = fs.realpathSync(dataDir);
    } catch (e) {
      const to = fs.readlinkSync(dataDir);
      throw new Error(
        `DATA_DIR ${dataDir} adalah symlink ke ${to}, yang tidak ada. Buat folder itu, atau arahkan DATA_DIR ke folder yang ada.`,
        { cause: e },
      );
    }
    if (!fs.statSync(target).isDirectory()) {
      throw new Error(`DATA_DIR ${dataDir} adalah symlink ke ${target}, yang bukan folder.`);
    }
    return target;
  }
  if (stat && !stat.isDirectory()) throw new Error(`DATA_DIR ${dataDir} bukan folder.`);
  fs.mkdirSync(dataDir, { recursive: true });
  // A parent folder may be a symlink too: PGlite and the lock both get the one real path.
  return fs.realpathSync(dataDir);
}

/** PGlite rejects with Emscripten's ErrnoError objects, which carry no message. */
function describeFailure(e: unknown): string {
  if (e instanceof Error && e.message) return e.message;
  const err = e as { name?: string; errno?: number } | null;
  if (err && typeof err === 'object' && err.name === 'ErrnoError') return `file-system error (errno ${err.errno})`;
  return String(e);
}

export async function openDatabase(dataDir: string): Promise<OpenDatabase> {
  const memory = dataDir.startsWith('memory://');
  const realDir = memory ? dataDir : resolveDataDir(dataDir);
  const release = memory ? () => {} : acquireLock(realDir);
  try {
    const db = await PGlite.create({ dataDir: memory ? undefined : realDir, extensions: { pgcrypto } });
    // Same as hosted Supabase: timestamps leave the API in UTC.
    await db.exec(`set timezone to 'UTC'`);
    return {
      db,
      async close() {
        try {
          await db.close();
        } finally {
          release();
        }
      },
    };
  } catch (e) {
    release();
    if (!memory && isDiskFull(e)) throw new Error(diskFullMessage(dataDir), { cause: e });
    if (e instanceof Error && e.message) throw e;
    throw new Error(`Database di ${dataDir} gagal dibuka: ${describeFailure(e)}`, { cause: e });
  }
}
