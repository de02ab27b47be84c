-- =====================================================================
-- An IPv6 client is keyed by its /64 network, not its full address.
--
-- A home, an office or a rented server is given a whole /64 and may send
-- from any address in it, so keyed per address the per-address limit and
-- the flood mark held for nobody on IPv6. IPv4 addresses, and a header
-- that is not an address at all, are keyed as before.
-- =====================================================================

create or replace function private.request_address_key()
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  headers jsonb;
  address text;
  client inet;
begin
  begin
    headers := nullif(current_setting('request.headers', true), '')::jsonb;
  exception when others then
    return null;
  end;
  address := coalesce(nullif(btrim(headers ->> 'cf-connecting-ip'), ''),
                      nullif(btrim(split_part(headers ->> 'x-forwarded-for', ',', 1)), ''));
  if address is null then
    return null;
  end if;
  address := left(address, 100);
  begin
    client := address::inet;
    -- An IPv4 address written as IPv6 (::ffff:a.b.c.d) is one IPv4 client, not a /64 shared by all of them.
    if family(client) = 6 and not client <<= '::ffff:0:0/96'::inet then
      address := host(network(set_masklen(client, 64))) || '/64';
    end if;
  exception when others then
    null;
  end;
  return md5((select s.salt from private.address_salt s) || address);
end;
$$;

revoke all on function private.request_address_key() from public, anon, authenticated, service_role;
