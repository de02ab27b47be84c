import { useCallback } from 'react';
import { useNotify } from 'react-admin';

const UNDO_MS = 5000;

/** What every undoable delete's confirmation says, on every screen. */
export const UNDO_HINT = 'Anda masih bisa membatalkannya selama 5 detik.';
/** What a delete that is sent at once says instead (no "Batalkan" follows it). */
export const NO_UNDO_HINT = 'Tindakan ini tidak dapat dibatalkan.';

export interface ToastAction {
  label: string;
  onClick(): void;
}

interface Pending {
  /** Sends the delete now (the undo window is over); `leaving`: the page is being hidden or closed. */
  send(leaving: boolean): Promise<void>;
}

const pending = new Set<Pending>();

/** Ends every undo window now: the deletes are sent before the page can go; resolves when they are answered. */
export function sendPendingDeletes(): Promise<void> {
  return Promise.all([...pending].map((p) => p.send(true))).then(() => undefined);
}

if (typeof window !== 'undefined') {
  // Leaving while a delete waits: the browser asks first; if the owner leaves anyway, or the tab is only
  // hidden (a hidden page, above all on a phone, may be frozen or discarded without another event),
  // the delete is sent at once rather than lost with the page.
  window.addEventListener('beforeunload', (e) => {
    if (!pending.size) return;
    e.preventDefault();
    // Older browsers show the prompt only with returnValue set.
    e.returnValue = 'Penghapusan belum selesai.';
  });
  window.addEventListener('pagehide', () => void sendPendingDeletes());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void sendPendingDeletes();
  });
}

/**
 * Undoable deletes: the item disappears at once, a "Dihapus — Batalkan"
 * toast stays for 5 s, and only then is the delete sent. "Batalkan" brings
 * the item back and sends nothing. Leaving or hiding the page sends the
 * delete at once (`commit(true)`), so `commit` must then send its requests
 * before its first `await` (providers/keepalive.ts): the page may run nothing after that.
 */
export function useUndoable() {
  const notify = useNotify();
  return useCallback(
    (description: string, commit: (leaving: boolean) => Promise<void> | void, restore: () => void) => {
      let state: 'waiting' | 'undone' | 'sent' = 'waiting';
      const entry: Pending = {
        async send(leaving) {
          if (state !== 'waiting') return;
          state = 'sent';
          window.clearTimeout(timer);
          pending.delete(entry);
          await commit(leaving);
        },
      };
      pending.add(entry);
      const timer = window.setTimeout(() => void entry.send(false), UNDO_MS);
      notify('Dihapus', {
        type: 'info',
        autoHideDuration: UNDO_MS,
        messageArgs: {
          description,
          action: {
            label: 'Batalkan',
            onClick: () => {
              if (state === 'sent') {
                notify('Sudah dihapus', {
                  type: 'warning',
                  messageArgs: { description: 'Penghapusan sudah dikirim dan tidak bisa dibatalkan lagi.' },
                });
                return;
              }
              if (state !== 'waiting') return;
              state = 'undone';
              window.clearTimeout(timer);
              pending.delete(entry);
              restore();
            },
          } satisfies ToastAction,
        },
      });
    },
    [notify],
  );
}
