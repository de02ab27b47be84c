import { useEffect, useState } from 'react';
import { Alert, TextField, Typography } from '@mui/material';
import type { AuthUser as User } from '../providers/auth-hooks.ts';
import { requestEmailChange } from '../providers/account.ts';
import { Section } from '../lib/Section.tsx';
import { SubmitButton } from '../lib/SubmitButton.tsx';
import { useToast } from '../lib/toast.ts';
import { useValidatedSubmit } from '../lib/useValidatedSubmit.ts';
import { emailChangeError, emailChangeNotice } from './model.ts';

export function EmailCard({
  user,
  onChanged,
  onDirtyChange,
}: {
  user: User | undefined;
  onChanged(): void;
  /** Typed but not sent yet: the profile screen warns before leaving (one guard for the page). */
  onDirtyChange?(dirty: boolean): void;
}) {
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const dirty = email.trim() !== '';
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const pending = (user as (User & { new_email?: string }) | undefined)?.new_email;

  const { busy, submit } = useValidatedSubmit({
    failureTitle: 'Gagal memperbarui email',
    validate: () => emailChangeError(email, user?.email),
    run: async () => {
      await requestEmailChange(email);
      const text = emailChangeNotice(email.trim(), user?.email ?? '');
      setNotice(text);
      toast.info('Konfirmasi Email Dikirim', text);
      setEmail('');
      onChanged();
    },
  });

  return (
    <Section title="Ubah Email" description="Email dipakai untuk login ke dashboard admin.">
      <Typography variant="body2">
        Email saat ini: <strong>{user?.email ?? '…'}</strong>
      </Typography>
      {notice ? (
        <Alert severity="warning">{notice}</Alert>
      ) : pending ? (
        <Alert severity="info">
          Menunggu konfirmasi untuk {pending}. Tetap gunakan email lama untuk login sampai tautan di email baru diklik.
        </Alert>
      ) : null}
      <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 16 }}>
        <TextField
          label="Email Baru"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
          autoComplete="email"
        />
        <div>
          <SubmitButton busy={busy} label="Perbarui Email" />
        </div>
      </form>
    </Section>
  );
}
