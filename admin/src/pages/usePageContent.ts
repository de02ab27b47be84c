import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PageName } from '../domain.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { errorMessage } from '../lib/errors.ts';
import { useToast } from '../lib/toast.ts';
import { mergeContent, trimContent } from './content-model.ts';

export interface PageMessages {
  success: [title: string, description: string];
  /** SPEC §8 destructive toast title, e.g. 'Gagal menyimpan konten homepage'. */
  failure: string;
}

// Module-level so the load effect sees the same function on every render.
function overDefaults<T>(stored: unknown, defaults: T): T {
  return mergeContent(defaults, stored);
}

/** The keys of a content document that hold plain text. */
export type TextKey<T> = { [K in keyof T]-?: T[K] extends string ? K : never }[keyof T];

/**
 * Loads one page_content document into local form state (once), stored values
 * over `defaults`, and saves it with update-or-insert. A failed save keeps
 * everything typed.
 */
export function usePageContent<T extends object>(
  pageName: PageName,
  defaults: T,
  messages: PageMessages,
  fromStored: (stored: unknown, defaults: T) => T = overDefaults,
) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const toast = useToast();
  const query = useQuery({
    queryKey: ['page_content', pageName],
    queryFn: () => dataProvider.getPageContent(pageName),
    retry: 1,
  });
  const [values, setValues] = useState<T | null>(null);

  useEffect(() => {
    if (values === null && query.isSuccess) setValues(fromStored(query.data?.content, defaults));
  }, [values, query.isSuccess, query.data, fromStored, defaults]);

  const mutation = useMutation({
    mutationFn: (content: T) => dataProvider.savePageContent({ pageName, content: trimContent(content) }),
    onSuccess: (row) => {
      queryClient.setQueryData(['page_content', pageName], row);
      toast.success(...messages.success);
    },
    onError: (error) => {
      console.error(error);
      toast.error(messages.failure, errorMessage(error));
    },
  });

  const setField = <K extends TextKey<T>>(key: K, value: string) => setValues((s) => s && { ...s, [key]: value });

  return {
    values,
    setValues,
    setField,
    /** The value/onChange pair of a text input bound to one text field. */
    field: (key: TextKey<T>) => ({
      value: (values?.[key] as string | undefined) ?? '',
      onChange: (e: { target: { value: string } }) => setField(key, e.target.value),
    }),
    isLoading: query.isPending,
    loadError: query.error ? errorMessage(query.error) : null,
    retry: () => query.refetch(),
    save: () => values && mutation.mutate(values),
    saving: mutation.isPending,
    updatedAt: query.data?.updated_at ?? null,
  };
}
