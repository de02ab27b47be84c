import { useEffect, useState } from 'react';
import { MESSAGES, MIN_PASSWORD_LENGTH } from '../domain.ts';
import { errorMessage } from '../lib/errors.ts';
import { WRONG_CURRENT_PASSWORD, changePassword } from '../providers/account.ts';
import { PasswordField } from '../lib/PasswordField.tsx';
import { Section } from '../lib/Section.tsx';
import { SubmitButton } from '../lib/SubmitButton.tsx';
import { useToast } from '../lib/toast.ts';
import { useValidatedSubmit } from '../lib/useValidatedSubmit.ts';
import { passwordChangeError } from './model.ts';

export function PasswordCard({
  email,
  onDirtyChange,
}: {
  email: string | undefined;
  /** Typed but not saved yet: the profile screen warns before leaving (one guard for the page). */
  onDirtyChange?(dirty: boolean): void;
}) {
  const toast = useToast();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  // Each problem is also shown beside the field it is about; typing in that field clears it.
  const [fieldErrors, setFieldErrors] = useState<{ current?: string; next?: string; confirm?: string }>({});
  const besideField = (key: 'current' | 'next' | 'confirm') =>
    fieldErrors[key] ? { error: true, helperText: fieldErrors[key] } : {};
  const clear = (key: 'current' | 'next' | 'confirm') =>
    setFieldErrors((f) => (f[key] ? { ...f, [key]: undefined } : f));

  const dirty = current !== '' || next !== '' || confirm !== '';
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const { busy, submit } = useValidatedSubmit({
    failureTitle: 'Gagal memperbarui password',
    validate: () => {
      const problem = passwordChangeError(next, confirm);
      setFieldErrors(problem ? { [problem === MESSAGES.passwordMismatch ? 'confirm' : 'next']: problem } : {});
      return problem;
    },
    run: async () => {
      try {
        await changePassword({ email: email ?? '', currentPassword: current || undefined, newPassword: next });
      } catch (error) {
        const message = errorMessage(error);
        setFieldErrors(message === WRONG_CURRENT_PASSWORD ? { current: message } : { next: message });
        throw error;
      }
      toast.success('Password Diperbarui', 'Password berhasil diperbarui. Sesi lain telah dikeluarkan.');
      setCurrent('');
      setNext('');
      setConfirm('');
    },
  });

  return (
    <Section
      title="Ubah Password"
      description={`Minimal ${MIN_PASSWORD_LENGTH} karakter. Password saat ini boleh dikosongkan jika akun dipulihkan lewat email.`}
    >
      <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 16 }}>
        <PasswordField
          label="Password Saat Ini (opsional)"
          value={current}
          onChange={(e) => {
            setCurrent(e.target.value);
            clear('current');
          }}
          {...besideField('current')}
          autoComplete="current-password"
          fullWidth
          size="small"
        />
        <PasswordField
          label="Password Baru"
          value={next}
          onChange={(e) => {
            setNext(e.target.value);
            clear('next');
          }}
          {...besideField('next')}
          autoComplete="new-password"
          required
          fullWidth
          size="small"
        />
        <PasswordField
          label="Konfirmasi Password Baru"
          value={confirm}
          onChange={(e) => {
            setConfirm(e.target.value);
            clear('confirm');
          }}
          {...besideField('confirm')}
          autoComplete="new-password"
          required
          fullWidth
          size="small"
        />
        <div>
          <SubmitButton busy={busy} label="Perbarui Password" />
        </div>
      </form>
    </Section>
  );
}
