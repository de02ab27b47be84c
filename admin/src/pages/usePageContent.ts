import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PageName } from '../domain.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { errorMessage } from '../lib/errors.ts';
import { useToast } from '../lib/toast.ts';
import { trimContent } from './content-model.ts';

export interface PageMessages {
  success: [title: string, description: string];
  /** SPEC §8 destructive toast title, e.g. 'Gagal menyimpan konten homepage'. */
  failure: string;
}

/**
 * Loads one page_content document into local form state (once), and saves it
 * with update-or-insert. A failed save keeps everything typed.
 */
export function usePageContent<T extends object>(
  pageName: PageName,
  fromStored: (stored: unknown) => T,
  messages: PageMessages,
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
    if (values === null && query.isSuccess) setValues(fromStored(query.data?.content));
  }, [values, query.isSuccess, query.data, fromStored]);

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

  return {
    values,
    setValues,
    isLoading: query.isPending,
    loadError: query.error ? errorMessage(query.error) : null,
    retry: () => query.refetch(),
    save: () => values && mutation.mutate(values),
    saving: mutation.isPending,
    updatedAt: query.data?.updated_at ?? null,
  };
}
