import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Chip, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTimeId } from '../domain.ts';
import { enrollTotp, listTotpFactors, removeFactor, verifyTotp, type TotpEnrollment } from '../providers/account.ts';
import { ConfirmDialog } from '../lib/ConfirmDialog.tsx';
import { errorMessage } from '../lib/errors.ts';
import { Section } from '../lib/Section.tsx';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { copyText } from '../media/clipboard.ts';
import { groupSecret, qrImageSrc } from './model.ts';
import { useToast } from '../lib/toast.ts';

/** Two-factor sign-in with a TOTP authenticator app: enrol from a QR code, verify, remove. */
export function MfaCard() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const factors = useQuery({ queryKey: ['mfa-factors'], queryFn: listTotpFactors, retry: 1 });
  const verified = factors.data?.find((f) => f.status === 'verified');
  const [enrollment, setEnrollment] = useState<TotpEnrollment | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [copied, setCopied] = useState(false);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['mfa-factors'] });

  const start = async () => {
    setBusy(true);
    try {
      setEnrollment(await enrollTotp());
      setCode('');
    } catch (e) {
      toast.failure('Gagal mengaktifkan autentikator', e);
    } finally {
      setBusy(false);
    }
  };

  const verify = async (e: FormEvent) => {
    e.preventDefault();
    if (!enrollment) return;
    setBusy(true);
    try {
      await verifyTotp(enrollment.factorId, code);
      setEnrollment(null);
      setCode('');
      toast.success(
        'Autentikator Terverifikasi',
        'Verifikasi dua langkah aktif. Login berikutnya akan meminta kode dari aplikasi autentikator.',
      );
      await refresh();
    } catch (e2) {
      toast.failure('Verifikasi Gagal', e2);
    } finally {
      setBusy(false);
    }
  };

  const cancel = async () => {
    const pending = enrollment;
    setEnrollment(null);
    if (pending) await removeFactor(pending.factorId).catch(() => undefined);
    await refresh();
  };

  const remove = async () => {
    if (!verified) return;
    setBusy(true);
    try {
      await removeFactor(verified.id);
      setConfirmRemove(false);
      toast.success('Autentikator Dihapus', 'Verifikasi dua langkah telah dinonaktifkan.');
      await refresh();
    } catch (e) {
      toast.failure('Gagal menghapus autentikator', e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section
      title="Verifikasi Dua Langkah"
      description="Lindungi akun dengan kode dari aplikasi autentikator (Google Authenticator, Authy, dan sejenisnya)."
    >
      {factors.error ? (
        <Alert severity="error">Gagal memuat status autentikator: {errorMessage(factors.error)}</Alert>
      ) : null}
      {verified ? (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Chip label="Aktif" color="success" size="small" />
            <Typography variant="body2">
              {verified.friendly_name || 'Autentikator'} · sejak {formatDateTimeId(verified.created_at)}
            </Typography>
          </Box>
          <Box>
            <Button color="error" variant="outlined" onClick={() => setConfirmRemove(true)} disabled={busy}>
              Nonaktifkan Autentikator
            </Button>
          </Box>
        </>
      ) : enrollment ? (
        <Box component="form" onSubmit={verify} sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="body2">1. Pindai kode QR ini dengan aplikasi autentikator.</Typography>
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
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } }}
            sx={{ maxWidth: 240 }}
          />
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button type="submit" variant="contained" disabled={busy || code.length !== 6}>
              {busy ? 'Memproses...' : 'Verifikasi'}
            </Button>
            <Button onClick={cancel} disabled={busy}>
              Batal
            </Button>
          </Box>
        </Box>
      ) : (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Chip label="Belum aktif" size="small" />
            <Typography variant="body2" color="text.secondary">
              Login hanya memakai email dan password.
            </Typography>
          </Box>
          <Box>
            <Button variant="contained" onClick={start} disabled={busy || factors.isPending}>
              {busy ? 'Memproses...' : 'Aktifkan Autentikator'}
            </Button>
          </Box>
        </>
      )}
      <ConfirmDialog
        open={confirmRemove}
        title="Nonaktifkan verifikasi dua langkah?"
        message="Login berikutnya hanya memerlukan email dan password."
        confirmLabel="Nonaktifkan"
        busy={busy}
        onConfirm={remove}
        onCancel={() => setConfirmRemove(false)}
      />
    </Section>
  );
}
