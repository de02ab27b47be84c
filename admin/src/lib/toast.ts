import { useMemo } from 'react';
import { useNotify } from 'react-admin';

/**
 * Toasts with a title and an optional description, like the original admin.
 * They travel through react-admin's notification queue (so the auth hooks'
 * own messages show the same way); layout/Toaster.tsx draws them.
 */
export interface Toast {
  success(title: string, description?: string): void;
  error(title: string, description?: string): void;
  info(title: string, description?: string): void;
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
    return { success: send('success'), error: send('error'), info: send('info') };
  }, [notify]);
}
