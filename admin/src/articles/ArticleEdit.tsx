import type { Article } from '../domain.ts';
import { VersionedEditPage } from '../lib/VersionedEditPage.tsx';
import { articlePayload, articleToDraft, type ArticleDraft } from './model.ts';
import { ArticleForm } from './ArticleForm.tsx';
import { usePackageChoices } from './usePackageChoices.ts';

export default function ArticleEdit() {
  const packages = usePackageChoices();
  return (
    <VersionedEditPage<Article, ArticleDraft>
      resource="articles"
      noun="artikel"
      listPath="/articles"
      toDraft={articleToDraft}
      payload={articlePayload}
      // The cover and the body's images count as uses in the media library.
      invalidate={[['media', 'usage']]}
      renderForm={({ loaded, formKey, ...form }) => (
        <ArticleForm
          key={formKey}
          {...form}
          mode="edit"
          packages={packages}
          storedSlug={loaded.status === 'published' ? loaded.slug : undefined}
          recordId={String(loaded.id)}
        />
      )}
    />
  );
}
