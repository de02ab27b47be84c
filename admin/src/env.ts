/**
 * The only module that reads build-time configuration. Locally the admin is
 * served by the API's own origin, so the Supabase URL defaults to it.
 */

/** The local server's well-known anon key (server/supabase/config.ts LOCAL_ANON_KEY): public by design. */
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

const env = import.meta.env as Record<string, string | undefined>;

/** No trailing slash: ra-supabase joins `${url}/rest/v1` as plain strings. */
export const SUPABASE_URL = (env.VITE_SUPABASE_URL || window.location.origin).replace(/\/+$/, '');
export const SUPABASE_ANON_KEY = env.VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY;
/** Public site origin for "view page" links: same origin unless configured. */
export const PUBLIC_SITE_URL = (env.VITE_PUBLIC_SITE_URL || window.location.origin).replace(/\/+$/, '');
/** Router basename; must match `base` in admin/vite.config.ts. */
export const ADMIN_BASENAME = '/admin';
