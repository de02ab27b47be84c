import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { useDataProvider, useGetOne } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { INQUIRY_LIMITS, formatDateId, formatDateTimeId, lengthError } from '../domain.ts';
import { ConfirmDialog } from '../lib/ConfirmDialog.tsx';
import { errorMessage } from '../lib/errors.ts';
import { limitedField } from '../lib/form-errors.ts';
import { LoadErrorAlert } from '../lib/LoadErrorAlert.tsx';
import { PageHeader } from '../lib/PageHeader.tsx';
import { useToast } from '../lib/toast.ts';
import { UnsavedChangesGuard } from '../lib/UnsavedChangesGuard.tsx';
import { DateInput } from '../lib/DateInput.tsx';
import {
  inquiryCampaign,
  inquirySource,
  followUpError,
  nextContactError as nextContactErrorOf,
  INQUIRY_STATUSES,
  INQUIRY_STATUS_LABELS,
  LOST_REASONS,
  OPEN_STATUSES,
  formatWhatsapp,
  whatsappReplyLink,
  type InquiryOverview,
  type InquiryStatus,
  type LostReason,
} from './model.ts';
import { InquiryTimeline } from './InquiryTimeline.tsx';
import { SameNumberInquiries } from './SameNumberInquiries.tsx';

/**
 * One inquiry: what the visitor sent, its follow-up (status, a reason for "Tidak lanjut", the next-contact day),
 * the administrator's notes, its timeline and the person's other inquiries; delete = right to erasure.
 */
