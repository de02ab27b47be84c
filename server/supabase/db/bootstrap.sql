-- =====================================================================
-- The part of a hosted Supabase database that the project's migrations
-- and the local server rely on: roles, the auth and storage schemas and
-- their helper functions, default privileges, and the CLI's migration
-- ledger. Runs once on a new local database, before supabase/migrations.
-- The same file builds the base of the production-parity job on Debian's
-- PostgreSQL 15 (scripts/parity/), so it stays PostgreSQL 15 compatible.
-- =====================================================================

-- As on Supabase, extensions live in their own schema.
create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;

-- ---------------------------------------------------------------------
-- Roles. Supabase's base creates the API roles NOINHERIT, then a later
-- base migration makes them INHERIT; new databases get the end state.
-- Statement timeouts are role settings there too; the REST layer applies
-- them per request (server/supabase/db/with-claims.ts), as PostgREST does.
-- ---------------------------------------------------------------------
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin inherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin inherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin inherit bypassrls;
  end if;
end $$;
alter role anon inherit;
alter role authenticated inherit;
alter role service_role inherit;
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
grant usage on schema extensions to anon, authenticated, service_role;

-- As on hosted Supabase: the API roles reach public, and new objects there
-- are granted to them unless a migration revokes (ours do, explicitly).
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

-- ---------------------------------------------------------------------
-- auth schema (subset of supabase/auth's)
-- ---------------------------------------------------------------------
create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  aud text not null default 'authenticated',
  role text not null default 'authenticated',
  email text unique,
  encrypted_password text,
  email_confirmed_at timestamptz,
  new_email text,
  email_change_token text,
  email_change_sent_at timestamptz,
  recovery_token text,
  recovery_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{"provider":"email","providers":["email"]}'::jsonb,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  is_anonymous boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  aal text not null default 'aal1' check (aal in ('aal1', 'aal2')),
  amr jsonb not null default '[]'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  not_after timestamptz
);

create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token text not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  parent text,
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists auth.mfa_factors (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type text not null check (factor_type in ('totp', 'phone')),
  status text not null default 'unverified' check (status in ('unverified', 'verified')),
  secret text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_challenged_at timestamptz,
  -- TOTP time step of the last accepted code: a code is usable once.
  last_totp_step integer
);
-- Also in server/supabase/auth/schema.ts, for databases created before the column existed.
alter table auth.mfa_factors add column if not exists last_totp_step integer;
create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);
create unique index if not exists mfa_factors_user_friendly_name_idx
  on auth.mfa_factors (user_id, friendly_name) where friendly_name is not null and friendly_name <> '';

create table if not exists auth.mfa_challenges (
  id uuid primary key default gen_random_uuid(),
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null default now(),
  verified_at timestamptz,
  ip_address text
);

-- Request-scoped claims, exactly as on hosted Supabase.
create or replace function auth.jwt() returns jsonb
language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

create or replace function auth.uid() returns uuid
language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email() returns text
language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

grant execute on all functions in schema auth to anon, authenticated, service_role;

-- GoTrue enables RLS on its tables without policies: the API roles see
-- nothing; GoTrue and the server read them as their owner.
alter table auth.users enable row level security;
alter table auth.sessions enable row level security;
alter table auth.refresh_tokens enable row level security;
alter table auth.mfa_factors enable row level security;
alter table auth.mfa_challenges enable row level security;

-- ---------------------------------------------------------------------
-- storage schema (subset of supabase/storage's)
-- ---------------------------------------------------------------------
create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;

create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  public boolean not null default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  user_metadata jsonb,
  version text,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  unique (bucket_id, name)
);

-- No policies here (as on Supabase): a project's migrations decide who
-- reads and writes buckets and objects.
alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

grant select on storage.buckets to anon, authenticated;
grant select, insert, update, delete on storage.objects to anon, authenticated;
grant all on storage.buckets, storage.objects to service_role;

create or replace function storage.foldername(name text) returns text[]
language plpgsql immutable as $$
declare _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1:array_length(_parts, 1) - 1];
end $$;

create or replace function storage.filename(name text) returns text
language plpgsql immutable as $$
declare _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end $$;

create or replace function storage.extension(name text) returns text
language plpgsql immutable as $$
declare _parts text[]; _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end $$;

-- As Supabase's Storage: deleting rows by SQL would orphan the stored
-- bytes, so only a transaction that says it is the Storage API (setting
-- storage.allow_delete_query, as server/supabase/db/with-claims.ts does for
-- /storage/v1 requests) may delete buckets or objects.
create or replace function storage.protect_delete() returns trigger
language plpgsql as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') <> 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using errcode = '42501', hint = 'This prevents accidental data loss from orphaned objects.';
  end if;
  return null;
end $$;

create trigger protect_buckets_delete before delete on storage.buckets
  for each statement execute function storage.protect_delete();
create trigger protect_objects_delete before delete on storage.objects
  for each statement execute function storage.protect_delete();

grant execute on all functions in schema storage to anon, authenticated, service_role;

-- The bytes of each object. Hosted Supabase keeps them in S3; locally they
-- live in the same database so one data directory holds everything.
create schema if not exists local_storage;
revoke all on schema local_storage from public;
create table if not exists local_storage.blobs (
  object_id uuid primary key references storage.objects (id) on delete cascade,
  data bytea not null
);

-- ---------------------------------------------------------------------
-- The Supabase CLI's migration ledger
-- ---------------------------------------------------------------------
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);
