-- Every table says what it is for, so the generated supabase/schema.sql reads as the product's map.
comment on table public.features is 'Keunggulan: the reasons to choose the agency shown on the home page, in the owner''s order.';
comment on table public.testimonials is 'Testimoni: what pilgrims said, shown on the site; home_order picks and orders the home page''s few.';
comment on table public.media is 'Media library: one row per uploaded image in the images bucket, with its variants and where it is used.';
comment on table public.page_content is 'Page texts and site settings, one row per page (home, about, contact, privacy, settings) as JSON.';
comment on table public.redirects is 'Old site paths that answer with a redirect to their new path (kept when a slug changes).';
comment on table public.site_builds is 'Publishing history: each request to rebuild the static site, its delivery to the host and its outcome.';
comment on table private.packages_departure_archive is 'packages.departure and packages.quota as they were before the departures table replaced them, kept for the owner''s records.';
