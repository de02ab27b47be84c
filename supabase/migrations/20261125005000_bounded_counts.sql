-- =====================================================================
-- Bounded counts. Unbounded, rpc/track_event would add one row per new
-- path, so anyone with the public anon key could grow the database without
-- limit (8 clients: 20,196 rows and 50 MB in 60 s) and slow the dashboard
-- to seconds. So:
--   * only the site's pages are counted under their own path: the static
--     pages of src/pages and each ACTIVE package's page /{category}/{slug}
--     (its /{category}/{id} alias counts under the slug path). Anything
--     else, and a draft or unknown package, is counted in one bucket,
--     '/lainnya' ("other"), without a package;
--   * the package of a counter is the one its path shows (the package id
--     the beacon sends only helps when the path's slug is stale);
--   * at most private.page_counts_day_limit() (2,000) counter rows per WIB
--     day; a new counter beyond that goes to the bucket too (defence in
--     depth: the known-path rule alone allows (pages + active packages)
--     × 3 events + 3 rows a day);
--   * events stay the allow-list page_view, whatsapp_click, inquiry_open.
-- dashboard_counts returns the same JSON as before, computed with one
-- aggregate per group instead of a scan of the period per day and per
-- package, as the owner after its administrator check; the read policy
-- (direct reads) calls is_admin() once per query.
-- =====================================================================

-- ---------------------------------------------------------------------
-- The site's static pages (src/pages/*.astro and src/pages/[category]/
-- index.astro; tests/db/page-counts-bounded.test.ts compares the list with
-- the files). Not /404: Netlify shows that page at the unknown path, which
-- goes to the bucket.
-- ---------------------------------------------------------------------
create or replace function private.countable_static_paths()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array['/', '/umroh', '/haji', '/jadwal', '/kontak', '/faq', '/privasi', '/tentang-kami', '/paket-tidak-ditemukan']
$$;

-- The bucket for every other path (shown to the administrator as "lainnya").
create or replace function private.page_counts_bucket()
returns text
language sql
immutable
set search_path = ''
as $$
  select '/lainnya'
$$;

-- Counter rows a WIB day may hold (all paths, packages and events).
create or replace function private.page_counts_day_limit()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 2000
$$;

revoke all on function private.countable_static_paths() from public, anon, authenticated;
revoke all on function private.page_counts_bucket() from public, anon, authenticated;
revoke all on function private.page_counts_day_limit() from public, anon, authenticated;

