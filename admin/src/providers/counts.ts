import { supabase } from './supabase.ts';
import { toError } from '../lib/errors.ts';
import type { DashboardCounts } from '../dashboard/counts.ts';

/** public.dashboard_counts(days): visits, WhatsApp clicks and inquiries of the last `days` WIB days. */
export async function fetchDashboardCounts(days = 30): Promise<DashboardCounts> {
  const { data, error } = await supabase.rpc('dashboard_counts', { days });
  if (error) throw toError(error);
  return data as DashboardCounts;
}
