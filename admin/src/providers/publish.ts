import { supabase } from './supabase.ts';
import { toError } from '../lib/errors.ts';
import type { PublishStatus } from '../publish/publish-status.ts';

/** public.site_publish_status(): pending/building flags and the last finished build. */
export async function fetchPublishStatus(): Promise<PublishStatus> {
  const { data, error } = await supabase.rpc('site_publish_status');
  if (error) throw toError(error);
  return data as PublishStatus;
}

/** "Terbitkan ulang": records a manual build request (public.request_site_build()). */
export async function requestRepublish(): Promise<void> {
  const { error } = await supabase.rpc('request_site_build');
  if (error) throw toError(error);
}
