-- The current schema of the schemas this product owns (public, private), generated from the migrations
-- by `npm run schema` (pg_dump --schema-only of the parity database). Do not edit: change a migration in
-- supabase/migrations and regenerate; CI fails when this file is stale.

--
-- PostgreSQL database dump
--

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

--
-- Name: private; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA private;

--
-- Name: public; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA public;

--
-- Name: SCHEMA public; Type: COMMENT; Schema: -; Owner: -
--

COMMENT ON SCHEMA public IS 'standard public schema';

--
-- Name: account_holder_matches(text, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.account_holder_matches(p_holder text, p_company text) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select private.legal_name_key(p_company) <> ''
     and private.legal_name_key(p_holder) = private.legal_name_key(p_company)
$$;

--
-- Name: active_partner(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.active_partner(p_code text) RETURNS uuid
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select p.id from public.partners p where p.code = lower(btrim(p_code)) and p.active
$$;

--
-- Name: album_package_from_departure(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.album_package_from_departure() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.departure_id is not null then
    select d.package_id into new.package_id from public.departures d where d.id = new.departure_id;
  end if;
  return new;
end;
$$;

--
-- Name: apply_content_schedules(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.apply_content_schedules() RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  n integer := 0;
  changed integer;
begin
  if not exists (
       select 1 from public.packages p
        where p.publish_at <= now() or p.unpublish_at <= now() or p.promo_ends_at <= now())
     and not exists (
       select 1 from public.articles a where a.publish_at <= now() or a.unpublish_at <= now()) then
    return 0;
  end if;
  update public.packages p set status = 'active', publish_at = null
   where p.publish_at <= now() and p.status = 'draft';
  get diagnostics changed = row_count;
  n := n + changed;
  update public.packages p set status = 'draft', unpublish_at = null
   where p.unpublish_at <= now() and p.status = 'active';
  get diagnostics changed = row_count;
  n := n + changed;
  update public.packages p set is_promo = false, promo_ends_at = null
   where p.promo_ends_at <= now() and p.is_promo;
  get diagnostics changed = row_count;
  n := n + changed;
  update public.articles a set status = 'published', publish_at = null
   where a.publish_at <= now() and a.status = 'draft';
  get diagnostics changed = row_count;
  n := n + changed;
  update public.articles a set status = 'draft', unpublish_at = null
   where a.unpublish_at <= now() and a.status = 'published';
  get diagnostics changed = row_count;
  n := n + changed;
  -- A time that passed while it had nothing to do (the end of a promotion already switched off by hand) is
  -- cleared too, so the admin never shows a schedule that will not happen, and the next minute is idle.
  update public.packages p set publish_at = null where p.publish_at <= now() and p.status <> 'draft';
  update public.packages p set unpublish_at = null where p.unpublish_at <= now() and p.status <> 'active';
  update public.packages p set promo_ends_at = null where p.promo_ends_at <= now() and not p.is_promo;
  update public.articles a set publish_at = null where a.publish_at <= now() and a.status <> 'draft';
  update public.articles a set unpublish_at = null where a.unpublish_at <= now() and a.status <> 'published';
  return n;
end;
$$;

--
-- Name: apply_deploy_notification(jsonb); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.apply_deploy_notification(deploy jsonb) RETURNS bigint
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
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
$_$;

--
-- Name: are_safe_media_urls(jsonb); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.are_safe_media_urls(value jsonb) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select jsonb_typeof(value) <> 'array'
      or not exists (select 1 from jsonb_array_elements_text(value) e where not private.is_safe_media_url(e));
$$;

--
-- Name: assert_admin_write(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.assert_admin_write() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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

--
-- Name: check_bank_account_holder(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.check_bank_account_holder() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  company text;
begin
  select c.content ->> 'companyName' into company from public.page_content c where c.page_name = 'legal';
  if not private.account_holder_matches(new.holder, company) then
    raise exception using
      errcode = 'check_violation',
      message = 'new row for relation "bank_accounts" violates check constraint "bank_accounts_holder_company"',
      detail = format('Holder %s is not the company name %s.', new.holder, coalesce(company, '')),
      constraint = 'bank_accounts_holder_company',
      table = 'bank_accounts',
      schema = 'public';
  end if;
  return new;
end;
$$;

--
-- Name: check_page_content_limits(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.check_page_content_limits() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v record;
begin
  select * into v from private.page_content_over_limit(new.page_name, new.content);
  if found then
    raise exception using
      errcode = 'check_violation',
      message = 'new row for relation "page_content" violates check constraint "page_content_text_length"',
      detail = format('Field %s has %s characters; at most %s.', v.path, v.length, v.max_length),
      constraint = 'page_content_text_length',
      table = 'page_content',
      schema = 'public';
  end if;
  return new;
end;
$$;

--
-- Name: clear_lost_reason(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.clear_lost_reason() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if new.status <> 'tidak_lanjut' then
    new.lost_reason := null;
  end if;
  return new;
end;
$$;

--
-- Name: content_changed(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.content_changed() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.record_site_build_request(tg_table_name || ' ' || lower(tg_op));
  return null;
end;
$$;

--
-- Name: content_row_id(jsonb); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.content_row_id(r jsonb) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select coalesce(r ->> 'id', r ->> 'page_name', (r ->> 'package_id') || ':' || (r ->> 'hotel_id'))
$$;

--
-- Name: countable_path(text, uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.countable_path(raw_path text, raw_package_id uuid DEFAULT NULL::uuid, OUT path text, OUT package_id uuid) RETURNS record
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  p text := lower(coalesce(raw_path, ''));
  m text[];
  slug_or_id text;
  path_id uuid;
begin
  p := split_part(split_part(p, '?', 1), '#', 1);
  p := regexp_replace(p, '/index\.html$', '/');
  p := regexp_replace(p, '/+$', '');
  if p = '' then
    p := '/';
  end if;

  if p = any (private.countable_static_paths()) then
    path := p;
    package_id := null;
    return;
  end if;

  m := regexp_match(p, '^/(umroh|haji)/([^/]+)$');
  if m is not null then
    slug_or_id := m[2];
    -- Cast here, not in the query: the planner may fold a cast before any test that guards it.
    if slug_or_id ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      path_id := slug_or_id::uuid;
    end if;
    select '/' || k.category || '/' || k.slug, k.id
      into path, package_id
      from public.packages k
     where k.status = 'active'
       and (k.slug = slug_or_id or k.id = path_id or k.id = raw_package_id)
     -- The path's own package before the one the beacon names.
     order by (k.slug = slug_or_id or k.id is not distinct from path_id) desc
     limit 1;
    if found then
      return;
    end if;
  end if;

  path := private.page_counts_bucket();
  package_id := null;
end;
$_$;

--
-- Name: countable_static_paths(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.countable_static_paths() RETURNS text[]
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select array['/', '/umroh', '/haji', '/jadwal', '/kontak', '/faq', '/privasi', '/tentang-kami', '/legalitas',
               '/paket-tidak-ditemukan']
$$;

--
-- Name: current_consent_version(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.current_consent_version() RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select c.version from public.consent_texts c order by c.published_at desc, c.version desc limit 1;
$$;

--
-- Name: departure_refusal(uuid, uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.departure_refusal(p_departure uuid, p_package uuid) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select case
    when d.id is null then 'Tanggal keberangkatan tidak tersedia untuk paket ini'
    when d.depart_on < public.today_wib() then 'Tanggal keberangkatan ini sudah lewat. Pilih tanggal lain.'
    when d.status = 'closed' then 'Tanggal keberangkatan ini sudah ditutup. Pilih tanggal lain atau hubungi kami.'
    when d.seats_booked >= d.seats_total then 'Kursi untuk tanggal ini sudah penuh. Pilih tanggal lain atau hubungi kami.'
    when p.full_payment_days is not null
         and public.today_wib() > d.depart_on - p.full_payment_days
      then 'Pendaftaran untuk tanggal ini sudah ditutup (lewat batas pelunasan). Pilih tanggal lain atau hubungi kami.'
  end
  from (select 1) one
  left join public.departures d on d.id = p_departure and d.package_id = p_package
  left join public.packages p on p.id = d.package_id
$$;

--
-- Name: FUNCTION departure_refusal(p_departure uuid, p_package uuid); Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON FUNCTION private.departure_refusal(p_departure uuid, p_package uuid) IS 'Why an inquiry may not name this departure of this package (Indonesian, shown beside the field), or null.';

--
-- Name: dispatch_inquiry_alert(bigint); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.dispatch_inquiry_alert(alert_id bigint) RETURNS bigint
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  url text := private.vault_secret('notify_inquiry_url');
  alert public.inquiry_alerts;
  request_id bigint;
begin
  select * into alert from public.inquiry_alerts a where a.id = dispatch_inquiry_alert.alert_id for update;
  if alert.id is null or url is null or alert.status in ('sent', 'no_channel') then
    return null;
  end if;
  request_id := net.http_post(
    url := url,
    body := jsonb_build_object('alert_id', alert.id, 'token', alert.token),
    headers := '{"Content-Type": "application/json"}'::jsonb,
    timeout_milliseconds := 15000
  );
  update public.inquiry_alerts a
     set status = 'sending',
         attempts = a.attempts + 1,
         last_attempt_at = now(),
         -- If the function never reports back (down, timed out), the job sends it again after this.
         next_attempt_at = now() + private.inquiry_alert_retry_after(a.attempts + 1) + interval '1 minute',
         net_request_id = request_id
   where a.id = alert.id;
  return request_id;
end;
$$;

--
-- Name: dispatch_site_build(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.dispatch_site_build() RETURNS bigint
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: ensure_cron_jobs(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.ensure_cron_jobs() RETURNS text[]
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  job record;
  ensured text[] := '{}';
begin
  if not exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    raise notice 'pg_cron is not available here: no scheduled jobs (the local server runs them on its own timers)';
    return ensured;
  end if;
  if not exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron') then
    create extension if not exists pg_cron with schema pg_catalog;
  end if;
  -- pg_cron runs in UTC; Asia/Jakarta is UTC+7 all year.
  for job in
    select * from (values
      -- 00:05 WIB: date-driven content (relative dates, departures that passed) is published daily.
      ('site-daily-rebuild', '5 17 * * *', 'select private.request_daily_site_build()'),
      -- Sends a request left queued when the hook was configured later or a build went silent.
      ('site-build-dispatch', '* * * * *', 'select private.dispatch_site_build()'),
      -- 00:15 WIB: inquiries older than 12 months are deleted (personal data is kept no longer).
      ('inquiries-retention', '15 17 * * *', 'select private.purge_old_inquiries()'),
      -- Alerts of new inquiries that failed or were never answered are sent again.
      ('inquiry-alerts-retry', '* * * * *', 'select private.retry_inquiry_alerts()'),
      -- "Tayang mulai", "Tayang sampai" and a promotion's end whose time has come.
      ('content-schedules', '* * * * *', 'select private.apply_content_schedules()'),
      -- 00:25 WIB: content history older than 12 months is deleted.
      ('content-history-retention', '25 17 * * *', 'select private.purge_old_content_history()')
    ) as j (name, schedule, command)
  loop
    perform cron.schedule(job.name, job.schedule, job.command);
    ensured := ensured || job.name;
  end loop;
  return ensured;
end;
$$;

--
-- Name: forget_deleted_package_in_articles(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.forget_deleted_package_in_articles() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  update public.articles
     set package_ids = array_remove(package_ids, old.id)
   where old.id = any(package_ids);
  return old;
end;
$$;

--
-- Name: has_visible_text(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.has_visible_text(value text) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select value is not null
     and regexp_replace(value, '[[:space:]\u00a0\u200b\u200c\u200d\u2060\ufeff\u3164\u115f\u1160]', '', 'g') <> '';
$$;

--
-- Name: inquiry_alert_max_attempts(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.inquiry_alert_max_attempts() RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$ select 5 $$;

--
-- Name: inquiry_alert_retry_after(integer); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.inquiry_alert_retry_after(attempts integer) RETURNS interval
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case when attempts <= 1 then interval '1 minute'
              when attempts = 2 then interval '2 minutes'
              when attempts = 3 then interval '5 minutes'
              else interval '10 minutes' end
$$;

--
-- Name: is_cancellation_tiers(jsonb); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.is_cancellation_tiers(value jsonb) RETURNS boolean
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
declare
  n integer;
  tier jsonb;
  d numeric;
  p numeric;
  prev_d numeric;
  prev_p numeric;
begin
  if value is null or jsonb_typeof(value) <> 'array' then
    return false;
  end if;
  n := jsonb_array_length(value);
  if n < 1 or n > 8 then
    return false;
  end if;
  for i in 0 .. n - 1 loop
    tier := value -> i;
    if jsonb_typeof(tier) <> 'object'
       or jsonb_typeof(tier -> 'days') is distinct from 'number'
       or jsonb_typeof(tier -> 'percent') is distinct from 'number'
       or (select count(*) from jsonb_object_keys(tier)) <> 2 then
      return false;
    end if;
    d := (tier ->> 'days')::numeric;
    p := (tier ->> 'percent')::numeric;
    if d <> trunc(d) or p <> trunc(p) or d < 0 or d > 365 or p < 0 or p > 100 then
      return false;
    end if;
    if i > 0 and (d >= prev_d or p < prev_p) then
      return false;
    end if;
    prev_d := d;
    prev_p := p;
  end loop;
  return prev_d = 0;
end;
$$;

--
-- Name: is_google_maps_embed(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.is_google_maps_embed(value text) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $_$
  select value is null or value = ''
      or (
        value ~ '^https://(www\.|maps\.)?google\.com/maps(/embed(/[^[:space:]"''<>\\?#]*)?([?#][^[:space:]"''<>\\]*)?|\?[^[:space:]"''<>\\#]*)$'
        and (value ~ '^https://[^/]+/maps/embed' or value ~ '^[^#]*[?&]output=embed(&|#|$)')
        and value !~ '^https://[^/]+/[^?#]*/\.\.?(/|[?#]|$)'
        and value !~* '^https://[^/]+/[^?#]*%2e'
      );
$_$;

--
-- Name: is_int_between(jsonb, integer, integer); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.is_int_between(value jsonb, lo integer, hi integer) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select jsonb_typeof(value) is not distinct from 'number'
     and (value #>> '{}')::numeric = trunc((value #>> '{}')::numeric)
     and (value #>> '{}')::numeric between lo and hi;
$$;

--
-- Name: is_itinerary(jsonb); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.is_itinerary(value jsonb) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
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

--
-- Name: is_partner_code(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.is_partner_code(value text) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $_$
  select value is not null and value ~ '^[a-z0-9]([a-z0-9]|-(?=[a-z0-9])){2,31}$'
$_$;

--
-- Name: is_safe_media_url(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.is_safe_media_url(value text) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $_$
  select value is null or value = ''
      or value ~* '^https?://[^[:space:]/\\][^[:space:]\\]*$'
      or value ~ '^/[^/\\[:space:]][^[:space:]\\]*$';
$_$;

--
-- Name: is_site_path(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.is_site_path(value text) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $_$
  select value = '/' or value ~ '^/[^/\\[:space:]#][^[:space:]#\\]*$';
$_$;

--
-- Name: is_terms_content(jsonb); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.is_terms_content(value jsonb) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  -- coalesce: a missing key gives null, which a check constraint would let through.
  select coalesce(
    jsonb_typeof(value) = 'object'
      and (value -> 'cancellationTiers' = '[]'::jsonb or private.is_cancellation_tiers(value -> 'cancellationTiers'))
      and private.is_int_between(value -> 'passportMonths', 1, 24)
      and private.is_int_between(value -> 'passportNameWords', 1, 5)
      and private.is_text_list(value -> 'documents', 12, 200),
    false);
$$;

--
-- Name: is_text_array(jsonb); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.is_text_array(value jsonb) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select jsonb_typeof(value) = 'array'
     and not exists (
       select 1 from jsonb_array_elements(value) e where jsonb_typeof(e) <> 'string'
     );
$$;

--
-- Name: is_text_list(jsonb, integer, integer); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.is_text_list(value jsonb, max_items integer, max_length integer) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select jsonb_typeof(value) is not distinct from 'array'
     and jsonb_array_length(value) <= max_items
     and not exists (
       select 1 from jsonb_array_elements(value) e
        where jsonb_typeof(e) <> 'string'
           or btrim(e #>> '{}') = ''
           or pg_catalog.length(e #>> '{}') > max_length
     );
$$;

--
-- Name: is_youtube_url(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.is_youtube_url(value text) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $_$
  select value is null
      or (value ~ '^https://www\.youtube\.com/watch\?v=[A-Za-z0-9_-]{11}$'
          -- the 11 letters of YouTube's playlist embed, never a video
          and value <> 'https://www.youtube.com/watch?v=videoseries');
$_$;

--
-- Name: keep_inquiry_links(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.keep_inquiry_links() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if tg_table_name = 'packages' then
    insert into private.trash_inquiry_links (inquiry_id, package_id)
    select i.id, old.id from public.inquiries i where i.package_id = old.id;
  else
    insert into private.trash_inquiry_links (inquiry_id, departure_id)
    select i.id, old.id from public.inquiries i where i.departure_id = old.id;
  end if;
  return old;
end;
$$;

--
-- Name: keep_partner_code(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.keep_partner_code() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if new.code is distinct from old.code then
    raise exception using
      errcode = '23514',
      message = 'Kode mitra tidak dapat diubah: tautan dan QR yang sudah dibagikan memakainya.',
      detail = 'code',
      hint = 'partners_code_fixed';
  end if;
  return new;
end;
$$;

--
-- Name: lead_channels(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.lead_channels() RETURNS text[]
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select array['google_search', 'google_ads', 'meta', 'whatsapp', 'partner', 'other_site', 'direct']
$$;

--
-- Name: lead_tag(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.lead_tag(value text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select nullif(left(btrim(coalesce(value, '')), 100), '')
$$;

--
-- Name: legal_name_key(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.legal_name_key(p_name text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select btrim(regexp_replace(
    translate(coalesce(p_name, ''), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ.,', 'abcdefghijklmnopqrstuvwxyz'),
    '[ \t\r\n]+', ' ', 'g'))
$$;

--
-- Name: mask_whatsapp(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.mask_whatsapp(digits text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case when length(digits) <= 8 then repeat('*', length(digits))
              else left(digits, 6) || repeat('*', length(digits) - 10) || right(digits, 4) end
$$;

--
-- Name: merge_counts_of_deleted_package(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.merge_counts_of_deleted_package() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  insert into public.page_counts as c (day, path, package_id, event, count)
  select o.day, o.path, null, o.event, o.count
    from public.page_counts o
   where o.package_id = old.id
  on conflict (day, path, coalesce(package_id, '00000000-0000-0000-0000-000000000000'::uuid), event)
  do update set count = c.count + excluded.count;
  delete from public.page_counts where package_id = old.id;
  return old;
end;
$$;

--
-- Name: merge_source_counts_of_deleted_package(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.merge_source_counts_of_deleted_package() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  insert into public.source_counts as c (day, channel, partner_id, package_id, event, count)
  select o.day, o.channel, o.partner_id, null, o.event, o.count
    from public.source_counts o
   where o.package_id = old.id
  on conflict (day, channel, coalesce(partner_id, '00000000-0000-0000-0000-000000000000'::uuid),
               coalesce(package_id, '00000000-0000-0000-0000-000000000000'::uuid), event)
  do update set count = c.count + excluded.count;
  delete from public.source_counts where package_id = old.id;
  return old;
end;
$$;

--
-- Name: move_redirect(text, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.move_redirect(old_path text, new_path text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if old_path = new_path then
    return;
  end if;
  delete from public.redirects where from_path = new_path;
  update public.redirects set to_path = new_path where to_path = old_path;
  insert into public.redirects (from_path, to_path, status)
  values (old_path, new_path, 301)
  on conflict (from_path) do update set to_path = excluded.to_path, status = 301;
end;
$$;

--
-- Name: new_webhook_secret(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.new_webhook_secret() RETURNS text
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select 'whsec_' || encode(decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'), 'base64')
$$;

--
-- Name: normalize_whatsapp(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.normalize_whatsapp(value text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $_$
declare
  s text := regexp_replace(coalesce(value, ''), '^[[:space:]]+|[[:space:]]+$', '', 'g');
  digits text;
begin
  -- Digits with the usual separators and at most one leading '+': letters are never dropped silently.
  if s !~ '^\+?[0-9[:space:].()-]+$' then
    return null;
  end if;
  digits := regexp_replace(s, '[^0-9]', '', 'g');
  if left(s, 1) = '+' then
    null;
  elsif left(digits, 2) = '00' then
    digits := substr(digits, 3);
  elsif left(digits, 1) = '0' then
    digits := '62' || substr(digits, 2);
  elsif left(digits, 1) = '8' then
    digits := '62' || digits;
  end if;
  if digits !~ '^[1-9][0-9]{7,14}$' then
    return null;
  end if;
  if left(digits, 2) = '62' and digits !~ '^628[0-9]{7,11}$' then
    return null;
  end if;
  return digits;
end;
$_$;

--
-- Name: page_content_over_limit(text, jsonb); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.page_content_over_limit(p_page_name text, p_content jsonb) RETURNS TABLE(path text, length integer, max_length integer)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  with recursive leaves (path, generic, value) as (
    select e.key, e.key, e.value
    from jsonb_each(case when jsonb_typeof(p_content) = 'object' then p_content else '{}'::jsonb end) e
    union all
    select l.path || '.' || c.key, l.generic || '.' || c.generic_key, c.value
    from leaves l
    cross join lateral (
      select o.key, o.key as generic_key, o.value
      from jsonb_each(case when jsonb_typeof(l.value) = 'object' then l.value else '{}'::jsonb end) o
      union all
      select (a.ord - 1)::text, '*', a.value
      from jsonb_array_elements(case when jsonb_typeof(l.value) = 'array' then l.value else '[]'::jsonb end)
        with ordinality a (value, ord)
    ) c
  )
  select l.path, pg_catalog.length(l.value #>> '{}'), lim.max_length
  from leaves l
  join private.page_content_limits lim on lim.page_name = p_page_name and lim.path = l.generic
  where jsonb_typeof(l.value) = 'string'
    and pg_catalog.length(l.value #>> '{}') > lim.max_length
  order by l.path
  limit 1;
$$;

--
-- Name: page_counts_bucket(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.page_counts_bucket() RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select '/lainnya'
$$;

--
-- Name: page_counts_day_limit(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.page_counts_day_limit() RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select 2000
$$;

--
-- Name: purge_old_content_history(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.purge_old_content_history() RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  n integer;
begin
  delete from public.content_history h where h.changed_at < now() - interval '12 months';
  get diagnostics n = row_count;
  delete from private.trash_inquiry_links l where l.deleted_at < now() - private.trash_period();
  return n;
end;
$$;

--
-- Name: purge_old_inquiries(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.purge_old_inquiries() RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  removed integer;
begin
  delete from private.inquiry_senders where created_at < now() - interval '1 day';
  delete from public.inquiries where created_at < now() - interval '12 months';
  get diagnostics removed = row_count;
  return removed;
end;
$$;

--
-- Name: queue_inquiry_alert(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.queue_inquiry_alert() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  alert_id bigint;
begin
  insert into public.inquiry_alerts (inquiry_id) values (new.id) returning id into alert_id;
  perform private.dispatch_inquiry_alert(alert_id);
  return null;
exception when others then
  -- An alert that cannot be queued must never lose the inquiry: the owner still finds it in Prospek.
  raise warning 'inquiry alert not queued: %', sqlerrm;
  return null;
end;
$$;

--
-- Name: record_consent_version(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.record_consent_version() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  new.consent_text_version := coalesce(private.current_consent_version(), new.consent_text_version);
  return new;
end;
$$;

--
-- Name: record_content_history(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.record_content_history() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  before jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  after jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
begin
  -- A save that changed nothing but its stamp is no change.
  if tg_op = 'UPDATE' and (before - 'updated_at') = (after - 'updated_at') then
    return null;
  end if;
  insert into public.content_history (table_name, row_id, changed_by, op, old, new)
  values (tg_table_name, private.content_row_id(coalesce(after, before)),
          nullif(auth.jwt() ->> 'email', ''), lower(tg_op), before, after);
  return null;
end;
$$;

--
-- Name: record_inquiry_events(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.record_inquiry_events() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  who text := nullif(auth.jwt() ->> 'email', '');
begin
  if new.status is distinct from old.status or new.lost_reason is distinct from old.lost_reason then
    insert into public.inquiry_events (inquiry_id, actor, kind, from_status, to_status, lost_reason)
    values (new.id, who, 'status', old.status, new.status, new.lost_reason);
  end if;
  if new.next_contact_on is distinct from old.next_contact_on then
    insert into public.inquiry_events (inquiry_id, actor, kind, next_contact_on)
    values (new.id, who, 'next_contact', new.next_contact_on);
  end if;
  return null;
end;
$$;

--
-- Name: record_package_redirect(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.record_package_redirect() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if old.slug <> '' and new.slug <> '' then
    perform private.move_redirect('/' || old.category || '/' || old.slug, '/' || new.category || '/' || new.slug);
  end if;
  return null;
end;
$$;

--
-- Name: record_site_build_request(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.record_site_build_request(why text) RETURNS bigint
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: record_slug_redirect(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.record_slug_redirect() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.move_redirect(tg_argv[0] || old.slug, tg_argv[0] || new.slug);
  return null;
end;
$$;

--
-- Name: refuse_deleting_used_hotel(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.refuse_deleting_used_hotel() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  used_by text;
begin
  select string_agg(p.title, ', ' order by p.title) into used_by
    from public.package_hotels ph
    join public.packages p on p.id = ph.package_id
   where ph.hotel_id = old.id;
  if used_by is not null then
    raise exception using
      errcode = '23503',
      message = format('Hotel "%s" masih dipakai oleh paket: %s', old.name, used_by),
      hint = 'Lepaskan hotel dari paket tersebut lebih dulu.';
  end if;
  return old;
end;
$$;

--
-- Name: refuse_deleting_used_media(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.refuse_deleting_used_media() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  places int;
begin
  select count(*) into places from public.media_usage() u where u.media_id = old.id;
  if places > 0 then
    raise exception 'Gambar masih dipakai di % tempat: lepaskan dulu sebelum menghapus', places
      using errcode = 'P0001', hint = 'media_in_use';
  end if;
  return old;
end;
$$;

--
-- Name: refuse_early_publication(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.refuse_early_publication() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if new.publish_at is not null and new.publish_at > now()
     and new.status in ('active', 'published')
     and (tg_op = 'INSERT' or new.publish_at is distinct from old.publish_at or new.status is distinct from old.status) then
    raise exception using
      errcode = '23514',
      detail = 'publish_at',
      message = 'Untuk dijadwalkan tayang, simpan sebagai Draf: tayang otomatis pada waktunya',
      hint = 'schedule_needs_draft';
  end if;
  return new;
end;
$$;

--
-- Name: refuse_redirect_loop(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.refuse_redirect_loop() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  hop text := new.to_path;
  hops integer := 0;
begin
  loop
    if hop = new.from_path then
      raise exception using
        errcode = '23514',
        message = format('Pengalihan berputar: %s akhirnya kembali ke dirinya sendiri', new.from_path),
        detail = 'to_path',
        constraint = 'redirects_no_loop';
    end if;
    select r.to_path into hop from public.redirects r where r.from_path = hop and r.id <> new.id;
    hops := hops + 1;
    exit when hop is null or hops > 50;
  end loop;
  return new;
end;
$$;

--
-- Name: refuse_second_departure_on_a_date(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.refuse_second_departure_on_a_date() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if tg_op = 'UPDATE' and new.package_id = old.package_id and new.depart_on = old.depart_on then
    return new;
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('departures:' || new.package_id::text));
  if exists (
    select 1 from public.departures d
     where d.package_id = new.package_id and d.depart_on = new.depart_on and d.id <> new.id
  ) then
    raise exception using
      errcode = '23505',
      message = 'duplicate key value violates unique constraint "departures_package_id_depart_on_key"',
      detail = format('Paket ini sudah punya keberangkatan pada %s.', to_char(new.depart_on, 'DD/MM/YYYY')),
      hint = 'Pilih tanggal lain, atau ubah keberangkatan yang sudah ada.';
  end if;
  return new;
end;
$$;

--
-- Name: refuse_stale_update(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.refuse_stale_update() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if new.updated_at is distinct from old.updated_at then
    raise exception using
      errcode = 'PT409',
      message = format('stale_updated_at: %s %s was changed elsewhere since it was loaded', tg_table_name, old.id),
      detail = format('stored updated_at %s, sent %s', old.updated_at, new.updated_at),
      hint = 'stale_updated_at';
  end if;
  new.updated_at := now();
  return new;
end;
$$;

--
-- Name: reinsert_row(text, jsonb); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.reinsert_row(table_name text, snapshot jsonb) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
declare
  cols text;
begin
  select string_agg(format('%I', c.column_name), ', ' order by c.ordinal_position)
    into cols
    from information_schema.columns c
   where c.table_schema = 'public' and c.table_name = reinsert_row.table_name
     and c.is_generated = 'NEVER'
     and snapshot ? c.column_name;
  execute format('insert into public.%1$I (%2$s) select %2$s from jsonb_populate_record(null::public.%1$I, $1)',
                 reinsert_row.table_name, cols)
    using snapshot;
end;
$_$;

--
-- Name: request_address_key(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.request_address_key() RETURNS text
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  headers jsonb;
  address text;
  client inet;
begin
  begin
    headers := nullif(current_setting('request.headers', true), '')::jsonb;
  exception when others then
    return null;
  end;
  address := coalesce(nullif(btrim(headers ->> 'cf-connecting-ip'), ''),
                      nullif(btrim(split_part(headers ->> 'x-forwarded-for', ',', 1)), ''));
  if address is null then
    return null;
  end if;
  address := left(address, 100);
  begin
    client := address::inet;
    -- An IPv4 address written as IPv6 (::ffff:a.b.c.d) is one IPv4 client, not a /64 shared by all of them.
    if family(client) = 6 and not client <<= '::ffff:0:0/96'::inet then
      address := host(network(set_masklen(client, 64))) || '/64';
    end if;
  exception when others then
    null;
  end;
  return md5((select s.salt from private.address_salt s) || address);
end;
$$;

--
-- Name: request_daily_site_build(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.request_daily_site_build() RETURNS bigint
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$ select private.record_site_build_request('daily') $$;

--
-- Name: request_may_be_counted(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.request_may_be_counted() RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  with h as (
    select coalesce(nullif(current_setting('request.headers', true), ''), '{}')::jsonb as headers
  )
  select coalesce(h.headers ->> 'sec-gpc', '') <> '1'
     and coalesce(h.headers ->> 'dnt', '') <> '1'
     -- The same pattern as BOT_USER_AGENT in src/domain/counting.ts. "bot" not after "cu": CUBOT phones name
     -- themselves in the user agent ("Android 12; CUBOT KINGKONG 7") and are people.
     and coalesce(h.headers ->> 'user-agent', '') !~* '((?<!cu)bot|crawl|spider|slurp|headless|lighthouse|pagespeed|prerender)'
  from h
$$;

--
-- Name: request_number(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.request_number(whatsapp text) RETURNS text
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  n text := private.normalize_whatsapp(whatsapp);
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'permission denied: only the administrator may handle personal-data requests';
  end if;
  if n is null then
    raise exception using errcode = '22023', detail = 'whatsapp',
      message = 'Nomor WhatsApp tidak valid. Contoh: 0812-3456-7890 atau +852 9123 4567';
  end if;
  return n;
end;
$$;

--
-- Name: retry_inquiry_alerts(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.retry_inquiry_alerts() RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  due record;
  n integer := 0;
begin
  for due in
    select a.id from public.inquiry_alerts a
     where a.status in ('pending', 'sending', 'failed')
       and a.attempts < private.inquiry_alert_max_attempts()
       and (a.next_attempt_at is null or a.next_attempt_at <= now())
       and a.created_at > now() - interval '1 day'
     order by a.id
     limit 50
  loop
    if private.dispatch_inquiry_alert(due.id) is not null then
      n := n + 1;
    end if;
  end loop;
  -- A send that never reported back after the last attempt is a failure the owner must see.
  update public.inquiry_alerts a
     set status = 'failed', last_error = coalesce(a.last_error, 'Fungsi notify-inquiry tidak menjawab'),
         next_attempt_at = null
   where a.status = 'sending' and a.attempts >= private.inquiry_alert_max_attempts()
     and a.next_attempt_at <= now();
  return n;
end;
$$;

--
-- Name: set_or_clear_vault_secret(text, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.set_or_clear_vault_secret(secret_name text, secret_value text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if secret_value = '' then
    delete from vault.secrets s where s.name = secret_name;
  else
    perform private.set_vault_secret(secret_name, secret_value);
  end if;
end;
$$;

--
-- Name: set_vault_secret(text, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.set_vault_secret(secret_name text, secret_value text) RETURNS uuid
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: site_build_in_flight(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.site_build_in_flight() RETURNS bigint
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select id from public.site_builds
   where status in ('sent', 'building')
     and greatest(sent_at, started_at) > now() - interval '30 minutes'
   order by id desc
   limit 1;
$$;

--
-- Name: stamp_published_at(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.stamp_published_at() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if new.status = 'published' and new.published_at is null then
    new.published_at := now();
  end if;
  return new;
end;
$$;

--
-- Name: testimonial_first_position(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.testimonial_first_position() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  select coalesce(min(t.position), 1) - 1 into new.position from public.testimonials t;
  return new;
end;
$$;

--
-- Name: touch_updated_at(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.touch_updated_at() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.updated_at := now();
  return new;
end;
$$;

--
-- Name: trash_period(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.trash_period() RETURNS interval
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select interval '30 days'
$$;

--
-- Name: vault_secret(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.vault_secret(secret_name text) RETURNS text
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $_$
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
$_$;

--
-- Name: wib_date(timestamp with time zone); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.wib_date(ts timestamp with time zone) RETURNS date
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$ select (ts at time zone 'Asia/Jakarta')::date $$;

--
-- Name: FUNCTION wib_date(ts timestamp with time zone); Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON FUNCTION private.wib_date(ts timestamp with time zone) IS 'The calendar date in Indonesia (WIB, UTC+7) at an instant; wibDate in domain/dates.ts computes the same.';

--
-- Name: wib_day_start(date); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.wib_day_start(day date) RETURNS timestamp with time zone
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$ select day::timestamp at time zone 'Asia/Jakarta' $$;

--
-- Name: FUNCTION wib_day_start(day date); Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON FUNCTION private.wib_day_start(day date) IS 'The instant a day begins in Indonesia (00:00 WIB); private.wib_date of it is that day.';

SET default_table_access_method = heap;

--
-- Name: inquiry_events; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.inquiry_events (
    id bigint NOT NULL,
    inquiry_id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    actor text,
    kind text NOT NULL,
    from_status text,
    to_status text,
    lost_reason text,
    next_contact_on date,
    note text,
    CONSTRAINT inquiry_events_kind_check CHECK ((kind = ANY (ARRAY['status'::text, 'next_contact'::text, 'note'::text]))),
    CONSTRAINT inquiry_events_note_check CHECK (((note IS NULL) OR ((length(note) >= 1) AND (length(note) <= 2000))))
);

--
-- Name: TABLE inquiry_events; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.inquiry_events IS 'The timeline of an inquiry: status and next-contact changes (recorded by a trigger) and the administrator''s notes, each with who and when.';

--
-- Name: add_inquiry_note(uuid, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.add_inquiry_note(inquiry_id uuid, note text) RETURNS public.inquiry_events
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  added public.inquiry_events;
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'permission denied: only the administrator may add a note';
  end if;
  if not private.has_visible_text(note) then
    raise exception using errcode = '22023', detail = 'note', message = 'Tulis catatannya dulu';
  end if;
  if length(note) > 2000 then
    raise exception using errcode = '22023', detail = 'note', message = 'Catatan terlalu panjang (maksimal 2000 karakter)';
  end if;
  if not exists (select 1 from public.inquiries i where i.id = add_inquiry_note.inquiry_id) then
    raise exception using errcode = 'P0002', message = 'Prospek ini sudah dihapus';
  end if;
  insert into public.inquiry_events (inquiry_id, actor, kind, note)
  values (add_inquiry_note.inquiry_id, nullif(auth.jwt() ->> 'email', ''), 'note', add_inquiry_note.note)
  returning * into added;
  return added;
end;
$$;

--
-- Name: claim_inquiry_alert(bigint, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.claim_inquiry_alert(alert_id bigint, token text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  alert public.inquiry_alerts;
  result jsonb;
begin
  select * into alert from public.inquiry_alerts a
   where a.id = claim_inquiry_alert.alert_id and a.token = claim_inquiry_alert.token
     and a.status in ('pending', 'sending', 'failed');
  if alert.id is null then
    return null;
  end if;
  select jsonb_build_object(
    'alert_id', alert.id,
    'is_test', alert.is_test,
    'inquiry', case when i.id is null then null else jsonb_build_object(
      'id', i.id, 'created_at', i.created_at, 'name', i.name, 'whatsapp', i.whatsapp, 'pax', i.pax,
      'message', i.message, 'package_title', p.title, 'departure_on', d.depart_on, 'channel', i.channel,
      'partner_name', m.name, 'partner_code', m.code, 'flood_suspect', i.flood_suspect) end,
    'telegram', case when private.vault_secret('telegram_bot_token') is not null
                      and private.vault_secret('telegram_chat_id') is not null
                     then jsonb_build_object('token', private.vault_secret('telegram_bot_token'),
                                             'chat_id', private.vault_secret('telegram_chat_id')) end,
    'webhook_url', private.vault_secret('inquiry_webhook_url'),
    'webhook_secret', private.vault_secret('inquiry_webhook_secret'),
    'delivered_to', to_jsonb(alert.delivered_to))
    into result
    from (select 1) one
    left join public.inquiries i on i.id = alert.inquiry_id
    left join public.packages p on p.id = i.package_id
    left join public.departures d on d.id = i.departure_id
    left join public.partners m on m.id = i.partner_id;
  return result;
end;
$$;

--
-- Name: create_preview_link(text, text, jsonb); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.create_preview_link(kind text, row_key text, draft jsonb) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  token text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  base jsonb;
  link public.preview_links;
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'permission denied: only the administrator may share a preview';
  end if;
  if create_preview_link.kind not in ('paket', 'artikel', 'halaman') then
    raise exception using errcode = '22023', message = 'Jenis pratinjau tidak dikenal';
  end if;
  if (create_preview_link.kind = 'halaman'
      and coalesce(create_preview_link.row_key, '') not in ('home', 'about', 'contact', 'privacy', 'terms'))
     or (create_preview_link.kind <> 'halaman' and create_preview_link.row_key !~*
         '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$') then
    raise exception using errcode = '22023', message = 'Data yang dipratinjau tidak dikenal';
  end if;
  if create_preview_link.draft is null or jsonb_typeof(create_preview_link.draft) <> 'object' then
    raise exception using errcode = '22023', message = 'Isi pratinjau tidak terbaca';
  end if;
  if pg_column_size(create_preview_link.draft) > 262144 then
    raise exception using errcode = '22023', message = 'Isi pratinjau terlalu besar untuk dibagikan';
  end if;
  if create_preview_link.row_key is not null then
    -- Read as the administrator who shares it (the view shows drafts to the administrator).
    if create_preview_link.kind = 'paket' then
      select to_jsonb(s) into base from public.site_packages s where s.id = create_preview_link.row_key::uuid;
    elsif create_preview_link.kind = 'artikel' then
      select to_jsonb(a) into base from public.articles a where a.id = create_preview_link.row_key::uuid;
    else
      select coalesce(c.content, '{}'::jsonb) into base from public.page_content c
       where c.page_name = create_preview_link.row_key;
      base := coalesce(base, '{}'::jsonb);
    end if;
    if base is null then
      raise exception using errcode = 'P0002', message = 'Data ini tidak ditemukan; mungkin sudah dihapus';
    end if;
  end if;
  -- Links that ended more than a week ago are of no use to anyone.
  delete from public.preview_links l
   where coalesce(l.revoked_at, l.expires_at) < now() - interval '7 days';
  insert into public.preview_links (token_hash, kind, row_key, title, base, draft, created_by)
  values (encode(sha256(convert_to(token, 'UTF8')), 'hex'), create_preview_link.kind, create_preview_link.row_key,
          left(coalesce(nullif(btrim(create_preview_link.draft ->> 'title'), ''), base ->> 'title', ''), 200),
          base, create_preview_link.draft, nullif(auth.jwt() ->> 'email', ''))
  returning * into link;
  return jsonb_build_object('id', link.id, 'token', token, 'expires_at', link.expires_at);
end;
$_$;

--
-- Name: dashboard_counts(integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.dashboard_counts(days integer DEFAULT 30) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  first_day date;
  last_day date := public.today_wib();
  result jsonb;
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'permission denied: only the administrator may read the counts';
  end if;
  if days is null or days < 1 or days > 366 then
    raise exception using errcode = '22023', message = 'days must be between 1 and 366';
  end if;
  first_day := last_day - (days - 1);

  with
  counts as (
    select c.day, c.package_id,
           sum(c.count) filter (where c.event = 'page_view') as views,
           sum(c.count) filter (where c.event = 'whatsapp_click') as whatsapp_clicks,
           sum(c.count) filter (where c.event = 'inquiry_open') as inquiry_opens
      from public.page_counts c
     where c.day between first_day and last_day
     group by c.day, c.package_id
  ),
  -- Inquiries sent through the form, per WIB day and package.
  inquiry_counts as (
    select private.wib_date(i.created_at) as day, i.package_id, count(*) as n
      from public.inquiries i
     where i.created_at >= private.wib_day_start(first_day)
       and i.created_at < private.wib_day_start(last_day + 1)
     group by 1, 2
  ),
  per_day as (
    select c.day, sum(c.views) as views, sum(c.whatsapp_clicks) as whatsapp_clicks,
           sum(c.inquiry_opens) as inquiry_opens
      from counts c
     group by c.day
  ),
  inquiries_per_day as (
    select i.day, sum(i.n) as n from inquiry_counts i group by i.day
  ),
  series as (
    select d::date as day,
           coalesce(pd.views, 0) as views,
           coalesce(pd.whatsapp_clicks, 0) as whatsapp_clicks,
           coalesce(pd.inquiry_opens, 0) as inquiry_opens,
           coalesce(ipd.n, 0) as inquiries
      from generate_series(first_day, last_day, interval '1 day') d
      left join per_day pd on pd.day = d::date
      left join inquiries_per_day ipd on ipd.day = d::date
  ),
  counts_per_package as (
    select c.package_id, sum(c.views) as views, sum(c.whatsapp_clicks) as whatsapp_clicks,
           sum(c.inquiry_opens) as inquiry_opens
      from counts c
     where c.package_id is not null
     group by c.package_id
  ),
  inquiries_per_package as (
    select i.package_id, sum(i.n) as n from inquiry_counts i where i.package_id is not null group by i.package_id
  ),
  per_package as (
    select p.id as package_id, p.title, p.slug, p.category, p.status,
           coalesce(cp.views, 0) as views,
           coalesce(cp.whatsapp_clicks, 0) as whatsapp_clicks,
           coalesce(cp.inquiry_opens, 0) as inquiry_opens,
           coalesce(ip.n, 0) as inquiries
      from public.packages p
      left join counts_per_package cp on cp.package_id = p.id
      left join inquiries_per_package ip on ip.package_id = p.id
     where p.status = 'active'
        or cp.package_id is not null
        or ip.package_id is not null
  ),
  package_totals as (
    select coalesce(sum(views), 0) as views,
           coalesce(sum(whatsapp_clicks), 0) as whatsapp_clicks,
           coalesce(sum(inquiries), 0) as inquiries
      from per_package
  )
  select jsonb_build_object(
    'days', days,
    'since', first_day,
    'until', last_day,
    'series', (select jsonb_agg(jsonb_build_object(
                 'day', s.day, 'views', s.views, 'whatsapp_clicks', s.whatsapp_clicks,
                 'inquiry_opens', s.inquiry_opens, 'inquiries', s.inquiries) order by s.day)
                 from series s),
    'totals', (select jsonb_build_object(
                 'views', coalesce(sum(s.views), 0),
                 'whatsapp_clicks', coalesce(sum(s.whatsapp_clicks), 0),
                 'inquiry_opens', coalesce(sum(s.inquiry_opens), 0),
                 'inquiries', coalesce(sum(s.inquiries), 0),
                 'package_views', (select t.views from package_totals t),
                 'package_whatsapp_clicks', (select t.whatsapp_clicks from package_totals t),
                 'package_inquiries', (select t.inquiries from package_totals t),
                 'conversion', (select case when t.views > 0
                                  then round((t.whatsapp_clicks + t.inquiries) * 100.0 / t.views, 1) end
                                  from package_totals t))
                 from series s),
    'packages', coalesce((select jsonb_agg(jsonb_build_object(
                 'package_id', pp.package_id, 'title', pp.title, 'slug', pp.slug, 'category', pp.category,
                 'status', pp.status, 'views', pp.views, 'whatsapp_clicks', pp.whatsapp_clicks,
                 'inquiry_opens', pp.inquiry_opens, 'inquiries', pp.inquiries,
                 'conversion', case when pp.views > 0
                                 then round((pp.whatsapp_clicks + pp.inquiries) * 100.0 / pp.views, 1) end)
                 order by pp.views desc, pp.title)
                 from per_package pp), '[]'::jsonb)
  ) into result;
  return result;
end;
$$;

--
-- Name: dashboard_summary(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.dashboard_summary() RETURNS jsonb
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  with
  month_start as (select now() - interval '1 month' as since),
  recent as (
    (select 'package' as kind, p.title as label, p.created_at as at
       from public.packages p order by p.created_at desc limit 3)
    union all
    (select 'testimonial', t.name, t.created_at
       from public.testimonials t order by t.created_at desc limit 3)
    union all
    (select 'page', c.page_name, c.updated_at
       from public.page_content c order by c.updated_at desc limit 2)
    union all
    (select 'inquiry', i.name, i.created_at
       from public.inquiries i where i.status = 'baru' order by i.created_at desc limit 3)
  ),
  upcoming as (
    select d.*, p.title as package_title, p.status as package_status,
           d.seats_total - d.seats_booked as seats_left,
           (d.depart_on <= public.today_wib() + 30
              and d.seats_booked * 2 < d.seats_total) as needs_attention
      from public.departures d
      join public.packages p on p.id = d.package_id
     where d.depart_on >= public.today_wib()
  ),
  sold as (
    select * from upcoming where status = 'open' and package_status = 'active'
  )
  select jsonb_build_object(
    'total_packages', (select count(*) from public.packages),
    'active_packages', (select count(*) from public.packages where status = 'active'),
    'draft_packages', (select count(*) from public.packages where status = 'draft'),
    'packages_this_month',
      (select count(*) from public.packages, month_start where created_at >= since),
    'total_testimonials', (select count(*) from public.testimonials),
    'testimonials_this_month',
      (select count(*) from public.testimonials, month_start where created_at >= since),
    'average_rating', (select round(avg(rating)::numeric, 1) from public.testimonials),
    'active_features', (select count(*) from public.features where is_active),
    'upcoming_departures', (select count(*) from sold),
    'seats_offered', (select coalesce(sum(seats_total), 0) from sold),
    -- Booked pilgrims travel whether or not the package is still sold.
    'active_pilgrims', (select coalesce(sum(seats_booked), 0) from upcoming),
    'departures_needing_attention', (select count(*) from sold where needs_attention),
    'next_departures', coalesce(
      (select jsonb_agg(jsonb_build_object(
                'id', n.id, 'package_id', n.package_id, 'package_title', n.package_title,
                'depart_on', n.depart_on, 'seats_total', n.seats_total,
                'seats_booked', n.seats_booked, 'seats_left', n.seats_left,
                'needs_attention', n.needs_attention)
              order by n.depart_on, n.package_title)
         from (select * from sold order by depart_on, package_title limit 5) n),
      '[]'::jsonb),
    'media_count', (select count(*) from public.media),
    'new_inquiries', (select count(*) from public.inquiries where status = 'baru'),
    'recent_activity', coalesce(
      (select jsonb_agg(jsonb_build_object('kind', r.kind, 'label', r.label, 'at', r.at)
                        order by r.at desc)
         from (select * from recent order by at desc limit 6) r),
      '[]'::jsonb)
  );
$$;

--
-- Name: deploy_webhook_secret(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.deploy_webhook_secret() RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$ select private.vault_secret('netlify_webhook_secret') $$;

--
-- Name: duplicate_package(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.duplicate_package(id uuid) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  source_id uuid := id;
  r public.packages%rowtype;
  base text;
  candidate text;
  n integer := 1;
  departures_copied integer;
  hotels_copied integer;
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'permission denied: only the administrator may duplicate packages';
  end if;

  select * into r from public.packages p where p.id = source_id;
  if not found then
    raise exception using errcode = 'P0002', message = 'Paket tidak ditemukan';
  end if;

  r.id := gen_random_uuid();
  r.title := left(r.title, 200 - length(' (Copy)')) || ' (Copy)';
  r.status := 'draft';
  r.created_at := now();
  r.updated_at := now();
  -- Same shape as the admin's slugs: the original's, then -copy, -copy-2, …
  base := rtrim(left(r.slug, 185), '-') || '-copy';
  candidate := base;
  while exists (select 1 from public.packages p where p.slug = candidate) loop
    n := n + 1;
    candidate := base || '-' || n;
  end loop;
  r.slug := candidate;

  insert into public.packages select r.*;

  insert into public.departures
    (package_id, depart_on, return_on, seats_total, seats_booked, status, price_quad, price_triple, price_double, note)
  select r.id, d.depart_on, d.return_on, d.seats_total, 0, 'closed', d.price_quad, d.price_triple, d.price_double, d.note
    from public.departures d
   where d.package_id = source_id and d.depart_on >= public.today_wib();
  get diagnostics departures_copied = row_count;

  insert into public.package_hotels (package_id, hotel_id, nights, position)
  select r.id, h.hotel_id, h.nights, h.position
    from public.package_hotels h
   where h.package_id = source_id;
  get diagnostics hotels_copied = row_count;

  return jsonb_build_object(
    'id', r.id, 'title', r.title, 'slug', r.slug,
    'departures', departures_copied, 'hotels', hotels_copied);
end;
$$;

--
-- Name: FUNCTION duplicate_package(id uuid); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.duplicate_package(id uuid) IS 'Copies a package as a draft with its hotels and its upcoming departures (closed, nothing booked).';

--
-- Name: erase_personal_data(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.erase_personal_data(whatsapp text) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  n text := private.request_number(erase_personal_data.whatsapp);
  erased integer;
begin
  delete from public.inquiries i where i.whatsapp = n;
  get diagnostics erased = row_count;
  insert into public.data_requests (actor, kind, masked_whatsapp, inquiries)
  values (nullif(auth.jwt() ->> 'email', ''), 'erase', private.mask_whatsapp(n), erased);
  return erased;
end;
$$;

--
-- Name: finish_inquiry_alert(bigint, text, text[], text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.finish_inquiry_alert(alert_id bigint, token text, delivered text[], error text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  update public.inquiry_alerts a
     set status = case
           when finish_inquiry_alert.error is null
                and cardinality(a.delivered_to) + coalesce(cardinality(finish_inquiry_alert.delivered), 0) = 0
             then 'no_channel'
           when finish_inquiry_alert.error is null then 'sent'
           else 'failed' end,
         delivered_to = a.delivered_to || array(
           select d from unnest(coalesce(finish_inquiry_alert.delivered, '{}')) d where d <> all (a.delivered_to)),
         last_error = left(finish_inquiry_alert.error, 1000),
         sent_at = case when finish_inquiry_alert.error is null then now() end,
         next_attempt_at = case
           when finish_inquiry_alert.error is null or a.attempts >= private.inquiry_alert_max_attempts() then null
           else now() + private.inquiry_alert_retry_after(a.attempts) end
   where a.id = finish_inquiry_alert.alert_id and a.token = finish_inquiry_alert.token
     and a.status in ('pending', 'sending', 'failed');
end;
$$;

--
-- Name: inquiry_alert_settings(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.inquiry_alert_settings() RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  chat text := private.vault_secret('telegram_chat_id');
  hook text := private.vault_secret('inquiry_webhook_url');
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'permission denied: only the administrator may read the alert settings';
  end if;
  return jsonb_build_object(
    'telegram', private.vault_secret('telegram_bot_token') is not null and chat is not null,
    'telegram_chat_hint', case when chat is null then null else '…' || right(chat, 4) end,
    'webhook', hook is not null,
    'webhook_host', case when hook is null then null else substring(hook from '^https?://([^/:?#]+)') end,
    'webhook_secret', case when hook is null then null else private.vault_secret('inquiry_webhook_secret') end,
    'function', private.vault_secret('notify_inquiry_url') is not null);
end;
$$;

--
-- Name: is_admin(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.is_admin() RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $_$
  select coalesce(auth.jwt() -> 'app_metadata' ->> 'role', '') = 'admin'
     and (
       coalesce(auth.jwt() ->> 'aal', 'aal1') = 'aal2'
       or not exists (
         select 1 from auth.mfa_factors f
         where f.user_id = auth.uid() and f.status::text = 'verified'
       )
     )
     and exists (
       select 1 from auth.sessions s
       -- A malformed claim reads as "no session" rather than failing the cast.
       where s.id = case
               when auth.jwt() ->> 'session_id' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
               then (auth.jwt() ->> 'session_id')::uuid
             end
         and s.user_id = auth.uid()
         and (s.not_after is null or s.not_after > now())
     );
$_$;

--
-- Name: lead_source_report(date, date); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.lead_source_report(from_day date, to_day date) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  result jsonb;
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'permission denied: only the administrator may read the report';
  end if;
  if from_day is null or to_day is null or from_day > to_day or to_day - from_day > 731 then
    raise exception using errcode = '22023', message = 'from_day must be on or before to_day, at most two years apart',
      hint = 'Rentang tanggal tidak valid.';
  end if;

  with
  counts as (
    select c.channel, c.partner_id, c.package_id, c.event, c.count
      from public.source_counts c
     where c.day between from_day and to_day
  ),
  leads as (
    select coalesce(i.channel, 'unknown') as channel, i.partner_id, i.package_id,
           (i.status = 'closing') as closed
      from public.inquiries i
     -- Inquiries marked "Diduga spam" count too: they are kept because real people send during a flood, and
     -- the report must agree with the Prospek list.
     where private.wib_date(i.created_at) between from_day and to_day
  ),
  by_channel as (
    select k.channel,
           coalesce(sum(c.count) filter (where c.event = 'page_view'), 0) as views,
           coalesce(sum(c.count) filter (where c.event = 'whatsapp_click'), 0) as whatsapp_clicks
      from (select unnest(private.lead_channels() || array['unknown']) as channel) k
      left join counts c on c.channel = k.channel
     group by k.channel
  ),
  channel_rows as (
    select b.channel, b.views, b.whatsapp_clicks,
           (select count(*) from leads l where l.channel = b.channel) as inquiries,
           (select count(*) from leads l where l.channel = b.channel and l.closed) as closed
      from by_channel b
  ),
  partner_rows as (
    select p.id as partner_id, p.name, p.code, p.city, p.active,
           coalesce((select sum(c.count) from counts c where c.partner_id = p.id and c.event = 'page_view'), 0) as views,
           coalesce((select sum(c.count) from counts c where c.partner_id = p.id and c.event = 'whatsapp_click'), 0) as whatsapp_clicks,
           (select count(*) from leads l where l.partner_id = p.id) as inquiries,
           (select count(*) from leads l where l.partner_id = p.id and l.closed) as closed
      from public.partners p
  ),
  package_rows as (
    select k.id as package_id, k.title,
           coalesce((select sum(c.count) from counts c where c.package_id = k.id and c.event = 'page_view'), 0) as views,
           coalesce((select sum(c.count) from counts c where c.package_id = k.id and c.event = 'whatsapp_click'), 0) as whatsapp_clicks,
           (select count(*) from leads l where l.package_id = k.id) as inquiries,
           (select count(*) from leads l where l.package_id = k.id and l.closed) as closed
      from public.packages k
  )
  select jsonb_build_object(
    'from_day', from_day,
    'to_day', to_day,
    'channels', coalesce((select jsonb_agg(to_jsonb(r) order by array_position(private.lead_channels() || array['unknown'], r.channel))
                            from channel_rows r), '[]'::jsonb),
    'partners', coalesce((select jsonb_agg(to_jsonb(r) order by r.inquiries desc, r.views desc, r.name)
                            from partner_rows r), '[]'::jsonb),
    'packages', coalesce((select jsonb_agg(to_jsonb(r) order by r.inquiries desc, r.views desc, r.title)
                            from package_rows r
                           where r.views + r.whatsapp_clicks + r.inquiries > 0), '[]'::jsonb)
  ) into result;
  return result;
end;
$$;

--
-- Name: media_usage(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.media_usage() RETURNS TABLE(media_id uuid, kind text, label text, link text)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $_$
  with refs as (
    select 'package'::text as kind, p.title as label, '/packages/edit/' || p.id::text as link, img.value as ref
      from public.packages p, jsonb_array_elements_text(p.images) as img(value)
    union all
    select 'page',
           case c.page_name
             when 'home' then 'Edit Beranda'
             when 'about' then 'Edit Tentang Kami'
             when 'contact' then 'Edit Kontak'
             when 'site-settings' then 'Pengaturan'
             else c.page_name
           end,
           case c.page_name
             when 'home' then '/edit-home'
             when 'about' then '/edit-about'
             when 'contact' then '/edit-contact'
             when 'site-settings' then '/settings'
             else '/'
           end,
           v #>> '{}'
      from public.page_content c, jsonb_path_query(c.content, 'strict $.**') as v
     where jsonb_typeof(v) = 'string'
    union all
    select 'testimonial', 'Testimoni: ' || t.name, '/testimonials', t.avatar_url
      from public.testimonials t
     where t.avatar_url is not null
    union all
    select 'hotel', 'Hotel: ' || h.name, '/hotels/edit/' || h.id::text, h.image_url
      from public.hotels h
     where h.image_url is not null
    union all
    select 'article', 'Artikel: ' || a.title, '/articles/edit/' || a.id::text, a.cover_image
      from public.articles a
     where a.cover_image is not null
    union all
    select 'album', 'Album: ' || al.title, '/albums/edit/' || al.id::text, ph.image_url
      from public.album_photos ph
      join public.albums al on al.id = ph.album_id
  )
  select distinct m.id, r.kind, r.label, r.link
    from public.media m
    join refs r
      on right(btrim(r.ref), length('/storage/v1/object/public/images/' || m.file_path))
         = '/storage/v1/object/public/images/' || m.file_path
  union
  select m.id, 'article', 'Artikel: ' || a.title, '/articles/edit/' || a.id::text
    from public.media m
    join public.articles a
      on strpos(a.body, '/storage/v1/object/public/images/' || m.file_path) > 0
  union
  -- Anywhere in the deleted row (a gallery, a cover, an article's body) or in a photo deleted with its album.
  select m.id, 'trash', 'Sampah: ' || t.title, '/trash'
    from public.trash t
    join public.content_history c
      on c.id = t.id
      or (t.table_name = 'albums' and c.changed_at = t.deleted_at and c.tx is not distinct from t.tx
          and c.op = 'delete' and c.table_name = 'album_photos' and c.old ->> 'album_id' = t.row_id)
    join public.media m
      on strpos(c.old::text, '/storage/v1/object/public/images/' || m.file_path) > 0;
$_$;

--
-- Name: open_preview_link(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.open_preview_link(token text) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  link public.preview_links;
begin
  if open_preview_link.token is null or open_preview_link.token !~ '^[0-9a-f]{64}$' then
    raise exception using errcode = 'P0002', message = 'Tautan pratinjau tidak dikenal';
  end if;
  select * into link from public.preview_links l
   where l.token_hash = encode(sha256(convert_to(open_preview_link.token, 'UTF8')), 'hex');
  if link.id is null then
    raise exception using errcode = 'P0002', message = 'Tautan pratinjau tidak dikenal';
  end if;
  if link.revoked_at is not null then
    raise exception using errcode = 'P0002', message = 'Tautan pratinjau ini sudah dicabut';
  end if;
  if link.expires_at <= now() then
    raise exception using errcode = 'P0002', message = 'Tautan pratinjau ini sudah kedaluwarsa (berlaku 24 jam)';
  end if;
  -- A link made before the record was first saved has no row to look for.
  if link.row_key is not null and (
       (link.kind = 'paket' and not exists (select 1 from public.packages p where p.id = link.row_key::uuid))
       or (link.kind = 'artikel' and not exists (select 1 from public.articles a where a.id = link.row_key::uuid))) then
    raise exception using errcode = 'P0002',
      message = case link.kind when 'paket' then 'Paket ini sudah dihapus: pratinjaunya tidak dibuka lagi'
                               else 'Artikel ini sudah dihapus: pratinjaunya tidak dibuka lagi' end;
  end if;
  return jsonb_build_object('kind', link.kind, 'row_key', link.row_key, 'base', link.base, 'draft', link.draft,
                            'expires_at', link.expires_at);
end;
$_$;

--
-- Name: partner_links(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.partner_links() RETURNS TABLE(code text, active boolean, target text)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select p.code,
         p.active,
         coalesce(case when k.status = 'active' then '/' || k.category || '/' || k.slug end, '/') as target
    from public.partners p
    left join public.packages k on k.id = p.package_id
   order by p.code
$$;

--
-- Name: personal_data(text, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.personal_data(whatsapp text, kind text DEFAULT 'find'::text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  n text := private.request_number(personal_data.whatsapp);
  result jsonb;
  found_inquiries integer;
begin
  if personal_data.kind not in ('find', 'export') then
    raise exception using errcode = '22023', message = 'kind must be find or export';
  end if;
  select count(*) into found_inquiries from public.inquiries i where i.whatsapp = n;
  select jsonb_build_object(
    'whatsapp', n,
    'inquiries', coalesce((
      select jsonb_agg(to_jsonb(i) || jsonb_build_object(
               'package_title', p.title,
               'timeline', coalesce((select jsonb_agg(to_jsonb(e) - 'inquiry_id' order by e.id)
                                       from public.inquiry_events e where e.inquiry_id = i.id), '[]'::jsonb),
               'alerts', coalesce((select jsonb_agg(jsonb_build_object('created_at', a.created_at, 'status', a.status,
                                                                       'delivered_to', a.delivered_to) order by a.id)
                                     from public.inquiry_alerts a where a.inquiry_id = i.id), '[]'::jsonb))
             order by i.created_at)
        from public.inquiries i
        left join public.packages p on p.id = i.package_id
       where i.whatsapp = n), '[]'::jsonb),
    'partners', coalesce((
      select jsonb_agg(jsonb_build_object('name', m.name, 'city', m.city, 'code', m.code, 'active', m.active,
                                          'created_at', m.created_at) order by m.created_at)
        from public.partners m where m.whatsapp = n), '[]'::jsonb))
    into result;
  insert into public.data_requests (actor, kind, masked_whatsapp, inquiries)
  values (nullif(auth.jwt() ->> 'email', ''), personal_data.kind, private.mask_whatsapp(n), found_inquiries);
  return result;
end;
$$;

--
-- Name: record_deploy_notification(jsonb); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.record_deploy_notification(deploy jsonb) RETURNS bigint
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$ select private.apply_deploy_notification(deploy) $$;

--
-- Name: request_site_build(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.request_site_build() RETURNS bigint
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'permission denied: only the administrator may publish the site';
  end if;
  return private.record_site_build_request('manual');
end;
$$;

--
-- Name: restore_content_version(bigint, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.restore_content_version(history_id bigint, version text DEFAULT 'old'::text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  h public.content_history;
  snapshot jsonb;
  keys text[];
  cols text;
  matches text;
  restored jsonb;
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'permission denied: only the administrator may restore a version';
  end if;
  select * into h from public.content_history c where c.id = restore_content_version.history_id;
  if h.id is null then
    raise exception using errcode = 'P0002', message = 'Versi ini tidak ditemukan di riwayat';
  end if;
  snapshot := case restore_content_version.version when 'old' then h.old when 'new' then h.new end;
  if snapshot is null or h.table_name not in ('packages', 'departures', 'hotels', 'package_hotels', 'articles', 'albums',
                                              'album_photos', 'testimonials', 'features', 'faqs', 'page_content',
                                              'bank_accounts', 'partners') then
    raise exception using errcode = '22023', message = 'Versi ini tidak dapat dipulihkan di sini';
  end if;
  if h.table_name = 'page_content' then
    -- One row per page: a page created again under a new id still takes its old versions.
    keys := array['page_name'];
  else
    select array_agg(a.attname::text order by k.n)
      into keys
      from pg_catalog.pg_constraint c
     cross join lateral unnest(c.conkey) with ordinality as k(attnum, n)
      join pg_catalog.pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum
     where c.conrelid = format('public.%I', h.table_name)::regclass and c.contype = 'p';
  end if;
  select string_agg(format('%1$I = r.%1$I', c.column_name), ', ' order by c.ordinal_position)
    into cols
    from information_schema.columns c
   where c.table_schema = 'public' and c.table_name = h.table_name
     and c.column_name <> all (keys || array['id', 'created_at', 'updated_at', 'code'])
     and c.is_generated = 'NEVER'
     -- A column added after the version was recorded keeps its current value.
     and snapshot ? c.column_name;
  select string_agg(format('t.%1$I = r.%1$I', k), ' and ') into matches from unnest(keys) as k;
  execute format(
    'update public.%1$I t set %2$s from jsonb_populate_record(null::public.%1$I, $1) r where %3$s returning to_jsonb(t)',
    h.table_name, cols, matches)
    into restored using snapshot;
  if restored is null then
    raise exception using errcode = 'P0002', message = 'Data ini sudah dihapus; pulihkan dari Sampah';
  end if;
  return restored;
end;
$_$;

--
-- Name: restore_deleted(bigint); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.restore_deleted(history_id bigint) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  h public.content_history;
  t public.trash;
  snapshot jsonb;
  part public.content_history;
  link public.content_history;
  col text;
  other text;
  hotel_name text;
  failed_constraint text;
  restored_package uuid;
  restored_departures uuid[] := '{}';
  n integer;
  n_departures integer := 0;
  n_hotels integer := 0;
  n_faqs integer := 0;
  n_photos integer := 0;
  n_links integer := 0;
  n_inquiries integer := 0;
  notes text[] := '{}';
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'permission denied: only the administrator may restore from Sampah';
  end if;
  select * into h from public.content_history c where c.id = restore_deleted.history_id;
  if h.id is null or h.op <> 'delete' then
    raise exception using errcode = '22023', message = 'Data ini tidak ada di Sampah';
  end if;
  select * into t from public.trash x where x.id = h.id;
  if t.id is null then
    -- Not (or no longer) in Sampah: say why.
    if h.table_name not in ('packages', 'departures', 'hotels', 'articles', 'albums', 'testimonials', 'features',
                            'faqs', 'bank_accounts') then
      raise exception using errcode = '22023', message = 'Data ini tidak dapat dipulihkan sendiri dari Sampah';
    elsif h.changed_at <= now() - private.trash_period() then
      raise exception using errcode = '22023',
        message = 'Data ini dihapus lebih dari 30 hari lalu dan tidak dapat dipulihkan lagi';
    elsif exists (select 1 from public.content_history l
                   where l.table_name = h.table_name and l.row_id = h.row_id and l.id > h.id) then
      raise exception using errcode = '22023', message = 'Data ini sudah dipulihkan';
    else
      raise exception using errcode = '22023',
        message = 'Data ini terhapus bersama paketnya: pulihkan paketnya dari Sampah';
    end if;
  end if;
  snapshot := h.old;

  -- What the record needs that may have changed while it was in Sampah.
  if h.table_name in ('packages', 'articles', 'albums') then
    execute format('select x.title from public.%I x where x.slug = $1 limit 1', h.table_name)
      into other using snapshot ->> 'slug';
    if other is not null then
      raise exception using errcode = '22023', detail = 'slug',
        message = format('Alamat "%s" sekarang dipakai %s "%s". Ubah alamat itu dulu, lalu pulihkan lagi.',
                         snapshot ->> 'slug',
                         case h.table_name when 'packages' then 'paket' when 'articles' then 'artikel' else 'album' end,
                         other);
    end if;
  end if;
  if t.package_id is not null and t.package_title is null then
    raise exception using errcode = '22023',
      message = 'Paketnya juga sudah dihapus: pulihkan paketnya dari Sampah lebih dulu';
  end if;
  if h.table_name = 'departures' and exists (
    select 1 from public.departures d
     where d.package_id = t.package_id and d.depart_on = (snapshot ->> 'depart_on')::date) then
    raise exception using errcode = '22023',
      message = format('Paket "%s" sudah punya keberangkatan pada %s', t.package_title,
                       to_char((snapshot ->> 'depart_on')::date, 'DD/MM/YYYY'));
  end if;
  if h.table_name in ('albums', 'testimonials') and snapshot ->> 'departure_id' is not null
     and not exists (select 1 from public.departures d where d.id = (snapshot ->> 'departure_id')::uuid) then
    snapshot := snapshot || jsonb_build_object('departure_id', null);
    notes := notes || 'Keberangkatannya sudah dihapus, jadi dipulihkan tanpa keberangkatan.'::text;
  end if;
  if h.table_name = 'albums' and snapshot ->> 'package_id' is not null
     and not exists (select 1 from public.packages p where p.id = (snapshot ->> 'package_id')::uuid) then
    snapshot := snapshot || jsonb_build_object('package_id', null);
    notes := notes || 'Paketnya sudah dihapus, jadi album dipulihkan tanpa paket.'::text;
  end if;
  if h.table_name = 'articles' then
    snapshot := snapshot || jsonb_build_object('package_ids', coalesce((
      select jsonb_agg(e.id order by e.n)
        from jsonb_array_elements_text(snapshot -> 'package_ids') with ordinality as e(id, n)
       where exists (select 1 from public.packages p where p.id::text = e.id)), '[]'::jsonb));
  end if;

  begin
    perform private.reinsert_row(h.table_name, snapshot);
  exception
    when check_violation then
      get stacked diagnostics failed_constraint = constraint_name;
      raise exception using errcode = '22023',
        message = case failed_constraint
          when 'bank_accounts_holder_company' then
            'Rekening ini atas nama yang sekarang tidak sama dengan nama perusahaan di Legalitas, jadi tidak dapat dipulihkan'
          else 'Data ini tidak memenuhi aturan isian yang berlaku sekarang, jadi tidak dapat dipulihkan'
        end;
  end;
  if h.table_name = 'packages' then
    restored_package := h.row_id::uuid;
  elsif h.table_name = 'departures' then
    restored_departures := array[h.row_id::uuid];
  end if;

  -- What was deleted with it, in the order it was deleted.
  for part in
    select * from public.content_history k
     where k.changed_at = h.changed_at and k.tx is not distinct from h.tx and k.op = 'delete'
       and ((h.table_name = 'packages' and k.table_name in ('departures', 'package_hotels', 'faqs')
             and k.old ->> 'package_id' = h.row_id)
         or (h.table_name = 'albums' and k.table_name = 'album_photos' and k.old ->> 'album_id' = h.row_id))
     order by k.id
  loop
    if part.table_name = 'package_hotels'
       and not exists (select 1 from public.hotels x where x.id = (part.old ->> 'hotel_id')::uuid) then
      select coalesce(r.old, r.new) ->> 'name' into hotel_name
        from public.content_history r
       where r.table_name = 'hotels' and r.row_id = part.old ->> 'hotel_id'
       order by r.id desc limit 1;
      notes := notes || case
        when exists (select 1 from public.trash x where x.table_name = 'hotels' and x.row_id = part.old ->> 'hotel_id')
          then format('Hotel "%s" ada di Sampah: pulihkan hotel itu, lalu pasang lagi di paket ini (%s malam).',
                      coalesce(hotel_name, '?'), part.old ->> 'nights')
        else format('Hotel "%s" sudah dihapus dari daftar hotel, jadi tidak dipasang lagi di paket ini (%s malam).',
                    coalesce(hotel_name, '?'), part.old ->> 'nights')
      end;
      continue;
    end if;
    perform private.reinsert_row(part.table_name, part.old);
    case part.table_name
      when 'departures' then
        n_departures := n_departures + 1;
        restored_departures := restored_departures || (part.row_id)::uuid;
      when 'package_hotels' then n_hotels := n_hotels + 1;
      when 'faqs' then n_faqs := n_faqs + 1;
      else n_photos := n_photos + 1;
    end case;
  end loop;

  -- Links the deletion cleared, set again where they are still empty.
  for link in
    select * from public.content_history k
     where k.changed_at = h.changed_at and k.tx is not distinct from h.tx and k.op = 'update'
       and k.table_name in ('articles', 'albums', 'testimonials', 'partners')
     order by k.id
  loop
    if link.table_name = 'articles' then
      if restored_package is not null and (link.old -> 'package_ids') ? restored_package::text
         and not (link.new -> 'package_ids') ? restored_package::text then
        -- Back in its place among the article's related packages, the others as they are now.
        update public.articles a
           set package_ids = array(
                 select e.id::uuid from (
                   select o.id, o.n from jsonb_array_elements_text(link.old -> 'package_ids') with ordinality as o(id, n)
                    where o.id = restored_package::text or o.id::uuid = any(a.package_ids)
                   union all
                   select c.id::text, 1000 + c.n from unnest(a.package_ids) with ordinality as c(id, n)
                    where not (link.old -> 'package_ids') ? c.id::text
                 ) e order by e.n)
         where a.id = link.row_id::uuid and not (restored_package = any(a.package_ids))
           and cardinality(a.package_ids) < 6;
        get diagnostics n = row_count;
        n_links := n_links + n;
      end if;
      continue;
    end if;
    foreach col in array array['package_id', 'departure_id'] loop
      if link.old ->> col is not null and link.new ->> col is null
         and ((col = 'package_id' and (link.old ->> col)::uuid = restored_package)
           or (col = 'departure_id' and (link.old ->> col)::uuid = any(restored_departures))) then
        execute format('update public.%1$I x set %2$I = $1 where x.id = $2 and x.%2$I is null', link.table_name, col)
          using (link.old ->> col)::uuid, link.row_id::uuid;
        get diagnostics n = row_count;
        n_links := n_links + n;
      end if;
    end loop;
  end loop;

  update public.inquiries i
     set package_id = l.package_id
    from private.trash_inquiry_links l
   where l.deleted_at = h.changed_at and l.tx = h.tx and l.package_id = restored_package
     and i.id = l.inquiry_id and i.package_id is null;
  get diagnostics n = row_count;
  n_inquiries := n;
  update public.inquiries i
     set departure_id = l.departure_id
    from private.trash_inquiry_links l
   where l.deleted_at = h.changed_at and l.tx = h.tx and l.departure_id = any(restored_departures)
     and i.id = l.inquiry_id and i.departure_id is null;
  get diagnostics n = row_count;
  n_inquiries := greatest(n_inquiries, n);

  return jsonb_build_object(
    'table_name', h.table_name,
    'row_id', h.row_id,
    'title', t.title,
    'departures', n_departures,
    'hotels', n_hotels,
    'faqs', n_faqs,
    'photos', n_photos,
    'links', n_links,
    'inquiries', n_inquiries,
    'notes', to_jsonb(notes));
end;
$_$;

--
-- Name: FUNCTION restore_deleted(history_id bigint); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.restore_deleted(history_id bigint) IS 'Pulihkan from Sampah: the deleted record back with its own id, with the departures, hotel nights, FAQ or photos deleted with it and the links its deletion cleared (administrator only).';

--
-- Name: retry_inquiry_alert(bigint); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.retry_inquiry_alert(alert_id bigint) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'permission denied: only the administrator may resend an alert';
  end if;
  update public.inquiry_alerts a
     set status = 'pending', attempts = 0, next_attempt_at = null
   where a.id = retry_inquiry_alert.alert_id and a.status in ('failed', 'no_channel');
  perform private.dispatch_inquiry_alert(retry_inquiry_alert.alert_id);
end;
$$;

--
-- Name: revoke_preview_link(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.revoke_preview_link(link_id uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'permission denied: only the administrator may revoke a preview link';
  end if;
  update public.preview_links l set revoked_at = now()
   where l.id = revoke_preview_link.link_id and l.revoked_at is null;
end;
$$;

--
-- Name: album_photos; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.album_photos (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    album_id uuid NOT NULL,
    image_url text NOT NULL,
    caption text DEFAULT ''::text NOT NULL,
    consent boolean DEFAULT false NOT NULL,
    "position" integer DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT album_photos_caption_check CHECK ((length(caption) <= 200)),
    CONSTRAINT album_photos_image_url_check CHECK (((length(image_url) <= 2000) AND private.is_safe_media_url(image_url))),
    CONSTRAINT album_photos_position_check CHECK ((("position" >= 0) AND ("position" <= 1000)))
);

--
-- Name: TABLE album_photos; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.album_photos IS 'The photos of an album, in order, each with a caption and whether the people in it agreed to its publication.';

--
-- Name: albums; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.albums (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    slug text NOT NULL,
    title text NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    taken_on date NOT NULL,
    package_id uuid,
    departure_id uuid,
    status text DEFAULT 'draft'::text NOT NULL,
    published_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT albums_description_check CHECK ((length(description) <= 1000)),
    CONSTRAINT albums_slug_check CHECK (((slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text) AND (length(slug) <= 120))),
    CONSTRAINT albums_status_check CHECK ((status = ANY (ARRAY['draft'::text, 'published'::text]))),
    CONSTRAINT albums_taken_on_check CHECK (((taken_on >= '2000-01-01'::date) AND (taken_on <= '2100-12-31'::date))),
    CONSTRAINT albums_title_check CHECK (((length(btrim(title)) >= 1) AND (length(btrim(title)) <= 160)))
);

--
-- Name: TABLE albums; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.albums IS 'Trip documentation albums (/dokumentasi): a dated trip, optionally of a package and departure, with its photos in album_photos.';

--
-- Name: departures; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.departures (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    package_id uuid NOT NULL,
    depart_on date NOT NULL,
    return_on date,
    seats_total integer NOT NULL,
    seats_booked integer DEFAULT 0 NOT NULL,
    status text DEFAULT 'open'::text NOT NULL,
    price_quad bigint,
    price_triple bigint,
    price_double bigint,
    note text DEFAULT ''::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT departures_note_check CHECK ((length(note) <= 200)),
    CONSTRAINT departures_price_double_check CHECK (((price_double >= 0) AND (price_double <= '10000000000'::bigint))),
    CONSTRAINT departures_price_quad_check CHECK (((price_quad >= 0) AND (price_quad <= '10000000000'::bigint))),
    CONSTRAINT departures_price_triple_check CHECK (((price_triple >= 0) AND (price_triple <= '10000000000'::bigint))),
    CONSTRAINT departures_return_on_check CHECK ((return_on >= depart_on)),
    CONSTRAINT departures_seats_booked_check CHECK (((seats_booked >= 0) AND (seats_booked <= seats_total))),
    CONSTRAINT departures_seats_total_check CHECK (((seats_total >= 0) AND (seats_total <= 10000))),
    CONSTRAINT departures_status_check CHECK ((status = ANY (ARRAY['open'::text, 'closed'::text])))
);

--
-- Name: TABLE departures; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.departures IS 'Keberangkatan: one row per departure date of a package, with its seats.';

--
-- Name: packages; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.packages (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    slug text NOT NULL,
    title text NOT NULL,
    tagline text DEFAULT ''::text NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    category text NOT NULL,
    location text DEFAULT ''::text NOT NULL,
    duration text DEFAULT ''::text NOT NULL,
    price_quad bigint NOT NULL,
    price_triple bigint,
    price_double bigint,
    is_promo boolean DEFAULT false NOT NULL,
    status text DEFAULT 'active'::text NOT NULL,
    images jsonb DEFAULT '[]'::jsonb NOT NULL,
    itinerary jsonb DEFAULT '[]'::jsonb NOT NULL,
    included jsonb DEFAULT '[]'::jsonb NOT NULL,
    excluded jsonb DEFAULT '[]'::jsonb NOT NULL,
    terms jsonb DEFAULT '[]'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    airline text DEFAULT ''::text NOT NULL,
    departure_airport text,
    direct_flight boolean DEFAULT false NOT NULL,
    visa_included boolean DEFAULT false NOT NULL,
    booking_fee bigint,
    full_payment_days integer,
    cancellation_tiers jsonb,
    extra_documents jsonb DEFAULT '[]'::jsonb NOT NULL,
    publish_at timestamp with time zone,
    unpublish_at timestamp with time zone,
    promo_ends_at timestamp with time zone,
    CONSTRAINT packages_airline_check CHECK ((length(airline) <= 100)),
    CONSTRAINT packages_booking_fee_check CHECK (((booking_fee >= 0) AND (booking_fee <= '10000000000'::bigint))),
    CONSTRAINT packages_cancellation_tiers_check CHECK (((cancellation_tiers IS NULL) OR private.is_cancellation_tiers(cancellation_tiers))),
    CONSTRAINT packages_category_check CHECK ((category = ANY (ARRAY['umroh'::text, 'haji'::text]))),
    CONSTRAINT packages_departure_airport_check CHECK ((departure_airport ~ '^[A-Z]{3}$'::text)),
    CONSTRAINT packages_description_check CHECK ((length(description) <= 10000)),
    CONSTRAINT packages_duration_check CHECK ((length(duration) <= 100)),
    CONSTRAINT packages_excluded_check CHECK (private.is_text_array(excluded)),
    CONSTRAINT packages_extra_documents_check CHECK (private.is_text_list(extra_documents, 10, 200)),
    CONSTRAINT packages_full_payment_days_check CHECK (((full_payment_days >= 0) AND (full_payment_days <= 365))),
    CONSTRAINT packages_images_check CHECK ((private.is_text_array(images) AND (jsonb_array_length(images) <= 6))),
    CONSTRAINT packages_included_check CHECK (private.is_text_array(included)),
    CONSTRAINT packages_itinerary_check CHECK (private.is_itinerary(itinerary)),
    CONSTRAINT packages_location_check CHECK ((length(location) <= 200)),
    CONSTRAINT packages_price_double_check CHECK ((price_double >= 0)),
    CONSTRAINT packages_price_quad_check CHECK ((price_quad >= 0)),
    CONSTRAINT packages_price_triple_check CHECK ((price_triple >= 0)),
    CONSTRAINT packages_schedule_order_check CHECK (((publish_at IS NULL) OR (unpublish_at IS NULL) OR (unpublish_at > publish_at))),
    CONSTRAINT packages_slug_check CHECK (((slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text) AND (length(slug) <= 200))),
    CONSTRAINT packages_status_check CHECK ((status = ANY (ARRAY['active'::text, 'draft'::text]))),
    CONSTRAINT packages_tagline_check CHECK ((length(tagline) <= 300)),
    CONSTRAINT packages_terms_check CHECK (private.is_text_array(terms)),
    CONSTRAINT packages_title_check CHECK (((length(btrim(title)) >= 1) AND (length(btrim(title)) <= 200)))
);

--
-- Name: TABLE packages; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.packages IS 'Umroh and Haji packages. Prices in whole rupiah.';

--
-- Name: COLUMN packages.airline; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.packages.airline IS 'Maskapai, e.g. Saudia; empty when not stated.';

--
-- Name: COLUMN packages.departure_airport; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.packages.departure_airport IS 'IATA code of the departure airport (3 capital letters), e.g. CGK.';

--
-- Name: COLUMN packages.direct_flight; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.packages.direct_flight IS 'Penerbangan langsung (no transit).';

--
-- Name: COLUMN packages.visa_included; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.packages.visa_included IS 'The visa is included in the price.';

--
-- Name: COLUMN packages.booking_fee; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.packages.booking_fee IS 'DP (down payment that holds a seat) in whole rupiah.';

--
-- Name: COLUMN packages.full_payment_days; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.packages.full_payment_days IS 'Pelunasan H-N: days before departure by which the full price is due.';

--
-- Name: COLUMN packages.cancellation_tiers; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.packages.cancellation_tiers IS 'Its own cancellation tiers [{days, percent}], far from departure first; null = the site-wide tiers (page_content ''terms'').';

--
-- Name: COLUMN packages.extra_documents; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.packages.extra_documents IS 'Documents this package asks for on top of the site-wide checklist (page_content ''terms'').';

--
-- Name: COLUMN packages.publish_at; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.packages.publish_at IS 'Tayang mulai: the draft package becomes active at this time (then cleared).';

--
-- Name: COLUMN packages.unpublish_at; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.packages.unpublish_at IS 'Tayang sampai: the package goes back to draft at this time (then cleared).';

--
-- Name: COLUMN packages.promo_ends_at; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.packages.promo_ends_at IS 'The promotion ends at this time: is_promo is turned off (then cleared).';

--
-- Name: album_details; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.album_details WITH (security_invoker='true') AS
 SELECT a.id,
    a.slug,
    a.title,
    a.description,
    a.taken_on,
    a.package_id,
    a.departure_id,
    a.status,
    a.published_at,
    a.created_at,
    a.updated_at,
    COALESCE(( SELECT jsonb_agg(jsonb_build_object('id', ph.id, 'image_url', ph.image_url, 'caption', ph.caption, 'consent', ph.consent) ORDER BY ph."position", ph.created_at, ph.id) AS jsonb_agg
           FROM public.album_photos ph
          WHERE (ph.album_id = a.id)), '[]'::jsonb) AS photos,
    ( SELECT (count(*))::integer AS count
           FROM public.album_photos ph
          WHERE ((ph.album_id = a.id) AND ph.consent)) AS consented_count,
    ( SELECT ph.image_url
           FROM public.album_photos ph
          WHERE ((ph.album_id = a.id) AND ph.consent)
          ORDER BY ph."position", ph.created_at, ph.id
         LIMIT 1) AS cover,
    p.title AS package_title,
    p.slug AS package_slug,
    p.category AS package_category,
    d.depart_on AS departure_on
   FROM ((public.albums a
     LEFT JOIN public.packages p ON ((p.id = a.package_id)))
     LEFT JOIN public.departures d ON ((d.id = a.departure_id)));

--
-- Name: VIEW album_details; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON VIEW public.album_details IS 'Albums with their photos in order, cover, package and departure (reads as the caller: visitors see consented photos of published albums only).';

--
-- Name: save_album(jsonb, jsonb); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.save_album(p_album jsonb, p_photos jsonb) RETURNS public.album_details
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_album_id uuid := nullif(p_album ->> 'id', '')::uuid;
  kept uuid[];
  result public.album_details;
begin
  if jsonb_typeof(p_photos) is distinct from 'array' then
    raise exception using errcode = '22023', message = 'album_photos_list: p_photos must be an array';
  end if;
  if jsonb_array_length(p_photos) > 60 then
    raise exception using
      errcode = '23514',
      message = 'new row for relation "album_photos" violates check constraint "album_photos_count_check"',
      hint = 'album_photos_count_check';
  end if;

  if v_album_id is null then
    insert into public.albums (slug, title, description, taken_on, package_id, departure_id, status)
    values (
      p_album ->> 'slug',
      p_album ->> 'title',
      coalesce(p_album ->> 'description', ''),
      (p_album ->> 'taken_on')::date,
      nullif(p_album ->> 'package_id', '')::uuid,
      nullif(p_album ->> 'departure_id', '')::uuid,
      coalesce(p_album ->> 'status', 'draft'))
    returning id into v_album_id;
  else
    update public.albums
       set slug = p_album ->> 'slug',
           title = p_album ->> 'title',
           description = coalesce(p_album ->> 'description', ''),
           taken_on = (p_album ->> 'taken_on')::date,
           package_id = nullif(p_album ->> 'package_id', '')::uuid,
           departure_id = nullif(p_album ->> 'departure_id', '')::uuid,
           status = coalesce(p_album ->> 'status', 'draft'),
           updated_at = (p_album ->> 'updated_at')::timestamptz
     where id = v_album_id;
    if not found then
      raise exception using errcode = 'P0002', message = 'album_not_found: the album was deleted', hint = 'album_not_found';
    end if;
  end if;

  select coalesce(array_agg((e ->> 'id')::uuid), '{}')
    into kept
    from jsonb_array_elements(p_photos) e
   where nullif(e ->> 'id', '') is not null;

  delete from public.album_photos ph where ph.album_id = v_album_id and ph.id <> all (kept);

  insert into public.album_photos as ph (id, album_id, image_url, caption, consent, position)
  select coalesce(nullif(e ->> 'id', '')::uuid, gen_random_uuid()),
         v_album_id,
         e ->> 'image_url',
         coalesce(e ->> 'caption', ''),
         coalesce((e ->> 'consent')::boolean, false),
         (n - 1)::integer
    from jsonb_array_elements(p_photos) with ordinality as x(e, n)
  on conflict (id) do update
     set image_url = excluded.image_url,
         caption = excluded.caption,
         consent = excluded.consent,
         position = excluded.position
   where ph.album_id = excluded.album_id;

  select * into result from public.album_details d where d.id = v_album_id;
  return result;
end;
$$;

--
-- Name: FUNCTION save_album(p_album jsonb, p_photos jsonb); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.save_album(p_album jsonb, p_photos jsonb) IS 'Saves an album and its whole photo list in one transaction, refusing a stale version (admin only, as the caller).';

--
-- Name: send_test_inquiry_alert(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.send_test_inquiry_alert() RETURNS bigint
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  alert_id bigint;
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'permission denied: only the administrator may send a test alert';
  end if;
  insert into public.inquiry_alerts (is_test) values (true) returning id into alert_id;
  perform private.dispatch_inquiry_alert(alert_id);
  return alert_id;
end;
$$;

--
-- Name: set_inquiry_alert_settings(text, text, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.set_inquiry_alert_settings(telegram_bot_token text DEFAULT NULL::text, telegram_chat_id text DEFAULT NULL::text, webhook_url text DEFAULT NULL::text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'permission denied: only the administrator may change the alert settings';
  end if;
  if nullif(btrim(telegram_bot_token), '') is not null and btrim(telegram_bot_token) !~ '^[0-9]{5,15}:[A-Za-z0-9_-]{30,60}$' then
    raise exception using errcode = '22023', detail = 'telegram_bot_token',
      message = 'Token bot tidak valid. Salin token dari @BotFather, contoh: 123456789:AAE…';
  end if;
  if nullif(btrim(telegram_chat_id), '') is not null and btrim(telegram_chat_id) !~ '^(-?[0-9]{1,20}|@[A-Za-z][A-Za-z0-9_]{4,31})$' then
    raise exception using errcode = '22023', detail = 'telegram_chat_id',
      message = 'Chat ID tidak valid. Contoh: 123456789, -1001234567890 atau @namakanal';
  end if;
  if nullif(btrim(webhook_url), '') is not null
     and (btrim(webhook_url) !~ '^https://[^[:space:]/?#]+[^[:space:]]*$' or length(btrim(webhook_url)) > 2000) then
    raise exception using errcode = '22023', detail = 'webhook_url',
      message = 'URL webhook harus diawali https:// dan tanpa spasi';
  end if;
  if telegram_bot_token is not null then
    perform private.set_or_clear_vault_secret('telegram_bot_token', btrim(telegram_bot_token));
  end if;
  if telegram_chat_id is not null then
    perform private.set_or_clear_vault_secret('telegram_chat_id', btrim(telegram_chat_id));
  end if;
  if webhook_url is not null then
    perform private.set_or_clear_vault_secret('inquiry_webhook_url', btrim(webhook_url));
    if btrim(webhook_url) = '' then
      perform private.set_or_clear_vault_secret('inquiry_webhook_secret', '');
    elsif private.vault_secret('inquiry_webhook_secret') is null then
      perform private.set_vault_secret('inquiry_webhook_secret', private.new_webhook_secret());
    end if;
  end if;
  return public.inquiry_alert_settings();
end;
$_$;

--
-- Name: site_publish_status(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.site_publish_status() RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: submit_inquiry(text, text, uuid, uuid, integer, text, boolean, text, text, text, text, text, text, text, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.submit_inquiry(name text, whatsapp text, package_id uuid DEFAULT NULL::uuid, departure_id uuid DEFAULT NULL::uuid, pax integer DEFAULT 1, message text DEFAULT NULL::text, consent boolean DEFAULT false, website text DEFAULT NULL::text, source_path text DEFAULT NULL::text, channel text DEFAULT NULL::text, partner_code text DEFAULT NULL::text, utm_source text DEFAULT NULL::text, utm_medium text DEFAULT NULL::text, utm_campaign text DEFAULT NULL::text, referrer_host text DEFAULT NULL::text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
#variable_conflict use_column
declare
  v_name text := btrim(coalesce(submit_inquiry.name, ''));
  v_whatsapp text := private.normalize_whatsapp(submit_inquiry.whatsapp);
  v_message text := coalesce(submit_inquiry.message, '');
  v_path text := nullif(left(btrim(coalesce(submit_inquiry.source_path, '')), 300), '');
  v_address text := private.request_address_key();
  v_flood boolean;
  v_refusal text;
  v_partner uuid := private.active_partner(submit_inquiry.partner_code);
  v_channel text;
  v_referrer text := lower(btrim(coalesce(submit_inquiry.referrer_host, '')));
  -- Tunable per database (`alter database postgres set app.inquiry_limit_per_address = 50`); the local
  -- server's browser tests, all from one address, raise it.
  v_per_address integer := coalesce(
    (select nullif(current_setting('app.inquiry_limit_per_address', true), '')::integer
      where current_setting('app.inquiry_limit_per_address', true) ~ '^[0-9]{1,6}$'), 20);
begin
  -- Honeypot: a bot filled the hidden field. Look successful, store nothing.
  if btrim(coalesce(submit_inquiry.website, '')) <> '' then
    return jsonb_build_object('ok', true);
  end if;

  if not private.has_visible_text(v_name) then
    raise exception 'Nama wajib diisi' using detail = 'name';
  end if;
  if length(v_name) > 100 then
    raise exception 'Nama terlalu panjang (maksimal 100 karakter)' using detail = 'name';
  end if;
  if btrim(coalesce(submit_inquiry.whatsapp, '')) = '' then
    raise exception 'Nomor WhatsApp wajib diisi' using detail = 'whatsapp';
  end if;
  if v_whatsapp is null then
    raise exception 'Nomor WhatsApp tidak valid. Contoh: 0812-3456-7890 atau +852 9123 4567'
      using detail = 'whatsapp';
  end if;
  if submit_inquiry.package_id is not null
     and not exists (select 1 from public.packages p
                      where p.id = submit_inquiry.package_id and p.status = 'active') then
    raise exception 'Paket tidak ditemukan atau sudah tidak tersedia' using detail = 'package_id';
  end if;
  if submit_inquiry.departure_id is not null then
    if submit_inquiry.package_id is null then
      raise exception 'Pilih paket untuk tanggal keberangkatan ini' using detail = 'departure_id';
    end if;
    v_refusal := private.departure_refusal(submit_inquiry.departure_id, submit_inquiry.package_id);
    if v_refusal is not null then
      raise exception '%', v_refusal using detail = 'departure_id';
    end if;
  end if;
  if submit_inquiry.pax is null or submit_inquiry.pax < 1 or submit_inquiry.pax > 50 then
    raise exception 'Jumlah jamaah harus antara 1 dan 50 orang' using detail = 'pax';
  end if;
  if length(v_message) > 1000 then
    raise exception 'Pesan terlalu panjang (maksimal 1000 karakter)' using detail = 'message';
  end if;
  if submit_inquiry.consent is distinct from true then
    raise exception 'Centang persetujuan agar kami boleh menghubungi Anda' using detail = 'consent';
  end if;

  -- Where the visit came from never refuses an inquiry: what is not one of ours is dropped.
  v_channel := case
    when v_partner is not null then 'partner'
    when submit_inquiry.channel = any (private.lead_channels()) and submit_inquiry.channel <> 'partner'
      then submit_inquiry.channel
    when submit_inquiry.partner_code is not null then 'direct'
  end;
  if v_referrer !~ '^[a-z0-9.-]{1,253}$' then
    v_referrer := null;
  end if;

  -- One submission at a time, so concurrent requests cannot pass the limits together.
  perform pg_advisory_xact_lock(hashtext('public.submit_inquiry'));
  if (select count(*) from public.inquiries i
       where i.whatsapp = v_whatsapp and i.created_at > now() - interval '1 hour') >= 3 then
    raise exception using
      errcode = 'PT429',
      message = 'Terlalu banyak permintaan dari nomor ini. Silakan coba lagi dalam 1 jam atau hubungi kami via WhatsApp.';
  end if;
  if v_address is not null
     and (select count(*) from private.inquiry_senders a
           where a.address_key = v_address and a.created_at > now() - interval '1 hour') >= v_per_address then
    raise exception using
      errcode = 'PT429',
      message = 'Terlalu banyak permintaan dari jaringan ini. Silakan coba lagi dalam 1 jam atau hubungi kami via WhatsApp.';
  end if;
  if (select count(*) from public.inquiries i where i.created_at > now() - interval '1 hour') >= 1000 then
    raise exception using
      errcode = 'PT429',
      message = 'Sedang banyak permintaan. Silakan coba lagi nanti atau hubungi kami via WhatsApp.';
  end if;
  -- A flood is stored but marked, so real people sent during it are not lost: more than 20 in 10 minutes
  -- overall (a busy agency gets a few a day), or a fifth from one address within the hour.
  v_flood := (select count(*) from public.inquiries i where i.created_at > now() - interval '10 minutes') >= 20
             or (v_address is not null
                 and (select count(*) from private.inquiry_senders a
                       where a.address_key = v_address and a.created_at > now() - interval '1 hour') >= 4);

  delete from private.inquiry_senders a where a.created_at < now() - interval '1 day';
  if v_address is not null then
    insert into private.inquiry_senders (address_key) values (v_address);
  end if;

  -- The consent text's version is stamped by the inquiries_record_consent_version trigger.
  insert into public.inquiries
    (name, whatsapp, package_id, departure_id, pax, message, consent, consent_text_version, source_path,
     flood_suspect, channel, partner_id, utm_source, utm_medium, utm_campaign, referrer_host)
  values
    (v_name, v_whatsapp, submit_inquiry.package_id, submit_inquiry.departure_id, submit_inquiry.pax,
     v_message, true, '', v_path, v_flood, v_channel, v_partner,
     private.lead_tag(submit_inquiry.utm_source), private.lead_tag(submit_inquiry.utm_medium),
     private.lead_tag(submit_inquiry.utm_campaign), v_referrer);
  return jsonb_build_object('ok', true);
end;
$_$;

--
-- Name: today_wib(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.today_wib() RETURNS date
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$ select private.wib_date(now()) $$;

--
-- Name: track_event(text, text, uuid, text, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.track_event(event text, path text, package_id uuid DEFAULT NULL::uuid, channel text DEFAULT NULL::text, partner_code text DEFAULT NULL::text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
#variable_conflict use_column
declare
  v_day date := public.today_wib();
  v_path text;
  v_package uuid;
  v_limit integer := private.page_counts_day_limit();
  v_partner uuid;
  v_channel text;
  v_source_package uuid;
begin
  if track_event.event is null
     or track_event.event not in ('page_view', 'whatsapp_click', 'inquiry_open') then
    raise exception using
      errcode = '22023',
      message = format('unknown event %s: use page_view, whatsapp_click or inquiry_open', coalesce(quote_literal(track_event.event), 'null')),
      hint = 'Jenis kejadian tidak dikenal.';
  end if;
  if track_event.path is null
     or length(track_event.path) > 300
     or track_event.path !~ '^/[^[:space:]?#]*$' then
    raise exception using
      errcode = '22023',
      message = 'bad path: it must start with "/", have no query, fragment or space, and be at most 300 characters',
      hint = 'Path halaman tidak valid.';
  end if;
  if not private.request_may_be_counted() then
    return;
  end if;

  select t.path, t.package_id into v_path, v_package
    from private.countable_path(track_event.path, track_event.package_id) t;

  -- The channel count: a view or click whose visit says where it came from (an unknown channel is not one).
  if track_event.event in ('page_view', 'whatsapp_click')
     and (track_event.channel = any (private.lead_channels()) or track_event.partner_code is not null) then
    v_partner := private.active_partner(track_event.partner_code);
    v_source_package := v_package;
    v_channel := case
      when v_partner is not null then 'partner'
      when track_event.channel = any (private.lead_channels()) and track_event.channel <> 'partner'
        then track_event.channel
      else 'direct'
    end;
    update public.source_counts c
       set count = c.count + 1
     where c.day = v_day and c.channel = v_channel
       and coalesce(c.partner_id, '00000000-0000-0000-0000-000000000000'::uuid)
           = coalesce(v_partner, '00000000-0000-0000-0000-000000000000'::uuid)
       and coalesce(c.package_id, '00000000-0000-0000-0000-000000000000'::uuid)
           = coalesce(v_source_package, '00000000-0000-0000-0000-000000000000'::uuid)
       and c.event = track_event.event;
    if not found then
      perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.source_counts'), v_day - date '2000-01-01');
      -- Bounded like page_counts: beyond the day's limit a new row keeps its channel but not its package.
      if (select count(*) from (select 1 from public.source_counts c where c.day = v_day limit v_limit) d) >= v_limit then
        v_source_package := null;
      end if;
      insert into public.source_counts as c (day, channel, partner_id, package_id, event, count)
      values (v_day, v_channel, v_partner, v_source_package, track_event.event, 1)
      on conflict (day, channel, coalesce(partner_id, '00000000-0000-0000-0000-000000000000'::uuid),
                   coalesce(package_id, '00000000-0000-0000-0000-000000000000'::uuid), event)
      do update set count = c.count + 1;
    end if;
  end if;

  update public.page_counts c
     set count = c.count + 1
   where c.day = v_day
     and c.path = v_path
     and coalesce(c.package_id, '00000000-0000-0000-0000-000000000000'::uuid)
         = coalesce(v_package, '00000000-0000-0000-0000-000000000000'::uuid)
     and c.event = track_event.event;
  if found then
    return;
  end if;

  if v_path <> private.page_counts_bucket() then
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.page_counts'), v_day - date '2000-01-01');
    if (select count(*) from (select 1 from public.page_counts c where c.day = v_day limit v_limit) d) >= v_limit then
      v_path := private.page_counts_bucket();
      v_package := null;
    end if;
  end if;

  insert into public.page_counts as c (day, path, package_id, event, count)
  values (v_day, v_path, v_package, track_event.event, 1)
  on conflict (day, path, coalesce(package_id, '00000000-0000-0000-0000-000000000000'::uuid), event)
  do update set count = c.count + 1;
end;
$_$;

--
-- Name: address_salt; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.address_salt (
    only_row boolean DEFAULT true NOT NULL,
    salt text NOT NULL,
    CONSTRAINT address_salt_only_row_check CHECK (only_row)
);

--
-- Name: TABLE address_salt; Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON TABLE private.address_salt IS 'A random salt, so stored address hashes cannot be matched to addresses.';

--
-- Name: inquiry_senders; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.inquiry_senders (
    address_key text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT inquiry_senders_address_key_check CHECK ((length(address_key) <= 64))
);

--
-- Name: TABLE inquiry_senders; Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON TABLE private.inquiry_senders IS 'One row per stored inquiry in the last day: a salted hash of the sender''s address, for the per-address limit.';

--
-- Name: packages_departure_archive; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.packages_departure_archive (
    package_id uuid NOT NULL,
    departure date,
    quota integer NOT NULL,
    archived_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: TABLE packages_departure_archive; Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON TABLE private.packages_departure_archive IS 'packages.departure and packages.quota as they were before the departures table replaced them, kept for the owner''s records.';

--
-- Name: page_content_limits; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.page_content_limits (
    page_name text NOT NULL,
    path text NOT NULL,
    max_length integer NOT NULL,
    CONSTRAINT page_content_limits_max_length_check CHECK (((max_length >= 1) AND (max_length <= 100000))),
    CONSTRAINT page_content_limits_page_name_check CHECK ((page_name = ANY (ARRAY['home'::text, 'about'::text, 'contact'::text, 'site-settings'::text, 'privacy'::text, 'legal'::text, 'terms'::text]))),
    CONSTRAINT page_content_limits_path_check CHECK ((path ~ '^[A-Za-z0-9]+(\.([A-Za-z0-9]+|\*))*$'::text))
);

--
-- Name: TABLE page_content_limits; Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON TABLE private.page_content_limits IS 'The longest text each field of a page_content document may hold; the admin forms use the same numbers.';

--
-- Name: trash_inquiry_links; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.trash_inquiry_links (
    tx bigint DEFAULT txid_current() NOT NULL,
    deleted_at timestamp with time zone DEFAULT now() NOT NULL,
    inquiry_id uuid NOT NULL,
    package_id uuid,
    departure_id uuid,
    CONSTRAINT trash_inquiry_links_one_target CHECK (((package_id IS NULL) <> (departure_id IS NULL)))
);

--
-- Name: TABLE trash_inquiry_links; Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON TABLE private.trash_inquiry_links IS 'Which inquiries pointed at a package or departure when it was deleted (ids only), so restoring it from Sampah links them again; kept as long as Sampah keeps the record.';

--
-- Name: admin_package_list; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.admin_package_list WITH (security_invoker='true') AS
 SELECT p.id,
    p.slug,
    p.title,
    p.category,
    p.status,
    p.is_promo,
    p.price_quad,
    (p.images ->> 0) AS cover,
    p.created_at,
    p.updated_at,
    ( SELECT jsonb_build_object('id', d.id, 'depart_on', d.depart_on, 'seats_total', d.seats_total, 'seats_booked', d.seats_booked, 'status', d.status) AS jsonb_build_object
           FROM public.departures d
          WHERE ((d.package_id = p.id) AND (d.depart_on >= public.today_wib()))
          ORDER BY ((d.status = 'closed'::text) OR (d.seats_booked >= d.seats_total)), d.depart_on, d.id
         LIMIT 1) AS next_departure,
    COALESCE(( SELECT array_agg(DISTINCT to_char((d.depart_on)::timestamp without time zone, 'YYYY-MM'::text) ORDER BY (to_char((d.depart_on)::timestamp without time zone, 'YYYY-MM'::text))) AS array_agg
           FROM public.departures d
          WHERE (d.package_id = p.id)), '{}'::text[]) AS departure_months,
    p.publish_at,
    p.unpublish_at,
    p.promo_ends_at
   FROM public.packages p;

--
-- Name: VIEW admin_package_list; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON VIEW public.admin_package_list IS 'The admin''s package list: each package''s card fields, its next departure and the months it departs in (reads as the caller: every package for the administrator).';

--
-- Name: articles; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.articles (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    slug text NOT NULL,
    title text NOT NULL,
    excerpt text DEFAULT ''::text NOT NULL,
    category text DEFAULT 'panduan'::text NOT NULL,
    body text DEFAULT ''::text NOT NULL,
    cover_image text,
    cover_alt text DEFAULT ''::text NOT NULL,
    package_ids uuid[] DEFAULT '{}'::uuid[] NOT NULL,
    status text DEFAULT 'draft'::text NOT NULL,
    published_at timestamp with time zone,
    seo_title text DEFAULT ''::text NOT NULL,
    seo_description text DEFAULT ''::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    publish_at timestamp with time zone,
    unpublish_at timestamp with time zone,
    CONSTRAINT articles_body_check CHECK ((length(body) <= 100000)),
    CONSTRAINT articles_category_check CHECK ((category = ANY (ARRAY['panduan'::text, 'berita'::text, 'tips'::text, 'kisah'::text]))),
    CONSTRAINT articles_cover_alt_check CHECK ((length(cover_alt) <= 200)),
    CONSTRAINT articles_cover_image_check CHECK (((length(cover_image) <= 2000) AND private.is_safe_media_url(cover_image))),
    CONSTRAINT articles_excerpt_check CHECK ((length(excerpt) <= 300)),
    CONSTRAINT articles_package_ids_check CHECK ((cardinality(package_ids) <= 6)),
    CONSTRAINT articles_schedule_order_check CHECK (((publish_at IS NULL) OR (unpublish_at IS NULL) OR (unpublish_at > publish_at))),
    CONSTRAINT articles_seo_description_check CHECK ((length(seo_description) <= 170)),
    CONSTRAINT articles_seo_title_check CHECK ((length(seo_title) <= 70)),
    CONSTRAINT articles_slug_check CHECK (((slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text) AND (length(slug) <= 120))),
    CONSTRAINT articles_status_check CHECK ((status = ANY (ARRAY['draft'::text, 'published'::text]))),
    CONSTRAINT articles_title_check CHECK (((length(btrim(title)) >= 1) AND (length(btrim(title)) <= 160)))
);

--
-- Name: TABLE articles; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.articles IS 'Articles (guides, regulation news, tips, pilgrims'' stories) published on /artikel, each recommending packages.';

--
-- Name: COLUMN articles.publish_at; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.articles.publish_at IS 'Tayang mulai: the draft is published at this time (then cleared).';

--
-- Name: COLUMN articles.unpublish_at; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.articles.unpublish_at IS 'Tayang sampai: the article goes back to draft at this time (then cleared).';

--
-- Name: bank_accounts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.bank_accounts (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    bank_name text NOT NULL,
    account_number text NOT NULL,
    holder text NOT NULL,
    "position" integer DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT bank_accounts_account_number_check CHECK ((length(account_number) <= 40)),
    CONSTRAINT bank_accounts_account_number_format CHECK ((regexp_replace(account_number, '[ -]'::text, ''::text, 'g'::text) ~ '^[0-9]{5,20}$'::text)),
    CONSTRAINT bank_accounts_bank_name_check CHECK (((length(btrim(bank_name)) >= 1) AND (length(btrim(bank_name)) <= 60))),
    CONSTRAINT bank_accounts_holder_check CHECK (((length(btrim(holder)) >= 1) AND (length(btrim(holder)) <= 150)))
);

--
-- Name: TABLE bank_accounts; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.bank_accounts IS 'The official bank accounts a payment is valid to (held by the company itself), shown on /kontak, package pages and the booking message.';

--
-- Name: consent_texts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.consent_texts (
    version text NOT NULL,
    body text NOT NULL,
    published_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT consent_texts_body_check CHECK (((length(btrim(body)) >= 20) AND (length(btrim(body)) <= 1000))),
    CONSTRAINT consent_texts_version_check CHECK ((version ~ '^[0-9]{4}-[0-9]{2}-v[0-9]+$'::text))
);

--
-- Name: TABLE consent_texts; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.consent_texts IS 'Consent sentences of the inquiry form, each with the version an inquiry records; the newest is the one shown.';

--
-- Name: content_history; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.content_history (
    id bigint NOT NULL,
    table_name text NOT NULL,
    row_id text NOT NULL,
    changed_at timestamp with time zone DEFAULT now() NOT NULL,
    changed_by text,
    op text NOT NULL,
    old jsonb,
    new jsonb,
    tx bigint DEFAULT txid_current(),
    record_table text GENERATED ALWAYS AS (
CASE table_name
    WHEN 'departures'::text THEN 'packages'::text
    WHEN 'package_hotels'::text THEN 'packages'::text
    WHEN 'album_photos'::text THEN 'albums'::text
    ELSE table_name
END) STORED,
    record_id text GENERATED ALWAYS AS (
CASE table_name
    WHEN 'departures'::text THEN COALESCE((new ->> 'package_id'::text), (old ->> 'package_id'::text))
    WHEN 'package_hotels'::text THEN COALESCE((new ->> 'package_id'::text), (old ->> 'package_id'::text))
    WHEN 'album_photos'::text THEN COALESCE((new ->> 'album_id'::text), (old ->> 'album_id'::text))
    WHEN 'page_content'::text THEN COALESCE((new ->> 'page_name'::text), (old ->> 'page_name'::text))
    ELSE row_id
END) STORED,
    CONSTRAINT content_history_op_check CHECK ((op = ANY (ARRAY['insert'::text, 'update'::text, 'delete'::text])))
);

--
-- Name: TABLE content_history; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.content_history IS 'Riwayat: every change to the site''s content (packages, departures, hotels, articles, albums, testimonials, features, FAQ, page content and settings, bank accounts, partners), with who, when, and the row before and after.';

--
-- Name: COLUMN content_history.tx; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.content_history.tx IS 'The transaction that made the change. With changed_at (the transaction''s start) it groups what one delete took with it; null on entries recorded before it was kept, which group by changed_at alone.';

--
-- Name: COLUMN content_history.record_table; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.content_history.record_table IS 'The table of the screen''s record this change belongs to: packages for a departure or a package''s hotel, albums for a photo, else the changed table.';

--
-- Name: COLUMN content_history.record_id; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.content_history.record_id IS 'The key of that record: the package or album id, a page''s name, else the changed row''s id.';

--
-- Name: faqs; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.faqs (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    package_id uuid,
    question text NOT NULL,
    answer text NOT NULL,
    "position" integer DEFAULT 0 NOT NULL,
    is_active boolean DEFAULT true NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT faqs_answer_check CHECK (((length(btrim(answer)) >= 1) AND (length(btrim(answer)) <= 3000))),
    CONSTRAINT faqs_question_check CHECK (((length(btrim(question)) >= 1) AND (length(btrim(question)) <= 300)))
);

--
-- Name: TABLE faqs; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.faqs IS 'Pertanyaan yang sering diajukan: site-wide (package_id null) or per package.';

--
-- Name: features; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.features (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    title text NOT NULL,
    description text NOT NULL,
    icon text DEFAULT 'shield'::text NOT NULL,
    is_active boolean DEFAULT true NOT NULL,
    order_index integer DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT features_description_check CHECK (((length(btrim(description)) >= 1) AND (length(btrim(description)) <= 1000))),
    CONSTRAINT features_icon_check CHECK ((icon = ANY (ARRAY['shield'::text, 'users'::text, 'award'::text, 'clock'::text, 'heart'::text, 'globe'::text, 'book-open'::text, 'star'::text, 'utensils'::text, 'car'::text]))),
    CONSTRAINT features_title_check CHECK (((length(btrim(title)) >= 1) AND (length(btrim(title)) <= 120)))
);

--
-- Name: TABLE features; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.features IS 'Keunggulan: the reasons to choose the agency shown on the home page, in the owner''s order.';

--
-- Name: hotels; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.hotels (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    city text NOT NULL,
    stars integer NOT NULL,
    distance_m integer,
    image_url text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT hotels_city_check CHECK ((city = ANY (ARRAY['makkah'::text, 'madinah'::text, 'other'::text]))),
    CONSTRAINT hotels_distance_m_check CHECK (((distance_m >= 0) AND (distance_m <= 100000))),
    CONSTRAINT hotels_image_url_check CHECK ((length(image_url) <= 2000)),
    CONSTRAINT hotels_name_check CHECK (((length(btrim(name)) >= 1) AND (length(btrim(name)) <= 150))),
    CONSTRAINT hotels_stars_check CHECK (((stars >= 1) AND (stars <= 5)))
);

--
-- Name: TABLE hotels; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.hotels IS 'Hotel library: entered once, used by packages through package_hotels.';

--
-- Name: partners; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.partners (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    whatsapp text NOT NULL,
    city text DEFAULT ''::text NOT NULL,
    code text NOT NULL,
    active boolean DEFAULT true NOT NULL,
    notes text DEFAULT ''::text NOT NULL,
    package_id uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT partners_city_check CHECK ((length(city) <= 100)),
    CONSTRAINT partners_code_check CHECK (private.is_partner_code(code)),
    CONSTRAINT partners_name_check CHECK (((length(btrim(name)) >= 1) AND (length(btrim(name)) <= 100))),
    CONSTRAINT partners_notes_check CHECK ((length(notes) <= 2000)),
    CONSTRAINT partners_whatsapp_check CHECK (((whatsapp ~ '^[1-9][0-9]{7,14}$'::text) AND ((whatsapp !~ '^62'::text) OR (whatsapp ~ '^628[0-9]{7,11}$'::text))))
);

--
-- Name: TABLE partners; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.partners IS 'Mitra: partner agents who share the agency''s link /m/{code}; visits, clicks and inquiries through it are attributed to them. Deactivated, never deleted, so a code is never reused.';

--
-- Name: testimonials; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.testimonials (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    location text DEFAULT ''::text NOT NULL,
    content text NOT NULL,
    rating smallint DEFAULT 5 NOT NULL,
    avatar_url text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    show_on_home boolean DEFAULT true NOT NULL,
    "position" integer NOT NULL,
    consent boolean DEFAULT false NOT NULL,
    departure_id uuid,
    video_url text,
    CONSTRAINT testimonials_avatar_url_check CHECK (((avatar_url IS NULL) OR (length(avatar_url) <= 2000))),
    CONSTRAINT testimonials_content_check CHECK (((length(btrim(content)) >= 1) AND (length(btrim(content)) <= 2000))),
    CONSTRAINT testimonials_location_check CHECK ((length(location) <= 120)),
    CONSTRAINT testimonials_name_check CHECK (((length(btrim(name)) >= 1) AND (length(btrim(name)) <= 120))),
    CONSTRAINT testimonials_rating_check CHECK (((rating >= 1) AND (rating <= 5))),
    CONSTRAINT testimonials_video_url_check CHECK ((length(video_url) <= 100)),
    CONSTRAINT testimonials_video_url_youtube CHECK (private.is_youtube_url(video_url))
);

--
-- Name: TABLE testimonials; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.testimonials IS 'Testimoni: what pilgrims said, shown on the site; home_order picks and orders the home page''s few.';

--
-- Name: COLUMN testimonials.consent; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.testimonials.consent IS 'The pilgrim agreed to be published; visitors (and so the site) read only consented testimonials.';

--
-- Name: COLUMN testimonials.video_url; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.testimonials.video_url IS 'A YouTube video as its canonical watch URL (https://www.youtube.com/watch?v=<id>), or null.';

--
-- Name: content_activity; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.content_activity WITH (security_invoker='true') AS
 SELECT h.id,
    h.table_name,
    h.row_id,
    h.record_table,
    h.record_id,
    h.changed_at,
    h.changed_by,
    h.op,
    h.old,
    h.new,
        CASE h.table_name
            WHEN 'packages'::text THEN (COALESCE(h.new, h.old) ->> 'title'::text)
            WHEN 'articles'::text THEN (COALESCE(h.new, h.old) ->> 'title'::text)
            WHEN 'albums'::text THEN (COALESCE(h.new, h.old) ->> 'title'::text)
            WHEN 'features'::text THEN (COALESCE(h.new, h.old) ->> 'title'::text)
            WHEN 'hotels'::text THEN (COALESCE(h.new, h.old) ->> 'name'::text)
            WHEN 'testimonials'::text THEN (COALESCE(h.new, h.old) ->> 'name'::text)
            WHEN 'partners'::text THEN (COALESCE(h.new, h.old) ->> 'name'::text)
            WHEN 'faqs'::text THEN (COALESCE(h.new, h.old) ->> 'question'::text)
            WHEN 'bank_accounts'::text THEN concat_ws(' '::text, (COALESCE(h.new, h.old) ->> 'bank_name'::text), (COALESCE(h.new, h.old) ->> 'account_number'::text))
            WHEN 'page_content'::text THEN (COALESCE(h.new, h.old) ->> 'page_name'::text)
            WHEN 'departures'::text THEN (COALESCE(h.new, h.old) ->> 'depart_on'::text)
            WHEN 'album_photos'::text THEN NULLIF((COALESCE(h.new, h.old) ->> 'caption'::text), ''::text)
            WHEN 'package_hotels'::text THEN ( SELECT ho.name
               FROM public.hotels ho
              WHERE (ho.id =
                    CASE
                        WHEN ((COALESCE(h.new, h.old) ->> 'hotel_id'::text) ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'::text) THEN ((COALESCE(h.new, h.old) ->> 'hotel_id'::text))::uuid
                        ELSE NULL::uuid
                    END))
            ELSE NULL::text
        END AS item_title,
        CASE
            WHEN ((h.table_name = h.record_table) AND (h.table_name <> 'bank_accounts'::text)) THEN (COALESCE(h.new, h.old) ->>
            CASE h.table_name
                WHEN 'hotels'::text THEN 'name'::text
                WHEN 'testimonials'::text THEN 'name'::text
                WHEN 'partners'::text THEN 'name'::text
                WHEN 'faqs'::text THEN 'question'::text
                WHEN 'page_content'::text THEN 'page_name'::text
                ELSE 'title'::text
            END)
            WHEN (h.table_name = 'bank_accounts'::text) THEN concat_ws(' '::text, (COALESCE(h.new, h.old) ->> 'bank_name'::text), (COALESCE(h.new, h.old) ->> 'account_number'::text))
            ELSE COALESCE(
            CASE h.record_table
                WHEN 'packages'::text THEN ( SELECT p.title
                   FROM public.packages p
                  WHERE (p.id =
                        CASE
                            WHEN (h.record_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'::text) THEN (h.record_id)::uuid
                            ELSE NULL::uuid
                        END))
                WHEN 'albums'::text THEN ( SELECT a.title
                   FROM public.albums a
                  WHERE (a.id =
                        CASE
                            WHEN (h.record_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'::text) THEN (h.record_id)::uuid
                            ELSE NULL::uuid
                        END))
                ELSE NULL::text
            END, ( SELECT (COALESCE(r.new, r.old) ->> 'title'::text)
               FROM public.content_history r
              WHERE ((r.table_name = h.record_table) AND (r.row_id = h.record_id))
              ORDER BY r.changed_at DESC, r.id DESC
             LIMIT 1))
        END AS title,
        CASE h.record_table
            WHEN 'page_content'::text THEN true
            ELSE (EXISTS ( SELECT 1
               FROM ( SELECT p.id
                       FROM public.packages p
                      WHERE (h.record_table = 'packages'::text)
                    UNION ALL
                     SELECT x.id
                       FROM public.articles x
                      WHERE (h.record_table = 'articles'::text)
                    UNION ALL
                     SELECT x.id
                       FROM public.albums x
                      WHERE (h.record_table = 'albums'::text)
                    UNION ALL
                     SELECT x.id
                       FROM public.hotels x
                      WHERE (h.record_table = 'hotels'::text)
                    UNION ALL
                     SELECT x.id
                       FROM public.testimonials x
                      WHERE (h.record_table = 'testimonials'::text)
                    UNION ALL
                     SELECT x.id
                       FROM public.features x
                      WHERE (h.record_table = 'features'::text)
                    UNION ALL
                     SELECT x.id
                       FROM public.faqs x
                      WHERE (h.record_table = 'faqs'::text)
                    UNION ALL
                     SELECT x.id
                       FROM public.bank_accounts x
                      WHERE (h.record_table = 'bank_accounts'::text)
                    UNION ALL
                     SELECT x.id
                       FROM public.partners x
                      WHERE (h.record_table = 'partners'::text)) r
              WHERE (r.id =
                    CASE
                        WHEN (h.record_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'::text) THEN (h.record_id)::uuid
                        ELSE NULL::uuid
                    END)))
        END AS record_exists
   FROM public.content_history h;

--
-- Name: VIEW content_activity; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON VIEW public.content_activity IS 'Aktivitas: every recorded content change with the record''s title, the changed row''s own name and whether the record still exists; read as the caller (administrator only).';

--
-- Name: content_activity_editors; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.content_activity_editors WITH (security_invoker='true') AS
 SELECT h.changed_by AS email,
    max(h.changed_at) AS last_changed_at
   FROM public.content_history h
  WHERE (h.changed_by IS NOT NULL)
  GROUP BY h.changed_by;

--
-- Name: VIEW content_activity_editors; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON VIEW public.content_activity_editors IS 'The administrators who changed content, with their last change: the Aktivitas page''s filter; read as the caller (administrator only).';

--
-- Name: content_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.content_history ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.content_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: data_requests; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.data_requests (
    id bigint NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    actor text,
    kind text NOT NULL,
    masked_whatsapp text NOT NULL,
    inquiries integer DEFAULT 0 NOT NULL,
    CONSTRAINT data_requests_inquiries_check CHECK ((inquiries >= 0)),
    CONSTRAINT data_requests_kind_check CHECK ((kind = ANY (ARRAY['find'::text, 'export'::text, 'erase'::text]))),
    CONSTRAINT data_requests_masked_check CHECK ((length(masked_whatsapp) <= 40))
);

--
-- Name: TABLE data_requests; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.data_requests IS 'The log of personal-data requests (UU PDP): who found, exported or erased the data of a number, when, and how many inquiries; the number only masked.';

--
-- Name: data_requests_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.data_requests ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.data_requests_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: departure_choices; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.departure_choices WITH (security_invoker='true') AS
 SELECT d.id,
    d.package_id,
    d.depart_on,
    p.title AS package_title
   FROM (public.departures d
     JOIN public.packages p ON ((p.id = d.package_id)));

--
-- Name: VIEW departure_choices; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON VIEW public.departure_choices IS 'Every departure with its package''s title, for the testimonial form''s departure select (reads as the caller).';

--
-- Name: inquiries; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.inquiries (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    name text NOT NULL,
    whatsapp text NOT NULL,
    package_id uuid,
    departure_id uuid,
    pax integer DEFAULT 1 NOT NULL,
    message text DEFAULT ''::text NOT NULL,
    consent boolean NOT NULL,
    consent_text_version text NOT NULL,
    status text DEFAULT 'baru'::text NOT NULL,
    notes text DEFAULT ''::text NOT NULL,
    source_path text,
    flood_suspect boolean DEFAULT false NOT NULL,
    channel text,
    partner_id uuid,
    utm_source text,
    utm_medium text,
    utm_campaign text,
    referrer_host text,
    lost_reason text,
    next_contact_on date,
    CONSTRAINT inquiries_channel_check CHECK (((channel IS NULL) OR (channel = ANY (private.lead_channels())))),
    CONSTRAINT inquiries_consent_check CHECK (consent),
    CONSTRAINT inquiries_lost_reason_check CHECK ((((status = 'tidak_lanjut'::text) = (lost_reason IS NOT NULL)) AND ((lost_reason IS NULL) OR (lost_reason = ANY (ARRAY['harga'::text, 'jadwal'::text, 'travel_lain'::text, 'belum_siap'::text, 'tidak_merespons'::text, 'lainnya'::text]))))),
    CONSTRAINT inquiries_message_check CHECK ((length(message) <= 1000)),
    CONSTRAINT inquiries_name_check CHECK (((length(btrim(name)) >= 1) AND (length(btrim(name)) <= 100))),
    CONSTRAINT inquiries_next_contact_on_check CHECK (((next_contact_on IS NULL) OR ((next_contact_on >= '2020-01-01'::date) AND (next_contact_on <= '2100-12-31'::date)))),
    CONSTRAINT inquiries_notes_check CHECK ((length(notes) <= 2000)),
    CONSTRAINT inquiries_pax_check CHECK (((pax >= 1) AND (pax <= 50))),
    CONSTRAINT inquiries_referrer_host_check CHECK (((referrer_host IS NULL) OR (referrer_host ~ '^[a-z0-9.-]{1,253}$'::text))),
    CONSTRAINT inquiries_source_path_check CHECK (((source_path IS NULL) OR (length(source_path) <= 300))),
    CONSTRAINT inquiries_status_check CHECK ((status = ANY (ARRAY['baru'::text, 'dihubungi'::text, 'tertarik'::text, 'closing'::text, 'tidak_lanjut'::text]))),
    CONSTRAINT inquiries_utm_check CHECK (((COALESCE(length(utm_source), 0) <= 100) AND (COALESCE(length(utm_medium), 0) <= 100) AND (COALESCE(length(utm_campaign), 0) <= 100))),
    CONSTRAINT inquiries_whatsapp_check CHECK (((whatsapp ~ '^[1-9][0-9]{7,14}$'::text) AND ((whatsapp !~ '^62'::text) OR (whatsapp ~ '^628[0-9]{7,11}$'::text))))
);

--
-- Name: TABLE inquiries; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.inquiries IS 'Prospek: requests visitors sent with the inquiry form (personal data, kept 12 months).';

--
-- Name: COLUMN inquiries.flood_suspect; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.inquiries.flood_suspect IS 'Sent while the form received far more inquiries than usual: kept, shown as "Diduga spam" in the admin.';

--
-- Name: COLUMN inquiries.channel; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.inquiries.channel IS 'Where the visit came from (domain/lead-source.ts CHANNELS); null when the visitor asked not to be tracked.';

--
-- Name: COLUMN inquiries.partner_id; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.inquiries.partner_id IS 'The partner agent whose link the visit came through (an active one at the time).';

--
-- Name: COLUMN inquiries.lost_reason; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.inquiries.lost_reason IS 'Why an inquiry did not go on (status tidak_lanjut only): harga, jadwal, travel_lain, belum_siap, tidak_merespons, lainnya.';

--
-- Name: COLUMN inquiries.next_contact_on; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.inquiries.next_contact_on IS 'The WIB day the owner means to contact the person again.';

--
-- Name: inquiry_alerts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.inquiry_alerts (
    id bigint NOT NULL,
    inquiry_id uuid,
    is_test boolean DEFAULT false NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    last_error text,
    delivered_to text[] DEFAULT '{}'::text[] NOT NULL,
    token text DEFAULT replace(((gen_random_uuid())::text || (gen_random_uuid())::text), '-'::text, ''::text) NOT NULL,
    net_request_id bigint,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    last_attempt_at timestamp with time zone,
    next_attempt_at timestamp with time zone,
    sent_at timestamp with time zone,
    CONSTRAINT inquiry_alerts_kind_check CHECK ((is_test OR (inquiry_id IS NOT NULL))),
    CONSTRAINT inquiry_alerts_last_error_check CHECK ((length(last_error) <= 1000)),
    CONSTRAINT inquiry_alerts_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'sending'::text, 'sent'::text, 'failed'::text, 'no_channel'::text])))
);

--
-- Name: TABLE inquiry_alerts; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.inquiry_alerts IS 'Alerts of new inquiries to the owner (Telegram, webhook): each attempt''s outcome, retried until sent (at most 5 attempts).';

--
-- Name: inquiry_alert_overview; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.inquiry_alert_overview WITH (security_invoker='true') AS
 SELECT a.id,
    a.inquiry_id,
    i.name AS inquiry_name,
    a.is_test,
    a.status,
    a.attempts,
    a.last_error,
    a.delivered_to,
    a.created_at,
    a.last_attempt_at,
    a.next_attempt_at,
    a.sent_at
   FROM (public.inquiry_alerts a
     LEFT JOIN public.inquiries i ON ((i.id = a.inquiry_id)));

--
-- Name: VIEW inquiry_alert_overview; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON VIEW public.inquiry_alert_overview IS 'Inquiry alerts with their inquiry''s name, newest first in the admin (administrator only, through RLS).';

--
-- Name: inquiry_alerts_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.inquiry_alerts ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.inquiry_alerts_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: inquiry_events_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.inquiry_events ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.inquiry_events_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: inquiry_overview; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.inquiry_overview WITH (security_invoker='true') AS
 SELECT i.id,
    i.created_at,
    i.name,
    i.whatsapp,
    i.package_id,
    i.departure_id,
    i.pax,
    i.message,
    i.consent,
    i.consent_text_version,
    i.status,
    i.notes,
    i.source_path,
    i.flood_suspect,
    p.title AS package_title,
    d.depart_on AS departure_date,
    i.channel,
    i.partner_id,
    i.utm_source,
    i.utm_medium,
    i.utm_campaign,
    i.referrer_host,
    m.name AS partner_name,
    m.code AS partner_code,
    i.lost_reason,
    i.next_contact_on,
    count(*) OVER (PARTITION BY i.whatsapp) AS same_number_count
   FROM (((public.inquiries i
     LEFT JOIN public.packages p ON ((p.id = i.package_id)))
     LEFT JOIN public.departures d ON ((d.id = i.departure_id)))
     LEFT JOIN public.partners m ON ((m.id = i.partner_id)));

--
-- Name: VIEW inquiry_overview; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON VIEW public.inquiry_overview IS 'Prospek with the package title and the chosen departure date (reads as the caller: administrator only).';

--
-- Name: media; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.media (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    filename text NOT NULL,
    original_name text DEFAULT ''::text NOT NULL,
    file_path text NOT NULL,
    file_size bigint NOT NULL,
    mime_type text NOT NULL,
    url text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT media_file_path_check CHECK (((file_path !~ '(^/|\.\.|[[:cntrl:]])'::text) AND (length(file_path) <= 512))),
    CONSTRAINT media_file_size_check CHECK (((file_size >= 0) AND (file_size <= 5242880))),
    CONSTRAINT media_filename_check CHECK (((length(filename) >= 1) AND (length(filename) <= 255))),
    CONSTRAINT media_mime_type_check CHECK ((mime_type = ANY (ARRAY['image/jpeg'::text, 'image/png'::text, 'image/webp'::text, 'image/gif'::text]))),
    CONSTRAINT media_original_name_check CHECK ((length(original_name) <= 255)),
    CONSTRAINT media_url_check CHECK ((length(url) <= 2000))
);

--
-- Name: TABLE media; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.media IS 'Media library: one row per uploaded image in the images bucket, with its variants and where it is used.';

--
-- Name: package_hotels; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.package_hotels (
    package_id uuid NOT NULL,
    hotel_id uuid NOT NULL,
    nights integer NOT NULL,
    "position" integer DEFAULT 0 NOT NULL,
    CONSTRAINT package_hotels_nights_check CHECK (((nights >= 1) AND (nights <= 60)))
);

--
-- Name: TABLE package_hotels; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.package_hotels IS 'The hotels of a package, with the nights spent in each.';

--
-- Name: reference_price_reports; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.reference_price_reports (
    package_id uuid NOT NULL,
    reported_price bigint NOT NULL,
    reported_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT reference_price_reports_reported_price_check CHECK (((reported_price >= 1) AND (reported_price <= '10000000000'::bigint)))
);

--
-- Name: TABLE reference_price_reports; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.reference_price_reports IS 'Umrah prices below the reference price that the agency has reported to the ministry, one per package.';

--
-- Name: umroh_reference_price; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.umroh_reference_price (
    id boolean DEFAULT true NOT NULL,
    price bigint DEFAULT 26000000 NOT NULL,
    decree text DEFAULT 'KMA 777/2020'::text NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT umroh_reference_price_decree_check CHECK (((length(btrim(decree)) >= 1) AND (length(btrim(decree)) <= 100))),
    CONSTRAINT umroh_reference_price_id_check CHECK (id),
    CONSTRAINT umroh_reference_price_price_check CHECK (((price >= 1) AND (price <= '10000000000'::bigint)))
);

--
-- Name: TABLE umroh_reference_price; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.umroh_reference_price IS 'The one reference price of an Umrah package the ministry sets (KMA 777/2020); a lower price must be reported.';

--
-- Name: package_checks; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.package_checks WITH (security_invoker='true') AS
 SELECT p.id,
    p.slug,
    p.title,
    p.tagline,
    p.description,
    p.category,
    p.status,
    p.duration,
    p.price_quad,
    p.price_triple,
    p.price_double,
    p.full_payment_days,
    p.itinerary,
    p.included,
    p.terms,
    p.updated_at,
    COALESCE(( SELECT jsonb_agg(jsonb_build_object('id', d.id, 'depart_on', d.depart_on, 'return_on', d.return_on, 'status', d.status, 'seats_total', d.seats_total, 'seats_booked', d.seats_booked, 'price_quad', d.price_quad, 'price_triple', d.price_triple, 'price_double', d.price_double, 'note', d.note) ORDER BY d.depart_on, d.id) AS jsonb_agg
           FROM public.departures d
          WHERE (d.package_id = p.id)), '[]'::jsonb) AS departures,
    COALESCE(( SELECT jsonb_agg(jsonb_build_object('nights', ph.nights, 'position', ph."position") ORDER BY ph."position", ph.hotel_id) AS jsonb_agg
           FROM public.package_hotels ph
          WHERE (ph.package_id = p.id)), '[]'::jsonb) AS hotels,
    r.reported_price,
    r.reported_at,
    ( SELECT rp.price
           FROM public.umroh_reference_price rp) AS reference_price
   FROM (public.packages p
     LEFT JOIN public.reference_price_reports r ON ((r.package_id = p.id)));

--
-- Name: VIEW package_checks; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON VIEW public.package_checks IS 'What the consistency check reads of each package: its columns, all its departures, its hotel nights and its price report.';

--
-- Name: page_content; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.page_content (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    page_name text NOT NULL,
    content jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT page_content_content_check CHECK (((jsonb_typeof(content) = 'object'::text) AND (length((content)::text) <= 100000))),
    CONSTRAINT page_content_page_name_check CHECK ((page_name = ANY (ARRAY['home'::text, 'about'::text, 'contact'::text, 'site-settings'::text, 'privacy'::text, 'legal'::text, 'terms'::text]))),
    CONSTRAINT page_content_terms_check CHECK (((page_name <> 'terms'::text) OR private.is_terms_content(content)))
);

--
-- Name: TABLE page_content; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.page_content IS 'Page texts and site settings, one row per page (home, about, contact, privacy, settings, legal, terms) as JSON.';

--
-- Name: page_counts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.page_counts (
    day date DEFAULT public.today_wib() NOT NULL,
    path text NOT NULL,
    package_id uuid,
    event text NOT NULL,
    count bigint DEFAULT 0 NOT NULL,
    CONSTRAINT page_counts_count_check CHECK ((count >= 0)),
    CONSTRAINT page_counts_event_check CHECK ((event = ANY (ARRAY['page_view'::text, 'whatsapp_click'::text, 'inquiry_open'::text]))),
    CONSTRAINT page_counts_path_check CHECK ((((length(path) >= 1) AND (length(path) <= 300)) AND (path ~ '^/[^[:space:]?#]*$'::text)))
);

--
-- Name: TABLE page_counts; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.page_counts IS 'Penghitung per hari (WIB), path, paket dan jenis kejadian; tanpa data pribadi.';

--
-- Name: preview_links; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.preview_links (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    token_hash text NOT NULL,
    kind text NOT NULL,
    row_key text,
    title text DEFAULT ''::text NOT NULL,
    base jsonb,
    draft jsonb NOT NULL,
    created_by text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone DEFAULT (now() + '24:00:00'::interval) NOT NULL,
    revoked_at timestamp with time zone,
    CONSTRAINT preview_links_draft_check CHECK (((jsonb_typeof(draft) = 'object'::text) AND (pg_column_size(draft) <= 262144))),
    CONSTRAINT preview_links_kind_check CHECK ((kind = ANY (ARRAY['paket'::text, 'artikel'::text, 'halaman'::text])))
);

--
-- Name: TABLE preview_links; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.preview_links IS 'Bagikan pratinjau: links that show a draft (as it was when shared) to anyone holding them, for 24 hours unless revoked.';

--
-- Name: preview_link_list; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.preview_link_list WITH (security_invoker='true') AS
 SELECT l.id,
    l.kind,
    l.row_key,
    l.title,
    l.created_by,
    l.created_at,
    l.expires_at,
    l.revoked_at,
    ((l.revoked_at IS NULL) AND (l.expires_at > now())) AS open
   FROM public.preview_links l;

--
-- Name: VIEW preview_link_list; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON VIEW public.preview_link_list IS 'The administrator''s shared preview links, with whether each still opens.';

--
-- Name: redirects; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.redirects (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    from_path text NOT NULL,
    to_path text NOT NULL,
    status integer DEFAULT 301 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT redirects_check CHECK ((from_path <> to_path)),
    CONSTRAINT redirects_from_path_check CHECK (((from_path ~ '^/[^\s?#]*$'::text) AND (length(from_path) <= 500) AND (from_path <> '/'::text))),
    CONSTRAINT redirects_from_path_site CHECK (private.is_site_path(from_path)),
    CONSTRAINT redirects_status_check CHECK ((status = ANY (ARRAY[301, 302, 307, 308]))),
    CONSTRAINT redirects_to_path_check CHECK (((to_path ~ '^/[^\s#]*$'::text) AND (length(to_path) <= 500))),
    CONSTRAINT redirects_to_path_site CHECK (private.is_site_path(to_path))
);

--
-- Name: TABLE redirects; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.redirects IS 'Old site paths that answer with a redirect to their new path (kept when a slug changes).';

--
-- Name: site_builds; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.site_builds (
    id bigint NOT NULL,
    requested_at timestamp with time zone DEFAULT now() NOT NULL,
    reason text DEFAULT ''::text NOT NULL,
    status text DEFAULT 'requested'::text NOT NULL,
    started_at timestamp with time zone,
    finished_at timestamp with time zone,
    error text,
    sent_at timestamp with time zone,
    net_request_id bigint,
    deploy_id text,
    log_url text,
    CONSTRAINT site_builds_deploy_id_check CHECK ((length(deploy_id) <= 200)),
    CONSTRAINT site_builds_error_check CHECK ((length(error) <= 8000)),
    CONSTRAINT site_builds_log_url_check CHECK ((length(log_url) <= 2000)),
    CONSTRAINT site_builds_reason_check CHECK ((length(reason) <= 2000)),
    CONSTRAINT site_builds_status_check CHECK ((status = ANY (ARRAY['requested'::text, 'sent'::text, 'building'::text, 'published'::text, 'failed'::text])))
);

--
-- Name: TABLE site_builds; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.site_builds IS 'Publishing history: each request to rebuild the static site, its delivery to the host and its outcome.';

--
-- Name: site_builds_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.site_builds ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.site_builds_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: site_packages; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.site_packages WITH (security_invoker='true') AS
 SELECT p.id,
    p.slug,
    p.title,
    p.tagline,
    p.description,
    p.category,
    p.location,
    p.duration,
    p.price_quad,
    p.price_triple,
    p.price_double,
    p.is_promo,
    p.status,
    p.images,
    p.itinerary,
    p.included,
    p.excluded,
    p.terms,
    p.created_at,
    p.updated_at,
    p.airline,
    p.departure_airport,
    p.direct_flight,
    p.visa_included,
    p.booking_fee,
    p.full_payment_days,
    p.cancellation_tiers,
    p.extra_documents,
    p.publish_at,
    p.unpublish_at,
    p.promo_ends_at,
    COALESCE(( SELECT jsonb_agg(to_jsonb(d.*) ORDER BY d.depart_on, d.id) AS jsonb_agg
           FROM public.departures d
          WHERE ((d.package_id = p.id) AND (d.depart_on >= public.today_wib()))), '[]'::jsonb) AS upcoming_departures,
    COALESCE(( SELECT jsonb_agg(jsonb_build_object('hotel_id', ph.hotel_id, 'nights', ph.nights, 'position', ph."position", 'hotel', to_jsonb(h.*)) ORDER BY ph."position", ph.hotel_id) AS jsonb_agg
           FROM (public.package_hotels ph
             JOIN public.hotels h ON ((h.id = ph.hotel_id)))
          WHERE (ph.package_id = p.id)), '[]'::jsonb) AS hotel_stays
   FROM public.packages p
  WHERE ((p.status = 'active'::text) OR ( SELECT public.is_admin() AS is_admin));

--
-- Name: VIEW site_packages; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON VIEW public.site_packages IS 'The site''s read of a package with its upcoming departures and its hotels, as the reader may see them: active packages, and drafts too for the administrator''s preview.';

--
-- Name: source_counts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.source_counts (
    day date DEFAULT public.today_wib() NOT NULL,
    channel text NOT NULL,
    partner_id uuid,
    package_id uuid,
    event text NOT NULL,
    count bigint DEFAULT 0 NOT NULL,
    CONSTRAINT source_counts_channel_check CHECK ((channel = ANY (private.lead_channels()))),
    CONSTRAINT source_counts_count_check CHECK ((count >= 0)),
    CONSTRAINT source_counts_event_check CHECK ((event = ANY (ARRAY['page_view'::text, 'whatsapp_click'::text])))
);

--
-- Name: TABLE source_counts; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.source_counts IS 'Views and WhatsApp clicks per WIB day, channel, partner and package (no path, no personal data): where visits came from.';

--
-- Name: testimonial_details; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.testimonial_details WITH (security_invoker='true') AS
 SELECT t.id,
    t.name,
    t.location,
    t.content,
    t.rating,
    t.avatar_url,
    t.show_on_home,
    t."position",
    t.consent,
    t.departure_id,
    t.video_url,
    t.created_at,
    t.updated_at,
    d.depart_on AS departure_on,
    p.title AS package_title,
    p.slug AS package_slug,
    p.category AS package_category
   FROM ((public.testimonials t
     LEFT JOIN public.departures d ON ((d.id = t.departure_id)))
     LEFT JOIN public.packages p ON ((p.id = d.package_id)));

--
-- Name: VIEW testimonial_details; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON VIEW public.testimonial_details IS 'Testimonials with the departure date and package of the trip they tell of (reads as the caller: visitors see consented testimonials, and the trip only of a package they may see).';

--
-- Name: trash; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.trash WITH (security_invoker='true') AS
 SELECT h.id,
    h.table_name,
    h.row_id,
        CASE h.table_name
            WHEN 'hotels'::text THEN (h.old ->> 'name'::text)
            WHEN 'testimonials'::text THEN (h.old ->> 'name'::text)
            WHEN 'faqs'::text THEN (h.old ->> 'question'::text)
            WHEN 'bank_accounts'::text THEN concat_ws(' '::text, (h.old ->> 'bank_name'::text), (h.old ->> 'account_number'::text))
            WHEN 'departures'::text THEN (h.old ->> 'depart_on'::text)
            ELSE (h.old ->> 'title'::text)
        END AS title,
        CASE
            WHEN (h.table_name = ANY (ARRAY['departures'::text, 'faqs'::text])) THEN ((h.old ->> 'package_id'::text))::uuid
            ELSE NULL::uuid
        END AS package_id,
    p.title AS package_title,
    h.changed_at AS deleted_at,
    h.changed_by AS deleted_by,
    (h.changed_at + private.trash_period()) AS restorable_until,
    COALESCE(parts.departures, 0) AS departures,
    COALESCE(parts.hotels, 0) AS hotels,
    COALESCE(parts.faqs, 0) AS faqs,
    COALESCE(parts.photos, 0) AS photos,
    h.tx
   FROM ((public.content_history h
     LEFT JOIN LATERAL ( SELECT (count(*) FILTER (WHERE (k.table_name = 'departures'::text)))::integer AS departures,
            (count(*) FILTER (WHERE (k.table_name = 'package_hotels'::text)))::integer AS hotels,
            (count(*) FILTER (WHERE (k.table_name = 'faqs'::text)))::integer AS faqs,
            (count(*) FILTER (WHERE (k.table_name = 'album_photos'::text)))::integer AS photos
           FROM public.content_history k
          WHERE ((k.changed_at = h.changed_at) AND (NOT (k.tx IS DISTINCT FROM h.tx)) AND (k.op = 'delete'::text) AND (((h.table_name = 'packages'::text) AND (k.table_name = ANY (ARRAY['departures'::text, 'package_hotels'::text, 'faqs'::text])) AND ((k.old ->> 'package_id'::text) = h.row_id)) OR ((h.table_name = 'albums'::text) AND (k.table_name = 'album_photos'::text) AND ((k.old ->> 'album_id'::text) = h.row_id))))) parts ON (true))
     LEFT JOIN public.packages p ON ((p.id =
        CASE
            WHEN (h.table_name = ANY (ARRAY['departures'::text, 'faqs'::text])) THEN ((h.old ->> 'package_id'::text))::uuid
            ELSE NULL::uuid
        END)))
  WHERE ((h.op = 'delete'::text) AND (h.table_name = ANY (ARRAY['packages'::text, 'departures'::text, 'hotels'::text, 'articles'::text, 'albums'::text, 'testimonials'::text, 'features'::text, 'faqs'::text, 'bank_accounts'::text])) AND (h.changed_at > (now() - private.trash_period())) AND (NOT (EXISTS ( SELECT 1
           FROM public.content_history l
          WHERE ((l.table_name = h.table_name) AND (l.row_id = h.row_id) AND (l.id > h.id))))) AND (NOT ((h.table_name = ANY (ARRAY['departures'::text, 'faqs'::text])) AND (EXISTS ( SELECT 1
           FROM public.content_history k
          WHERE ((k.changed_at = h.changed_at) AND (NOT (k.tx IS DISTINCT FROM h.tx)) AND (k.op = 'delete'::text) AND (k.table_name = 'packages'::text) AND (k.row_id = (h.old ->> 'package_id'::text))))))));

--
-- Name: VIEW trash; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON VIEW public.trash IS 'Sampah: records deleted in the last 30 days that can be restored, with who deleted them and what went with them (departures, hotel nights, FAQ, photos); read as the caller (administrator only).';

--
-- Name: address_salt address_salt_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.address_salt
    ADD CONSTRAINT address_salt_pkey PRIMARY KEY (only_row);

--
-- Name: packages_departure_archive packages_departure_archive_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.packages_departure_archive
    ADD CONSTRAINT packages_departure_archive_pkey PRIMARY KEY (package_id);

--
-- Name: page_content_limits page_content_limits_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.page_content_limits
    ADD CONSTRAINT page_content_limits_pkey PRIMARY KEY (page_name, path);

--
-- Name: album_photos album_photos_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.album_photos
    ADD CONSTRAINT album_photos_pkey PRIMARY KEY (id);

--
-- Name: albums albums_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.albums
    ADD CONSTRAINT albums_pkey PRIMARY KEY (id);

--
-- Name: albums albums_slug_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.albums
    ADD CONSTRAINT albums_slug_key UNIQUE (slug);

--
-- Name: articles articles_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.articles
    ADD CONSTRAINT articles_pkey PRIMARY KEY (id);

--
-- Name: articles articles_slug_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.articles
    ADD CONSTRAINT articles_slug_key UNIQUE (slug);

--
-- Name: bank_accounts bank_accounts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.bank_accounts
    ADD CONSTRAINT bank_accounts_pkey PRIMARY KEY (id);

--
-- Name: consent_texts consent_texts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.consent_texts
    ADD CONSTRAINT consent_texts_pkey PRIMARY KEY (version);

--
-- Name: content_history content_history_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.content_history
    ADD CONSTRAINT content_history_pkey PRIMARY KEY (id);

--
-- Name: data_requests data_requests_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.data_requests
    ADD CONSTRAINT data_requests_pkey PRIMARY KEY (id);

--
-- Name: departures departures_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.departures
    ADD CONSTRAINT departures_pkey PRIMARY KEY (id);

--
-- Name: faqs faqs_answer_visible; Type: CHECK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE public.faqs
    ADD CONSTRAINT faqs_answer_visible CHECK (private.has_visible_text(answer)) NOT VALID;

--
-- Name: faqs faqs_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.faqs
    ADD CONSTRAINT faqs_pkey PRIMARY KEY (id);

--
-- Name: faqs faqs_question_visible; Type: CHECK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE public.faqs
    ADD CONSTRAINT faqs_question_visible CHECK (private.has_visible_text(question)) NOT VALID;

--
-- Name: features features_description_visible; Type: CHECK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE public.features
    ADD CONSTRAINT features_description_visible CHECK (private.has_visible_text(description)) NOT VALID;

--
-- Name: features features_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.features
    ADD CONSTRAINT features_pkey PRIMARY KEY (id);

--
-- Name: features features_title_visible; Type: CHECK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE public.features
    ADD CONSTRAINT features_title_visible CHECK (private.has_visible_text(title)) NOT VALID;

--
-- Name: hotels hotels_image_url_safe; Type: CHECK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE public.hotels
    ADD CONSTRAINT hotels_image_url_safe CHECK (private.is_safe_media_url(image_url)) NOT VALID;

--
-- Name: hotels hotels_name_visible; Type: CHECK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE public.hotels
    ADD CONSTRAINT hotels_name_visible CHECK (private.has_visible_text(name)) NOT VALID;

--
-- Name: hotels hotels_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.hotels
    ADD CONSTRAINT hotels_pkey PRIMARY KEY (id);

--
-- Name: inquiries inquiries_name_visible; Type: CHECK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE public.inquiries
    ADD CONSTRAINT inquiries_name_visible CHECK (private.has_visible_text(name)) NOT VALID;

--
-- Name: inquiries inquiries_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inquiries
    ADD CONSTRAINT inquiries_pkey PRIMARY KEY (id);

--
-- Name: inquiry_alerts inquiry_alerts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inquiry_alerts
    ADD CONSTRAINT inquiry_alerts_pkey PRIMARY KEY (id);

--
-- Name: inquiry_events inquiry_events_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inquiry_events
    ADD CONSTRAINT inquiry_events_pkey PRIMARY KEY (id);

--
-- Name: media media_file_path_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.media
    ADD CONSTRAINT media_file_path_key UNIQUE (file_path);

--
-- Name: media media_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.media
    ADD CONSTRAINT media_pkey PRIMARY KEY (id);

--
-- Name: media media_url_safe; Type: CHECK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE public.media
    ADD CONSTRAINT media_url_safe CHECK (private.is_safe_media_url(url)) NOT VALID;

--
-- Name: package_hotels package_hotels_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.package_hotels
    ADD CONSTRAINT package_hotels_pkey PRIMARY KEY (package_id, hotel_id);

--
-- Name: packages packages_images_safe; Type: CHECK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE public.packages
    ADD CONSTRAINT packages_images_safe CHECK (private.are_safe_media_urls(images)) NOT VALID;

--
-- Name: packages packages_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.packages
    ADD CONSTRAINT packages_pkey PRIMARY KEY (id);

--
-- Name: packages packages_slug_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.packages
    ADD CONSTRAINT packages_slug_key UNIQUE (slug);

--
-- Name: packages packages_title_visible; Type: CHECK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE public.packages
    ADD CONSTRAINT packages_title_visible CHECK (private.has_visible_text(title)) NOT VALID;

--
-- Name: page_content page_content_contact_map_embed; Type: CHECK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE public.page_content
    ADD CONSTRAINT page_content_contact_map_embed CHECK (((page_name <> 'contact'::text) OR private.is_google_maps_embed((content ->> 'googleMapsEmbed'::text)))) NOT VALID;

--
-- Name: page_content page_content_page_name_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.page_content
    ADD CONSTRAINT page_content_page_name_key UNIQUE (page_name);

--
-- Name: page_content page_content_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.page_content
    ADD CONSTRAINT page_content_pkey PRIMARY KEY (id);

--
-- Name: partners partners_code_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.partners
    ADD CONSTRAINT partners_code_key UNIQUE (code);

--
-- Name: partners partners_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.partners
    ADD CONSTRAINT partners_pkey PRIMARY KEY (id);

--
-- Name: preview_links preview_links_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.preview_links
    ADD CONSTRAINT preview_links_pkey PRIMARY KEY (id);

--
-- Name: preview_links preview_links_token_hash_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.preview_links
    ADD CONSTRAINT preview_links_token_hash_key UNIQUE (token_hash);

--
-- Name: redirects redirects_from_path_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.redirects
    ADD CONSTRAINT redirects_from_path_key UNIQUE (from_path);

--
-- Name: redirects redirects_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.redirects
    ADD CONSTRAINT redirects_pkey PRIMARY KEY (id);

--
-- Name: reference_price_reports reference_price_reports_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reference_price_reports
    ADD CONSTRAINT reference_price_reports_pkey PRIMARY KEY (package_id);

--
-- Name: site_builds site_builds_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.site_builds
    ADD CONSTRAINT site_builds_pkey PRIMARY KEY (id);

--
-- Name: testimonials testimonials_avatar_url_safe; Type: CHECK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE public.testimonials
    ADD CONSTRAINT testimonials_avatar_url_safe CHECK (private.is_safe_media_url(avatar_url)) NOT VALID;

--
-- Name: testimonials testimonials_content_visible; Type: CHECK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE public.testimonials
    ADD CONSTRAINT testimonials_content_visible CHECK (private.has_visible_text(content)) NOT VALID;

--
-- Name: testimonials testimonials_name_visible; Type: CHECK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE public.testimonials
    ADD CONSTRAINT testimonials_name_visible CHECK (private.has_visible_text(name)) NOT VALID;

--
-- Name: testimonials testimonials_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.testimonials
    ADD CONSTRAINT testimonials_pkey PRIMARY KEY (id);

--
-- Name: umroh_reference_price umroh_reference_price_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.umroh_reference_price
    ADD CONSTRAINT umroh_reference_price_pkey PRIMARY KEY (id);

--
-- Name: inquiry_senders_created_idx; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX inquiry_senders_created_idx ON private.inquiry_senders USING btree (created_at);

--
-- Name: inquiry_senders_key_idx; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX inquiry_senders_key_idx ON private.inquiry_senders USING btree (address_key, created_at);

--
-- Name: trash_inquiry_links_deleted_at_idx; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX trash_inquiry_links_deleted_at_idx ON private.trash_inquiry_links USING btree (deleted_at);

--
-- Name: trash_inquiry_links_inquiry_idx; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX trash_inquiry_links_inquiry_idx ON private.trash_inquiry_links USING btree (inquiry_id);

--
-- Name: album_photos_album_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX album_photos_album_id_idx ON public.album_photos USING btree (album_id, "position");

--
-- Name: albums_departure_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX albums_departure_id_idx ON public.albums USING btree (departure_id);

--
-- Name: albums_package_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX albums_package_id_idx ON public.albums USING btree (package_id);

--
-- Name: albums_published_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX albums_published_idx ON public.albums USING btree (taken_on DESC) WHERE (status = 'published'::text);

--
-- Name: articles_published_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX articles_published_idx ON public.articles USING btree (published_at DESC) WHERE (status = 'published'::text);

--
-- Name: bank_accounts_position_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX bank_accounts_position_idx ON public.bank_accounts USING btree ("position");

--
-- Name: content_history_changed_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX content_history_changed_at_idx ON public.content_history USING btree (changed_at);

--
-- Name: content_history_record_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX content_history_record_idx ON public.content_history USING btree (record_table, record_id, changed_at DESC, id DESC);

--
-- Name: content_history_row_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX content_history_row_idx ON public.content_history USING btree (table_name, row_id, changed_at DESC);

--
-- Name: departures_depart_on_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX departures_depart_on_idx ON public.departures USING btree (depart_on);

--
-- Name: departures_package_depart_on_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX departures_package_depart_on_idx ON public.departures USING btree (package_id, depart_on);

--
-- Name: faqs_package_position_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX faqs_package_position_idx ON public.faqs USING btree (package_id, "position");

--
-- Name: features_order_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX features_order_idx ON public.features USING btree (order_index);

--
-- Name: inquiries_created_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inquiries_created_at_idx ON public.inquiries USING btree (created_at DESC);

--
-- Name: inquiries_departure_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inquiries_departure_id_idx ON public.inquiries USING btree (departure_id);

--
-- Name: inquiries_next_contact_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inquiries_next_contact_idx ON public.inquiries USING btree (next_contact_on) WHERE ((next_contact_on IS NOT NULL) AND (status = ANY (ARRAY['baru'::text, 'dihubungi'::text, 'tertarik'::text])));

--
-- Name: inquiries_package_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inquiries_package_id_idx ON public.inquiries USING btree (package_id);

--
-- Name: inquiries_partner_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inquiries_partner_id_idx ON public.inquiries USING btree (partner_id) WHERE (partner_id IS NOT NULL);

--
-- Name: inquiries_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inquiries_status_idx ON public.inquiries USING btree (status);

--
-- Name: inquiries_whatsapp_created_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inquiries_whatsapp_created_at_idx ON public.inquiries USING btree (whatsapp, created_at);

--
-- Name: inquiries_whatsapp_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inquiries_whatsapp_idx ON public.inquiries USING btree (whatsapp);

--
-- Name: inquiry_alerts_due_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inquiry_alerts_due_idx ON public.inquiry_alerts USING btree (next_attempt_at) WHERE (status = ANY (ARRAY['pending'::text, 'sending'::text, 'failed'::text]));

--
-- Name: inquiry_alerts_inquiry_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inquiry_alerts_inquiry_idx ON public.inquiry_alerts USING btree (inquiry_id);

--
-- Name: inquiry_events_inquiry_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inquiry_events_inquiry_idx ON public.inquiry_events USING btree (inquiry_id, created_at);

--
-- Name: media_created_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX media_created_at_idx ON public.media USING btree (created_at DESC);

--
-- Name: package_hotels_hotel_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX package_hotels_hotel_idx ON public.package_hotels USING btree (hotel_id);

--
-- Name: packages_category_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX packages_category_status_idx ON public.packages USING btree (category, status);

--
-- Name: packages_created_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX packages_created_at_idx ON public.packages USING btree (created_at DESC);

--
-- Name: page_counts_key_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX page_counts_key_idx ON public.page_counts USING btree (day, path, COALESCE(package_id, '00000000-0000-0000-0000-000000000000'::uuid), event);

--
-- Name: page_counts_package_day_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX page_counts_package_day_idx ON public.page_counts USING btree (package_id, day) WHERE (package_id IS NOT NULL);

--
-- Name: partners_package_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX partners_package_id_idx ON public.partners USING btree (package_id);

--
-- Name: preview_links_row_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX preview_links_row_idx ON public.preview_links USING btree (kind, row_key, created_at DESC);

--
-- Name: site_builds_in_flight_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX site_builds_in_flight_idx ON public.site_builds USING btree (id) WHERE (status = ANY (ARRAY['sent'::text, 'building'::text]));

--
-- Name: site_builds_one_pending_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX site_builds_one_pending_idx ON public.site_builds USING btree ((true)) WHERE (status = 'requested'::text);

--
-- Name: site_builds_requested_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX site_builds_requested_at_idx ON public.site_builds USING btree (requested_at DESC);

--
-- Name: source_counts_key_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX source_counts_key_idx ON public.source_counts USING btree (day, channel, COALESCE(partner_id, '00000000-0000-0000-0000-000000000000'::uuid), COALESCE(package_id, '00000000-0000-0000-0000-000000000000'::uuid), event);

--
-- Name: source_counts_partner_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX source_counts_partner_idx ON public.source_counts USING btree (partner_id, day) WHERE (partner_id IS NOT NULL);

--
-- Name: testimonials_created_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX testimonials_created_at_idx ON public.testimonials USING btree (created_at DESC);

--
-- Name: testimonials_departure_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX testimonials_departure_id_idx ON public.testimonials USING btree (departure_id);

--
-- Name: testimonials_position_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX testimonials_position_idx ON public.testimonials USING btree ("position");

--
-- Name: album_photos album_photos_admin_only_writes; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER album_photos_admin_only_writes BEFORE INSERT OR DELETE OR UPDATE ON public.album_photos FOR EACH STATEMENT EXECUTE FUNCTION private.assert_admin_write();

--
-- Name: album_photos album_photos_record_history; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER album_photos_record_history AFTER INSERT OR DELETE OR UPDATE ON public.album_photos FOR EACH ROW EXECUTE FUNCTION private.record_content_history();

--
-- Name: album_photos album_photos_request_site_build; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER album_photos_request_site_build AFTER INSERT OR DELETE OR UPDATE ON public.album_photos FOR EACH STATEMENT EXECUTE FUNCTION private.content_changed();

--
-- Name: albums albums_admin_only_writes; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER albums_admin_only_writes BEFORE INSERT OR DELETE OR UPDATE ON public.albums FOR EACH STATEMENT EXECUTE FUNCTION private.assert_admin_write();

--
-- Name: albums albums_package_from_departure; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER albums_package_from_departure BEFORE INSERT OR UPDATE OF departure_id, package_id ON public.albums FOR EACH ROW EXECUTE FUNCTION private.album_package_from_departure();

--
-- Name: albums albums_record_history; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER albums_record_history AFTER INSERT OR DELETE OR UPDATE ON public.albums FOR EACH ROW EXECUTE FUNCTION private.record_content_history();

--
-- Name: albums albums_record_redirect; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER albums_record_redirect AFTER UPDATE OF slug ON public.albums FOR EACH ROW EXECUTE FUNCTION private.record_slug_redirect('/dokumentasi/');

--
-- Name: albums albums_refuse_stale_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER albums_refuse_stale_update BEFORE UPDATE ON public.albums FOR EACH ROW EXECUTE FUNCTION private.refuse_stale_update();

--
-- Name: albums albums_request_site_build; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER albums_request_site_build AFTER INSERT OR DELETE OR UPDATE ON public.albums FOR EACH STATEMENT EXECUTE FUNCTION private.content_changed();

--
-- Name: albums albums_stamp_published_at; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER albums_stamp_published_at BEFORE INSERT OR UPDATE OF status, published_at ON public.albums FOR EACH ROW EXECUTE FUNCTION private.stamp_published_at();

--
-- Name: articles articles_admin_only_writes; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER articles_admin_only_writes BEFORE INSERT OR DELETE OR UPDATE ON public.articles FOR EACH STATEMENT EXECUTE FUNCTION private.assert_admin_write();

--
-- Name: articles articles_record_history; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER articles_record_history AFTER INSERT OR DELETE OR UPDATE ON public.articles FOR EACH ROW EXECUTE FUNCTION private.record_content_history();

--
-- Name: articles articles_record_redirect; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER articles_record_redirect AFTER UPDATE OF slug ON public.articles FOR EACH ROW EXECUTE FUNCTION private.record_slug_redirect('/artikel/');

--
-- Name: articles articles_refuse_early_publication; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER articles_refuse_early_publication BEFORE INSERT OR UPDATE OF publish_at, status ON public.articles FOR EACH ROW EXECUTE FUNCTION private.refuse_early_publication();

--
-- Name: articles articles_refuse_stale_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER articles_refuse_stale_update BEFORE UPDATE ON public.articles FOR EACH ROW EXECUTE FUNCTION private.refuse_stale_update();

--
-- Name: articles articles_request_site_build; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER articles_request_site_build AFTER INSERT OR DELETE OR UPDATE ON public.articles FOR EACH STATEMENT EXECUTE FUNCTION private.content_changed();

--
-- Name: articles articles_stamp_published_at; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER articles_stamp_published_at BEFORE INSERT OR UPDATE OF status, published_at ON public.articles FOR EACH ROW EXECUTE FUNCTION private.stamp_published_at();

--
-- Name: bank_accounts bank_accounts_admin_only_writes; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER bank_accounts_admin_only_writes BEFORE INSERT OR DELETE OR UPDATE ON public.bank_accounts FOR EACH STATEMENT EXECUTE FUNCTION private.assert_admin_write();

--
-- Name: bank_accounts bank_accounts_holder_company; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER bank_accounts_holder_company BEFORE INSERT OR UPDATE OF holder ON public.bank_accounts FOR EACH ROW EXECUTE FUNCTION private.check_bank_account_holder();

--
-- Name: bank_accounts bank_accounts_record_history; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER bank_accounts_record_history AFTER INSERT OR DELETE OR UPDATE ON public.bank_accounts FOR EACH ROW EXECUTE FUNCTION private.record_content_history();

--
-- Name: bank_accounts bank_accounts_refuse_stale_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER bank_accounts_refuse_stale_update BEFORE UPDATE ON public.bank_accounts FOR EACH ROW EXECUTE FUNCTION private.refuse_stale_update();

--
-- Name: bank_accounts bank_accounts_request_site_build; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER bank_accounts_request_site_build AFTER INSERT OR DELETE OR UPDATE ON public.bank_accounts FOR EACH STATEMENT EXECUTE FUNCTION private.content_changed();

--
-- Name: consent_texts consent_texts_request_site_build; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER consent_texts_request_site_build AFTER INSERT OR DELETE OR UPDATE ON public.consent_texts FOR EACH STATEMENT EXECUTE FUNCTION private.content_changed();

--
-- Name: departures departures_admin_only_writes; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER departures_admin_only_writes BEFORE INSERT OR DELETE OR UPDATE ON public.departures FOR EACH STATEMENT EXECUTE FUNCTION private.assert_admin_write();

--
-- Name: departures departures_keep_inquiry_links; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER departures_keep_inquiry_links BEFORE DELETE ON public.departures FOR EACH ROW EXECUTE FUNCTION private.keep_inquiry_links();

--
-- Name: departures departures_one_per_date; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER departures_one_per_date BEFORE INSERT OR UPDATE OF package_id, depart_on ON public.departures FOR EACH ROW EXECUTE FUNCTION private.refuse_second_departure_on_a_date();

--
-- Name: departures departures_record_history; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER departures_record_history AFTER INSERT OR DELETE OR UPDATE ON public.departures FOR EACH ROW EXECUTE FUNCTION private.record_content_history();

--
-- Name: departures departures_request_site_build; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER departures_request_site_build AFTER INSERT OR DELETE OR UPDATE ON public.departures FOR EACH STATEMENT EXECUTE FUNCTION private.content_changed();

--
-- Name: departures departures_touch_updated_at; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER departures_touch_updated_at BEFORE UPDATE ON public.departures FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at();

--
-- Name: faqs faqs_admin_only_writes; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER faqs_admin_only_writes BEFORE INSERT OR DELETE OR UPDATE ON public.faqs FOR EACH STATEMENT EXECUTE FUNCTION private.assert_admin_write();

--
-- Name: faqs faqs_record_history; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER faqs_record_history AFTER INSERT OR DELETE OR UPDATE ON public.faqs FOR EACH ROW EXECUTE FUNCTION private.record_content_history();

--
-- Name: faqs faqs_refuse_stale_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER faqs_refuse_stale_update BEFORE UPDATE ON public.faqs FOR EACH ROW EXECUTE FUNCTION private.refuse_stale_update();

--
-- Name: faqs faqs_request_site_build; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER faqs_request_site_build AFTER INSERT OR DELETE OR UPDATE ON public.faqs FOR EACH STATEMENT EXECUTE FUNCTION private.content_changed();

--
-- Name: features features_admin_only_writes; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER features_admin_only_writes BEFORE INSERT OR DELETE OR UPDATE ON public.features FOR EACH STATEMENT EXECUTE FUNCTION private.assert_admin_write();

--
-- Name: features features_record_history; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER features_record_history AFTER INSERT OR DELETE OR UPDATE ON public.features FOR EACH ROW EXECUTE FUNCTION private.record_content_history();

--
-- Name: features features_refuse_stale_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER features_refuse_stale_update BEFORE UPDATE ON public.features FOR EACH ROW EXECUTE FUNCTION private.refuse_stale_update();

--
-- Name: features features_request_site_build; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER features_request_site_build AFTER INSERT OR DELETE OR UPDATE ON public.features FOR EACH STATEMENT EXECUTE FUNCTION private.content_changed();

--
-- Name: hotels hotels_admin_only_writes; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER hotels_admin_only_writes BEFORE INSERT OR DELETE OR UPDATE ON public.hotels FOR EACH STATEMENT EXECUTE FUNCTION private.assert_admin_write();

--
-- Name: hotels hotels_record_history; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER hotels_record_history AFTER INSERT OR DELETE OR UPDATE ON public.hotels FOR EACH ROW EXECUTE FUNCTION private.record_content_history();

--
-- Name: hotels hotels_refuse_deleting_used; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER hotels_refuse_deleting_used BEFORE DELETE ON public.hotels FOR EACH ROW EXECUTE FUNCTION private.refuse_deleting_used_hotel();

--
-- Name: hotels hotels_refuse_stale_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER hotels_refuse_stale_update BEFORE UPDATE ON public.hotels FOR EACH ROW EXECUTE FUNCTION private.refuse_stale_update();

--
-- Name: hotels hotels_request_site_build; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER hotels_request_site_build AFTER INSERT OR DELETE OR UPDATE ON public.hotels FOR EACH STATEMENT EXECUTE FUNCTION private.content_changed();

--
-- Name: inquiries inquiries_admin_only_writes; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER inquiries_admin_only_writes BEFORE INSERT OR DELETE OR UPDATE ON public.inquiries FOR EACH STATEMENT EXECUTE FUNCTION private.assert_admin_write();

--
-- Name: inquiries inquiries_clear_lost_reason; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER inquiries_clear_lost_reason BEFORE UPDATE OF status ON public.inquiries FOR EACH ROW EXECUTE FUNCTION private.clear_lost_reason();

--
-- Name: inquiries inquiries_queue_alert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER inquiries_queue_alert AFTER INSERT ON public.inquiries FOR EACH ROW EXECUTE FUNCTION private.queue_inquiry_alert();

--
-- Name: inquiries inquiries_record_consent_version; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER inquiries_record_consent_version BEFORE INSERT ON public.inquiries FOR EACH ROW EXECUTE FUNCTION private.record_consent_version();

--
-- Name: inquiries inquiries_record_events; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER inquiries_record_events AFTER UPDATE OF status, lost_reason, next_contact_on ON public.inquiries FOR EACH ROW EXECUTE FUNCTION private.record_inquiry_events();

--
-- Name: media media_admin_only_writes; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER media_admin_only_writes BEFORE INSERT OR DELETE OR UPDATE ON public.media FOR EACH STATEMENT EXECUTE FUNCTION private.assert_admin_write();

--
-- Name: media media_refuse_deleting_used; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER media_refuse_deleting_used BEFORE DELETE ON public.media FOR EACH ROW EXECUTE FUNCTION private.refuse_deleting_used_media();

--
-- Name: media media_request_site_build; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER media_request_site_build AFTER INSERT OR DELETE OR UPDATE ON public.media FOR EACH STATEMENT EXECUTE FUNCTION private.content_changed();

--
-- Name: package_hotels package_hotels_admin_only_writes; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER package_hotels_admin_only_writes BEFORE INSERT OR DELETE OR UPDATE ON public.package_hotels FOR EACH STATEMENT EXECUTE FUNCTION private.assert_admin_write();

--
-- Name: package_hotels package_hotels_record_history; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER package_hotels_record_history AFTER INSERT OR DELETE OR UPDATE ON public.package_hotels FOR EACH ROW EXECUTE FUNCTION private.record_content_history();

--
-- Name: package_hotels package_hotels_request_site_build; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER package_hotels_request_site_build AFTER INSERT OR DELETE OR UPDATE ON public.package_hotels FOR EACH STATEMENT EXECUTE FUNCTION private.content_changed();

--
-- Name: packages packages_admin_only_writes; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER packages_admin_only_writes BEFORE INSERT OR DELETE OR UPDATE ON public.packages FOR EACH STATEMENT EXECUTE FUNCTION private.assert_admin_write();

--
-- Name: packages packages_forget_in_articles; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER packages_forget_in_articles AFTER DELETE ON public.packages FOR EACH ROW EXECUTE FUNCTION private.forget_deleted_package_in_articles();

--
-- Name: packages packages_keep_inquiry_links; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER packages_keep_inquiry_links BEFORE DELETE ON public.packages FOR EACH ROW EXECUTE FUNCTION private.keep_inquiry_links();

--
-- Name: packages packages_merge_page_counts; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER packages_merge_page_counts BEFORE DELETE ON public.packages FOR EACH ROW EXECUTE FUNCTION private.merge_counts_of_deleted_package();

--
-- Name: packages packages_merge_source_counts; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER packages_merge_source_counts BEFORE DELETE ON public.packages FOR EACH ROW EXECUTE FUNCTION private.merge_source_counts_of_deleted_package();

--
-- Name: packages packages_record_history; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER packages_record_history AFTER INSERT OR DELETE OR UPDATE ON public.packages FOR EACH ROW EXECUTE FUNCTION private.record_content_history();

--
-- Name: packages packages_record_redirect; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER packages_record_redirect AFTER UPDATE OF slug, category ON public.packages FOR EACH ROW EXECUTE FUNCTION private.record_package_redirect();

--
-- Name: packages packages_refuse_early_publication; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER packages_refuse_early_publication BEFORE INSERT OR UPDATE OF publish_at, status ON public.packages FOR EACH ROW EXECUTE FUNCTION private.refuse_early_publication();

--
-- Name: packages packages_refuse_stale_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER packages_refuse_stale_update BEFORE UPDATE ON public.packages FOR EACH ROW EXECUTE FUNCTION private.refuse_stale_update();

--
-- Name: packages packages_request_site_build; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER packages_request_site_build AFTER INSERT OR DELETE OR UPDATE ON public.packages FOR EACH STATEMENT EXECUTE FUNCTION private.content_changed();

--
-- Name: page_content page_content_admin_only_writes; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER page_content_admin_only_writes BEFORE INSERT OR DELETE OR UPDATE ON public.page_content FOR EACH STATEMENT EXECUTE FUNCTION private.assert_admin_write();

--
-- Name: page_content page_content_record_history; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER page_content_record_history AFTER INSERT OR DELETE OR UPDATE ON public.page_content FOR EACH ROW EXECUTE FUNCTION private.record_content_history();

--
-- Name: page_content page_content_refuse_stale_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER page_content_refuse_stale_update BEFORE UPDATE ON public.page_content FOR EACH ROW EXECUTE FUNCTION private.refuse_stale_update();

--
-- Name: page_content page_content_request_site_build; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER page_content_request_site_build AFTER INSERT OR DELETE OR UPDATE ON public.page_content FOR EACH STATEMENT EXECUTE FUNCTION private.content_changed();

--
-- Name: page_content page_content_text_length; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER page_content_text_length BEFORE INSERT OR UPDATE OF content, page_name ON public.page_content FOR EACH ROW EXECUTE FUNCTION private.check_page_content_limits();

--
-- Name: partners partners_admin_only_writes; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER partners_admin_only_writes BEFORE INSERT OR DELETE OR UPDATE ON public.partners FOR EACH STATEMENT EXECUTE FUNCTION private.assert_admin_write();

--
-- Name: partners partners_keep_code; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER partners_keep_code BEFORE UPDATE OF code ON public.partners FOR EACH ROW EXECUTE FUNCTION private.keep_partner_code();

--
-- Name: partners partners_record_history; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER partners_record_history AFTER INSERT OR DELETE OR UPDATE ON public.partners FOR EACH ROW EXECUTE FUNCTION private.record_content_history();

--
-- Name: partners partners_refuse_stale_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER partners_refuse_stale_update BEFORE UPDATE ON public.partners FOR EACH ROW EXECUTE FUNCTION private.refuse_stale_update();

--
-- Name: partners partners_request_site_build; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER partners_request_site_build AFTER INSERT OR DELETE OR UPDATE ON public.partners FOR EACH STATEMENT EXECUTE FUNCTION private.content_changed();

--
-- Name: redirects redirects_admin_only_writes; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER redirects_admin_only_writes BEFORE INSERT OR DELETE OR UPDATE ON public.redirects FOR EACH STATEMENT EXECUTE FUNCTION private.assert_admin_write();

--
-- Name: redirects redirects_no_loop; Type: TRIGGER; Schema: public; Owner: -
--

CREATE CONSTRAINT TRIGGER redirects_no_loop AFTER INSERT OR UPDATE ON public.redirects DEFERRABLE INITIALLY IMMEDIATE FOR EACH ROW EXECUTE FUNCTION private.refuse_redirect_loop();

--
-- Name: redirects redirects_request_site_build; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER redirects_request_site_build AFTER INSERT OR DELETE OR UPDATE ON public.redirects FOR EACH STATEMENT EXECUTE FUNCTION private.content_changed();

--
-- Name: reference_price_reports reference_price_reports_admin_only_writes; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER reference_price_reports_admin_only_writes BEFORE INSERT OR DELETE OR UPDATE ON public.reference_price_reports FOR EACH STATEMENT EXECUTE FUNCTION private.assert_admin_write();

--
-- Name: testimonials testimonials_admin_only_writes; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER testimonials_admin_only_writes BEFORE INSERT OR DELETE OR UPDATE ON public.testimonials FOR EACH STATEMENT EXECUTE FUNCTION private.assert_admin_write();

--
-- Name: testimonials testimonials_first_position; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER testimonials_first_position BEFORE INSERT ON public.testimonials FOR EACH ROW WHEN ((new."position" IS NULL)) EXECUTE FUNCTION private.testimonial_first_position();

--
-- Name: testimonials testimonials_record_history; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER testimonials_record_history AFTER INSERT OR DELETE OR UPDATE ON public.testimonials FOR EACH ROW EXECUTE FUNCTION private.record_content_history();

--
-- Name: testimonials testimonials_refuse_stale_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER testimonials_refuse_stale_update BEFORE UPDATE ON public.testimonials FOR EACH ROW EXECUTE FUNCTION private.refuse_stale_update();

--
-- Name: testimonials testimonials_request_site_build; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER testimonials_request_site_build AFTER INSERT OR DELETE OR UPDATE ON public.testimonials FOR EACH STATEMENT EXECUTE FUNCTION private.content_changed();

--
-- Name: umroh_reference_price umroh_reference_price_admin_only_writes; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER umroh_reference_price_admin_only_writes BEFORE INSERT OR DELETE OR UPDATE ON public.umroh_reference_price FOR EACH STATEMENT EXECUTE FUNCTION private.assert_admin_write();

--
-- Name: umroh_reference_price umroh_reference_price_touch_updated_at; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER umroh_reference_price_touch_updated_at BEFORE UPDATE ON public.umroh_reference_price FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at();

--
-- Name: trash_inquiry_links trash_inquiry_links_inquiry_id_fkey; Type: FK CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.trash_inquiry_links
    ADD CONSTRAINT trash_inquiry_links_inquiry_id_fkey FOREIGN KEY (inquiry_id) REFERENCES public.inquiries(id) ON DELETE CASCADE;

--
-- Name: album_photos album_photos_album_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.album_photos
    ADD CONSTRAINT album_photos_album_id_fkey FOREIGN KEY (album_id) REFERENCES public.albums(id) ON DELETE CASCADE;

--
-- Name: albums albums_departure_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.albums
    ADD CONSTRAINT albums_departure_id_fkey FOREIGN KEY (departure_id) REFERENCES public.departures(id) ON DELETE SET NULL;

--
-- Name: albums albums_package_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.albums
    ADD CONSTRAINT albums_package_id_fkey FOREIGN KEY (package_id) REFERENCES public.packages(id) ON DELETE SET NULL;

--
-- Name: departures departures_package_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.departures
    ADD CONSTRAINT departures_package_id_fkey FOREIGN KEY (package_id) REFERENCES public.packages(id) ON DELETE CASCADE;

--
-- Name: faqs faqs_package_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.faqs
    ADD CONSTRAINT faqs_package_id_fkey FOREIGN KEY (package_id) REFERENCES public.packages(id) ON DELETE CASCADE;

--
-- Name: inquiries inquiries_departure_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inquiries
    ADD CONSTRAINT inquiries_departure_id_fkey FOREIGN KEY (departure_id) REFERENCES public.departures(id) ON DELETE SET NULL;

--
-- Name: inquiries inquiries_package_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inquiries
    ADD CONSTRAINT inquiries_package_id_fkey FOREIGN KEY (package_id) REFERENCES public.packages(id) ON DELETE SET NULL;

--
-- Name: inquiries inquiries_partner_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inquiries
    ADD CONSTRAINT inquiries_partner_id_fkey FOREIGN KEY (partner_id) REFERENCES public.partners(id) ON DELETE SET NULL;

--
-- Name: inquiry_alerts inquiry_alerts_inquiry_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inquiry_alerts
    ADD CONSTRAINT inquiry_alerts_inquiry_id_fkey FOREIGN KEY (inquiry_id) REFERENCES public.inquiries(id) ON DELETE CASCADE;

--
-- Name: inquiry_events inquiry_events_inquiry_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inquiry_events
    ADD CONSTRAINT inquiry_events_inquiry_id_fkey FOREIGN KEY (inquiry_id) REFERENCES public.inquiries(id) ON DELETE CASCADE;

--
-- Name: package_hotels package_hotels_hotel_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.package_hotels
    ADD CONSTRAINT package_hotels_hotel_id_fkey FOREIGN KEY (hotel_id) REFERENCES public.hotels(id) ON DELETE RESTRICT;

--
-- Name: package_hotels package_hotels_package_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.package_hotels
    ADD CONSTRAINT package_hotels_package_id_fkey FOREIGN KEY (package_id) REFERENCES public.packages(id) ON DELETE CASCADE;

--
-- Name: page_counts page_counts_package_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.page_counts
    ADD CONSTRAINT page_counts_package_id_fkey FOREIGN KEY (package_id) REFERENCES public.packages(id) ON DELETE SET NULL;

--
-- Name: partners partners_package_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.partners
    ADD CONSTRAINT partners_package_id_fkey FOREIGN KEY (package_id) REFERENCES public.packages(id) ON DELETE SET NULL;

--
-- Name: reference_price_reports reference_price_reports_package_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reference_price_reports
    ADD CONSTRAINT reference_price_reports_package_id_fkey FOREIGN KEY (package_id) REFERENCES public.packages(id) ON DELETE CASCADE;

--
-- Name: source_counts source_counts_package_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.source_counts
    ADD CONSTRAINT source_counts_package_id_fkey FOREIGN KEY (package_id) REFERENCES public.packages(id) ON DELETE SET NULL;

--
-- Name: source_counts source_counts_partner_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.source_counts
    ADD CONSTRAINT source_counts_partner_id_fkey FOREIGN KEY (partner_id) REFERENCES public.partners(id) ON DELETE SET NULL;

--
-- Name: testimonials testimonials_departure_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.testimonials
    ADD CONSTRAINT testimonials_departure_id_fkey FOREIGN KEY (departure_id) REFERENCES public.departures(id) ON DELETE SET NULL;

--
-- Name: address_salt; Type: ROW SECURITY; Schema: private; Owner: -
--

ALTER TABLE private.address_salt ENABLE ROW LEVEL SECURITY;

--
-- Name: inquiry_senders; Type: ROW SECURITY; Schema: private; Owner: -
--

ALTER TABLE private.inquiry_senders ENABLE ROW LEVEL SECURITY;

--
-- Name: packages_departure_archive; Type: ROW SECURITY; Schema: private; Owner: -
--

ALTER TABLE private.packages_departure_archive ENABLE ROW LEVEL SECURITY;

--
-- Name: page_content_limits; Type: ROW SECURITY; Schema: private; Owner: -
--

ALTER TABLE private.page_content_limits ENABLE ROW LEVEL SECURITY;

--
-- Name: trash_inquiry_links; Type: ROW SECURITY; Schema: private; Owner: -
--

ALTER TABLE private.trash_inquiry_links ENABLE ROW LEVEL SECURITY;

--
-- Name: faqs The administrator can add FAQs; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can add FAQs" ON public.faqs FOR INSERT TO authenticated WITH CHECK (public.is_admin());

--
-- Name: album_photos The administrator can add album photos; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can add album photos" ON public.album_photos FOR INSERT TO authenticated WITH CHECK (public.is_admin());

--
-- Name: albums The administrator can add albums; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can add albums" ON public.albums FOR INSERT TO authenticated WITH CHECK (public.is_admin());

--
-- Name: articles The administrator can add articles; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can add articles" ON public.articles FOR INSERT TO authenticated WITH CHECK (public.is_admin());

--
-- Name: bank_accounts The administrator can add bank accounts; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can add bank accounts" ON public.bank_accounts FOR INSERT TO authenticated WITH CHECK (public.is_admin());

--
-- Name: departures The administrator can add departures; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can add departures" ON public.departures FOR INSERT TO authenticated WITH CHECK (public.is_admin());

--
-- Name: features The administrator can add features; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can add features" ON public.features FOR INSERT TO authenticated WITH CHECK (public.is_admin());

--
-- Name: package_hotels The administrator can add hotel choices; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can add hotel choices" ON public.package_hotels FOR INSERT TO authenticated WITH CHECK (public.is_admin());

--
-- Name: hotels The administrator can add hotels; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can add hotels" ON public.hotels FOR INSERT TO authenticated WITH CHECK (public.is_admin());

--
-- Name: media The administrator can add media; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can add media" ON public.media FOR INSERT TO authenticated WITH CHECK (public.is_admin());

--
-- Name: packages The administrator can add packages; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can add packages" ON public.packages FOR INSERT TO authenticated WITH CHECK (public.is_admin());

--
-- Name: page_content The administrator can add page content; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can add page content" ON public.page_content FOR INSERT TO authenticated WITH CHECK (public.is_admin());

--
-- Name: partners The administrator can add partners; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can add partners" ON public.partners FOR INSERT TO authenticated WITH CHECK (public.is_admin());

--
-- Name: redirects The administrator can add redirects; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can add redirects" ON public.redirects FOR INSERT TO authenticated WITH CHECK (public.is_admin());

--
-- Name: testimonials The administrator can add testimonials; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can add testimonials" ON public.testimonials FOR INSERT TO authenticated WITH CHECK (public.is_admin());

--
-- Name: faqs The administrator can change FAQs; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can change FAQs" ON public.faqs FOR UPDATE TO authenticated USING (public.is_admin()) WITH CHECK (public.is_admin());

--
-- Name: reference_price_reports The administrator can change a price report; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can change a price report" ON public.reference_price_reports FOR UPDATE TO authenticated USING (public.is_admin()) WITH CHECK (public.is_admin());

--
-- Name: album_photos The administrator can change album photos; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can change album photos" ON public.album_photos FOR UPDATE TO authenticated USING (public.is_admin()) WITH CHECK (public.is_admin());

--
-- Name: albums The administrator can change albums; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can change albums" ON public.albums FOR UPDATE TO authenticated USING (public.is_admin()) WITH CHECK (public.is_admin());

--
-- Name: articles The administrator can change articles; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can change articles" ON public.articles FOR UPDATE TO authenticated USING (public.is_admin()) WITH CHECK (public.is_admin());

--
-- Name: bank_accounts The administrator can change bank accounts; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can change bank accounts" ON public.bank_accounts FOR UPDATE TO authenticated USING (public.is_admin()) WITH CHECK (public.is_admin());

--
-- Name: departures The administrator can change departures; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can change departures" ON public.departures FOR UPDATE TO authenticated USING (public.is_admin()) WITH CHECK (public.is_admin());

--
-- Name: features The administrator can change features; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can change features" ON public.features FOR UPDATE TO authenticated USING (public.is_admin()) WITH CHECK (public.is_admin());

--
-- Name: package_hotels The administrator can change hotel choices; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can change hotel choices" ON public.package_hotels FOR UPDATE TO authenticated USING (public.is_admin()) WITH CHECK (public.is_admin());

--
-- Name: hotels The administrator can change hotels; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can change hotels" ON public.hotels FOR UPDATE TO authenticated USING (public.is_admin()) WITH CHECK (public.is_admin());

--
-- Name: inquiries The administrator can change inquiries; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can change inquiries" ON public.inquiries FOR UPDATE TO authenticated USING (public.is_admin()) WITH CHECK (public.is_admin());

--
-- Name: media The administrator can change media; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can change media" ON public.media FOR UPDATE TO authenticated USING (public.is_admin()) WITH CHECK (public.is_admin());

--
-- Name: packages The administrator can change packages; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can change packages" ON public.packages FOR UPDATE TO authenticated USING (public.is_admin()) WITH CHECK (public.is_admin());

--
-- Name: page_content The administrator can change page content; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can change page content" ON public.page_content FOR UPDATE TO authenticated USING (public.is_admin()) WITH CHECK (public.is_admin());

--
-- Name: partners The administrator can change partners; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can change partners" ON public.partners FOR UPDATE TO authenticated USING (public.is_admin()) WITH CHECK (public.is_admin());

--
-- Name: redirects The administrator can change redirects; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can change redirects" ON public.redirects FOR UPDATE TO authenticated USING (public.is_admin()) WITH CHECK (public.is_admin());

--
-- Name: testimonials The administrator can change testimonials; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can change testimonials" ON public.testimonials FOR UPDATE TO authenticated USING (public.is_admin()) WITH CHECK (public.is_admin());

--
-- Name: umroh_reference_price The administrator can change the reference price; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can change the reference price" ON public.umroh_reference_price FOR UPDATE TO authenticated USING (public.is_admin()) WITH CHECK (public.is_admin());

--
-- Name: faqs The administrator can delete FAQs; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can delete FAQs" ON public.faqs FOR DELETE TO authenticated USING (public.is_admin());

--
-- Name: album_photos The administrator can delete album photos; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can delete album photos" ON public.album_photos FOR DELETE TO authenticated USING (public.is_admin());

--
-- Name: albums The administrator can delete albums; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can delete albums" ON public.albums FOR DELETE TO authenticated USING (public.is_admin());

--
-- Name: articles The administrator can delete articles; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can delete articles" ON public.articles FOR DELETE TO authenticated USING (public.is_admin());

--
-- Name: bank_accounts The administrator can delete bank accounts; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can delete bank accounts" ON public.bank_accounts FOR DELETE TO authenticated USING (public.is_admin());

--
-- Name: departures The administrator can delete departures; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can delete departures" ON public.departures FOR DELETE TO authenticated USING (public.is_admin());

--
-- Name: features The administrator can delete features; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can delete features" ON public.features FOR DELETE TO authenticated USING (public.is_admin());

--
-- Name: hotels The administrator can delete hotels; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can delete hotels" ON public.hotels FOR DELETE TO authenticated USING (public.is_admin());

--
-- Name: inquiries The administrator can delete inquiries; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can delete inquiries" ON public.inquiries FOR DELETE TO authenticated USING (public.is_admin());

--
-- Name: media The administrator can delete media; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can delete media" ON public.media FOR DELETE TO authenticated USING (public.is_admin());

--
-- Name: packages The administrator can delete packages; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can delete packages" ON public.packages FOR DELETE TO authenticated USING (public.is_admin());

--
-- Name: page_content The administrator can delete page content; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can delete page content" ON public.page_content FOR DELETE TO authenticated USING (public.is_admin());

--
-- Name: redirects The administrator can delete redirects; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can delete redirects" ON public.redirects FOR DELETE TO authenticated USING (public.is_admin());

--
-- Name: testimonials The administrator can delete testimonials; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can delete testimonials" ON public.testimonials FOR DELETE TO authenticated USING (public.is_admin());

--
-- Name: site_builds The administrator can read build history; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can read build history" ON public.site_builds FOR SELECT TO authenticated USING (public.is_admin());

--
-- Name: source_counts The administrator can read counts per channel; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can read counts per channel" ON public.source_counts FOR SELECT TO authenticated USING (public.is_admin());

--
-- Name: faqs The administrator can read every FAQ; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can read every FAQ" ON public.faqs FOR SELECT TO authenticated USING (public.is_admin());

--
-- Name: albums The administrator can read every album; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can read every album" ON public.albums FOR SELECT TO authenticated USING (public.is_admin());

--
-- Name: album_photos The administrator can read every album photo; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can read every album photo" ON public.album_photos FOR SELECT TO authenticated USING (public.is_admin());

--
-- Name: articles The administrator can read every article; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can read every article" ON public.articles FOR SELECT TO authenticated USING (public.is_admin());

--
-- Name: departures The administrator can read every departure; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can read every departure" ON public.departures FOR SELECT TO authenticated USING (public.is_admin());

--
-- Name: features The administrator can read every feature; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can read every feature" ON public.features FOR SELECT TO authenticated USING (public.is_admin());

--
-- Name: hotels The administrator can read every hotel; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can read every hotel" ON public.hotels FOR SELECT TO authenticated USING (public.is_admin());

--
-- Name: package_hotels The administrator can read every hotel choice; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can read every hotel choice" ON public.package_hotels FOR SELECT TO authenticated USING (public.is_admin());

--
-- Name: packages The administrator can read every package; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can read every package" ON public.packages FOR SELECT TO authenticated USING (public.is_admin());

--
-- Name: testimonials The administrator can read every testimonial; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can read every testimonial" ON public.testimonials FOR SELECT TO authenticated USING (public.is_admin());

--
-- Name: inquiries The administrator can read inquiries; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can read inquiries" ON public.inquiries FOR SELECT TO authenticated USING (public.is_admin());

--
-- Name: inquiry_alerts The administrator can read inquiry alerts; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can read inquiry alerts" ON public.inquiry_alerts FOR SELECT TO authenticated USING (public.is_admin());

--
-- Name: media The administrator can read media; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can read media" ON public.media FOR SELECT TO authenticated USING (public.is_admin());

--
-- Name: page_counts The administrator can read page counts; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can read page counts" ON public.page_counts FOR SELECT TO authenticated USING (( SELECT public.is_admin() AS is_admin));

--
-- Name: partners The administrator can read partners; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can read partners" ON public.partners FOR SELECT TO authenticated USING (public.is_admin());

--
-- Name: content_history The administrator can read the content history; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can read the content history" ON public.content_history FOR SELECT TO authenticated USING (public.is_admin());

--
-- Name: inquiry_events The administrator can read the inquiry timeline; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can read the inquiry timeline" ON public.inquiry_events FOR SELECT TO authenticated USING (public.is_admin());

--
-- Name: data_requests The administrator can read the personal-data request log; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can read the personal-data request log" ON public.data_requests FOR SELECT TO authenticated USING (public.is_admin());

--
-- Name: preview_links The administrator can read the preview links; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can read the preview links" ON public.preview_links FOR SELECT TO authenticated USING (public.is_admin());

--
-- Name: reference_price_reports The administrator can read the price reports; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can read the price reports" ON public.reference_price_reports FOR SELECT TO authenticated USING (public.is_admin());

--
-- Name: umroh_reference_price The administrator can read the reference price; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can read the reference price" ON public.umroh_reference_price FOR SELECT TO authenticated USING (public.is_admin());

--
-- Name: reference_price_reports The administrator can record a price report; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can record a price report" ON public.reference_price_reports FOR INSERT TO authenticated WITH CHECK (public.is_admin());

--
-- Name: reference_price_reports The administrator can remove a price report; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can remove a price report" ON public.reference_price_reports FOR DELETE TO authenticated USING (public.is_admin());

--
-- Name: package_hotels The administrator can remove hotel choices; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The administrator can remove hotel choices" ON public.package_hotels FOR DELETE TO authenticated USING (public.is_admin());

--
-- Name: faqs Visitors can read active FAQs of the site or of an active packa; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Visitors can read active FAQs of the site or of an active packa" ON public.faqs FOR SELECT TO anon, authenticated USING ((is_active AND ((package_id IS NULL) OR (EXISTS ( SELECT 1
   FROM public.packages p
  WHERE ((p.id = faqs.package_id) AND (p.status = 'active'::text)))))));

--
-- Name: features Visitors can read active features; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Visitors can read active features" ON public.features FOR SELECT TO anon, authenticated USING (is_active);

--
-- Name: packages Visitors can read active packages; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Visitors can read active packages" ON public.packages FOR SELECT TO anon, authenticated USING ((status = 'active'::text));

--
-- Name: testimonials Visitors can read consented testimonials; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Visitors can read consented testimonials" ON public.testimonials FOR SELECT TO anon, authenticated USING (consent);

--
-- Name: page_content Visitors can read page content; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Visitors can read page content" ON public.page_content FOR SELECT TO anon, authenticated USING (true);

--
-- Name: albums Visitors can read published albums; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Visitors can read published albums" ON public.albums FOR SELECT TO anon, authenticated USING ((status = 'published'::text));

--
-- Name: articles Visitors can read published articles; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Visitors can read published articles" ON public.articles FOR SELECT TO anon, authenticated USING ((status = 'published'::text));

--
-- Name: redirects Visitors can read redirects; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Visitors can read redirects" ON public.redirects FOR SELECT TO anon, authenticated USING (true);

--
-- Name: consent_texts Visitors can read the consent texts; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Visitors can read the consent texts" ON public.consent_texts FOR SELECT TO anon, authenticated USING (true);

--
-- Name: album_photos Visitors can read the consented photos of published albums; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Visitors can read the consented photos of published albums" ON public.album_photos FOR SELECT TO anon, authenticated USING ((consent AND (EXISTS ( SELECT 1
   FROM public.albums a
  WHERE ((a.id = album_photos.album_id) AND (a.status = 'published'::text))))));

--
-- Name: departures Visitors can read the departures of active packages; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Visitors can read the departures of active packages" ON public.departures FOR SELECT TO anon, authenticated USING ((EXISTS ( SELECT 1
   FROM public.packages p
  WHERE ((p.id = departures.package_id) AND (p.status = 'active'::text)))));

--
-- Name: package_hotels Visitors can read the hotel choices of active packages; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Visitors can read the hotel choices of active packages" ON public.package_hotels FOR SELECT TO anon, authenticated USING ((EXISTS ( SELECT 1
   FROM public.packages p
  WHERE ((p.id = package_hotels.package_id) AND (p.status = 'active'::text)))));

--
-- Name: hotels Visitors can read the hotels of active packages; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Visitors can read the hotels of active packages" ON public.hotels FOR SELECT TO anon, authenticated USING ((EXISTS ( SELECT 1
   FROM (public.package_hotels ph
     JOIN public.packages p ON ((p.id = ph.package_id)))
  WHERE ((ph.hotel_id = hotels.id) AND (p.status = 'active'::text)))));

--
-- Name: bank_accounts Visitors can read the official bank accounts; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Visitors can read the official bank accounts" ON public.bank_accounts FOR SELECT TO anon, authenticated USING (true);

--
-- Name: album_photos; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.album_photos ENABLE ROW LEVEL SECURITY;

--
-- Name: albums; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.albums ENABLE ROW LEVEL SECURITY;

--
-- Name: articles; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.articles ENABLE ROW LEVEL SECURITY;

--
-- Name: bank_accounts; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.bank_accounts ENABLE ROW LEVEL SECURITY;

--
-- Name: consent_texts; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.consent_texts ENABLE ROW LEVEL SECURITY;

--
-- Name: content_history; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.content_history ENABLE ROW LEVEL SECURITY;

--
-- Name: data_requests; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.data_requests ENABLE ROW LEVEL SECURITY;

--
-- Name: departures; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.departures ENABLE ROW LEVEL SECURITY;

--
-- Name: faqs; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.faqs ENABLE ROW LEVEL SECURITY;

--
-- Name: features; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.features ENABLE ROW LEVEL SECURITY;

--
-- Name: hotels; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.hotels ENABLE ROW LEVEL SECURITY;

--
-- Name: inquiries; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.inquiries ENABLE ROW LEVEL SECURITY;

--
-- Name: inquiry_alerts; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.inquiry_alerts ENABLE ROW LEVEL SECURITY;

--
-- Name: inquiry_events; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.inquiry_events ENABLE ROW LEVEL SECURITY;

--
-- Name: media; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.media ENABLE ROW LEVEL SECURITY;

--
-- Name: package_hotels; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.package_hotels ENABLE ROW LEVEL SECURITY;

--
-- Name: packages; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.packages ENABLE ROW LEVEL SECURITY;

--
-- Name: page_content; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.page_content ENABLE ROW LEVEL SECURITY;

--
-- Name: page_counts; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.page_counts ENABLE ROW LEVEL SECURITY;

--
-- Name: partners; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.partners ENABLE ROW LEVEL SECURITY;

--
-- Name: preview_links; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.preview_links ENABLE ROW LEVEL SECURITY;

--
-- Name: redirects; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.redirects ENABLE ROW LEVEL SECURITY;

--
-- Name: reference_price_reports; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.reference_price_reports ENABLE ROW LEVEL SECURITY;

--
-- Name: site_builds; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.site_builds ENABLE ROW LEVEL SECURITY;

--
-- Name: source_counts; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.source_counts ENABLE ROW LEVEL SECURITY;

--
-- Name: testimonials; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.testimonials ENABLE ROW LEVEL SECURITY;

--
-- Name: umroh_reference_price; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.umroh_reference_price ENABLE ROW LEVEL SECURITY;

--
-- Name: SCHEMA private; Type: ACL; Schema: -; Owner: -
--

GRANT USAGE ON SCHEMA private TO anon;
GRANT USAGE ON SCHEMA private TO authenticated;
GRANT USAGE ON SCHEMA private TO service_role;

--
-- Name: SCHEMA public; Type: ACL; Schema: -; Owner: -
--

GRANT ALL ON SCHEMA public TO postgres;
GRANT USAGE ON SCHEMA public TO anon;
GRANT USAGE ON SCHEMA public TO authenticated;
GRANT USAGE ON SCHEMA public TO service_role;

--
-- Name: FUNCTION account_holder_matches(p_holder text, p_company text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.account_holder_matches(p_holder text, p_company text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.account_holder_matches(p_holder text, p_company text) TO authenticated;
GRANT ALL ON FUNCTION private.account_holder_matches(p_holder text, p_company text) TO service_role;

--
-- Name: FUNCTION active_partner(p_code text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.active_partner(p_code text) FROM PUBLIC;

--
-- Name: FUNCTION album_package_from_departure(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.album_package_from_departure() FROM PUBLIC;

--
-- Name: FUNCTION apply_content_schedules(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.apply_content_schedules() FROM PUBLIC;

--
-- Name: FUNCTION apply_deploy_notification(deploy jsonb); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.apply_deploy_notification(deploy jsonb) FROM PUBLIC;

--
-- Name: FUNCTION are_safe_media_urls(value jsonb); Type: ACL; Schema: private; Owner: -
--

GRANT ALL ON FUNCTION private.are_safe_media_urls(value jsonb) TO anon;
GRANT ALL ON FUNCTION private.are_safe_media_urls(value jsonb) TO authenticated;
GRANT ALL ON FUNCTION private.are_safe_media_urls(value jsonb) TO service_role;

--
-- Name: FUNCTION assert_admin_write(); Type: ACL; Schema: private; Owner: -
--

GRANT ALL ON FUNCTION private.assert_admin_write() TO anon;
GRANT ALL ON FUNCTION private.assert_admin_write() TO authenticated;
GRANT ALL ON FUNCTION private.assert_admin_write() TO service_role;

--
-- Name: FUNCTION check_bank_account_holder(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.check_bank_account_holder() FROM PUBLIC;

--
-- Name: FUNCTION check_page_content_limits(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.check_page_content_limits() FROM PUBLIC;

--
-- Name: FUNCTION clear_lost_reason(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.clear_lost_reason() FROM PUBLIC;

--
-- Name: FUNCTION content_changed(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.content_changed() FROM PUBLIC;

--
-- Name: FUNCTION content_row_id(r jsonb); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.content_row_id(r jsonb) FROM PUBLIC;

--
-- Name: FUNCTION countable_path(raw_path text, raw_package_id uuid, OUT path text, OUT package_id uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.countable_path(raw_path text, raw_package_id uuid, OUT path text, OUT package_id uuid) FROM PUBLIC;

--
-- Name: FUNCTION countable_static_paths(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.countable_static_paths() FROM PUBLIC;

--
-- Name: FUNCTION current_consent_version(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.current_consent_version() FROM PUBLIC;

--
-- Name: FUNCTION departure_refusal(p_departure uuid, p_package uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.departure_refusal(p_departure uuid, p_package uuid) FROM PUBLIC;

--
-- Name: FUNCTION dispatch_inquiry_alert(alert_id bigint); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.dispatch_inquiry_alert(alert_id bigint) FROM PUBLIC;

--
-- Name: FUNCTION dispatch_site_build(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.dispatch_site_build() FROM PUBLIC;

--
-- Name: FUNCTION ensure_cron_jobs(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.ensure_cron_jobs() FROM PUBLIC;

--
-- Name: FUNCTION forget_deleted_package_in_articles(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.forget_deleted_package_in_articles() FROM PUBLIC;

--
-- Name: FUNCTION has_visible_text(value text); Type: ACL; Schema: private; Owner: -
--

GRANT ALL ON FUNCTION private.has_visible_text(value text) TO anon;
GRANT ALL ON FUNCTION private.has_visible_text(value text) TO authenticated;
GRANT ALL ON FUNCTION private.has_visible_text(value text) TO service_role;

--
-- Name: FUNCTION inquiry_alert_max_attempts(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.inquiry_alert_max_attempts() FROM PUBLIC;

--
-- Name: FUNCTION inquiry_alert_retry_after(attempts integer); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.inquiry_alert_retry_after(attempts integer) FROM PUBLIC;

--
-- Name: FUNCTION is_cancellation_tiers(value jsonb); Type: ACL; Schema: private; Owner: -
--

GRANT ALL ON FUNCTION private.is_cancellation_tiers(value jsonb) TO anon;
GRANT ALL ON FUNCTION private.is_cancellation_tiers(value jsonb) TO authenticated;
GRANT ALL ON FUNCTION private.is_cancellation_tiers(value jsonb) TO service_role;

--
-- Name: FUNCTION is_google_maps_embed(value text); Type: ACL; Schema: private; Owner: -
--

GRANT ALL ON FUNCTION private.is_google_maps_embed(value text) TO anon;
GRANT ALL ON FUNCTION private.is_google_maps_embed(value text) TO authenticated;
GRANT ALL ON FUNCTION private.is_google_maps_embed(value text) TO service_role;

--
-- Name: FUNCTION is_int_between(value jsonb, lo integer, hi integer); Type: ACL; Schema: private; Owner: -
--

GRANT ALL ON FUNCTION private.is_int_between(value jsonb, lo integer, hi integer) TO anon;
GRANT ALL ON FUNCTION private.is_int_between(value jsonb, lo integer, hi integer) TO authenticated;
GRANT ALL ON FUNCTION private.is_int_between(value jsonb, lo integer, hi integer) TO service_role;

--
-- Name: FUNCTION is_itinerary(value jsonb); Type: ACL; Schema: private; Owner: -
--

GRANT ALL ON FUNCTION private.is_itinerary(value jsonb) TO anon;
GRANT ALL ON FUNCTION private.is_itinerary(value jsonb) TO authenticated;
GRANT ALL ON FUNCTION private.is_itinerary(value jsonb) TO service_role;

--
-- Name: FUNCTION is_partner_code(value text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.is_partner_code(value text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_partner_code(value text) TO anon;
GRANT ALL ON FUNCTION private.is_partner_code(value text) TO authenticated;
GRANT ALL ON FUNCTION private.is_partner_code(value text) TO service_role;

--
-- Name: FUNCTION is_safe_media_url(value text); Type: ACL; Schema: private; Owner: -
--

GRANT ALL ON FUNCTION private.is_safe_media_url(value text) TO anon;
GRANT ALL ON FUNCTION private.is_safe_media_url(value text) TO authenticated;
GRANT ALL ON FUNCTION private.is_safe_media_url(value text) TO service_role;

--
-- Name: FUNCTION is_site_path(value text); Type: ACL; Schema: private; Owner: -
--

GRANT ALL ON FUNCTION private.is_site_path(value text) TO anon;
GRANT ALL ON FUNCTION private.is_site_path(value text) TO authenticated;
GRANT ALL ON FUNCTION private.is_site_path(value text) TO service_role;

--
-- Name: FUNCTION is_terms_content(value jsonb); Type: ACL; Schema: private; Owner: -
--

GRANT ALL ON FUNCTION private.is_terms_content(value jsonb) TO anon;
GRANT ALL ON FUNCTION private.is_terms_content(value jsonb) TO authenticated;
GRANT ALL ON FUNCTION private.is_terms_content(value jsonb) TO service_role;

--
-- Name: FUNCTION is_text_array(value jsonb); Type: ACL; Schema: private; Owner: -
--

GRANT ALL ON FUNCTION private.is_text_array(value jsonb) TO anon;
GRANT ALL ON FUNCTION private.is_text_array(value jsonb) TO authenticated;
GRANT ALL ON FUNCTION private.is_text_array(value jsonb) TO service_role;

--
-- Name: FUNCTION is_text_list(value jsonb, max_items integer, max_length integer); Type: ACL; Schema: private; Owner: -
--

GRANT ALL ON FUNCTION private.is_text_list(value jsonb, max_items integer, max_length integer) TO anon;
GRANT ALL ON FUNCTION private.is_text_list(value jsonb, max_items integer, max_length integer) TO authenticated;
GRANT ALL ON FUNCTION private.is_text_list(value jsonb, max_items integer, max_length integer) TO service_role;

--
-- Name: FUNCTION is_youtube_url(value text); Type: ACL; Schema: private; Owner: -
--

GRANT ALL ON FUNCTION private.is_youtube_url(value text) TO anon;
GRANT ALL ON FUNCTION private.is_youtube_url(value text) TO authenticated;
GRANT ALL ON FUNCTION private.is_youtube_url(value text) TO service_role;

--
-- Name: FUNCTION keep_inquiry_links(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.keep_inquiry_links() FROM PUBLIC;

--
-- Name: FUNCTION keep_partner_code(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.keep_partner_code() FROM PUBLIC;

--
-- Name: FUNCTION lead_channels(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.lead_channels() FROM PUBLIC;
GRANT ALL ON FUNCTION private.lead_channels() TO anon;
GRANT ALL ON FUNCTION private.lead_channels() TO authenticated;
GRANT ALL ON FUNCTION private.lead_channels() TO service_role;

--
-- Name: FUNCTION lead_tag(value text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.lead_tag(value text) FROM PUBLIC;

--
-- Name: FUNCTION legal_name_key(p_name text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.legal_name_key(p_name text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.legal_name_key(p_name text) TO authenticated;
GRANT ALL ON FUNCTION private.legal_name_key(p_name text) TO service_role;

--
-- Name: FUNCTION mask_whatsapp(digits text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.mask_whatsapp(digits text) FROM PUBLIC;

--
-- Name: FUNCTION merge_counts_of_deleted_package(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.merge_counts_of_deleted_package() FROM PUBLIC;

--
-- Name: FUNCTION merge_source_counts_of_deleted_package(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.merge_source_counts_of_deleted_package() FROM PUBLIC;

--
-- Name: FUNCTION move_redirect(old_path text, new_path text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.move_redirect(old_path text, new_path text) FROM PUBLIC;

--
-- Name: FUNCTION new_webhook_secret(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.new_webhook_secret() FROM PUBLIC;

--
-- Name: FUNCTION normalize_whatsapp(value text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.normalize_whatsapp(value text) FROM PUBLIC;

--
-- Name: FUNCTION page_content_over_limit(p_page_name text, p_content jsonb); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.page_content_over_limit(p_page_name text, p_content jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION private.page_content_over_limit(p_page_name text, p_content jsonb) TO authenticated;
GRANT ALL ON FUNCTION private.page_content_over_limit(p_page_name text, p_content jsonb) TO service_role;

--
-- Name: FUNCTION page_counts_bucket(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.page_counts_bucket() FROM PUBLIC;

--
-- Name: FUNCTION page_counts_day_limit(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.page_counts_day_limit() FROM PUBLIC;

--
-- Name: FUNCTION purge_old_content_history(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.purge_old_content_history() FROM PUBLIC;

--
-- Name: FUNCTION purge_old_inquiries(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.purge_old_inquiries() FROM PUBLIC;

--
-- Name: FUNCTION queue_inquiry_alert(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.queue_inquiry_alert() FROM PUBLIC;

--
-- Name: FUNCTION record_consent_version(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.record_consent_version() FROM PUBLIC;

--
-- Name: FUNCTION record_content_history(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.record_content_history() FROM PUBLIC;

--
-- Name: FUNCTION record_inquiry_events(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.record_inquiry_events() FROM PUBLIC;

--
-- Name: FUNCTION record_package_redirect(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.record_package_redirect() FROM PUBLIC;

--
-- Name: FUNCTION record_site_build_request(why text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.record_site_build_request(why text) FROM PUBLIC;

--
-- Name: FUNCTION record_slug_redirect(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.record_slug_redirect() FROM PUBLIC;

--
-- Name: FUNCTION refuse_deleting_used_hotel(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.refuse_deleting_used_hotel() FROM PUBLIC;

--
-- Name: FUNCTION refuse_deleting_used_media(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.refuse_deleting_used_media() FROM PUBLIC;

--
-- Name: FUNCTION refuse_early_publication(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.refuse_early_publication() FROM PUBLIC;

--
-- Name: FUNCTION refuse_redirect_loop(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.refuse_redirect_loop() FROM PUBLIC;

--
-- Name: FUNCTION refuse_second_departure_on_a_date(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.refuse_second_departure_on_a_date() FROM PUBLIC;

--
-- Name: FUNCTION refuse_stale_update(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.refuse_stale_update() FROM PUBLIC;

--
-- Name: FUNCTION reinsert_row(table_name text, snapshot jsonb); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.reinsert_row(table_name text, snapshot jsonb) FROM PUBLIC;

--
-- Name: FUNCTION request_address_key(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.request_address_key() FROM PUBLIC;

--
-- Name: FUNCTION request_daily_site_build(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.request_daily_site_build() FROM PUBLIC;

--
-- Name: FUNCTION request_may_be_counted(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.request_may_be_counted() FROM PUBLIC;

--
-- Name: FUNCTION request_number(whatsapp text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.request_number(whatsapp text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.request_number(whatsapp text) TO authenticated;

--
-- Name: FUNCTION retry_inquiry_alerts(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.retry_inquiry_alerts() FROM PUBLIC;

--
-- Name: FUNCTION set_or_clear_vault_secret(secret_name text, secret_value text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.set_or_clear_vault_secret(secret_name text, secret_value text) FROM PUBLIC;

--
-- Name: FUNCTION set_vault_secret(secret_name text, secret_value text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.set_vault_secret(secret_name text, secret_value text) FROM PUBLIC;

--
-- Name: FUNCTION site_build_in_flight(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.site_build_in_flight() FROM PUBLIC;

--
-- Name: FUNCTION stamp_published_at(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.stamp_published_at() FROM PUBLIC;

--
-- Name: FUNCTION touch_updated_at(); Type: ACL; Schema: private; Owner: -
--

GRANT ALL ON FUNCTION private.touch_updated_at() TO anon;
GRANT ALL ON FUNCTION private.touch_updated_at() TO authenticated;
GRANT ALL ON FUNCTION private.touch_updated_at() TO service_role;

--
-- Name: FUNCTION trash_period(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.trash_period() FROM PUBLIC;
GRANT ALL ON FUNCTION private.trash_period() TO authenticated;
GRANT ALL ON FUNCTION private.trash_period() TO service_role;

--
-- Name: FUNCTION vault_secret(secret_name text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.vault_secret(secret_name text) FROM PUBLIC;

--
-- Name: FUNCTION wib_date(ts timestamp with time zone); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.wib_date(ts timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION private.wib_date(ts timestamp with time zone) TO anon;
GRANT ALL ON FUNCTION private.wib_date(ts timestamp with time zone) TO authenticated;
GRANT ALL ON FUNCTION private.wib_date(ts timestamp with time zone) TO service_role;

--
-- Name: FUNCTION wib_day_start(day date); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.wib_day_start(day date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.wib_day_start(day date) TO anon;
GRANT ALL ON FUNCTION private.wib_day_start(day date) TO authenticated;
GRANT ALL ON FUNCTION private.wib_day_start(day date) TO service_role;

--
-- Name: TABLE inquiry_events; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.inquiry_events TO service_role;
GRANT SELECT ON TABLE public.inquiry_events TO authenticated;

--
-- Name: FUNCTION add_inquiry_note(inquiry_id uuid, note text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.add_inquiry_note(inquiry_id uuid, note text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.add_inquiry_note(inquiry_id uuid, note text) TO authenticated;
GRANT ALL ON FUNCTION public.add_inquiry_note(inquiry_id uuid, note text) TO service_role;

--
-- Name: FUNCTION claim_inquiry_alert(alert_id bigint, token text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.claim_inquiry_alert(alert_id bigint, token text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.claim_inquiry_alert(alert_id bigint, token text) TO service_role;

--
-- Name: FUNCTION create_preview_link(kind text, row_key text, draft jsonb); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.create_preview_link(kind text, row_key text, draft jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.create_preview_link(kind text, row_key text, draft jsonb) TO authenticated;
GRANT ALL ON FUNCTION public.create_preview_link(kind text, row_key text, draft jsonb) TO service_role;

--
-- Name: FUNCTION dashboard_counts(days integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.dashboard_counts(days integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.dashboard_counts(days integer) TO authenticated;
GRANT ALL ON FUNCTION public.dashboard_counts(days integer) TO service_role;

--
-- Name: FUNCTION dashboard_summary(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.dashboard_summary() FROM PUBLIC;
GRANT ALL ON FUNCTION public.dashboard_summary() TO authenticated;
GRANT ALL ON FUNCTION public.dashboard_summary() TO service_role;

--
-- Name: FUNCTION deploy_webhook_secret(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.deploy_webhook_secret() FROM PUBLIC;
GRANT ALL ON FUNCTION public.deploy_webhook_secret() TO service_role;

--
-- Name: FUNCTION duplicate_package(id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.duplicate_package(id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.duplicate_package(id uuid) TO service_role;
GRANT ALL ON FUNCTION public.duplicate_package(id uuid) TO authenticated;

--
-- Name: FUNCTION erase_personal_data(whatsapp text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.erase_personal_data(whatsapp text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.erase_personal_data(whatsapp text) TO authenticated;
GRANT ALL ON FUNCTION public.erase_personal_data(whatsapp text) TO service_role;

--
-- Name: FUNCTION finish_inquiry_alert(alert_id bigint, token text, delivered text[], error text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.finish_inquiry_alert(alert_id bigint, token text, delivered text[], error text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.finish_inquiry_alert(alert_id bigint, token text, delivered text[], error text) TO service_role;

--
-- Name: FUNCTION inquiry_alert_settings(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.inquiry_alert_settings() FROM PUBLIC;
GRANT ALL ON FUNCTION public.inquiry_alert_settings() TO authenticated;
GRANT ALL ON FUNCTION public.inquiry_alert_settings() TO service_role;

--
-- Name: FUNCTION is_admin(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.is_admin() FROM PUBLIC;
GRANT ALL ON FUNCTION public.is_admin() TO anon;
GRANT ALL ON FUNCTION public.is_admin() TO authenticated;
GRANT ALL ON FUNCTION public.is_admin() TO service_role;

--
-- Name: FUNCTION lead_source_report(from_day date, to_day date); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.lead_source_report(from_day date, to_day date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.lead_source_report(from_day date, to_day date) TO authenticated;
GRANT ALL ON FUNCTION public.lead_source_report(from_day date, to_day date) TO service_role;

--
-- Name: FUNCTION media_usage(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.media_usage() FROM PUBLIC;
GRANT ALL ON FUNCTION public.media_usage() TO authenticated;
GRANT ALL ON FUNCTION public.media_usage() TO service_role;

--
-- Name: FUNCTION open_preview_link(token text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.open_preview_link(token text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.open_preview_link(token text) TO anon;
GRANT ALL ON FUNCTION public.open_preview_link(token text) TO authenticated;
GRANT ALL ON FUNCTION public.open_preview_link(token text) TO service_role;

--
-- Name: FUNCTION partner_links(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.partner_links() FROM PUBLIC;
GRANT ALL ON FUNCTION public.partner_links() TO anon;
GRANT ALL ON FUNCTION public.partner_links() TO authenticated;
GRANT ALL ON FUNCTION public.partner_links() TO service_role;

--
-- Name: FUNCTION personal_data(whatsapp text, kind text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.personal_data(whatsapp text, kind text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.personal_data(whatsapp text, kind text) TO authenticated;
GRANT ALL ON FUNCTION public.personal_data(whatsapp text, kind text) TO service_role;

--
-- Name: FUNCTION record_deploy_notification(deploy jsonb); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.record_deploy_notification(deploy jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.record_deploy_notification(deploy jsonb) TO service_role;

--
-- Name: FUNCTION request_site_build(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.request_site_build() FROM PUBLIC;
GRANT ALL ON FUNCTION public.request_site_build() TO authenticated;
GRANT ALL ON FUNCTION public.request_site_build() TO service_role;

--
-- Name: FUNCTION restore_content_version(history_id bigint, version text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.restore_content_version(history_id bigint, version text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.restore_content_version(history_id bigint, version text) TO authenticated;
GRANT ALL ON FUNCTION public.restore_content_version(history_id bigint, version text) TO service_role;

--
-- Name: FUNCTION restore_deleted(history_id bigint); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.restore_deleted(history_id bigint) FROM PUBLIC;
GRANT ALL ON FUNCTION public.restore_deleted(history_id bigint) TO authenticated;
GRANT ALL ON FUNCTION public.restore_deleted(history_id bigint) TO service_role;

--
-- Name: FUNCTION retry_inquiry_alert(alert_id bigint); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.retry_inquiry_alert(alert_id bigint) FROM PUBLIC;
GRANT ALL ON FUNCTION public.retry_inquiry_alert(alert_id bigint) TO authenticated;
GRANT ALL ON FUNCTION public.retry_inquiry_alert(alert_id bigint) TO service_role;

--
-- Name: FUNCTION revoke_preview_link(link_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.revoke_preview_link(link_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.revoke_preview_link(link_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.revoke_preview_link(link_id uuid) TO service_role;

--
-- Name: TABLE album_photos; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.album_photos TO service_role;
GRANT SELECT ON TABLE public.album_photos TO anon;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.album_photos TO authenticated;

--
-- Name: TABLE albums; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.albums TO service_role;
GRANT SELECT ON TABLE public.albums TO anon;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.albums TO authenticated;

--
-- Name: TABLE departures; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.departures TO service_role;
GRANT SELECT ON TABLE public.departures TO anon;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.departures TO authenticated;

--
-- Name: TABLE packages; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.packages TO service_role;
GRANT SELECT ON TABLE public.packages TO anon;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.packages TO authenticated;

--
-- Name: TABLE album_details; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.album_details TO service_role;
GRANT SELECT ON TABLE public.album_details TO anon;
GRANT SELECT ON TABLE public.album_details TO authenticated;

--
-- Name: FUNCTION save_album(p_album jsonb, p_photos jsonb); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.save_album(p_album jsonb, p_photos jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.save_album(p_album jsonb, p_photos jsonb) TO authenticated;
GRANT ALL ON FUNCTION public.save_album(p_album jsonb, p_photos jsonb) TO service_role;

--
-- Name: FUNCTION send_test_inquiry_alert(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.send_test_inquiry_alert() FROM PUBLIC;
GRANT ALL ON FUNCTION public.send_test_inquiry_alert() TO authenticated;
GRANT ALL ON FUNCTION public.send_test_inquiry_alert() TO service_role;

--
-- Name: FUNCTION set_inquiry_alert_settings(telegram_bot_token text, telegram_chat_id text, webhook_url text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.set_inquiry_alert_settings(telegram_bot_token text, telegram_chat_id text, webhook_url text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.set_inquiry_alert_settings(telegram_bot_token text, telegram_chat_id text, webhook_url text) TO authenticated;
GRANT ALL ON FUNCTION public.set_inquiry_alert_settings(telegram_bot_token text, telegram_chat_id text, webhook_url text) TO service_role;

--
-- Name: FUNCTION site_publish_status(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.site_publish_status() FROM PUBLIC;
GRANT ALL ON FUNCTION public.site_publish_status() TO authenticated;
GRANT ALL ON FUNCTION public.site_publish_status() TO service_role;

--
-- Name: FUNCTION submit_inquiry(name text, whatsapp text, package_id uuid, departure_id uuid, pax integer, message text, consent boolean, website text, source_path text, channel text, partner_code text, utm_source text, utm_medium text, utm_campaign text, referrer_host text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.submit_inquiry(name text, whatsapp text, package_id uuid, departure_id uuid, pax integer, message text, consent boolean, website text, source_path text, channel text, partner_code text, utm_source text, utm_medium text, utm_campaign text, referrer_host text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.submit_inquiry(name text, whatsapp text, package_id uuid, departure_id uuid, pax integer, message text, consent boolean, website text, source_path text, channel text, partner_code text, utm_source text, utm_medium text, utm_campaign text, referrer_host text) TO anon;
GRANT ALL ON FUNCTION public.submit_inquiry(name text, whatsapp text, package_id uuid, departure_id uuid, pax integer, message text, consent boolean, website text, source_path text, channel text, partner_code text, utm_source text, utm_medium text, utm_campaign text, referrer_host text) TO authenticated;
GRANT ALL ON FUNCTION public.submit_inquiry(name text, whatsapp text, package_id uuid, departure_id uuid, pax integer, message text, consent boolean, website text, source_path text, channel text, partner_code text, utm_source text, utm_medium text, utm_campaign text, referrer_host text) TO service_role;

--
-- Name: FUNCTION today_wib(); Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON FUNCTION public.today_wib() TO anon;
GRANT ALL ON FUNCTION public.today_wib() TO authenticated;
GRANT ALL ON FUNCTION public.today_wib() TO service_role;

--
-- Name: FUNCTION track_event(event text, path text, package_id uuid, channel text, partner_code text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.track_event(event text, path text, package_id uuid, channel text, partner_code text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.track_event(event text, path text, package_id uuid, channel text, partner_code text) TO anon;
GRANT ALL ON FUNCTION public.track_event(event text, path text, package_id uuid, channel text, partner_code text) TO authenticated;
GRANT ALL ON FUNCTION public.track_event(event text, path text, package_id uuid, channel text, partner_code text) TO service_role;

--
-- Name: TABLE packages_departure_archive; Type: ACL; Schema: private; Owner: -
--

GRANT SELECT ON TABLE private.packages_departure_archive TO service_role;

--
-- Name: TABLE page_content_limits; Type: ACL; Schema: private; Owner: -
--

GRANT SELECT ON TABLE private.page_content_limits TO service_role;

--
-- Name: TABLE trash_inquiry_links; Type: ACL; Schema: private; Owner: -
--

GRANT ALL ON TABLE private.trash_inquiry_links TO service_role;

--
-- Name: TABLE admin_package_list; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.admin_package_list TO service_role;
GRANT SELECT ON TABLE public.admin_package_list TO authenticated;

--
-- Name: TABLE articles; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.articles TO service_role;
GRANT SELECT ON TABLE public.articles TO anon;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.articles TO authenticated;

--
-- Name: TABLE bank_accounts; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.bank_accounts TO service_role;
GRANT SELECT ON TABLE public.bank_accounts TO anon;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.bank_accounts TO authenticated;

--
-- Name: TABLE consent_texts; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.consent_texts TO service_role;
GRANT SELECT ON TABLE public.consent_texts TO anon;
GRANT SELECT ON TABLE public.consent_texts TO authenticated;

--
-- Name: TABLE content_history; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.content_history TO service_role;
GRANT SELECT ON TABLE public.content_history TO authenticated;

--
-- Name: TABLE faqs; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.faqs TO service_role;
GRANT SELECT ON TABLE public.faqs TO anon;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.faqs TO authenticated;

--
-- Name: TABLE features; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.features TO service_role;
GRANT SELECT ON TABLE public.features TO anon;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.features TO authenticated;

--
-- Name: TABLE hotels; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.hotels TO service_role;
GRANT SELECT ON TABLE public.hotels TO anon;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.hotels TO authenticated;

--
-- Name: TABLE partners; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.partners TO service_role;
GRANT SELECT,INSERT,UPDATE ON TABLE public.partners TO authenticated;

--
-- Name: TABLE testimonials; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.testimonials TO service_role;
GRANT SELECT ON TABLE public.testimonials TO anon;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.testimonials TO authenticated;

--
-- Name: TABLE content_activity; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.content_activity TO service_role;
GRANT SELECT ON TABLE public.content_activity TO authenticated;

--
-- Name: TABLE content_activity_editors; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.content_activity_editors TO service_role;
GRANT SELECT ON TABLE public.content_activity_editors TO authenticated;

--
-- Name: SEQUENCE content_history_id_seq; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON SEQUENCE public.content_history_id_seq TO anon;
GRANT ALL ON SEQUENCE public.content_history_id_seq TO authenticated;
GRANT ALL ON SEQUENCE public.content_history_id_seq TO service_role;

--
-- Name: TABLE data_requests; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.data_requests TO service_role;
GRANT SELECT ON TABLE public.data_requests TO authenticated;

--
-- Name: SEQUENCE data_requests_id_seq; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON SEQUENCE public.data_requests_id_seq TO anon;
GRANT ALL ON SEQUENCE public.data_requests_id_seq TO authenticated;
GRANT ALL ON SEQUENCE public.data_requests_id_seq TO service_role;

--
-- Name: TABLE departure_choices; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.departure_choices TO service_role;
GRANT SELECT ON TABLE public.departure_choices TO authenticated;

--
-- Name: TABLE inquiries; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.inquiries TO service_role;
GRANT SELECT,DELETE,UPDATE ON TABLE public.inquiries TO authenticated;

--
-- Name: TABLE inquiry_alerts; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.inquiry_alerts TO service_role;

--
-- Name: COLUMN inquiry_alerts.id; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(id) ON TABLE public.inquiry_alerts TO authenticated;

--
-- Name: COLUMN inquiry_alerts.inquiry_id; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(inquiry_id) ON TABLE public.inquiry_alerts TO authenticated;

--
-- Name: COLUMN inquiry_alerts.is_test; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(is_test) ON TABLE public.inquiry_alerts TO authenticated;

--
-- Name: COLUMN inquiry_alerts.status; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(status) ON TABLE public.inquiry_alerts TO authenticated;

--
-- Name: COLUMN inquiry_alerts.attempts; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(attempts) ON TABLE public.inquiry_alerts TO authenticated;

--
-- Name: COLUMN inquiry_alerts.last_error; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(last_error) ON TABLE public.inquiry_alerts TO authenticated;

--
-- Name: COLUMN inquiry_alerts.delivered_to; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(delivered_to) ON TABLE public.inquiry_alerts TO authenticated;

--
-- Name: COLUMN inquiry_alerts.created_at; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(created_at) ON TABLE public.inquiry_alerts TO authenticated;

--
-- Name: COLUMN inquiry_alerts.last_attempt_at; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(last_attempt_at) ON TABLE public.inquiry_alerts TO authenticated;

--
-- Name: COLUMN inquiry_alerts.next_attempt_at; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(next_attempt_at) ON TABLE public.inquiry_alerts TO authenticated;

--
-- Name: COLUMN inquiry_alerts.sent_at; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(sent_at) ON TABLE public.inquiry_alerts TO authenticated;

--
-- Name: TABLE inquiry_alert_overview; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.inquiry_alert_overview TO service_role;
GRANT SELECT ON TABLE public.inquiry_alert_overview TO authenticated;

--
-- Name: SEQUENCE inquiry_alerts_id_seq; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON SEQUENCE public.inquiry_alerts_id_seq TO anon;
GRANT ALL ON SEQUENCE public.inquiry_alerts_id_seq TO authenticated;
GRANT ALL ON SEQUENCE public.inquiry_alerts_id_seq TO service_role;

--
-- Name: SEQUENCE inquiry_events_id_seq; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON SEQUENCE public.inquiry_events_id_seq TO anon;
GRANT ALL ON SEQUENCE public.inquiry_events_id_seq TO authenticated;
GRANT ALL ON SEQUENCE public.inquiry_events_id_seq TO service_role;

--
-- Name: TABLE inquiry_overview; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.inquiry_overview TO service_role;
GRANT SELECT ON TABLE public.inquiry_overview TO authenticated;

--
-- Name: TABLE media; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.media TO service_role;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.media TO authenticated;

--
-- Name: TABLE package_hotels; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.package_hotels TO service_role;
GRANT SELECT ON TABLE public.package_hotels TO anon;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.package_hotels TO authenticated;

--
-- Name: TABLE reference_price_reports; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.reference_price_reports TO service_role;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.reference_price_reports TO authenticated;

--
-- Name: TABLE umroh_reference_price; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.umroh_reference_price TO service_role;
GRANT SELECT,UPDATE ON TABLE public.umroh_reference_price TO authenticated;

--
-- Name: TABLE package_checks; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.package_checks TO service_role;
GRANT SELECT ON TABLE public.package_checks TO authenticated;

--
-- Name: TABLE page_content; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.page_content TO service_role;
GRANT SELECT ON TABLE public.page_content TO anon;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.page_content TO authenticated;

--
-- Name: TABLE page_counts; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.page_counts TO service_role;
GRANT SELECT ON TABLE public.page_counts TO authenticated;

--
-- Name: TABLE preview_links; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.preview_links TO service_role;

--
-- Name: COLUMN preview_links.id; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(id) ON TABLE public.preview_links TO authenticated;

--
-- Name: COLUMN preview_links.kind; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(kind) ON TABLE public.preview_links TO authenticated;

--
-- Name: COLUMN preview_links.row_key; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(row_key) ON TABLE public.preview_links TO authenticated;

--
-- Name: COLUMN preview_links.title; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(title) ON TABLE public.preview_links TO authenticated;

--
-- Name: COLUMN preview_links.created_by; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(created_by) ON TABLE public.preview_links TO authenticated;

--
-- Name: COLUMN preview_links.created_at; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(created_at) ON TABLE public.preview_links TO authenticated;

--
-- Name: COLUMN preview_links.expires_at; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(expires_at) ON TABLE public.preview_links TO authenticated;

--
-- Name: COLUMN preview_links.revoked_at; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(revoked_at) ON TABLE public.preview_links TO authenticated;

--
-- Name: TABLE preview_link_list; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.preview_link_list TO service_role;
GRANT SELECT ON TABLE public.preview_link_list TO authenticated;

--
-- Name: TABLE redirects; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.redirects TO service_role;
GRANT SELECT ON TABLE public.redirects TO anon;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.redirects TO authenticated;

--
-- Name: TABLE site_builds; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.site_builds TO service_role;
GRANT SELECT ON TABLE public.site_builds TO authenticated;

--
-- Name: SEQUENCE site_builds_id_seq; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON SEQUENCE public.site_builds_id_seq TO anon;
GRANT ALL ON SEQUENCE public.site_builds_id_seq TO authenticated;
GRANT ALL ON SEQUENCE public.site_builds_id_seq TO service_role;

--
-- Name: TABLE site_packages; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.site_packages TO service_role;
GRANT SELECT ON TABLE public.site_packages TO anon;
GRANT SELECT ON TABLE public.site_packages TO authenticated;

--
-- Name: TABLE source_counts; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.source_counts TO service_role;
GRANT SELECT ON TABLE public.source_counts TO authenticated;

--
-- Name: TABLE testimonial_details; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.testimonial_details TO service_role;
GRANT SELECT ON TABLE public.testimonial_details TO anon;
GRANT SELECT ON TABLE public.testimonial_details TO authenticated;

--
-- Name: TABLE trash; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.trash TO service_role;
GRANT SELECT ON TABLE public.trash TO authenticated;

--
-- Name: DEFAULT PRIVILEGES FOR SEQUENCES; Type: DEFAULT ACL; Schema: public; Owner: -
--

ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON SEQUENCES  TO postgres;
ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON SEQUENCES  TO anon;
ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON SEQUENCES  TO authenticated;
ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON SEQUENCES  TO service_role;

--
-- Name: DEFAULT PRIVILEGES FOR SEQUENCES; Type: DEFAULT ACL; Schema: public; Owner: -
--

ALTER DEFAULT PRIVILEGES FOR ROLE supabase_admin IN SCHEMA public GRANT ALL ON SEQUENCES  TO postgres;
ALTER DEFAULT PRIVILEGES FOR ROLE supabase_admin IN SCHEMA public GRANT ALL ON SEQUENCES  TO anon;
ALTER DEFAULT PRIVILEGES FOR ROLE supabase_admin IN SCHEMA public GRANT ALL ON SEQUENCES  TO authenticated;
ALTER DEFAULT PRIVILEGES FOR ROLE supabase_admin IN SCHEMA public GRANT ALL ON SEQUENCES  TO service_role;

--
-- Name: DEFAULT PRIVILEGES FOR FUNCTIONS; Type: DEFAULT ACL; Schema: public; Owner: -
--

ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON FUNCTIONS  TO postgres;
ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON FUNCTIONS  TO service_role;

--
-- Name: DEFAULT PRIVILEGES FOR FUNCTIONS; Type: DEFAULT ACL; Schema: public; Owner: -
--

ALTER DEFAULT PRIVILEGES FOR ROLE supabase_admin IN SCHEMA public GRANT ALL ON FUNCTIONS  TO postgres;
ALTER DEFAULT PRIVILEGES FOR ROLE supabase_admin IN SCHEMA public GRANT ALL ON FUNCTIONS  TO anon;
ALTER DEFAULT PRIVILEGES FOR ROLE supabase_admin IN SCHEMA public GRANT ALL ON FUNCTIONS  TO authenticated;
ALTER DEFAULT PRIVILEGES FOR ROLE supabase_admin IN SCHEMA public GRANT ALL ON FUNCTIONS  TO service_role;

--
-- Name: DEFAULT PRIVILEGES FOR TABLES; Type: DEFAULT ACL; Schema: public; Owner: -
--

ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON TABLES  TO postgres;
ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON TABLES  TO anon;
ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON TABLES  TO authenticated;
ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON TABLES  TO service_role;

--
-- Name: DEFAULT PRIVILEGES FOR TABLES; Type: DEFAULT ACL; Schema: public; Owner: -
--

ALTER DEFAULT PRIVILEGES FOR ROLE supabase_admin IN SCHEMA public GRANT ALL ON TABLES  TO postgres;
ALTER DEFAULT PRIVILEGES FOR ROLE supabase_admin IN SCHEMA public GRANT ALL ON TABLES  TO anon;
ALTER DEFAULT PRIVILEGES FOR ROLE supabase_admin IN SCHEMA public GRANT ALL ON TABLES  TO authenticated;
ALTER DEFAULT PRIVILEGES FOR ROLE supabase_admin IN SCHEMA public GRANT ALL ON TABLES  TO service_role;

--
-- PostgreSQL database dump complete
--
