import { useDataProvider, useGetList, type RaRecord, type SortPayload } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { deleteRowsNow } from '../providers/keepalive.ts';
import { useToastedRun } from './useToastedRun.ts';
import { saveOverVersion, versionedUpdate } from './conflict.ts';
import { useConflictChoice } from './ConflictDialog.tsx';

interface CrudMessages {
  created: [string, string];
  updated: [string, string];
  deleted: [string, string];
  createFailed: string;
  updateFailed: string;
  deleteFailed: string;
}

/**
 * List + create/update/delete for the card screens (features, testimonials):
 * pessimistic writes, a toast after each, cache refreshed after each write.
 */
export function useCrudList<T extends RaRecord>(
  resource: string,
  sort: SortPayload,
  messages: CrudMessages,
  /** Other reads a write's outcome may change, or that the table's checks depend on: read again after each. */
  alsoRefresh: readonly (readonly unknown[])[] = [],
) {
  const list = useGetList<T>(resource, { pagination: { page: 1, perPage: 500 }, sort }, { retry: 1 });
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const { busy, run: toasted } = useToastedRun();
  const conflict = useConflictChoice();

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: [resource] });
    void queryClient.invalidateQueries({ queryKey: ['dashboard_summary'] });
    for (const queryKey of alsoRefresh) void queryClient.invalidateQueries({ queryKey });
  };

  const run = (
    work: () => Promise<unknown>,
    ok: [string, string],
    failure: string,
    draftKey?: string,
    onRefused?: (error: unknown) => void,
  ) => toasted(work, ok, failure, draftKey, onRefused).finally(refresh);

  return {
    ...list,
    resource,
    busy,
    /** The "changed elsewhere" dialog's props (ConflictDialog) for an edit saved over an old version. */
    conflict: conflict.dialog,
    /**
     * `draftKey`: the inline form's kept typing (lib/drafts.ts), dropped once saved. `onRefused`: told when the
     * server refuses the write, so the form can put the reason beside its field.
     */
    create: (data: Partial<T>, draftKey?: string, onRefused?: (error: unknown) => void) =>
      run(() => dataProvider.create(resource, { data }), messages.created, messages.createFailed, draftKey, onRefused),
    /**
     * `onReload`: an edit form's own save, sent over the version it opened (`record`); the owner may
     * then load the stored record instead, which `onReload` shows. Without it, no version is sent.
     */
    update: (
      record: T,
      data: Partial<T>,
      draftKey?: string,
      onReload?: (stored: T) => void,
      onRefused?: (error: unknown) => void,
    ) =>
      run(
        () =>
          onReload
            ? saveOverVersion({
                loaded: record,
                save: (version: T) =>
                  dataProvider.update(resource, { id: record.id, ...versionedUpdate(data, version) }),
                ask: conflict.ask,
                current: async () => (await dataProvider.getOne<T>(resource, { id: record.id })).data,
                reload: onReload,
              })
            : dataProvider.update(resource, { id: record.id, data, previousData: record }),
        messages.updated,
        messages.updateFailed,
        draftKey,
        onRefused,
      ),
    /** Sends the delete before returning (providers/keepalive.ts), so it also leaves with a closing page. */
    remove: (record: T) =>
      run(async () => (await deleteRowsNow(resource, [String(record.id)]))[0], messages.deleted, messages.deleteFailed),
  };
}

export type CrudList<T extends RaRecord> = ReturnType<typeof useCrudList<T>>;
