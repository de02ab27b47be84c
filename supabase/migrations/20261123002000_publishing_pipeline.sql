-- =====================================================================
-- Publishing pipeline, one path for hosted Supabase and the local server.
-- Supersedes the sending half of *_publishing.sql and all of
-- *_netlify_build_hook.sql (a hosted project may have both applied).
--
--   save / "Terbitkan ulang" / daily job
--     → private.record_site_build_request(): one queued ('requested') row
--     → private.dispatch_site_build(): when no build is in flight and the
--       hook URL is in Vault, net.http_post() to the build hook and mark
--       the row 'sent' (pg_net on hosted; the local server's shim + worker)
--     → the builder (Netlify, or the local server's builder) reports
--       through the Edge Function `netlify-deploy`, which calls
--       public.record_deploy_notification(): 'building', then
--       'published' or 'failed'; a report also sends the queued row.
-- At most one build in flight and one queued: a burst of saves costs at
-- most two builds. A build silent for 30 minutes no longer blocks.
-- =====================================================================

-- ---------------------------------------------------------------------
-- site_builds: the 'sent' state and what the builder reported
-- ---------------------------------------------------------------------
alter table public.site_builds drop constraint if exists site_builds_status_check;
alter table public.site_builds add constraint site_builds_status_check
  check (status in ('requested', 'sent', 'building', 'published', 'failed'));

alter table public.site_builds
  add column if not exists sent_at timestamptz,
  add column if not exists net_request_id bigint,
  add column if not exists deploy_id text check (length(deploy_id) <= 200),
  add column if not exists log_url text check (length(log_url) <= 2000);

create index if not exists site_builds_in_flight_idx on public.site_builds (id) where status in ('sent', 'building');

-- The old sender fired on INSERT only, so a request recorded before the hook existed was never sent.
drop trigger if exists site_builds_send_build_hook on public.site_builds;
drop function if exists private.send_build_hook();

-- ---------------------------------------------------------------------
-- Configuration from Vault (the shim locally, supabase_vault on hosted)
-- ---------------------------------------------------------------------
create or replace function private.vault_secret(secret_name text)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  value text;
begin
  if to_regclass('vault.decrypted_secrets') is null then
    return null;
  end if;
  -- Dynamic so the migration applies where Vault is missing; then nothing is configured.
  execute 'select decrypted_secret from vault.decrypted_secrets where name = $1 order by updated_at desc limit 1'
    into value using secret_name;
  return nullif(btrim(value), '');
end;
$$;

revoke all on function private.vault_secret(text) from public, anon, authenticated;

-- ---------------------------------------------------------------------
-- In flight: sent or building, and heard of within the last 30 minutes
-- ---------------------------------------------------------------------
create or replace function private.site_build_in_flight()
returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select id from public.site_builds
   where status in ('sent', 'building')
     and greatest(sent_at, started_at) > now() - interval '30 minutes'
   order by id desc
   limit 1;
$$;

revoke all on function private.site_build_in_flight() from public, anon, authenticated;

-- ---------------------------------------------------------------------
-- Sending: the queued row goes out when nothing is in flight
-- ---------------------------------------------------------------------
create or replace function private.dispatch_site_build()
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  hook text;
  queued record;
  request_id bigint;
begin
  -- Two sessions must not both find nothing in flight and both send.
  perform pg_advisory_xact_lock(hashtext('public.site_builds dispatch'));
  hook := private.vault_secret('netlify_build_hook_url');
  if hook is null or private.site_build_in_flight() is not null then
    return null;
  end if;
  select id, reason into queued from public.site_builds where status = 'requested' for update;
  if queued.id is null then
    return null;
  end if;
  -- Netlify shows trigger_title as the deploy's title and sends it back in every
  -- deploy notification: that is how a report finds its row.
  request_id := net.http_post(
    url := hook,
    body := jsonb_build_object('site_build_id', queued.id, 'reason', queued.reason),
    params := jsonb_build_object('trigger_title', 'site_build #' || queued.id || ': ' || left(queued.reason, 100)),
    headers := '{"Content-Type": "application/json"}'::jsonb,
    timeout_milliseconds := 10000
  );
  update public.site_builds
     set status = 'sent', sent_at = now(), net_request_id = request_id
   where id = queued.id;
  return queued.id;
end;
$$;

revoke all on function private.dispatch_site_build() from public, anon, authenticated;

-- ---------------------------------------------------------------------
-- Recording a request: coalesce into the queued row, then try to send
-- ---------------------------------------------------------------------
create or replace function private.record_site_build_request(why text)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  pending_id bigint;
begin
  update public.site_builds
     set reason = left(case when reason = '' then why
                            when position(why in reason) > 0 then reason
                            else reason || ', ' || why end, 2000)
   where status = 'requested'
   returning id into pending_id;
  if pending_id is null then
    insert into public.site_builds (reason) values (left(why, 2000)) returning id into pending_id;
  end if;
  perform private.dispatch_site_build();
  return pending_id;
end;
$$;

revoke all on function private.record_site_build_request(text) from public, anon, authenticated;

-- ---------------------------------------------------------------------
-- Deploy notifications (Netlify's, or the local builder's, same shape),
-- verified by the Edge Function before they get here.
-- ---------------------------------------------------------------------
create or replace function private.apply_deploy_notification(deploy jsonb)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  state text := deploy ->> 'state';
  build_id bigint;
  row_status text;
  log text;
begin
  if state not in ('building', 'ready', 'error') then
    return null;
  end if;
  build_id := (regexp_match(coalesce(deploy ->> 'title', ''), 'site_build #([0-9]{1,18})'))[1]::bigint;
  if build_id is null then
    -- A deploy nobody asked for here (a git push, a deploy started on Netlify's screen).
    select id into build_id from public.site_builds where deploy_id = deploy ->> 'id' order by id desc limit 1;
  end if;
  if build_id is null then
    insert into public.site_builds (reason, status, sent_at)
    values ('netlify ' || left(coalesce(deploy ->> 'title', deploy ->> 'branch', 'deploy'), 200), 'sent', now())
    returning id into build_id;
  end if;
  select status into row_status from public.site_builds where id = build_id for update;
  if row_status is null then
    return null;
  end if;
  log := case when deploy ->> 'admin_url' like 'https://%' and deploy ->> 'id' ~ '^[A-Za-z0-9_-]{1,100}$'
              then (deploy ->> 'admin_url') || '/deploys/' || (deploy ->> 'id') end;

  if state = 'building' then
    -- A late "started" must not undo a finished build.
    update public.site_builds
       set status = 'building', started_at = now(), deploy_id = left(deploy ->> 'id', 200), log_url = log
     where id = build_id and status in ('requested', 'sent', 'building');
  else
    update public.site_builds
       set status = case when state = 'ready' then 'published' else 'failed' end,
           started_at = coalesce(started_at, now()),
           finished_at = now(),
           deploy_id = left(deploy ->> 'id', 200),
           log_url = log,
           error = case when state = 'error'
                        then left(coalesce(nullif(deploy ->> 'error_message', ''), 'Build gagal tanpa pesan.'), 8000) end
     where id = build_id;
    if state = 'ready' then
      -- A successful deploy contains every earlier change: older in-flight requests are done too.
      update public.site_builds
         set status = 'published', finished_at = now(), started_at = coalesce(started_at, now())
       where id < build_id and status in ('sent', 'building');
    end if;
  end if;
  perform private.dispatch_site_build();
  return build_id;
end;
$$;

revoke all on function private.apply_deploy_notification(jsonb) from public, anon, authenticated;

-- The Edge Function's two calls, through the API with the service role key only.
create or replace function public.record_deploy_notification(deploy jsonb)
returns bigint
language sql
security definer
set search_path = ''
as $$ select private.apply_deploy_notification(deploy) $$;

revoke all on function public.record_deploy_notification(jsonb) from public, anon, authenticated;
grant execute on function public.record_deploy_notification(jsonb) to service_role;

create or replace function public.deploy_webhook_secret()
returns text
language sql
stable
security definer
set search_path = ''
as $$ select private.vault_secret('netlify_webhook_secret') $$;

revoke all on function public.deploy_webhook_secret() from public, anon, authenticated;
grant execute on function public.deploy_webhook_secret() to service_role;

-- ---------------------------------------------------------------------
-- Status for the admin's banner (administrator only: it reads Vault)
-- ---------------------------------------------------------------------
create or replace function public.site_publish_status()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  flight bigint;
  last_finished bigint;
begin
  -- Anon may not execute it at all; a signed-in non-admin learns nothing either.
  if auth.role() = 'authenticated' and not public.is_admin() then
    raise exception using errcode = '42501', message = 'permission denied: only the administrator may read the publish status';
  end if;
  flight := private.site_build_in_flight();
  select id into last_finished from public.site_builds
   where status in ('published', 'failed') order by finished_at desc nulls last, id desc limit 1;
  return jsonb_build_object(
    'now', now(),
    'hook_configured', private.vault_secret('netlify_build_hook_url') is not null,
    'queued', exists (select 1 from public.site_builds where status = 'requested'),
    'in_flight', (select jsonb_build_object('id', b.id, 'status', b.status, 'sent_at', b.sent_at, 'started_at', b.started_at)
                    from public.site_builds b where b.id = flight),
    -- Sent or started, then silent for 30 minutes, and nothing finished since.
    'unknown', flight is null and exists (select 1 from public.site_builds
                                           where status in ('sent', 'building') and id > coalesce(last_finished, 0)),
    'last', (select jsonb_build_object('id', b.id, 'status', b.status, 'reason', b.reason, 'finished_at', b.finished_at,
                                       'error', b.error, 'log_url', b.log_url)
               from public.site_builds b where b.id = last_finished),
    'last_published_at', (select max(finished_at) from public.site_builds where status = 'published'),
    -- Kept for older admin builds: true while anything is queued or in flight.
    'pending', flight is not null or exists (select 1 from public.site_builds where status = 'requested')
  );
end;
$$;

revoke all on function public.site_publish_status() from public, anon;
grant execute on function public.site_publish_status() to authenticated, service_role;

-- ---------------------------------------------------------------------
-- Daily rebuild (date-driven content) and the send retry, by pg_cron
-- where it exists (hosted Supabase). Locally the server runs the same
-- function at 00:05 Asia/Jakarta.
-- ---------------------------------------------------------------------
create or replace function private.request_daily_site_build()
returns bigint
language sql
security definer
set search_path = ''
as $$ select private.record_site_build_request('daily') $$;

revoke all on function private.request_daily_site_build() from public, anon, authenticated;

do $$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    raise notice 'pg_cron not available: the local server runs the daily rebuild itself';
    return;
  end if;
  begin
    -- Only when absent: on Supabase, creating pg_cron again (even "if not exists") drops and
    -- re-creates it, and every scheduled job with it. It lives in pg_catalog (its jobs in schema cron).
    if not exists (select 1 from pg_extension where extname = 'pg_cron') then
      create extension if not exists pg_cron with schema pg_catalog;
    end if;
    -- pg_cron runs in UTC: 17:05 UTC is 00:05 in Asia/Jakarta (UTC+7, no daylight saving).
    perform cron.schedule('site-daily-rebuild', '5 17 * * *', 'select private.request_daily_site_build()');
    -- Sends a request left queued when the hook was configured later or a build went silent.
    perform cron.schedule('site-build-dispatch', '* * * * *', 'select private.dispatch_site_build()');
  exception when others then
    -- Installed but not preloaded (shared_preload_libraries), or not allowed for this role.
    raise notice 'pg_cron could not be used (%): no scheduled rebuild jobs', sqlerrm;
  end;
end
$$;
