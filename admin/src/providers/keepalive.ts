/**
 * Deletes that still reach the server when the page is being left.
 *
 * An undoable delete is sent at the end of its 5 s window, or at once when the
 * page is hidden or unloaded (lib/undoable.ts). In that last moment the page
 * runs no further task: supabase-js would first wait for the session (a lock,
 * another task) and the browser would cancel its request with the page. So
 * these requests are built and sent synchronously, with `keepalive`, which
 * the browser lets outlive the page; the token is read from the stored
 * session. When the page stays, the returned promise reports the outcome.
 */
import { SUPABASE_ANON_KEY, SUPABASE_URL } from '../env.ts';
import { ownError } from '../lib/errors.ts';
import { SESSION_STORAGE_KEY } from './auth-client.ts';
import { BUCKET } from './storage.ts';

function accessToken(): string {
  try {
    const raw = window.localStorage.getItem(SESSION_STORAGE_KEY);
    const token = raw ? (JSON.parse(raw) as { access_token?: unknown }).access_token : null;
    return typeof token === 'string' && token ? token : SUPABASE_ANON_KEY;
  } catch {
    return SUPABASE_ANON_KEY;
  }
}

function headers(): Record<string, string> {
  return { apikey: SUPABASE_ANON_KEY, Authorization: `Bearer ${accessToken()}` };
}

/** The error body in PostgREST's or Storage's shape, so lib/errors.ts translates it as any other. */
async function failure(res: Response): Promise<Error> {
  let body: Record<string, unknown> = {};
  try {
    body = (await res.json()) as Record<string, unknown>;
  } catch {
    // not JSON: the status says enough
  }
  const message = typeof body.message === 'string' ? body.message : res.statusText || `HTTP ${res.status}`;
  return Object.assign(new Error(message), body, { status: res.status });
}

/**
 * DELETE of rows by id through PostgREST, sent before this function first
 * yields (the `fetch` runs synchronously up to its `await`). Resolves to the
 * deleted rows (`{ id }`), rejects when the server refused or deleted fewer
 * rows than asked (already gone, or no longer allowed).
 */
export async function deleteRowsNow(table: string, ids: readonly string[]): Promise<{ id: string }[]> {
  const list = ids.map((id) => encodeURIComponent(String(id))).join(',');
  const res = await fetch(`${SUPABASE_URL}/rest/v1/${table}?id=in.(${list})&select=id`, {
    method: 'DELETE',
    keepalive: true,
    headers: { ...headers(), Prefer: 'return=representation', Accept: 'application/json' },
  });
  if (!res.ok) throw await failure(res);
  const rows = (await res.json()) as { id: string }[];
  if (rows.length < ids.length)
    throw ownError('Data ini sudah tidak ada atau tidak dapat dihapus. Muat ulang halaman untuk memeriksa.');
  return rows;
}

/** Removes files from bucket `images` (Storage's bulk delete), sent before this function first yields. */
export async function removeObjectsNow(paths: readonly string[]): Promise<void> {
  const res = await fetch(`${SUPABASE_URL}/storage/v1/object/${BUCKET}`, {
    method: 'DELETE',
    keepalive: true,
    headers: { ...headers(), 'Content-Type': 'application/json' },
    body: JSON.stringify({ prefixes: paths }),
  });
  if (!res.ok) throw await failure(res);
}
