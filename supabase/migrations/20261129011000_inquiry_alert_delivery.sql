-- =====================================================================
-- How a new-inquiry alert reaches the owner's destinations.
--
-- Sent again only where it has not arrived: the claim tells the function
-- where the alert already arrived (delivered_to), the function skips
-- those, and the report adds this attempt's destinations to the earlier
-- ones. So a webhook that is down does not send the owner the same
-- Telegram message five times, and "Kirim ulang" sends to what failed.
--
-- The webhook is signed as Standard Webhooks specifies
-- (standardwebhooks.com): headers webhook-id, webhook-timestamp and
-- webhook-signature ("v1," and the base64 HMAC-SHA256 of
-- "<id>.<timestamp>.<body>"), with a key "whsec_<base64>". So whoever
-- receives it (the owner's spreadsheet script, an automation service) can
-- tell the agency's alerts from anything else posted to the same address.
-- The key is made when a webhook URL is first set, kept in Vault as
-- inquiry_webhook_secret, shown to the administrator beside the webhook,
-- and removed with the URL (setting the URL again makes a new one).
-- =====================================================================

-- 32 random bytes from two v4 UUIDs' hex (244 random bits), without pgcrypto.
create or replace function private.new_webhook_secret()
returns text
language sql
volatile
set search_path = ''
as $$
  select 'whsec_' || encode(decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'), 'base64')
$$;

revoke all on function private.new_webhook_secret() from public, anon, authenticated, service_role;

-- A webhook set before signing existed gets its key now.
do $$
begin
  if private.vault_secret('inquiry_webhook_url') is not null and private.vault_secret('inquiry_webhook_secret') is null then
    perform private.set_vault_secret('inquiry_webhook_secret', private.new_webhook_secret());
  end if;
end
$$;

-- The destinations, where the alert arrived already, and the webhook's signing key, for the function.
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

revoke all on function public.claim_inquiry_alert(bigint, text) from public, anon, authenticated;
grant execute on function public.claim_inquiry_alert(bigint, text) to service_role;

-- The function's report: this attempt's destinations join the earlier ones; an error is retried later.
create or replace function public.finish_inquiry_alert(alert_id bigint, token text, delivered text[], error text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
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

revoke all on function public.finish_inquiry_alert(bigint, text, text[], text) from public, anon, authenticated;
grant execute on function public.finish_inquiry_alert(bigint, text, text[], text) to service_role;

-- Which destinations are set, never the bot token or the URL; the webhook's signing key is shown to the
-- administrator, who gives it to the receiver.
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
    'webhook_secret', case when hook is null then null else private.vault_secret('inquiry_webhook_secret') end,
    'function', private.vault_secret('notify_inquiry_url') is not null);
end;
$$;

revoke all on function public.inquiry_alert_settings() from public;
grant execute on function public.inquiry_alert_settings() to authenticated, service_role;

-- Sets or clears the destinations; a webhook gets its signing key when first set and loses it when removed.
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
    if btrim(webhook_url) = '' then
      perform private.set_or_clear_vault_secret('inquiry_webhook_secret', '');
    elsif private.vault_secret('inquiry_webhook_secret') is null then
      perform private.set_vault_secret('inquiry_webhook_secret', private.new_webhook_secret());
    end if;
  end if;
  return public.inquiry_alert_settings();
end;
$$;

revoke all on function public.set_inquiry_alert_settings(text, text, text) from public;
grant execute on function public.set_inquiry_alert_settings(text, text, text) to authenticated, service_role;
