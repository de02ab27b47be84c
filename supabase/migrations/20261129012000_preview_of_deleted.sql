-- =====================================================================
-- A shared preview of a package or an article that has since been
-- deleted no longer opens.
--
-- The link keeps the record as it was when it was shared, so without this
-- a deleted draft would stay readable to anyone holding the link until
-- it expires. Restored from Sampah (same id), it opens again until then.
-- =====================================================================

create or replace function public.open_preview_link(token text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  link public.preview_links;
begin
  if open_preview_link.token is null or open_preview_link.token !~ '^[0-9a-f]{64}$' then
    raise exception using errcode = 'P0002', message = 'Tautan pratinjau tidak dikenal';
  end if;
  select * into link from public.preview_links l
   where l.token_hash = encode(sha256(convert_to(open_preview_link.token, 'UTF8')), 'hex');
  if link.id is null then
    raise exception using errcode = 'P0002', message = 'Tautan pratinjau tidak dikenal';
  end if;
  if link.revoked_at is not null then
    raise exception using errcode = 'P0002', message = 'Tautan pratinjau ini sudah dicabut';
  end if;
  if link.expires_at <= now() then
    raise exception using errcode = 'P0002', message = 'Tautan pratinjau ini sudah kedaluwarsa (berlaku 24 jam)';
  end if;
  -- A link made before the record was first saved has no row to look for.
  if link.row_key is not null and (
       (link.kind = 'paket' and not exists (select 1 from public.packages p where p.id = link.row_key::uuid))
       or (link.kind = 'artikel' and not exists (select 1 from public.articles a where a.id = link.row_key::uuid))) then
    raise exception using errcode = 'P0002',
      message = case link.kind when 'paket' then 'Paket ini sudah dihapus: pratinjaunya tidak dibuka lagi'
                               else 'Artikel ini sudah dihapus: pratinjaunya tidak dibuka lagi' end;
  end if;
  return jsonb_build_object('kind', link.kind, 'row_key', link.row_key, 'base', link.base, 'draft', link.draft,
                            'expires_at', link.expires_at);
end;
$$;

revoke all on function public.open_preview_link(text) from public;
grant execute on function public.open_preview_link(text) to anon, authenticated, service_role;
