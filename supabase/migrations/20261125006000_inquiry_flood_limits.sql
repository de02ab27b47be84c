-- =====================================================================
-- Inquiry floods: one client can no longer lock every visitor out.
--
-- Limits per hour: 3 per WhatsApp number, 20 per client address (setting
-- app.inquiry_limit_per_address), 1,000
-- overall (far above an agency's real traffic). An inquiry sent during a
-- flood is stored and marked `flood_suspect`; the admin shows it as
-- "Diduga spam" instead of anyone's inquiry being dropped.
--
-- The client address is the one the API gateway reports in
-- request.headers: `cf-connecting-ip` where present (set by the edge, not
-- by the client), else the first `x-forwarded-for` hop (the local server
-- puts the socket's address there and drops what the client sent). Only a
-- salted hash is kept, for one day, in a table no API role can read.
-- =====================================================================

alter table public.inquiries add column if not exists flood_suspect boolean not null default false;
comment on column public.inquiries.flood_suspect is
  'Sent while the form received far more inquiries than usual: kept, shown as "Diduga spam" in the admin.';

create table if not exists private.inquiry_senders (
  address_key text not null check (length(address_key) <= 64),
  created_at timestamptz not null default now()
);
comment on table private.inquiry_senders is
  'One row per stored inquiry in the last day: a salted hash of the sender''s address, for the per-address limit.';
create index if not exists inquiry_senders_key_idx on private.inquiry_senders (address_key, created_at);
create index if not exists inquiry_senders_created_idx on private.inquiry_senders (created_at);
alter table private.inquiry_senders enable row level security;
revoke all on table private.inquiry_senders from public, anon, authenticated, service_role;

create table if not exists private.address_salt (
  only_row boolean primary key default true check (only_row),
  salt text not null
);
comment on table private.address_salt is 'A random salt, so stored address hashes cannot be matched to addresses.';
alter table private.address_salt enable row level security;
revoke all on table private.address_salt from public, anon, authenticated, service_role;
insert into private.address_salt (salt) values (gen_random_uuid()::text || gen_random_uuid()::text)
  on conflict (only_row) do nothing;

-- The request's client address as a salted hash, or null outside an API request.
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
  return md5((select s.salt from private.address_salt s) || left(address, 100));
end;
$$;

revoke all on function private.request_address_key() from public, anon, authenticated, service_role;

create or replace function public.submit_inquiry(
  name text,
  whatsapp text,
  package_id uuid default null,
  departure_id uuid default null,
  pax integer default 1,
  message text default null,
  consent boolean default false,
  website text default null,
  source_path text default null
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_name text := btrim(coalesce(submit_inquiry.name, ''));
  v_whatsapp text := private.normalize_whatsapp(submit_inquiry.whatsapp);
  v_message text := coalesce(submit_inquiry.message, '');
  v_path text := nullif(left(btrim(coalesce(submit_inquiry.source_path, '')), 300), '');
  v_address text := private.request_address_key();
  v_flood boolean;
  -- Tunable per database (`alter database postgres set app.inquiry_limit_per_address = 50`); the local
  -- server's browser tests, all from one address, raise it.
  v_per_address integer := coalesce(
    (select nullif(current_setting('app.inquiry_limit_per_address', true), '')::integer
      where current_setting('app.inquiry_limit_per_address', true) ~ '^[0-9]{1,6}$'), 20);
begin
  -- Honeypot: a bot filled the hidden field. Look successful, store nothing.
  if btrim(coalesce(submit_inquiry.website, '')) <> '' then
    return jsonb_build_object('ok', true);
  end if;

  if not private.has_visible_text(v_name) then
    raise exception 'Nama wajib diisi' using detail = 'name';
  end if;
  if length(v_name) > 100 then
    raise exception 'Nama terlalu panjang (maksimal 100 karakter)' using detail = 'name';
  end if;
  if btrim(coalesce(submit_inquiry.whatsapp, '')) = '' then
    raise exception 'Nomor WhatsApp wajib diisi' using detail = 'whatsapp';
  end if;
  if v_whatsapp is null then
    raise exception 'Nomor WhatsApp tidak valid. Contoh: 0812-3456-7890 atau +852 9123 4567'
      using detail = 'whatsapp';
  end if;
  if submit_inquiry.package_id is not null
     and not exists (select 1 from public.packages p
                      where p.id = submit_inquiry.package_id and p.status = 'active') then
    raise exception 'Paket tidak ditemukan atau sudah tidak tersedia' using detail = 'package_id';
  end if;
  if submit_inquiry.departure_id is not null then
    if submit_inquiry.package_id is null then
      raise exception 'Pilih paket untuk tanggal keberangkatan ini' using detail = 'departure_id';
    end if;
    if not exists (select 1 from public.departures d
                    where d.id = submit_inquiry.departure_id
                      and d.package_id = submit_inquiry.package_id
                      and d.status = 'open'
                      and d.depart_on >= public.today_wib()) then
      raise exception 'Tanggal keberangkatan tidak tersedia untuk paket ini' using detail = 'departure_id';
    end if;
  end if;
  if submit_inquiry.pax is null or submit_inquiry.pax < 1 or submit_inquiry.pax > 50 then
    raise exception 'Jumlah jamaah harus antara 1 dan 50 orang' using detail = 'pax';
  end if;
  if length(v_message) > 1000 then
    raise exception 'Pesan terlalu panjang (maksimal 1000 karakter)' using detail = 'message';
  end if;
  if submit_inquiry.consent is distinct from true then
    raise exception 'Centang persetujuan agar kami boleh menghubungi Anda' using detail = 'consent';
  end if;

  -- One submission at a time, so concurrent requests cannot pass the limits together.
  perform pg_advisory_xact_lock(hashtext('public.submit_inquiry'));
  if (select count(*) from public.inquiries i
       where i.whatsapp = v_whatsapp and i.created_at > now() - interval '1 hour') >= 3 then
    raise exception using
      errcode = 'PT429',
      message = 'Terlalu banyak permintaan dari nomor ini. Silakan coba lagi dalam 1 jam atau hubungi kami via WhatsApp.';
  end if;
  if v_address is not null
     and (select count(*) from private.inquiry_senders a
           where a.address_key = v_address and a.created_at > now() - interval '1 hour') >= v_per_address then
    raise exception using
      errcode = 'PT429',
      message = 'Terlalu banyak permintaan dari jaringan ini. Silakan coba lagi dalam 1 jam atau hubungi kami via WhatsApp.';
  end if;
  if (select count(*) from public.inquiries i where i.created_at > now() - interval '1 hour') >= 1000 then
    raise exception using
      errcode = 'PT429',
      message = 'Sedang banyak permintaan. Silakan coba lagi nanti atau hubungi kami via WhatsApp.';
  end if;
  -- A flood is stored but marked, so real people sent during it are not lost: more than 20 in 10 minutes
  -- overall (a busy agency gets a few a day), or a fifth from one address within the hour.
  v_flood := (select count(*) from public.inquiries i where i.created_at > now() - interval '10 minutes') >= 20
             or (v_address is not null
                 and (select count(*) from private.inquiry_senders a
                       where a.address_key = v_address and a.created_at > now() - interval '1 hour') >= 4);

  delete from private.inquiry_senders a where a.created_at < now() - interval '1 day';
  if v_address is not null then
    insert into private.inquiry_senders (address_key) values (v_address);
  end if;

  insert into public.inquiries
    (name, whatsapp, package_id, departure_id, pax, message, consent, consent_text_version, source_path,
     flood_suspect)
  values
    (v_name, v_whatsapp, submit_inquiry.package_id, submit_inquiry.departure_id, submit_inquiry.pax,
     v_message, true, '2026-11-v1', v_path, v_flood);
  return jsonb_build_object('ok', true);
end;
$$;

revoke all on function public.submit_inquiry(text, text, uuid, uuid, integer, text, boolean, text, text) from public;
grant execute on function public.submit_inquiry(text, text, uuid, uuid, integer, text, boolean, text, text)
  to anon, authenticated, service_role;
