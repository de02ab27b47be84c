-- =====================================================================
-- Media library and the public `images` storage bucket.
-- =====================================================================

create table public.media (
  id uuid primary key default gen_random_uuid(),
  filename text not null check (length(filename) between 1 and 255),
  original_name text not null default '' check (length(original_name) <= 255),
  file_path text not null unique
    check (file_path !~ '(^/|\.\.|[[:cntrl:]])' and length(file_path) <= 512),
  file_size bigint not null check (file_size between 0 and 5242880),
  mime_type text not null
    check (mime_type in ('image/jpeg', 'image/png', 'image/webp', 'image/gif')),
  url text not null check (length(url) <= 2000),
  created_at timestamptz not null default now()
);

create index media_created_at_idx on public.media (created_at desc);

create trigger media_admin_only_writes
  before insert or update or delete on public.media
  for each statement execute function private.assert_admin_write();

alter table public.media enable row level security;

-- The library lists file names and sizes: only the administrator needs it.
-- The images themselves are public through the bucket.
create policy "The administrator can read media"
  on public.media for select to authenticated
  using (public.is_admin());

create policy "The administrator can add media"
  on public.media for insert to authenticated
  with check (public.is_admin());

create policy "The administrator can change media"
  on public.media for update to authenticated
  using (public.is_admin()) with check (public.is_admin());

create policy "The administrator can delete media"
  on public.media for delete to authenticated
  using (public.is_admin());

revoke all on table public.media from anon, authenticated;
grant select, insert, update, delete on table public.media to authenticated;
grant all on table public.media to service_role;

-- ---------------------------------------------------------------------
-- Storage bucket: public read, 5 MB, images only.
-- ---------------------------------------------------------------------
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('images', 'images', true, 5242880,
        array['image/jpeg', 'image/png', 'image/webp', 'image/gif'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "Anyone can read images"
  on storage.objects for select to anon, authenticated
  using (bucket_id = 'images');

create policy "The administrator can upload images"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'images' and public.is_admin());

create policy "The administrator can replace images"
  on storage.objects for update to authenticated
  using (bucket_id = 'images' and public.is_admin())
  with check (bucket_id = 'images' and public.is_admin());

create policy "The administrator can delete images"
  on storage.objects for delete to authenticated
  using (bucket_id = 'images' and public.is_admin());
