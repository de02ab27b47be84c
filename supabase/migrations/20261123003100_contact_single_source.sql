-- =====================================================================
-- One source per fact (issue 10): the WhatsApp number, the main phone
-- and the main e-mail live in Pengaturan (page_content 'site-settings')
-- only. The contact page document loses its own copies (whatsapp,
-- phone1, email1); the site's /kontak reads Pengaturan's.
-- Data move, idempotent: a second run finds nothing to move.
-- =====================================================================

do $$
declare
  settings jsonb;
  contact jsonb;
begin
  select c.content into contact from public.page_content c where c.page_name = 'contact';
  if contact is null or not (contact ?| array['whatsapp', 'phone1', 'email1']) then
    return;
  end if;
  select c.content into settings from public.page_content c where c.page_name = 'site-settings';
  settings := coalesce(settings, '{}'::jsonb);

  -- Pengaturan wins: the header, footer and floating button already showed its values.
  -- The contact page's values only fill what Pengaturan lacks.
  if coalesce(btrim(settings ->> 'whatsappNumber'), '') = '' and coalesce(btrim(contact ->> 'whatsapp'), '') <> '' then
    settings := jsonb_set(settings, '{whatsappNumber}', contact -> 'whatsapp');
  end if;
  if coalesce(btrim(settings ->> 'contactPhone'), '') = '' and coalesce(btrim(contact ->> 'phone1'), '') <> '' then
    settings := jsonb_set(settings, '{contactPhone}', contact -> 'phone1');
  end if;
  if coalesce(btrim(settings ->> 'contactEmail'), '') = '' and coalesce(btrim(contact ->> 'email1'), '') <> '' then
    settings := jsonb_set(settings, '{contactEmail}', contact -> 'email1');
  end if;

  -- A different first phone/e-mail of the contact page is not lost: it becomes the additional one
  -- when that slot is empty or only repeats the main value.
  if coalesce(btrim(contact ->> 'phone1'), '') <> ''
     and contact ->> 'phone1' is distinct from settings ->> 'contactPhone'
     and (coalesce(btrim(contact ->> 'phone2'), '') = '' or contact ->> 'phone2' = settings ->> 'contactPhone') then
    contact := jsonb_set(contact, '{phone2}', contact -> 'phone1');
  end if;
  if coalesce(btrim(contact ->> 'email1'), '') <> ''
     and contact ->> 'email1' is distinct from settings ->> 'contactEmail'
     and (coalesce(btrim(contact ->> 'email2'), '') = '' or contact ->> 'email2' = settings ->> 'contactEmail') then
    contact := jsonb_set(contact, '{email2}', contact -> 'email1');
  end if;

  update public.page_content set content = contact - 'whatsapp' - 'phone1' - 'email1' where page_name = 'contact';
  insert into public.page_content (page_name, content) values ('site-settings', settings)
  on conflict (page_name) do update set content = excluded.content;
end;
$$;
