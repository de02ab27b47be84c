import { useState } from 'react';
import { Box, Button, Chip, List, ListItem, Skeleton, Typography } from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTimeId } from '../domain.ts';
import { ConfirmDialog } from '../lib/ConfirmDialog.tsx';
import { errorMessage } from '../lib/errors.ts';
import { LoadErrorAlert } from '../lib/LoadErrorAlert.tsx';
import { useToast } from '../lib/toast.ts';
import { HISTORY_QUERY } from './query.ts';
import { fetchHistory, fetchReferenceNames, restoreVersion } from '../providers/history.ts';
import {
  OP_LABELS,
  SYSTEM_LABEL,
  fieldChanges,
  partTitle,
  versionStates,
  type HistoryEntry,
  type ReferenceNames,
} from './model.ts';

const PAGE = 20;

/** Names of the packages, hotels and departures a change may point at; without them, short ids. */
export function useReferenceNames(): ReferenceNames {
  const names = useQuery({
    queryKey: [HISTORY_QUERY, 'names'],
    queryFn: fetchReferenceNames,
    staleTime: 60_000,
    retry: 1,
  });
  return names.data ?? {};
}

/** The fields one change touched, before → after; a long text as "isi diubah" with the words around the change. */
export function ChangeList({ entry, names }: { entry: HistoryEntry; names: ReferenceNames }) {
  if (entry.op !== 'update') return null;
  const changes = fieldChanges(entry, undefined, names);
  if (changes.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
      {changes.map((c) => (
        <Typography
          component="li"
          variant="body2"
          key={c.field}
          data-testid="history-change"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {c.long ? (
            <>
              <strong>{c.label}:</strong> isi diubah
              <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                Sebelum: “{c.before}”
              </Box>
              <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                Sesudah: “{c.after}”
              </Box>
            </>
          ) : (
            <>
              <strong>{c.label}:</strong> {c.before} → {c.after}
            </>
          )}
        </Typography>
      ))}
    </Box>
  );
}

/** When and by whom: "29 Nov 2026, 14.05 WIB · admin@…". */
export function ChangeStamp({ entry }: { entry: HistoryEntry }) {
  return (
    <Typography variant="body2">
      {formatDateTimeId(entry.changed_at)} WIB · {entry.changed_by ?? SYSTEM_LABEL}
    </Typography>
  );
}

/**
 * "Riwayat" of one record: its changes and its parts' (a package's departures and hotels, an album's photos),
 * newest first, field by field, and "Pulihkan versi ini" to put a row back as it was right after that change
 * (a new change, recorded too). `onRestored` reads the record again so the form shows the restored values.
 */
export function HistoryList({
  recordTable,
  recordId,
  onRestored,
}: {
  recordTable: string;
  recordId: string;
  onRestored(entry: HistoryEntry): void | Promise<void>;
}) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [limit, setLimit] = useState(PAGE);
  const history = useQuery({
    queryKey: [HISTORY_QUERY, recordTable, recordId, limit],
    queryFn: () => fetchHistory(recordTable, recordId, limit),
    placeholderData: keepPreviousData,
    retry: 1,
  });
  const names = useReferenceNames();
  const [chosen, setChosen] = useState<HistoryEntry | null>(null);
  const [busy, setBusy] = useState(false);
  const entries = history.data?.entries ?? [];
  const states = versionStates(entries);

  const restore = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      await restoreVersion(chosen.id);
      toast.success('Versi dipulihkan', `Data kembali seperti ${formatDateTimeId(chosen.changed_at)} WIB`);
      await onRestored(chosen);
      void queryClient.invalidateQueries({ queryKey: [HISTORY_QUERY] });
    } catch (e) {
      toast.failure('Gagal memulihkan versi', e);
    } finally {
      setBusy(false);
      setChosen(null);
    }
  };

  if (history.error)
    return (
      <LoadErrorAlert onRetry={history.refetch} mb={0}>
        Gagal memuat riwayat: {errorMessage(history.error)}
      </LoadErrorAlert>
    );
  if (history.isPending) return <Skeleton variant="rounded" height={72} />;
  if (entries.length === 0) return <Typography color="text.secondary">Belum ada perubahan yang tercatat.</Typography>;
  return (
    <>
      <List disablePadding>
        {entries.map((entry) => {
          const part = partTitle(entry);
          return (
            <ListItem
              key={entry.id}
              disableGutters
              divider
              data-testid="history-entry"
              sx={{ display: 'block', py: 1.5 }}
            >
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Chip size="small" label={OP_LABELS[entry.op]} />
                <ChangeStamp entry={entry} />
                <Box sx={{ flex: 1 }} />
                {states.get(entry.id) === 'current' ? (
                  <Typography variant="caption" color="text.secondary">
                    Versi saat ini
                  </Typography>
                ) : states.get(entry.id) === 'restorable' ? (
                  <Button size="small" onClick={() => setChosen(entry)} disabled={busy}>
                    Pulihkan versi ini
                  </Button>
                ) : null}
              </Box>
              {part ? (
                <Typography variant="body2" sx={{ fontWeight: 600, mt: 0.5 }}>
                  {part}
                </Typography>
              ) : null}
              <ChangeList entry={entry} names={names} />
            </ListItem>
          );
        })}
      </List>
      {history.data?.more ? (
        <Button sx={{ mt: 1 }} onClick={() => setLimit((l) => l + PAGE)} disabled={history.isFetching}>
          {history.isFetching ? 'Memuat…' : 'Muat lebih banyak'}
        </Button>
      ) : null}
      <ConfirmDialog
        open={!!chosen}
        title="Pulihkan versi ini?"
        message={
          chosen
            ? `${partTitle(chosen) ?? 'Data'} dikembalikan seperti ${formatDateTimeId(chosen.changed_at)} WIB. Perubahan ini juga tercatat di riwayat dan situs diterbitkan ulang.`
            : ''
        }
        confirmLabel="Pulihkan"
        busyLabel="Memulihkan..."
        color="primary"
        busy={busy}
        onConfirm={() => void restore()}
        onCancel={() => setChosen(null)}
      />
    </>
  );
}
