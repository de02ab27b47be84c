-- =====================================================================
-- Trip documentation ("Dokumentasi"): dated photo albums of past
-- departures, the proof that the agency really flew people.
--
-- albums        one trip: title, slug (301 from the old address when it
--               changes), the date, optionally the package and departure
--               it documents, draft/published. The departure decides the
--               package: a chosen departure always sets package_id.
-- album_photos  the album's photos in order, each with a caption and the
--               consent of the people in it. Visitors read only consented
--               photos of published albums (RLS), so an unconsented photo
--               never reaches the site, its share card or the API.
--
-- The admin saves an album and its photos in one call (save_album): the
-- album's updated_at is the version of both, so a stale tab cannot
-- overwrite photos another tab changed, and a failed save changes
-- nothing. public.album_details is the one composite read for the admin
-- and the site; RLS decides which photos each caller sees.
-- =====================================================================

create table public.albums (
  id uuid primary key default gen_random_uuid(),
  slug text not null,
  title text not null,
  description text not null default '',
  taken_on date not null,
  package_id uuid null references public.packages (id) on delete set null,
  departure_id uuid null references public.departures (id) on delete set null,
  status text not null default 'draft',
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Named: the admin maps each name to its field.
  constraint albums_slug_check check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 120),
  constraint albums_slug_key unique (slug),
  constraint albums_title_check check (length(btrim(title)) between 1 and 160),
  constraint albums_description_check check (length(description) <= 1000),
  constraint albums_taken_on_check check (taken_on between date '2000-01-01' and date '2100-12-31'),
  constraint albums_status_check check (status in ('draft', 'published'))
);

comment on table public.albums is
  'Trip documentation albums (/dokumentasi): a dated trip, optionally of a package and departure, with its photos in album_photos.';

create index albums_package_id_idx on public.albums (package_id);
create index albums_departure_id_idx on public.albums (departure_id);
create index albums_published_idx on public.albums (taken_on desc) where status = 'published';

create table public.album_photos (
  id uuid primary key default gen_random_uuid(),
  album_id uuid not null references public.albums (id) on delete cascade,
  image_url text not null,
  caption text not null default '',
  consent boolean not null default false,
  position integer not null default 0,
  created_at timestamptz not null default now(),
  constraint album_photos_image_url_check check (length(image_url) <= 2000 and private.is_safe_media_url(image_url)),
  constraint album_photos_caption_check check (length(caption) <= 200),
  constraint album_photos_position_check check (position between 0 and 1000)
);

comment on table public.album_photos is
  'The photos of an album, in order, each with a caption and whether the people in it agreed to its publication.';

create index album_photos_album_id_idx on public.album_photos (album_id, position);

-- The first publication is the album's publication date; later edits keep it.
create or replace function private.stamp_album_published_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'published' and new.published_at is null then
    new.published_at := now();
  end if;
  return new;
end;
$$;

revoke all on function private.stamp_album_published_at() from public;

create trigger albums_stamp_published_at
  before insert or update of status, published_at on public.albums
  for each row execute function private.stamp_album_published_at();

-- A departure belongs to one package: the album's package follows its departure.
create or replace function private.album_package_from_departure()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.departure_id is not null then
    select d.package_id into new.package_id from public.departures d where d.id = new.departure_id;
  end if;
  return new;
end;
$$;

revoke all on function private.album_package_from_departure() from public;

create trigger albums_package_from_departure
  before insert or update of departure_id, package_id on public.albums
  for each row execute function private.album_package_from_departure();

-- A changed slug answers 301 from the old address, as for packages and articles.
create or replace function private.record_album_redirect()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  old_path text := '/dokumentasi/' || old.slug;
  new_path text := '/dokumentasi/' || new.slug;
begin
  if old_path = new_path then
    return null;
  end if;
  delete from public.redirects where from_path = new_path;
  update public.redirects set to_path = new_path where to_path = old_path;
  insert into public.redirects (from_path, to_path, status)
  values (old_path, new_path, 301)
  on conflict (from_path) do update set to_path = excluded.to_path, status = 301;
  return null;
end;
$$;

revoke all on function private.record_album_redirect() from public;

create trigger albums_record_redirect
  after update of slug on public.albums
  for each row execute function private.record_album_redirect();

create trigger albums_refuse_stale_update
  before update on public.albums
  for each row execute function private.refuse_stale_update();

