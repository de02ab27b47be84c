import { useState } from 'react';
import {
  Box,
  Card,
  CardContent,
  Link as MuiLink,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDateId } from '../domain.ts';
import { errorMessage } from '../lib/errors.ts';
import { LoadErrorAlert } from '../lib/LoadErrorAlert.tsx';
import { fetchLeadSourceReport } from '../providers/counts.ts';
import { formatCount, percentText } from './counts.ts';
import {
  RANGE_PRESETS,
  channelRows,
  funnelRates,
  partnerRows,
  reportRange,
  type FunnelCounts,
  type RangePreset,
} from './lead-sources.ts';

/** A step's conversion; a dash when the step before it has nothing. */
const pct = (v: number | null) => (v == null ? '–' : percentText(v * 100));

/** The funnel columns every table shares; on a phone the percentages sit under their counts. */
function FunnelCells({ c }: { c: FunnelCounts }) {
  const r = funnelRates(c);
  const cell = (n: number, rate: number | null, label: string) => (
    <TableCell align="right">
      {formatCount(n)}
      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }} title={label}>
        {pct(rate)}
      </Typography>
    </TableCell>
  );
  return (
    <>
      <TableCell align="right">{formatCount(c.views)}</TableCell>
      {cell(c.whatsapp_clicks, r.whatsapp, 'Klik WhatsApp per kunjungan')}
      {cell(c.inquiries, r.inquiry, 'Prospek per kunjungan')}
      {cell(c.closed, r.closing, 'Closing per prospek')}
    </>
  );
}

function FunnelTable({
  label,
  first,
  testId,
  children,
}: {
  label: string;
  first: string;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <Box sx={{ overflowX: 'auto', mb: 2 }}>
      <Table
        size="small"
        aria-label={label}
        data-testid={testId}
        sx={{ '& td, & th': { px: { xs: 0.75, sm: 2 }, fontSize: { xs: '0.75rem', sm: '0.875rem' } } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{first}</TableCell>
            <TableCell align="right">Kunjungan</TableCell>
            <TableCell align="right">Klik WA</TableCell>
            <TableCell align="right">Prospek</TableCell>
            <TableCell align="right">Closing</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </Box>
  );
}

/**
 * "Sumber Prospek": views, WhatsApp clicks, inquiries and registrations per channel, per partner and per
 * package for the last 7/30/90 days or chosen dates, each step with its conversion.
 */
export function LeadSourcesSection() {
  const [preset, setPreset] = useState<RangePreset>(30);
  const [custom, setCustom] = useState({ from: '', to: '' });
  const range = reportRange(preset, custom);
  const query = useQuery({
    queryKey: ['lead_source_report', range.ok ? range.from : null, range.ok ? range.to : null],
    queryFn: () => (range.ok ? fetchLeadSourceReport(range.from, range.to) : Promise.reject(new Error('range'))),
    enabled: range.ok,
    placeholderData: keepPreviousData,
    retry: 1,
  });
  const { data, isPending, error, refetch } = query;
  const fieldError = (field: 'from' | 'to') => (!range.ok && range.field === field ? range.message : undefined);

  return (
    <Card component="section" aria-labelledby="lead-sources-title" sx={{ mb: 3 }} data-testid="lead-sources">
      <CardContent>
        <Typography id="lead-sources-title" variant="h2" sx={{ mb: 0.5 }}>
          Sumber Prospek
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Dari mana pengunjung datang, sampai mengirim pertanyaan dan closing. Persentase di bawah angka: klik WA dan
          prospek per kunjungan, closing per prospek.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }} alignItems={{ sm: 'flex-start' }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={preset}
            onChange={(_, v: RangePreset | null) => v !== null && setPreset(v)}
            aria-label="Periode"
          >
            {RANGE_PRESETS.map((p) => (
              <ToggleButton key={String(p.value)} value={p.value}>
                {p.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {preset === 'custom' && (
            <Stack direction="row" spacing={1}>
              {(['from', 'to'] as const).map((f) => (
                <TextField
                  key={f}
                  type="date"
                  size="small"
                  label={f === 'from' ? 'Dari' : 'Sampai'}
                  value={custom[f]}
                  onChange={(e) => setCustom((c) => ({ ...c, [f]: e.target.value }))}
                  error={!!fieldError(f)}
                  helperText={fieldError(f)}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              ))}
            </Stack>
          )}
        </Stack>
        {data && (
          <Typography variant="body2" sx={{ mb: 1 }} data-testid="lead-sources-period">
            {formatDateId(data.from_day)} – {formatDateId(data.to_day)}
          </Typography>
        )}
        {error ? (
          <LoadErrorAlert onRetry={refetch} mb={2}>
            Gagal memuat sumber prospek: {errorMessage(error)}
          </LoadErrorAlert>
        ) : isPending && range.ok ? (
          <Skeleton variant="rectangular" height={160} />
        ) : data ? (
          <>
            <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
              Per saluran
            </Typography>
            {channelRows(data).length === 0 ? (
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                Belum ada kunjungan yang tercatat sumbernya pada periode ini.
              </Typography>
            ) : (
              <FunnelTable label="Prospek per saluran" first="Saluran" testId="lead-sources-channels">
                {channelRows(data).map((c) => (
                  <TableRow key={c.channel} data-channel={c.channel}>
                    <TableCell>{c.label}</TableCell>
                    <FunnelCells c={c} />
                  </TableRow>
                ))}
              </FunnelTable>
            )}
            <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
              Per mitra
            </Typography>
            {partnerRows(data).length === 0 ? (
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                Belum ada mitra.{' '}
                <MuiLink component={Link} to="/partners/create">
                  Tambah mitra
                </MuiLink>
              </Typography>
            ) : (
              <FunnelTable label="Prospek per mitra" first="Mitra" testId="lead-sources-partners">
                {partnerRows(data).map((p) => (
                  <TableRow key={p.partner_id} data-partner={p.code}>
                    <TableCell>
                      <MuiLink component={Link} to={`/partners/edit/${p.partner_id}`}>
                        {p.name}
                      </MuiLink>
                      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {p.code}
                        {p.active ? '' : ' · nonaktif'}
                      </Typography>
                    </TableCell>
                    <FunnelCells c={p} />
                  </TableRow>
                ))}
              </FunnelTable>
            )}
            <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
              Per paket
            </Typography>
            {data.packages.length === 0 ? (
              <Typography color="text.secondary">Belum ada kunjungan ke paket pada periode ini.</Typography>
            ) : (
              <FunnelTable label="Prospek per paket" first="Paket" testId="lead-sources-packages">
                {data.packages.map((p) => (
                  <TableRow key={p.package_id}>
                    <TableCell>
                      <MuiLink component={Link} to={`/packages/edit/${p.package_id}`}>
                        {p.title}
                      </MuiLink>
                    </TableCell>
                    <FunnelCells c={p} />
                  </TableRow>
                ))}
              </FunnelTable>
            )}
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
