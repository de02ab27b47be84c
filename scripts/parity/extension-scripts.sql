-- =====================================================================
-- Runs as supabase_admin after base-pre.sql: how hosted Supabase lets the
-- non-superuser postgres create "privileged" extensions, written for the
-- parity base (our own SQL, modelled on what Supabase documents).
--
-- On Supabase, supautils intercepts CREATE EXTENSION of a privileged
-- extension, runs it as a superuser and surrounds it with the extension's
-- custom scripts. For pg_cron that script drops and re-creates the
-- extension, so `create extension if not exists pg_cron` on a project that
-- already has it deletes every scheduled job without an error. A migration
-- must therefore create pg_cron only when pg_extension lacks it.
--
-- Here an event trigger does the same: on a CREATE EXTENSION whose
-- statement names pg_cron it drops pg_cron (with its jobs) if present,
-- creates it as supabase_admin in pg_catalog, and grants postgres what the
-- after-create script grants. The statement itself then finds pg_cron and
-- does nothing with IF NOT EXISTS; without it, it fails as "already
-- exists" here (Supabase would create it), so migrations say IF NOT EXISTS
-- inside their "only when absent" check.
-- The trigger sees only the top-level statement's text (current_query()),
-- so a statement that merely mentions creating pg_cron counts as one: it
-- errs towards dropping, never towards hiding a drop.
-- =====================================================================
create schema if not exists parity_supautils;
revoke all on schema parity_supautils from public;

create or replace function parity_supautils.pg_cron_grants()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  grant usage on schema cron to postgres with grant option;
  grant all on all tables in schema cron to postgres with grant option;
  grant all on all sequences in schema cron to postgres with grant option;
  grant all on all routines in schema cron to postgres with grant option;
  -- postgres schedules through cron.schedule(); it cannot write cron.job directly.
  revoke all on table cron.job from postgres;
  grant select on table cron.job to postgres with grant option;
end;
$$;

create or replace function parity_supautils.privileged_extension_scripts()
returns event_trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(current_setting('parity_supautils.running', true), '') = 'on' then
    return;
  end if;
  if current_query() !~* 'create\s+extension\s+(if\s+not\s+exists\s+)?"?pg_cron"?' then
    return;
  end if;
  perform set_config('parity_supautils.running', 'on', true);
  drop extension if exists pg_cron;
  create extension pg_cron with schema pg_catalog;
  perform parity_supautils.pg_cron_grants();
  perform set_config('parity_supautils.running', 'off', true);
end;
$$;

revoke all on function parity_supautils.privileged_extension_scripts() from public;
revoke all on function parity_supautils.pg_cron_grants() from public;

drop event trigger if exists parity_privileged_extensions;
create event trigger parity_privileged_extensions on ddl_command_start
  when tag in ('CREATE EXTENSION')
  execute function parity_supautils.privileged_extension_scripts();

-- ---------------------------------------------------------------------
-- Policy grants: on Supabase, postgres owns neither auth's nor storage's
-- tables and is no member of their owners, yet may create, alter and drop
-- row-level security policies on them (supautils' policy_grants). Here a
-- policy command by postgres runs with membership in those owners for
-- that one command: granted before it, revoked after it (and by the
-- rollback when it fails).
-- ---------------------------------------------------------------------
create or replace function parity_supautils.policy_grants_start()
returns event_trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if session_user = 'postgres' or current_user = 'postgres' then
    grant supabase_auth_admin, supabase_storage_admin to postgres;
  end if;
end;
$$;

create or replace function parity_supautils.policy_grants_end()
returns event_trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  revoke supabase_auth_admin, supabase_storage_admin from postgres;
end;
$$;

revoke all on function parity_supautils.policy_grants_start() from public;
revoke all on function parity_supautils.policy_grants_end() from public;

drop event trigger if exists parity_policy_grants_start;
create event trigger parity_policy_grants_start on ddl_command_start
  when tag in ('CREATE POLICY', 'ALTER POLICY', 'DROP POLICY')
  execute function parity_supautils.policy_grants_start();
drop event trigger if exists parity_policy_grants_end;
create event trigger parity_policy_grants_end on ddl_command_end
  when tag in ('CREATE POLICY', 'ALTER POLICY', 'DROP POLICY')
  execute function parity_supautils.policy_grants_end();
