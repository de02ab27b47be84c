import { useState } from 'react';
import { Box, Button } from '@mui/material';
import { useDataProvider, useGetOne } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { Article } from '../domain.ts';
import { errorMessage } from '../lib/errors.ts';
import { draftKey } from '../lib/drafts.ts';
import { useRestoredDraft } from '../lib/useRestoredDraft.ts';
import { LoadErrorAlert } from '../lib/LoadErrorAlert.tsx';
import { LoadingScreen } from '../layout/LoadingScreen.tsx';
import { saveOverVersion, versionedUpdate } from '../lib/conflict.ts';
import { ConflictDialog, useConflictChoice } from '../lib/ConflictDialog.tsx';
import { articlePayload, articleToDraft, type ArticleDraft } from './model.ts';
import { ArticleForm } from './ArticleForm.tsx';
import { usePackageChoices } from './usePackageChoices.ts';

export default function ArticleEdit() {
  const { id = '' } = useParams();
  const { data, isPending, error, refetch } = useGetOne<Article>(
    'articles',
    { id },
    { retry: 1, refetchOnWindowFocus: false },
  );
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const packages = usePackageChoices();
  const key = draftKey('articles', id);
  const draft = useRestoredDraft<ArticleDraft>(key);
  const conflict = useConflictChoice();
  // The record the form was filled from, kept when the query refetches: the save goes over this version.
  const [loaded, setLoaded] = useState<Article | null>(null);
  if (data && (!loaded || String(loaded.id) !== String(data.id))) setLoaded(data);

  if (isPending) return <LoadingScreen fullPage={false} />;
  if (error || !data || !loaded) {
    return (
      <Box>
        <LoadErrorAlert onRetry={refetch}>
          {error ? `Gagal memuat artikel: ${errorMessage(error)}` : 'Artikel tidak ditemukan'}
        </LoadErrorAlert>
        <Button component={Link} to="/articles" variant="outlined">
          Kembali ke daftar artikel
        </Button>
      </Box>
    );
  }
  return (
    <>
      <ConflictDialog {...conflict.dialog} />
      <ArticleForm
        key={`${loaded.id}:${draft.version}`}
        initial={articleToDraft(loaded)}
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
              save: (version: Article) =>
                dataProvider.update('articles', { id, ...versionedUpdate(articlePayload(d), version) }),
              ask: conflict.ask,
              current: async () => (await dataProvider.getOne<Article>('articles', { id })).data,
              reload: (stored) => {
                setLoaded(stored);
                draft.discard();
              },
            });
          } finally {
            void queryClient.invalidateQueries({ queryKey: ['articles'] });
          }
        }}
      />
    </>
  );
}
