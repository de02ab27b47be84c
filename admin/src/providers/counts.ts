import { supabase } from './supabase.ts';
import { toError } from '../lib/errors.ts';
import type { DashboardCounts } from '../dashboard/counts.ts';
import type { LeadSourceReport } from '../dashboard/lead-sources.ts';

/** public.dashboard_counts(days): visits, WhatsApp clicks and inquiries of the last `days` WIB days. */
export async function fetchDashboardCounts(days = 30): Promise<DashboardCounts> {
  const { data, error } = await supabase.rpc('dashboard_counts', { days });
  if (error) throw toError(error);
  return data as DashboardCounts;
}

/** public.lead_source_report(from_day, to_day): the funnel per channel, partner and package over WIB days. */
export async function fetchLeadSourceReport(fromDay: string, toDay: string): Promise<LeadSourceReport> {
  const { data, error } = await supabase.rpc('lead_source_report', { from_day: fromDay, to_day: toDay });
  if (error) throw toError(error);
  return data as LeadSourceReport;
}
