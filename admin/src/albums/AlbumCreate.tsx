import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { draftKey } from '../lib/drafts.ts';
import { useRestoredDraft } from '../lib/useRestoredDraft.ts';
import { usePackageChoices } from '../articles/usePackageChoices.ts';
import { albumPayload, emptyAlbum, type AlbumDraft } from './model.ts';
import { AlbumForm } from './AlbumForm.tsx';

export default function AlbumCreate() {
  const initial = useMemo(emptyAlbum, []);
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const packages = usePackageChoices();
  const key = draftKey('albums');
  const draft = useRestoredDraft<AlbumDraft>(key);
  return (
    <AlbumForm
      key={draft.version}
      initial={initial}
      draftKey={key}
      restored={draft.restored}
      onDiscardDraft={draft.discard}
      mode="create"
      packages={packages}
      onSubmit={async (d) => {
        const saved = await dataProvider.create('albums', { data: albumPayload(d) });
        void queryClient.invalidateQueries({ queryKey: ['albums'] });
        void queryClient.invalidateQueries({ queryKey: ['media', 'usage'] });
        return saved;
      }}
    />
  );
}
