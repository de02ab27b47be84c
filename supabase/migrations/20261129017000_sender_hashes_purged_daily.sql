-- =====================================================================
-- The per-address hashes the inquiry limits keep are deleted by the daily
-- retention job too, not only by the next inquiry.
--
-- submit_inquiry drops hashes older than a day before it counts, so after
-- the last inquiry of a quiet spell the hashes stayed until someone else
-- wrote: for weeks, while the privacy page says a day. The daily job
-- (pg_cron 'inquiries-retention', and the local server's daily timer)
-- deletes them as well, so none is kept past two days.
-- =====================================================================

create or replace function private.purge_old_inquiries()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  removed integer;
begin
  delete from private.inquiry_senders where created_at < now() - interval '1 day';
  delete from public.inquiries where created_at < now() - interval '12 months';
  get diagnostics removed = row_count;
  return removed;
end;
$$;

revoke all on function private.purge_old_inquiries() from public, anon, authenticated;
