import { useState } from 'react';
import { Alert, Box, Button } from '@mui/material';
import { useDataProvider, useGetOne } from 'react-admin';
import { Link, useParams } from 'react-router';
import type { Package } from '../domain.ts';
import { errorMessage } from '../lib/errors.ts';
import { useToast } from '../lib/toast.ts';
import { LoadingScreen } from '../layout/LoadingScreen.tsx';
import { packageToForm, updatePayload, type PackageFormValues } from './model.ts';
import { PackageForm } from './PackageForm.tsx';
import { useInvalidatePackages } from './usePackageMutations.ts';

export default function PackageEdit() {
  const { id = '' } = useParams();
  const { data, isPending, error, refetch } = useGetOne<Package>(
    'packages',
    { id },
    { retry: 1, refetchOnWindowFocus: false },
  );
  const dataProvider = useDataProvider();
  const invalidate = useInvalidatePackages();
  const toast = useToast();
  const [saving, setSaving] = useState(false);

  const onSubmit = async (values: PackageFormValues) => {
    if (!data) return false;
    setSaving(true);
    try {
      await dataProvider.update('packages', { id, data: updatePayload(values), previousData: data });
      toast.success('Paket Diperbarui', `Paket "${values.title.trim()}" berhasil diperbarui`);
      invalidate(id);
      return true;
    } catch (e) {
      console.error(e);
      toast.error('Gagal menyimpan paket', errorMessage(e));
      return false;
    } finally {
      setSaving(false);
    }
  };

  if (isPending) return <LoadingScreen fullPage={false} />;
  if (error || !data) {
    return (
      <Box>
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => refetch()}>
              Coba Lagi
            </Button>
          }
        >
          {error ? `Gagal memuat paket: ${errorMessage(error)}` : 'Paket tidak ditemukan'}
        </Alert>
        <Button component={Link} to="/packages" variant="outlined">
          Kembali ke daftar paket
        </Button>
      </Box>
    );
  }
  return <PackageForm key={data.id} initial={packageToForm(data)} mode="edit" saving={saving} onSubmit={onSubmit} />;
}
