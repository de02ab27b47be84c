-- =====================================================================
-- Scheduled publishing: a package or an article may say when it goes
-- on the site ("Tayang mulai", publish_at) and when it comes off
-- ("Tayang sampai", unpublish_at); a package's promotion may end by
-- itself (promo_ends_at: the PROMO badge goes).
--
-- One function applies them, private.apply_content_schedules(): every
-- minute by pg_cron on hosted ('content-schedules') and by the local
-- server's timer locally. It changes status (or is_promo) like an
-- administrator's save would, so the change requests a rebuild through the
-- existing pipeline and the site follows within a minute or two. A time
-- that has been applied is cleared: what remains set is what is still to
-- come.
-- =====================================================================

alter table public.articles
  add column publish_at timestamptz null,
  add column unpublish_at timestamptz null,
  add constraint articles_schedule_order_check
    check (publish_at is null or unpublish_at is null or unpublish_at > publish_at);

alter table public.packages
  add column publish_at timestamptz null,
  add column unpublish_at timestamptz null,
  add column promo_ends_at timestamptz null,
  add constraint packages_schedule_order_check
    check (publish_at is null or unpublish_at is null or unpublish_at > publish_at);

comment on column public.articles.publish_at is 'Tayang mulai: the draft is published at this time (then cleared).';
comment on column public.articles.unpublish_at is 'Tayang sampai: the article goes back to draft at this time (then cleared).';
comment on column public.packages.publish_at is 'Tayang mulai: the draft package becomes active at this time (then cleared).';
comment on column public.packages.unpublish_at is 'Tayang sampai: the package goes back to draft at this time (then cleared).';
comment on column public.packages.promo_ends_at is 'The promotion ends at this time: is_promo is turned off (then cleared).';

-- A future start on an item already public would show it before its time: the administrator saves it as a
-- draft, and the schedule publishes it (the admin says the same beside the field: domain/schedule.ts).
create or replace function private.refuse_early_publication()
returns trigger
language plpgsql
set search_path = ''
as $$
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

revoke all on function private.refuse_early_publication() from public, anon, authenticated;

create trigger articles_refuse_early_publication
  before insert or update of publish_at, status on public.articles
  for each row execute function private.refuse_early_publication();

create trigger packages_refuse_early_publication
  before insert or update of publish_at, status on public.packages
  for each row execute function private.refuse_early_publication();

-- Applies every schedule whose time has come; returns how many rows changed.
create or replace function private.apply_content_schedules()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  n integer := 0;
  changed integer;
begin
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
  -- cleared too, so the admin never shows a schedule that will not happen.
  update public.packages p set publish_at = null where p.publish_at <= now() and p.status <> 'draft';
  update public.packages p set unpublish_at = null where p.unpublish_at <= now() and p.status <> 'active';
  update public.packages p set promo_ends_at = null where p.promo_ends_at <= now() and not p.is_promo;
  update public.articles a set publish_at = null where a.publish_at <= now() and a.status <> 'draft';
  update public.articles a set unpublish_at = null where a.unpublish_at <= now() and a.status <> 'published';
  return n;
end;
$$;

revoke all on function private.apply_content_schedules() from public, anon, authenticated, service_role;

-- The scheduled job joins the project's jobs.
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
      ('inquiry-alerts-retry', '* * * * *', 'select private.retry_inquiry_alerts()'),
      -- "Tayang mulai", "Tayang sampai" and a promotion's end whose time has come.
      ('content-schedules', '* * * * *', 'select private.apply_content_schedules()')
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

-- The admin's package list names what is scheduled ("Terjadwal: …", "Promo berakhir …").
create or replace view public.admin_package_list
with (security_invoker = true)
as
select
  p.id,
  p.slug,
  p.title,
  p.category,
  p.status,
  p.is_promo,
  p.price_quad,
  p.images ->> 0 as cover,
  p.created_at,
  p.updated_at,
  (select jsonb_build_object('id', d.id, 'depart_on', d.depart_on, 'seats_total', d.seats_total,
                             'seats_booked', d.seats_booked, 'status', d.status)
     from public.departures d
    where d.package_id = p.id and d.depart_on >= public.today_wib()
    order by (d.status = 'closed' or d.seats_booked >= d.seats_total), d.depart_on, d.id
    limit 1) as next_departure,
  coalesce(
    -- Through timestamp (no time zone): a date's month, whatever the session's TimeZone.
    (select array_agg(distinct to_char(d.depart_on::timestamp, 'YYYY-MM')
                      order by to_char(d.depart_on::timestamp, 'YYYY-MM'))
       from public.departures d
      where d.package_id = p.id),
    '{}'::text[]
  ) as departure_months,
  p.publish_at,
  p.unpublish_at,
  p.promo_ends_at
from public.packages p;

-- The site's read lists the package columns as they are when it is created: re-created with the new ones.
drop view public.site_packages;
create view public.site_packages
with (security_invoker = true)
as
select
  p.*,
  coalesce(
    (select jsonb_agg(to_jsonb(d) order by d.depart_on, d.id)
       from public.departures d
      where d.package_id = p.id and d.depart_on >= public.today_wib()),
    '[]'::jsonb
  ) as upcoming_departures,
  coalesce(
    (select jsonb_agg(
              jsonb_build_object('hotel_id', ph.hotel_id, 'nights', ph.nights, 'position', ph.position,
                                 'hotel', to_jsonb(h))
              order by ph.position, ph.hotel_id)
       from public.package_hotels ph
       join public.hotels h on h.id = ph.hotel_id
      where ph.package_id = p.id),
    '[]'::jsonb
  ) as hotel_stays
from public.packages p
where p.status = 'active';

comment on view public.site_packages is
  'The site''s read of a package: the active package with its upcoming departures and its hotels, as the reader may see them.';

revoke all on public.site_packages from anon, authenticated;
grant select on public.site_packages to anon, authenticated, service_role;
