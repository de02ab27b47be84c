import { useState } from 'react';
import { Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { Link } from 'react-router';
import {
  formatCount,
  percentText,
  sortPackages,
  type PackageCounts,
  type PackageSortKey,
  type SortDirection,
} from './counts.ts';

const COLUMNS: { key: PackageSortKey; label: string; numeric: boolean }[] = [
  { key: 'title', label: 'Paket', numeric: false },
  { key: 'views', label: 'Kunjungan', numeric: true },
  { key: 'whatsapp_clicks', label: 'Klik WhatsApp', numeric: true },
  { key: 'inquiries', label: 'Pertanyaan', numeric: true },
  { key: 'conversion', label: 'Konversi', numeric: true },
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
    <Table size="small" aria-label="Kunjungan dan konversi per paket" data-testid="package-traffic">
      <TableHead>
        <TableRow>
          {COLUMNS.map((c) => (
            <TableCell
              key={c.key}
              align={c.numeric ? 'right' : 'left'}
              sortDirection={sort.key === c.key ? sort.direction : false}
            >
              <TableSortLabel
                active={sort.key === c.key}
                direction={sort.key === c.key ? sort.direction : c.key === 'title' ? 'asc' : 'desc'}
                onClick={() => toggle(c.key)}
              >
                {c.label}
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
