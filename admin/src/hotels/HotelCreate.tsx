import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { draftKey } from '../lib/drafts.ts';
import { useRestoredDraft } from '../lib/useRestoredDraft.ts';
import { emptyHotel, hotelPayload, type HotelDraft } from './model.ts';
import { HotelForm } from './HotelForm.tsx';

export default function HotelCreate() {
  const initial = useMemo(emptyHotel, []);
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const key = draftKey('hotels');
  const draft = useRestoredDraft<HotelDraft>(key);
  return (
    <HotelForm
      key={draft.version}
      initial={initial}
      draftKey={key}
      restored={draft.restored}
      onDiscardDraft={draft.discard}
      mode="create"
      onSubmit={async (d) => {
        const saved = await dataProvider.create('hotels', { data: hotelPayload(d) });
        void queryClient.invalidateQueries({ queryKey: ['hotels'] });
        return saved;
      }}
    />
  );
}
