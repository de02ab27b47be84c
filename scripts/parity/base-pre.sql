-- =====================================================================
-- Runs as supabase_admin in the new database, before bootstrap.sql: the
-- schemas Supabase creates first, and the extensions it ships enabled.
-- =====================================================================
create schema if not exists extensions;
grant usage on schema extensions to postgres, anon, authenticated, service_role;
create extension if not exists pgcrypto with schema extensions;
create extension if not exists "uuid-ossp" with schema extensions;

create schema if not exists auth authorization supabase_admin;
create schema if not exists storage authorization supabase_admin;

-- pg_cron lives in pg_catalog/cron as on Supabase; postgres schedules jobs
-- through cron.schedule() but cannot write cron.job directly.
create extension if not exists pg_cron;
grant usage on schema cron to postgres with grant option;
grant all on all tables in schema cron to postgres with grant option;
grant all on all sequences in schema cron to postgres with grant option;
revoke all on table cron.job from postgres;
grant select on table cron.job to postgres with grant option;

-- Objects supabase_admin creates in public reach postgres and the API roles.
alter default privileges for role supabase_admin in schema public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public grant all on sequences to postgres, anon, authenticated, service_role;
grant all on schema public to postgres;
