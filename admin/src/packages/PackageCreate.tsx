import { useMemo } from 'react';
import { createPayload, newPackageDefaults, type PackageFormValues } from './model.ts';
import { PackageForm } from './PackageForm.tsx';
import { freeSlug } from '../providers/slugs.ts';
import { draftKey } from '../lib/drafts.ts';
import { useRestoredDraft } from '../lib/useRestoredDraft.ts';
import { useOptimisticCreatePackage, usePackageSave } from './usePackageMutations.ts';

export default function PackageCreate() {
  const initial = useMemo(newPackageDefaults, []);
  const create = useOptimisticCreatePackage();
  const key = draftKey('packages');
  const draft = useRestoredDraft<PackageFormValues>(key);
  const { saving, save, serverError } = usePackageSave(key);

  const onSubmit = (values: PackageFormValues) =>
    save(
      async () => create(createPayload(values, Date.now(), await freeSlug(values.title))),
      ['Paket Ditambahkan', `Paket "${values.title.trim()}" berhasil ditambahkan`],
    );

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
    />
  );
}
