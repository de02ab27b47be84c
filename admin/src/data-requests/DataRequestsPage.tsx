import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDateTimeId, formatWhatsapp } from '../domain.ts';
import { ConfirmDialog } from '../lib/ConfirmDialog.tsx';
import { errorMessage } from '../lib/errors.ts';
import { LoadErrorAlert } from '../lib/LoadErrorAlert.tsx';
import { PageHeader } from '../lib/PageHeader.tsx';
import { useToast } from '../lib/toast.ts';
import { erasePersonalData, fetchDataRequestLog, fetchPersonalData } from '../providers/data-requests.ts';
import { INQUIRY_STATUS_LABELS, type InquiryStatus } from '../inquiries/model.ts';
import { REQUEST_KIND_LABELS, exportFileName, foundSummary, type PersonalData } from './model.ts';

const LOG_QUERY = ['data_requests'] as const;

/**
 * "Permintaan Data" (UU PDP): the administrator finds everything stored for a WhatsApp number, hands the person a
 * copy (JSON) or erases it. Every request is logged here, the number masked.
 */
export default function DataRequestsPage() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [number, setNumber] = useState('');
  const [numberError, setNumberError] = useState('');
  const [found, setFound] = useState<PersonalData | null>(null);
  const [busy, setBusy] = useState<'' | 'find' | 'export' | 'erase'>('');
  const [confirming, setConfirming] = useState(false);
  const requestLog = useQuery({ queryKey: LOG_QUERY, queryFn: fetchDataRequestLog, retry: 1 });
  const logged = () => void queryClient.invalidateQueries({ queryKey: LOG_QUERY });

  const run = async <T,>(kind: 'find' | 'export' | 'erase', work: () => Promise<T>): Promise<T | null> => {
    setBusy(kind);
    try {
      return await work();
    } catch (e) {
      const field = (e as { field?: string }).field;
      if (field === 'whatsapp') setNumberError(errorMessage(e));
      else toast.failure('Permintaan data gagal', e);
      return null;
    } finally {
      setBusy('');
      logged();
    }
  };

  const find = async () => {
    const data = await run('find', () => fetchPersonalData(number, 'find'));
    if (data) setFound(data);
  };
  const exportCopy = async () => {
    const data = await run('export', () => fetchPersonalData(number, 'export'));
    if (!data) return;
    const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = exportFileName(data);
    a.click();
    URL.revokeObjectURL(a.href);
    toast.success('Salinan diunduh', 'Kirimkan berkas ini kepada pemilik data.');
  };
  const erase = async () => {
    const n = await run('erase', () => erasePersonalData(number));
    setConfirming(false);
    if (n === null) return;
    toast.success('Data dihapus', `${n} prospek dari nomor ini telah dihapus permanen`);
    setFound(null);
    void queryClient.invalidateQueries({ queryKey: ['inquiry_overview'] });
    void queryClient.invalidateQueries({ queryKey: ['inquiries'] });
  };

  return (
    <Box>
      <PageHeader
        title="Permintaan Data Pribadi"
        description="Hak pemilik data (UU PDP): cari semua data yang tersimpan untuk satu nomor WhatsApp, berikan salinannya, atau hapus. Setiap permintaan dicatat."
      />
      <Card sx={{ mb: 3 }}>
        <CardContent sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
          <Box
            component="form"
            onSubmit={(e) => {
              e.preventDefault();
              void find();
            }}
            sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
          >
            <TextField
              label="Nomor WhatsApp pemilik data"
              type="tel"
              value={number}
              onChange={(e) => {
                setNumber(e.target.value);
                setNumberError('');
                setFound(null);
              }}
              error={!!numberError}
              helperText={numberError || 'Contoh: 0812-3456-7890 atau +852 9123 4567'}
              sx={{ flex: '1 1 260px' }}
            />
            <Button type="submit" variant="contained" disabled={!number.trim() || !!busy} sx={{ mt: 1 }}>
              {busy === 'find' ? 'Mencari…' : 'Cari data'}
            </Button>
          </Box>
          {found && (
            <Box data-testid="personal-data">
              <Typography sx={{ fontWeight: 600 }}>
                {formatWhatsapp(found.whatsapp)} · {foundSummary(found)}
              </Typography>
              <List dense>
                {found.inquiries.map((i) => (
                  <ListItem key={i.id} disableGutters>
                    <ListItemText
                      primary={
                        <>
                          <Link to={`/inquiries/edit/${i.id}`}>{i.name}</Link> · {i.package_title ?? 'Tanpa paket'} ·{' '}
                          {INQUIRY_STATUS_LABELS[i.status as InquiryStatus] ?? i.status}
                        </>
                      }
                      secondary={`${formatDateTimeId(i.created_at)} WIB · ${i.timeline.length} catatan riwayat`}
                    />
                  </ListItem>
                ))}
                {found.partners.map((p) => (
                  <ListItem key={p.code} disableGutters>
                    <ListItemText
                      primary={`Mitra: ${p.name} (${p.code})`}
                      secondary="Data mitra diubah atau dinonaktifkan di menu Mitra"
                    />
                  </ListItem>
                ))}
              </List>
              <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
                <Button variant="outlined" onClick={() => void exportCopy()} disabled={!!busy}>
                  {busy === 'export' ? 'Menyiapkan…' : 'Unduh salinan (JSON)'}
                </Button>
                <Button
                  color="error"
                  variant="outlined"
                  onClick={() => setConfirming(true)}
                  disabled={!!busy || found.inquiries.length === 0}
                >
                  Hapus semua prospek nomor ini
                </Button>
              </Stack>
            </Box>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h2" sx={{ mb: 1 }}>
            Catatan permintaan
          </Typography>
          {requestLog.error ? (
            <LoadErrorAlert onRetry={requestLog.refetch} mb={0}>
              Gagal memuat catatan: {errorMessage(requestLog.error)}
            </LoadErrorAlert>
          ) : requestLog.data?.length === 0 ? (
            <Typography color="text.secondary">Belum ada permintaan.</Typography>
          ) : (
            <List dense data-testid="data-request-log">
              {(requestLog.data ?? []).map((r) => (
                <ListItem key={r.id} disableGutters>
                  <ListItemText
                    primary={`${REQUEST_KIND_LABELS[r.kind]} · ${r.masked_whatsapp} · ${r.inquiries} prospek`}
                    secondary={`${formatDateTimeId(r.created_at)} WIB${r.actor ? ` · ${r.actor}` : ''}`}
                  />
                </ListItem>
              ))}
            </List>
          )}
          <Alert severity="info" sx={{ mt: 2 }}>
            Nomor dicatat tersamar. Prospek juga dihapus otomatis 12 bulan setelah dikirim.
          </Alert>
        </CardContent>
      </Card>
      <ConfirmDialog
        open={confirming}
        title="Hapus semua data nomor ini?"
        message={`${found?.inquiries.length ?? 0} prospek dari nomor ini, dengan riwayat dan notifikasinya, dihapus permanen. Tindakan ini tidak dapat dibatalkan.`}
        busy={busy === 'erase'}
        onConfirm={() => void erase()}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
