-- =====================================================================
-- Page content limits: every text of a page document (home, about,
-- contact, privacy, site-settings) has a longest length, so a pasted
-- 5,000-character hero title is refused instead of published as a wall of
-- heading. The limits live in one table, checked by a trigger on
-- public.page_content; the admin's forms read the same numbers from
-- src/domain/limits.ts (PAGE_CONTENT_LIMITS) and tests/db/limits.test.ts
-- fails when the two differ.
--   page_name   the document
--   path        the field's path in it ('hero.title'); '*' stands for
--               every item of a list ('stats.*.value')
--   max_length  the most characters the text may hold
-- Chosen so a heading stays a heading (120), a lead stays a few lines
-- (300), addresses and links fit (300, 500, 2000) and long page texts stay
-- readable (at most 20,000 for the privacy text).
-- A row stored before keeps loading; it is checked when next saved.
-- =====================================================================

create table private.page_content_limits (
  page_name text not null check (page_name in ('home', 'about', 'contact', 'site-settings', 'privacy')),
  path text not null check (path ~ '^[A-Za-z0-9]+(\.([A-Za-z0-9]+|\*))*$'),
  max_length integer not null check (max_length between 1 and 100000),
  primary key (page_name, path)
);

comment on table private.page_content_limits is
  'The longest text each field of a page_content document may hold; the admin forms use the same numbers.';

-- Only the trigger below (security definer) reads it; nothing reaches it through the API.
alter table private.page_content_limits enable row level security;
revoke all on table private.page_content_limits from public, anon, authenticated;
grant select on table private.page_content_limits to service_role;

insert into private.page_content_limits (page_name, path, max_length) values
  ('home', 'hero.title', 120),
  ('home', 'hero.subtitle', 300),
  ('home', 'hero.backgroundImage', 2000),
  ('home', 'about.title', 120),
  ('home', 'about.description', 2000),
  ('home', 'stats.*.value', 20),
  ('home', 'stats.*.label', 60),
  ('about', 'title', 120),
  ('about', 'description', 5000),
  ('about', 'experience', 200),
  ('about', 'vision', 1000),
  ('about', 'mission', 5000),
  ('about', 'certification', 3000),
  ('contact', 'address', 300),
  ('contact', 'phone2', 40),
  ('contact', 'email2', 254),
  ('contact', 'operationalHours', 500),
  ('contact', 'googleMapsEmbed', 5000),
  ('site-settings', 'siteName', 100),
  ('site-settings', 'siteDescription', 300),
  ('site-settings', 'logo', 2000),
  ('site-settings', 'favicon', 2000),
  ('site-settings', 'contactPhone', 40),
  ('site-settings', 'contactAddress', 300),
  ('site-settings', 'contactEmail', 254),
  ('site-settings', 'whatsappNumber', 40),
  ('site-settings', 'ppiuNumber', 100),
  ('site-settings', 'ppiuDate', 10),
  ('site-settings', 'pihkNumber', 100),
  ('site-settings', 'pihkDate', 10),
  ('site-settings', 'businessHours.*', 100),
  ('site-settings', 'socialMedia.facebook', 500),
  ('site-settings', 'socialMedia.instagram', 500),
  ('site-settings', 'socialMedia.youtube', 500),
  ('site-settings', 'socialMedia.tiktok', 500),
  ('privacy', 'title', 120),
  ('privacy', 'body', 20000);

-- ---------------------------------------------------------------------
-- The first text of a document over its limit, if any: its path ('stats.1.label'), length and limit.
-- ---------------------------------------------------------------------
create or replace function private.page_content_over_limit(p_page_name text, p_content jsonb)
returns table (path text, length integer, max_length integer)
language sql
stable
security definer
set search_path = ''
as $$
  with recursive leaves (path, generic, value) as (
    select e.key, e.key, e.value
    from jsonb_each(case when jsonb_typeof(p_content) = 'object' then p_content else '{}'::jsonb end) e
    union all
    select l.path || '.' || c.key, l.generic || '.' || c.generic_key, c.value
    from leaves l
    cross join lateral (
      select o.key, o.key as generic_key, o.value
      from jsonb_each(case when jsonb_typeof(l.value) = 'object' then l.value else '{}'::jsonb end) o
      union all
      select (a.ord - 1)::text, '*', a.value
      from jsonb_array_elements(case when jsonb_typeof(l.value) = 'array' then l.value else '[]'::jsonb end)
        with ordinality a (value, ord)
    ) c
  )
  select l.path, pg_catalog.length(l.value #>> '{}'), lim.max_length
  from leaves l
  join private.page_content_limits lim on lim.page_name = p_page_name and lim.path = l.generic
  where jsonb_typeof(l.value) = 'string'
    and pg_catalog.length(l.value #>> '{}') > lim.max_length
  order by l.path
  limit 1;
$$;

revoke all on function private.page_content_over_limit(text, jsonb) from public;
grant execute on function private.page_content_over_limit(text, jsonb) to authenticated, service_role;

-- ---------------------------------------------------------------------
-- The check itself: check_violation (23514) named page_content_text_length,
-- the field's path and numbers in the detail so the admin can put the
-- sentence beside the field.
-- ---------------------------------------------------------------------
create or replace function private.check_page_content_limits()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v record;
begin
  select * into v from private.page_content_over_limit(new.page_name, new.content);
  if found then
    raise exception using
      errcode = 'check_violation',
      message = 'new row for relation "page_content" violates check constraint "page_content_text_length"',
      detail = format('Field %s has %s characters; at most %s.', v.path, v.length, v.max_length),
      constraint = 'page_content_text_length',
      table = 'page_content',
      schema = 'public';
  end if;
  return new;
end;
$$;

revoke all on function private.check_page_content_limits() from public;

create trigger page_content_text_length
  before insert or update of content, page_name on public.page_content
  for each row execute function private.check_page_content_limits();
