-- =====================================================================
-- Media usage (issue 10): where each library image is used, computed
-- from the data itself (package galleries, every text of page content,
-- testimonial avatars), never from a hand-kept counter. The admin shows
-- "Dipakai di N tempat" and refuses to delete an image still in use;
-- a trigger refuses it in the database as well.
-- =====================================================================

-- ---------------------------------------------------------------------
-- Every image reference in the content, with the place it comes from.
-- A reference matches a media row when it ends with the row's public
-- storage path (absolute URL on any host, or the site-relative path).
-- Runs as the caller: row-level security decides what is seen.
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
  )
  select distinct m.id, r.kind, r.label, r.link
    from public.media m
    join refs r
      on right(btrim(r.ref), length('/storage/v1/object/public/images/' || m.file_path))
         = '/storage/v1/object/public/images/' || m.file_path;
$$;

revoke all on function public.media_usage() from public, anon;
grant execute on function public.media_usage() to authenticated, service_role;

-- ---------------------------------------------------------------------
-- Backstop: a media row still in use cannot be deleted (the admin checks
-- first and lists the places; this catches any other client).
-- security definer: it must see every reference, whatever the caller reads.
-- ---------------------------------------------------------------------
create or replace function private.refuse_deleting_used_media()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  places int;
begin
  select count(*) into places from public.media_usage() u where u.media_id = old.id;
  if places > 0 then
    raise exception 'Gambar masih dipakai di % tempat: lepaskan dulu sebelum menghapus', places
      using errcode = 'P0001', hint = 'media_in_use';
  end if;
  return old;
end;
$$;

revoke all on function private.refuse_deleting_used_media() from public, anon, authenticated;

create trigger media_refuse_deleting_used
  before delete on public.media
  for each row execute function private.refuse_deleting_used_media();
