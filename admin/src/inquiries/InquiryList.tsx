import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  Checkbox,
  Chip,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { useGetList } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDateDmy, formatDateTimeId, wibDate } from '../domain.ts';
import { DateInput } from '../lib/DateInput.tsx';
import { errorMessage } from '../lib/errors.ts';
import { LoadErrorAlert } from '../lib/LoadErrorAlert.tsx';
import { PageHeader } from '../lib/PageHeader.tsx';
import { useToast } from '../lib/toast.ts';
import { setInquiriesStatus } from '../providers/follow-up.ts';
import {
  inquirySource,
  isFollowUpDue,
  LOST_REASONS,
  INQUIRY_STATUSES,
  INQUIRY_STATUS_LABELS,
  formatWhatsapp,
  inquiryFilter,
  whatsappReplyLink,
  type InquiryFilters,
  type InquiryOverview,
  type InquiryStatus,
  type LostReason,
} from './model.ts';

/** Shown from the tablet width up; on a phone the name cell carries the date, package and departure instead. */
const WIDE = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** Prospek: the inquiries visitors sent, newest first, with filters and an export of every matching row. */
export default function InquiryList() {
  const [filters, setFilters] = useState<InquiryFilters>({ status: '', search: '', packageId: '', from: '' });
  const [fromFocused, setFromFocused] = useState(false);
  const [exporting, setExporting] = useState<'' | 'xlsx' | 'csv'>('');
  const toast = useToast();
  const queryClient = useQueryClient();
  // Bulk status change: the chosen rows, the status to give them and, for "Tidak lanjut", the reason.
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [bulkStatus, setBulkStatus] = useState<InquiryStatus | ''>('');
  const [bulkReason, setBulkReason] = useState<LostReason | ''>('');
  const [bulkBusy, setBulkBusy] = useState(false);
  const today = wibDate(new Date());
  const { data, total, isPending, error, refetch } = useGetList<InquiryOverview>(
    'inquiry_overview',
    {
      pagination: { page: 1, perPage: 500 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: inquiryFilter(filters),
    },
    { retry: 1 },
  );
  const packages = useGetList<{ id: string; title: string }>('packages', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'title', order: 'ASC' },
    filter: {},
  });
  const set = (k: keyof InquiryFilters) => (e: { target: { value: string } }) =>
    setFilters((f) => ({ ...f, [k]: e.target.value }));
  // The typed text stays as typed; the list is filtered only once it is a whole date, and until then nothing
  // is exported (the file would hold rows from before the date the owner meant).
  const fromIncomplete = !!filters.from && !/^\d{4}-\d{2}-\d{2}$/.test(filters.from);
  const fromError = fromIncomplete && !fromFocused ? 'Tanggal tidak valid. Format dd/mm/yyyy, contoh 15/01/2027' : '';

  const exportAll = async (kind: 'xlsx' | 'csv') => {
    setExporting(kind);
    try {
      const exporter = await import('./export.ts');
      const rows = await exporter.loadAllInquiries(inquiryFilter(filters));
      if (kind === 'xlsx') await exporter.downloadXlsx(rows, 'prospek.xlsx');
      else exporter.downloadCsv(rows, 'prospek');
      toast.success('Ekspor Selesai', `${rows.length} prospek diekspor`);
    } catch (e) {
      toast.failure('Gagal mengekspor prospek', e);
    } finally {
      setExporting('');
    }
  };

  const shownIds = (data ?? []).map((r) => r.id);
  const chosenShown = shownIds.filter((id) => chosen.has(id));
  const toggle = (id: string) =>
    setChosen((c) => {
      const next = new Set(c);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const applyBulk = async () => {
    if (!bulkStatus || !chosenShown.length) return;
    if (bulkStatus === 'tidak_lanjut' && !bulkReason) return;
    setBulkBusy(true);
    try {
      await setInquiriesStatus(chosenShown, bulkStatus, bulkReason || null);
      toast.success('Status Diubah', `${chosenShown.length} prospek: ${INQUIRY_STATUS_LABELS[bulkStatus]}`);
      setChosen(new Set());
      setBulkStatus('');
      setBulkReason('');
      void queryClient.invalidateQueries({ queryKey: ['inquiry_overview'] });
      void queryClient.invalidateQueries({ queryKey: ['inquiries'] });
    } catch (e) {
      toast.failure('Gagal mengubah status', e);
    } finally {
      setBulkBusy(false);
    }
  };

  return (
    <Box>
      <PageHeader
        title="Prospek"
        description="Permintaan informasi dari formulir situs. Data pribadi: dihapus otomatis setelah 12 bulan."
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<DownloadOutlined />}
              onClick={() => void exportAll('xlsx')}
              disabled={!data?.length || !!exporting || fromIncomplete}
            >
              {exporting === 'xlsx' ? 'Mengekspor…' : 'Ekspor Excel'}
            </Button>
            <Button
              variant="text"
              startIcon={<DownloadOutlined />}
              onClick={() => void exportAll('csv')}
              disabled={!data?.length || !!exporting || fromIncomplete}
            >
              {exporting === 'csv' ? 'Mengekspor…' : 'Ekspor CSV'}
            </Button>
          </>
        }
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <TextField
          select
          label="Status"
          size="small"
          value={filters.status}
          onChange={set('status')}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">Semua</MenuItem>
          <MenuItem value="follow_up">Follow-up terjadwal</MenuItem>
          {INQUIRY_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {INQUIRY_STATUS_LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
        <TextField label="Cari nama atau WhatsApp" size="small" value={filters.search} onChange={set('search')} />
        <TextField
          select
          label="Paket"
          size="small"
          value={filters.packageId}
          onChange={set('packageId')}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">Semua paket</MenuItem>
          {(packages.data ?? []).map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.title}
            </MenuItem>
          ))}
        </TextField>
        <DateInput
          label="Sejak tanggal"
          size="small"
          value={filters.from}
          onChange={(from) => setFilters((f) => ({ ...f, from }))}
          onFocus={() => setFromFocused(true)}
          onBlur={() => setFromFocused(false)}
          error={!!fromError}
          helperText={fromError || 'dd/mm/yyyy'}
          sx={{ width: { xs: '100%', sm: 180 } }}
        />
      </Box>
      {error ? (
        <LoadErrorAlert onRetry={refetch} mb={3}>
          Gagal memuat prospek: {errorMessage(error)}
        </LoadErrorAlert>
      ) : null}
      <Card>
        {isPending ? (
          <Typography sx={{ p: 3 }}>Memuat…</Typography>
        ) : !data?.length ? (
          <Typography sx={{ p: 3, textAlign: 'center' }}>Belum ada prospek.</Typography>
        ) : (
          <Box>
            {total != null && total > data.length && (
              <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1.5 }} data-testid="inquiry-shown">
                Menampilkan {data.length} terbaru dari {total} prospek. Ekspor memuat semuanya.
              </Typography>
            )}
            {chosenShown.length > 0 && (
              <Box
                sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', px: 2, pt: 1.5 }}
                data-testid="inquiry-bulk"
              >
                <Typography variant="body2">{chosenShown.length} dipilih</Typography>
                <TextField
                  select
                  size="small"
                  label="Ubah status ke"
                  value={bulkStatus}
                  onChange={(e) => setBulkStatus(e.target.value as InquiryStatus)}
                  sx={{ minWidth: 160 }}
                >
                  {INQUIRY_STATUSES.map((st) => (
                    <MenuItem key={st} value={st}>
                      {INQUIRY_STATUS_LABELS[st]}
                    </MenuItem>
                  ))}
                </TextField>
                {bulkStatus === 'tidak_lanjut' && (
                  <TextField
                    select
                    size="small"
                    label="Alasan"
                    value={bulkReason}
                    onChange={(e) => setBulkReason(e.target.value as LostReason)}
                    error={!bulkReason}
                    helperText={bulkReason ? undefined : 'Pilih alasannya'}
                    sx={{ minWidth: 180 }}
                  >
                    {Object.entries(LOST_REASONS).map(([key, label]) => (
                      <MenuItem key={key} value={key}>
                        {label}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
                <Button
                  variant="contained"
                  size="small"
                  onClick={() => void applyBulk()}
                  disabled={bulkBusy || !bulkStatus || (bulkStatus === 'tidak_lanjut' && !bulkReason)}
                >
                  {bulkBusy ? 'Menyimpan…' : 'Terapkan'}
                </Button>
                <Button size="small" onClick={() => setChosen(new Set())}>
                  Batal pilih
                </Button>
              </Box>
            )}
            <Table
              size="small"
              aria-label="Daftar prospek"
              data-testid="inquiry-table"
              sx={{ '& td, & th': { px: { xs: 1, sm: 2 } }, '& td': { overflowWrap: 'anywhere' } }}
            >
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">
                    <Checkbox
                      size="small"
                      checked={chosenShown.length > 0 && chosenShown.length === shownIds.length}
                      indeterminate={chosenShown.length > 0 && chosenShown.length < shownIds.length}
                      onChange={(e) => setChosen(e.target.checked ? new Set(shownIds) : new Set())}
                      slotProps={{ input: { 'aria-label': 'Pilih semua prospek yang tampil' } }}
                    />
                  </TableCell>
                  <TableCell sx={WIDE}>Tanggal</TableCell>
                  <TableCell>Nama</TableCell>
                  <TableCell>WhatsApp</TableCell>
                  <TableCell sx={WIDE}>Paket</TableCell>
                  <TableCell sx={WIDE}>Keberangkatan</TableCell>
                  <TableCell sx={WIDE}>Jamaah</TableCell>
                  <TableCell sx={WIDE}>Sumber</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell sx={WIDE} />
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((r) => (
                  <TableRow key={r.id} data-testid="inquiry-row" selected={chosen.has(r.id)}>
                    <TableCell padding="checkbox">
                      <Checkbox
                        size="small"
                        checked={chosen.has(r.id)}
                        onChange={() => toggle(r.id)}
                        slotProps={{ input: { 'aria-label': `Pilih ${r.name}` } }}
                      />
                    </TableCell>
                    <TableCell sx={WIDE}>{formatDateTimeId(r.created_at)}</TableCell>
                    <TableCell>
                      <Link to={`/inquiries/edit/${r.id}`}>{r.name}</Link>
                      {r.same_number_count > 1 && (
                        <Chip
                          size="small"
                          variant="outlined"
                          label={`${r.same_number_count}× bertanya`}
                          title="Beberapa prospek dari nomor WhatsApp yang sama"
                          data-testid="inquiry-same-number"
                          sx={{ ml: 0.5 }}
                        />
                      )}
                      <Typography
                        variant="caption"
                        color="text.secondary"
                        component="div"
                        sx={{ display: { xs: 'block', sm: 'none' } }}
                      >
                        {formatDateTimeId(r.created_at)}
                        {r.package_title ? ` · ${r.package_title}` : ''}
                        {r.departure_date ? ` · berangkat ${formatDateDmy(r.departure_date)}` : ''}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <a
                        href={whatsappReplyLink(r, r.package_title, r.departure_date)}
                        target="_blank"
                        rel="noopener noreferrer"
                      >
                        {formatWhatsapp(r.whatsapp)}
                      </a>
                    </TableCell>
                    <TableCell sx={WIDE}>{r.package_title || '-'}</TableCell>
                    <TableCell sx={WIDE} data-testid="inquiry-departure">
                      {r.departure_date ? formatDateDmy(r.departure_date) : '-'}
                    </TableCell>
                    <TableCell sx={WIDE}>{r.pax}</TableCell>
                    <TableCell sx={WIDE} data-testid="inquiry-source">
                      {inquirySource(r)}
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        label={INQUIRY_STATUS_LABELS[r.status]}
                        color={r.status === 'baru' ? 'warning' : 'default'}
                      />
                      {r.next_contact_on && (
                        <Typography
                          variant="caption"
                          component="div"
                          color={isFollowUpDue(r, today) ? 'error' : 'text.secondary'}
                          data-testid="inquiry-next-contact"
                        >
                          Follow-up {formatDateDmy(r.next_contact_on)}
                        </Typography>
                      )}
                      {r.flood_suspect && (
                        <Chip
                          size="small"
                          variant="outlined"
                          color="error"
                          label="Diduga spam"
                          title="Dikirim saat formulir menerima jauh lebih banyak permintaan dari biasanya"
                          data-testid="inquiry-flood"
                          sx={{ ml: 0.5 }}
                        />
                      )}
                    </TableCell>
                    <TableCell sx={WIDE}>
                      <Button component={Link} to={`/inquiries/edit/${r.id}`} size="small">
                        Detail
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </Card>
    </Box>
  );
}
