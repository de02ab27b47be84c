-- =====================================================================
-- Every scheduled job of the project, in one function.
--
-- private.ensure_cron_jobs() creates pg_cron only when pg_extension lacks
-- it (on Supabase, creating it again drops and re-creates the extension
-- and deletes every job), then schedules each of the project's jobs by
-- name. pg_cron's cron.schedule(name, …) updates a job of that name in
-- place, so running it again changes nothing, and it never touches a job
-- it does not own: an agency's own jobs survive.
--
-- It is the remedy whenever jobs are missing (pg_cron enabled late, or
-- re-enabled in the dashboard): `select private.ensure_cron_jobs();`.
-- Where pg_cron is not available (the local PGlite server), it does
-- nothing: the local server runs the same functions on its own timers.
--
-- To add a job: add a row to `jobs` below in a new migration that
-- replaces this function and calls it.
-- =====================================================================
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
      ('inquiries-retention', '15 17 * * *', 'select private.purge_old_inquiries()')
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
  -- Installed but not preloaded (shared_preload_libraries), or not allowed for this role: say so and go on,
  -- as the migrations that scheduled these jobs before did; the deploy guide's check lists the jobs.
  raise warning 'pg_cron jobs could not be scheduled (%): run select private.ensure_cron_jobs(); once pg_cron is enabled', sqlerrm;
end
$$;
