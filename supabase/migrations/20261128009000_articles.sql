-- =====================================================================
-- Articles ("Artikel"): guides, regulation news, tips and pilgrims'
-- stories that link to the packages. What ranks in search is useful
-- content, so articles are content like packages: admin-only writes,
-- visitors read the published ones, every change requests a rebuild,
-- a changed slug leaves a 301 from the old address.
--
-- body is HTML limited to what the site renders (headings 2-3,
-- paragraphs, bold/italic, lists, links, images, quotes). The admin
-- sanitises it on an allow-list before saving and the site sanitises it
-- again at build (domain/article-html.ts, a maintained sanitiser), so
-- the database only bounds its size.
--
-- package_ids: the packages the article recommends, in order. A deleted
-- package leaves every article's list (trigger below); a draft package
-- is simply not shown.
-- =====================================================================

create table public.articles (
  id uuid primary key default gen_random_uuid(),
  slug text not null,
  title text not null,
  excerpt text not null default '',
  category text not null default 'panduan',
  body text not null default '',
  cover_image text,
  cover_alt text not null default '',
  package_ids uuid[] not null default '{}',
  status text not null default 'draft',
  published_at timestamptz,
  seo_title text not null default '',
  seo_description text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Named: the admin maps each name to its field.
  constraint articles_slug_check check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 120),
  constraint articles_slug_key unique (slug),
  constraint articles_title_check check (length(btrim(title)) between 1 and 160),
  constraint articles_excerpt_check check (length(excerpt) <= 300),
  constraint articles_category_check check (category in ('panduan', 'berita', 'tips', 'kisah')),
  constraint articles_body_check check (length(body) <= 100000),
  constraint articles_cover_image_check check (length(cover_image) <= 2000 and private.is_safe_media_url(cover_image)),
  constraint articles_cover_alt_check check (length(cover_alt) <= 200),
  constraint articles_package_ids_check check (cardinality(package_ids) <= 6),
  constraint articles_status_check check (status in ('draft', 'published')),
  constraint articles_seo_title_check check (length(seo_title) <= 70),
  constraint articles_seo_description_check check (length(seo_description) <= 170)
);

comment on table public.articles is
  'Articles (guides, regulation news, tips, pilgrims'' stories) published on /artikel, each recommending packages.';

create index articles_published_idx on public.articles (published_at desc) where status = 'published';

-- The first publication is the article's date; later edits keep it (updated_at says when it changed).
create or replace function private.stamp_article_published_at()
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

revoke all on function private.stamp_article_published_at() from public;

create trigger articles_stamp_published_at
  before insert or update of status, published_at on public.articles
  for each row execute function private.stamp_article_published_at();

-- A changed slug answers 301 from the old address, as for packages.
create or replace function private.record_article_redirect()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  old_path text := '/artikel/' || old.slug;
  new_path text := '/artikel/' || new.slug;
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

revoke all on function private.record_article_redirect() from public;

create trigger articles_record_redirect
  after update of slug on public.articles
  for each row execute function private.record_article_redirect();

-- A deleted package leaves the articles that recommended it.
create or replace function private.forget_deleted_package_in_articles()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.articles
     set package_ids = array_remove(package_ids, old.id)
   where old.id = any(package_ids);
  return old;
end;
$$;

revoke all on function private.forget_deleted_package_in_articles() from public;

create trigger packages_forget_in_articles
  after delete on public.packages
  for each row execute function private.forget_deleted_package_in_articles();

create trigger articles_refuse_stale_update
  before update on public.articles
  for each row execute function private.refuse_stale_update();

create trigger articles_admin_only_writes
  before insert or update or delete on public.articles
  for each statement execute function private.assert_admin_write();

create trigger articles_request_site_build
  after insert or update or delete on public.articles
  for each statement execute function private.content_changed();

alter table public.articles enable row level security;

create policy "Visitors can read published articles"
  on public.articles for select to anon, authenticated
  using (status = 'published');

create policy "The administrator can read every article"
  on public.articles for select to authenticated
  using (public.is_admin());

create policy "The administrator can add articles"
  on public.articles for insert to authenticated
  with check (public.is_admin());

create policy "The administrator can change articles"
  on public.articles for update to authenticated
  using (public.is_admin()) with check (public.is_admin());

create policy "The administrator can delete articles"
  on public.articles for delete to authenticated
  using (public.is_admin());

revoke all on table public.articles from anon, authenticated;
grant select on table public.articles to anon;
grant select, insert, update, delete on table public.articles to authenticated;
grant all on table public.articles to service_role;

-- ---------------------------------------------------------------------
-- Media in use: an article's cover and the images in its body.
-- The body is searched for the stored path as plain text (no HTML
-- parsing in SQL): a path that appears anywhere in the body is in use.
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
