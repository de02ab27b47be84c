-- =====================================================================
-- Requests about personal data (UU PDP No. 27/2022): from the admin, the
-- administrator finds everything stored for a WhatsApp number, exports it
-- or erases it. Each request is logged in public.data_requests, which
-- keeps who, when, what and how many rows, and the number only masked
-- (the log must not become a second copy of what was erased).
-- =====================================================================

create table public.data_requests (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  actor text null,
  kind text not null,
  -- "628123***7890": enough to recognise a request, not to contact the person.
  masked_whatsapp text not null,
  inquiries integer not null default 0,
  constraint data_requests_kind_check check (kind in ('find', 'export', 'erase')),
  constraint data_requests_masked_check check (length(masked_whatsapp) <= 40),
  constraint data_requests_inquiries_check check (inquiries >= 0)
);

comment on table public.data_requests is
  'The log of personal-data requests (UU PDP): who found, exported or erased the data of a number, when, and how many inquiries; the number only masked.';

alter table public.data_requests enable row level security;

create policy "The administrator can read the personal-data request log"
  on public.data_requests for select to authenticated
  using (public.is_admin());

revoke all on table public.data_requests from anon, authenticated;
grant select on table public.data_requests to authenticated;
grant all on table public.data_requests to service_role;

-- The first six digits (country and operator) and the last four: 6281234567890 → 628123***7890.
create or replace function private.mask_whatsapp(digits text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when length(digits) <= 8 then repeat('*', length(digits))
              else left(digits, 6) || repeat('*', length(digits) - 10) || right(digits, 4) end
$$;

revoke all on function private.mask_whatsapp(text) from public, anon, authenticated;

-- The number a request names, as stored (E.164 digits), or an Indonesian refusal for the field.
create or replace function private.request_number(whatsapp text)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  n text := private.normalize_whatsapp(whatsapp);
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'permission denied: only the administrator may handle personal-data requests';
  end if;
  if n is null then
    raise exception using errcode = '22023', detail = 'whatsapp',
      message = 'Nomor WhatsApp tidak valid. Contoh: 0812-3456-7890 atau +852 9123 4567';
  end if;
  return n;
end;
$$;

revoke all on function private.request_number(text) from public, anon;
grant execute on function private.request_number(text) to authenticated;

-- Everything stored for the number: its inquiries (with their timeline and alerts) and any partner with that
-- number. kind 'find' shows it in the admin; 'export' is the same, logged as handed over to the person.
create or replace function public.personal_data(whatsapp text, kind text default 'find')
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  n text := private.request_number(personal_data.whatsapp);
  result jsonb;
  found_inquiries integer;
begin
  if personal_data.kind not in ('find', 'export') then
    raise exception using errcode = '22023', message = 'kind must be find or export';
  end if;
  select count(*) into found_inquiries from public.inquiries i where i.whatsapp = n;
  select jsonb_build_object(
    'whatsapp', n,
    'inquiries', coalesce((
      select jsonb_agg(to_jsonb(i) || jsonb_build_object(
               'package_title', p.title,
               'timeline', coalesce((select jsonb_agg(to_jsonb(e) - 'inquiry_id' order by e.id)
                                       from public.inquiry_events e where e.inquiry_id = i.id), '[]'::jsonb),
               'alerts', coalesce((select jsonb_agg(jsonb_build_object('created_at', a.created_at, 'status', a.status,
                                                                       'delivered_to', a.delivered_to) order by a.id)
                                     from public.inquiry_alerts a where a.inquiry_id = i.id), '[]'::jsonb))
             order by i.created_at)
        from public.inquiries i
        left join public.packages p on p.id = i.package_id
       where i.whatsapp = n), '[]'::jsonb),
    'partners', coalesce((
      select jsonb_agg(jsonb_build_object('name', m.name, 'city', m.city, 'code', m.code, 'active', m.active,
                                          'created_at', m.created_at) order by m.created_at)
        from public.partners m where m.whatsapp = n), '[]'::jsonb))
    into result;
  insert into public.data_requests (actor, kind, masked_whatsapp, inquiries)
  values (nullif(auth.jwt() ->> 'email', ''), personal_data.kind, private.mask_whatsapp(n), found_inquiries);
  return result;
end;
$$;

revoke all on function public.personal_data(text, text) from public;
grant execute on function public.personal_data(text, text) to authenticated, service_role;

-- Erases every inquiry of the number (their timeline and alerts go with them). A partner with the number is a
-- business contact the administrator edits in Mitra. Returns how many inquiries were erased.
create or replace function public.erase_personal_data(whatsapp text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  n text := private.request_number(erase_personal_data.whatsapp);
  erased integer;
begin
  delete from public.inquiries i where i.whatsapp = n;
  get diagnostics erased = row_count;
  insert into public.data_requests (actor, kind, masked_whatsapp, inquiries)
  values (nullif(auth.jwt() ->> 'email', ''), 'erase', private.mask_whatsapp(n), erased);
  return erased;
end;
$$;

revoke all on function public.erase_personal_data(text) from public;
grant execute on function public.erase_personal_data(text) to authenticated, service_role;
