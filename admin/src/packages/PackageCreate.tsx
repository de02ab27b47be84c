import { useMemo, useState } from 'react';
import { errorMessage } from '../lib/errors.ts';
import { useToast } from '../lib/toast.ts';
import { createPayload, newPackageDefaults, type PackageFormValues } from './model.ts';
import { PackageForm } from './PackageForm.tsx';
import { useOptimisticCreatePackage } from './usePackageMutations.ts';

export default function PackageCreate() {
  const initial = useMemo(newPackageDefaults, []);
  const create = useOptimisticCreatePackage();
  const toast = useToast();
  const [saving, setSaving] = useState(false);

  const onSubmit = async (values: PackageFormValues) => {
    setSaving(true);
    try {
      await create(createPayload(values));
      toast.success('Paket Ditambahkan', `Paket "${values.title.trim()}" berhasil ditambahkan`);
      return true;
    } catch (e) {
      console.error(e);
      toast.error('Gagal menyimpan paket', errorMessage(e));
      return false;
    } finally {
      setSaving(false);
    }
  };

  return <PackageForm initial={initial} mode="create" saving={saving} onSubmit={onSubmit} />;
}
