-- =====================================================================
-- private.set_vault_secret(name, value): store a Vault secret whether or
-- not it exists yet, so a setup step can be run again (another build hook
-- URL, a rotated webhook secret). vault.create_secret() alone fails the
-- second time on the unique name. For the SQL editor (postgres) only.
-- =====================================================================

create or replace function private.set_vault_secret(secret_name text, secret_value text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_id uuid;
begin
  if to_regclass('vault.secrets') is null
     or to_regprocedure('vault.create_secret(text, text, text, uuid)') is null
     or to_regprocedure('vault.update_secret(uuid, text, text, text, uuid)') is null then
    raise exception using
      errcode = '55000',
      message = 'Vault is not available in this database',
      hint = 'Enable the Vault extension (supabase_vault) under Database → Extensions, then run this again.';
  end if;
  if nullif(btrim(secret_name), '') is null then
    raise exception using errcode = '22023', message = 'set_vault_secret: the secret needs a name';
  end if;
  if secret_value is null then
    raise exception using errcode = '22004', message = 'set_vault_secret: the secret value is null';
  end if;
  loop
    select s.id into found_id from vault.secrets s where s.name = secret_name;
    if found_id is not null then
      perform vault.update_secret(found_id, secret_value);
      return found_id;
    end if;
    begin
      return vault.create_secret(secret_value, secret_name);
    exception when unique_violation then
      -- Another session created it between the look-up and the insert: update that one.
      null;
    end;
  end loop;
end;
$$;

revoke all on function private.set_vault_secret(text, text) from public, anon, authenticated, service_role;
