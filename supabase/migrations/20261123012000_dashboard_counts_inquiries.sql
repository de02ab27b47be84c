-- =====================================================================
-- Dashboard counts read the inquiries (issue 13): "Konversi" =
-- (WhatsApp clicks + inquiries) / package page views. The function is
-- re-created here because public.inquiries exists only from
-- 20261123011000_inquiries.sql on; the body is 20261123010000's with the
-- inquiry_counts part filled in.
-- =====================================================================

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
