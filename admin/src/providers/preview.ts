import { auth } from './auth-client.ts';
import { supabase } from './supabase.ts';
import { SESSION_ENDED_MESSAGE, ownError, rpcError, toError } from '../lib/errors.ts';
import type { PreviewKind, PreviewLink } from '../preview/model.ts';

/** The session's access token, which the preview route checks with Supabase Auth. */
export async function previewToken(): Promise<string> {
  const { data } = await auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw ownError(SESSION_ENDED_MESSAGE);
  return token;
}

/** "Bagikan pratinjau": a link to what the form shows now, open for 24 hours. */
export async function createPreviewLink(
  kind: PreviewKind,
  rowId: string,
  draft: Record<string, unknown>,
): Promise<{ id: string; token: string; expires_at: string }> {
  const { data, error } = await supabase.rpc('create_preview_link', { kind, row_key: rowId, draft });
  if (error) throw rpcError(error);
  return data as { id: string; token: string; expires_at: string };
}

/** The record's shared links, newest first. */
export async function fetchPreviewLinks(kind: PreviewKind, rowId: string): Promise<PreviewLink[]> {
  const { data, error } = await supabase
    .from('preview_link_list')
    .select('*')
    .eq('kind', kind)
    .eq('row_key', rowId)
    .order('created_at', { ascending: false })
    .limit(20);
  if (error) throw toError(error);
  return data as PreviewLink[];
}

export async function revokePreviewLink(id: string): Promise<void> {
  const { error } = await supabase.rpc('revoke_preview_link', { link_id: id });
  if (error) throw toError(error);
}
