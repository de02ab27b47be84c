/**
 * Whether an error means the disk holding the data directory is full, as
 * each layer reports it: Postgres (SQLSTATE 53100 disk_full, or a message
 * quoting ENOSPC), Node's fs (code ENOSPC) or PGlite's WebAssembly file
 * system before Postgres runs (Emscripten's ErrnoError, errno 51 = ENOSPC).
 */
const EMSCRIPTEN_ENOSPC = 51;

export function isDiskFull(e: unknown): boolean {
  if (typeof e !== 'object' || e === null) return false;
  const err = e as { code?: unknown; errno?: unknown; name?: unknown; message?: unknown; cause?: unknown };
  if (err.code === '53100' || err.code === 'ENOSPC') return true;
  if (err.name === 'ErrnoError' && err.errno === EMSCRIPTEN_ENOSPC) return true;
  if (typeof err.message === 'string' && /No space left on device/i.test(err.message)) return true;
  return err.cause !== undefined && err.cause !== e && isDiskFull(err.cause);
}
