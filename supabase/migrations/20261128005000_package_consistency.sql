-- The consistency check of packages (domain/consistency.ts) reads, per package, its own columns, every
-- departure and its hotel nights; the admin's dashboard checks every package at once, and the local server has
-- no resource embedding, so the package and its parts come in one row from this view.

-- The ministry's reference price of an Umrah package (KMA 777/2020). An agency that sells below it must report
-- the price to the Ministry of Religious Affairs; the check gives a notice until the owner marks it reported.
create table public.umroh_reference_price (
  id boolean primary key default true check (id),
  price bigint not null default 26000000 check (price between 1 and 10000000000),
  decree text not null default 'KMA 777/2020' check (length(btrim(decree)) between 1 and 100),
  updated_at timestamptz not null default now()
);
comment on table public.umroh_reference_price is
  'The one reference price of an Umrah package the ministry sets (KMA 777/2020); a lower price must be reported.';
insert into public.umroh_reference_price (id) values (true);

alter table public.umroh_reference_price enable row level security;
create policy "The administrator can read the reference price" on public.umroh_reference_price
  for select to authenticated using (public.is_admin());
create policy "The administrator can change the reference price" on public.umroh_reference_price
  for update to authenticated using (public.is_admin()) with check (public.is_admin());
revoke all on table public.umroh_reference_price from anon, authenticated;
grant select, update on table public.umroh_reference_price to authenticated;
grant all on table public.umroh_reference_price to service_role;
create trigger umroh_reference_price_admin_only_writes
  before insert or update or delete on public.umroh_reference_price
  for each statement execute function private.assert_admin_write();

-- A package's price below the reference price, reported to the ministry: the price reported and when. The
-- notice comes back when the package's lowest price drops below the reported one.
create table public.reference_price_reports (
  package_id uuid primary key references public.packages (id) on delete cascade,
  reported_price bigint not null check (reported_price between 1 and 10000000000),
  reported_at timestamptz not null default now()
);
comment on table public.reference_price_reports is
  'Umrah prices below the reference price that the agency has reported to the ministry, one per package.';

alter table public.reference_price_reports enable row level security;
create policy "The administrator can read the price reports" on public.reference_price_reports
  for select to authenticated using (public.is_admin());
create policy "The administrator can record a price report" on public.reference_price_reports
  for insert to authenticated with check (public.is_admin());
create policy "The administrator can change a price report" on public.reference_price_reports
  for update to authenticated using (public.is_admin()) with check (public.is_admin());
create policy "The administrator can remove a price report" on public.reference_price_reports
  for delete to authenticated using (public.is_admin());
revoke all on table public.reference_price_reports from anon, authenticated;
grant select, insert, update, delete on table public.reference_price_reports to authenticated;
grant all on table public.reference_price_reports to service_role;
create trigger reference_price_reports_admin_only_writes
  before insert or update or delete on public.reference_price_reports
  for each statement execute function private.assert_admin_write();

-- security_invoker: the reader's row-level security applies to every table inside (the administrator sees every
-- package; anyone else sees what they could read table by table), so the view adds nothing. Only the columns the
-- check reads are listed, so a column added to packages later does not need this view re-created.
create view public.package_checks
with (security_invoker = true)
as
select
  p.id,
  p.slug,
  p.title,
  p.tagline,
  p.description,
  p.category,
  p.status,
  p.duration,
  p.price_quad,
  p.price_triple,
  p.price_double,
  p.full_payment_days,
  p.itinerary,
  p.included,
  p.terms,
  p.updated_at,
  coalesce(
    (select jsonb_agg(
              jsonb_build_object('id', d.id, 'depart_on', d.depart_on, 'return_on', d.return_on, 'status', d.status,
                                 'seats_total', d.seats_total, 'seats_booked', d.seats_booked,
                                 'price_quad', d.price_quad, 'price_triple', d.price_triple,
                                 'price_double', d.price_double, 'note', d.note)
              order by d.depart_on, d.id)
       from public.departures d
      where d.package_id = p.id),
    '[]'::jsonb
  ) as departures,
  coalesce(
    (select jsonb_agg(jsonb_build_object('nights', ph.nights, 'position', ph.position) order by ph.position, ph.hotel_id)
       from public.package_hotels ph
      where ph.package_id = p.id),
    '[]'::jsonb
  ) as hotels,
  r.reported_price,
  r.reported_at,
  (select rp.price from public.umroh_reference_price rp) as reference_price
from public.packages p
left join public.reference_price_reports r on r.package_id = p.id;

comment on view public.package_checks is
  'What the consistency check reads of each package: its columns, all its departures, its hotel nights and its price report.';

revoke all on public.package_checks from anon, authenticated;
grant select on public.package_checks to authenticated, service_role;
