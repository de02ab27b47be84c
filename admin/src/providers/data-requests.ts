import { supabase } from './supabase.ts';
import { ownError, toError } from '../lib/errors.ts';
import type { DataRequestLog, PersonalData } from '../data-requests/model.ts';

/** A refused number comes back with the database's own sentence, for the number's field. */
function refused(error: { code?: string; message: string; details?: string | null }): Error {
  if (error.code === '22023' && error.details) return Object.assign(ownError(error.message), { field: error.details });
  return toError(error);
}

/** Everything stored for the number ('find' to look, 'export' when it is handed over); each call is logged. */
export async function fetchPersonalData(whatsapp: string, kind: 'find' | 'export'): Promise<PersonalData> {
  const { data, error } = await supabase.rpc('personal_data', { whatsapp, kind });
  if (error) throw refused(error);
  return data as PersonalData;
}

/** Erases every inquiry of the number; returns how many. */
export async function erasePersonalData(whatsapp: string): Promise<number> {
  const { data, error } = await supabase.rpc('erase_personal_data', { whatsapp });
  if (error) throw refused(error);
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
