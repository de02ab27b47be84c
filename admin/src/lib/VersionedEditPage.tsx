import { useState, type ReactNode } from 'react';
import { Box, Button } from '@mui/material';
import { useDataProvider, useGetOne, type RaRecord } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { LoadingScreen } from '../layout/LoadingScreen.tsx';
import { ConflictDialog, useConflictChoice } from './ConflictDialog.tsx';
import { saveOverVersion, versionedUpdate, type Versioned } from './conflict.ts';
import { draftKey } from './drafts.ts';
import { errorMessage } from './errors.ts';
import { LoadErrorAlert } from './LoadErrorAlert.tsx';
import { useRestoredDraft } from './useRestoredDraft.ts';
import { HistorySection } from '../history/LazyHistory.tsx';
import { HISTORY_QUERY } from '../history/query.ts';

/** What the page hands its form: the stored record as a draft, the kept typing, and the save. */
export interface VersionedFormProps<R, D> {
  /** The record the form was filled from. */
  loaded: R;
  /** Remounts the form when the record or the restored draft changes. */
  formKey: string;
  initial: D;
  draftKey: string;
  restored: D | null;
  onDiscardDraft(): void;
  onSubmit(draft: D): Promise<unknown>;
}

/**
 * The edit screen of a record saved over the version it was loaded at: a save that finds a newer version asks
 * the owner (the conflict dialog) before it overwrites, and typing kept from an ended session is offered again.
 * Below the form, the record's Riwayat; a restored version is read again into the form.
 */
export function VersionedEditPage<R extends RaRecord & Versioned, D>({
  resource,
  noun,
  listPath,
  toDraft,
  payload,
  invalidate = [],
  renderForm,
}: {
  resource: string;
  /** The record's name inside a sentence: "album", "artikel". */
  noun: string;
  listPath: string;
  toDraft(record: R): D;
  payload(draft: D): Record<string, unknown>;
  /** Other queries a save may change (the media library's usage counts). */
  invalidate?: readonly (readonly string[])[];
  renderForm(props: VersionedFormProps<R, D>): ReactNode;
}) {
  const { id = '' } = useParams();
  const { data, isPending, error, refetch } = useGetOne<R>(resource, { id }, { retry: 1, refetchOnWindowFocus: false });
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const key = draftKey(resource, id);
  const draft = useRestoredDraft<D>(key);
  const conflict = useConflictChoice();
  // The record the form was filled from, kept when the query refetches: the save goes over this version.
  const [loaded, setLoaded] = useState<R | null>(null);
  if (data && (!loaded || String(loaded.id) !== String(data.id))) setLoaded(data);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: [resource] });
    void queryClient.invalidateQueries({ queryKey: [HISTORY_QUERY] });
    for (const queryKey of invalidate) void queryClient.invalidateQueries({ queryKey });
  };

  if (isPending) return <LoadingScreen fullPage={false} />;
  if (error || !data || !loaded) {
    const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
    return (
      <Box>
        <LoadErrorAlert onRetry={refetch}>
          {error ? `Gagal memuat ${noun}: ${errorMessage(error)}` : `${Noun} tidak ditemukan`}
        </LoadErrorAlert>
        <Button component={Link} to={listPath} variant="outlined">
          Kembali ke daftar {noun}
        </Button>
      </Box>
    );
  }
  return (
    <>
      <ConflictDialog {...conflict.dialog} />
      {renderForm({
        loaded,
        formKey: `${loaded.id}:${draft.version}`,
        initial: toDraft(loaded),
        draftKey: key,
        restored: draft.restored,
        onDiscardDraft: draft.discard,
        onSubmit: async (d) => {
          try {
            return await saveOverVersion({
              loaded,
              save: (version: R) => dataProvider.update(resource, { id, ...versionedUpdate(payload(d), version) }),
              ask: conflict.ask,
              current: async () => (await dataProvider.getOne<R>(resource, { id })).data,
              reload: (stored) => {
                setLoaded(stored);
                draft.discard();
              },
            });
          } finally {
            refresh();
          }
        },
      })}
      <HistorySection
        recordTable={resource}
        recordId={String(loaded.id)}
        onRestored={async () => {
          // The form shows the restored record: it is read again and the form remounts with it.
          setLoaded((await dataProvider.getOne<R>(resource, { id })).data);
          draft.discard();
          refresh();
        }}
      />
    </>
  );
}
