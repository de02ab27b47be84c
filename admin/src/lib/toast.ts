import { useMemo } from 'react';
import { useNotify } from 'react-admin';
import { translateError } from './errors.ts';

/**
 * Toasts with a title and an optional description, like the original admin.
 * They travel through react-admin's notification queue (so the auth hooks'
 * own messages show the same way); layout/Toaster.tsx draws them.
 */
export interface Toast {
  success(title: string, description?: string): void;
  error(title: string, description?: string): void;
  info(title: string, description?: string): void;
  /** An error toast from whatever was thrown: translated, with the code in small print when unknown. */
  failure(title: string, error: unknown): void;
}

export function useToast(): Toast {
  const notify = useNotify();
  return useMemo(() => {
    const send = (type: 'success' | 'error' | 'info') => (title: string, description?: string) =>
      notify(title, {
        type,
        messageArgs: { description: description ?? '' },
        autoHideDuration: type === 'error' ? 8000 : 5000,
      });
    const failure = (title: string, error: unknown) => {
      const t = translateError(error);
      notify(title, {
        type: 'error',
        messageArgs: { description: t.message, code: t.code ?? '' },
        autoHideDuration: 8000,
      });
    };
    return { success: send('success'), error: send('error'), info: send('info'), failure };
  }, [notify]);
}
