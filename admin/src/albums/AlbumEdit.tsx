import { useState } from 'react';
import { Box, Button } from '@mui/material';
import { useDataProvider, useGetOne } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { Album } from '../domain.ts';
import { errorMessage } from '../lib/errors.ts';
import { draftKey } from '../lib/drafts.ts';
import { useRestoredDraft } from '../lib/useRestoredDraft.ts';
import { LoadErrorAlert } from '../lib/LoadErrorAlert.tsx';
import { LoadingScreen } from '../layout/LoadingScreen.tsx';
import { saveOverVersion, versionedUpdate } from '../lib/conflict.ts';
import { ConflictDialog, useConflictChoice } from '../lib/ConflictDialog.tsx';
import { usePackageChoices } from '../articles/usePackageChoices.ts';
import { albumPayload, albumToDraft, type AlbumDraft } from './model.ts';
import { AlbumForm } from './AlbumForm.tsx';

export default function AlbumEdit() {
  const { id = '' } = useParams();
  const { data, isPending, error, refetch } = useGetOne<Album>(
    'albums',
    { id },
    { retry: 1, refetchOnWindowFocus: false },
  );
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const packages = usePackageChoices();
  const key = draftKey('albums', id);
  const draft = useRestoredDraft<AlbumDraft>(key);
  const conflict = useConflictChoice();
  // The album the form was filled from, kept when the query refetches: the save goes over this version.
  const [loaded, setLoaded] = useState<Album | null>(null);
  if (data && (!loaded || String(loaded.id) !== String(data.id))) setLoaded(data);

  if (isPending) return <LoadingScreen fullPage={false} />;
  if (error || !data || !loaded) {
    return (
      <Box>
        <LoadErrorAlert onRetry={refetch}>
          {error ? `Gagal memuat album: ${errorMessage(error)}` : 'Album tidak ditemukan'}
        </LoadErrorAlert>
        <Button component={Link} to="/albums" variant="outlined">
          Kembali ke daftar album
        </Button>
      </Box>
    );
  }
  return (
    <>
      <ConflictDialog {...conflict.dialog} />
      <AlbumForm
        key={`${loaded.id}:${draft.version}`}
        initial={albumToDraft(loaded)}
        draftKey={key}
        restored={draft.restored}
        onDiscardDraft={draft.discard}
        mode="edit"
        packages={packages}
        storedSlug={loaded.status === 'published' ? loaded.slug : undefined}
        onSubmit={async (d) => {
          try {
            return await saveOverVersion({
              loaded,
              save: (version: Album) =>
                dataProvider.update('albums', { id, ...versionedUpdate(albumPayload(d), version) }),
              ask: conflict.ask,
              current: async () => (await dataProvider.getOne<Album>('albums', { id })).data,
              reload: (stored) => {
                setLoaded(stored);
                draft.discard();
              },
            });
          } finally {
            void queryClient.invalidateQueries({ queryKey: ['albums'] });
            void queryClient.invalidateQueries({ queryKey: ['media', 'usage'] });
          }
        }}
      />
    </>
  );
}
