import { useState } from 'react';
import {
  Box,
  Button,
  ButtonBase,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import { useLogout } from 'react-admin';
import { useToast } from '../lib/toast.ts';
import { sendPendingDeletes } from '../lib/undoable.ts';
import { hasUnsavedChanges, leaveDiscarding } from '../lib/UnsavedChangesGuard.tsx';

const LOGOUT_UNSAVED_MESSAGE = 'Perubahan belum disimpan. Keluar dan buang perubahan?';

/** 'Logout Berhasil' on success; 'Gagal' / 'Gagal logout' (Indonesian, never an English title) when the sign-out fails (still signed in). */
export function LogoutButton({ compact = false }: { compact?: boolean }) {
  const logout = useLogout();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const signOut = async () => {
    setAsking(false);
    setBusy(true);
    try {
      // A delete still in its undo window needs this session: send it before the session ends.
      await sendPendingDeletes();
      // The owner has chosen to discard any typing: the form's own navigation prompt must not ask again.
      await leaveDiscarding(() => logout({ manual: true }, '/login', false));
      toast.success('Logout Berhasil', 'Anda telah keluar dari dashboard admin');
    } catch {
      toast.error('Gagal', 'Gagal logout');
    } finally {
      setBusy(false);
    }
  };
  // Typing in a form would be lost with the session: ask first, as leaving the form does.
  const onClick = () => (hasUnsavedChanges() ? setAsking(true) : void signOut());
  return (
    <>
      <ButtonBase
        onClick={onClick}
        disabled={busy}
        title={compact ? 'Logout' : undefined}
        aria-label="Logout"
        sx={{
          width: '100%',
          justifyContent: compact ? 'center' : 'flex-start',
          gap: 1.5,
          px: compact ? 0 : 1.5,
          py: 1,
          borderRadius: 2,
          color: '#fecaca',
          fontSize: '0.9rem',
          fontWeight: 600,
          '&:hover': { bgcolor: 'rgba(255,255,255,0.08)' },
        }}
      >
        <LogoutOutlined fontSize="small" />
        {!compact && <Box component="span">Logout</Box>}
      </ButtonBase>
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        aria-labelledby="logout-unsaved-title"
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id="logout-unsaved-title">Perubahan belum disimpan</DialogTitle>
        <DialogContent>
          <DialogContentText>{LOGOUT_UNSAVED_MESSAGE}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setAsking(false)} variant="contained">
            Tetap di sini
          </Button>
          <Button onClick={() => void signOut()} color="error">
            Keluar
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
