import { useCallback, useRef, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { CONFLICT_TITLE, type ConflictChoice } from './conflict.ts';

export interface ConflictDialogProps {
  open: boolean;
  onChoose(choice: ConflictChoice): void;
}

/** The owner's choice after a save refused because the record changed elsewhere (lib/conflict.ts). */
export function ConflictDialog({ open, onChoose }: ConflictDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={() => onChoose('cancel')}
      aria-labelledby="conflict-title"
      aria-describedby="conflict-text"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="conflict-title">{CONFLICT_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText id="conflict-text">
          Perubahan Anda belum tersimpan dan masih ada di formulir. &quot;Muat ulang&quot; menampilkan versi yang
          tersimpan sekarang (ketikan Anda dibuang); &quot;Timpa dengan perubahan saya&quot; menyimpan formulir ini di
          atas perubahan tersebut.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => onChoose('cancel')}>Batal</Button>
        <Button onClick={() => onChoose('reload')} variant="outlined">
          Muat ulang
        </Button>
        <Button onClick={() => onChoose('overwrite')} variant="contained" color="warning">
          Timpa dengan perubahan saya
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** `ask()` opens the dialog and resolves with the owner's choice; render `<ConflictDialog {...dialog} />`. */
export function useConflictChoice() {
  const [open, setOpen] = useState(false);
  const resolver = useRef<((c: ConflictChoice) => void) | null>(null);
  const ask = useCallback(
    () =>
      new Promise<ConflictChoice>((resolve) => {
        resolver.current = resolve;
        setOpen(true);
      }),
    [],
  );
  const onChoose = useCallback((choice: ConflictChoice) => {
    setOpen(false);
    resolver.current?.(choice);
    resolver.current = null;
  }, []);
  return { ask, dialog: { open, onChoose } };
}
