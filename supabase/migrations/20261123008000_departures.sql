-- =====================================================================
-- Departures (issue 12, "5 Pasti Umrah"): a package leaves on several
-- dates, each with its own seats. Replaces packages.departure (one date)
-- and packages.quota (a total shown as if it were seats left).
--   depart_on / return_on  the trip's dates (return on or after departure)
--   seats_total            seats offered on this departure
--   seats_booked           seats already sold (0 ≤ booked ≤ total)
--   status                 'open' or 'closed' (closed: no longer sold)
--   price_*                optional price per room type for this date;
--                          null = the package's price
--   note                   short remark shown beside the date
-- Visitors read the departures of active packages; only the administrator
-- writes. A change requests a site rebuild.
-- Deploys on a hosted database that already holds packages: each existing
-- departure/quota becomes a departure row before the old columns go, and
-- the old values are archived in private.packages_departure_archive.
-- =====================================================================

-- ---------------------------------------------------------------------
-- Table
-- ---------------------------------------------------------------------
create table public.departures (
  id uuid primary key default gen_random_uuid(),
  package_id uuid not null references public.packages (id) on delete cascade,
  depart_on date not null,
  return_on date,
  seats_total integer not null,
  seats_booked integer not null default 0,
  status text not null default 'open',
  price_quad bigint,
  price_triple bigint,
  price_double bigint,
  note text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Named: the admin maps each name to its field.
  constraint departures_seats_total_check check (seats_total between 0 and 10000),
  constraint departures_seats_booked_check check (seats_booked >= 0 and seats_booked <= seats_total),
  constraint departures_return_on_check check (return_on >= depart_on),
  constraint departures_status_check check (status in ('open', 'closed')),
  constraint departures_price_quad_check check (price_quad between 0 and 10000000000),
  constraint departures_price_triple_check check (price_triple between 0 and 10000000000),
  constraint departures_price_double_check check (price_double between 0 and 10000000000),
  constraint departures_note_check check (length(note) <= 200)
);

comment on table public.departures is 'Keberangkatan: one row per departure date of a package, with its seats.';

create index departures_package_depart_on_idx on public.departures (package_id, depart_on);
create index departures_depart_on_idx on public.departures (depart_on);

create trigger departures_touch_updated_at
  before update on public.departures
  for each row execute function private.touch_updated_at();

create trigger departures_admin_only_writes
  before insert or update or delete on public.departures
  for each statement execute function private.assert_admin_write();

-- ---------------------------------------------------------------------
-- Publishing: seats and dates are on the site, so a change republishes.
-- ---------------------------------------------------------------------
create trigger departures_request_site_build
  after insert or update or delete on public.departures
  for each statement execute function private.content_changed();

-- ---------------------------------------------------------------------
-- Row-level security and grants
-- ---------------------------------------------------------------------
alter table public.departures enable row level security;

-- The packages policy applies inside the subquery, so a draft package's
-- departures stay hidden from visitors.
create policy "Visitors can read the departures of active packages"
  on public.departures for select to anon, authenticated
  using (exists (select 1 from public.packages p where p.id = package_id and p.status = 'active'));

create policy "The administrator can read every departure"
  on public.departures for select to authenticated
  using (public.is_admin());

create policy "The administrator can add departures"
  on public.departures for insert to authenticated
  with check (public.is_admin());

create policy "The administrator can change departures"
  on public.departures for update to authenticated
  using (public.is_admin()) with check (public.is_admin());

create policy "The administrator can delete departures"
  on public.departures for delete to authenticated
  using (public.is_admin());

revoke all on table public.departures from anon, authenticated;
grant select on table public.departures to anon;
grant select, insert, update, delete on table public.departures to authenticated;
grant all on table public.departures to service_role;

