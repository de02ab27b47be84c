import { AuthClient } from '@supabase/auth-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { SUPABASE_ANON_KEY, SUPABASE_URL } from '../env.ts';

/** supabase-js default storage key: sb-<first hostname label>-auth-token. */
export const SESSION_STORAGE_KEY = `sb-${new URL(SUPABASE_URL).hostname.split('.')[0]}-auth-token`;

/**
 * The admin's one auth client, built as supabase-js builds its own (same URL,
 * headers and storage key), but without supabase-js itself: the login page
 * needs only auth, and supabase-js drags Realtime, Storage and PostgREST into
 * the first load (~25 KB gzip). The data client (providers/supabase.ts) is
 * loaded with the screens and takes its token from here.
 * detectSessionInUrl is off because the recovery link lands on
 * /admin/set-password with tokens in the hash, which the set-password page
 * hands to ra-supabase itself.
 */
export const auth = new AuthClient({
  url: `${SUPABASE_URL}/auth/v1`,
  headers: { Authorization: `Bearer ${SUPABASE_ANON_KEY}`, apikey: SUPABASE_ANON_KEY },
  storageKey: SESSION_STORAGE_KEY,
  persistSession: true,
  autoRefreshToken: true,
  detectSessionInUrl: false,
});

/**
 * What ra-supabase's auth provider and HTTP client read from a SupabaseClient:
 * `.auth` and nothing else (checked in ra-supabase-core 3.5).
 */
export const authOnlyClient = { auth } as unknown as SupabaseClient;