-- ---------------------------------------------------------------------
-- private.countable_path(path, package_id) → (path, package_id): where a
-- beacon is counted. The path is normalised first (lower case; a query,
-- fragment, "index.html" and trailing slashes dropped: Astro's directory
-- build answers "/kontak/" as well as "/kontak").
--   a static page               → (that path, null)
--   /umroh/… or /haji/… naming an active package by slug or id, or
--   carrying an active package's id (a slug renamed since the page was
--   built)                      → ('/{its category}/{its slug}', its id)
--                                 (one path per package whatever the
--                                 beacon's prefix: still one row each)
--   anything else               → ('/lainnya', null)
-- ---------------------------------------------------------------------
create or replace function private.countable_path(
  raw_path text,
  raw_package_id uuid default null,
  out path text,
  out package_id uuid
)
returns record
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  p text := lower(coalesce(raw_path, ''));
  m text[];
  slug_or_id text;
  path_id uuid;
begin
  p := split_part(split_part(p, '?', 1), '#', 1);
  p := regexp_replace(p, '/index\.html$', '/');
  p := regexp_replace(p, '/+$', '');
  if p = '' then
    p := '/';
  end if;

  if p = any (private.countable_static_paths()) then
    path := p;
    package_id := null;
    return;
  end if;

  m := regexp_match(p, '^/(umroh|haji)/([^/]+)$');
  if m is not null then
    slug_or_id := m[2];
    -- Cast here, not in the query: the planner may fold a cast before any test that guards it.
    if slug_or_id ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      path_id := slug_or_id::uuid;
    end if;
    select '/' || k.category || '/' || k.slug, k.id
      into path, package_id
      from public.packages k
     where k.status = 'active'
       and (k.slug = slug_or_id or k.id = path_id or k.id = raw_package_id)
     -- The path's own package before the one the beacon names.
     order by (k.slug = slug_or_id or k.id is not distinct from path_id) desc
     limit 1;
    if found then
      return;
    end if;
  end if;

  path := private.page_counts_bucket();
  package_id := null;
end;
$$;

revoke all on function private.countable_path(text, uuid) from public, anon, authenticated;

-- ---------------------------------------------------------------------
-- track_event: the checks of 20261123013000 unchanged (unknown event or
-- bad path → 22023; GPC, DNT and bots answered but not counted), then one
-- counter of the countable path. An existing counter is one indexed
-- update; a new one is created only while the day is under its limit,
-- decided under a per-day advisory lock so concurrent beacons cannot
-- overshoot it.
-- ---------------------------------------------------------------------
create or replace function public.track_event(event text, path text, package_id uuid default null)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_day date := public.today_wib();
  v_path text;
  v_package uuid;
  v_limit integer := private.page_counts_day_limit();
begin
  if track_event.event is null
     or track_event.event not in ('page_view', 'whatsapp_click', 'inquiry_open') then
    raise exception using
      errcode = '22023',
      message = format('unknown event %s: use page_view, whatsapp_click or inquiry_open', coalesce(quote_literal(track_event.event), 'null')),
      hint = 'Jenis kejadian tidak dikenal.';
  end if;
  if track_event.path is null
     or length(track_event.path) > 300
     or track_event.path !~ '^/[^[:space:]?#]*$' then
    raise exception using
      errcode = '22023',
      message = 'bad path: it must start with "/", have no query, fragment or space, and be at most 300 characters',
      hint = 'Path halaman tidak valid.';
  end if;
  if not private.request_may_be_counted() then
    return;
  end if;

  select t.path, t.package_id into v_path, v_package
    from private.countable_path(track_event.path, track_event.package_id) t;

  update public.page_counts c
     set count = c.count + 1
   where c.day = v_day
     and c.path = v_path
     and coalesce(c.package_id, '00000000-0000-0000-0000-000000000000'::uuid)
         = coalesce(v_package, '00000000-0000-0000-0000-000000000000'::uuid)
     and c.event = track_event.event;
  if found then
    return;
  end if;

  if v_path <> private.page_counts_bucket() then
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.page_counts'), v_day - date '2000-01-01');
    if (select count(*) from (select 1 from public.page_counts c where c.day = v_day limit v_limit) d) >= v_limit then
      v_path := private.page_counts_bucket();
      v_package := null;
    end if;
  end if;

  insert into public.page_counts as c (day, path, package_id, event, count)
  values (v_day, v_path, v_package, track_event.event, 1)
  on conflict (day, path, coalesce(package_id, '00000000-0000-0000-0000-000000000000'::uuid), event)
  do update set count = c.count + 1;
end;
$$;

revoke all on function public.track_event(text, text, uuid) from public;
grant execute on function public.track_event(text, text, uuid) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------
-- The administrator's read policy (direct reads through /rest/v1):
-- is_admin() once per query (an init plan), not once per row; a year of
-- counters is ~65,000 rows.
-- ---------------------------------------------------------------------
alter policy "The administrator can read page counts"
  on public.page_counts
  using ((select public.is_admin()));

-- ---------------------------------------------------------------------
-- dashboard_counts: the same result as 20261123012000's; the counters of
-- the period are summed once per (day, package), then per day and per
-- package (before: every day and every package scanned the period's
-- counters again), and the inquiries are read through their created_at
-- index. Security definer now: the is_admin() check at the top is the
-- gate (42501 for anyone else, as before), and reading as the owner
-- spares the row policy on every counter (a third of the time at a year
-- of data on PGlite).
-- ---------------------------------------------------------------------
create or replace function public.dashboard_counts(days integer default 30)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  first_day date;
  last_day date := public.today_wib();
  result jsonb;
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'permission denied: only the administrator may read the counts';
  end if;
  if days is null or days < 1 or days > 366 then
    raise exception using errcode = '22023', message = 'days must be between 1 and 366';
  end if;
  first_day := last_day - (days - 1);

  with
  counts as (
    select c.day, c.package_id,
           sum(c.count) filter (where c.event = 'page_view') as views,
           sum(c.count) filter (where c.event = 'whatsapp_click') as whatsapp_clicks,
           sum(c.count) filter (where c.event = 'inquiry_open') as inquiry_opens
      from public.page_counts c
     where c.day between first_day and last_day
     group by c.day, c.package_id
  ),
  -- Inquiries sent through the form, per WIB day and package.
  inquiry_counts as (
    select (i.created_at at time zone 'Asia/Jakarta')::date as day, i.package_id, count(*) as n
      from public.inquiries i
     where i.created_at >= (first_day::timestamp at time zone 'Asia/Jakarta')
       and i.created_at < ((last_day + 1)::timestamp at time zone 'Asia/Jakarta')
     group by 1, 2
  ),
  -- ===================================================================
  per_day as (
    select c.day, sum(c.views) as views, sum(c.whatsapp_clicks) as whatsapp_clicks,
           sum(c.inquiry_opens) as inquiry_opens
      from counts c
     group by c.day
  ),
  inquiries_per_day as (
    select i.day, sum(i.n) as n from inquiry_counts i group by i.day
  ),
  series as (
    select d::date as day,
           coalesce(pd.views, 0) as views,
           coalesce(pd.whatsapp_clicks, 0) as whatsapp_clicks,
           coalesce(pd.inquiry_opens, 0) as inquiry_opens,
           coalesce(ipd.n, 0) as inquiries
      from generate_series(first_day, last_day, interval '1 day') d
      left join per_day pd on pd.day = d::date
      left join inquiries_per_day ipd on ipd.day = d::date
  ),
  counts_per_package as (
    select c.package_id, sum(c.views) as views, sum(c.whatsapp_clicks) as whatsapp_clicks,
           sum(c.inquiry_opens) as inquiry_opens
      from counts c
     where c.package_id is not null
     group by c.package_id
  ),
  inquiries_per_package as (
    select i.package_id, sum(i.n) as n from inquiry_counts i where i.package_id is not null group by i.package_id
  ),
  per_package as (
    select p.id as package_id, p.title, p.slug, p.category, p.status,
           coalesce(cp.views, 0) as views,
           coalesce(cp.whatsapp_clicks, 0) as whatsapp_clicks,
           coalesce(cp.inquiry_opens, 0) as inquiry_opens,
           coalesce(ip.n, 0) as inquiries
      from public.packages p
      left join counts_per_package cp on cp.package_id = p.id
      left join inquiries_per_package ip on ip.package_id = p.id
     where p.status = 'active'
        or cp.package_id is not null
        or ip.package_id is not null
  ),
  package_totals as (
    select coalesce(sum(views), 0) as views,
           coalesce(sum(whatsapp_clicks), 0) as whatsapp_clicks,
           coalesce(sum(inquiries), 0) as inquiries
      from per_package
  )
  select jsonb_build_object(
    'days', days,
    'since', first_day,
    'until', last_day,
    'series', (select jsonb_agg(jsonb_build_object(
                 'day', s.day, 'views', s.views, 'whatsapp_clicks', s.whatsapp_clicks,
                 'inquiry_opens', s.inquiry_opens, 'inquiries', s.inquiries) order by s.day)
                 from series s),
    'totals', (select jsonb_build_object(
                 'views', coalesce(sum(s.views), 0),
                 'whatsapp_clicks', coalesce(sum(s.whatsapp_clicks), 0),
                 'inquiry_opens', coalesce(sum(s.inquiry_opens), 0),
                 'inquiries', coalesce(sum(s.inquiries), 0),
                 'package_views', (select t.views from package_totals t),
                 'package_whatsapp_clicks', (select t.whatsapp_clicks from package_totals t),
                 'package_inquiries', (select t.inquiries from package_totals t),
                 'conversion', (select case when t.views > 0
                                  then round((t.whatsapp_clicks + t.inquiries) * 100.0 / t.views, 1) end
                                  from package_totals t))
                 from series s),
    'packages', coalesce((select jsonb_agg(jsonb_build_object(
                 'package_id', pp.package_id, 'title', pp.title, 'slug', pp.slug, 'category', pp.category,
                 'status', pp.status, 'views', pp.views, 'whatsapp_clicks', pp.whatsapp_clicks,
                 'inquiry_opens', pp.inquiry_opens, 'inquiries', pp.inquiries,
                 'conversion', case when pp.views > 0
                                 then round((pp.whatsapp_clicks + pp.inquiries) * 100.0 / pp.views, 1) end)
                 order by pp.views desc, pp.title)
                 from per_package pp), '[]'::jsonb)
  ) into result;
  return result;
end;
$$;

revoke all on function public.dashboard_counts(integer) from public, anon;
grant execute on function public.dashboard_counts(integer) to authenticated, service_role;