-- ---------------------------------------------------------------------
-- Data: move each package's date and quota into a departure row.
-- The quota was the seats offered, so it becomes seats_total with
-- nothing booked. A quota without a date had no departure to belong to;
-- the archive keeps it (and every old value) for the record.
-- ---------------------------------------------------------------------
create table private.packages_departure_archive (
  package_id uuid primary key,
  departure date,
  quota integer not null,
  archived_at timestamptz not null default now()
);

comment on table private.packages_departure_archive is
  'packages.departure and packages.quota as they were before departures replaced them (issue 12).';

alter table private.packages_departure_archive enable row level security;
revoke all on table private.packages_departure_archive from public, anon, authenticated;
grant select on table private.packages_departure_archive to service_role;

insert into private.packages_departure_archive (package_id, departure, quota)
select id, departure, quota from public.packages;

-- Runs as the owner (the write guard lets it through) and requests one
-- rebuild, so the site republishes from the new table. The old column had
-- no upper bound (only the admin form stopped at 10,000): a larger quota
-- becomes the 10,000 seats_total allows instead of failing the deploy;
-- the archive keeps the value as it was.
insert into public.departures (package_id, depart_on, seats_total, status, note, created_at)
select id, departure, least(quota, 10000),
       -- quota was "not null default 0": 0 usually meant "not filled in", not "sold out". Such a date is
       -- kept but closed (the site says "Ditutup", not "Penuh") with a note both the administrator and
       -- visitors can read. A quota above 10000 is cut to the new bound; the archive keeps the old number.
       case when quota = 0 then 'closed' else 'open' end,
       case when quota = 0 then 'Kuota sedang diperbarui' else '' end,
       created_at
  from public.packages
 where departure is not null;

-- ---------------------------------------------------------------------
-- The old columns go; the dashboard reads departures from now on.
-- ---------------------------------------------------------------------
alter table public.packages drop column departure, drop column quota;

-- ---------------------------------------------------------------------
-- "Today" is Indonesian today (WIB): a departure leaving tomorrow morning
-- in Jakarta is still upcoming when the server's UTC clock says today.
-- ---------------------------------------------------------------------
create or replace function public.today_wib()
returns date
language sql
stable
set search_path = ''
as $$ select (now() at time zone 'Asia/Jakarta')::date $$;

grant execute on function public.today_wib() to anon, authenticated, service_role;

-- ---------------------------------------------------------------------
-- Dashboard: the same counts as before, now from departures, plus
--   active_pilgrims     "Jamaah Aktif": seats booked on upcoming departures
--   next_departures     the five nearest open departures (full ones too:
--                       the owner sees they are full) with seats left;
--                       needs_attention = within 30 days and under half full
--   departures_needing_attention  how many of all upcoming ones are so
-- ---------------------------------------------------------------------
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
  ),
  upcoming as (
    select d.*, p.title as package_title, p.status as package_status,
           d.seats_total - d.seats_booked as seats_left,
           (d.depart_on <= public.today_wib() + 30
              and d.seats_booked * 2 < d.seats_total) as needs_attention
      from public.departures d
      join public.packages p on p.id = d.package_id
     where d.depart_on >= public.today_wib()
  ),
  sold as (
    select * from upcoming where status = 'open' and package_status = 'active'
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
    'upcoming_departures', (select count(*) from sold),
    'seats_offered', (select coalesce(sum(seats_total), 0) from sold),
    -- Booked pilgrims travel whether or not the package is still sold.
    'active_pilgrims', (select coalesce(sum(seats_booked), 0) from upcoming),
    'departures_needing_attention', (select count(*) from sold where needs_attention),
    'next_departures', coalesce(
      (select jsonb_agg(jsonb_build_object(
                'id', n.id, 'package_id', n.package_id, 'package_title', n.package_title,
                'depart_on', n.depart_on, 'seats_total', n.seats_total,
                'seats_booked', n.seats_booked, 'seats_left', n.seats_left,
                'needs_attention', n.needs_attention)
              order by n.depart_on, n.package_title)
         from (select * from sold order by depart_on, package_title limit 5) n),
      '[]'::jsonb),
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
