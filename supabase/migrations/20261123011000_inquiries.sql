-- =====================================================================
-- Inquiries (issue 13, "Prospek"): a visitor leaves a short request from
-- a package page or /kontak; the administrator answers via WhatsApp.
--   whatsapp              normalised Indonesian number, '628…'
--   package_id            the package asked about (null: general question
--                         or the package was deleted later)
--   departure_id          the departure date asked about (nullable)
--   pax                   how many people travel (1–50)
--   consent               must be true (UU PDP No. 27/2022)
--   consent_text_version  which consent sentence the visitor agreed to
--   status                'baru' | 'dihubungi' | 'terdaftar' | 'batal'
--   notes                 the administrator's own notes
--   source_path           the page the form was sent from
-- Visitors have NO table access: they call public.submit_inquiry(), which
-- validates in SQL (Indonesian messages), drops honeypot submissions and
-- rate-limits (SQLSTATE PT429 → HTTP 429). The administrator reads,
-- updates and deletes (the right to erasure). Rows older than 12 months
-- are deleted daily (pg_cron on hosted, the local server's daily timer).
-- =====================================================================

-- ---------------------------------------------------------------------
-- Table
-- ---------------------------------------------------------------------
create table public.inquiries (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  name text not null,
  whatsapp text not null,
  package_id uuid references public.packages (id) on delete set null,
  departure_id uuid references public.departures (id) on delete set null,
  pax integer not null default 1,
  message text not null default '',
  consent boolean not null,
  consent_text_version text not null,
  status text not null default 'baru',
  notes text not null default '',
  source_path text,
  -- Named: the admin maps each name to its field.
  constraint inquiries_name_check check (length(btrim(name)) between 1 and 100),
  constraint inquiries_whatsapp_check check (whatsapp ~ '^628[0-9]{7,11}$'),
  constraint inquiries_pax_check check (pax between 1 and 50),
  constraint inquiries_message_check check (length(message) <= 1000),
  constraint inquiries_consent_check check (consent),
  constraint inquiries_status_check check (status in ('baru', 'dihubungi', 'terdaftar', 'batal')),
  constraint inquiries_notes_check check (length(notes) <= 2000),
  constraint inquiries_source_path_check check (source_path is null or length(source_path) <= 300)
);

comment on table public.inquiries is 'Prospek: requests visitors sent with the inquiry form (personal data, kept 12 months).';

create index inquiries_created_at_idx on public.inquiries (created_at desc);
create index inquiries_whatsapp_created_at_idx on public.inquiries (whatsapp, created_at);
create index inquiries_status_idx on public.inquiries (status);
create index inquiries_package_id_idx on public.inquiries (package_id);
create index inquiries_departure_id_idx on public.inquiries (departure_id);

-- Visitors only insert through submit_inquiry (its owner passes this check).
create trigger inquiries_admin_only_writes
  before insert or update or delete on public.inquiries
  for each statement execute function private.assert_admin_write();

-- ---------------------------------------------------------------------
-- Row-level security and grants: no anon policy, no anon grant.
-- ---------------------------------------------------------------------
alter table public.inquiries enable row level security;

create policy "The administrator can read inquiries"
  on public.inquiries for select to authenticated
  using (public.is_admin());

create policy "The administrator can change inquiries"
  on public.inquiries for update to authenticated
  using (public.is_admin()) with check (public.is_admin());

create policy "The administrator can delete inquiries"
  on public.inquiries for delete to authenticated
  using (public.is_admin());

revoke all on table public.inquiries from public, anon, authenticated;
grant select, update, delete on table public.inquiries to authenticated;
grant all on table public.inquiries to service_role;

-- ---------------------------------------------------------------------
-- WhatsApp number normalisation: the SQL mirror of normalizeWhatsapp()
-- in src/domain/fields.ts. Accepts 0812…, 812…, +62 812-…, 62812… with
-- spaces, dashes, dots or brackets; anything else (letters) is null.
-- ---------------------------------------------------------------------
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
  if s !~ '^\+?[0-9[:space:].()-]+$' then
    return null;
  end if;
  digits := regexp_replace(s, '[^0-9]', '', 'g');
  if left(digits, 1) = '0' then
    digits := '62' || substr(digits, 2);
  elsif left(digits, 1) = '8' then
    digits := '62' || digits;
  end if;
  return case when digits ~ '^628[0-9]{7,11}$' then digits end;
end;
$$;

revoke all on function private.normalize_whatsapp(text) from public, anon, authenticated;

-- ---------------------------------------------------------------------
-- submit_inquiry: the visitors' only way in.
-- A refused field raises P0001 (HTTP 400) with the Indonesian message and
-- the field's name in `details`, so the form shows it beside that field.
-- Limits: 3 per WhatsApp number per hour, 200 per hour overall → PT429.
-- Returns {"ok": true}; a filled honeypot (`website`) returns the same
-- and stores nothing.
-- ---------------------------------------------------------------------
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
begin
  -- Honeypot: a bot filled the hidden field. Look successful, store nothing.
  if btrim(coalesce(submit_inquiry.website, '')) <> '' then
    return jsonb_build_object('ok', true);
  end if;

  if v_name = '' then
    raise exception 'Nama wajib diisi' using detail = 'name';
  end if;
  if length(v_name) > 100 then
    raise exception 'Nama terlalu panjang (maksimal 100 karakter)' using detail = 'name';
  end if;
  if btrim(coalesce(submit_inquiry.whatsapp, '')) = '' then
    raise exception 'Nomor WhatsApp wajib diisi' using detail = 'whatsapp';
  end if;
  if v_whatsapp is null then
    raise exception 'Nomor WhatsApp tidak valid. Contoh: 0812-3456-7890 atau +62 812-3456-7890'
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
  if (select count(*) from public.inquiries i where i.created_at > now() - interval '1 hour') >= 200 then
    raise exception using
      errcode = 'PT429',
      message = 'Sedang banyak permintaan. Silakan coba lagi nanti atau hubungi kami via WhatsApp.';
  end if;

  insert into public.inquiries
    (name, whatsapp, package_id, departure_id, pax, message, consent, consent_text_version, source_path)
  values
    (v_name, v_whatsapp, submit_inquiry.package_id, submit_inquiry.departure_id, submit_inquiry.pax,
     v_message, true, '2026-11-v1', v_path);
  return jsonb_build_object('ok', true);
end;
$$;

revoke all on function public.submit_inquiry(text, text, uuid, uuid, integer, text, boolean, text, text) from public;
grant execute on function public.submit_inquiry(text, text, uuid, uuid, integer, text, boolean, text, text)
  to anon, authenticated, service_role;

-- ---------------------------------------------------------------------
-- Retention: inquiries older than 12 months are deleted daily, by pg_cron
-- where it exists (hosted) and by the local server's daily timer.
-- ---------------------------------------------------------------------
create or replace function private.purge_old_inquiries()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  removed integer;
begin
  delete from public.inquiries where created_at < now() - interval '12 months';
  get diagnostics removed = row_count;
  return removed;
end;
$$;

revoke all on function private.purge_old_inquiries() from public, anon, authenticated;

do $$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    raise notice 'pg_cron not available: the local server purges old inquiries itself';
    return;
  end if;
  begin
    -- Only when absent: creating it again on Supabase would drop every scheduled job.
    if not exists (select 1 from pg_extension where extname = 'pg_cron') then
      create extension if not exists pg_cron with schema pg_catalog;
    end if;
    -- 17:15 UTC is 00:15 in Asia/Jakarta.
    perform cron.schedule('inquiries-retention', '15 17 * * *', 'select private.purge_old_inquiries()');
  exception when others then
    raise notice 'pg_cron could not be used (%): no scheduled inquiry purge', sqlerrm;
  end;
end
$$;

-- ---------------------------------------------------------------------
-- Dashboard: as in 20261123008000_departures.sql, plus new inquiries in
-- recent_activity (kind 'inquiry') and 'new_inquiries' (status 'baru').
-- security invoker: only the administrator sees inquiries.
-- ---------------------------------------------------------------------
create or replace function public.dashboard_summary()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  with
  month_start as (select now() - interval '1 month' as since),
  recent as (
    (select 'package' as kind, p.title as label, p.created_at as at
       from public.packages p order by p.created_at desc limit 3)
    union all
    (select 'testimonial', t.name, t.created_at
       from public.testimonials t order by t.created_at desc limit 3)
    union all
    (select 'page', c.page_name, c.updated_at
       from public.page_content c order by c.updated_at desc limit 2)
    union all
    (select 'inquiry', i.name, i.created_at
       from public.inquiries i where i.status = 'baru' order by i.created_at desc limit 3)
  ),
  upcoming as (
    select d.*, p.title as package_title, p.status as package_status,
           d.seats_total - d.seats_booked as seats_left,
           (d.depart_on <= public.today_wib() + 30
              and d.seats_booked * 2 < d.seats_total) as needs_attention
      from public.departures d
      join public.packages p on p.id = d.package_id
     where d.depart_on >= public.today_wib()
  ),
  sold as (
    select * from upcoming where status = 'open' and package_status = 'active'
  )
  select jsonb_build_object(
    'total_packages', (select count(*) from public.packages),
    'active_packages', (select count(*) from public.packages where status = 'active'),
    'draft_packages', (select count(*) from public.packages where status = 'draft'),
    'packages_this_month',
      (select count(*) from public.packages, month_start where created_at >= since),
    'total_testimonials', (select count(*) from public.testimonials),
    'testimonials_this_month',
      (select count(*) from public.testimonials, month_start where created_at >= since),
    'average_rating', (select round(avg(rating)::numeric, 1) from public.testimonials),
    'active_features', (select count(*) from public.features where is_active),
    'upcoming_departures', (select count(*) from sold),
    'seats_offered', (select coalesce(sum(seats_total), 0) from sold),
    -- Booked pilgrims travel whether or not the package is still sold.
    'active_pilgrims', (select coalesce(sum(seats_booked), 0) from upcoming),
    'departures_needing_attention', (select count(*) from sold where needs_attention),
    'next_departures', coalesce(
      (select jsonb_agg(jsonb_build_object(
                'id', n.id, 'package_id', n.package_id, 'package_title', n.package_title,
                'depart_on', n.depart_on, 'seats_total', n.seats_total,
                'seats_booked', n.seats_booked, 'seats_left', n.seats_left,
                'needs_attention', n.needs_attention)
              order by n.depart_on, n.package_title)
         from (select * from sold order by depart_on, package_title limit 5) n),
      '[]'::jsonb),
    'media_count', (select count(*) from public.media),
    'new_inquiries', (select count(*) from public.inquiries where status = 'baru'),
    'recent_activity', coalesce(
      (select jsonb_agg(jsonb_build_object('kind', r.kind, 'label', r.label, 'at', r.at)
                        order by r.at desc)
         from (select * from recent order by at desc limit 6) r),
      '[]'::jsonb)
  );
$$;

revoke all on function public.dashboard_summary() from public, anon;
grant execute on function public.dashboard_summary() to authenticated, service_role;

-- ---------------------------------------------------------------------
-- Privacy page (/privasi): its text is a page_content document the
-- administrator edits ('privacy'); the site falls back to a default.
-- ---------------------------------------------------------------------
alter table public.page_content drop constraint page_content_page_name_check;
alter table public.page_content add constraint page_content_page_name_check
  check (page_name in ('home', 'about', 'contact', 'site-settings', 'privacy'));