create trigger albums_admin_only_writes
  before insert or update or delete on public.albums
  for each statement execute function private.assert_admin_write();

create trigger albums_request_site_build
  after insert or update or delete on public.albums
  for each statement execute function private.content_changed();

create trigger album_photos_admin_only_writes
  before insert or update or delete on public.album_photos
  for each statement execute function private.assert_admin_write();

create trigger album_photos_request_site_build
  after insert or update or delete on public.album_photos
  for each statement execute function private.content_changed();

alter table public.albums enable row level security;
alter table public.album_photos enable row level security;

create policy "Visitors can read published albums"
  on public.albums for select to anon, authenticated
  using (status = 'published');

create policy "The administrator can read every album"
  on public.albums for select to authenticated
  using (public.is_admin());

create policy "The administrator can add albums"
  on public.albums for insert to authenticated
  with check (public.is_admin());

create policy "The administrator can change albums"
  on public.albums for update to authenticated
  using (public.is_admin()) with check (public.is_admin());

create policy "The administrator can delete albums"
  on public.albums for delete to authenticated
  using (public.is_admin());

create policy "Visitors can read the consented photos of published albums"
  on public.album_photos for select to anon, authenticated
  using (
    consent
    and exists (select 1 from public.albums a where a.id = album_photos.album_id and a.status = 'published')
  );

create policy "The administrator can read every album photo"
  on public.album_photos for select to authenticated
  using (public.is_admin());

create policy "The administrator can add album photos"
  on public.album_photos for insert to authenticated
  with check (public.is_admin());

create policy "The administrator can change album photos"
  on public.album_photos for update to authenticated
  using (public.is_admin()) with check (public.is_admin());

create policy "The administrator can delete album photos"
  on public.album_photos for delete to authenticated
  using (public.is_admin());

revoke all on table public.albums from anon, authenticated;
grant select on table public.albums to anon;
grant select, insert, update, delete on table public.albums to authenticated;
grant all on table public.albums to service_role;

revoke all on table public.album_photos from anon, authenticated;
grant select on table public.album_photos to anon;
grant select, insert, update, delete on table public.album_photos to authenticated;
grant all on table public.album_photos to service_role;

