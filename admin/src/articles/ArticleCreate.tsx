import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { draftKey } from '../lib/drafts.ts';
import { useRestoredDraft } from '../lib/useRestoredDraft.ts';
import { articlePayload, emptyArticle, type ArticleDraft } from './model.ts';
import { ArticleForm } from './ArticleForm.tsx';
import { usePackageChoices } from './usePackageChoices.ts';

export default function ArticleCreate() {
  const initial = useMemo(emptyArticle, []);
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const packages = usePackageChoices();
  const key = draftKey('articles');
  const draft = useRestoredDraft<ArticleDraft>(key);
  return (
    <ArticleForm
      key={draft.version}
      initial={initial}
      draftKey={key}
      restored={draft.restored}
      onDiscardDraft={draft.discard}
      mode="create"
      packages={packages}
      onSubmit={async (d) => {
        const saved = await dataProvider.create('articles', { data: articlePayload(d) });
        void queryClient.invalidateQueries({ queryKey: ['articles'] });
        return saved;
      }}
    />
  );
}
