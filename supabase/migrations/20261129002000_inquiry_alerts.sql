-- =====================================================================
-- An instant alert for each new inquiry, the way a rebuild is requested:
-- a trigger queues an alert, pg_net calls the Edge Function
-- notify-inquiry, which formats it and sends it to the owner's Telegram
-- bot and/or webhook, then reports back. A failed send is retried by the
-- scheduled job (hosted: pg_cron every minute; locally: the local
-- server's timer) and shown in the admin; it never touches the visitor's
-- submission, which is stored before any of this runs.
--
-- Vault (never readable by the browser):
--   notify_inquiry_url    the function's URL (hosted: https://<ref>.supabase.co/functions/v1/notify-inquiry)
--   telegram_bot_token    the bot's token
--   telegram_chat_id      the chat the bot writes to
--   inquiry_webhook_url   a URL that receives the alert as JSON
-- The administrator sets the last three from Settings
-- (set_inquiry_alert_settings) and sees only whether each is set.
--
-- The function is deployed with --no-verify-jwt: the request names an
-- alert and carries that alert's random token, and the function may only
-- claim a sending alert whose token matches (claim_inquiry_alert).
-- =====================================================================

create table public.inquiry_alerts (
  id bigint generated always as identity primary key,
  inquiry_id uuid null references public.inquiries (id) on delete cascade,
  is_test boolean not null default false,
  status text not null default 'pending',
  attempts integer not null default 0,
  last_error text null,
  -- Which destinations took it ('telegram', 'webhook', 'outbox' locally).
  delivered_to text[] not null default '{}',
  token text not null default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
  net_request_id bigint null,
  created_at timestamptz not null default now(),
  last_attempt_at timestamptz null,
  next_attempt_at timestamptz null,
  sent_at timestamptz null,
  constraint inquiry_alerts_status_check check (status in ('pending', 'sending', 'sent', 'failed', 'no_channel')),
  constraint inquiry_alerts_kind_check check (is_test or inquiry_id is not null),
  constraint inquiry_alerts_last_error_check check (length(last_error) <= 1000)
);

comment on table public.inquiry_alerts is
  'Alerts of new inquiries to the owner (Telegram, webhook): each attempt''s outcome, retried until sent (at most 5 attempts).';

create index inquiry_alerts_inquiry_idx on public.inquiry_alerts (inquiry_id);
create index inquiry_alerts_due_idx on public.inquiry_alerts (next_attempt_at) where status in ('pending', 'sending', 'failed');

alter table public.inquiry_alerts enable row level security;

create policy "The administrator can read inquiry alerts"
  on public.inquiry_alerts for select to authenticated
  using (public.is_admin());

-- The token stays with the database and the function: the administrator reads every other column.
revoke all on table public.inquiry_alerts from anon, authenticated;
grant select (id, inquiry_id, is_test, status, attempts, last_error, delivered_to, created_at, last_attempt_at,
              next_attempt_at, sent_at)
  on table public.inquiry_alerts to authenticated;
grant all on table public.inquiry_alerts to service_role;

-- The admin's list of alerts: each with the name of its inquiry (reads as the caller: administrator only).
create view public.inquiry_alert_overview with (security_invoker = true) as
select a.id, a.inquiry_id, i.name as inquiry_name, a.is_test, a.status, a.attempts, a.last_error, a.delivered_to,
       a.created_at, a.last_attempt_at, a.next_attempt_at, a.sent_at
  from public.inquiry_alerts a
  left join public.inquiries i on i.id = a.inquiry_id;

comment on view public.inquiry_alert_overview is
  'Inquiry alerts with their inquiry''s name, newest first in the admin (administrator only, through RLS).';

revoke all on table public.inquiry_alert_overview from anon, authenticated;
grant select on table public.inquiry_alert_overview to authenticated, service_role;

-- Attempts and the wait before each retry: 1, 2, 5 and 10 minutes.
create or replace function private.inquiry_alert_max_attempts()
returns integer
language sql
immutable
set search_path = ''
as $$ select 5 $$;

create or replace function private.inquiry_alert_retry_after(attempts integer)
returns interval
language sql
immutable
set search_path = ''
as $$
  select case when attempts <= 1 then interval '1 minute'
              when attempts = 2 then interval '2 minutes'
              when attempts = 3 then interval '5 minutes'
              else interval '10 minutes' end
$$;

revoke all on function private.inquiry_alert_max_attempts() from public, anon, authenticated;
revoke all on function private.inquiry_alert_retry_after(integer) from public, anon, authenticated;

-- Sends one alert to the function now (when its URL is set); returns the pg_net request id, or null.
create or replace function private.dispatch_inquiry_alert(alert_id bigint)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
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

revoke all on function private.dispatch_inquiry_alert(bigint) from public, anon, authenticated;

-- The trigger: every new inquiry gets an alert, sent at once.
create or replace function private.queue_inquiry_alert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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

revoke all on function private.queue_inquiry_alert() from public, anon, authenticated;

create trigger inquiries_queue_alert
  after insert on public.inquiries
  for each row execute function private.queue_inquiry_alert();

-- The scheduled job: alerts whose retry is due, alerts queued before the function's URL was set, and alerts
-- whose function never reported back. Returns how many were sent.
create or replace function private.retry_inquiry_alerts()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
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

revoke all on function private.retry_inquiry_alerts() from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------
-- The function's side (service_role only)
-- ---------------------------------------------------------------------

-- What the function needs to send a sending alert whose token matches: the inquiry's details and the
-- destinations. Null when the alert is not one to send (wrong token, already sent).
create or replace function public.claim_inquiry_alert(alert_id bigint, token text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
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
    'webhook_url', private.vault_secret('inquiry_webhook_url'))
    into result
    from (select 1) one
    left join public.inquiries i on i.id = alert.inquiry_id
    left join public.packages p on p.id = i.package_id
    left join public.departures d on d.id = i.departure_id
    left join public.partners m on m.id = i.partner_id;
  return result;
end;
$$;

revoke all on function public.claim_inquiry_alert(bigint, text) from public, anon, authenticated;
grant execute on function public.claim_inquiry_alert(bigint, text) to service_role;

-- The function's report: delivered to these destinations, or failed with this error (retried later).
create or replace function public.finish_inquiry_alert(alert_id bigint, token text, delivered text[], error text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.inquiry_alerts a
     set status = case
           when finish_inquiry_alert.error is null and coalesce(cardinality(finish_inquiry_alert.delivered), 0) = 0
             then 'no_channel'
           when finish_inquiry_alert.error is null then 'sent'
           else 'failed' end,
         delivered_to = coalesce(finish_inquiry_alert.delivered, '{}'),
         last_error = left(finish_inquiry_alert.error, 1000),
         sent_at = case when finish_inquiry_alert.error is null then now() end,
         next_attempt_at = case
           when finish_inquiry_alert.error is null or a.attempts >= private.inquiry_alert_max_attempts() then null
           else now() + private.inquiry_alert_retry_after(a.attempts) end
   where a.id = finish_inquiry_alert.alert_id and a.token = finish_inquiry_alert.token
     and a.status in ('pending', 'sending', 'failed');
end;
$$;

revoke all on function public.finish_inquiry_alert(bigint, text, text[], text) from public, anon, authenticated;
grant execute on function public.finish_inquiry_alert(bigint, text, text[], text) to service_role;

-- ---------------------------------------------------------------------
-- The administrator's side
-- ---------------------------------------------------------------------

-- Which destinations are set, never their values (the chat id's last digits help tell two chats apart).
create or replace function public.inquiry_alert_settings()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
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
    'function', private.vault_secret('notify_inquiry_url') is not null);
end;
$$;

revoke all on function public.inquiry_alert_settings() from public;
grant execute on function public.inquiry_alert_settings() to authenticated, service_role;

create or replace function private.set_or_clear_vault_secret(secret_name text, secret_value text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if secret_value = '' then
    delete from vault.secrets s where s.name = secret_name;
  else
    perform private.set_vault_secret(secret_name, secret_value);
  end if;
end;
$$;

revoke all on function private.set_or_clear_vault_secret(text, text) from public, anon, authenticated, service_role;

-- Sets or clears the destinations. A value left null keeps what is stored; '' removes it. Checked here too:
-- a bad value is refused with the field it belongs to (detail), nothing stored.
create or replace function public.set_inquiry_alert_settings(
  telegram_bot_token text default null,
  telegram_chat_id text default null,
  webhook_url text default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
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
  end if;
  return public.inquiry_alert_settings();
end;
$$;

revoke all on function public.set_inquiry_alert_settings(text, text, text) from public;
grant execute on function public.set_inquiry_alert_settings(text, text, text) to authenticated, service_role;


-- "Kirim tes": a test alert through the same path; returns its id for the admin to follow.
create or replace function public.send_test_inquiry_alert()
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
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

revoke all on function public.send_test_inquiry_alert() from public;
grant execute on function public.send_test_inquiry_alert() to authenticated, service_role;

-- "Kirim ulang": a failed alert is sent again now, with a fresh count of attempts.
create or replace function public.retry_inquiry_alert(alert_id bigint)
returns void
language plpgsql
security definer
set search_path = ''
as $$
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

revoke all on function public.retry_inquiry_alert(bigint) from public;
grant execute on function public.retry_inquiry_alert(bigint) to authenticated, service_role;

-- ---------------------------------------------------------------------
-- The scheduled job joins the project's jobs
-- ---------------------------------------------------------------------
create or replace function private.ensure_cron_jobs()
returns text[]
language plpgsql
security definer
set search_path = ''
as $$
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
      ('inquiry-alerts-retry', '* * * * *', 'select private.retry_inquiry_alerts()')
    ) as j (name, schedule, command)
  loop
    perform cron.schedule(job.name, job.schedule, job.command);
    ensured := ensured || job.name;
  end loop;
  return ensured;
end;
$$;

revoke all on function private.ensure_cron_jobs() from public, anon, authenticated, service_role;

do $$
begin
  perform private.ensure_cron_jobs();
exception when others then
  raise warning 'pg_cron jobs could not be scheduled (%): run select private.ensure_cron_jobs(); once pg_cron is enabled', sqlerrm;
end
$$;
