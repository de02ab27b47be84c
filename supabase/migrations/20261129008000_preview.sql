-- =====================================================================
-- Preview ("Pratinjau"): the administrator sees a draft as the site will
-- render it, before anything is saved or published.
--
-- The preview route (src/pages/pratinjau/, rendered on demand) reads the
-- record as the signed-in administrator, so the site's read of a package
-- also returns drafts to the administrator; a visitor and the build (anon)
-- still read active packages only.
--
-- "Bagikan pratinjau": a link for a colleague without an account. It holds
-- what the owner previewed at that moment (the record and the unsaved
-- values: a package, an article or a page's content), opens for 24 hours,
-- and can be revoked. Only the hash of its token is stored.
-- =====================================================================

create or replace view public.site_packages
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
-- The administrator's preview shows a draft too; the build filters on status itself.
where p.status = 'active' or (select public.is_admin());

comment on view public.site_packages is
  'The site''s read of a package with its upcoming departures and its hotels, as the reader may see them: active packages, and drafts too for the administrator''s preview.';

create table public.preview_links (
  id uuid primary key default gen_random_uuid(),
  -- sha256 of the link's token, hex; the token itself is shown once, to the administrator who made it.
  token_hash text not null unique,
  kind text not null,
  -- The record: a package's or an article's id, or a page's name; null for a record not saved yet.
  row_key text null,
  title text not null default '',
  -- The record as stored when the link was made, and the unsaved values shown over it.
  base jsonb null,
  draft jsonb not null,
  created_by text null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '24 hours',
  revoked_at timestamptz null,
  constraint preview_links_kind_check check (kind in ('paket', 'artikel', 'halaman')),
  constraint preview_links_draft_check check (jsonb_typeof(draft) = 'object' and pg_column_size(draft) <= 262144)
);

comment on table public.preview_links is
  'Bagikan pratinjau: links that show a draft (as it was when shared) to anyone holding them, for 24 hours unless revoked.';

create index preview_links_row_idx on public.preview_links (kind, row_key, created_at desc);

alter table public.preview_links enable row level security;

create policy "The administrator can read the preview links"
  on public.preview_links for select to authenticated
  using (public.is_admin());

-- Written only through the functions below: the token is made and hashed in the database.
revoke all on table public.preview_links from anon, authenticated;
grant select (id, kind, row_key, title, created_by, created_at, expires_at, revoked_at)
  on table public.preview_links to authenticated;
grant all on table public.preview_links to service_role;

-- The admin's list of links: every column but the token's hash and the snapshot.
create view public.preview_link_list
with (security_invoker = true)
as
select l.id, l.kind, l.row_key, l.title, l.created_by, l.created_at, l.expires_at, l.revoked_at,
       l.revoked_at is null and l.expires_at > now() as open
  from public.preview_links l;

comment on view public.preview_link_list is
  'The administrator''s shared preview links, with whether each still opens.';

revoke all on public.preview_link_list from anon, authenticated;
grant select on public.preview_link_list to authenticated, service_role;

-- A new link for the record `row_key` (a package's or an article's id, or a page's name; null: a record not
-- saved yet) shown with the unsaved values `draft` (a page: its whole content). Returns the link's id and its
-- token, which appears nowhere else.
create or replace function public.create_preview_link(kind text, row_key text, draft jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  token text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  base jsonb;
  link public.preview_links;
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'permission denied: only the administrator may share a preview';
  end if;
  if create_preview_link.kind not in ('paket', 'artikel', 'halaman') then
    raise exception using errcode = '22023', message = 'Jenis pratinjau tidak dikenal';
  end if;
  if (create_preview_link.kind = 'halaman'
      and coalesce(create_preview_link.row_key, '') not in ('home', 'about', 'contact', 'privacy', 'terms'))
     or (create_preview_link.kind <> 'halaman' and create_preview_link.row_key !~*
         '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$') then
    raise exception using errcode = '22023', message = 'Data yang dipratinjau tidak dikenal';
  end if;
  if create_preview_link.draft is null or jsonb_typeof(create_preview_link.draft) <> 'object' then
    raise exception using errcode = '22023', message = 'Isi pratinjau tidak terbaca';
  end if;
  if pg_column_size(create_preview_link.draft) > 262144 then
    raise exception using errcode = '22023', message = 'Isi pratinjau terlalu besar untuk dibagikan';
  end if;
  if create_preview_link.row_key is not null then
    -- Read as the administrator who shares it (the view shows drafts to the administrator).
    if create_preview_link.kind = 'paket' then
      select to_jsonb(s) into base from public.site_packages s where s.id = create_preview_link.row_key::uuid;
    elsif create_preview_link.kind = 'artikel' then
      select to_jsonb(a) into base from public.articles a where a.id = create_preview_link.row_key::uuid;
    else
      select coalesce(c.content, '{}'::jsonb) into base from public.page_content c
       where c.page_name = create_preview_link.row_key;
      base := coalesce(base, '{}'::jsonb);
    end if;
    if base is null then
      raise exception using errcode = 'P0002', message = 'Data ini tidak ditemukan; mungkin sudah dihapus';
    end if;
  end if;
  -- Links that ended more than a week ago are of no use to anyone.
  delete from public.preview_links l
   where coalesce(l.revoked_at, l.expires_at) < now() - interval '7 days';
  insert into public.preview_links (token_hash, kind, row_key, title, base, draft, created_by)
  values (encode(sha256(convert_to(token, 'UTF8')), 'hex'), create_preview_link.kind, create_preview_link.row_key,
          left(coalesce(nullif(btrim(create_preview_link.draft ->> 'title'), ''), base ->> 'title', ''), 200),
          base, create_preview_link.draft, nullif(auth.jwt() ->> 'email', ''))
  returning * into link;
  return jsonb_build_object('id', link.id, 'token', token, 'expires_at', link.expires_at);
end;
$$;

revoke all on function public.create_preview_link(text, text, jsonb) from public;
grant execute on function public.create_preview_link(text, text, jsonb) to authenticated, service_role;

create or replace function public.revoke_preview_link(link_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'permission denied: only the administrator may revoke a preview link';
  end if;
  update public.preview_links l set revoked_at = now()
   where l.id = revoke_preview_link.link_id and l.revoked_at is null;
end;
$$;

revoke all on function public.revoke_preview_link(uuid) from public;
grant execute on function public.revoke_preview_link(uuid) to authenticated, service_role;

-- What a shared link shows, to anyone holding its token, while it is open.
create or replace function public.open_preview_link(token text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  link public.preview_links;
begin
  if open_preview_link.token is null or open_preview_link.token !~ '^[0-9a-f]{64}$' then
    raise exception using errcode = 'P0002', message = 'Tautan pratinjau tidak dikenal';
  end if;
  select * into link from public.preview_links l
   where l.token_hash = encode(sha256(convert_to(open_preview_link.token, 'UTF8')), 'hex');
  if link.id is null then
    raise exception using errcode = 'P0002', message = 'Tautan pratinjau tidak dikenal';
  end if;
  if link.revoked_at is not null then
    raise exception using errcode = 'P0002', message = 'Tautan pratinjau ini sudah dicabut';
  end if;
  if link.expires_at <= now() then
    raise exception using errcode = 'P0002', message = 'Tautan pratinjau ini sudah kedaluwarsa (berlaku 24 jam)';
  end if;
  return jsonb_build_object('kind', link.kind, 'row_key', link.row_key, 'base', link.base, 'draft', link.draft,
                            'expires_at', link.expires_at);
end;
$$;

revoke all on function public.open_preview_link(text) from public;
grant execute on function public.open_preview_link(text) to anon, authenticated, service_role;
