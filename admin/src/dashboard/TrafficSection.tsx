import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../lib/errors.ts';
import { LoadErrorAlert } from '../lib/LoadErrorAlert.tsx';
import type { DashboardCounts } from './counts.ts';
import { PackageTrafficTable } from './PackageTrafficTable.tsx';
import { TrafficChart } from './TrafficChart.tsx';

/** "Kunjungan & Konversi": the last 30 days' chart and the per-package table. */
export function TrafficSection({ query }: { query: UseQueryResult<DashboardCounts> }) {
  const { data, isPending, error, refetch } = query;
  return (
    <Card component="section" aria-labelledby="traffic-title" sx={{ mb: 3 }}>
      <CardContent>
        <Typography id="traffic-title" variant="h2" sx={{ mb: 0.5 }}>
          Kunjungan & Konversi
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {data?.days ?? 30} hari terakhir. Dihitung tanpa cookie dan tanpa data pribadi; pengunjung dengan Do Not Track
          atau Global Privacy Control tidak dihitung.
        </Typography>
        {error ? (
          <LoadErrorAlert onRetry={refetch} mb={2}>
            Gagal memuat kunjungan: {errorMessage(error)}
          </LoadErrorAlert>
        ) : isPending ? (
          <Skeleton variant="rectangular" height={160} />
        ) : data ? (
          <>
            <TrafficChart series={data.series} days={data.days} />
            <Box sx={{ mt: 3, overflowX: 'auto' }}>
              {data.packages.length === 0 ? (
                <Typography color="text.secondary">Belum ada paket aktif</Typography>
              ) : (
                <PackageTrafficTable rows={data.packages} />
              )}
            </Box>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
