/** Turns whatever a client threw into one readable Indonesian sentence. */

export const NETWORK_MESSAGE = 'Tidak dapat terhubung ke server. Periksa koneksi Anda lalu coba lagi.';

const NETWORK_RE = /failed to fetch|networkerror|network request failed|load failed|fetch failed|err_failed|net::/i;

export function isNetworkError(error: unknown): boolean {
  if (!error) return false;
  const e = error as { name?: string; message?: string; status?: number };
  if (e.name === 'AuthRetryableFetchError') return true;
  if (e.name === 'TypeError' && NETWORK_RE.test(e.message ?? '')) return true;
  return NETWORK_RE.test(e.message ?? '');
}

export function errorMessage(error: unknown, fallback = 'Terjadi kesalahan. Silakan coba lagi.'): string {
  if (error == null) return fallback;
  if (typeof error === 'string') return error || fallback;
  if (isNetworkError(error)) return NETWORK_MESSAGE;
  const e = error as { message?: unknown; body?: { message?: unknown } };
  const fromBody = e.body && typeof e.body.message === 'string' ? e.body.message : '';
  const msg = fromBody || (typeof e.message === 'string' ? e.message : '');
  return msg.trim() || fallback;
}

/** A plain Error carrying the server's message (supabase-js returns errors instead of throwing). */
export function toError(error: unknown, prefix?: string): Error {
  const message = errorMessage(error);
  const out = new Error(prefix ? `${prefix}: ${message}` : message);
  (out as Error & { cause?: unknown }).cause = error;
  return out;
}