-- ---------------------------------------------------------------------
-- The one composite read: an album with its photos in order, the cover
-- (the first consented photo: an unconsented photo is never a cover, not
-- even in the admin's list), and the package and departure it documents.
-- security_invoker: visitors get published albums with their consented
-- photos only, and no package or departure they may not read.
-- ---------------------------------------------------------------------
create view public.album_details
with (security_invoker = true)
as
select
  a.id,
  a.slug,
  a.title,
  a.description,
  a.taken_on,
  a.package_id,
  a.departure_id,
  a.status,
  a.published_at,
  a.created_at,
  a.updated_at,
  coalesce(
    (select jsonb_agg(
              jsonb_build_object('id', ph.id, 'image_url', ph.image_url, 'caption', ph.caption, 'consent', ph.consent)
              order by ph.position, ph.created_at, ph.id)
       from public.album_photos ph
      where ph.album_id = a.id),
    '[]'::jsonb) as photos,
  (select count(*)::integer from public.album_photos ph where ph.album_id = a.id and ph.consent) as consented_count,
  (select ph.image_url
     from public.album_photos ph
    where ph.album_id = a.id and ph.consent
    order by ph.position, ph.created_at, ph.id
    limit 1) as cover,
  p.title as package_title,
  p.slug as package_slug,
  p.category as package_category,
  d.depart_on as departure_on
from public.albums a
left join public.packages p on p.id = a.package_id
left join public.departures d on d.id = a.departure_id;

comment on view public.album_details is
  'Albums with their photos in order, cover, package and departure (reads as the caller: visitors see consented photos of published albums only).';

revoke all on table public.album_details from public, anon, authenticated;
grant select on table public.album_details to anon, authenticated, service_role;

-- ---------------------------------------------------------------------
-- save_album: the album and its photos in one transaction, as the
-- caller (RLS and the admin-only triggers apply). p_album carries the
-- album's fields and, for an existing album, its id and the updated_at
-- the form loaded (a stale version is refused, nothing changes). p_photos
-- is the whole photo list in order: photos missing from it are removed,
-- photos with an id of this album are changed, photos without one added.
-- ---------------------------------------------------------------------
create or replace function public.save_album(p_album jsonb, p_photos jsonb)
returns public.album_details
language plpgsql
set search_path = ''
as $$
declare
  v_album_id uuid := nullif(p_album ->> 'id', '')::uuid;
  kept uuid[];
  result public.album_details;
begin
  if jsonb_typeof(p_photos) is distinct from 'array' then
    raise exception using errcode = '22023', message = 'album_photos_list: p_photos must be an array';
  end if;
  if jsonb_array_length(p_photos) > 60 then
    raise exception using
      errcode = '23514',
      message = 'new row for relation "album_photos" violates check constraint "album_photos_count_check"',
      hint = 'album_photos_count_check';
  end if;

  if v_album_id is null then
    insert into public.albums (slug, title, description, taken_on, package_id, departure_id, status)
    values (
      p_album ->> 'slug',
      p_album ->> 'title',
      coalesce(p_album ->> 'description', ''),
      (p_album ->> 'taken_on')::date,
      nullif(p_album ->> 'package_id', '')::uuid,
      nullif(p_album ->> 'departure_id', '')::uuid,
      coalesce(p_album ->> 'status', 'draft'))
    returning id into v_album_id;
  else
    update public.albums
       set slug = p_album ->> 'slug',
           title = p_album ->> 'title',
           description = coalesce(p_album ->> 'description', ''),
           taken_on = (p_album ->> 'taken_on')::date,
           package_id = nullif(p_album ->> 'package_id', '')::uuid,
           departure_id = nullif(p_album ->> 'departure_id', '')::uuid,
           status = coalesce(p_album ->> 'status', 'draft'),
           updated_at = (p_album ->> 'updated_at')::timestamptz
     where id = v_album_id;
    if not found then
      raise exception using errcode = 'P0002', message = 'album_not_found: the album was deleted', hint = 'album_not_found';
    end if;
  end if;

  select coalesce(array_agg((e ->> 'id')::uuid), '{}')
    into kept
    from jsonb_array_elements(p_photos) e
   where nullif(e ->> 'id', '') is not null;

  delete from public.album_photos ph where ph.album_id = v_album_id and ph.id <> all (kept);

  insert into public.album_photos as ph (id, album_id, image_url, caption, consent, position)
  select coalesce(nullif(e ->> 'id', '')::uuid, gen_random_uuid()),
         v_album_id,
         e ->> 'image_url',
         coalesce(e ->> 'caption', ''),
         coalesce((e ->> 'consent')::boolean, false),
         (n - 1)::integer
    from jsonb_array_elements(p_photos) with ordinality as x(e, n)
  on conflict (id) do update
     set image_url = excluded.image_url,
         caption = excluded.caption,
         consent = excluded.consent,
         position = excluded.position
   where ph.album_id = excluded.album_id;

  select * into result from public.album_details d where d.id = v_album_id;
  return result;
end;
$$;

comment on function public.save_album(jsonb, jsonb) is
  'Saves an album and its whole photo list in one transaction, refusing a stale version (admin only, as the caller).';

revoke all on function public.save_album(jsonb, jsonb) from public, anon;
grant execute on function public.save_album(jsonb, jsonb) to authenticated, service_role;

-- ---------------------------------------------------------------------
-- Media in use: album photos join the places an image is used.
-- ---------------------------------------------------------------------
create or replace function public.media_usage()
returns table (media_id uuid, kind text, label text, link text)
language sql
stable
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
    union all
    select 'article', 'Artikel: ' || a.title, '/articles/edit/' || a.id::text, a.cover_image
      from public.articles a
     where a.cover_image is not null
    union all
    select 'album', 'Album: ' || al.title, '/albums/edit/' || al.id::text, ph.image_url
      from public.album_photos ph
      join public.albums al on al.id = ph.album_id
  )
  select distinct m.id, r.kind, r.label, r.link
    from public.media m
    join refs r
      on right(btrim(r.ref), length('/storage/v1/object/public/images/' || m.file_path))
         = '/storage/v1/object/public/images/' || m.file_path
  union
  select m.id, 'article', 'Artikel: ' || a.title, '/articles/edit/' || a.id::text
    from public.media m
    join public.articles a
      on strpos(a.body, '/storage/v1/object/public/images/' || m.file_path) > 0;
$$;
