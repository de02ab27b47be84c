/**
 * Unsaved form values kept across an ended session. When the session ends
 * (revoked elsewhere, expired), the admin goes to the login page and every
 * screen unmounts: the typing would be gone. A form with changes writes them
 * here at that moment (UnsavedChangesGuard), and the same form, opened again
 * after signing in, starts from them with a notice and a way to discard them.
 *
 * sessionStorage: the tab's own, gone with the tab, never shared with another
 * browser or device. Keys name the resource and the record ('new' for a form
 * that creates one), e.g. `packages:5f0c…` or `features:new`.
 */

const PREFIX = 'admin_draft:';
/** Older drafts are not offered: the record may have moved on meanwhile. */
export const DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

interface Draft<V> {
  values: V;
  savedAt: number;
}

export function draftKey(resource: string, id?: string | number | null): string {
  return `${resource}:${id === undefined || id === null || id === '' ? 'new' : String(id)}`;
}

interface DraftStore {
  write<V>(key: string, values: V): void;
  read<V>(key: string): Draft<V> | null;
  clear(key: string): void;
  /** Keys (without the storage prefix) of the drafts of one resource, newest first. */
  keysOf(resource: string): string[];
  /** A deliberate sign-out: whoever signs in next in this tab must not get these drafts. */
  clearAll(): void;
}

export function createDraftStore(storage: () => DraftStorage | null, now: () => number = Date.now): DraftStore {
  const allKeys = (): string[] => {
    const s = storage();
    if (!s) return [];
    const keys: string[] = [];
    for (let i = 0; i < s.length; i++) {
      const k = s.key(i);
      if (k?.startsWith(PREFIX)) keys.push(k.slice(PREFIX.length));
    }
    return keys;
  };
  const store: DraftStore = {
    write(key, values) {
      try {
        storage()?.setItem(PREFIX + key, JSON.stringify({ values, savedAt: now() }));
      } catch {
        // Storage full or refused (private mode): the form still reports the failed save.
      }
    },
    read<V>(key: string) {
      const s = storage();
      if (!s) return null;
      let draft: Draft<V> | null = null;
      try {
        const parsed = JSON.parse(s.getItem(PREFIX + key) ?? 'null') as Partial<Draft<V>> | null;
        if (parsed && typeof parsed === 'object' && 'values' in parsed && typeof parsed.savedAt === 'number')
          draft = { values: parsed.values as V, savedAt: parsed.savedAt };
      } catch {
        draft = null;
      }
      if (!draft || now() - draft.savedAt > DRAFT_MAX_AGE_MS || draft.savedAt > now() + 60_000) {
        s.removeItem(PREFIX + key);
        return null;
      }
      return draft;
    },
    clear(key) {
      try {
        storage()?.removeItem(PREFIX + key);
      } catch {
        // Nothing to clear in a storage that cannot be used.
      }
    },
    keysOf(resource) {
      return allKeys()
        .filter((k) => k.startsWith(`${resource}:`))
        .map((k) => ({ k, at: store.read(k)?.savedAt ?? -1 }))
        .filter((d) => d.at >= 0)
        .sort((a, b) => b.at - a.at)
        .map((d) => d.k);
    },
    clearAll() {
      for (const k of allKeys()) store.clear(k);
    },
  };
  return store;
}

function sessionStore(): DraftStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export const drafts = createDraftStore(sessionStore);
