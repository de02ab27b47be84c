import { Alert, Box, Link as MuiLink, Typography } from '@mui/material';
import { useDataProvider, useGetList } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DEFAULT_LEGAL, legalGaps, todayWib, withDefaults, type BankAccount } from '../domain.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';

/**
 * "Lengkapi data legalitas": what the family cannot yet check on the site (domain/legal.ts legalGaps),
 * each line leading to the Legalitas & Rekening screen. Nothing is shown once every fact is there.
 */
export function LegalGaps() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const legal = useQuery({
    queryKey: ['page_content', 'legal'],
    queryFn: () => dataProvider.getPageContent('legal'),
    retry: 1,
  });
  const accounts = useGetList<BankAccount>(
    'bank_accounts',
    { pagination: { page: 1, perPage: 500 }, sort: { field: 'position', order: 'ASC' } },
    { retry: 1 },
  );
  if (!legal.isSuccess || !accounts.data) return null;
  const gaps = legalGaps(withDefaults(DEFAULT_LEGAL, legal.data?.content), accounts.data, todayWib());
  if (gaps.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 3 }} data-testid="legal-gaps">
      <Typography sx={{ fontWeight: 700, mb: 0.5 }}>Lengkapi data legalitas</Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {gaps.map((g) => (
          <li key={g}>
            <MuiLink component={Link} to="/legal" color="inherit">
              {g}
            </MuiLink>
          </li>
        ))}
      </Box>
    </Alert>
  );
}
