import { useState, type FormEvent } from 'react';
import { Button } from '@mui/material';
import { changePassword } from '../providers/account.ts';
import { errorMessage } from '../lib/errors.ts';
import { PasswordField } from '../lib/PasswordField.tsx';
import { Section } from '../lib/Section.tsx';
import { useToast } from '../lib/toast.ts';
import { passwordChangeError } from './model.ts';

export function PasswordCard({ email }: { email: string | undefined }) {
  const toast = useToast();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = passwordChangeError(next, confirm);
    if (problem) {
      toast.error('Gagal memperbarui password', problem);
      return;
    }
    setBusy(true);
    try {
      await changePassword({ email: email ?? '', currentPassword: current || undefined, newPassword: next });
      toast.success('Password Diperbarui', 'Password berhasil diperbarui. Sesi lain telah dikeluarkan.');
      setCurrent('');
      setNext('');
      setConfirm('');
    } catch (error) {
      toast.error('Gagal memperbarui password', errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section
      title="Ubah Password"
      description="Minimal 6 karakter. Password saat ini boleh dikosongkan jika akun dipulihkan lewat email."
    >
      <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 16 }}>
        <PasswordField
          label="Password Saat Ini (opsional)"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          autoComplete="current-password"
          fullWidth
          size="small"
        />
        <PasswordField
          label="Password Baru"
          value={next}
          onChange={(e) => setNext(e.target.value)}
          autoComplete="new-password"
          required
          fullWidth
          size="small"
        />
        <PasswordField
          label="Konfirmasi Password Baru"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          autoComplete="new-password"
          required
          fullWidth
          size="small"
        />
        <div>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Memproses...' : 'Perbarui Password'}
          </Button>
        </div>
      </form>
    </Section>
  );
}
