import { CardCrudPage } from '../lib/CardCrudPage.tsx';
import { useCrudList } from '../lib/useCrudList.ts';
import { useReorder } from '../lib/useReorder.ts';
import { FaqCard } from './FaqCard.tsx';
import { FaqForm } from './FaqForm.tsx';
import { EMPTY_FAQ, faqPayload, faqToDraft, nextPosition, type AdminFaq } from './model.ts';
import { packageLabel, usePackageOptions } from './packages.ts';

export default function FaqList() {
  const crud = useCrudList<AdminFaq>(
    'faqs',
    { field: 'position', order: 'ASC' },
    {
      created: ['FAQ Ditambahkan', 'Pertanyaan baru berhasil ditambahkan'],
      updated: ['FAQ Diperbarui', 'Pertanyaan berhasil diperbarui'],
      deleted: ['FAQ Dihapus', 'Pertanyaan berhasil dihapus'],
      createFailed: 'Gagal menambahkan FAQ',
      updateFailed: 'Gagal memperbarui FAQ',
      deleteFailed: 'Gagal menghapus FAQ',
    },
  );
  // The site shows each page's active FAQs by position: moving here is moving there.
  const { cardProps } = useReorder<AdminFaq>('faqs', 'position', 'Gagal memperbarui FAQ');
  const packages = usePackageOptions();

  return (
    <CardCrudPage
      crud={crud}
      editing={{
        Form: FaqForm,
        empty: EMPTY_FAQ,
        toDraft: faqToDraft,
        // A new FAQ goes last; an edit keeps its place.
        toPayload: (d, mode) =>
          faqPayload(d, mode === 'add' ? nextPosition(crud.data ?? []) : undefined) as Partial<AdminFaq>,
      }}
      title="FAQ"
      description="Pertanyaan yang sering diajukan: yang umum tampil di halaman FAQ, yang per paket di halaman paketnya."
      addLabel="Tambah FAQ"
      loadErrorTitle="Gagal memuat FAQ"
      cardMinWidth={300}
      skeletonHeight={150}
      emptyText="Belum ada FAQ. Tambahkan pertanyaan pertama Anda."
      renderCard={(f, { edit, askDelete, history, index, list }) => (
        <FaqCard
          faq={f}
          where={packageLabel(packages, f.package_id)}
          onEdit={edit}
          onDelete={askDelete}
          onHistory={history}
          {...cardProps(list, index)}
        />
      )}
      historyName={(f) => f.question}
      deleteTitle="Hapus FAQ?"
      deleteMessage={(f) => `Pertanyaan "${f.question}" akan dihapus.`}
      deletedMessage={(f) => `FAQ "${f.question}" dihapus`}
    />
  );
}
