-- =====================================================================
-- Production wiring: send each build request to the Netlify build hook.
-- The hook URL is configuration, never code: it is read from Supabase
-- Vault (secret `netlify_build_hook_url`, see README "Deploy").
-- The function exists everywhere (PL/pgSQL binds net.http_post when it
-- runs); the pg_net extension and the trigger only where pg_net exists
-- (hosted Supabase). The local server runs builds itself instead.
-- =====================================================================

-- ---------------------------------------------------------------------
-- Sender: one POST per new request (Netlify queues and coalesces builds)
-- ---------------------------------------------------------------------
create or replace function private.send_build_hook()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  hook text;
begin
  if to_regclass('vault.decrypted_secrets') is null then
    return null;
  end if;
  execute $q$select decrypted_secret from vault.decrypted_secrets where name = 'netlify_build_hook_url' limit 1$q$
    into hook;
  if hook is null or hook = '' then
    return null;
  end if;
  perform net.http_post(
    url := hook || '?trigger_title=' || replace(left(new.reason, 100), ' ', '+'),
    body := jsonb_build_object('site_build_id', new.id, 'reason', new.reason),
    headers := '{"Content-Type":"application/json"}'::jsonb
  );
  update public.site_builds set status = 'building', started_at = now() where id = new.id;
  return null;
end;
$$;

revoke all on function private.send_build_hook() from public, anon, authenticated;

-- ---------------------------------------------------------------------
-- Wiring, where pg_net exists
-- ---------------------------------------------------------------------
do $$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_net') then
    raise notice 'pg_net not available: build requests are picked up by the local server';
    return;
  end if;
  create extension if not exists pg_net with schema extensions;
  create trigger site_builds_send_build_hook
    after insert on public.site_builds
    for each row execute function private.send_build_hook();
end
$$;
