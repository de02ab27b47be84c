-- =====================================================================
-- Supabase Vault-compatible shim for databases without supabase_vault
-- (PGlite locally, Debian PostgreSQL in CI). Same contract as
-- supabase/vault (sql/supabase_vault--0.3.0.sql): vault.secrets, the
-- vault.decrypted_secrets view with `decrypted_secret`,
-- vault.create_secret() and vault.update_secret(). Secrets are stored in
-- clear here: the local database is a developer's own file.
-- Idempotent: loaded after the base on every start.
-- =====================================================================

create schema if not exists vault;

create table if not exists vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text,
  description text not null default '',
  secret text not null,
  key_id uuid,
  nonce bytea,
  created_at timestamptz not null default current_timestamp,
  updated_at timestamptz not null default current_timestamp
);

create unique index if not exists secrets_name_idx on vault.secrets using btree (name) where name is not null;

create or replace view vault.decrypted_secrets as
select s.id, s.name, s.description, s.secret, s.secret as decrypted_secret,
       s.key_id, s.nonce, s.created_at, s.updated_at
  from vault.secrets s;

create or replace function vault.create_secret(
  new_secret text,
  new_name text = null,
  new_description text = '',
  new_key_id uuid = null
)
returns uuid
security definer
language plpgsql
set search_path = ''
as $$
declare
  new_id uuid;
begin
  insert into vault.secrets (secret, name, description)
  values (new_secret, new_name, new_description)
  returning id into new_id;
  return new_id;
end
$$;

create or replace function vault.update_secret(
  secret_id uuid,
  new_secret text = null,
  new_name text = null,
  new_description text = null,
  new_key_id uuid = null
)
returns void
security definer
language plpgsql
set search_path = ''
as $$
begin
  update vault.secrets s
     set secret = coalesce(new_secret, s.secret),
         name = coalesce(new_name, s.name),
         description = coalesce(new_description, s.description),
         updated_at = now()
   where s.id = secret_id;
end
$$;

revoke all on schema vault from public;
revoke all on all tables in schema vault from public;
revoke all on function vault.create_secret(text, text, text, uuid), vault.update_secret(uuid, text, text, text, uuid) from public;
grant usage on schema vault to postgres, service_role;
grant select, insert, update, delete on vault.secrets, vault.decrypted_secrets to postgres, service_role;
grant execute on function vault.create_secret(text, text, text, uuid), vault.update_secret(uuid, text, text, text, uuid) to postgres, service_role;
