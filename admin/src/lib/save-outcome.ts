/**
 * What a save came to, decided from what the server answered, never from the
 * mere absence of an exception: a green "berhasil" toast is shown only for a
 * write the server confirmed with the stored row. Pure, so it is unit-tested
 * (tests/admin/save-outcome.test.ts).
 */
import { ownError, translateError } from './errors.ts';
import { isStaleUpdate } from './conflict.ts';

export type SaveOutcome =
  | { kind: 'saved'; record: Record<string, unknown> }
  /** The session is gone: say "belum tersimpan", keep the typing for after the next sign-in. */
  | { kind: 'session-ended'; error: unknown }
  /** Refused: the record changed elsewhere since the form loaded it (lib/conflict.ts). */
  | { kind: 'conflict'; error: unknown }
  | { kind: 'failed'; error: unknown };

export type Settled = { ok: true; value: unknown } | { ok: false; error: unknown };

export const UNCONFIRMED_SAVE_MESSAGE =
  'Server tidak mengonfirmasi penyimpanan. Muat ulang halaman untuk memeriksa, lalu coba lagi.';

function isRecord(v: unknown): v is Record<string, unknown> {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return false;
  const id = (v as { id?: unknown }).id;
  return id !== undefined && id !== null && id !== '';
}

/**
 * The row a write answered with: react-admin's `{ data: row }` or the row
 * itself, identified by its id. An empty `{ data: {} }` is what react-admin
 * hands back when it swallowed an error, not a stored row.
 */
export function storedRecord(value: unknown): Record<string, unknown> | null {
  if (value && typeof value === 'object' && 'data' in value) {
    const data = (value as { data: unknown }).data;
    return isRecord(data) ? data : null;
  }
  return isRecord(value) ? value : null;
}

/**
 * `sessionHeld`: whether this browser still counts itself signed in after the
 * call (the marker is dropped the moment a call finds the session ended).
 */
export function classifySave(settled: Settled, { sessionHeld }: { sessionHeld: boolean }): SaveOutcome {
  if (!settled.ok) {
    if (isStaleUpdate(settled.error)) return { kind: 'conflict', error: settled.error };
    const ended = translateError(settled.error).sessionEnded || !sessionHeld;
    return ended ? { kind: 'session-ended', error: settled.error } : { kind: 'failed', error: settled.error };
  }
  const record = storedRecord(settled.value);
  if (record) return { kind: 'saved', record };
  const error = ownError(UNCONFIRMED_SAVE_MESSAGE);
  return sessionHeld ? { kind: 'failed', error } : { kind: 'session-ended', error };
}
