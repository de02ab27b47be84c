import { useState } from 'react';
import { Box, Button, Card, CardContent, Chip, List, ListItem, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTimeId } from '../domain.ts';
import { ConfirmDialog } from '../lib/ConfirmDialog.tsx';
import { errorMessage } from '../lib/errors.ts';
import { LoadErrorAlert } from '../lib/LoadErrorAlert.tsx';
import { useToast } from '../lib/toast.ts';
import { fetchHistory, restoreVersion } from '../providers/history.ts';
import { OP_LABELS, fieldChanges, type HistoryEntry } from './model.ts';

/**
 * "Riwayat": every recorded change of one record, newest first, field by field with Indonesian labels, and
 * "Pulihkan versi ini" to put the record back as it was right after that change (a new change, recorded too).
 */
export function HistoryCard({
  table,
  rowId,
  labels,
  onRestored,
}: {
  table: string;
  rowId: string;
  labels: Record<string, string>;
  onRestored: () => void | Promise<void>;
}) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const key = ['content_history', table, rowId];
  const history = useQuery({ queryKey: key, queryFn: () => fetchHistory(table, rowId), retry: 1 });
  const [chosen, setChosen] = useState<HistoryEntry | null>(null);
  const [busy, setBusy] = useState(false);

  const restore = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      await restoreVersion(chosen.id);
      toast.success('Versi dipulihkan', `Data kembali seperti ${formatDateTimeId(chosen.changed_at)} WIB`);
      await onRestored();
      void queryClient.invalidateQueries({ queryKey: key });
    } catch (e) {
      toast.failure('Gagal memulihkan versi', e);
    } finally {
      setBusy(false);
      setChosen(null);
    }
  };

  return (
    <Card component="section" aria-labelledby="history-title" sx={{ mt: 3 }} data-testid="history">
      <CardContent>
        <Typography id="history-title" variant="h2" sx={{ mb: 1 }}>
          Riwayat
        </Typography>
        {history.error ? (
          <LoadErrorAlert onRetry={history.refetch} mb={0}>
            Gagal memuat riwayat: {errorMessage(history.error)}
          </LoadErrorAlert>
        ) : history.data?.length === 0 ? (
          <Typography color="text.secondary">Belum ada perubahan yang tercatat.</Typography>
        ) : (
          <List disablePadding>
            {(history.data ?? []).map((entry, i) => {
              const changes = fieldChanges(entry, labels);
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
                    <Typography variant="body2">
                      {formatDateTimeId(entry.changed_at)} WIB · {entry.changed_by ?? 'Sistem (jadwal atau data awal)'}
                    </Typography>
                    <Box sx={{ flex: 1 }} />
                    {i > 0 && entry.op !== 'delete' ? (
                      <Button size="small" onClick={() => setChosen(entry)} disabled={busy}>
                        Pulihkan versi ini
                      </Button>
                    ) : i === 0 ? (
                      <Typography variant="caption" color="text.secondary">
                        Versi saat ini
                      </Typography>
                    ) : null}
                  </Box>
                  {entry.op === 'update' && changes.length > 0 ? (
                    <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
                      {changes.map((c) => (
                        <Typography
                          component="li"
                          variant="body2"
                          key={c.field}
                          data-testid="history-change"
                          sx={{ overflowWrap: 'anywhere' }}
                        >
                          <strong>{c.label}:</strong> {c.before} → {c.after}
                        </Typography>
                      ))}
                    </Box>
                  ) : null}
                </ListItem>
              );
            })}
          </List>
        )}
      </CardContent>
      <ConfirmDialog
        open={!!chosen}
        title="Pulihkan versi ini?"
        message={
          chosen
            ? `Data dikembalikan seperti ${formatDateTimeId(chosen.changed_at)} WIB. Perubahan ini juga tercatat di riwayat dan situs diterbitkan ulang.`
            : ''
        }
        confirmLabel="Pulihkan"
        busy={busy}
        onConfirm={() => void restore()}
        onCancel={() => setChosen(null)}
      />
    </Card>
  );
}
