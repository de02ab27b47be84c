import { useState } from 'react';
import { Alert, TextField } from '@mui/material';
import { useResetPassword } from '../providers/auth-hooks.ts';
import { useToast } from '../lib/toast.ts';
import { useValidatedSubmit } from '../lib/useValidatedSubmit.ts';
import { AuthCard } from './AuthCard.tsx';
import { AuthForm, AuthLink } from './AuthForm.tsx';

/** Sends the recovery mail (locally it lands in the outbox: GET /_local/outbox). */
export default function ForgotPasswordPage() {
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [, { mutateAsync }] = useResetPassword({
    onSuccess: () => undefined,
    onError: () => undefined,
  });
  const { busy, submit } = useValidatedSubmit({
    failureTitle: 'Gagal mengirim email',
    run: async () => {
      await mutateAsync({ email });
      setSent(true);
      toast.success('Email Terkirim', 'Periksa kotak masuk Anda untuk tautan atur ulang password.');
    },
  });

  return (
    <AuthCard title="Lupa Password" subtitle="Masukkan email Anda untuk menerima tautan atur ulang password.">
      {sent ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          Jika email terdaftar, tautan untuk mengatur ulang password telah dikirim ke <strong>{email}</strong>. Tautan
          berlaku 1 jam.
        </Alert>
      ) : null}
      <AuthForm
        onSubmit={submit}
        busy={busy}
        submitLabel="Kirim Tautan Reset"
        footer={<AuthLink to="/login">Kembali ke halaman login</AuthLink>}
      >
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
      </AuthForm>
    </AuthCard>
  );
}
