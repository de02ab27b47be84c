import { useState, type FormEvent } from 'react';
import { Alert, Button, TextField, Typography } from '@mui/material';
import type { AuthUser as User } from '../providers/auth-hooks.ts';
import { requestEmailChange } from '../providers/account.ts';
import { errorMessage } from '../lib/errors.ts';
import { Section } from '../lib/Section.tsx';
import { useToast } from '../lib/toast.ts';
import { emailChangeError, emailChangeNotice } from './model.ts';

export function EmailCard({ user, onChanged }: { user: User | undefined; onChanged(): void }) {
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const pending = (user as (User & { new_email?: string }) | undefined)?.new_email;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = emailChangeError(email, user?.email);
    if (problem) {
      toast.error('Gagal memperbarui email', problem);
      return;
    }
    setBusy(true);
    try {
      await requestEmailChange(email);
      const text = emailChangeNotice(email.trim(), user?.email ?? '');
      setNotice(text);
      toast.info('Konfirmasi Email Dikirim', text);
      setEmail('');
      onChanged();
    } catch (error) {
      toast.error('Gagal memperbarui email', errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

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
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Memproses...' : 'Perbarui Email'}
          </Button>
        </div>
      </form>
    </Section>
  );
}
