-- =====================================================================
-- The office's address is stated once, on the contact page, and the
-- agency's structured data says only what the owner can keep true.
--
-- Pengaturan had an address of its own for the footer and Google's
-- structured data, beside the contact page's address under the map: two
-- fields for one fact, which could disagree. The contact page keeps it
-- (Pengaturan's moves there when the contact page has none). Pengaturan
-- also held opening hours in schema.org form and map coordinates that no
-- admin screen showed, so Google kept the seed's hours after the owner
-- changed the ones on the contact page: they go, and the coordinates now
-- come from the map the owner embeds.
-- =====================================================================

insert into public.page_content (page_name, content)
select 'contact', jsonb_build_object('address', btrim(s.content ->> 'contactAddress'))
  from public.page_content s
 where s.page_name = 'site-settings'
   and coalesce(btrim(s.content ->> 'contactAddress'), '') <> ''
   and not exists (select 1 from public.page_content c where c.page_name = 'contact');

update public.page_content c
   set content = jsonb_set(c.content, '{address}', to_jsonb(btrim(s.content ->> 'contactAddress')))
  from public.page_content s
 where c.page_name = 'contact'
   and s.page_name = 'site-settings'
   and coalesce(btrim(c.content ->> 'address'), '') = ''
   and coalesce(btrim(s.content ->> 'contactAddress'), '') <> '';

update public.page_content
   set content = content - 'contactAddress' - 'businessHours' - 'geo'
 where page_name = 'site-settings'
   and (content ? 'contactAddress' or content ? 'businessHours' or content ? 'geo');

delete from private.page_content_limits
 where page_name = 'site-settings' and path in ('contactAddress', 'businessHours.*');
