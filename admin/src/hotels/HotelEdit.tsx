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

  if (isPending) return <LoadingScreen fullPage={false} />;
  if (error || !data) {
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
    <HotelForm
      key={`${data.id}:${draft.version}`}
      initial={hotelToDraft(data)}
      draftKey={key}
      restored={draft.restored}
      onDiscardDraft={draft.discard}
      mode="edit"
      usedBy={usedBy.data ?? null}
      onSubmit={async (d) => {
        const saved = await dataProvider.update('hotels', { id, data: hotelPayload(d), previousData: data });
        void queryClient.invalidateQueries({ queryKey: ['hotels'] });
        return saved;
      }}
    />
  );
}
