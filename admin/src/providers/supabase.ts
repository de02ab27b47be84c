import { createClient } from '@supabase/supabase-js';
import { SUPABASE_ANON_KEY, SUPABASE_URL } from '../env.ts';
import { auth } from './auth-client.ts';

/**
 * The data client (tables, RPC, Storage) for the screens; it is not part of
 * the login page's load. Its token comes from the one auth client
 * (providers/auth-client.ts): a second auth client would keep its own copy of
 * the session and refresh it separately. No session: the anon key, as before.
 */
export const supabase = createClient(SUPABASE_URL, SUPABASE_ANON_KEY, {
  accessToken: async () => (await auth.getSession()).data.session?.access_token ?? null,
});
