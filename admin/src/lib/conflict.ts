/**
 * Saves over the version a form loaded. The database refuses an update whose
 * updated_at is not the stored one (SQLSTATE PT409, hint 'stale_updated_at':
 * supabase/migrations/*_refuse_stale_updates.sql): the record was changed
 * elsewhere (another tab, another person) since the form opened it. The
 * owner then chooses: load the stored version ("Muat ulang", the typing is
 * dropped) or save the form as it is over it ("Timpa dengan perubahan
 * saya", resent with the updated_at now stored). Until then the form keeps
 * what was typed, and nothing is reported as saved.
 */

export const CONFLICT_TITLE = 'Data ini diubah di tempat lain sejak Anda membukanya';
export const CONFLICT_MESSAGE = 'Data ini diubah di tempat lain sejak Anda membukanya. Perubahan Anda belum tersimpan.';
export const RELOADED_TITLE = 'Dimuat ulang';
export const RELOADED_MESSAGE = 'Formulir kini menampilkan versi terbaru yang tersimpan.';

export type ConflictChoice = 'reload' | 'overwrite' | 'cancel';

interface Shape {
  code?: unknown;
  hint?: unknown;
  message?: unknown;
  body?: unknown;
  cause?: unknown;
}

/** The database's refusal of a stale update, as supabase-js, ra-data-postgrest (HttpError.body) or a wrapper carry it. */
export function isStaleUpdate(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const e = error as Shape;
  if (e.code === 'PT409' && (e.hint === 'stale_updated_at' || String(e.message ?? '').startsWith('stale_updated_at')))
    return true;
  return isStaleUpdate(e.body, depth + 1) || isStaleUpdate(e.cause, depth + 1);
}

const answered = new WeakMap<object, ConflictChoice>();

/** What the owner chose for this refusal ('reload' or 'cancel'), or null when nobody was asked. */
export function conflictAnswer(error: unknown): ConflictChoice | null {
  return error && typeof error === 'object' ? (answered.get(error) ?? null) : null;
}

export interface Versioned {
  updated_at?: string | null;
}

/**
 * react-admin update params that carry the loaded version. ra-data-postgrest
 * sends only the fields that differ from `previousData`, so the version is
 * left out of `previousData` to be sent; a form saved without changes stays
 * a no-op.
 */
export function versionedUpdate<R extends Versioned & { id: unknown }>(
  payload: Record<string, unknown>,
  loaded: R,
): { data: Record<string, unknown>; previousData: R } {
  const prev = loaded as unknown as Record<string, unknown>;
  const changed = Object.keys(payload).some((k) => JSON.stringify(payload[k]) !== JSON.stringify(prev[k]));
  if (!changed || !loaded.updated_at) return { data: payload, previousData: loaded };
  return {
    data: { ...payload, updated_at: loaded.updated_at },
    previousData: { ...loaded, updated_at: undefined },
  };
}

/**
 * Runs `save` over the loaded version; on a conflict asks the owner. Overwrite:
 * fetches the stored record and saves the same form over it. Reload: fetches
 * it and hands it to `reload` (the form shows it). Either way but overwrite, the
 * refusal is thrown with the answer (conflictAnswer); on cancel the typing stays.
 */
export async function saveOverVersion<R, T>({
  loaded,
  save,
  ask,
  current,
  reload,
}: {
  loaded: R;
  save(version: R): Promise<T>;
  ask(): Promise<ConflictChoice>;
  current(): Promise<R>;
  reload(stored: R): void;
}): Promise<T> {
  let version = loaded;
  for (;;) {
    try {
      return await save(version);
    } catch (error) {
      if (!isStaleUpdate(error)) throw error;
      const choice = await ask();
      if (choice === 'overwrite') {
        version = await current();
        continue;
      }
      if (choice === 'reload') reload(await current());
      if (error && typeof error === 'object') answered.set(error, choice);
      throw error;
    }
  }
}
