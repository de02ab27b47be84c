import { useEffect, useRef } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useBlocker } from 'react-router';

export const UNSAVED_MESSAGE = 'Perubahan belum disimpan. Tinggalkan halaman ini dan buang perubahan?';

/**
 * Warns before typed text is lost: in-app navigation asks in Indonesian, a
 * page unload gets the browser's own prompt. `dirty` is read at the moment of
 * leaving, so a form can clear it just before it navigates after saving.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean | (() => boolean) }) {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const isDirty = () => (typeof dirtyRef.current === 'function' ? dirtyRef.current() : dirtyRef.current);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    return isDirty() && currentLocation.pathname !== nextLocation.pathname;
  });

  useEffect(() => {
    const onUnload = (e: BeforeUnloadEvent) => {
      if (!isDirty()) return;
      e.preventDefault();
      // Older browsers show the prompt only with returnValue set.
      e.returnValue = UNSAVED_MESSAGE;
    };
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, []);

  return (
    <Dialog open={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} aria-labelledby="unsaved-title" maxWidth="xs" fullWidth>
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
