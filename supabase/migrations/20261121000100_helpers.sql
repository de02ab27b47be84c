-- =====================================================================
-- Helpers shared by every table: the administrator check, timestamps,
-- JSON shape checks. Everything here is created in schema `private`,
-- which is never exposed through the REST API.
-- =====================================================================

create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to anon, authenticated, service_role;

-- ---------------------------------------------------------------------
-- is_admin(): the one place that decides who the administrator is.
-- The role lives in app_metadata, which only the service role can write.
-- When the administrator has a verified second factor, the session must
-- have passed it (aal2): a stolen password alone is not enough.
-- ---------------------------------------------------------------------
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
     );
$$;

revoke all on function public.is_admin() from public;
grant execute on function public.is_admin() to anon, authenticated, service_role;

-- ---------------------------------------------------------------------
-- Writes by anyone but the administrator fail loudly (42501) instead of
-- silently touching zero rows, so a misconfigured client sees a clear
-- error. Row-level security below stays the real gate.
-- Security invoker on purpose: current_user must be the caller's role.
-- ---------------------------------------------------------------------
create or replace function private.assert_admin_write()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if current_user::text in ('anon', 'authenticated') and not public.is_admin() then
    raise exception using
      errcode = '42501',
      message = format('permission denied: only the administrator may %s %s', lower(tg_op), tg_table_name),
      hint = 'Sign in as the administrator.';
  end if;
  return null;
end;
$$;

-- ---------------------------------------------------------------------
-- updated_at maintenance
-- ---------------------------------------------------------------------
create or replace function private.touch_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

-- ---------------------------------------------------------------------
-- JSON shape checks (check constraints may not contain sub-queries)
-- ---------------------------------------------------------------------
create or replace function private.is_text_array(value jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(value) = 'array'
     and not exists (
       select 1 from jsonb_array_elements(value) e where jsonb_typeof(e) <> 'string'
     );
$$;

create or replace function private.is_itinerary(value jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(value) = 'array'
     and not exists (
       select 1 from jsonb_array_elements(value) d
       -- "is distinct from": a missing key gives NULL, which must fail too.
       where jsonb_typeof(d) is distinct from 'object'
          or jsonb_typeof(d -> 'day') is distinct from 'number'
          or jsonb_typeof(d -> 'title') is distinct from 'string'
          or not private.is_text_array(coalesce(d -> 'activities', '[]'::jsonb))
     );
$$;

grant execute on all functions in schema private to anon, authenticated, service_role;
