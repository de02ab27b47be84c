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

-- pg_cron is not enabled on a new project: the migrations enable it, through
-- extension-scripts.sql, as they do on Supabase.

-- Objects supabase_admin creates in public reach postgres and the API roles.
alter default privileges for role supabase_admin in schema public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public grant all on sequences to postgres, anon, authenticated, service_role;
grant all on schema public to postgres;

-- What postgres creates in public (the migrations, as `supabase db push` runs them) is granted to the API
-- roles, as the project's initial schema sets it on Supabase: a migration's `revoke ... from public` leaves
-- anon and authenticated their own grants.
alter default privileges for role postgres in schema public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on sequences to postgres, anon, authenticated, service_role;
