import { useState, type FormEvent } from 'react';
import { Alert, Button, TextField } from '@mui/material';
import { useLogin } from 'react-admin';
import { useToast } from '../lib/toast.ts';
import { errorMessage } from '../lib/errors.ts';
import { PasswordField } from '../lib/PasswordField.tsx';
import { AuthCard } from './AuthCard.tsx';
import { AuthForm, AuthLink } from './AuthForm.tsx';
import { loginFailureMessage } from './messages.ts';
import { sessionNotice } from '../providers/session.ts';

/** /admin/login: e-mail and password, then the authenticator code when the account has one. */
export default function LoginPage() {
  const login = useLogin();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [busy, setBusy] = useState(false);
  // Why the admin landed here (ended session); cleared by the next successful sign-in.
  const [notice] = useState(sessionNotice);

  const succeed = () => toast.success('Login Berhasil', 'Selamat datang di Dashboard Admin');

  const submitPassword = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      await login({ email, password });
      succeed();
    } catch (error) {
      if ((error as { code?: string })?.code === 'mfa_required') {
        setStep('code');
      } else {
        toast.error('Login Gagal', loginFailureMessage(error));
      }
    } finally {
      setBusy(false);
    }
  };

  const submitCode = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      await login({ code });
      succeed();
    } catch (error) {
      toast.failure('Login Gagal', error);
      setCodeError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  if (step === 'code') {
    return (
      <AuthCard title="Verifikasi Dua Langkah" subtitle="Masukkan kode 6 digit dari aplikasi autentikator Anda.">
        <AuthForm
          onSubmit={submitCode}
          busy={busy}
          submitLabel="Verifikasi"
          footer={
            <Button
              variant="text"
              onClick={() => {
                setStep('password');
                setCode('');
              }}
            >
              Kembali
            </Button>
          }
        >
          <TextField
            label="Kode Autentikator"
            name="code"
            value={code}
            onChange={(e) => {
              setCode(e.target.value.replace(/\D/g, '').slice(0, 6));
              setCodeError(null);
            }}
            error={!!codeError}
            helperText={codeError ?? 'Kode dari autentikator mana pun yang terdaftar (utama atau cadangan)'}
            required
            autoFocus
            size="medium"
            slotProps={{
              htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', pattern: '[0-9]{6}', maxLength: 6 },
            }}
          />
        </AuthForm>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Login Admin" subtitle="Masuk ke dashboard admin Baitullah Tour & Travel">
      <AuthForm
        onSubmit={submitPassword}
        busy={busy}
        submitLabel="Masuk"
        footer={<AuthLink to="/forgot-password">Lupa password?</AuthLink>}
      >
        {notice ? (
          <Alert severity="warning" data-testid="session-notice">
            {notice}
          </Alert>
        ) : null}
        <TextField
          label="Email"
          name="email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
          autoFocus
          autoComplete="username"
          placeholder="admin@contoh.com"
          size="medium"
        />
        <PasswordField
          label="Password"
          name="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
          autoComplete="current-password"
          size="medium"
          fullWidth
        />
      </AuthForm>
    </AuthCard>
  );
}
