import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { Feature } from '../domain.ts';
import { useToast } from '../lib/toast.ts';
import { CardCrudPage } from '../lib/CardCrudPage.tsx';
import { useCrudList } from '../lib/useCrudList.ts';
import { FeatureCard } from './FeatureCard.tsx';
import { FeatureForm } from './FeatureForm.tsx';
import { EMPTY_FEATURE, featurePayload, featureToDraft, nextOrderIndex, reorderUpdates } from './model.ts';

export default function FeatureList() {
  const crud = useCrudList<Feature>(
    'features',
    { field: 'order_index', order: 'ASC' },
    {
      created: ['Keunggulan Ditambahkan', 'Keunggulan baru berhasil ditambahkan'],
      updated: ['Keunggulan Diperbarui', 'Keunggulan berhasil diperbarui'],
      deleted: ['Keunggulan Dihapus', 'Keunggulan berhasil dihapus'],
      createFailed: 'Gagal menambahkan keunggulan',
      updateFailed: 'Gagal memperbarui keunggulan',
      deleteFailed: 'Gagal menghapus keunggulan',
    },
  );

  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [moving, setMoving] = useState(false);
  // The site shows active features by order_index: moving here is moving there.
  const move = async (index: number, direction: -1 | 1) => {
    const updates = reorderUpdates(crud.data ?? [], index, direction);
    if (!updates.length) return;
    setMoving(true);
    try {
      for (const u of updates)
        await dataProvider.update('features', { id: u.id, data: { order_index: u.order_index }, previousData: {} });
    } catch (e) {
      toast.failure('Gagal memperbarui keunggulan', e);
    } finally {
      setMoving(false);
      void queryClient.invalidateQueries({ queryKey: ['features'] });
    }
  };

  return (
    <CardCrudPage
      crud={crud}
      editing={{
        Form: FeatureForm,
        empty: EMPTY_FEATURE,
        toDraft: featureToDraft,
        // A new feature goes last; an edit keeps its place.
        toPayload: (d, mode) =>
          featurePayload(d, mode === 'add' ? nextOrderIndex(crud.data ?? []) : undefined) as Partial<Feature>,
      }}
      title="Keunggulan"
      description="Poin 'Mengapa Memilih Kami' di halaman utama (4 keunggulan aktif pertama ditampilkan)."
      addLabel="Tambah Keunggulan"
      loadErrorTitle="Gagal memuat keunggulan"
      cardMinWidth={260}
      skeletonHeight={150}
      emptyText="Belum ada keunggulan. Tambahkan keunggulan pertama Anda."
      renderCard={(f, { edit, askDelete }) => {
        const all = crud.data ?? [];
        const index = all.findIndex((x) => x.id === f.id);
        return (
          <FeatureCard
            feature={f}
            onEdit={edit}
            onDelete={askDelete}
            onMove={(d) => void move(index, d)}
            first={index === 0}
            last={index === all.length - 1}
            busy={moving}
          />
        );
      }}
      deleteTitle="Hapus Keunggulan?"
      deleteMessage={(f) => `Keunggulan "${f.title}" akan dihapus permanen.`}
    />
  );
}
