-- =====================================================================
-- The office's address is stated once, on the contact page, and the
-- agency's structured data says only what the owner can keep true.
--
-- Pengaturan had an address of its own for the footer and Google's
-- structured data, beside the contact page's address under the map: two
-- fields for one fact, which could disagree. The contact page keeps it.
-- Pengaturan's moves there when the contact page has none or still has the
-- demo content's, or when both were the owner's own and Pengaturan was saved
-- later. Pengaturan also held opening hours in schema.org form and map
-- coordinates that no admin screen showed, so Google kept the seed's hours
-- after the owner changed the ones on the contact page: they go, and the
-- coordinates now come from the map the owner embeds.
--
-- A contact document whose map predates the map check cannot be written
-- without the owner's next save; its address stays in Pengaturan until then
-- (a warning says so), so nothing the owner typed is lost.
-- =====================================================================

insert into public.page_content (page_name, content)
select 'contact', jsonb_build_object('address', btrim(s.content ->> 'contactAddress'))
  from public.page_content s
 where s.page_name = 'site-settings'
   and coalesce(btrim(s.content ->> 'contactAddress'), '') <> ''
   and not exists (select 1 from public.page_content c where c.page_name = 'contact');

do $$
declare
  demo constant text := 'Jl. KH. Mas Mansyur No. 45, Tanah Abang, Jakarta Pusat 10220';
  settings public.page_content;
  contact public.page_content;
  moved text;
  kept text;
begin
  select * into settings from public.page_content where page_name = 'site-settings';
  select * into contact from public.page_content where page_name = 'contact';
  moved := coalesce(btrim(settings.content ->> 'contactAddress'), '');
  kept := coalesce(btrim(contact.content ->> 'address'), '');
  if settings.id is null or contact.id is null then
    return;
  end if;
  if not private.is_google_maps_embed(contact.content ->> 'googleMapsEmbed') then
    if moved <> '' and moved <> kept then
      raise warning 'Alamat di Pengaturan ("%") belum dipindah ke Kontak: peta Kontak perlu disimpan ulang dulu', moved;
    end if;
    update public.page_content set content = content - 'businessHours' - 'geo'
     where page_name = 'site-settings' and (content ? 'businessHours' or content ? 'geo');
    return;
  end if;
  if moved <> '' and moved <> kept
     and (kept = '' or kept = demo or (moved <> demo and settings.updated_at > contact.updated_at)) then
    update public.page_content set content = jsonb_set(content, '{address}', to_jsonb(moved))
     where page_name = 'contact';
  end if;
  update public.page_content set content = content - 'contactAddress' - 'businessHours' - 'geo'
   where page_name = 'site-settings'
     and (content ? 'contactAddress' or content ? 'businessHours' or content ? 'geo');
end;
$$;

delete from private.page_content_limits
 where page_name = 'site-settings' and path in ('contactAddress', 'businessHours.*');
