-- =====================================================================
-- A minute with no schedule due changes nothing and requests no build.
--
-- The rebuild triggers are statement triggers (one request per statement,
-- however many rows): they fire for an UPDATE that matched no row too. So
-- private.apply_content_schedules(), run every minute, asks whether any
-- time has come before it updates anything; otherwise each of its updates
-- would request a rebuild every minute, and the hosted site would be built
-- without end.
-- =====================================================================

create or replace function private.apply_content_schedules()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  n integer := 0;
  changed integer;
begin
  if not exists (
       select 1 from public.packages p
        where p.publish_at <= now() or p.unpublish_at <= now() or p.promo_ends_at <= now())
     and not exists (
       select 1 from public.articles a where a.publish_at <= now() or a.unpublish_at <= now()) then
    return 0;
  end if;
  update public.packages p set status = 'active', publish_at = null
   where p.publish_at <= now() and p.status = 'draft';
  get diagnostics changed = row_count;
  n := n + changed;
  update public.packages p set status = 'draft', unpublish_at = null
   where p.unpublish_at <= now() and p.status = 'active';
  get diagnostics changed = row_count;
  n := n + changed;
  update public.packages p set is_promo = false, promo_ends_at = null
   where p.promo_ends_at <= now() and p.is_promo;
  get diagnostics changed = row_count;
  n := n + changed;
  update public.articles a set status = 'published', publish_at = null
   where a.publish_at <= now() and a.status = 'draft';
  get diagnostics changed = row_count;
  n := n + changed;
  update public.articles a set status = 'draft', unpublish_at = null
   where a.unpublish_at <= now() and a.status = 'published';
  get diagnostics changed = row_count;
  n := n + changed;
  -- A time that passed while it had nothing to do (the end of a promotion already switched off by hand) is
  -- cleared too, so the admin never shows a schedule that will not happen, and the next minute is idle.
  update public.packages p set publish_at = null where p.publish_at <= now() and p.status <> 'draft';
  update public.packages p set unpublish_at = null where p.unpublish_at <= now() and p.status <> 'active';
  update public.packages p set promo_ends_at = null where p.promo_ends_at <= now() and not p.is_promo;
  update public.articles a set publish_at = null where a.publish_at <= now() and a.status <> 'draft';
  update public.articles a set unpublish_at = null where a.unpublish_at <= now() and a.status <> 'published';
  return n;
end;
$$;

revoke all on function private.apply_content_schedules() from public, anon, authenticated, service_role;