export default function InquiryEdit() {
  const { id = '' } = useParams();
  const { data, isPending, error, refetch } = useGetOne<InquiryOverview>('inquiry_overview', { id }, { retry: 1 });
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  const [status, setStatus] = useState<InquiryStatus>('baru');
  const [lostReason, setLostReason] = useState<LostReason | ''>('');
  const [nextContact, setNextContact] = useState('');
  const [notes, setNotes] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (data) {
      setStatus(data.status);
      setLostReason(data.lost_reason ?? '');
      setNextContact(data.next_contact_on?.slice(0, 10) ?? '');
      setNotes(data.notes);
    }
  }, [data]);

  const notesError = lengthError(notes, INQUIRY_LIMITS.notes) ?? '';
  const reasonError = followUpError(status, lostReason || null) ?? '';
  const nextContactError = nextContactErrorOf(status, nextContact) ?? '';
  const open = OPEN_STATUSES.includes(status);
  const [tried, setTried] = useState(false);
  const dirty = () =>
    !!data &&
    (status !== data.status ||
      notes !== data.notes ||
      (lostReason || null) !== (data.lost_reason ?? null) ||
      (nextContact || null) !== (data.next_contact_on?.slice(0, 10) ?? null));

  const save = async () => {
    setTried(true);
    if (!data || notesError || reasonError || nextContactError) return;
    setBusy(true);
    try {
      await dataProvider.update('inquiries', {
        id,
        data: {
          status,
          // The limit beside the field counts the text without its outer blanks: so is it stored.
          notes: notes.trim(),
          lost_reason: status === 'tidak_lanjut' ? lostReason : null,
          // A next contact is for an inquiry still being followed up.
          next_contact_on: open && nextContact ? nextContact : null,
        },
        previousData: data,
      });
      toast.success('Prospek Disimpan', `Status: ${INQUIRY_STATUS_LABELS[status]}`);
      void queryClient.invalidateQueries({ queryKey: ['inquiries'] });
      void queryClient.invalidateQueries({ queryKey: ['inquiry_overview'] });
      void queryClient.invalidateQueries({ queryKey: ['inquiry_events', id] });
    } catch (e) {
      toast.failure('Gagal menyimpan prospek', e);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!data) return;
    setBusy(true);
    try {
      await dataProvider.delete('inquiries', { id, previousData: data });
      toast.success('Prospek Dihapus', `Data "${data.name}" telah dihapus`);
      void queryClient.invalidateQueries({ queryKey: ['inquiries'] });
      void queryClient.invalidateQueries({ queryKey: ['inquiry_overview'] });
      navigate('/inquiries');
    } catch (e) {
      toast.failure('Gagal menghapus prospek', e);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  if (error) {
    return (
      <LoadErrorAlert onRetry={refetch} mb={3}>
        Gagal memuat prospek: {errorMessage(error)}
      </LoadErrorAlert>
    );
  }
  if (isPending || !data) return <Typography sx={{ p: 3 }}>Memuat…</Typography>;

  const title = data.package_title;
  return (
    <Box>
      <PageHeader
        title={data.name}
        description={`Dikirim ${formatDateTimeId(data.created_at)} WIB`}
        actions={
          <>
            {/* "Kembali" (and any other way out) asks before typed status or notes are lost. */}
            <UnsavedChangesGuard dirty={() => !busy && dirty()} />
            <Button component={Link} to="/inquiries" variant="text">
              Kembali
            </Button>
            <Button
              variant="contained"
              color="success"
              href={whatsappReplyLink(data, title, data.departure_date)}
              target="_blank"
              rel="noopener noreferrer"
            >
              Balas via WhatsApp
            </Button>
          </>
        }
      />
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
          <Typography>
            <strong>WhatsApp:</strong> {formatWhatsapp(data.whatsapp)}
          </Typography>
          <Typography>
            <strong>Paket:</strong> {title ?? '-'}
          </Typography>
          <Typography data-testid="inquiry-departure-detail">
            <strong>Keberangkatan:</strong> {data.departure_date ? formatDateId(data.departure_date) : '-'}
          </Typography>
          <Typography>
            <strong>Jumlah jamaah:</strong> {data.pax}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line' }}>
            <strong>Pesan:</strong> {data.message || '-'}
          </Typography>
          {data.flood_suspect && (
            <Alert severity="warning" data-testid="inquiry-flood-detail">
              Diduga spam: dikirim saat formulir menerima jauh lebih banyak permintaan dari biasanya. Periksa sebelum
              menghubungi.
            </Alert>
          )}
          <Typography data-testid="inquiry-source-detail">
            <strong>Sumber:</strong> {inquirySource(data)}
            {inquiryCampaign(data) && (
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                {inquiryCampaign(data)}
              </Typography>
            )}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Persetujuan: {data.consent ? 'Ya' : 'Tidak'} (versi {data.consent_text_version}), dari{' '}
            {data.source_path ?? '-'}
          </Typography>
          <TextField
            select
            label="Status"
            value={status}
            onChange={(e) => setStatus(e.target.value as InquiryStatus)}
            data-testid="inquiry-status"
          >
            {INQUIRY_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {INQUIRY_STATUS_LABELS[s]}
              </MenuItem>
            ))}
          </TextField>
          {status === 'tidak_lanjut' && (
            <TextField
              select
              label="Alasan tidak lanjut"
              value={lostReason}
              onChange={(e) => setLostReason(e.target.value as LostReason)}
              error={tried && !!reasonError}
              helperText={tried && reasonError ? reasonError : 'Untuk melihat mengapa prospek tidak jadi'}
              data-testid="inquiry-lost-reason"
            >
              {Object.entries(LOST_REASONS).map(([key, label]) => (
                <MenuItem key={key} value={key}>
                  {label}
                </MenuItem>
              ))}
            </TextField>
          )}
          {open && (
            <DateInput
              label="Follow-up berikutnya"
              value={nextContact}
              onChange={setNextContact}
              error={tried && !!nextContactError}
              helperText={
                tried && nextContactError
                  ? nextContactError
                  : 'Muncul di "Follow-up hari ini" di Dashboard pada tanggal ini. Format dd/mm/yyyy'
              }
              data-testid="inquiry-next-contact"
            />
          )}
          <TextField
            label="Catatan"
            multiline
            minRows={3}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            {...limitedField({}, 'notes', notes, INQUIRY_LIMITS.notes)}
          />
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
            <Button color="error" onClick={() => setConfirming(true)} disabled={busy}>
              Hapus Data
            </Button>
            <Button variant="contained" onClick={save} disabled={busy || !!notesError}>
              Simpan
            </Button>
          </Box>
        </CardContent>
      </Card>
      <InquiryTimeline inquiry={data} />
      <SameNumberInquiries inquiry={data} />
      <ConfirmDialog
        open={confirming}
        title="Hapus data prospek?"
        message={`Data "${data.name}" dihapus permanen (hak penghapusan data pribadi). Tindakan ini tidak dapat dibatalkan.`}
        busy={busy}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
