import { useState } from 'react';
import {
  Box,
  Button,
  Card,
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
import { Link } from 'react-router';
import { formatDateDmy, formatDateTimeId } from '../domain.ts';
import { DateInput } from '../lib/DateInput.tsx';
import { errorMessage } from '../lib/errors.ts';
import { LoadErrorAlert } from '../lib/LoadErrorAlert.tsx';
import { PageHeader } from '../lib/PageHeader.tsx';
import { useToast } from '../lib/toast.ts';
import {
  inquirySource,
  INQUIRY_STATUSES,
  INQUIRY_STATUS_LABELS,
  formatWhatsapp,
  inquiryFilter,
  whatsappReplyLink,
  type InquiryFilters,
  type InquiryOverview,
} from './model.ts';

/** Shown from the tablet width up; on a phone the name cell carries the date, package and departure instead. */
const WIDE = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** Prospek: the inquiries visitors sent, newest first, with filters and an export of every matching row. */
export default function InquiryList() {
  const [filters, setFilters] = useState<InquiryFilters>({ status: '', search: '', packageId: '', from: '' });
  const [fromFocused, setFromFocused] = useState(false);
  const [exporting, setExporting] = useState<'' | 'xlsx' | 'csv'>('');
  const toast = useToast();
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
            <Table
              size="small"
              aria-label="Daftar prospek"
              data-testid="inquiry-table"
              sx={{ '& td, & th': { px: { xs: 1, sm: 2 } }, '& td': { overflowWrap: 'anywhere' } }}
            >
              <TableHead>
                <TableRow>
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
                  <TableRow key={r.id} data-testid="inquiry-row">
                    <TableCell sx={WIDE}>{formatDateTimeId(r.created_at)}</TableCell>
                    <TableCell>
                      <Link to={`/inquiries/edit/${r.id}`}>{r.name}</Link>
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
