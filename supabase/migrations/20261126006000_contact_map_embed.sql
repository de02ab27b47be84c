-- =====================================================================
-- The contact page's map is stored as one Google Maps embed URL, the form
-- the admin turns a share link or a pasted <iframe> into. Anything else
-- (free text, another site, a short link, HTML) would be dropped by the
-- site without a word, so it is refused here too. Same rule as
-- googleMapsEmbedFromInput (src/domain/map-embed.ts); both are checked
-- against tests/fixtures/map-inputs.json.
-- NOT VALID: a contact row stored earlier (an <iframe>) keeps loading; the
-- admin converts it on its next save.
-- =====================================================================

-- '' or null: no map. Otherwise https://(www.|maps.)google.com/maps/embed… or /maps?…output=embed,
-- without spaces, quotes, angle brackets, backslashes, credentials, a port or dot segments.
create or replace function private.is_google_maps_embed(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value is null or value = ''
      or (
        value ~ '^https://(www\.|maps\.)?google\.com/maps(/embed(/[^[:space:]"''<>\\?#]*)?([?#][^[:space:]"''<>\\]*)?|\?[^[:space:]"''<>\\#]*)$'
        and (value ~ '^https://[^/]+/maps/embed' or value ~ '^[^#]*[?&]output=embed(&|#|$)')
        and value !~ '^https://[^/]+/[^?#]*/\.\.?(/|[?#]|$)'
        and value !~* '^https://[^/]+/[^?#]*%2e'
      );
$$;

grant execute on function private.is_google_maps_embed(text) to anon, authenticated, service_role;

alter table public.page_content add constraint page_content_contact_map_embed
  check (page_name <> 'contact' or private.is_google_maps_embed(content ->> 'googleMapsEmbed')) not valid;
