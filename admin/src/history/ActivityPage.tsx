import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  Chip,
  Link,
  List,
  ListItem,
  MenuItem,
  Pagination,
  Skeleton,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { formatDateTimeId } from '../domain.ts';
import { DateInput } from '../lib/DateInput.tsx';
import { errorMessage } from '../lib/errors.ts';
import { LoadErrorAlert } from '../lib/LoadErrorAlert.tsx';
import { PageHeader } from '../lib/PageHeader.tsx';
import { paginationItemLabel } from '../lib/pagination.ts';
import { useDebounced } from '../lib/useDebounced.ts';
import { fetchActivity, fetchEditors } from '../providers/history.ts';
import { ChangeList, useReferenceNames } from './HistoryList.tsx';
import {
  EMPTY_ACTIVITY_FILTERS,
  HISTORY_TABLES,
  OP_LABELS,
  SYSTEM,
  SYSTEM_LABEL,
  activityConditions,
  kindLabel,
  partTitle,
  periodErrors,
  recordPath,
  recordTitle,
  type ActivityFilters,
  type HistoryEntry,
} from './model.ts';
import { HISTORY_QUERY } from './query.ts';

const PER_PAGE = 25;

function ActivityRow({ entry, names }: { entry: HistoryEntry; names: Record<string, string> }) {
  const path = recordPath(entry);
  const title = recordTitle(entry);
  const part = partTitle(entry);
  return (
    <ListItem
      divider
      data-testid="activity-entry"
      sx={{
        display: 'grid',
        gap: { xs: 0.75, md: 2 },
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr', md: '13rem minmax(0, 1fr) minmax(0, 1.4fr)' },
        py: 1.5,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {formatDateTimeId(entry.changed_at)} WIB
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {entry.changed_by ?? SYSTEM_LABEL}
        </Typography>
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', mb: 0.5 }}>
          <Chip size="small" label={OP_LABELS[entry.op]} />
          <Chip size="small" variant="outlined" label={kindLabel(entry.table_name)} />
        </Box>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {path ? (
            <Link component={RouterLink} to={path} underline="hover">
              {title}
            </Link>
          ) : (
            title
          )}
        </Typography>
        {part ? (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {part}
          </Typography>
        ) : null}
        {!path ? (
          <Typography variant="caption" color="text.secondary">
            Data ini sudah dihapus.{' '}
            <Link component={RouterLink} to="/trash" underline="hover">
              Lihat Sampah
            </Link>
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        {entry.op === 'update' ? (
          <ChangeList entry={entry} names={names} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {entry.op === 'insert' ? 'Data baru dibuat' : 'Data dihapus'}
          </Typography>
        )}
      </Box>
    </ListItem>
  );
}

/** Aktivitas: every recorded change of the site's content, newest first, with filters and pages. */
export default function ActivityPage() {
  const [filters, setFilters] = useState<ActivityFilters>(EMPTY_ACTIVITY_FILTERS);
  const [page, setPage] = useState(1);
  // A date's refusal shows once the owner has left the field, not while typing it.
  const [focused, setFocused] = useState<'' | 'from' | 'to'>('');
  const search = useDebounced(filters.search, 300);
  const conditions = activityConditions({ ...filters, search });
  const errors = periodErrors(filters);
  const activity = useQuery({
    queryKey: [HISTORY_QUERY, 'activity', conditions, page],
    queryFn: () => fetchActivity(conditions, page, PER_PAGE),
    placeholderData: keepPreviousData,
    retry: 1,
  });
  const editors = useQuery({ queryKey: [HISTORY_QUERY, 'editors'], queryFn: fetchEditors, retry: 1 });
  const names = useReferenceNames();
  const set = (patch: Partial<ActivityFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const total = activity.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  const entries = activity.data?.entries ?? [];
  const filtered = JSON.stringify(filters) !== JSON.stringify(EMPTY_ACTIVITY_FILTERS);
  const dateField = { size: 'small' as const, sx: { width: { xs: '100%', sm: 180 } } };

  return (
    <Box>
      <PageHeader
        title="Aktivitas"
        description="Setiap perubahan konten situs: kapan, oleh siapa, data apa, dan apa yang diubah. Disimpan 12 bulan."
      />
      <Box
        component="form"
        role="search"
        aria-label="Saring aktivitas"
        onSubmit={(e) => e.preventDefault()}
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2, alignItems: 'flex-start' }}
      >
        <TextField
          select
          label="Jenis data"
          size="small"
          value={filters.table}
          onChange={(e) => set({ table: e.target.value })}
          sx={{ minWidth: 200, width: { xs: '100%', sm: 'auto' } }}
        >
          <MenuItem value="">Semua jenis</MenuItem>
          {HISTORY_TABLES.map((t) => (
            <MenuItem key={t} value={t}>
              {kindLabel(t)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Administrator"
          size="small"
          value={filters.editor}
          onChange={(e) => set({ editor: e.target.value })}
          sx={{ minWidth: 220, width: { xs: '100%', sm: 'auto' } }}
        >
          <MenuItem value="">Semua</MenuItem>
          {(editors.data ?? []).map((email) => (
            <MenuItem key={email} value={email}>
              {email}
            </MenuItem>
          ))}
          <MenuItem value={SYSTEM}>{SYSTEM_LABEL}</MenuItem>
        </TextField>
        <DateInput
          label="Dari tanggal"
          value={filters.from}
          onChange={(from) => set({ from })}
          onFocus={() => setFocused('from')}
          onBlur={() => setFocused('')}
          error={!!errors.from && focused !== 'from'}
          helperText={(focused !== 'from' && errors.from) || 'dd/mm/yyyy'}
          {...dateField}
        />
        <DateInput
          label="Sampai tanggal"
          value={filters.to}
          onChange={(to) => set({ to })}
          onFocus={() => setFocused('to')}
          onBlur={() => setFocused('')}
          error={!!errors.to && focused !== 'to'}
          helperText={(focused !== 'to' && errors.to) || 'dd/mm/yyyy'}
          {...dateField}
        />
        <TextField
          label="Cari judul atau administrator"
          size="small"
          value={filters.search}
          onChange={(e) => set({ search: e.target.value })}
          sx={{ minWidth: 240, width: { xs: '100%', sm: 'auto' } }}
        />
        {filtered ? (
          <Button onClick={() => set(EMPTY_ACTIVITY_FILTERS)} sx={{ alignSelf: 'center' }}>
            Hapus saringan
          </Button>
        ) : null}
      </Box>
      {activity.error ? (
        <LoadErrorAlert onRetry={activity.refetch}>
          Gagal memuat aktivitas: {errorMessage(activity.error)}
        </LoadErrorAlert>
      ) : null}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
        {activity.isPending ? 'Memuat…' : `${total.toLocaleString('id-ID')} perubahan`}
      </Typography>
      <Card>
        {activity.isPending ? (
          <Box sx={{ p: 2, display: 'grid', gap: 1 }}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={64} />
            ))}
          </Box>
        ) : entries.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {filtered ? 'Tidak ada perubahan yang cocok dengan saringan ini.' : 'Belum ada perubahan yang tercatat.'}
          </Typography>
        ) : (
          <List disablePadding aria-label="Daftar perubahan" sx={{ px: { xs: 0, md: 1 } }}>
            {entries.map((entry) => (
              <ActivityRow key={entry.id} entry={entry} names={names} />
            ))}
          </List>
        )}
      </Card>
      {pages > 1 ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Pagination
            count={pages}
            page={page}
            onChange={(_, p) => setPage(p)}
            siblingCount={0}
            color="primary"
            aria-label="Halaman aktivitas"
            getItemAriaLabel={paginationItemLabel}
          />
        </Box>
      ) : null}
    </Box>
  );
}
