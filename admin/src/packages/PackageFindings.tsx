import { Alert, Box, Button, Typography } from '@mui/material';
import { useNotify, useDataProvider } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { checkPackageRow, todayWib, type Finding } from '../domain.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { errorMessage } from '../lib/errors.ts';
import { LoadErrorAlert } from '../lib/LoadErrorAlert.tsx';

export const FINDINGS_TITLE = {
  contradiction: 'Data paket saling bertentangan',
  notice: 'Perlu diperhatikan',
} as const;

/** The list of one kind of finding, as the package page and the activation question show it. */
export function FindingList({ findings, testId }: { findings: readonly Finding[]; testId: string }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, overflowWrap: 'anywhere' }} data-testid={testId}>
      {findings.map((f, i) => (
        <li key={`${f.rule}-${f.departure_id ?? ''}-${i}`} data-rule={f.rule}>
          {f.message}
        </li>
      ))}
    </Box>
  );
}

/**
 * The consistency check of the stored package (domain/consistency.ts), above its form: contradictions to fix,
 * then notices; a price below the ministry's reference price can be marked as reported here.
 */
export function PackageFindings({ packageId }: { packageId: string }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const query = useQuery({
    queryKey: ['package_checks', packageId],
    queryFn: () => dataProvider.packageChecks(packageId),
    retry: 1,
  });
  if (query.error)
    return (
      <LoadErrorAlert onRetry={query.refetch}>
        Gagal memeriksa konsistensi paket: {errorMessage(query.error)}
      </LoadErrorAlert>
    );
  const row = query.data?.[0];
  if (!row) return null;
  const findings = checkPackageRow(row, todayWib());
  const wrong = findings.filter((f) => f.severity === 'contradiction');
  const notes = findings.filter((f) => f.severity === 'notice');
  const report = notes.find((f) => f.rule === 'reference_price');
  const markReported = async () => {
    if (!report?.price) return;
    try {
      await dataProvider.reportReferencePrice({ packageId, price: report.price });
      notify('Harga ditandai sudah dilaporkan ke kementerian', { type: 'success' });
    } catch (e) {
      notify(`Gagal menandai laporan harga: ${errorMessage(e)}`, { type: 'error' });
    }
    void queryClient.invalidateQueries({ queryKey: ['package_checks'] });
  };
  if (findings.length === 0) return null;
  return (
    <Box component="section" aria-label="Pemeriksaan konsistensi paket" sx={{ mb: 2, display: 'grid', gap: 1.5 }}>
      {wrong.length ? (
        <Alert severity="error" data-testid="package-contradictions">
          <Typography sx={{ fontWeight: 700, mb: 0.5 }}>{FINDINGS_TITLE.contradiction}</Typography>
          <FindingList findings={wrong} testId="contradiction-list" />
        </Alert>
      ) : null}
      {notes.length ? (
        <Alert severity="info" data-testid="package-notices">
          <Typography sx={{ fontWeight: 700, mb: 0.5 }}>{FINDINGS_TITLE.notice}</Typography>
          <FindingList findings={notes} testId="notice-list" />
          {report ? (
            <Button size="small" variant="outlined" color="inherit" sx={{ mt: 1 }} onClick={() => void markReported()}>
              Tandai sudah dilaporkan
            </Button>
          ) : null}
        </Alert>
      ) : null}
    </Box>
  );
}
