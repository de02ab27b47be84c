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
import { downloadCSV, useGetList } from 'react-admin';
import { Link } from 'react-router';
import { errorMessage } from '../lib/errors.ts';
import { LoadErrorAlert } from '../lib/LoadErrorAlert.tsx';
import { PageHeader } from '../lib/PageHeader.tsx';
import {
  INQUIRY_STATUSES,
  INQUIRY_STATUS_LABELS,
  formatWhatsapp,
  inquiryCsvRows,
  inquiryFilter,
  toCsv,
  whatsappReplyLink,
  type Inquiry,
  type InquiryFilters,
} from './model.ts';

/** Prospek (issue 13): the inquiries visitors sent, newest first, with filters and CSV export. */
export default function InquiryList() {
  const [filters, setFilters] = useState<InquiryFilters>({ status: '', search: '', packageId: '', from: '' });
  const { data, isPending, error, refetch } = useGetList<Inquiry>(
    'inquiries',
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
  const titleOf = (id: string | null) => (id ? (packages.data?.find((p) => p.id === id)?.title ?? '') : '');
  const set = (k: keyof InquiryFilters) => (e: { target: { value: string } }) =>
    setFilters((f) => ({ ...f, [k]: e.target.value }));

  const exportCsv = () => {
    downloadCSV(toCsv(inquiryCsvRows(data ?? [], titleOf)), 'prospek');
  };

  return (
    <Box>
      <PageHeader
        title="Prospek"
        description="Permintaan informasi dari formulir situs. Data pribadi: dihapus otomatis setelah 12 bulan."
        actions={
          <Button variant="outlined" startIcon={<DownloadOutlined />} onClick={exportCsv} disabled={!data?.length}>
            Ekspor CSV
          </Button>
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
        <TextField
          label="Sejak tanggal"
          type="date"
          size="small"
          value={filters.from}
          onChange={set('from')}
          slotProps={{ inputLabel: { shrink: true } }}
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
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Daftar prospek" data-testid="inquiry-table">
              <TableHead>
                <TableRow>
                  <TableCell>Tanggal</TableCell>
                  <TableCell>Nama</TableCell>
                  <TableCell>WhatsApp</TableCell>
                  <TableCell>Paket</TableCell>
                  <TableCell>Jamaah</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((r) => (
                  <TableRow key={r.id} data-testid="inquiry-row">
                    <TableCell>{new Date(r.created_at).toLocaleString('id-ID')}</TableCell>
                    <TableCell>
                      <Link to={`/inquiries/edit/${r.id}`}>{r.name}</Link>
                    </TableCell>
                    <TableCell>
                      <a href={whatsappReplyLink(r, titleOf(r.package_id))} target="_blank" rel="noopener noreferrer">
                        {formatWhatsapp(r.whatsapp)}
                      </a>
                    </TableCell>
                    <TableCell>{titleOf(r.package_id) || '-'}</TableCell>
                    <TableCell>{r.pax}</TableCell>
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
                    <TableCell>
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
