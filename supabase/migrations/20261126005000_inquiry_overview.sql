-- =====================================================================
-- Inquiries with what they refer to: the package's title and the date of
-- the departure the visitor chose, read in one request by the admin's
-- list, detail and export (the REST layer has no resource embedding).
--
-- security_invoker: the view reads as the caller, so the inquiries'
-- policies apply (only the administrator sees rows) and anon, which has
-- no grant on it, is refused outright.
-- =====================================================================

create view public.inquiry_overview
  with (security_invoker = true)
as
select
  i.id,
  i.created_at,
  i.name,
  i.whatsapp,
  i.package_id,
  i.departure_id,
  i.pax,
  i.message,
  i.consent,
  i.consent_text_version,
  i.status,
  i.notes,
  i.source_path,
  i.flood_suspect,
  p.title as package_title,
  d.depart_on as departure_date
from public.inquiries i
left join public.packages p on p.id = i.package_id
left join public.departures d on d.id = i.departure_id;

comment on view public.inquiry_overview is
  'Prospek with the package title and the chosen departure date (reads as the caller: administrator only).';

revoke all on table public.inquiry_overview from public, anon, authenticated;
grant select on table public.inquiry_overview to authenticated, service_role;
