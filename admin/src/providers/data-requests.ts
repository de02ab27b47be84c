import { supabase } from './supabase.ts';
import { rpcError, toError } from '../lib/errors.ts';
import type { DataRequestLog, PersonalData } from '../data-requests/model.ts';

/** Everything stored for the number ('find' to look, 'export' when it is handed over); each call is logged. */
export async function fetchPersonalData(whatsapp: string, kind: 'find' | 'export'): Promise<PersonalData> {
  const { data, error } = await supabase.rpc('personal_data', { whatsapp, kind });
  if (error) throw rpcError(error);
  return data as PersonalData;
}

/** Erases every inquiry of the number; returns how many. */
export async function erasePersonalData(whatsapp: string): Promise<number> {
  const { data, error } = await supabase.rpc('erase_personal_data', { whatsapp });
  if (error) throw rpcError(error);
  return data as number;
}

export async function fetchDataRequestLog(): Promise<DataRequestLog[]> {
  const { data, error } = await supabase
    .from('data_requests')
    .select('*')
    .order('created_at', { ascending: false })
    .limit(20);
  if (error) throw toError(error);
  return data as DataRequestLog[];
}
