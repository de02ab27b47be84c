-- =====================================================================
-- Privacy-friendly counts (issue 13): how often each public page is seen
-- and its WhatsApp link clicked, per WIB day, path and package. Counters
-- only: no cookie, no IP address, no user agent, nothing per visitor.
--   day         the Indonesian (WIB) day of the event
--   path        the page's path ("/umroh/umroh-reguler-9-hari"), no query
--   package_id  the package the page shows, if any
--   event       'page_view' | 'whatsapp_click' | 'inquiry_open'
--   count       how many times
-- Visitors write only through public.track_event(); nobody but the
-- administrator reads, through public.dashboard_counts().
-- =====================================================================

-- ---------------------------------------------------------------------
-- Table
-- ---------------------------------------------------------------------
create table public.page_counts (
  day date not null default public.today_wib(),
  path text not null,
  package_id uuid references public.packages (id) on delete set null,
  event text not null,
  count bigint not null default 0,
  constraint page_counts_path_check check (length(path) between 1 and 300 and path ~ '^/[^[:space:]?#]*$'),
  constraint page_counts_event_check check (event in ('page_view', 'whatsapp_click', 'inquiry_open')),
  constraint page_counts_count_check check (count >= 0)
);

comment on table public.page_counts is 'Penghitung per hari (WIB), path, paket dan jenis kejadian; tanpa data pribadi.';

-- One counter per (day, path, package or none, event): the upsert's target.
create unique index page_counts_key_idx
  on public.page_counts (day, path, coalesce(package_id, '00000000-0000-0000-0000-000000000000'::uuid), event);

create index page_counts_package_day_idx on public.page_counts (package_id, day) where package_id is not null;

-- A deleted package's counters join the path's package-less ones, so the
-- foreign key's "set null" never meets an existing package-less counter
-- (which would break the unique key and refuse the delete).
create or replace function private.merge_counts_of_deleted_package()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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

revoke all on function private.merge_counts_of_deleted_package() from public, anon, authenticated;

create trigger packages_merge_page_counts
  before delete on public.packages
  for each row execute function private.merge_counts_of_deleted_package();

-- ---------------------------------------------------------------------
-- Row-level security and grants: no direct access for visitors; the
-- administrator reads (dashboard_counts runs as the caller).
-- ---------------------------------------------------------------------
alter table public.page_counts enable row level security;

create policy "The administrator can read page counts"
  on public.page_counts for select to authenticated
  using (public.is_admin());

revoke all on table public.page_counts from anon, authenticated;
grant select on table public.page_counts to authenticated;
grant all on table public.page_counts to service_role;

-- ---------------------------------------------------------------------
-- rpc/track_event {event, path, package_id}: one counter upsert.
-- An unknown event or a bad path is refused (22023, HTTP 400); a package
-- id that names no package is counted without it.
-- ---------------------------------------------------------------------
create or replace function public.track_event(event text, path text, package_id uuid default null)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
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
  insert into public.page_counts as c (day, path, package_id, event, count)
  values (
    public.today_wib(),
    track_event.path,
    (select p.id from public.packages p where p.id = track_event.package_id),
    track_event.event,
    1
  )
  on conflict (day, path, coalesce(package_id, '00000000-0000-0000-0000-000000000000'::uuid), event)
  do update set count = c.count + 1;
end;
$$;

revoke all on function public.track_event(text, text, uuid) from public;
grant execute on function public.track_event(text, text, uuid) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------
-- Dashboard (administrator only): the last `days` WIB days (1–366)
--   series    one entry per day, oldest first, zeros included
--   totals    sums over the period; conversion over package pages
--   packages  every active package and any package with counts:
--             views (page_view of its page), whatsapp_clicks, inquiries,
--             conversion = (whatsapp_clicks + inquiries) / views × 100,
--             one decimal, null without views
-- Inquiries: the CTE inquiry_counts below is the one place that says how
-- many inquiries were sent per day and package (this migration runs after
-- 20261123011000_inquiries.sql, which creates the table).
-- ---------------------------------------------------------------------
create or replace function public.dashboard_counts(days integer default 30)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
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
    select c.day, c.package_id, c.event, c.count
      from public.page_counts c
     where c.day between first_day and last_day
  ),
  -- Inquiries sent through the form (issue 13), per WIB day and package.
  inquiry_counts as (
    select (i.created_at at time zone 'Asia/Jakarta')::date as day, i.package_id, count(*) as n
      from public.inquiries i
     where (i.created_at at time zone 'Asia/Jakarta')::date between first_day and last_day
     group by 1, 2
  ),
  -- ===================================================================
  daily as (
    select d::date as day from generate_series(first_day, last_day, interval '1 day') d
  ),
  series as (
    select dd.day,
           coalesce((select sum(c.count) from counts c where c.day = dd.day and c.event = 'page_view'), 0) as views,
           coalesce((select sum(c.count) from counts c where c.day = dd.day and c.event = 'whatsapp_click'), 0) as whatsapp_clicks,
           coalesce((select sum(c.count) from counts c where c.day = dd.day and c.event = 'inquiry_open'), 0) as inquiry_opens,
           coalesce((select sum(i.n) from inquiry_counts i where i.day = dd.day), 0) as inquiries
      from daily dd
  ),
  per_package as (
    select p.id as package_id, p.title, p.slug, p.category, p.status,
           coalesce((select sum(c.count) from counts c where c.package_id = p.id and c.event = 'page_view'), 0) as views,
           coalesce((select sum(c.count) from counts c where c.package_id = p.id and c.event = 'whatsapp_click'), 0) as whatsapp_clicks,
           coalesce((select sum(c.count) from counts c where c.package_id = p.id and c.event = 'inquiry_open'), 0) as inquiry_opens,
           coalesce((select sum(i.n) from inquiry_counts i where i.package_id = p.id), 0) as inquiries
      from public.packages p
     where p.status = 'active'
        or exists (select 1 from counts c where c.package_id = p.id)
        or exists (select 1 from inquiry_counts i where i.package_id = p.id)
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

revoke all on function public.dashboard_counts(integer) from public, anon;
grant execute on function public.dashboard_counts(integer) to authenticated, service_role;
