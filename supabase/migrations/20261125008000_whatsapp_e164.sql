-- =====================================================================
-- WhatsApp numbers from abroad: families working in Hong Kong, Taiwan,
-- Malaysia, Saudi Arabia, Japan or Korea ask with their own numbers.
--
-- A number is stored as its E.164 digits without '+' (6281234567890,
-- 85291234567), the form wa.me links take.
--   - typed with a leading '+' or '00': international. The digits must
--     have the E.164 shape (a country code that is not 0, at most 15
--     digits) and, with Indonesia's code 62, be an Indonesian mobile
--     number (628…, 10 to 14 digits);
--   - typed without: Indonesian, as before (0812… and 812… become
--     62812…, 62812… stays), and must be an Indonesian mobile number.
-- The site and the admin also check a foreign number against its
-- country's numbering plan (src/domain/phone.ts, libphonenumber-js);
-- this function checks the shape only. Both run the same table of cases,
-- tests/fixtures/whatsapp-numbers.json.
-- =====================================================================

create or replace function private.normalize_whatsapp(value text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  s text := regexp_replace(coalesce(value, ''), '^[[:space:]]+|[[:space:]]+$', '', 'g');
  digits text;
begin
  -- Digits with the usual separators and at most one leading '+': letters are never dropped silently.
  if s !~ '^\+?[0-9[:space:].()-]+$' then
    return null;
  end if;
  digits := regexp_replace(s, '[^0-9]', '', 'g');
  if left(s, 1) = '+' then
    null;
  elsif left(digits, 2) = '00' then
    digits := substr(digits, 3);
  elsif left(digits, 1) = '0' then
    digits := '62' || substr(digits, 2);
  elsif left(digits, 1) = '8' then
    digits := '62' || digits;
  end if;
  if digits !~ '^[1-9][0-9]{7,14}$' then
    return null;
  end if;
  if left(digits, 2) = '62' and digits !~ '^628[0-9]{7,11}$' then
    return null;
  end if;
  return digits;
end;
$$;

revoke all on function private.normalize_whatsapp(text) from public, anon, authenticated;

-- The stored number: E.164 digits, and an Indonesian mobile number under 62. Every row stored before
-- (628…) passes.
alter table public.inquiries drop constraint inquiries_whatsapp_check;
alter table public.inquiries add constraint inquiries_whatsapp_check
  check (whatsapp ~ '^[1-9][0-9]{7,14}$' and (whatsapp !~ '^62' or whatsapp ~ '^628[0-9]{7,11}$'));
