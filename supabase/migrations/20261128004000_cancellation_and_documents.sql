-- =====================================================================
-- Payment and cancellation terms and the document checklist, as data a
-- family can read on the package page instead of prose that drifts.
--
-- Site-wide: page_content row 'terms', one JSON document:
--   cancellationTiers  [{"days": 60, "percent": 10}, …] — a cancellation
--                      made `days` or more days before departure forfeits
--                      `percent` of the package price; [] = not stated
--   passportMonths     the passport is valid at least N months after departure
--   passportNameWords  the name in the passport has at least N words
--   documents          the rest of the checklist, one text per item
-- Per package:
--   packages.cancellation_tiers  null = the site-wide tiers; else its own
--   packages.extra_documents     items added to the site-wide checklist
--
-- A list of tiers is valid when it has 1 to 8 tiers, each exactly
-- {days, percent} with whole numbers, days 0–365 strictly decreasing
-- (far from departure first), percent 0–100 never decreasing (a later
-- cancellation never costs less), and the last tier starts at 0 days so
-- every cancellation up to the departure day falls in one tier.
-- Same rule as domain/terms.ts (isCancellationTiers); both are checked
-- against tests/fixtures/cancellation-tiers.json.
-- Additive: existing packages use the site-wide terms and add nothing.
-- =====================================================================

create or replace function private.is_cancellation_tiers(value jsonb)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  n integer;
  tier jsonb;
  d numeric;
  p numeric;
  prev_d numeric;
  prev_p numeric;
begin
  if value is null or jsonb_typeof(value) <> 'array' then
    return false;
  end if;
  n := jsonb_array_length(value);
  if n < 1 or n > 8 then
    return false;
  end if;
  for i in 0 .. n - 1 loop
    tier := value -> i;
    if jsonb_typeof(tier) <> 'object'
       or jsonb_typeof(tier -> 'days') is distinct from 'number'
       or jsonb_typeof(tier -> 'percent') is distinct from 'number'
       or (select count(*) from jsonb_object_keys(tier)) <> 2 then
      return false;
    end if;
    d := (tier ->> 'days')::numeric;
    p := (tier ->> 'percent')::numeric;
    if d <> trunc(d) or p <> trunc(p) or d < 0 or d > 365 or p < 0 or p > 100 then
      return false;
    end if;
    if i > 0 and (d >= prev_d or p < prev_p) then
      return false;
    end if;
    prev_d := d;
    prev_p := p;
  end loop;
  return prev_d = 0;
end;
$$;

-- A list of 0 to max_items texts, each with something besides spaces and at most max_length characters.
create or replace function private.is_text_list(value jsonb, max_items integer, max_length integer)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(value) is not distinct from 'array'
     and jsonb_array_length(value) <= max_items
     and not exists (
       select 1 from jsonb_array_elements(value) e
        where jsonb_typeof(e) <> 'string'
           or btrim(e #>> '{}') = ''
           or pg_catalog.length(e #>> '{}') > max_length
     );
$$;

-- A whole number between lo and hi (a JSON number, not a string).
create or replace function private.is_int_between(value jsonb, lo integer, hi integer)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(value) is not distinct from 'number'
     and (value #>> '{}')::numeric = trunc((value #>> '{}')::numeric)
     and (value #>> '{}')::numeric between lo and hi;
$$;

create or replace function private.is_terms_content(value jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  -- coalesce: a missing key gives null, which a check constraint would let through.
  select coalesce(
    jsonb_typeof(value) = 'object'
      and (value -> 'cancellationTiers' = '[]'::jsonb or private.is_cancellation_tiers(value -> 'cancellationTiers'))
      and private.is_int_between(value -> 'passportMonths', 1, 24)
      and private.is_int_between(value -> 'passportNameWords', 1, 5)
      and private.is_text_list(value -> 'documents', 12, 200),
    false);
$$;

grant execute on function private.is_cancellation_tiers(jsonb) to anon, authenticated, service_role;
grant execute on function private.is_text_list(jsonb, integer, integer) to anon, authenticated, service_role;
grant execute on function private.is_int_between(jsonb, integer, integer) to anon, authenticated, service_role;
grant execute on function private.is_terms_content(jsonb) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------
-- The site-wide document: page_content 'terms'
-- ---------------------------------------------------------------------
alter table public.page_content drop constraint page_content_page_name_check;
alter table public.page_content add constraint page_content_page_name_check
  check (page_name in ('home', 'about', 'contact', 'site-settings', 'privacy', 'legal', 'terms'));
alter table public.page_content add constraint page_content_terms_check
  check (page_name <> 'terms' or private.is_terms_content(content));

alter table private.page_content_limits drop constraint page_content_limits_page_name_check;
alter table private.page_content_limits add constraint page_content_limits_page_name_check
  check (page_name in ('home', 'about', 'contact', 'site-settings', 'privacy', 'legal', 'terms'));
insert into private.page_content_limits (page_name, path, max_length) values ('terms', 'documents.*', 200);

comment on table public.page_content is
  'Page texts and site settings, one row per page (home, about, contact, privacy, settings, legal, terms) as JSON.';

-- ---------------------------------------------------------------------
-- Per package
-- ---------------------------------------------------------------------
alter table public.packages
  add column cancellation_tiers jsonb,
  add column extra_documents jsonb not null default '[]'::jsonb;

alter table public.packages
  add constraint packages_cancellation_tiers_check
    check (cancellation_tiers is null or private.is_cancellation_tiers(cancellation_tiers)),
  add constraint packages_extra_documents_check
    check (private.is_text_list(extra_documents, 10, 200));

comment on column public.packages.cancellation_tiers is
  'Its own cancellation tiers [{days, percent}], far from departure first; null = the site-wide tiers (page_content ''terms'').';
-- One word for the amount that holds a seat, as the site and the admin say it.
comment on column public.packages.booking_fee is 'DP (down payment that holds a seat) in whole rupiah.';
comment on column public.packages.extra_documents is
  'Documents this package asks for on top of the site-wide checklist (page_content ''terms'').';

-- ---------------------------------------------------------------------
-- The site's read lists the package columns as they are when it is created: re-created with the new ones.
-- ---------------------------------------------------------------------
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
