import type { Testimonial } from '../domain.ts';
import { CardCrudPage } from '../lib/CardCrudPage.tsx';
import { useCrudList } from '../lib/useCrudList.ts';
import { useReorder } from '../lib/useReorder.ts';
import { EMPTY_TESTIMONIAL, testimonialPayload, testimonialToDraft } from './model.ts';
import { TestimonialCard } from './TestimonialCard.tsx';
import { TestimonialForm } from './TestimonialForm.tsx';

export default function TestimonialList() {
  const crud = useCrudList<Testimonial>(
    'testimonials',
    { field: 'position', order: 'ASC' },
    {
      created: ['Testimoni Ditambahkan', 'Testimoni baru berhasil ditambahkan'],
      updated: ['Testimoni Diperbarui', 'Testimoni berhasil diperbarui'],
      deleted: ['Testimoni Dihapus', 'Testimoni berhasil dihapus'],
      createFailed: 'Gagal menambahkan testimoni',
      updateFailed: 'Gagal memperbarui testimoni',
      deleteFailed: 'Gagal menghapus testimoni',
    },
  );
  // The home page shows the testimonials marked "Tampilkan di beranda" by position: the order here is the order there.
  const { cardProps } = useReorder<Testimonial>('testimonials', 'position', 'Gagal memperbarui testimoni');

  return (
    <CardCrudPage
      crud={crud}
      editing={{
        Form: TestimonialForm,
        empty: EMPTY_TESTIMONIAL,
        toDraft: testimonialToDraft,
        toPayload: (d) => testimonialPayload(d) as Partial<Testimonial>,
      }}
      title="Testimoni"
      description="Cerita jamaah. Halaman utama menampilkan 6 testimoni teratas yang ditandai 'Tampilkan di beranda', dalam urutan ini."
      addLabel="Tambah Testimoni"
      // The dashboard's "Tambah Testimoni" quick action lands here with ?add=1.
      openAddOnQuery
      loadErrorTitle="Gagal memuat testimoni"
      cardMinWidth={280}
      skeletonHeight={180}
      emptyText="Belum ada testimoni tersedia"
      renderCard={(t, { edit, askDelete, history, index, list }) => (
        <TestimonialCard
          testimonial={t}
          onEdit={edit}
          onDelete={askDelete}
          onHistory={history}
          {...cardProps(list, index)}
        />
      )}
      historyName={(t) => `Testimoni dari ${t.name}`}
      deleteTitle="Hapus Testimoni?"
      deleteMessage={(t) => `Testimoni dari "${t.name}" akan dihapus.`}
      deletedMessage={(t) => `Testimoni dari "${t.name}" dihapus`}
    />
  );
}
