import type { Feature } from '../domain.ts';
import { CardCrudPage } from '../lib/CardCrudPage.tsx';
import { useCrudList } from '../lib/useCrudList.ts';
import { useReorder } from '../lib/useReorder.ts';
import { FeatureCard } from './FeatureCard.tsx';
import { FeatureForm } from './FeatureForm.tsx';
import { EMPTY_FEATURE, featurePayload, featureToDraft, nextOrderIndex } from './model.ts';

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
  // The site shows active features by order_index: moving here is moving there.
  const { cardProps } = useReorder<Feature>('features', 'order_index', 'Gagal memperbarui keunggulan');

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
      renderCard={(f, { edit, askDelete, history, index, list }) => (
        <FeatureCard feature={f} onEdit={edit} onDelete={askDelete} onHistory={history} {...cardProps(list, index)} />
      )}
      historyName={(f) => f.title}
      deleteTitle="Hapus Keunggulan?"
      deleteMessage={(f) => `Keunggulan "${f.title}" akan dihapus.`}
      deletedMessage={(f) => `Keunggulan "${f.title}" dihapus`}
    />
  );
}
