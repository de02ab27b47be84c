import { supabase } from './supabase.ts';
import { rpcError, toError } from '../lib/errors.ts';
import type { AlertSettings, InquiryAlert } from '../alerts/model.ts';

/** Which alert destinations are set (never their values). */
export async function fetchAlertSettings(): Promise<AlertSettings> {
  const { data, error } = await supabase.rpc('inquiry_alert_settings');
  if (error) throw toError(error);
  return data as AlertSettings;
}

/**
 * Sets the destinations: a value left null keeps what is stored, '' removes it. A refused value comes back
 * as an error whose `details` names its field.
 */
export async function saveAlertSettings(values: {
  telegram_bot_token: string | null;
  telegram_chat_id: string | null;
  webhook_url: string | null;
}): Promise<AlertSettings> {
  const { data, error } = await supabase.rpc('set_inquiry_alert_settings', values);
  if (error) throw rpcError(error);
  return data as AlertSettings;
}

export async function sendTestAlert(): Promise<number> {
  const { data, error } = await supabase.rpc('send_test_inquiry_alert');
  if (error) throw toError(error);
  return data as number;
}

export async function retryAlert(id: number): Promise<void> {
  const { error } = await supabase.rpc('retry_inquiry_alert', { alert_id: id });
  if (error) throw toError(error);
}

/** The newest alerts, with their inquiry's name. */
export async function fetchAlerts(limit = 10): Promise<InquiryAlert[]> {
  const { data, error } = await supabase
    .from('inquiry_alert_overview')
    .select('*')
    .order('created_at', { ascending: false })
    .limit(limit);
  if (error) throw toError(error);
  return data as InquiryAlert[];
}

/** How many alerts failed for good or are waiting for a retry (the dashboard's warning). */
export async function countFailedAlerts(): Promise<number> {
  // The view, not the table: the table's token column is not the administrator's to read, even for a count.
  const { count, error } = await supabase
    .from('inquiry_alert_overview')
    .select('id', { count: 'exact', head: true })
    .eq('status', 'failed');
  if (error) throw toError(error);
  return count ?? 0;
}
