-- =====================================================================
-- Testimonials: the pilgrim's consent to be published, the departure they
-- travelled with, and an optional YouTube video.
--
-- consent       the pilgrim agreed to be shown on the site. Visitors
--               read only consented testimonials (RLS), so the site build,
--               which reads as anon, can never publish one without it.
-- departure_id  the departure the pilgrim travelled with (optional); a
--               deleted departure leaves the testimonial without one.
-- video_url     one YouTube video, stored only as its canonical watch URL
--               (https://www.youtube.com/watch?v=<11-character ID>): the
--               admin turns any address YouTube hands out into it
--               (youtubeUrlFromInput, domain/youtube.ts), and the site
--               derives the thumbnail and the youtube-nocookie player from
--               the ID. Same rule as private.is_youtube_url; both are
--               checked against tests/fixtures/youtube-inputs.json.
--
-- public.departure_choices: the departures with their package's title,
-- read in one request by the testimonial form's "Keberangkatan" select
-- (the REST layer has no resource embedding).
-- =====================================================================

create or replace function private.is_youtube_url(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value is null
      or (value ~ '^https://www\.youtube\.com/watch\?v=[A-Za-z0-9_-]{11}$'
          -- the 11 letters of YouTube's playlist embed, never a video
          and value <> 'https://www.youtube.com/watch?v=videoseries');
$$;

grant execute on function private.is_youtube_url(text) to anon, authenticated, service_role;

-- Testimonials stored before this migration are on the site today, published
-- with the pilgrims' agreement as the agency collected it: they keep showing.
-- A testimonial added from now on stays off the site until its form says the
-- pilgrim agreed.
alter table public.testimonials add column consent boolean not null default true;
alter table public.testimonials alter column consent set default false;

alter table public.testimonials
  add column departure_id uuid null references public.departures (id) on delete set null;

alter table public.testimonials add column video_url text null;
-- Named: the admin maps each name to its field.
alter table public.testimonials add constraint testimonials_video_url_check
  check (length(video_url) <= 100);
alter table public.testimonials add constraint testimonials_video_url_youtube
  check (private.is_youtube_url(video_url));

create index testimonials_departure_id_idx on public.testimonials (departure_id);

comment on column public.testimonials.consent is
  'The pilgrim agreed to be published; visitors (and so the site) read only consented testimonials.';
comment on column public.testimonials.video_url is
  'A YouTube video as its canonical watch URL (https://www.youtube.com/watch?v=<id>), or null.';

drop policy "Visitors can read testimonials" on public.testimonials;

create policy "Visitors can read consented testimonials"
  on public.testimonials for select
  to anon, authenticated
  using (consent);

create policy "The administrator can read every testimonial"
  on public.testimonials for select
  to authenticated
  using (public.is_admin());

-- ---------------------------------------------------------------------
-- The testimonial form's departure picker
-- ---------------------------------------------------------------------
create view public.departure_choices
  with (security_invoker = true)
as
select
  d.id,
  d.package_id,
  d.depart_on,
  p.title as package_title
from public.departures d
join public.packages p on p.id = d.package_id;

comment on view public.departure_choices is
  'Every departure with its package''s title, for the testimonial form''s departure select (reads as the caller).';

revoke all on table public.departure_choices from public, anon, authenticated;
grant select on table public.departure_choices to authenticated, service_role;
