-- =====================================================================
-- public.testimonial_details: each testimonial with the trip it tells
-- of (the departure's date and its package), the site's one read of
-- testimonials. Reads as the caller: visitors get consented testimonials
-- only, and a trip only when its package is one they may see.
-- =====================================================================

create view public.testimonial_details
with (security_invoker = true)
as
select
  t.id,
  t.name,
  t.location,
  t.content,
  t.rating,
  t.avatar_url,
  t.show_on_home,
  t.position,
  t.consent,
  t.departure_id,
  t.video_url,
  t.created_at,
  t.updated_at,
  d.depart_on as departure_on,
  p.title as package_title,
  p.slug as package_slug,
  p.category as package_category
from public.testimonials t
left join public.departures d on d.id = t.departure_id
left join public.packages p on p.id = d.package_id;

comment on view public.testimonial_details is
  'Testimonials with the departure date and package of the trip they tell of (reads as the caller: visitors see consented testimonials, and the trip only of a package they may see).';

revoke all on table public.testimonial_details from public, anon, authenticated;
grant select on table public.testimonial_details to anon, authenticated, service_role;
