import { Box, Card, CardContent, Chip, Link as MuiLink, Skeleton, Typography } from '@mui/material';
import { useDataProvider } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { checkPackageRow, todayWib } from '../domain.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { errorMessage } from '../lib/errors.ts';
import { LoadErrorAlert } from '../lib/LoadErrorAlert.tsx';
import { ReferencePrice } from './ReferencePrice.tsx';

/** Every package with findings of the consistency check, contradictions first, each linking to its package. */
export function ConsistencyFindings() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const query = useQuery({
    queryKey: ['package_checks', 'all'],
    queryFn: () => dataProvider.packageChecks(),
    retry: 1,
  });
  const today = todayWib();
  const packages = (query.data ?? [])
    .map((row) => {
      const findings = checkPackageRow(row, today);
      return {
        row,
        findings,
        contradictions: findings.filter((f) => f.severity === 'contradiction').length,
      };
    })
    .filter((p) => p.findings.length > 0)
    .sort((a, b) => b.contradictions - a.contradictions || a.row.title.localeCompare(b.row.title, 'id'));

  return (
    <Card component="section" aria-labelledby="consistency-title" sx={{ mb: 3 }} data-testid="consistency-findings">
      <CardContent>
        <Typography id="consistency-title" variant="h2" sx={{ mb: 2 }}>
          Pemeriksaan konsistensi paket
        </Typography>
        {query.error ? (
          <LoadErrorAlert onRetry={query.refetch}>Gagal memeriksa paket: {errorMessage(query.error)}</LoadErrorAlert>
        ) : query.isPending ? (
          <Skeleton height={44} />
        ) : packages.length === 0 ? (
          <Typography color="text.secondary">Tidak ada temuan: data setiap paket saling sesuai.</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {packages.map(({ row, findings, contradictions }) => (
              <Box
                component="li"
                key={row.id}
                data-testid="consistency-package"
                sx={{ pb: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-child': { borderBottom: 0, pb: 0 } }}
              >
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
                  <MuiLink component={Link} to={`/packages/edit/${row.id}`} sx={{ fontWeight: 700 }}>
                    {row.title}
                  </MuiLink>
                  {contradictions ? <Chip size="small" color="error" label={`${contradictions} bertentangan`} /> : null}
                  {findings.length - contradictions ? (
                    <Chip size="small" variant="outlined" label={`${findings.length - contradictions} catatan`} />
                  ) : null}
                </Box>
                <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary', overflowWrap: 'anywhere' }}>
                  {findings.map((f, i) => (
                    <Typography component="li" variant="body2" key={`${f.rule}-${i}`}>
                      {f.message}
                    </Typography>
                  ))}
                </Box>
              </Box>
            ))}
          </Box>
        )}
        <ReferencePrice />
      </CardContent>
    </Card>
  );
}
