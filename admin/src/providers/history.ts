import { supabase } from './supabase.ts';
import { toError } from '../lib/errors.ts';
import type { HistoryEntry } from '../history/model.ts';

/** A record's history, newest first. */
export async function fetchHistory(table: string, rowId: string, limit = 50): Promise<HistoryEntry[]> {
  const { data, error } = await supabase
    .from('content_history')
    .select('*')
    .eq('table_name', table)
    .eq('row_id', rowId)
    .order('changed_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(limit);
  if (error) throw toError(error);
  return data as HistoryEntry[];
}

/** "Pulihkan versi ini": the record as it was right after the chosen change, written back as a new change. */
export async function restoreVersion(historyId: number): Promise<void> {
  const { error } = await supabase.rpc('restore_content_version', { history_id: historyId, version: 'new' });
  if (error) throw toError(error);
}
