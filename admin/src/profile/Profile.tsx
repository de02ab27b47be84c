import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Chip, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTimeId } from '../domain.ts';
import { getCurrentUser } from '../providers/account.ts';
import { errorMessage } from '../lib/errors.ts';
import { PageHeader } from '../lib/PageHeader.tsx';
import { Section } from '../lib/Section.tsx';
import { useToast } from '../lib/toast.ts';
import { UnsavedChangesGuard } from '../lib/UnsavedChangesGuard.tsx';
import { EmailCard } from './EmailCard.tsx';
import { MfaCard } from './MfaCard.tsx';
import { PasswordCard } from './PasswordCard.tsx';
import { linkOutcome } from './model.ts';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '140px 1fr', gap: 1, alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box sx={{ fontSize: '0.9rem', minWidth: 0, wordBreak: 'break-word' }}>{children}</Box>
    </Box>
  );
}

export default function Profile() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const user = useQuery({ queryKey: ['profile-user'], queryFn: getCurrentUser, retry: 1 });
  // One guard for both forms: react-router consults only one navigation blocker at a time.
  const [emailDirty, setEmailDirty] = useState(false);
  const [passwordDirty, setPasswordDirty] = useState(false);
  const onEmailDirty = useCallback((d: boolean) => setEmailDirty(d), []);
  const onPasswordDirty = useCallback((d: boolean) => setPasswordDirty(d), []);

  useEffect(() => {
    if (user.error) toast.error('Gagal', 'Gagal mendapatkan data user');
  }, [user.error, toast]);

  // Back from the e-mail confirmation link: say what happened and drop the tokens from the address bar.
  useEffect(() => {
    const outcome = linkOutcome(window.location.hash);
    if (!outcome) return;
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    if (outcome.ok) toast.success('Email Dikonfirmasi', outcome.message);
    else toast.error('Gagal memperbarui email', outcome.message);
    void queryClient.invalidateQueries({ queryKey: ['profile-user'] });
  }, [toast, queryClient]);

  const u = user.data;
  return (
    <Box>
      <PageHeader title="Profil" description="Akun administrator dan keamanan login." />
      <UnsavedChangesGuard dirty={emailDirty || passwordDirty} />
      {user.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          Gagal mendapatkan data user: {errorMessage(user.error)}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 3, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Section title="Informasi Akun">
            <Row label="Email">{u?.email ?? '…'}</Row>
            <Row label="Role">
              <Chip size="small" color="primary" label="Administrator" />
            </Row>
            <Row label="Login terakhir">{u?.last_sign_in_at ? formatDateTimeId(u.last_sign_in_at) : '-'}</Row>
            <Row label="Akun dibuat">{u?.created_at ? formatDateTimeId(u.created_at) : '-'}</Row>
            <Row label="Sesi login">Diperbarui otomatis selama Anda aktif; gunakan Logout untuk mengakhirinya</Row>
          </Section>
          <MfaCard />
        </Box>
        <Box sx={{ display: 'grid', gap: 3 }}>
          <EmailCard user={u} onChanged={() => void user.refetch()} onDirtyChange={onEmailDirty} />
          <PasswordCard email={u?.email} onDirtyChange={onPasswordDirty} />
        </Box>
      </Box>
    </Box>
  );
}
