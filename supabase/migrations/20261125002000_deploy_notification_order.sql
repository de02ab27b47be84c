-- =====================================================================
-- Deploy notifications: only production deploys count, and a report
-- can neither reopen a finished build nor make an older build the
-- admin banner's state.
--
-- Netlify notifies about every deploy of the site (deploy previews and
-- branch deploys too), and its JWS carries no timestamp or nonce, so a
-- signed notification can be delivered again at any later time. What
-- protects the state is therefore the order of the builds themselves:
--   * a finished build (published / failed) is final: Netlify reports a
--     deploy's outcome once, so a second report about it is a replay;
--     a retry is a new request ("Terbitkan ulang"), hence a new row;
--   * "started" about a build older than one that already finished is
--     history: it would only block sending for 30 minutes;
--   * the banner's last build is the newest finished build by id (the
--     order requests were made, or an unrequested deploy first heard
--     of), not the last one heard of: an older build's late outcome is
--     recorded on its own row but does not hide a newer outcome.
-- =====================================================================

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
  row_deploy_id text;
  log text;
begin
  if state is null or state not in ('building', 'ready', 'error') then
    return null;
  end if;
  -- Only a production deploy publishes the site. A notification without a context is not counted
  -- as production: Netlify's deploy object always carries one (so does the local builder's), and
  -- guessing "production" would let an unlabelled preview mark a build published or failed, a wrong
  -- banner nobody notices; ignoring it at worst leaves a build "sent" until it goes silent.
  if deploy ->> 'context' is distinct from 'production' then
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
  select status, deploy_id into row_status, row_deploy_id from public.site_builds where id = build_id for update;
  if row_status is null or row_status in ('published', 'failed') then
    return null;
  end if;
  log := case when deploy ->> 'admin_url' like 'https://%' and deploy ->> 'id' ~ '^[A-Za-z0-9_-]{1,100}$'
              then (deploy ->> 'admin_url') || '/deploys/' || (deploy ->> 'id') end;

  if state = 'building' then
    if exists (select 1 from public.site_builds where id > build_id and status in ('published', 'failed')) then
      return null;
    end if;
    -- The same "started" again keeps its time, so a replay cannot keep a build in flight.
    update public.site_builds
       set status = 'building',
           started_at = case when status = 'building' and row_deploy_id = left(deploy ->> 'id', 200)
                             then started_at else now() end,
           deploy_id = left(deploy ->> 'id', 200),
           log_url = log
     where id = build_id;
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

-- ---------------------------------------------------------------------
-- Status for the admin's banner: `last` is the newest finished build
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
  -- By id, not finished_at: a late report about an older build must not replace a newer outcome.
  select id into last_finished from public.site_builds
   where status in ('published', 'failed') order by id desc limit 1;
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
