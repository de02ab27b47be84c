import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTimeId } from '../domain.ts';
import { CopyButton } from '../lib/CopyButton.tsx';
import { errorMessage } from '../lib/errors.ts';
import { LoadErrorAlert } from '../lib/LoadErrorAlert.tsx';
import { useToast } from '../lib/toast.ts';
import { fetchAlertSettings, fetchAlerts, retryAlert, saveAlertSettings, sendTestAlert } from '../providers/alerts.ts';
import {
  ALERT_STATUS_LABELS,
  alertOutcome,
  alertSubject,
  settingsToSave,
  type AlertField,
  type AlertSettings,
} from './model.ts';

const EMPTY: Record<AlertField, string> = { telegram_bot_token: '', telegram_chat_id: '', webhook_url: '' };
export const ALERTS_QUERY = ['inquiry_alerts'] as const;
const SETTINGS_QUERY = ['inquiry_alert_settings'] as const;

/**
 * "Notifikasi Prospek": where each new inquiry is announced (a Telegram bot, a webhook), a test, and the last
 * alerts with their outcome. The bot token, chat id and webhook URL go to Vault through the database and are
 * never shown again: an empty box keeps what is stored.
 */
export function InquiryAlertsCard() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<AlertField, string>>>({});
  const settings = useQuery({ queryKey: SETTINGS_QUERY, queryFn: fetchAlertSettings, retry: 1 });
  // While an alert is on its way the list follows it, so "Terkirim" or "Gagal" shows without a reload.
  const alerts = useQuery({
    queryKey: ALERTS_QUERY,
    queryFn: () => fetchAlerts(10),
    retry: 1,
    refetchInterval: (q) =>
      q.state.data?.some((a) => a.status === 'pending' || a.status === 'sending') ? 2000 : false,
  });
  // The dashboard's warning links here.
  useEffect(() => {
    if (window.location.hash === '#notifikasi') document.getElementById('notifikasi')?.scrollIntoView();
  }, []);
  const refreshAlerts = () => queryClient.invalidateQueries({ queryKey: ALERTS_QUERY });

  const save = useMutation({
    mutationFn: (values: Parameters<typeof saveAlertSettings>[0]) => saveAlertSettings(values),
    onSuccess: (data: AlertSettings, values) => {
      queryClient.setQueryData(SETTINGS_QUERY, data);
      setForm(EMPTY);
      setFieldErrors({});
      const removed = Object.values(values).some((v) => v === '');
      toast.success(
        removed ? 'Tujuan notifikasi dihapus' : 'Notifikasi disimpan',
        'Prospek baru dikirim ke tujuan ini.',
      );
    },
    onError: (e: Error & { field?: AlertField }) => {
      // A refused value is said beside its box; the rest (session ended, offline) in a toast.
      if (e.field) setFieldErrors({ [e.field]: errorMessage(e) });
      else toast.failure('Gagal menyimpan notifikasi', e);
    },
  });
  const test = useMutation({
    mutationFn: sendTestAlert,
    onSuccess: () => {
      toast.info('Tes dikirim', 'Lihat hasilnya di daftar di bawah.');
      void refreshAlerts();
    },
    onError: (e) => toast.failure('Gagal mengirim tes', e),
  });
  const retry = useMutation({
    mutationFn: retryAlert,
    onSuccess: () => void refreshAlerts(),
    onError: (e) => toast.failure('Gagal mengirim ulang', e),
  });

  const s = settings.data;
  const input = (name: AlertField, label: string, helper: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      value={form[name]}
      onChange={(e) => {
        setForm((f) => ({ ...f, [name]: e.target.value }));
        setFieldErrors((f) => ({ ...f, [name]: undefined }));
      }}
      error={!!fieldErrors[name]}
      helperText={fieldErrors[name] ?? helper}
      autoComplete="off"
      inputProps={{ 'data-testid': `alert-${name}` }}
    />
  );
  const remove = (fields: AlertField[]) =>
    save.mutate({
      telegram_bot_token: fields.includes('telegram_bot_token') ? '' : null,
      telegram_chat_id: fields.includes('telegram_chat_id') ? '' : null,
      webhook_url: fields.includes('webhook_url') ? '' : null,
    });

  return (
    <Card
      component="section"
      aria-labelledby="alerts-title"
      id="notifikasi"
      sx={{ mt: 3 }}
      data-testid="inquiry-alerts"
    >
      <CardContent sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}>
        <Box>
          <Typography id="alerts-title" variant="h2" sx={{ mb: 0.5 }}>
            Notifikasi Prospek
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Setiap prospek baru langsung dikirim ke bot Telegram dan/atau webhook Anda (nama, nomor WhatsApp yang bisa
            langsung diketuk, paket, tanggal, dan sumbernya). Token dan alamat disimpan terenkripsi dan tidak
            ditampilkan lagi; kosongkan kotak untuk mempertahankan yang tersimpan.
          </Typography>
        </Box>
        {settings.error ? (
          <LoadErrorAlert onRetry={settings.refetch} mb={0}>
            Gagal memuat pengaturan notifikasi: {errorMessage(settings.error)}
          </LoadErrorAlert>
        ) : null}
        {s && (
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" data-testid="alert-destinations">
            <Chip
              color={s.telegram ? 'success' : 'default'}
              label={s.telegram ? `Telegram aktif (chat ${s.telegram_chat_hint})` : 'Telegram belum diatur'}
              onDelete={s.telegram ? () => remove(['telegram_bot_token', 'telegram_chat_id']) : undefined}
            />
            <Chip
              color={s.webhook ? 'success' : 'default'}
              label={s.webhook ? `Webhook aktif (${s.webhook_host})` : 'Webhook belum diatur'}
              onDelete={s.webhook ? () => remove(['webhook_url']) : undefined}
            />
          </Stack>
        )}
        {s?.webhook && s.webhook_secret && (
          <Box data-testid="webhook-secret">
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
              <TextField
                label="Kunci tanda tangan webhook"
                value={s.webhook_secret}
                size="small"
                fullWidth
                slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
              />
              <Box sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
                <CopyButton text={s.webhook_secret} label="Salin kunci" what="kunci" />
              </Box>
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              Setiap kiriman webhook ditandatangani menurut Standard Webhooks (header webhook-id, webhook-timestamp,
              webhook-signature). Berikan kunci ini kepada penerima agar hanya kiriman dari situs Anda yang diterima.
              Kunci baru dibuat bila webhook dihapus lalu diatur lagi.
            </Typography>
          </Box>
        )}
        {s && !s.function && (
          <Alert severity="warning">
            Database belum tahu alamat fungsi notify-inquiry, jadi notifikasi menunggu. Lihat docs/deploy.md
            (notify_inquiry_url).
          </Alert>
        )}
        <Box
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(settingsToSave(form));
          }}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
        >
          {input('telegram_bot_token', 'Token bot Telegram', 'Dari @BotFather, contoh 123456789:AAE…', 'password')}
          {input('telegram_chat_id', 'Chat ID Telegram', 'Contoh 123456789 (pribadi) atau -100… (grup)')}
          <Box sx={{ gridColumn: { md: '1 / -1' } }}>
            {input(
              'webhook_url',
              'URL webhook (opsional)',
              'Menerima JSON setiap ada prospek baru; harus https://',
              'url',
            )}
          </Box>
          <Stack direction="row" spacing={1} sx={{ gridColumn: { md: '1 / -1' } }}>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {save.isPending ? 'Menyimpan…' : 'Simpan notifikasi'}
            </Button>
            <Button variant="outlined" onClick={() => test.mutate()} disabled={test.isPending}>
              Kirim tes
            </Button>
          </Stack>
        </Box>
        <Box>
          <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
            Notifikasi terakhir
          </Typography>
          {alerts.error ? (
            <LoadErrorAlert onRetry={alerts.refetch} mb={0}>
              Gagal memuat notifikasi: {errorMessage(alerts.error)}
            </LoadErrorAlert>
          ) : alerts.data?.length === 0 ? (
            <Typography color="text.secondary">Belum ada notifikasi.</Typography>
          ) : (
            <List dense data-testid="alert-list">
              {(alerts.data ?? []).map((a) => (
                <ListItem
                  key={a.id}
                  disableGutters
                  data-testid="alert-row"
                  data-status={a.status}
                  secondaryAction={
                    a.status === 'failed' || a.status === 'no_channel' ? (
                      <Button size="small" onClick={() => retry.mutate(a.id)} disabled={retry.isPending}>
                        Kirim ulang
                      </Button>
                    ) : undefined
                  }
                >
                  <ListItemText
                    primary={
                      <>
                        <Chip
                          size="small"
                          sx={{ mr: 1 }}
                          color={a.status === 'sent' ? 'success' : a.status === 'failed' ? 'error' : 'default'}
                          label={ALERT_STATUS_LABELS[a.status]}
                        />
                        {alertSubject(a)} · {formatDateTimeId(a.created_at)}
                      </>
                    }
                    secondary={alertOutcome(a)}
                    sx={{ pr: 12 }}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
