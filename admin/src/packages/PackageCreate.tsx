import { useMemo } from 'react';
import { createPayload, newPackageDefaults, type PackageFormValues } from './model.ts';
import { PackageForm } from './PackageForm.tsx';
import { freeSlug } from '../providers/slugs.ts';
import { draftKey } from '../lib/drafts.ts';
import { useRestoredDraft } from '../lib/useRestoredDraft.ts';
import { useOptimisticCreatePackage, usePackageSave } from './usePackageMutations.ts';
import { useActiveWithoutDeparturesConfirm } from './ActiveWithoutDepartures.tsx';

export default function PackageCreate() {
  const initial = useMemo(newPackageDefaults, []);
  const create = useOptimisticCreatePackage();
  const key = draftKey('packages');
  const draft = useRestoredDraft<PackageFormValues>(key);
  const { saving, save, serverError } = usePackageSave(key);
  const { dialog, confirmActive } = useActiveWithoutDeparturesConfirm();

  // A new package has no departure yet: an active one would be public without dates, so the owner is asked,
  // and the first save stays on the package (its Keberangkatan tab) so dates and hotels follow at once.
  const onSubmit = async (typed: PackageFormValues) => {
    const choice = await confirmActive(typed.status, undefined, createPayload(typed, Date.now(), ''));
    if (choice === 'cancel') return false;
    const values: PackageFormValues = choice === 'draft' ? { ...typed, status: 'draft' } : typed;
    let id = '';
    const saved = await save(async () => {
      const row = await create(createPayload(values, Date.now(), await freeSlug(values.title)));
      id = String(row.id);
      return row;
    }, [
      'Paket Ditambahkan',
      `Paket "${values.title.trim()}" berhasil ditambahkan. Tambahkan tanggal keberangkatan dan hotelnya di sini.`,
    ]);
    return saved && id ? `/packages/edit/${id}?tab=keberangkatan` : false;
  };

  return (
    <PackageForm
      key={draft.version}
      initial={initial}
      mode="create"
      saving={saving}
      serverError={serverError}
      onSubmit={onSubmit}
      draftKey={key}
      restored={draft.restored}
      onDiscardDraft={draft.discard}
      dialog={dialog}
    />
  );
}
