-- =====================================================================
-- Visitors (anon) may call only the functions the public site calls.
--
-- On hosted Supabase a function that postgres creates in public is
-- granted to anon, authenticated and service_role by the project's
-- default privileges, so `revoke ... from public` alone leaves anon its
-- own grant. The administrator's functions check is_admin() inside, but
-- the grant is how the API decides what it exposes: anon loses it here,
-- and the project's default privileges stop adding grants of their own to
-- new functions in public. PostgreSQL still lets PUBLIC execute a new
-- function, so each migration revokes that and grants what it means to.
-- =====================================================================

revoke execute on function public.add_inquiry_note(uuid, text) from anon;
revoke execute on function public.create_preview_link(text, text, jsonb) from anon;
revoke execute on function public.erase_personal_data(text) from anon;
revoke execute on function public.inquiry_alert_settings() from anon;
revoke execute on function public.lead_source_report(date, date) from anon;
revoke execute on function public.personal_data(text, text) from anon;
revoke execute on function public.retry_inquiry_alert(bigint) from anon;
revoke execute on function public.revoke_preview_link(uuid) from anon;
revoke execute on function public.send_test_inquiry_alert() from anon;
revoke execute on function public.set_inquiry_alert_settings(text, text, text) from anon;

alter default privileges in schema public revoke all on functions from anon, authenticated;
