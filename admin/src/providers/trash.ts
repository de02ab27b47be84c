import { supabase } from './supabase.ts';
import { rpcError, toError } from '../lib/errors.ts';
import { TRASH_COLUMNS, type RestoreResult, type TrashEntry } from '../trash/model.ts';

/** Everything in Sampah (public.trash: deleted in the last 30 days, not restored), newest first. */
export async function fetchTrash(): Promise<TrashEntry[]> {
  const { data, error } = await supabase
    .from('trash')
    .select(TRASH_COLUMNS)
    .order('deleted_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(500);
  if (error) throw toError(error);
  return data as unknown as TrashEntry[];
}

/** "Pulihkan": resolves only once the database has the record back; a refusal keeps the database's sentence. */
export async function restoreDeleted(historyId: number): Promise<RestoreResult> {
  const { data, error } = await supabase.rpc('restore_deleted', { history_id: historyId });
  if (error) throw rpcError(error);
  return data as RestoreResult;
}
