-- =====================================================================
-- What the owner types is checked where it is stored, so neither the site
-- nor the admin has to trust it:
--  - names and titles must have a visible character (not only spaces,
--    tabs or zero-width characters);
--  - image addresses are http(s) URLs or paths on the site itself, never
--    `javascript:`, `data:` or protocol-relative (`//host`) addresses;
--  - redirects stay on the site (no `//host` or `/\host`, which browsers
--    follow to another site) and never loop.
-- The new checks are NOT VALID: a row stored before keeps loading, every
-- new or changed row is checked.
-- =====================================================================

-- Whitespace and the invisible characters browsers render as nothing: zero-width space, joiners, word joiner,
-- byte-order mark, no-break space, and the Hangul filler some keyboards insert.
create or replace function private.has_visible_text(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value is not null
     and regexp_replace(value, '[[:space:]\u00a0\u200b\u200c\u200d\u2060\ufeff\u3164\u115f\u1160]', '', 'g') <> '';
$$;

-- An image source: an http(s) URL or a path on this site ("/storage/v1/…"); null or '' means none.
create or replace function private.is_safe_media_url(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value is null or value = ''
      or value ~* '^https?://[^[:space:]/\\][^[:space:]\\]*$'
      or value ~ '^/[^/\\[:space:]][^[:space:]\\]*$';
$$;

create or replace function private.are_safe_media_urls(value jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(value) <> 'array'
      or not exists (select 1 from jsonb_array_elements_text(value) e where not private.is_safe_media_url(e));
$$;

-- A path of this site for a redirect: "/" alone, or "/" then something other than "/" or "\".
create or replace function private.is_site_path(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value = '/' or value ~ '^/[^/\\[:space:]#][^[:space:]#\\]*$';
$$;

grant execute on function private.has_visible_text(text), private.is_safe_media_url(text),
  private.are_safe_media_urls(jsonb), private.is_site_path(text) to anon, authenticated, service_role;

alter table public.packages add constraint packages_title_visible check (private.has_visible_text(title)) not valid;
alter table public.packages add constraint packages_images_safe check (private.are_safe_media_urls(images)) not valid;
alter table public.testimonials add constraint testimonials_name_visible check (private.has_visible_text(name)) not valid;
alter table public.testimonials add constraint testimonials_content_visible
  check (private.has_visible_text(content)) not valid;
alter table public.testimonials add constraint testimonials_avatar_url_safe
  check (private.is_safe_media_url(avatar_url)) not valid;
alter table public.features add constraint features_title_visible check (private.has_visible_text(title)) not valid;
alter table public.features add constraint features_description_visible
  check (private.has_visible_text(description)) not valid;
alter table public.faqs add constraint faqs_question_visible check (private.has_visible_text(question)) not valid;
alter table public.faqs add constraint faqs_answer_visible check (private.has_visible_text(answer)) not valid;
alter table public.hotels add constraint hotels_name_visible check (private.has_visible_text(name)) not valid;
alter table public.hotels add constraint hotels_image_url_safe check (private.is_safe_media_url(image_url)) not valid;
alter table public.media add constraint media_url_safe check (private.is_safe_media_url(url)) not valid;
alter table public.inquiries add constraint inquiries_name_visible check (private.has_visible_text(name)) not valid;

-- A redirect that leaves the site is not kept: it would send visitors elsewhere under the agency's name.
delete from public.redirects where not private.is_site_path(from_path) or not private.is_site_path(to_path);
alter table public.redirects add constraint redirects_from_path_site check (private.is_site_path(from_path));
alter table public.redirects add constraint redirects_to_path_site check (private.is_site_path(to_path));

-- A loop (A → B → A, or longer) would leave visitors bouncing until the browser gives up.
create or replace function private.refuse_redirect_loop()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  hop text := new.to_path;
  hops integer := 0;
begin
  loop
    if hop = new.from_path then
      raise exception using
        errcode = '23514',
        message = format('Pengalihan berputar: %s akhirnya kembali ke dirinya sendiri', new.from_path),
        detail = 'to_path',
        constraint = 'redirects_no_loop';
    end if;
    select r.to_path into hop from public.redirects r where r.from_path = hop and r.id <> new.id;
    hops := hops + 1;
    exit when hop is null or hops > 50;
  end loop;
  return new;
end;
$$;

revoke all on function private.refuse_redirect_loop() from public, anon, authenticated;

drop trigger if exists redirects_no_loop on public.redirects;
create constraint trigger redirects_no_loop
  after insert or update on public.redirects
  deferrable initially immediate
  for each row execute function private.refuse_redirect_loop();
