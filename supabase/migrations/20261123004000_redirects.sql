-- =====================================================================
-- Redirects of the public site: old address -> new address.
-- The site build writes them into Netlify's `_redirects` file, and the
-- local server honours the same file, so both worlds answer alike.
-- A package whose slug or category changes leaves its old URL here, so
-- links shared on WhatsApp keep working (301).
-- =====================================================================

-- ---------------------------------------------------------------------
-- Table
-- ---------------------------------------------------------------------
create table public.redirects (
  id uuid primary key default gen_random_uuid(),
  from_path text not null unique
    check (from_path ~ '^/[^\s?#]*$' and length(from_path) <= 500 and from_path <> '/'),
  to_path text not null
    check (to_path ~ '^/[^\s#]*$' and length(to_path) <= 500),
  status integer not null default 301 check (status in (301, 302, 307, 308)),
  created_at timestamptz not null default now(),
  check (from_path <> to_path)
);

create trigger redirects_admin_only_writes
  before insert or update or delete on public.redirects
  for each statement execute function private.assert_admin_write();

create trigger redirects_request_site_build
  after insert or update or delete on public.redirects
  for each statement execute function private.content_changed();

-- ---------------------------------------------------------------------
-- Row-level security: everybody reads (the build uses the anon key),
-- only the administrator writes.
-- ---------------------------------------------------------------------
alter table public.redirects enable row level security;

create policy "Visitors can read redirects"
  on public.redirects for select to anon, authenticated
  using (true);

create policy "The administrator can add redirects"
  on public.redirects for insert to authenticated
  with check (public.is_admin());

create policy "The administrator can change redirects"
  on public.redirects for update to authenticated
  using (public.is_admin()) with check (public.is_admin());

create policy "The administrator can delete redirects"
  on public.redirects for delete to authenticated
  using (public.is_admin());

revoke all on table public.redirects from anon, authenticated;
grant select on table public.redirects to anon;
grant select, insert, update, delete on table public.redirects to authenticated;
grant all on table public.redirects to service_role;

-- ---------------------------------------------------------------------
-- A package's old URL follows it. Runs as the owner: the administrator's
-- package save must not fail on the redirects table's own checks, and
-- chains collapse (A -> B then B -> C leaves A -> C and B -> C), while an
-- address that is live again stops redirecting.
-- ---------------------------------------------------------------------
create or replace function private.record_package_redirect()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  old_path text := '/' || old.category || '/' || old.slug;
  new_path text := '/' || new.category || '/' || new.slug;
begin
  if old_path = new_path or old.slug = '' or new.slug = '' then
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

revoke all on function private.record_package_redirect() from public, anon, authenticated;

create trigger packages_record_redirect
  after update of slug, category on public.packages
  for each row execute function private.record_package_redirect();
