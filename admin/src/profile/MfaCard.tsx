import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Chip, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Factor } from '@supabase/supabase-js';
import { formatDateTimeId } from '../domain.ts';
import { enrollTotp, listTotpFactors, removeFactor, verifyTotp, type TotpEnrollment } from '../providers/account.ts';
import { ConfirmDialog } from '../lib/ConfirmDialog.tsx';
import { errorMessage, translateError } from '../lib/errors.ts';
import { Section } from '../lib/Section.tsx';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { copyText } from '../media/clipboard.ts';
import { FACTOR_NAME_MAX, defaultFactorName, factorNameError, groupSecret, qrImageSrc } from './model.ts';
import { useToast } from '../lib/toast.ts';

const BACKUP_ADVICE =
  'Daftarkan autentikator kedua sebagai cadangan (misalnya di ponsel lain atau aplikasi lain). Tidak ada kode ' +
  'pemulihan: jika satu-satunya autentikator hilang, akun tidak bisa dibuka tanpa bantuan teknis.';

/**
 * Two-factor sign-in with TOTP authenticator apps: each enrolled under a name
 * the owner chooses, verified from a QR code, listed, and removable. A second
 * one is urged as the backup, since no recovery codes exist.
 */
export function MfaCard() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const factors = useQuery({ queryKey: ['mfa-factors'], queryFn: listTotpFactors, retry: 1 });
  const verified = (factors.data ?? []).filter((f) => f.status === 'verified');
  const takenNames = verified.map((f) => f.friendly_name ?? '');
  const [enrollment, setEnrollment] = useState<(TotpEnrollment & { name: string }) | null>(null);
  const [name, setName] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [toRemove, setToRemove] = useState<Factor | null>(null);
  const [copied, setCopied] = useState(false);

  const shownName = name ?? defaultFactorName(takenNames);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['mfa-factors'] });

  const start = async (e: FormEvent) => {
    e.preventDefault();
    const problem = factorNameError(shownName, takenNames);
    setNameError(problem);
    if (problem) return;
    setBusy(true);
    try {
      setEnrollment({ ...(await enrollTotp(shownName)), name: shownName.trim() });
      setCode('');
      setCodeError(null);
    } catch (err) {
      if ((err as { code?: string }).code === 'mfa_factor_name_conflict') {
        setNameError('Nama ini sudah dipakai autentikator lain');
      } else {
        toast.failure('Gagal mengaktifkan autentikator', err);
      }
    } finally {
      setBusy(false);
    }
  };

  const verify = async (e: FormEvent) => {
    e.preventDefault();
    if (!enrollment) return;
    if (code.length !== 6) {
      setCodeError('Masukkan 6 digit kode dari aplikasi autentikator');
      return;
    }
    setBusy(true);
    try {
      await verifyTotp(enrollment.factorId, code);
      const first = verified.length === 0;
      setEnrollment(null);
      setName(null);
      setCode('');
      setCodeError(null);
      toast.success(
        'Autentikator Terverifikasi',
        first
          ? 'Verifikasi dua langkah aktif. Daftarkan autentikator kedua sebagai cadangan.'
          : `${enrollment.name} terdaftar sebagai autentikator cadangan.`,
      );
      await refresh();
    } catch (e2) {
      setCodeError(translateError(e2).message);
    } finally {
      setBusy(false);
    }
  };

  const cancel = async () => {
    const pending = enrollment;
    setEnrollment(null);
    setCodeError(null);
    if (pending) await removeFactor(pending.factorId).catch(() => undefined);
    await refresh();
  };

  const remove = async () => {
    if (!toRemove) return;
    const last = verified.length === 1;
    setBusy(true);
    try {
      await removeFactor(toRemove.id);
      setToRemove(null);
      toast.success(
        'Autentikator Dihapus',
        last ? 'Verifikasi dua langkah telah dinonaktifkan.' : `${toRemove.friendly_name || 'Autentikator'} dihapus.`,
      );
      await refresh();
    } catch (e) {
      toast.failure('Gagal menghapus autentikator', e);
    } finally {
      setBusy(false);
    }
  };

  const nameForm = (
    <Box component="form" onSubmit={start} noValidate sx={{ display: 'grid', gap: 2 }}>
      <TextField
        label="Nama Autentikator"
        value={shownName}
        onChange={(e) => {
          setName(e.target.value);
          if (nameError) setNameError(factorNameError(e.target.value, takenNames));
        }}
        error={!!nameError}
        helperText={nameError ?? 'Untuk membedakan autentikator, misalnya "Ponsel utama" atau "Tablet kantor"'}
        slotProps={{ htmlInput: { maxLength: FACTOR_NAME_MAX + 1 } }}
        sx={{ maxWidth: 360 }}
        size="small"
      />
      <Box>
        <Button type="submit" variant="contained" disabled={busy || factors.isPending}>
          {busy ? 'Memproses...' : verified.length === 0 ? 'Aktifkan Autentikator' : 'Tambah Autentikator Cadangan'}
        </Button>
      </Box>
    </Box>
  );

  return (
    <Section
      title="Verifikasi Dua Langkah"
      description="Lindungi akun dengan kode dari aplikasi autentikator (Google Authenticator, Authy, dan sejenisnya)."
    >
      {factors.error ? (
        <Alert severity="error">Gagal memuat status autentikator: {errorMessage(factors.error)}</Alert>
      ) : null}
      {verified.length > 0 ? (
        <Box
          component="ul"
          aria-label="Autentikator terdaftar"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
        >
          {verified.map((f) => (
            <Box component="li" key={f.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Chip label="Aktif" color="success" size="small" />
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                <strong>{f.friendly_name || 'Autentikator'}</strong> · sejak {formatDateTimeId(f.created_at)}
              </Typography>
              <Button
                color="error"
                size="small"
                variant="outlined"
                onClick={() => setToRemove(f)}
                disabled={busy}
                aria-label={`Hapus ${f.friendly_name || 'Autentikator'}`}
              >
                Hapus
              </Button>
            </Box>
          ))}
        </Box>
      ) : null}
      {verified.length === 1 && !enrollment ? <Alert severity="warning">{BACKUP_ADVICE}</Alert> : null}
      {enrollment ? (
        <Box component="form" onSubmit={verify} noValidate sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="body2">
            1. Pindai kode QR ini dengan aplikasi autentikator untuk <strong>{enrollment.name}</strong>.
          </Typography>
          <Box
            component="img"
            src={qrImageSrc(enrollment.qrCode)}
            alt="Kode QR autentikator"
            width={184}
            height={184}
            sx={{ width: 184, height: 184, bgcolor: '#fff', p: 1, border: 1, borderColor: 'divider', borderRadius: 2 }}
          />
          <Box sx={{ display: 'grid', gap: 0.5 }}>
            <Typography variant="body2">Tidak bisa memindai? Masukkan kode rahasia ini:</Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Box
                component="code"
                data-testid="totp-secret"
                sx={{ fontWeight: 700, fontSize: '1rem', letterSpacing: '0.05em', wordBreak: 'break-word' }}
              >
                {groupSecret(enrollment.secret)}
              </Box>
              <Button
                size="small"
                variant="outlined"
                startIcon={<ContentCopy fontSize="small" />}
                onClick={async () => {
                  try {
                    await copyText(enrollment.secret);
                    setCopied(true);
                    window.setTimeout(() => setCopied(false), 2000);
                  } catch {
                    toast.error('Gagal menyalin kode rahasia');
                  }
                }}
              >
                {copied ? 'Tersalin' : 'Salin kode'}
              </Button>
            </Box>
          </Box>
          <Typography variant="body2">2. Masukkan kode 6 digit yang muncul di aplikasi.</Typography>
          <TextField
            label="Kode Verifikasi"
            value={code}
            onChange={(e) => {
              setCode(e.target.value.replace(/\D/g, '').slice(0, 6));
              setCodeError(null);
            }}
            error={!!codeError}
            helperText={codeError ?? ' '}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } }}
            sx={{ maxWidth: 320 }}
          />
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button type="submit" variant="contained" disabled={busy}>
              {busy ? 'Memproses...' : 'Verifikasi'}
            </Button>
            <Button onClick={cancel} disabled={busy}>
              Batal
            </Button>
          </Box>
        </Box>
      ) : verified.length === 0 ? (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Chip label="Belum aktif" size="small" />
            <Typography variant="body2" color="text.secondary">
              Login hanya memakai email dan password.
            </Typography>
          </Box>
          {nameForm}
        </>
      ) : (
        nameForm
      )}
      <ConfirmDialog
        open={toRemove !== null}
        title={verified.length === 1 ? 'Nonaktifkan verifikasi dua langkah?' : 'Hapus autentikator ini?'}
        message={
          verified.length === 1
            ? 'Login berikutnya hanya memerlukan email dan password.'
            : `${toRemove?.friendly_name || 'Autentikator'} tidak bisa dipakai lagi untuk login; autentikator lain tetap aktif.`
        }
        confirmLabel={verified.length === 1 ? 'Nonaktifkan' : 'Hapus'}
        busy={busy}
        onConfirm={remove}
        onCancel={() => setToRemove(null)}
      />
    </Section>
  );
}
