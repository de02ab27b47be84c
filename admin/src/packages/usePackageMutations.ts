import { useState } from 'react';
import { useDataProvider, type Identifier } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { Package } from '../domain.ts';
import { useToastedRun } from '../lib/useToastedRun.ts';
import { translateError } from '../lib/errors.ts';
import type { ServerFieldError } from './PackageForm.tsx';
import { PACKAGE_LIST_RESOURCE, listRowOf, prependToList, type ListData, type PackageListRow } from './model.ts';
import { HISTORY_QUERY } from '../history/query.ts';

/**
 * Creation is applied to the cached lists first, rolled back if the
 * server refuses, and the lists are refetched either way. The id is chosen
 * here so the optimistic row and the stored row are the same record.
 */
export function useOptimisticCreatePackage() {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  return async (payload: Record<string, unknown>): Promise<Package> => {
    const id = crypto.randomUUID();
    const optimistic = { ...payload, id } as unknown as Package;
    const listKey = { queryKey: [PACKAGE_LIST_RESOURCE, 'getList'] };
    await queryClient.cancelQueries(listKey);
    const snapshot = queryClient.getQueriesData<ListData<PackageListRow>>(listKey);
    queryClient.setQueriesData<ListData<PackageListRow>>(listKey, (old) => prependToList(old, listRowOf(optimistic)));
    try {
      const { data } = await dataProvider.create<Package>('packages', { data: { ...payload, id } });
      return data;
    } catch (error) {
      for (const [key, value] of snapshot) queryClient.setQueryData(key, value);
      throw error;
    } finally {
      void queryClient.invalidateQueries({ queryKey: ['packages'] });
      void queryClient.invalidateQueries({ queryKey: [PACKAGE_LIST_RESOURCE] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard_summary'] });
    }
  };
}

export function useInvalidatePackages() {
  const queryClient = useQueryClient();
  return (id?: Identifier) => {
    void queryClient.invalidateQueries({ queryKey: ['packages'] });
    void queryClient.invalidateQueries({ queryKey: [PACKAGE_LIST_RESOURCE] });
    void queryClient.invalidateQueries({ queryKey: ['dashboard_summary'] });
    void queryClient.invalidateQueries({ queryKey: ['package_checks'] });
    // Riwayat lists the change just saved.
    void queryClient.invalidateQueries({ queryKey: [HISTORY_QUERY] });
    if (id !== undefined) void queryClient.invalidateQueries({ queryKey: ['packages', 'getOne', { id: String(id) }] });
  };
}

/**
 * A save from the package form; a failure is toasted as 'Gagal menyimpan paket' and the form stays.
 * `work` resolves with the stored row: only that counts as saved.
 */
export function usePackageSave(draftKey: string) {
  const { busy, run } = useToastedRun();
  // A refusal the server names a field for (a taken slug, a limit): the form shows it there.
  const [serverError, setServerError] = useState<ServerFieldError | null>(null);
  const onFailed = (error: unknown) => {
    const t = translateError(error);
    if (t.field) setServerError({ field: t.field, message: t.message });
  };
  return {
    saving: busy,
    serverError,
    save: (work: () => Promise<unknown>, success: [title: string, description: string]) =>
      run(work, success, 'Gagal menyimpan paket', draftKey, onFailed),
  };
}
