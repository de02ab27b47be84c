import { useState } from 'react';
import { Box, Button } from '@mui/material';
import { useDataProvider, useGetOne } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { Hotel } from '../domain.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { errorMessage } from '../lib/errors.ts';
import { draftKey } from '../lib/drafts.ts';
import { useRestoredDraft } from '../lib/useRestoredDraft.ts';
import { LoadErrorAlert } from '../lib/LoadErrorAlert.tsx';
import { LoadingScreen } from '../layout/LoadingScreen.tsx';
import { hotelPayload, hotelToDraft, type HotelDraft } from './model.ts';
import { HotelForm } from './HotelForm.tsx';
import { saveOverVersion, versionedUpdate } from '../lib/conflict.ts';
import { ConflictDialog, useConflictChoice } from '../lib/ConflictDialog.tsx';
import { HistorySection } from '../history/LazyHistory.tsx';
import { HISTORY_QUERY } from '../history/query.ts';

export default function HotelEdit() {
  const { id = '' } = useParams();
  const { data, isPending, error, refetch } = useGetOne<Hotel>(
    'hotels',
    { id },
    { retry: 1, refetchOnWindowFocus: false },
  );
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const key = draftKey('hotels', id);
  const draft = useRestoredDraft<HotelDraft>(key);
  const usedBy = useQuery({
    queryKey: ['hotel_packages', id],
    queryFn: () => dataProvider.hotelPackages(id),
    retry: 1,
  });
  const conflict = useConflictChoice();
  // The record the form was filled from, kept when the query refetches: the save goes over this version.
  const [loaded, setLoaded] = useState<Hotel | null>(null);
  if (data && (!loaded || String(loaded.id) !== String(data.id))) setLoaded(data);

  if (isPending) return <LoadingScreen fullPage={false} />;
  if (error || !data || !loaded) {
    return (
      <Box>
        <LoadErrorAlert onRetry={refetch}>
          {error ? `Gagal memuat hotel: ${errorMessage(error)}` : 'Hotel tidak ditemukan'}
        </LoadErrorAlert>
        <Button component={Link} to="/hotels" variant="outlined">
          Kembali ke daftar hotel
        </Button>
      </Box>
    );
  }
  return (
    <>
      <ConflictDialog {...conflict.dialog} />
      <HotelForm
        key={`${loaded.id}:${draft.version}`}
        initial={hotelToDraft(loaded)}
        draftKey={key}
        restored={draft.restored}
        onDiscardDraft={draft.discard}
        mode="edit"
        usedBy={usedBy.data ?? null}
        onSubmit={async (d) => {
          try {
            return await saveOverVersion({
              loaded,
              save: (version: Hotel) =>
                dataProvider.update('hotels', { id, ...versionedUpdate(hotelPayload(d), version) }),
              ask: conflict.ask,
              current: async () => (await dataProvider.getOne<Hotel>('hotels', { id })).data,
              reload: (stored) => {
                setLoaded(stored);
                // Drops a kept draft too and remounts the form with the stored values.
                draft.discard();
              },
            });
          } finally {
            void queryClient.invalidateQueries({ queryKey: ['hotels'] });
            void queryClient.invalidateQueries({ queryKey: [HISTORY_QUERY] });
          }
        }}
      />
      <HistorySection
        recordTable="hotels"
        recordId={String(loaded.id)}
        onRestored={async () => {
          // The form shows the restored hotel: it is read again and the form remounts with it.
          setLoaded((await dataProvider.getOne<Hotel>('hotels', { id })).data);
          draft.discard();
          void queryClient.invalidateQueries({ queryKey: ['hotels'] });
        }}
      />
    </>
  );
}
