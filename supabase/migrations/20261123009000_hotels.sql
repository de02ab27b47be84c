-- =====================================================================
-- Hotels (issue 12, "5 Pasti Umrah": the hotel is certain). A hotel is
-- entered once in a library and reused by packages with their nights.
--   hotels          name, city ('makkah' | 'madinah' | 'other'), stars
--                   1–5, distance_m to the Haram / Nabawi, optional image
--   package_hotels  which hotels a package uses, for how many nights, in
--                   which order
-- Visitors read the hotels of active packages; only the administrator
-- writes. A hotel still used by a package cannot be deleted: the error
-- names the packages. Changes request a site rebuild.
-- =====================================================================

-- ---------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------
create table public.hotels (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  city text not null,
  stars integer not null,
  distance_m integer,
  image_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Named: the admin maps each name to its field.
  constraint hotels_name_check check (length(btrim(name)) between 1 and 150),
  constraint hotels_city_check check (city in ('makkah', 'madinah', 'other')),
  constraint hotels_stars_check check (stars between 1 and 5),
  constraint hotels_distance_m_check check (distance_m between 0 and 100000),
  constraint hotels_image_url_check check (length(image_url) <= 2000)
);

comment on table public.hotels is 'Hotel library: entered once, used by packages through package_hotels.';

create table public.package_hotels (
  package_id uuid not null references public.packages (id) on delete cascade,
  -- restrict: the trigger below answers first, with the packages' names.
  hotel_id uuid not null references public.hotels (id) on delete restrict,
  nights integer not null,
  position integer not null default 0,
  primary key (package_id, hotel_id),
  constraint package_hotels_nights_check check (nights between 1 and 60)
);

comment on table public.package_hotels is 'The hotels of a package, with the nights spent in each.';

create index package_hotels_hotel_idx on public.package_hotels (hotel_id);

create trigger hotels_touch_updated_at
  before update on public.hotels
  for each row execute function private.touch_updated_at();

create trigger hotels_admin_only_writes
  before insert or update or delete on public.hotels
  for each statement execute function private.assert_admin_write();

create trigger package_hotels_admin_only_writes
  before insert or update or delete on public.package_hotels
  for each statement execute function private.assert_admin_write();

-- ---------------------------------------------------------------------
-- A hotel in use is not deleted; the message says where it is used.
-- Runs as definer so the names are complete whoever asks.
-- ---------------------------------------------------------------------
create or replace function private.refuse_deleting_used_hotel()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  used_by text;
begin
  select string_agg(p.title, ', ' order by p.title) into used_by
    from public.package_hotels ph
    join public.packages p on p.id = ph.package_id
   where ph.hotel_id = old.id;
  if used_by is not null then
    raise exception using
      errcode = '23503',
      message = format('Hotel "%s" masih dipakai oleh paket: %s', old.name, used_by),
      hint = 'Lepaskan hotel dari paket tersebut lebih dulu.';
  end if;
  return old;
end;
$$;

revoke all on function private.refuse_deleting_used_hotel() from public, anon, authenticated;

create trigger hotels_refuse_deleting_used
  before delete on public.hotels
  for each row execute function private.refuse_deleting_used_hotel();

-- ---------------------------------------------------------------------
-- Publishing: hotel facts are on package pages.
-- ---------------------------------------------------------------------
create trigger hotels_request_site_build
  after insert or update or delete on public.hotels
  for each statement execute function private.content_changed();

create trigger package_hotels_request_site_build
  after insert or update or delete on public.package_hotels
  for each statement execute function private.content_changed();

-- ---------------------------------------------------------------------
-- Row-level security and grants
-- ---------------------------------------------------------------------
alter table public.hotels enable row level security;
alter table public.package_hotels enable row level security;

-- A hotel that no active package uses is the administrator's library only.
create policy "Visitors can read the hotels of active packages"
  on public.hotels for select to anon, authenticated
  using (exists (
    select 1 from public.package_hotels ph
      join public.packages p on p.id = ph.package_id
     where ph.hotel_id = hotels.id and p.status = 'active'));

create policy "The administrator can read every hotel"
  on public.hotels for select to authenticated
  using (public.is_admin());

create policy "The administrator can add hotels"
  on public.hotels for insert to authenticated
  with check (public.is_admin());

create policy "The administrator can change hotels"
  on public.hotels for update to authenticated
  using (public.is_admin()) with check (public.is_admin());

create policy "The administrator can delete hotels"
  on public.hotels for delete to authenticated
  using (public.is_admin());

create policy "Visitors can read the hotel choices of active packages"
  on public.package_hotels for select to anon, authenticated
  using (exists (select 1 from public.packages p where p.id = package_id and p.status = 'active'));

create policy "The administrator can read every hotel choice"
  on public.package_hotels for select to authenticated
  using (public.is_admin());

create policy "The administrator can add hotel choices"
  on public.package_hotels for insert to authenticated
  with check (public.is_admin());

create policy "The administrator can change hotel choices"
  on public.package_hotels for update to authenticated
  using (public.is_admin()) with check (public.is_admin());

create policy "The administrator can remove hotel choices"
  on public.package_hotels for delete to authenticated
  using (public.is_admin());

revoke all on table public.hotels, public.package_hotels from anon, authenticated;
grant select on table public.hotels, public.package_hotels to anon;
grant select, insert, update, delete on table public.hotels, public.package_hotels to authenticated;
grant all on table public.hotels, public.package_hotels to service_role;

-- ---------------------------------------------------------------------
-- Media usage counts hotel images too, so a hotel's image is not deleted
-- from the library while the hotel shows it.
-- ---------------------------------------------------------------------
create or replace function public.media_usage()
returns table (media_id uuid, kind text, label text, link text)
language sql
stable
security invoker
set search_path = ''
as $$
  with refs as (
    select 'package'::text as kind, p.title as label, '/packages/edit/' || p.id::text as link, img.value as ref
      from public.packages p, jsonb_array_elements_text(p.images) as img(value)
    union all
    select 'page',
           case c.page_name
             when 'home' then 'Edit Beranda'
             when 'about' then 'Edit Tentang Kami'
             when 'contact' then 'Edit Kontak'
             when 'site-settings' then 'Pengaturan'
             else c.page_name
           end,
           case c.page_name
             when 'home' then '/edit-home'
             when 'about' then '/edit-about'
             when 'contact' then '/edit-contact'
             when 'site-settings' then '/settings'
             else '/'
           end,
           v #>> '{}'
      from public.page_content c, jsonb_path_query(c.content, 'strict $.**') as v
     where jsonb_typeof(v) = 'string'
    union all
    select 'testimonial', 'Testimoni: ' || t.name, '/testimonials', t.avatar_url
      from public.testimonials t
     where t.avatar_url is not null
    union all
    select 'hotel', 'Hotel: ' || h.name, '/hotels/edit/' || h.id::text, h.image_url
      from public.hotels h
     where h.image_url is not null
  )
  select distinct m.id, r.kind, r.label, r.link
    from public.media m
    join refs r
      on right(btrim(r.ref), length('/storage/v1/object/public/images/' || m.file_path))
         = '/storage/v1/object/public/images/' || m.file_path;
$$;

revoke all on function public.media_usage() from public, anon;
grant execute on function public.media_usage() to authenticated, service_role;
