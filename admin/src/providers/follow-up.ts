import { supabase } from './supabase.ts';
import { rpcError, toError } from '../lib/errors.ts';
import type { InquiryEvent, InquiryOverview, InquiryStatus, LostReason } from '../inquiries/model.ts';

/** An inquiry's timeline, oldest first. */
export async function fetchInquiryEvents(inquiryId: string): Promise<InquiryEvent[]> {
  const { data, error } = await supabase
    .from('inquiry_events')
    .select('*')
    .eq('inquiry_id', inquiryId)
    .order('created_at', { ascending: true })
    .order('id', { ascending: true });
  if (error) throw toError(error);
  return data as InquiryEvent[];
}

/** "Tambah catatan": a refused note comes back with the database's own sentence. */
export async function addInquiryNote(inquiryId: string, note: string): Promise<InquiryEvent> {
  const { data, error } = await supabase.rpc('add_inquiry_note', { inquiry_id: inquiryId, note });
  if (error) throw rpcError(error);
  return data as InquiryEvent;
}

/** The person's other inquiries (the same WhatsApp number), newest first. */
export async function fetchSameNumber(whatsapp: string, exceptId: string): Promise<InquiryOverview[]> {
  const { data, error } = await supabase
    .from('inquiry_overview')
    .select('*')
    .eq('whatsapp', whatsapp)
    .neq('id', exceptId)
    .order('created_at', { ascending: false })
    .limit(50);
  if (error) throw toError(error);
  return data as InquiryOverview[];
}

/** Bulk status change: one request for every chosen inquiry ("Tidak lanjut" with its reason). */
export async function setInquiriesStatus(ids: string[], status: InquiryStatus, lostReason: LostReason | null) {
  const { error } = await supabase
    .from('inquiries')
    .update({ status, lost_reason: status === 'tidak_lanjut' ? lostReason : null })
    .in('id', ids);
  if (error) throw toError(error);
}

/** "Follow-up hari ini": open inquiries due today or overdue (WIB), the most overdue first. */
export async function fetchFollowUpsDue(todayWib: string): Promise<InquiryOverview[]> {
  const { data, error } = await supabase
    .from('inquiry_overview')
    .select('*')
    .in('status', ['baru', 'dihubungi', 'tertarik'])
    .lte('next_contact_on', todayWib)
    .order('next_contact_on', { ascending: true })
    .limit(20);
  if (error) throw toError(error);
  return data as InquiryOverview[];
}
