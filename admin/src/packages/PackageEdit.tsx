import { Box, Button } from '@mui/material';
import { useDataProvider, useGetOne } from 'react-admin';
import { Link, useParams, useSearchParams } from 'react-router';
import type { Package } from '../domain.ts';
import { errorMessage } from '../lib/errors.ts';
import { draftKey } from '../lib/drafts.ts';
import { useRestoredDraft } from '../lib/useRestoredDraft.ts';
import { LoadErrorAlert } from '../lib/LoadErrorAlert.tsx';
import { LoadingScreen } from '../layout/LoadingScreen.tsx';
import { packageToForm, updatePayload, type PackageFormValues } from './model.ts';
import { DEPARTURES_TAB, PackageForm } from './PackageForm.tsx';
import { useInvalidatePackages, usePackageSave } from './usePackageMutations.ts';

export default function PackageEdit() {
  const { id = '' } = useParams();
  // The dashboard links to ?tab=keberangkatan.
  const [search] = useSearchParams();
  const initialTab = search.get('tab') === 'keberangkatan' ? DEPARTURES_TAB : 0;
  const { data, isPending, error, refetch } = useGetOne<Package>(
    'packages',
    { id },
    { retry: 1, refetchOnWindowFocus: false },
  );
  const dataProvider = useDataProvider();
  const invalidate = useInvalidatePackages();
  const key = draftKey('packages', id);
  const draft = useRestoredDraft<PackageFormValues>(key);
  const { saving, save, serverError } = usePackageSave(key);

  const onSubmit = async (values: PackageFormValues) => {
    if (!data) return false;
    const saved = await save(
      () => dataProvider.update('packages', { id, data: updatePayload(values, data.slug), previousData: data }),
      ['Paket Diperbarui', `Paket "${values.title.trim()}" berhasil diperbarui`],
    );
    if (saved) invalidate(id);
    return saved;
  };

  if (isPending) return <LoadingScreen fullPage={false} />;
  if (error || !data) {
    return (
      <Box>
        <LoadErrorAlert onRetry={refetch}>
          {error ? `Gagal memuat paket: ${errorMessage(error)}` : 'Paket tidak ditemukan'}
        </LoadErrorAlert>
        <Button component={Link} to="/packages" variant="outlined">
          Kembali ke daftar paket
        </Button>
      </Box>
    );
  }
  return (
    <PackageForm
      key={`${data.id}:${draft.version}`}
      initial={packageToForm(data)}
      draftKey={key}
      restored={draft.restored}
      onDiscardDraft={draft.discard}
      mode="edit"
      packageId={String(data.id)}
      initialTab={initialTab}
      saving={saving}
      serverError={serverError}
      onSubmit={onSubmit}
    />
  );
}
