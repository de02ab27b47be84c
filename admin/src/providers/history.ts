import { supabase } from './supabase.ts';
import { toError } from '../lib/errors.ts';
import { formatDateId } from '../domain.ts';
import type { ActivityCondition, HistoryEntry, ReferenceNames } from '../history/model.ts';

/**
 * A record's history, newest first (public.content_activity: the record's own changes and its parts': a
 * package's departures and hotels, an album's photos), `limit` at most, and whether there are more.
 */
export async function fetchHistory(
  recordTable: string,
  recordId: string,
  limit = 20,
): Promise<{ entries: HistoryEntry[]; more: boolean }> {
  const { data, error } = await supabase
    .from('content_activity')
    .select('*')
    .eq('record_table', recordTable)
    .eq('record_id', recordId)
    .order('changed_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(limit + 1);
  if (error) throw toError(error);
  const rows = data as HistoryEntry[];
  return { entries: rows.slice(0, limit), more: rows.length > limit };
}

/** One page of every change, newest first, and how many match (the pager's total). */
export async function fetchActivity(
  conditions: readonly ActivityCondition[],
  page: number,
  perPage: number,
): Promise<{ entries: HistoryEntry[]; total: number }> {
  let query = supabase.from('content_activity').select('*', { count: 'exact' });
  for (const c of conditions) {
    if (c.op === 'eq') query = query.eq(c.column, c.value);
    else if (c.op === 'gte') query = query.gte(c.column, c.value);
    else if (c.op === 'lt') query = query.lt(c.column, c.value);
    else if (c.op === 'is-null') query = query.is(c.column, null);
    else if (c.op === 'or') query = query.or(c.filter);
  }
  const from = (page - 1) * perPage;
  const { data, count, error } = await query
    .order('changed_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + perPage - 1);
  if (error) throw toError(error);
  return { entries: data as HistoryEntry[], total: count ?? 0 };
}

/** The administrators who have changed content, most recent first (the Aktivitas page's filter). */
export async function fetchEditors(): Promise<string[]> {
  const { data, error } = await supabase
    .from('content_activity_editors')
    .select('email')
    .order('last_changed_at', { ascending: false });
  if (error) throw toError(error);
  return (data as { email: string }[]).map((r) => r.email);
}

/**
 * The names a change may point at by id: packages by title, hotels by name, departures by date. Three small
 * reads, shared by every Riwayat on the screen (cached by the caller).
 */
export async function fetchReferenceNames(): Promise<ReferenceNames> {
  const [packages, hotels, departures] = await Promise.all([
    supabase.from('packages').select('id,title').limit(2000),
    supabase.from('hotels').select('id,name').limit(2000),
    supabase.from('departures').select('id,depart_on,package_id').limit(5000),
  ]);
  for (const r of [packages, hotels, departures]) if (r.error) throw toError(r.error);
  const names: Record<string, string> = {};
  for (const p of (packages.data ?? []) as { id: string; title: string }[]) names[p.id] = p.title;
  for (const h of (hotels.data ?? []) as { id: string; name: string }[]) names[h.id] = h.name;
  for (const d of (departures.data ?? []) as { id: string; depart_on: string; package_id: string }[]) {
    const pkg = names[d.package_id];
    names[d.id] = pkg ? `${formatDateId(d.depart_on)} (${pkg})` : formatDateId(d.depart_on);
  }
  return names;
}

/** "Pulihkan versi ini": the record as it was right after the chosen change, written back as a new change. */
export async function restoreVersion(historyId: number): Promise<void> {
  const { error } = await supabase.rpc('restore_content_version', { history_id: historyId, version: 'new' });
  if (error) throw toError(error);
}
