-- =====================================================================
-- History of content ("Riwayat"): every insert, change and deletion of
-- the site's content, recorded by a trigger on each content table with
-- who (the administrator's e-mail), when, and the row before and after.
-- Only the administrator reads it (public.content_history); nobody
-- writes it but the trigger. "Pulihkan versi ini" (restore_content_version)
-- writes a stored version back as a new change, itself recorded. Entries
-- older than 12 months are purged by the daily job.
-- =====================================================================

create table public.content_history (
  id bigint generated always as identity primary key,
  table_name text not null,
  row_id text not null,
  changed_at timestamptz not null default now(),
  -- The administrator's e-mail; null when the database itself changed the row (a schedule, a migration).
  changed_by text null,
  op text not null,
  old jsonb null,
  new jsonb null,
  constraint content_history_op_check check (op in ('insert', 'update', 'delete'))
);

comment on table public.content_history is
  'Riwayat: every change to the site''s content (packages, departures, hotels, articles, albums, testimonials, features, FAQ, page content and settings, bank accounts, partners), with who, when, and the row before and after.';

create index content_history_row_idx on public.content_history (table_name, row_id, changed_at desc);
create index content_history_changed_at_idx on public.content_history (changed_at);

alter table public.content_history enable row level security;

create policy "The administrator can read the content history"
  on public.content_history for select to authenticated
  using (public.is_admin());

revoke all on table public.content_history from anon, authenticated;
grant select on table public.content_history to authenticated;
grant all on table public.content_history to service_role;

-- The row's key as text: its id, a page's name, or a package's hotel as "package:hotel".
create or replace function private.content_row_id(r jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(r ->> 'id', r ->> 'page_name', (r ->> 'package_id') || ':' || (r ->> 'hotel_id'))
$$;

revoke all on function private.content_row_id(jsonb) from public, anon, authenticated;

create or replace function private.record_content_history()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  before jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  after jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
begin
  -- A save that changed nothing but its stamp is no change.
  if tg_op = 'UPDATE' and (before - 'updated_at') = (after - 'updated_at') then
    return null;
  end if;
  insert into public.content_history (table_name, row_id, changed_by, op, old, new)
  values (tg_table_name, private.content_row_id(coalesce(after, before)),
          nullif(auth.jwt() ->> 'email', ''), lower(tg_op), before, after);
  return null;
end;
$$;

revoke all on function private.record_content_history() from public, anon, authenticated;

do $$
declare
  t text;
begin
  foreach t in array array['packages', 'departures', 'hotels', 'package_hotels', 'articles', 'albums',
                           'album_photos', 'testimonials', 'features', 'faqs', 'page_content', 'bank_accounts',
                           'partners']
  loop
    execute format(
      'create trigger %I after insert or update or delete on public.%I for each row execute function private.record_content_history()',
      t || '_record_history', t);
  end loop;
end
$$;

-- "Pulihkan versi ini": the row before (version 'old') or after ('new') a recorded change is written back over
-- the current row, every column but its key and stamps, as a new change the trigger records. Only a row that
-- still exists (a deleted one comes back from "Sampah").
create or replace function public.restore_content_version(history_id bigint, version text default 'old')
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  h public.content_history;
  snapshot jsonb;
  cols text;
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
  if snapshot is null or h.table_name not in ('packages', 'articles', 'hotels', 'testimonials', 'features', 'faqs',
                                              'albums', 'departures', 'bank_accounts', 'partners') then
    raise exception using errcode = '22023', message = 'Versi ini tidak dapat dipulihkan di sini';
  end if;
  select string_agg(format('%1$I = r.%1$I', c.column_name), ', ' order by c.ordinal_position)
    into cols
    from information_schema.columns c
   where c.table_schema = 'public' and c.table_name = h.table_name
     and c.column_name not in ('id', 'created_at', 'updated_at', 'code')
     and c.is_generated = 'NEVER'
     -- A column added after the version was recorded keeps its current value.
     and snapshot ? c.column_name;
  execute format(
    'update public.%1$I t set %2$s from jsonb_populate_record(null::public.%1$I, $1) r where t.id = r.id returning to_jsonb(t)',
    h.table_name, cols)
    into restored using snapshot;
  if restored is null then
    raise exception using errcode = 'P0002', message = 'Data ini sudah dihapus; pulihkan dari Sampah';
  end if;
  return restored;
end;
$$;

revoke all on function public.restore_content_version(bigint, text) from public;
grant execute on function public.restore_content_version(bigint, text) to authenticated, service_role;

-- History is kept 12 months, like inquiries.
create or replace function private.purge_old_content_history()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  n integer;
begin
  delete from public.content_history h where h.changed_at < now() - interval '12 months';
  get diagnostics n = row_count;
  return n;
end;
$$;

revoke all on function private.purge_old_content_history() from public, anon, authenticated, service_role;

create or replace function private.ensure_cron_jobs()
returns text[]
language plpgsql
security definer
set search_path = ''
as $$
declare
  job record;
  ensured text[] := '{}';
begin
  if not exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    raise notice 'pg_cron is not available here: no scheduled jobs (the local server runs them on its own timers)';
    return ensured;
  end if;
  if not exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron') then
    create extension if not exists pg_cron with schema pg_catalog;
  end if;
  -- pg_cron runs in UTC; Asia/Jakarta is UTC+7 all year.
  for job in
    select * from (values
      -- 00:05 WIB: date-driven content (relative dates, departures that passed) is published daily.
      ('site-daily-rebuild', '5 17 * * *', 'select private.request_daily_site_build()'),
      -- Sends a request left queued when the hook was configured later or a build went silent.
      ('site-build-dispatch', '* * * * *', 'select private.dispatch_site_build()'),
      -- 00:15 WIB: inquiries older than 12 months are deleted (personal data is kept no longer).
      ('inquiries-retention', '15 17 * * *', 'select private.purge_old_inquiries()'),
      -- Alerts of new inquiries that failed or were never answered are sent again.
      ('inquiry-alerts-retry', '* * * * *', 'select private.retry_inquiry_alerts()'),
      -- "Tayang mulai", "Tayang sampai" and a promotion's end whose time has come.
      ('content-schedules', '* * * * *', 'select private.apply_content_schedules()'),
      -- 00:25 WIB: content history older than 12 months is deleted.
      ('content-history-retention', '25 17 * * *', 'select private.purge_old_content_history()')
    ) as j (name, schedule, command)
  loop
    perform cron.schedule(job.name, job.schedule, job.command);
    ensured := ensured || job.name;
  end loop;
  return ensured;
end;
$$;

revoke all on function private.ensure_cron_jobs() from public, anon, authenticated, service_role;

do $$
begin
  perform private.ensure_cron_jobs();
exception when others then
  raise warning 'pg_cron jobs could not be scheduled (%): run select private.ensure_cron_jobs(); once pg_cron is enabled', sqlerrm;
end
$$;
