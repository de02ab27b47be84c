-- =====================================================================
-- An edit form saves only over the version it loaded. Two tabs (or two
-- people) opening the same package or page and saving one after the other
-- would otherwise have the second save silently put back what the first
-- one changed.
--
-- The rule, in one trigger function for every table the admin edits as a
-- form (packages, hotels, page_content, features, testimonials, faqs):
--   * an edit form sends back the updated_at it loaded with the record;
--   * a trigger cannot tell whether updated_at was in the SET list, but
--     when it was not, NEW.updated_at equals OLD.updated_at. So:
--       - NEW.updated_at IS DISTINCT FROM OLD.updated_at: the client sent
--         the version it had, and the row has moved on since → refused;
--       - equal (sent and current, or not sent at all): accepted, and
--         updated_at becomes now().
--     Updates that do not send updated_at (list toggles, reordering,
--     server-side jobs) keep working as before.
--   * the refusal is SQLSTATE PT409 (PostgREST answers HTTP 409 with
--     code "PT409") and hint 'stale_updated_at', which the admin
--     recognises (admin/src/lib/conflict.ts) to offer "Muat ulang" or
--     "Timpa dengan perubahan saya" (resend with the current updated_at).
--     The detail names the stored version so a client can tell the two
--     apart.
-- Departures keep private.touch_updated_at(): their rows save one by one
-- from the package form and do not send a version.
-- =====================================================================

create or replace function private.refuse_stale_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.updated_at is distinct from old.updated_at then
    raise exception using
      errcode = 'PT409',
      message = format('stale_updated_at: %s %s was changed elsewhere since it was loaded', tg_table_name, old.id),
      detail = format('stored updated_at %s, sent %s', old.updated_at, new.updated_at),
      hint = 'stale_updated_at';
  end if;
  new.updated_at := now();
  return new;
end;
$$;

revoke all on function private.refuse_stale_update() from public;

drop trigger packages_touch_updated_at on public.packages;
create trigger packages_refuse_stale_update
  before update on public.packages
  for each row execute function private.refuse_stale_update();

drop trigger hotels_touch_updated_at on public.hotels;
create trigger hotels_refuse_stale_update
  before update on public.hotels
  for each row execute function private.refuse_stale_update();

drop trigger page_content_touch_updated_at on public.page_content;
create trigger page_content_refuse_stale_update
  before update on public.page_content
  for each row execute function private.refuse_stale_update();

drop trigger features_touch_updated_at on public.features;
create trigger features_refuse_stale_update
  before update on public.features
  for each row execute function private.refuse_stale_update();

drop trigger testimonials_touch_updated_at on public.testimonials;
create trigger testimonials_refuse_stale_update
  before update on public.testimonials
  for each row execute function private.refuse_stale_update();

drop trigger faqs_touch_updated_at on public.faqs;
create trigger faqs_refuse_stale_update
  before update on public.faqs
  for each row execute function private.refuse_stale_update();
