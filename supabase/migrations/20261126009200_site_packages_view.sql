-- What the site shows of each package, read in one request: the package, its upcoming departures (from today
-- in WIB, earliest first; past ones are never shown) and its hotels in the owner's order. security_invoker: the
-- reader's row-level security applies to every table inside, so a visitor sees exactly what they could read
-- table by table (active packages, their departures and the hotels they use), and the view adds nothing.
-- The package columns are listed by `p.*` when the view is created: a migration that adds a column to
-- packages re-creates this view (tests/db/site-packages.test.ts fails until it does).
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
