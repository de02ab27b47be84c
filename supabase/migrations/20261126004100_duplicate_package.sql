-- =====================================================================
-- public.duplicate_package(id): the admin's "Duplikat" in one
-- transaction. The copy is a draft titled "… (Copy)" with a free slug,
-- every column of the original (future columns too: the row is copied
-- whole), its hotels with their nights and order, and its upcoming
-- departures CLOSED with no seat booked: bookings belong to the original,
-- and a copy made active must not start selling the original's dates
-- until the owner opens each one. Past departures are left behind.
-- Answers { id, title, slug, departures, hotels } so the admin can say
-- what was copied. Only the administrator may call it.
-- =====================================================================

create or replace function public.duplicate_package(id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  source_id uuid := id;
  r public.packages%rowtype;
  base text;
  candidate text;
  n integer := 1;
  departures_copied integer;
  hotels_copied integer;
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'permission denied: only the administrator may duplicate packages';
  end if;

  select * into r from public.packages p where p.id = source_id;
  if not found then
    raise exception using errcode = 'P0002', message = 'Paket tidak ditemukan';
  end if;

  r.id := gen_random_uuid();
  r.title := left(r.title, 200 - length(' (Copy)')) || ' (Copy)';
  r.status := 'draft';
  r.created_at := now();
  r.updated_at := now();
  -- Same shape as the admin's slugs: the original's, then -copy, -copy-2, …
  base := rtrim(left(r.slug, 185), '-') || '-copy';
  candidate := base;
  while exists (select 1 from public.packages p where p.slug = candidate) loop
    n := n + 1;
    candidate := base || '-' || n;
  end loop;
  r.slug := candidate;

  insert into public.packages select r.*;

  insert into public.departures
    (package_id, depart_on, return_on, seats_total, seats_booked, status, price_quad, price_triple, price_double, note)
  select r.id, d.depart_on, d.return_on, d.seats_total, 0, 'closed', d.price_quad, d.price_triple, d.price_double, d.note
    from public.departures d
   where d.package_id = source_id and d.depart_on >= public.today_wib();
  get diagnostics departures_copied = row_count;

  insert into public.package_hotels (package_id, hotel_id, nights, position)
  select r.id, h.hotel_id, h.nights, h.position
    from public.package_hotels h
   where h.package_id = source_id;
  get diagnostics hotels_copied = row_count;

  return jsonb_build_object(
    'id', r.id, 'title', r.title, 'slug', r.slug,
    'departures', departures_copied, 'hotels', hotels_copied);
end;
$$;

comment on function public.duplicate_package(uuid) is
  'Copies a package as a draft with its hotels and its upcoming departures (closed, nothing booked).';

revoke all on function public.duplicate_package(uuid) from public, anon, authenticated;
grant execute on function public.duplicate_package(uuid) to authenticated, service_role;
