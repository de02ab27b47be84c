import { useState } from 'react';
import { Box, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { Link } from 'react-router';
import {
  formatCount,
  percentText,
  sortPackages,
  type PackageCounts,
  type PackageSortKey,
  type SortDirection,
} from './counts.ts';

/** `short` is the header on a phone, where the full words would push the package titles into slivers. */
const COLUMNS: { key: PackageSortKey; label: string; short: string; numeric: boolean }[] = [
  { key: 'title', label: 'Paket', short: 'Paket', numeric: false },
  { key: 'views', label: 'Kunjungan', short: 'Kunj.', numeric: true },
  { key: 'whatsapp_clicks', label: 'Klik WhatsApp', short: 'WA', numeric: true },
  { key: 'inquiries', label: 'Pertanyaan', short: 'Tanya', numeric: true },
  { key: 'conversion', label: 'Konversi', short: 'Konv.', numeric: true },
];

/** Per-package views, WhatsApp clicks, inquiries and conversion, sortable by each column. */
export function PackageTrafficTable({ rows }: { rows: readonly PackageCounts[] }) {
  const [sort, setSort] = useState<{ key: PackageSortKey; direction: SortDirection }>({
    key: 'views',
    direction: 'desc',
  });
  const sorted = sortPackages(rows, sort.key, sort.direction);
  const toggle = (key: PackageSortKey) =>
    setSort((s) =>
      s.key === key
        ? { key, direction: s.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: key === 'title' ? 'asc' : 'desc' },
    );
  return (
    <Table
      size="small"
      aria-label="Kunjungan dan konversi per paket"
      data-testid="package-traffic"
      // On a phone all five columns fit the screen: tighter cells, short headers, an idle sort arrow takes no room.
      sx={{
        '& td, & th': { px: { xs: 0.75, sm: 2 }, fontSize: { xs: '0.75rem', sm: '0.875rem' } },
        '& th .MuiTableSortLabel-root:not(.Mui-active) .MuiTableSortLabel-icon': {
          display: { xs: 'none', sm: 'inline-block' },
        },
        '& td': { overflowWrap: 'break-word' },
      }}
    >
      <TableHead>
        <TableRow>
          {COLUMNS.map((c) => (
            <TableCell
              key={c.key}
              align={c.numeric ? 'right' : 'left'}
              sortDirection={sort.key === c.key ? sort.direction : false}
              aria-label={c.label}
              title={c.label}
            >
              <TableSortLabel
                active={sort.key === c.key}
                direction={sort.key === c.key ? sort.direction : c.key === 'title' ? 'asc' : 'desc'}
                onClick={() => toggle(c.key)}
              >
                <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                  {c.label}
                </Box>
                <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
                  {c.short}
                </Box>
              </TableSortLabel>
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {sorted.map((r) => (
          <TableRow key={r.package_id}>
            <TableCell>
              <MuiLink component={Link} to={`/packages/edit/${r.package_id}`}>
                {r.title}
              </MuiLink>
            </TableCell>
            <TableCell align="right">{formatCount(r.views)}</TableCell>
            <TableCell align="right">{formatCount(r.whatsapp_clicks)}</TableCell>
            <TableCell align="right">{formatCount(r.inquiries)}</TableCell>
            <TableCell align="right">{percentText(r.conversion)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
