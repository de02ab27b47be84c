import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { emptyHotel, hotelPayload } from './model.ts';
import { HotelForm } from './HotelForm.tsx';

export default function HotelCreate() {
  const initial = useMemo(emptyHotel, []);
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  return (
    <HotelForm
      initial={initial}
      mode="create"
      onSubmit={async (d) => {
        await dataProvider.create('hotels', { data: hotelPayload(d) });
        void queryClient.invalidateQueries({ queryKey: ['hotels'] });
      }}
    />
  );
}
