import { useState } from 'react';
import { Alert, Link as MuiLink, Typography } from '@mui/material';
import { useAuthProvider } from 'react-admin';
import { useSetPassword, useSupabaseAccessToken } from '../providers/auth-hooks.ts';
import { Link, useNavigate } from 'react-router';
import { MESSAGES, passwordError } from '../domain.ts';
import { useToast } from '../lib/toast.ts';
import { PasswordField } from '../lib/PasswordField.tsx';
import { useValidatedSubmit } from '../lib/useValidatedSubmit.ts';
import { AuthCard } from './AuthCard.tsx';
import { AuthForm } from './AuthForm.tsx';

/** Landing page of the recovery link: tokens arrive in the URL hash. */
export default function SetPasswordPage() {
  const accessToken = useSupabaseAccessToken({ redirectTo: false });
  const refreshToken = useSupabaseAccessToken({ parameterName: 'refresh_token', redirectTo: false });
  const authProvider = useAuthProvider();
  const navigate = useNavigate();
  const toast = useToast();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  // The problem is also shown beside the field it is about, until that field is typed in.
  const [fieldError, setFieldError] = useState<{ field: 'password' | 'confirm'; message: string } | null>(null);
  const besideField = (field: 'password' | 'confirm') =>
    fieldError?.field === field ? { error: true, helperText: fieldError.message } : {};
  const [, { mutateAsync }] = useSetPassword({ onSuccess: () => undefined, onError: () => undefined });
  const { busy, submit } = useValidatedSubmit({
    failureTitle: 'Gagal memperbarui password',
    validate: () => {
      const problem = passwordError(password, confirm);
      setFieldError(
        problem ? { field: problem === MESSAGES.passwordMismatch ? 'confirm' : 'password', message: problem } : null,
      );
      return problem;
    },
    run: async () => {
      await mutateAsync({ access_token: accessToken!, refresh_token: refreshToken!, password });
      // The recovery session is not an admin sign-in: sign in again with the new password.
      await authProvider?.logout({}).catch(() => undefined);
      toast.success('Password Diperbarui', 'Silakan login dengan password baru Anda.');
      navigate('/login', { replace: true });
    },
  });

  if (!accessToken || !refreshToken) {
    return (
      <AuthCard title="Atur Ulang Password">
        <Alert severity="error" sx={{ mb: 2 }}>
          Tautan tidak valid atau sudah kedaluwarsa. Minta tautan baru dari halaman lupa password.
        </Alert>
        <Typography sx={{ textAlign: 'center' }}>
          <MuiLink component={Link} to="/forgot-password">
            Minta tautan baru
          </MuiLink>
        </Typography>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Atur Ulang Password" subtitle="Buat password baru untuk akun admin Anda.">
      <AuthForm onSubmit={submit} busy={busy} submitLabel="Simpan Password">
        <PasswordField
          label="Password Baru"
          name="password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            if (fieldError?.field === 'password') setFieldError(null);
          }}
          {...besideField('password')}
          required
          autoComplete="new-password"
          size="medium"
          fullWidth
        />
        <PasswordField
          label="Konfirmasi Password Baru"
          name="confirm"
          value={confirm}
          onChange={(e) => {
            setConfirm(e.target.value);
            if (fieldError?.field === 'confirm') setFieldError(null);
          }}
          {...besideField('confirm')}
          required
          autoComplete="new-password"
          size="medium"
          fullWidth
        />
      </AuthForm>
    </AuthCard>
  );
}
