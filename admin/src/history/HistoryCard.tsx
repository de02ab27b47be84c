import { useId } from 'react';
import {
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { HistoryList } from './HistoryList.tsx';
import type { HistoryEntry } from './model.ts';

export interface HistoryProps {
  /** The screen's record: its table and key (a page's name for page content). */
  recordTable: string;
  recordId: string;
  /** Reads the record again after a restore, so the form shows the restored values. */
  onRestored(entry: HistoryEntry): void | Promise<void>;
}

/** "Riwayat" below an edit form. */
export function HistoryCard(props: HistoryProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ mt: 3 }} data-testid="history">
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <Typography id={titleId} variant="h2" sx={{ mb: 1 }}>
          Riwayat
        </Typography>
        <HistoryList {...props} />
      </CardContent>
    </Card>
  );
}

/** "Riwayat" of a record edited in a card list (Keunggulan, Testimoni, FAQ, Rekening): a dialog of its own. */
export function HistoryDialog({ name, onClose, ...props }: HistoryProps & { name: string; onClose(): void }) {
  const titleId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        Riwayat: {name}
      </DialogTitle>
      <DialogContent dividers data-testid="history">
        <HistoryList {...props} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Tutup</Button>
      </DialogActions>
    </Dialog>
  );
}
