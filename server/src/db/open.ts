import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';

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

/**
 * Two PGlite instances on one data directory corrupt it, so the directory is
 * locked with an exclusive lock file holding the owner's pid. A lock left by
 * a process that no longer runs is taken over.
 */
function acquireLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, '..', `${path.basename(dataDir)}.lock`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockFile, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return release;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const owner = Number(fs.readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && pidAlive(owner)) {
        throw new Error(
          `Data directory ${dataDir} is in use by process ${owner}. Stop it first, or set DATA_DIR to another directory.`,
          { cause: e },
        );
      }
      if (owner === process.pid) {
        throw new Error(`Data directory ${dataDir} is already open in this process.`, { cause: e });
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock data directory ${dataDir}`);
}

export async function openDatabase(dataDir: string): Promise<OpenDatabase> {
  const memory = dataDir.startsWith('memory://');
  const release = memory ? () => {} : acquireLock(dataDir);
  try {
    const db = await PGlite.create({ dataDir: memory ? undefined : dataDir, extensions: { pgcrypto } });
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
    throw e;
  }
}
