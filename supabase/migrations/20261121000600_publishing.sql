-- =====================================================================
-- Publishing: every content change requests a rebuild of the static site.
-- One mechanism for both worlds: triggers record a request in
-- site_builds (bursts coalesce into the one pending request) and notify
-- channel `site_build`. Locally the server listens and runs the build;
-- on a hosted project the request is sent to the Netlify build hook
-- (next migration, only where pg_net exists).
-- =====================================================================

create table public.site_builds (
  id bigint generated always as identity primary key,
  requested_at timestamptz not null default now(),
  reason text not null default '' check (length(reason) <= 2000),
  status text not null default 'requested'
    check (status in ('requested', 'building', 'published', 'failed')),
  started_at timestamptz,
  finished_at timestamptz,
  error text check (length(error) <= 8000)
);

create index site_builds_requested_at_idx on public.site_builds (requested_at desc);
-- At most one request waits at a time: that is what makes bursts coalesce.
create unique index site_builds_one_pending_idx on public.site_builds ((true)) where status = 'requested';

alter table public.site_builds enable row level security;

create policy "The administrator can read build history"
  on public.site_builds for select to authenticated
  using (public.is_admin());

revoke all on table public.site_builds from anon, authenticated;
grant select on table public.site_builds to authenticated;
grant all on table public.site_builds to service_role;

-- ---------------------------------------------------------------------
-- Recording a request (coalescing) and notifying the builder
-- ---------------------------------------------------------------------
create or replace function private.record_site_build_request(why text)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  pending_id bigint;
begin
  update public.site_builds
     set reason = left(case when reason = '' then why
                            when position(why in reason) > 0 then reason
                            else reason || ', ' || why end, 2000)
   where status = 'requested'
   returning id into pending_id;
  if pending_id is null then
    insert into public.site_builds (reason) values (left(why, 2000)) returning id into pending_id;
  end if;
  perform pg_notify('site_build', pending_id::text);
  return pending_id;
end;
$$;

-- Functions are executable by PUBLIC unless revoked, and the API roles may use
-- schema private. Only the triggers below and request_site_build() (both
-- security definer, so they run as the owner) may record a request.
revoke all on function private.record_site_build_request(text) from public, anon, authenticated;

create or replace function private.content_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.record_site_build_request(tg_table_name || ' ' || lower(tg_op));
  return null;
end;
$$;

revoke all on function private.content_changed() from public, anon, authenticated;

create trigger packages_request_site_build
  after insert or update or delete on public.packages
  for each statement execute function private.content_changed();
create trigger features_request_site_build
  after insert or update or delete on public.features
  for each statement execute function private.content_changed();
create trigger testimonials_request_site_build
  after insert or update or delete on public.testimonials
  for each statement execute function private.content_changed();
create trigger page_content_request_site_build
  after insert or update or delete on public.page_content
  for each statement execute function private.content_changed();
create trigger media_request_site_build
  after insert or update or delete on public.media
  for each statement execute function private.content_changed();

-- ---------------------------------------------------------------------
-- "Terbitkan ulang": the administrator asks for a rebuild by hand.
-- ---------------------------------------------------------------------
create or replace function public.request_site_build()
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'permission denied: only the administrator may publish the site';
  end if;
  return private.record_site_build_request('manual');
end;
$$;

revoke all on function public.request_site_build() from public, anon;
grant execute on function public.request_site_build() to authenticated, service_role;

-- ---------------------------------------------------------------------
-- Publish status for the admin's banner: the latest finished build and
-- whether one is pending or running.
-- ---------------------------------------------------------------------
create or replace function public.site_publish_status()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  -- A build handed to the host's build hook reports no result back to the database, so a
  -- "building" row counts as pending for 15 minutes only.
  select jsonb_build_object(
    'pending', exists (select 1 from public.site_builds
                        where status = 'requested'
                           or (status = 'building' and started_at > now() - interval '15 minutes')),
    'building', exists (select 1 from public.site_builds
                         where status = 'building' and started_at > now() - interval '15 minutes'),
    'last', (select to_jsonb(b) from public.site_builds b
              where b.status in ('published', 'failed')
              order by b.finished_at desc nulls last, b.id desc limit 1),
    'last_published_at', (select max(finished_at) from public.site_builds where status = 'published')
  );
$$;

revoke all on function public.site_publish_status() from public, anon;
grant execute on function public.site_publish_status() to authenticated, service_role;
