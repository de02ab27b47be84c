-- =====================================================================
-- Indonesian dates in one place. "Today", the day a counter belongs to
-- and the days of the dashboard are dates in Western Indonesia Time
-- (WIB, Asia/Jakarta, UTC+7 all year, no daylight saving). Every
-- function that turns an instant into such a date calls
-- private.wib_date; every one that needs the instant a WIB day begins
-- calls private.wib_day_start. The site and the admin compute the same
-- date with wibDate (domain/dates.ts); one table of cases,
-- tests/fixtures/wib-dates.json, runs through both.
-- =====================================================================

-- Immutable: the result depends on the instant only, never on the session's time zone.
create or replace function private.wib_date(ts timestamptz)
returns date
language sql
immutable
parallel safe
set search_path = ''
as $$ select (ts at time zone 'Asia/Jakarta')::date $$;

comment on function private.wib_date(timestamptz) is
  'The calendar date in Indonesia (WIB, UTC+7) at an instant; wibDate in domain/dates.ts computes the same.';

-- The first instant of a WIB day (00:00 in Jakarta, 17:00 UTC the day before): the bound of a range of
-- timestamps that an index on the timestamp can serve, where private.wib_date(ts) between … could not.
create or replace function private.wib_day_start(day date)
returns timestamptz
language sql
immutable
parallel safe
set search_path = ''
as $$ select day::timestamp at time zone 'Asia/Jakarta' $$;

comment on function private.wib_day_start(date) is
  'The instant a day begins in Indonesia (00:00 WIB); private.wib_date of it is that day.';

revoke all on function private.wib_date(timestamptz), private.wib_day_start(date) from public;
grant execute on function private.wib_date(timestamptz), private.wib_day_start(date)
  to anon, authenticated, service_role;

-- Visitors read it (the site's upcoming departures, the counters' day).
create or replace function public.today_wib()
returns date
language sql
stable
set search_path = ''
as $$ select private.wib_date(now()) $$;


-- The dashboard's counts, unchanged but for the WIB days of the inquiries, which come from the two functions
-- above (the created_at range stays a range, so the inquiries are still read through their created_at index).
create or replace function public.dashboard_counts(days integer default 30)
returns jsonb
language plpgsql
stable
security definer
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

revoke all on function public.dashboard_counts(integer) from public, anon;
grant execute on function public.dashboard_counts(integer) to authenticated, service_role;
