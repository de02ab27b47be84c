import { useState } from 'react';
import { ButtonBase, Box } from '@mui/material';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import { useLogout } from 'react-admin';
import { useToast } from '../lib/toast.ts';

/** SPEC §8: 'Logout Berhasil' on success; 'Gagal' / 'Gagal logout' (issue 10: no English title) when the sign-out fails (still signed in). */
export function LogoutButton({ compact = false }: { compact?: boolean }) {
  const logout = useLogout();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await logout({ manual: true }, '/login', false);
      toast.success('Logout Berhasil', 'Anda telah keluar dari dashboard admin');
    } catch {
      toast.error('Gagal', 'Gagal logout');
    } finally {
      setBusy(false);
    }
  };
  return (
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
  );
}
