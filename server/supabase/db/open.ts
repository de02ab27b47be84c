import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { isDiskFull } from '../http/disk-full.ts';

interface OpenDatabase {
  db: PGlite;
  /** True when this start initialises the directory (it was missing or empty): only then may it be migrated from scratch and seeded. */
  created: boolean;
  /** Called once the new database is migrated and seeded: a later start no longer counts it as being initialised. */
  markInitialised(): void;
  /** Releases the data-directory lock and closes the database. */
  close(): Promise<void>;
}

interface OpenOptions {
  /** Operator messages (disk space running out, a database stopped by a fatal error). */
  log?: (line: string) => void;
  /**
   * Free space (bytes) below which the database turns read-only and writes fail with disk_full (507).
   * Default: one WAL segment (16 MB) plus 4 MB. 0 turns the guard off (tests of the last line of defence).
   */
  reserveBytes?: number;
  /**
   * memory:// only: start from this dump of a data directory (PGlite's dumpDataDir) instead of an empty
   * one. Tests start each file from one migrated, seeded database made once per run.
   */
  loadDataDir?: Blob;
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
function processStartTime(pid: number): number | null {
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

/** Data directories open in this process (their real paths). */
const openHere = new Set<string>();

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
 * The kernel-held half of the lock (Linux): a Unix socket bound in the abstract namespace under a name
 * derived from the directory. Binding fails with EADDRINUSE while any live process holds the name, and the
 * kernel frees it when that process ends however it ends (kill -9 included): no file, no clock involved.
 * Null where there is no abstract namespace (not Linux). Abstract names are per network namespace: two
 * containers sharing one volume still rely on the pid file.
 */
async function holdKernelLock(dataDir: string): Promise<net.Server | 'busy' | null> {
  if (process.platform !== 'linux') return null;
  const name = `\0travel-umroh-db-lock:${createHash('sha256').update(dataDir).digest('hex')}`;
  const server = net.createServer((socket) => socket.destroy());
  return new Promise((resolve, reject) => {
    server.once('error', (e: NodeJS.ErrnoException) => (e.code === 'EADDRINUSE' ? resolve('busy') : reject(e)));
    server.listen(name, () => {
      server.unref(); // the lock must not keep the process alive
      resolve(server);
    });
  });
}

function lockOwner(lockFile: string): string {
  try {
    const pid = Number(fs.readFileSync(lockFile, 'utf8').trim());
    if (Number.isInteger(pid) && pid > 0) return `process ${pid}`;
  } catch {
    /* no pid file: an older server, or it was removed */
  }
  return 'another process';
}

/**
 * Two PGlite instances on one data directory corrupt it, so the directory is locked for the life of the
 * process: on Linux by the kernel (holdKernelLock), and everywhere by an exclusive pid file next to the
 * directory. The pid file alone judges staleness by the pid and file times, which a clock step fools; so
 * where the kernel lock exists it decides whether another server runs, and the pid file is a second layer
 * (and the only one elsewhere). A pid file left by a process that no longer runs, or whose pid now
 * belongs to a program that started after the file was written, is taken over.
 */
async function acquireLock(dataDir: string): Promise<() => void> {
  const lockFile = lockFileOf(dataDir);
  if (openHere.has(dataDir)) throw new Error(`Data directory ${dataDir} is already open in this process.`);
  const kernel = await holdKernelLock(dataDir);
  if (kernel === 'busy') {
    throw new Error(
      `Data directory ${dataDir} is in use by ${lockOwner(lockFile)}. Stop it first, or set DATA_DIR to another directory.`,
    );
  }
  openHere.add(dataDir);
  const releaseKernel = () => {
    openHere.delete(dataDir);
    kernel?.close();
  };
  try {
    const releaseFile = acquireLockFile(dataDir, lockFile);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      releaseFile();
      releaseKernel();
    };
    process.once('exit', release);
    return release;
  } catch (e) {
    releaseKernel();
    throw e;
  }
}

function acquireLockFile(dataDir: string, lockFile: string): () => void {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(lockFile, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return () => releaseIfOurs(lockFile);
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
function diskOf(dir: string): { mountPoint: string; device: string } | null {
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

/** What a mounted disk's root may hold besides the database: not a sign of an existing database. */
const IGNORABLE = new Set(['lost+found']);

/** The operator's message for a data directory that holds something, but not a database this server may use. */
function unhealthyMessage(dataDir: string, problem: string): string {
  return (
    `DATA_DIR ${dataDir} berisi file, tetapi bukan database yang utuh: ${problem}. ` +
    `Server tidak membuat database baru di atasnya (itu akan menghapus data yang ada). ` +
    `Pulihkan folder itu dari cadangan (backup) Anda, atau pindahkan folder itu bila memang ingin mulai dengan database baru. ` +
    `/ DATA_DIR ${dataDir} holds files but is not a healthy database: ${problem}. ` +
    `The server will not create a new database over it (that would wipe the data). ` +
    `Restore ${dataDir} from your backup, or move it away to start with a new database.`
  );
}

/**
 * Whether the directory is empty (to be initialised) or looks like a whole Postgres data directory.
 * PGlite itself runs initdb over any directory without PG_VERSION, and the migrator then re-creates and
 * re-seeds: so anything else present is refused, never initialised.
 */
function inspectDataDir(dataDir: string): 'empty' | 'database' {
  const entries = fs.readdirSync(dataDir).filter((e) => !IGNORABLE.has(e));
  if (entries.length === 0) return 'empty';
  const missing = (rel: string, what: 'file' | 'dir') => {
    try {
      const st = fs.statSync(path.join(dataDir, rel));
      return what === 'file' ? !st.isFile() || st.size === 0 : !st.isDirectory();
    } catch {
      return true;
    }
  };
  if (missing('PG_VERSION', 'file'))
    return unhealthy(dataDir, 'file PG_VERSION hilang atau kosong (PG_VERSION is missing or empty)');
  if (!/^\d+\s*$/.test(fs.readFileSync(path.join(dataDir, 'PG_VERSION'), 'utf8'))) {
    return unhealthy(dataDir, 'isi PG_VERSION tidak dikenali (PG_VERSION is not a Postgres version)');
  }
  for (const [rel, what] of [
    ['global/pg_control', 'file'],
    ['base', 'dir'],
    ['pg_wal', 'dir'],
  ] as const) {
    if (missing(rel, what)) return unhealthy(dataDir, `${rel} hilang (${rel} is missing)`);
  }
  return 'database';
}

function unhealthy(dataDir: string, problem: string): never {
  throw new Error(unhealthyMessage(dataDir, problem));
}

/**
 * Every table's rows counted twice: by reading the table file, and through one of its indexes. Postgres
 * reads a table file cut short (truncated, or lost) as holding fewer rows, without an error, but its
 * indexes still list them: the index count then differs, or following an index entry fails reading the
 * missing block. Both counts are exact and need no stored state, so a crash between starts cannot make
 * them disagree. Cheap at this product's size (every table read twice; measured in tens of ms).
 * Tables with no full b-tree index cannot be checked this way (every table here has a primary key).
 */
async function verifyTables(db: PGlite, dataDir: string): Promise<void> {
  const tables = await db.query<{ t: string }>(
    `select format('%I.%I', n.nspname, c.relname) as t
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and c.relpersistence = 'p'
        and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname !~ '^pg_'
        and exists (select 1 from pg_index i join pg_class ic on ic.oid = i.indexrelid join pg_am am on am.oid = ic.relam
                     where i.indrelid = c.oid and i.indisvalid and i.indpred is null and am.amname = 'btree')
      order by 1`,
  );
  const bad: string[] = [];
  await db
    .transaction(async (tx) => {
      for (const { t } of tables.rows) {
        try {
          await tx.exec(
            `set local enable_seqscan = on; set local enable_indexscan = off; set local enable_indexonlyscan = off; set local enable_bitmapscan = off`,
          );
          const inFile = (await tx.query<{ n: number }>(`select count(*)::int as n from ${t}`)).rows[0].n;
          await tx.exec(
            `set local enable_seqscan = off; set local enable_indexscan = on; set local enable_indexonlyscan = on`,
          );
          const inIndex = (await tx.query<{ n: number }>(`select count(*)::int as n from ${t}`)).rows[0].n;
          if (inFile !== inIndex)
            bad.push(
              `${t} (${inFile} baris di file tabel, ${inIndex} menurut indeksnya / rows in the table file vs its index)`,
            );
        } catch (e) {
          bad.push(`${t} (${describeFailure(e)})`);
          throw new Error('stop', { cause: e }); // the transaction is aborted: one damaged table is enough to refuse
        }
      }
    })
    .catch((e: unknown) => {
      if (bad.length === 0) throw e;
    });
  if (bad.length > 0) {
    unhealthy(dataDir, `tabel rusak atau terpotong (damaged or truncated table): ${bad.join('; ')}`);
  }
}

/** Postgres' disk_full error, as the REST and Storage layers map it to 507. */
class DiskFullError extends Error {
  code = '53100';
  severity = 'ERROR';
  hint = 'Check free disk space.';
  constructor(message: string) {
    super(message);
    this.name = 'error';
  }
}

const MB = 1024 * 1024;
const stoppedMessage = (why: string) =>
  `Database berhenti karena kesalahan fatal (${why}): jalankan ulang server. / The database stopped after a fatal error: restart the server.`;
const mb = (bytes: number) => `${Math.floor(bytes / MB)} MB`;

/**
 * Keeps Postgres from running out of disk while it writes WAL. Postgres creates each WAL segment (16 MB,
 * zero-filled) inside a critical section: if the disk cannot take it, the failure is a PANIC, which in
 * PGlite aborts the WebAssembly instance, and PGlite's protocol loop then spins for good (the server hangs
 * at full CPU, answers nothing, logs nothing). Relation files, by contrast, fail with a plain disk_full
 * error. So before each call into Postgres the free space is read (statfs, microseconds) and compared
 * with what the call could need: a new WAL segment, the call's bytes twice over (table and WAL), and a
 * margin. Below that the session turns read-only: reads go on, writes fail with disk_full (507), and as
 * soon as there is room again writes work again. Should a PANIC happen anyway, the instance is marked
 * dead (every later call fails at once) instead of spinning.
 */
function guardDatabase(db: PGlite, dataDir: string, options: OpenOptions, segment: number): void {
  const log = options.log ?? (() => {});
  const mod = (db as unknown as { mod: Record<string, (...a: unknown[]) => unknown> }).mod;
  let dead: string | null = null;
  const DEAD_LONGJMP = { status: 100 }; // what PGlite's loop treats as Postgres' longjmp: it then calls _PostgresMainLongJmp

  // The last line of defence: PGlite's loop swallows anything _PostgresMainLoopOnce throws (an abort()
  // after a PANIC included) and calls it again, forever. Turn the first abort into an exception it passes on.
  const loopOnce = mod._PostgresMainLoopOnce;
  const longJmp = mod._PostgresMainLongJmp;
  const sendReady = mod._PostgresSendReadyForQueryIfNecessary;
  const flush = mod._pgl_pq_flush;
  if (loopOnce && longJmp) {
    mod._PostgresMainLoopOnce = (...a) => {
      if (dead) throw DEAD_LONGJMP;
      try {
        return loopOnce(...a);
      } catch (e) {
        if ((e as { status?: unknown })?.status === 100) throw e;
        dead = describeFailure(e);
        log(
          `Database berhenti karena kesalahan fatal Postgres (${dead}). ` +
            `Periksa ruang disk (${diskFullMessage(dataDir)}), lalu jalankan ulang server. ` +
            `/ The database stopped after a fatal Postgres error: restart the server once the cause is fixed.`,
        );
        throw DEAD_LONGJMP;
      }
    };
    mod._PostgresMainLongJmp = (...a) => {
      if (dead) throw new Error(stoppedMessage(dead));
      return longJmp(...a);
    };
    if (sendReady) mod._PostgresSendReadyForQueryIfNecessary = (...a) => (dead ? undefined : sendReady(...a));
    if (flush) mod._pgl_pq_flush = (...a) => (dead ? undefined : flush(...a));
  }

  const reserve = options.reserveBytes;
  if (reserve === 0) return;
  let readOnly = false;
  let lastNeed = 0;
  let lastFree = 0;
  const rawSync = db.execProtocolRawSync.bind(db);
  const simpleQuery = (sql: string) => {
    const body = Buffer.from(`${sql}\0`);
    const msg = Buffer.alloc(5 + body.length);
    msg.write('Q', 0);
    msg.writeInt32BE(4 + body.length, 1);
    body.copy(msg, 5);
    rawSync(new Uint8Array(msg));
  };
  const freeBytes = () => {
    try {
      const st = fs.statfsSync(dataDir);
      return st.bavail * st.bsize;
    } catch {
      return Infinity;
    }
  };
  /** The type of the last wire message in a buffer ('S' Sync, 'Q' Query, 'P' Parse, …). */
  const lastMessageType = (m: Uint8Array) => {
    let type = 0;
    for (let i = 0; i + 5 <= m.length; i += 1 + ((m[i + 1] << 24) | (m[i + 2] << 16) | (m[i + 3] << 8) | m[i + 4]))
      type = m[i];
    return String.fromCharCode(type);
  };
  // A SET may only be slipped in between complete exchanges: after a Parse and before its Bind, a simple
  // query would drop the unnamed prepared statement. PGlite's query() sends Parse, Describe, then Bind …
  // Sync in three calls.
  let betweenExchanges = true;
  /** Before each call: read-only when the disk could not take the call's writes and a new WAL segment. */
  const check = (message: Uint8Array) => {
    if (dead) throw new Error(stoppedMessage(dead));
    const first = String.fromCharCode(message[0] ?? 0);
    const safe = betweenExchanges;
    const last = lastMessageType(message);
    betweenExchanges = last === 'S' || last === 'Q';
    if (first === 'S' || first === 'C' || first === 'H') return false; // Sync, Close, Flush: always let the exchange end
    const writes = 2 * message.length + MB;
    const need = (reserve ?? segment + 4 * MB) + (Math.ceil(writes / segment) - 1) * segment + writes;
    const free = freeBytes();
    const low = free < need;
    lastNeed = need;
    lastFree = free;
    if (!safe) {
      // Mid-exchange (the Bind carrying a large value): refuse outright rather than let it write.
      if (low && !readOnly) {
        betweenExchanges = true; // the caller's Sync ends the exchange
        throw asDiskFull({ code: '25006' }, true);
      }
      return low;
    }
    if (low !== readOnly) {
      simpleQuery(`set default_transaction_read_only = ${low ? 'on' : 'off'}`);
      readOnly = low;
      log(
        low
          ? `Disk hampir penuh: sisa ${mb(free)} di disk database ${dataDir}, perlu ${mb(need)} agar Postgres aman menulis. ` +
              `Database hanya-baca sampai ada ruang: setiap penulisan dijawab 507. ${diskFullMessage(dataDir)} ` +
              `/ Disk almost full: the database is read-only (writes answer 507) until there is room.`
          : `Ruang disk cukup lagi (sisa ${mb(free)}): database menerima penulisan lagi. / Disk space is back: writes are accepted again.`,
      );
    }
    // A transaction already under way when the space ran low becomes read-only from here on.
    if (low && db.isInTransaction()) simpleQuery(`set transaction_read_only = on`);
    return low;
  };
  /** A write refused by the read-only session is the disk's fault: say so, with Postgres' disk_full code. */
  const asDiskFull = (e: unknown, low: boolean) => {
    if (low && (e as { code?: unknown })?.code === '25006') {
      return new DiskFullError(
        `could not write: disk almost full (${mb(lastFree)} free on the disk holding ${dataDir}, ${mb(lastNeed)} needed)`,
      );
    }
    return e;
  };
  type Exec = (message: Uint8Array, options?: Record<string, unknown>) => Promise<unknown>;
  const wrap = (name: 'execProtocol' | 'execProtocolStream') => {
    const original = (db[name] as Exec).bind(db);
    (db as unknown as Record<string, Exec>)[name] = async (message, opts) => {
      const low = check(message);
      try {
        const result = await original(message, opts);
        if (low && Array.isArray(result)) {
          for (const m of result) if ((m as { code?: unknown })?.code === '25006') Object.assign(m, { code: '53100' });
        }
        return result;
      } catch (e) {
        throw asDiskFull(e, low);
      }
    };
  };
  wrap('execProtocol');
  wrap('execProtocolStream');
}

export async function openDatabase(dataDir: string, options: OpenOptions = {}): Promise<OpenDatabase> {
  const memory = dataDir.startsWith('memory://');
  const realDir = memory ? dataDir : resolveDataDir(dataDir);
  const release = memory ? () => {} : await acquireLock(realDir);
  // Present while a new database is being created, migrated and seeded; removed by markInitialised().
  const initMarker = `${realDir}.initialising`;
  let created = memory;
  try {
    if (!memory) {
      // A first start that stopped before the database was complete (disk full during initdb, a crash while
      // seeding) left the marker: that directory never held data of its own, so it is initialised again.
      // Nothing is deleted: PGlite runs initdb where PG_VERSION is missing, and a complete database is kept.
      const interrupted = fs.existsSync(initMarker);
      if (interrupted || inspectDataDir(realDir) === 'empty') {
        created = true;
        fs.writeFileSync(initMarker, `${new Date().toISOString()} pid ${process.pid}\n`);
      }
      const free = fs.statfsSync(realDir);
      if (options.reserveBytes !== 0 && free.bavail * free.bsize < (options.reserveBytes ?? 20 * MB)) {
        throw Object.assign(new Error(diskFullMessage(dataDir)), { code: 'ENOSPC' });
      }
    }
    if (options.loadDataDir && !memory) throw new Error('loadDataDir is only for a memory:// database');
    const db = await PGlite.create({
      dataDir: memory ? undefined : realDir,
      loadDataDir: options.loadDataDir,
      extensions: { pgcrypto },
    });
    try {
      // Same as hosted Supabase: timestamps leave the API in UTC.
      await db.exec(`set timezone to 'UTC'`);
      if (!memory) {
        if (!created) await verifyTables(db, realDir);
        const seg = await db.query<{ b: string }>(
          `select setting as b from pg_settings where name = 'wal_segment_size'`,
        );
        guardDatabase(db, realDir, options, Number(seg.rows[0]?.b) || 16 * MB);
      }
    } catch (e) {
      await db.close().catch(() => {});
      throw e;
    }
    return {
      db,
      created,
      markInitialised() {
        if (!memory) fs.rmSync(initMarker, { force: true });
      },
      async close() {
        try {
          if (!db.closed) await db.close();
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
