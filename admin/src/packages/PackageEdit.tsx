import { useState } from 'react';
import { Box, Button } from '@mui/material';
import { useDataProvider, useGetOne } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import type { Package } from '../domain.ts';
import { errorMessage } from '../lib/errors.ts';
import { draftKey } from '../lib/drafts.ts';
import { useRestoredDraft } from '../lib/useRestoredDraft.ts';
import { LoadErrorAlert } from '../lib/LoadErrorAlert.tsx';
import { LoadingScreen } from '../layout/LoadingScreen.tsx';
import { packageToForm, updatePayload, type PackageFormValues } from './model.ts';
import { DEPARTURES_TAB, PackageForm } from './PackageForm.tsx';
import { HistorySection } from '../history/LazyHistory.tsx';
import { useInvalidatePackages, usePackageSave } from './usePackageMutations.ts';
import { saveOverVersion, versionedUpdate } from '../lib/conflict.ts';
import { ConflictDialog, useConflictChoice } from '../lib/ConflictDialog.tsx';
import { useActiveWithoutDeparturesConfirm } from './ActiveWithoutDepartures.tsx';
import { PackageFindings } from './PackageFindings.tsx';

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
  const queryClient = useQueryClient();
  const invalidate = useInvalidatePackages();
  const key = draftKey('packages', id);
  const draft = useRestoredDraft<PackageFormValues>(key);
  const { saving, save, serverError } = usePackageSave(key);
  const conflict = useConflictChoice();
  const { dialog, confirmActive } = useActiveWithoutDeparturesConfirm();
  // The record the form was filled from, kept when the query refetches: the save goes over this version.
  const [loaded, setLoaded] = useState<Package | null>(null);
  if (data && (!loaded || String(loaded.id) !== String(data.id))) setLoaded(data);

  const onSubmit = async (typed: PackageFormValues) => {
    if (!loaded) return false;
    const choice = await confirmActive(typed.status, id, updatePayload(typed, loaded.slug));
    if (choice === 'cancel') return false;
    const values: PackageFormValues = choice === 'draft' ? { ...typed, status: 'draft' } : typed;
    const saved = await save(
      () =>
        saveOverVersion({
          loaded,
          save: (version: Package) =>
            dataProvider.update('packages', { id, ...versionedUpdate(updatePayload(values, version.slug), version) }),
          ask: conflict.ask,
          current: async () => (await dataProvider.getOne<Package>('packages', { id })).data,
          reload: (stored) => {
            setLoaded(stored);
            // Drops a kept draft too and remounts the form with the stored values.
            draft.discard();
          },
        }),
      ['Paket Diperbarui', `Paket "${values.title.trim()}" berhasil diperbarui`],
    );
    if (saved) invalidate(id);
    return saved;
  };

  if (isPending) return <LoadingScreen fullPage={false} />;
  if (error || !data || !loaded) {
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
    <>
      <ConflictDialog {...conflict.dialog} />
      <PackageForm
        key={`${loaded.id}:${draft.version}`}
        initial={packageToForm(loaded)}
        draftKey={key}
        restored={draft.restored}
        onDiscardDraft={draft.discard}
        mode="edit"
        packageId={String(loaded.id)}
        initialTab={initialTab}
        saving={saving}
        serverError={serverError}
        onSubmit={onSubmit}
        dialog={dialog}
        findings={<PackageFindings packageId={String(loaded.id)} />}
      />
      <HistorySection
        recordTable="packages"
        recordId={String(loaded.id)}
        onRestored={async () => {
          // The form shows the restored package, departures and hotels: they are read again and the form
          // remounts with them (the hotel rows are filled once, from a fresh read).
          queryClient.removeQueries({ queryKey: ['package_hotels', String(loaded.id)] });
          void queryClient.invalidateQueries({ queryKey: ['departures'] });
          const stored = (await dataProvider.getOne<Package>('packages', { id })).data;
          setLoaded(stored);
          draft.discard();
          invalidate(id);
        }}
      />
    </>
  );
}
