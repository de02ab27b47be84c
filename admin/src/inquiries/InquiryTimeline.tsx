import { useState } from 'react';
import { Box, Button, Card, CardContent, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTimeId } from '../domain.ts';
import { errorMessage } from '../lib/errors.ts';
import { LoadErrorAlert } from '../lib/LoadErrorAlert.tsx';
import { useToast } from '../lib/toast.ts';
import { addInquiryNote, fetchInquiryEvents } from '../providers/follow-up.ts';
import { eventText, type InquiryOverview } from './model.ts';

/** "Riwayat tindak lanjut": when it came in, every status and follow-up change and every note, with who and when. */
export function InquiryTimeline({ inquiry }: { inquiry: InquiryOverview }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState('');
  const key = ['inquiry_events', inquiry.id];
  const events = useQuery({ queryKey: key, queryFn: () => fetchInquiryEvents(inquiry.id), retry: 1 });
  const add = useMutation({
    mutationFn: (text: string) => addInquiryNote(inquiry.id, text),
    onSuccess: () => {
      setNote('');
      setNoteError('');
      void queryClient.invalidateQueries({ queryKey: key });
    },
    // Refused (empty, too long) beside the box, the typed note kept; anything else in a toast.
    onError: (e: Error & { translated?: boolean }) => {
      setNoteError(errorMessage(e));
      if (!/catatan/i.test(errorMessage(e))) toast.failure('Gagal menambah catatan', e);
    },
  });

  return (
    <Card sx={{ mt: 3 }} component="section" aria-labelledby="timeline-title">
      <CardContent sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
        <Typography id="timeline-title" variant="h2">
          Riwayat tindak lanjut
        </Typography>
        {events.error ? (
          <LoadErrorAlert onRetry={events.refetch} mb={0}>
            Gagal memuat riwayat: {errorMessage(events.error)}
          </LoadErrorAlert>
        ) : (
          <List dense disablePadding data-testid="inquiry-timeline">
            <ListItem disableGutters>
              <ListItemText primary="Prospek masuk" secondary={`${formatDateTimeId(inquiry.created_at)} WIB`} />
            </ListItem>
            {(events.data ?? []).map((e) => (
              <ListItem key={e.id} disableGutters data-testid="timeline-event" data-kind={e.kind}>
                <ListItemText
                  primary={eventText(e)}
                  slotProps={{ primary: { sx: { whiteSpace: 'pre-line', overflowWrap: 'anywhere' } } }}
                  secondary={`${formatDateTimeId(e.created_at)} WIB${e.actor ? ` · ${e.actor}` : ''}`}
                />
              </ListItem>
            ))}
          </List>
        )}
        <Box
          component="form"
          onSubmit={(ev) => {
            ev.preventDefault();
            add.mutate(note);
          }}
          sx={{ display: 'grid', gap: 1 }}
        >
          <TextField
            label="Catatan baru"
            multiline
            minRows={2}
            value={note}
            onChange={(ev) => {
              setNote(ev.target.value);
              setNoteError('');
            }}
            error={!!noteError}
            helperText={
              noteError || 'Misalnya hasil telepon atau janji berikutnya; tersimpan di riwayat dengan waktunya'
            }
          />
          <Box>
            <Button type="submit" variant="outlined" disabled={add.isPending}>
              {add.isPending ? 'Menyimpan…' : 'Tambah catatan'}
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
