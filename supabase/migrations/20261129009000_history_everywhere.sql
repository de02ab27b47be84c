-- =====================================================================
-- Riwayat on every content screen and the "Aktivitas" page.
--
-- Each recorded change names the screen's record it belongs to
-- (record_table, record_id): a departure or a package's hotel belongs to
-- its package, an album's photo to its album, a page's content to its page
-- name, every other row to itself. A screen reads its Riwayat with one
-- indexed filter on those two columns.
--
-- public.content_activity: the history with the names the owner knows
-- (the record's title, the changed row's own name) and whether the record
-- still exists, so the Aktivitas page filters, pages and links with plain
-- PostgREST filters. public.content_activity_editors: who has changed
-- content, for its filter. Both read as the caller: only the
-- administrator sees anything.
--
-- "Pulihkan versi ini" now works on every recorded table: a row is found
-- by its primary key (a package's hotel by package and hotel), a page's
-- content by its page name.
-- =====================================================================

alter table public.content_history
  add column record_table text generated always as (
    case table_name
      when 'departures' then 'packages'
      when 'package_hotels' then 'packages'
      when 'album_photos' then 'albums'
      else table_name
    end
  ) stored,
  add column record_id text generated always as (
    case table_name
      when 'departures' then coalesce(new ->> 'package_id', old ->> 'package_id')
      when 'package_hotels' then coalesce(new ->> 'package_id', old ->> 'package_id')
      when 'album_photos' then coalesce(new ->> 'album_id', old ->> 'album_id')
      -- A page is one row per name: its history follows the name, whatever its id.
      when 'page_content' then coalesce(new ->> 'page_name', old ->> 'page_name')
      else row_id
    end
  ) stored;

comment on column public.content_history.record_table is
  'The table of the screen''s record this change belongs to: packages for a departure or a package''s hotel, albums for a photo, else the changed table.';
comment on column public.content_history.record_id is
  'The key of that record: the package or album id, a page''s name, else the changed row''s id.';

create index content_history_record_idx
  on public.content_history (record_table, record_id, changed_at desc, id desc);

-- The history as the owner reads it. A uuid-looking key is compared as a uuid, so each lookup uses the primary key.
create view public.content_activity with (security_invoker = true) as
select
  h.id,
  h.table_name,
  h.row_id,
  h.record_table,
  h.record_id,
  h.changed_at,
  h.changed_by,
  h.op,
  h.old,
  h.new,
  -- The changed row's own name in this version: a departure's date, a package's hotel, a photo's caption.
  case h.table_name
    when 'packages' then coalesce(h.new, h.old) ->> 'title'
    when 'articles' then coalesce(h.new, h.old) ->> 'title'
    when 'albums' then coalesce(h.new, h.old) ->> 'title'
    when 'features' then coalesce(h.new, h.old) ->> 'title'
    when 'hotels' then coalesce(h.new, h.old) ->> 'name'
    when 'testimonials' then coalesce(h.new, h.old) ->> 'name'
    when 'partners' then coalesce(h.new, h.old) ->> 'name'
    when 'faqs' then coalesce(h.new, h.old) ->> 'question'
    when 'bank_accounts' then concat_ws(' ', coalesce(h.new, h.old) ->> 'bank_name', coalesce(h.new, h.old) ->> 'account_number')
    when 'page_content' then coalesce(h.new, h.old) ->> 'page_name'
    when 'departures' then coalesce(h.new, h.old) ->> 'depart_on'
    when 'album_photos' then nullif(coalesce(h.new, h.old) ->> 'caption', '')
    when 'package_hotels' then (
      select ho.name from public.hotels ho
       where ho.id = case when coalesce(h.new, h.old) ->> 'hotel_id' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
                          then (coalesce(h.new, h.old) ->> 'hotel_id')::uuid end)
  end as item_title,
  -- The record's name: the row's own for a record, the current package's or album's for a part of one, or the
  -- last name recorded when that record is gone.
  case
    when h.table_name = h.record_table and h.table_name <> 'bank_accounts' then
      coalesce(h.new, h.old) ->> case h.table_name
        when 'hotels' then 'name' when 'testimonials' then 'name' when 'partners' then 'name'
        when 'faqs' then 'question' when 'page_content' then 'page_name' else 'title' end
    when h.table_name = 'bank_accounts' then
      concat_ws(' ', coalesce(h.new, h.old) ->> 'bank_name', coalesce(h.new, h.old) ->> 'account_number')
    else coalesce(
      case h.record_table
        when 'packages' then (select p.title from public.packages p where p.id = case when h.record_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then h.record_id::uuid end)
        when 'albums' then (select a.title from public.albums a where a.id = case when h.record_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then h.record_id::uuid end)
      end,
      (select coalesce(r.new, r.old) ->> 'title' from public.content_history r
        where r.table_name = h.record_table and r.row_id = h.record_id
        order by r.changed_at desc, r.id desc limit 1))
  end as title,
  -- Whether the screen's record still exists: the Aktivitas page links only to a record that can be opened.
  case h.record_table
    when 'page_content' then true
    else exists (
      select 1 from (
        select p.id from public.packages p where h.record_table = 'packages'
        union all select x.id from public.articles x where h.record_table = 'articles'
        union all select x.id from public.albums x where h.record_table = 'albums'
        union all select x.id from public.hotels x where h.record_table = 'hotels'
        union all select x.id from public.testimonials x where h.record_table = 'testimonials'
        union all select x.id from public.features x where h.record_table = 'features'
        union all select x.id from public.faqs x where h.record_table = 'faqs'
        union all select x.id from public.bank_accounts x where h.record_table = 'bank_accounts'
        union all select x.id from public.partners x where h.record_table = 'partners'
      ) r
      where r.id = case when h.record_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then h.record_id::uuid end)
  end as record_exists
from public.content_history h;

comment on view public.content_activity is
  'Aktivitas: every recorded content change with the record''s title, the changed row''s own name and whether the record still exists; read as the caller (administrator only).';

revoke all on table public.content_activity from public, anon, authenticated;
grant select on table public.content_activity to authenticated, service_role;

create view public.content_activity_editors with (security_invoker = true) as
select h.changed_by as email, max(h.changed_at) as last_changed_at
  from public.content_history h
 where h.changed_by is not null
 group by h.changed_by;

comment on view public.content_activity_editors is
  'The administrators who changed content, with their last change: the Aktivitas page''s filter; read as the caller (administrator only).';

revoke all on table public.content_activity_editors from public, anon, authenticated;
grant select on table public.content_activity_editors to authenticated, service_role;

-- "Pulihkan versi ini": the row before (version 'old') or after ('new') a recorded change is written back over
-- the current row, every column but its key, stamps and a partner's code, as a new change the trigger records.
-- Only a row that still exists (a deleted one comes back from "Sampah").
create or replace function public.restore_content_version(history_id bigint, version text default 'old')
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  h public.content_history;
  snapshot jsonb;
  keys text[];
  cols text;
  matches text;
  restored jsonb;
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'permission denied: only the administrator may restore a version';
  end if;
  select * into h from public.content_history c where c.id = restore_content_version.history_id;
  if h.id is null then
    raise exception using errcode = 'P0002', message = 'Versi ini tidak ditemukan di riwayat';
  end if;
  snapshot := case restore_content_version.version when 'old' then h.old when 'new' then h.new end;
  if snapshot is null or h.table_name not in ('packages', 'departures', 'hotels', 'package_hotels', 'articles', 'albums',
                                              'album_photos', 'testimonials', 'features', 'faqs', 'page_content',
                                              'bank_accounts', 'partners') then
    raise exception using errcode = '22023', message = 'Versi ini tidak dapat dipulihkan di sini';
  end if;
  if h.table_name = 'page_content' then
    -- One row per page: a page created again under a new id still takes its old versions.
    keys := array['page_name'];
  else
    select array_agg(a.attname::text order by k.n)
      into keys
      from pg_catalog.pg_constraint c
     cross join lateral unnest(c.conkey) with ordinality as k(attnum, n)
      join pg_catalog.pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum
     where c.conrelid = format('public.%I', h.table_name)::regclass and c.contype = 'p';
  end if;
  select string_agg(format('%1$I = r.%1$I', c.column_name), ', ' order by c.ordinal_position)
    into cols
    from information_schema.columns c
   where c.table_schema = 'public' and c.table_name = h.table_name
     and c.column_name <> all (keys || array['id', 'created_at', 'updated_at', 'code'])
     and c.is_generated = 'NEVER'
     -- A column added after the version was recorded keeps its current value.
     and snapshot ? c.column_name;
  select string_agg(format('t.%1$I = r.%1$I', k), ' and ') into matches from unnest(keys) as k;
  execute format(
    'update public.%1$I t set %2$s from jsonb_populate_record(null::public.%1$I, $1) r where %3$s returning to_jsonb(t)',
    h.table_name, cols, matches)
    into restored using snapshot;
  if restored is null then
    raise exception using errcode = 'P0002', message = 'Data ini sudah dihapus; pulihkan dari Sampah';
  end if;
  return restored;
end;
$$;

revoke all on function public.restore_content_version(bigint, text) from public, anon;
grant execute on function public.restore_content_version(bigint, text) to authenticated, service_role;
