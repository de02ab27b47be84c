-- =====================================================================
-- An alert that reached one destination and failed at another is sent
-- again to the one that failed only.
--
-- The claim tells the function where the alert already arrived
-- (delivered_to), the function skips those, and the report adds the
-- destinations of this attempt to the earlier ones. So a webhook that is
-- down does not send the owner the same Telegram message five times, and
-- "Kirim ulang" sends to what failed.
-- =====================================================================

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
