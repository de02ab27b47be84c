import { createClient } from '@supabase/supabase-js';
import { SUPABASE_ANON_KEY, SUPABASE_URL } from '../env.ts';

/**
 * One client for the whole admin. detectSessionInUrl is off because the
 * recovery link lands on /admin/set-password with tokens in the hash, which
 * the set-password page hands to ra-supabase itself.
 */
export const supabase = createClient(SUPABASE_URL, SUPABASE_ANON_KEY, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
});

/** supabase-js default storage key: sb-<first hostname label>-auth-token. */
export const SESSION_STORAGE_KEY = `sb-${new URL(SUPABASE_URL).hostname.split('.')[0]}-auth-token`;
