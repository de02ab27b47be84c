import { useEffect, useRef } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useBlocker } from 'react-router';
import { beforeSessionEnds, sessionHasEnded } from '../providers/session.ts';
import { drafts } from './drafts.ts';

const UNSAVED_MESSAGE = 'Perubahan belum disimpan. Tinggalkan halaman ini dan buang perubahan?';

/** Every mounted guard's "is there typing?", for what leaves without navigating first (Logout). */
const guards = new Set<() => boolean>();
/** Set while the owner has already chosen to discard the typing (Logout after its own question). */
let discarding = false;

/** Whether any form on the screen holds typing that is not saved. */
export function hasUnsavedChanges(): boolean {
  return [...guards].some((dirty) => dirty());
}

/** Runs `leave` without asking again: the owner has just agreed to discard the typing. */
export async function leaveDiscarding<T>(leave: () => Promise<T>): Promise<T> {
  discarding = true;
  try {
    return await leave();
  } finally {
    discarding = false;
  }
}

/** What a form keeps (lib/drafts.ts) when the session ends with changes in it. */
export interface DraftKeeping {
  /** drafts.ts key, e.g. `packages:<id>` or `features:new`. */
  key: string;
  /** The form's values now. */
  values(): unknown;
  /** Whether they differ from the stored record (or the empty form): only then is there anything to keep. */
  changed(): boolean;
}

/**
 * Warns before typed text is lost: in-app navigation asks in Indonesian, a
 * page unload gets the browser's own prompt. `dirty` is read at the moment of
 * leaving, so a form can clear it just before it navigates after saving.
 *
 * With `draft`, an ended session does not lose the typing either: the values
 * are kept when the session ends (the login page then opens without asking),
 * and the form offers them again after signing in. Leaving the form any other
 * way discards the kept draft, as leaving discards the typing.
 */
export function UnsavedChangesGuard({ dirty, draft }: { dirty: boolean | (() => boolean); draft?: DraftKeeping }) {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const isDirty = () => !discarding && (typeof dirtyRef.current === 'function' ? dirtyRef.current() : dirtyRef.current);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    return isDirty() && !sessionHasEnded() && currentLocation.pathname !== nextLocation.pathname;
  });

  useEffect(() => {
    const dirtyNow = () => isDirty() && !sessionHasEnded();
    guards.add(dirtyNow);
    const onUnload = (e: BeforeUnloadEvent) => {
      if (!isDirty()) return;
      e.preventDefault();
      // Older browsers show the prompt only with returnValue set.
      e.returnValue = UNSAVED_MESSAGE;
    };
    window.addEventListener('beforeunload', onUnload);
    return () => {
      guards.delete(dirtyNow);
      window.removeEventListener('beforeunload', onUnload);
    };
  }, []);

  const keeps = !!draft;
  useEffect(() => {
    if (!keeps) return;
    const stop = beforeSessionEnds(() => {
      const d = draftRef.current;
      if (d?.changed()) drafts.write(d.key, d.values());
    });
    return () => {
      stop();
      const d = draftRef.current;
      if (d && !sessionHasEnded()) drafts.clear(d.key);
    };
  }, [keeps]);

  return (
    <Dialog
      open={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      aria-labelledby="unsaved-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="unsaved-title">Perubahan belum disimpan</DialogTitle>
      <DialogContent>
        <DialogContentText>{UNSAVED_MESSAGE}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={() => blocker.reset?.()} variant="contained">
          Tetap di sini
        </Button>
        <Button onClick={() => blocker.proceed?.()} color="error">
          Tinggalkan
        </Button>
      </DialogActions>
    </Dialog>
  );
}
