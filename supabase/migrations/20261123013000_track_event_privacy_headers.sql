-- =====================================================================
-- Counts (issue 13), checked on the server too: the page's script already
-- stays silent under Global Privacy Control, Do Not Track and in headless
-- or bot browsers, but a beacon sent anyway (an old copy of the script, a
-- crawler that runs it, a hand-made request) must not be counted either.
-- PostgREST puts the request's headers in `request.headers` (names in
-- lower case); nothing of them is stored.
-- =====================================================================

-- ---------------------------------------------------------------------
-- Helper: whether the current request may be counted
-- ---------------------------------------------------------------------
create or replace function private.request_may_be_counted()
returns boolean
language sql
stable
set search_path = ''
as $$
  with h as (
    select coalesce(nullif(current_setting('request.headers', true), ''), '{}')::jsonb as headers
  )
  select coalesce(h.headers ->> 'sec-gpc', '') <> '1'
     and coalesce(h.headers ->> 'dnt', '') <> '1'
     -- The same pattern as BOT_USER_AGENT in src/domain/counting.ts. "bot" not after "cu": CUBOT phones name
     -- themselves in the user agent ("Android 12; CUBOT KINGKONG 7") and are people.
     and coalesce(h.headers ->> 'user-agent', '') !~* '((?<!cu)bot|crawl|spider|slurp|headless|lighthouse|pagespeed|prerender)'
  from h
$$;

revoke all on function private.request_may_be_counted() from public;

-- ---------------------------------------------------------------------
-- track_event: as before, and a request that asked not to be tracked, or
-- comes from a bot, is answered the same way but not counted
-- ---------------------------------------------------------------------
create or replace function public.track_event(event text, path text, package_id uuid default null)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
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
  insert into public.page_counts as c (day, path, package_id, event, count)
  values (
    public.today_wib(),
    track_event.path,
    (select p.id from public.packages p where p.id = track_event.package_id),
    track_event.event,
    1
  )
  on conflict (day, path, coalesce(package_id, '00000000-0000-0000-0000-000000000000'::uuid), event)
  do update set count = c.count + 1;
end;
$$;

revoke all on function public.track_event(text, text, uuid) from public;
grant execute on function public.track_event(text, text, uuid) to anon, authenticated, service_role;
