import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import RestoreFromTrashOutlined from '@mui/icons-material/RestoreFromTrashOutlined';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDateTimeId } from '../domain.ts';
import { errorMessage } from '../lib/errors.ts';
import { LoadErrorAlert } from '../lib/LoadErrorAlert.tsx';
import { PageHeader } from '../lib/PageHeader.tsx';
import { useToast } from '../lib/toast.ts';
import { TRASH_TEXT } from '../i18n/trash.ts';
import { fetchTrash, restoreDeleted } from '../providers/trash.ts';
import {
  confirmText,
  daysLeftText,
  editPath,
  entryContext,
  entryTitle,
  kindLabel,
  partsText,
  restoredText,
  type RestoreResult,
  type TrashEntry,
} from './model.ts';

const QUERY = ['trash'] as const;

/**
 * "Sampah": what was deleted in the last 30 days, each with what went with it, and "Pulihkan" to put it back as
 * it was (its own id, so its address and every link to it work again). The success toast follows the database's
 * answer; a refusal is shown in the dialog in the database's own words.
 */
export default function TrashPage() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const trash = useQuery({ queryKey: QUERY, queryFn: fetchTrash, retry: 1 });
  const [chosen, setChosen] = useState<TrashEntry | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState('');
  const [restored, setRestored] = useState<{ entry: TrashEntry; result: RestoreResult } | null>(null);

  const close = () => {
    setChosen(null);
    setRefusal('');
  };

  const restore = async () => {
    if (!chosen) return;
    setBusy(true);
    setRefusal('');
    try {
      const result = await restoreDeleted(chosen.id);
      toast.success(TRASH_TEXT.restored, restoredText(result));
      setRestored({ entry: chosen, result });
      setChosen(null);
      // The record is back in its own list, and may be a package's part: every screen reads again.
      void queryClient.invalidateQueries();
    } catch (e) {
      console.error(e);
      setRefusal(errorMessage(e));
      toast.failure(TRASH_TEXT.restoreFailed, e);
      void queryClient.invalidateQueries({ queryKey: QUERY });
    } finally {
      setBusy(false);
    }
  };

  const entries = trash.data ?? [];
  return (
    <Box>
      <PageHeader title={TRASH_TEXT.title} description={TRASH_TEXT.description} />
      {restored && (
        <Alert
          severity={restored.result.notes.length ? 'warning' : 'success'}
          sx={{ mb: 2 }}
          onClose={() => setRestored(null)}
          data-testid="trash-restored"
          action={
            <Button color="inherit" size="small" component={Link} to={editPath(restored.entry)}>
              {TRASH_TEXT.open}
            </Button>
          }
        >
          {restoredText(restored.result)}
        </Alert>
      )}
      {trash.error ? (
        <LoadErrorAlert onRetry={trash.refetch}>
          {TRASH_TEXT.loadFailed}: {errorMessage(trash.error)}
        </LoadErrorAlert>
      ) : trash.isPending ? (
        <Typography color="text.secondary">Memuat…</Typography>
      ) : entries.length === 0 ? (
        <Card>
          <CardContent>
            <Typography color="text.secondary" data-testid="trash-empty">
              {TRASH_TEXT.empty}
            </Typography>
          </CardContent>
        </Card>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }} aria-label="Isi Sampah">
          {entries.map((e) => (
            <TrashLine key={e.id} entry={e} busy={busy} onRestore={() => setChosen(e)} />
          ))}
        </Stack>
      )}
      <Dialog
        open={!!chosen}
        onClose={busy ? undefined : close}
        aria-labelledby="trash-confirm-title"
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id="trash-confirm-title">{TRASH_TEXT.confirmTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{chosen ? confirmText(chosen) : ''}</DialogContentText>
          {refusal && (
            <Alert severity="error" sx={{ mt: 2 }} data-testid="trash-refusal">
              {refusal}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={busy}>
            {refusal ? 'Tutup' : 'Batal'}
          </Button>
          {!refusal && (
            <Button onClick={() => void restore()} variant="contained" disabled={busy}>
              {busy ? TRASH_TEXT.restoring : TRASH_TEXT.restore}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </Box>
  );
}

function TrashLine({ entry, busy, onRestore }: { entry: TrashEntry; busy: boolean; onRestore(): void }) {
  const title = entryTitle(entry);
  const context = entryContext(entry);
  const parts = partsText(entry);
  return (
    <Card component="li" data-testid="trash-entry">
      <CardContent
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1.5,
          '&:last-child': { pb: 2 },
        }}
      >
        <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Chip size="small" label={kindLabel(entry.table_name)} />
            <Typography component="h2" sx={{ fontWeight: 600, fontSize: '1rem', overflowWrap: 'anywhere' }}>
              {title}
            </Typography>
          </Box>
          {context && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {context}
            </Typography>
          )}
          {parts.length > 0 && (
            <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', mt: 0.75 }} data-testid="trash-parts">
              {parts.map((p) => (
                <Chip key={p} size="small" variant="outlined" label={p} />
              ))}
            </Box>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75, overflowWrap: 'anywhere' }}>
            Dihapus {formatDateTimeId(entry.deleted_at)} WIB oleh {entry.deleted_by ?? TRASH_TEXT.deletedBySystem} ·{' '}
            {daysLeftText(entry)}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          startIcon={<RestoreFromTrashOutlined />}
          onClick={onRestore}
          disabled={busy}
          aria-label={`${TRASH_TEXT.restore} ${kindLabel(entry.table_name)} ${title}`}
          sx={{ flexShrink: 0 }}
        >
          {TRASH_TEXT.restore}
        </Button>
      </CardContent>
    </Card>
  );
}
