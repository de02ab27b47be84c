-- =====================================================================
-- An inquiry names only a date the site sells.
--
-- public.submit_inquiry refuses a departure that is past, closed by the
-- administrator, full, or inside its package's full-payment window (past
-- the Pelunasan H-N deadline: packages.full_payment_days before departure;
-- the deadline day itself still takes registrations), each with its own
-- Indonesian sentence beside the departure field (detail 'departure_id').
-- A static page built yesterday may still offer such a date; the database
-- has the last word. The same rule in TypeScript: departureRefusal in
-- domain/inquiry.ts (departureSiteState in domain/departures.ts); both run
-- the departure cases of tests/fixtures/inquiry-inputs.json.
-- =====================================================================

create or replace function private.departure_refusal(p_departure uuid, p_package uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when d.id is null then 'Tanggal keberangkatan tidak tersedia untuk paket ini'
    when d.depart_on < public.today_wib() then 'Tanggal keberangkatan ini sudah lewat. Pilih tanggal lain.'
    when d.status = 'closed' then 'Tanggal keberangkatan ini sudah ditutup. Pilih tanggal lain atau hubungi kami.'
    when d.seats_booked >= d.seats_total then 'Kursi untuk tanggal ini sudah penuh. Pilih tanggal lain atau hubungi kami.'
    when p.full_payment_days is not null
         and public.today_wib() > d.depart_on - p.full_payment_days
      then 'Pendaftaran untuk tanggal ini sudah ditutup (lewat batas pelunasan). Pilih tanggal lain atau hubungi kami.'
  end
  from (select 1) one
  left join public.departures d on d.id = p_departure and d.package_id = p_package
  left join public.packages p on p.id = d.package_id
$$;
comment on function private.departure_refusal(uuid, uuid) is
  'Why an inquiry may not name this departure of this package (Indonesian, shown beside the field), or null.';
revoke all on function private.departure_refusal(uuid, uuid) from public, anon, authenticated, service_role;

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
) returns jsonb
language plpgsql
security definer
set search_path = ''
as $_$
#variable_conflict use_column
declare
  v_name text := btrim(coalesce(submit_inquiry.name, ''));
  v_whatsapp text := private.normalize_whatsapp(submit_inquiry.whatsapp);
  v_message text := coalesce(submit_inquiry.message, '');
  v_path text := nullif(left(btrim(coalesce(submit_inquiry.source_path, '')), 300), '');
  v_address text := private.request_address_key();
  v_flood boolean;
  v_refusal text;
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
    v_refusal := private.departure_refusal(submit_inquiry.departure_id, submit_inquiry.package_id);
    if v_refusal is not null then
      raise exception '%', v_refusal using detail = 'departure_id';
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
$_$;

revoke all on function public.submit_inquiry(text, text, uuid, uuid, integer, text, boolean, text, text) from public;
grant execute on function public.submit_inquiry(text, text, uuid, uuid, integer, text, boolean, text, text)
  to anon, authenticated, service_role;
