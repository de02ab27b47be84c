-- =====================================================================
-- Admin dashboard: one call returns the counts and the recent activity,
-- so the browser does not assemble them from many requests.
-- Runs as the caller (security invoker): row-level security applies.
-- =====================================================================

create or replace function public.dashboard_summary()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
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
    'upcoming_departures',
      (select count(*) from public.packages where status = 'active' and departure >= current_date),
    'seats_offered',
      (select coalesce(sum(quota), 0) from public.packages
        where status = 'active' and departure >= current_date),
    'media_count', (select count(*) from public.media),
    'recent_activity', coalesce(
      (select jsonb_agg(jsonb_build_object('kind', r.kind, 'label', r.label, 'at', r.at)
                        order by r.at desc)
         from (select * from recent order by at desc limit 6) r),
      '[]'::jsonb)
  );
$$;

revoke all on function public.dashboard_summary() from public, anon;
grant execute on function public.dashboard_summary() to authenticated, service_role;
