import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Link as MuiLink, TextField, Typography } from '@mui/material';
import { useResetPassword } from '../providers/auth-hooks.ts';
import { Link } from 'react-router';
import { useToast } from '../lib/toast.ts';
import { errorMessage } from '../lib/errors.ts';
import { AuthCard } from './AuthCard.tsx';

/** Sends the recovery mail (locally it lands in the outbox: GET /_local/outbox). */
export default function ForgotPasswordPage() {
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [, { mutateAsync, isPending }] = useResetPassword({
    onSuccess: () => undefined,
    onError: () => undefined,
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await mutateAsync({ email });
      setSent(true);
      toast.success('Email Terkirim', 'Periksa kotak masuk Anda untuk tautan atur ulang password.');
    } catch (error) {
      toast.error('Gagal mengirim email', errorMessage(error));
    }
  };

  return (
    <AuthCard title="Lupa Password" subtitle="Masukkan email Anda untuk menerima tautan atur ulang password.">
      {sent ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          Jika email terdaftar, tautan untuk mengatur ulang password telah dikirim ke <strong>{email}</strong>. Tautan
          berlaku 1 jam.
        </Alert>
      ) : null}
      <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        <TextField
          label="Email"
          name="email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
          autoFocus
          autoComplete="email"
          size="medium"
        />
        <Button type="submit" variant="contained" size="large" disabled={isPending}>
          {isPending ? 'Memproses...' : 'Kirim Tautan Reset'}
        </Button>
        <Typography sx={{ textAlign: 'center', fontSize: '0.9rem' }}>
          <MuiLink component={Link} to="/login">
            Kembali ke halaman login
          </MuiLink>
        </Typography>
      </Box>
    </AuthCard>
  );
}
