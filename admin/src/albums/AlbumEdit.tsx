import type { Album } from '../domain.ts';
import { VersionedEditPage } from '../lib/VersionedEditPage.tsx';
import { usePackageChoices } from '../articles/usePackageChoices.ts';
import { albumPayload, albumToDraft, type AlbumDraft } from './model.ts';
import { AlbumForm } from './AlbumForm.tsx';

export default function AlbumEdit() {
  const packages = usePackageChoices();
  return (
    <VersionedEditPage<Album, AlbumDraft>
      resource="albums"
      noun="album"
      listPath="/albums"
      toDraft={albumToDraft}
      payload={albumPayload}
      invalidate={[['media', 'usage']]}
      renderForm={({ loaded, formKey, ...form }) => (
        <AlbumForm
          key={formKey}
          {...form}
          mode="edit"
          packages={packages}
          storedSlug={loaded.status === 'published' ? loaded.slug : undefined}
        />
      )}
    />
  );
}
