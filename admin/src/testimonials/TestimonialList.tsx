import type { Testimonial } from '../domain.ts';
import { CardCrudPage } from '../lib/CardCrudPage.tsx';
import { useCrudList } from '../lib/useCrudList.ts';
import { EMPTY_TESTIMONIAL, testimonialPayload, testimonialToDraft } from './model.ts';
import { TestimonialCard } from './TestimonialCard.tsx';
import { TestimonialForm } from './TestimonialForm.tsx';

export default function TestimonialList() {
  const crud = useCrudList<Testimonial>(
    'testimonials',
    { field: 'created_at', order: 'DESC' },
    {
      created: ['Testimoni Ditambahkan', 'Testimoni baru berhasil ditambahkan'],
      updated: ['Testimoni Diperbarui', 'Testimoni berhasil diperbarui'],
      deleted: ['Testimoni Dihapus', 'Testimoni berhasil dihapus'],
      createFailed: 'Gagal menambahkan testimoni',
      updateFailed: 'Gagal memperbarui testimoni',
      deleteFailed: 'Gagal menghapus testimoni',
    },
  );

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
      description="Cerita jamaah yang tampil di halaman utama (6 terbaru)."
      addLabel="Tambah Testimoni"
      // The dashboard's "Tambah Testimoni" quick action lands here with ?add=1.
      openAddOnQuery
      loadErrorTitle="Gagal memuat testimoni"
      cardMinWidth={280}
      skeletonHeight={180}
      emptyText="Belum ada testimoni tersedia"
      renderCard={(t, { edit, askDelete }) => <TestimonialCard testimonial={t} onEdit={edit} onDelete={askDelete} />}
      deleteTitle="Hapus Testimoni?"
      deleteMessage={(t) => `Testimoni dari "${t.name}" akan dihapus permanen.`}
    />
  );
}
