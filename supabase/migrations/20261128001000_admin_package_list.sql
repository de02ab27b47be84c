-- What a card of the admin's package list shows, read in one request with the list's page and total: the
-- package's list fields, its next departure (the earliest upcoming one a visitor can still book, else the
-- earliest upcoming one, as domain/departures.ts `scheduleSummary` picks it) and the months it departs in,
-- which the list's month filter matches with `departure_months=cs.{YYYY-MM}` (every departure, past ones
-- included: the filter offers past months too).
-- security_invoker: the packages' and departures' policies apply to the caller, so the administrator sees
-- every package with every departure, a signed-in non-administrator what they could read table by table
-- (active packages), and anon, which has no grant on it, is refused outright. The view adds nothing.
create view public.admin_package_list
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
  ) as departure_months
from public.packages p;

comment on view public.admin_package_list is
  'The admin''s package list: each package''s card fields, its next departure and the months it departs in (reads as the caller: every package for the administrator).';

revoke all on table public.admin_package_list from public, anon, authenticated;
grant select on table public.admin_package_list to authenticated, service_role;
