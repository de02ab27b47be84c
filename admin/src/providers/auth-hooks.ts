// ra-supabase's password-recovery hooks, re-exported so that screens never import the Supabase packages themselves.
export { useResetPassword, useSetPassword, useSupabaseAccessToken } from 'ra-supabase';
export type { User as AuthUser } from '@supabase/supabase-js';
