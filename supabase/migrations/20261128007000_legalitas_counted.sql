-- /legalitas is one of the site's static pages: its views are counted under its own path, not "lainnya".
-- tests/db/page-counts-bounded.test.ts compares this list with the pages in src/pages.
create or replace function private.countable_static_paths()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array['/', '/umroh', '/haji', '/jadwal', '/kontak', '/faq', '/privasi', '/tentang-kami', '/legalitas',
               '/paket-tidak-ditemukan']
$$;
