-- =====================================================================
-- Revocation: administrator rights end with the session.
--
-- An access token is a signed, self-contained JWT that stays valid until
-- it expires (up to an hour). Logging out, changing the password or
-- "keluar dari semua sesi" delete rows of auth.sessions, both in GoTrue on
-- hosted Supabase and in the local server, but a token already issued
-- kept writing until its exp. is_admin() now also requires that the
-- token's session (the JWT's session_id claim, which GoTrue puts in every
-- access token) still exists and has not passed its not_after. A token
-- without a session (hand-made, or of a deleted session) is no admin.
-- =====================================================================

create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(auth.jwt() -> 'app_metadata' ->> 'role', '') = 'admin'
     and (
       coalesce(auth.jwt() ->> 'aal', 'aal1') = 'aal2'
       or not exists (
         select 1 from auth.mfa_factors f
         where f.user_id = auth.uid() and f.status::text = 'verified'
       )
     )
     and exists (
       select 1 from auth.sessions s
       -- A malformed claim reads as "no session" rather than failing the cast.
       where s.id = case
               when auth.jwt() ->> 'session_id' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
               then (auth.jwt() ->> 'session_id')::uuid
             end
         and s.user_id = auth.uid()
         and (s.not_after is null or s.not_after > now())
     );
$$;

revoke all on function public.is_admin() from public;
grant execute on function public.is_admin() to anon, authenticated, service_role;
