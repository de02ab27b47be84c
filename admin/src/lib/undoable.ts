import { useCallback } from 'react';
import { useNotify } from 'react-admin';

export const UNDO_MS = 5000;

export interface ToastAction {
  label: string;
  onClick(): void;
}

/**
 * Undoable deletes: the item disappears at once, a "Dihapus — Batalkan"
 * toast stays for 5 s, and only then is the delete sent. "Batalkan" brings
 * the item back and sends nothing.
 */
export function useUndoable() {
  const notify = useNotify();
  return useCallback(
    (description: string, commit: () => Promise<void> | void, restore: () => void) => {
      let undone = false;
      notify('Dihapus', {
        type: 'info',
        autoHideDuration: UNDO_MS,
        messageArgs: {
          description,
          action: {
            label: 'Batalkan',
            onClick: () => {
              undone = true;
              restore();
            },
          } satisfies ToastAction,
        },
      });
      window.setTimeout(() => {
        if (!undone) void commit();
      }, UNDO_MS);
    },
    [notify],
  );
}
