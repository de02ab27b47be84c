import { useMemo } from 'react';
import { useNotify } from 'react-admin';
import { NOT_SAVED_SESSION_TITLE, translateError } from './errors.ts';

/**
 * Toasts with a title and an optional description, like the original admin.
 * They travel through react-admin's notification queue (so the auth hooks'
 * own messages show the same way); layout/Toaster.tsx draws them.
 */
export interface Toast {
  success(title: string, description?: string): void;
  error(title: string, description?: string): void;
  info(title: string, description?: string): void;
  /**
   * An error toast from whatever was thrown: translated, with the code in small print when unknown.
   * A failure because the session ended reads "Belum tersimpan — sesi berakhir" instead.
   */
  failure(title: string, error: unknown): void;
  /** A save refused because the session ended; `kept`: the form's typing waits for the next sign-in. */
  notSaved(kept: boolean): void;
}

const DRAFT_KEPT_MESSAGE =
  'Perubahan Anda disimpan sementara di browser ini dan dipulihkan setelah Anda login kembali.';

export function useToast(): Toast {
  const notify = useNotify();
  return useMemo(() => {
    const send = (type: 'success' | 'error' | 'info') => (title: string, description?: string) =>
      notify(title, {
        type,
        messageArgs: { description: description ?? '' },
        autoHideDuration: type === 'error' ? 8000 : 5000,
      });
    const error = send('error');
    const failure = (title: string, e: unknown) => {
      const t = translateError(e);
      if (t.sessionEnded) {
        error(NOT_SAVED_SESSION_TITLE, `${title}. Silakan login kembali, lalu ulangi.`);
        return;
      }
      notify(title, {
        type: 'error',
        messageArgs: { description: t.message, code: t.code ?? '' },
        autoHideDuration: 8000,
      });
    };
    const notSaved = (kept: boolean) =>
      error(NOT_SAVED_SESSION_TITLE, kept ? DRAFT_KEPT_MESSAGE : 'Silakan login kembali, lalu simpan lagi.');
    return { success: send('success'), error, info: send('info'), failure, notSaved };
  }, [notify]);
}
