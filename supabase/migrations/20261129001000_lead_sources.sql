-- =====================================================================
-- Where leads come from: the channel of a visit and the partner agents
-- ("mitra") who share the agency's links.
--
-- partners        a partner agent: name, WhatsApp, city, a code that is
--                 part of their share link /m/{code} (unique, never
--                 changed and never reused: a partner is deactivated,
--                 not deleted), active, notes, and the package the link
--                 opens (none: the home page).
-- source_counts   views and WhatsApp clicks per WIB day × channel ×
--                 partner × package; no personal data, no path.
-- inquiries       gain the visit's channel, partner and campaign tags.
--
-- The site classifies a visit once it lands (domain/lead-source.ts) and
-- keeps it for the visit only; it sends the channel without the partner
-- and the partner code apart. Here a code counts only when it is an
-- active partner's: then the channel is 'partner', otherwise the code is
-- ignored and the channel stays the one sent.
-- =====================================================================

create or replace function private.lead_channels()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array['google_search', 'google_ads', 'meta', 'whatsapp', 'partner', 'other_site', 'direct']
$$;

-- The same shape as isPartnerCode in domain/lead-source.ts (tests/fixtures/partner-codes.json).
create or replace function private.is_partner_code(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value is not null and value ~ '^[a-z0-9]([a-z0-9]|-(?=[a-z0-9])){2,31}$'
$$;

-- A campaign tag as stored: trimmed, at most 100 characters, null when empty.
create or replace function private.lead_tag(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(left(btrim(coalesce(value, '')), 100), '')
$$;

revoke all on function private.lead_tag(text) from public, anon, authenticated;
-- Check constraints run as the writer.
revoke all on function private.lead_channels(), private.is_partner_code(text) from public;
grant execute on function private.lead_channels(), private.is_partner_code(text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------
-- Partners
-- ---------------------------------------------------------------------
create table public.partners (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  whatsapp text not null,
  city text not null default '',
  code text not null,
  active boolean not null default true,
  notes text not null default '',
  package_id uuid null references public.packages (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint partners_name_check check (length(btrim(name)) between 1 and 100),
  constraint partners_whatsapp_check check (
    whatsapp ~ '^[1-9][0-9]{7,14}$' and (whatsapp !~ '^62' or whatsapp ~ '^628[0-9]{7,11}$')),
  constraint partners_city_check check (length(city) <= 100),
  constraint partners_code_check check (private.is_partner_code(code)),
  constraint partners_code_key unique (code),
  constraint partners_notes_check check (length(notes) <= 2000)
);

comment on table public.partners is
  'Mitra: partner agents who share the agency''s link /m/{code}; visits, clicks and inquiries through it are attributed to them. Deactivated, never deleted, so a code is never reused.';

create index partners_package_id_idx on public.partners (package_id);

-- A code is printed on QR codes and forwarded in WhatsApp groups: once given, it keeps meaning this partner.
create or replace function private.keep_partner_code()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.code is distinct from old.code then
    raise exception using
      errcode = '23514',
      message = 'Kode mitra tidak dapat diubah: tautan dan QR yang sudah dibagikan memakainya.',
      detail = 'code',
      hint = 'partners_code_fixed';
  end if;
  return new;
end;
$$;

revoke all on function private.keep_partner_code() from public, anon, authenticated;

create trigger partners_keep_code
  before update of code on public.partners
  for each row execute function private.keep_partner_code();

create trigger partners_admin_only_writes
  before insert or delete or update on public.partners
  for each statement execute function private.assert_admin_write();

create trigger partners_refuse_stale_update
  before update on public.partners
  for each row execute function private.refuse_stale_update();

-- The site's redirects /m/{code} come from this table.
create trigger partners_request_site_build
  after insert or delete or update on public.partners
  for each statement execute function private.content_changed();

alter table public.partners enable row level security;

create policy "The administrator can read partners"
  on public.partners for select to authenticated
  using (public.is_admin());

create policy "The administrator can add partners"
  on public.partners for insert to authenticated
  with check (public.is_admin());

create policy "The administrator can change partners"
  on public.partners for update to authenticated
  using (public.is_admin()) with check (public.is_admin());

revoke all on table public.partners from anon, authenticated;
grant select, insert, update on table public.partners to authenticated;
grant all on table public.partners to service_role;

-- The share links the site publishes: each partner's code and where its link leads (the chosen active
-- package, else the home page). An inactive partner's link still opens the site, without the code.
create or replace function public.partner_links()
returns table (code text, active boolean, target text)
language sql
stable
security definer
set search_path = ''
as $$
  select p.code,
         p.active,
         coalesce(case when k.status = 'active' then '/' || k.category || '/' || k.slug end, '/') as target
    from public.partners p
    left join public.packages k on k.id = p.package_id
   order by p.code
$$;

revoke all on function public.partner_links() from public;
grant execute on function public.partner_links() to anon, authenticated, service_role;

-- The active partner of a code, or null.
create or replace function private.active_partner(p_code text)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select p.id from public.partners p where p.code = lower(btrim(p_code)) and p.active
$$;

revoke all on function private.active_partner(text) from public, anon, authenticated;

-- ---------------------------------------------------------------------
-- Counts per channel
-- ---------------------------------------------------------------------
create table public.source_counts (
  day date not null default public.today_wib(),
  channel text not null,
  partner_id uuid null references public.partners (id) on delete set null,
  package_id uuid null references public.packages (id) on delete set null,
  event text not null,
  count bigint not null default 0,
  constraint source_counts_channel_check check (channel = any (private.lead_channels())),
  constraint source_counts_event_check check (event in ('page_view', 'whatsapp_click')),
  constraint source_counts_count_check check (count >= 0)
);

comment on table public.source_counts is
  'Views and WhatsApp clicks per WIB day, channel, partner and package (no path, no personal data): where visits came from.';

create unique index source_counts_key_idx on public.source_counts (
  day, channel,
  coalesce(partner_id, '00000000-0000-0000-0000-000000000000'::uuid),
  coalesce(package_id, '00000000-0000-0000-0000-000000000000'::uuid),
  event);

create index source_counts_partner_idx on public.source_counts (partner_id, day) where partner_id is not null;

alter table public.source_counts enable row level security;

create policy "The administrator can read counts per channel"
  on public.source_counts for select to authenticated
  using (public.is_admin());

revoke all on table public.source_counts from anon, authenticated;
grant select on table public.source_counts to authenticated;
grant all on table public.source_counts to service_role;

-- A deleted package's counts stay in the channel totals, without the package.
create or replace function private.merge_source_counts_of_deleted_package()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.source_counts as c (day, channel, partner_id, package_id, event, count)
  select o.day, o.channel, o.partner_id, null, o.event, o.count
    from public.source_counts o
   where o.package_id = old.id
  on conflict (day, channel, coalesce(partner_id, '00000000-0000-0000-0000-000000000000'::uuid),
               coalesce(package_id, '00000000-0000-0000-0000-000000000000'::uuid), event)
  do update set count = c.count + excluded.count;
  delete from public.source_counts where package_id = old.id;
  return old;
end;
$$;

revoke all on function private.merge_source_counts_of_deleted_package() from public, anon, authenticated;

create trigger packages_merge_source_counts
  before delete on public.packages
  for each row execute function private.merge_source_counts_of_deleted_package();

-- ---------------------------------------------------------------------
-- rpc/track_event gains the visit's channel and partner code
-- ---------------------------------------------------------------------
drop function public.track_event(text, text, uuid);

create function public.track_event(
  event text,
  path text,
  package_id uuid default null,
  channel text default null,
  partner_code text default null
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_day date := public.today_wib();
  v_path text;
  v_package uuid;
  v_limit integer := private.page_counts_day_limit();
  v_partner uuid;
  v_channel text;
  v_source_package uuid;
begin
  if track_event.event is null
     or track_event.event not in ('page_view', 'whatsapp_click', 'inquiry_open') then
    raise exception using
      errcode = '22023',
      message = format('unknown event %s: use page_view, whatsapp_click or inquiry_open', coalesce(quote_literal(track_event.event), 'null')),
      hint = 'Jenis kejadian tidak dikenal.';
  end if;
  if track_event.path is null
     or length(track_event.path) > 300
     or track_event.path !~ '^/[^[:space:]?#]*$' then
    raise exception using
      errcode = '22023',
      message = 'bad path: it must start with "/", have no query, fragment or space, and be at most 300 characters',
      hint = 'Path halaman tidak valid.';
  end if;
  if not private.request_may_be_counted() then
    return;
  end if;

  select t.path, t.package_id into v_path, v_package
    from private.countable_path(track_event.path, track_event.package_id) t;

  -- The channel count: a view or click whose visit says where it came from (an unknown channel is not one).
  if track_event.event in ('page_view', 'whatsapp_click')
     and (track_event.channel = any (private.lead_channels()) or track_event.partner_code is not null) then
    v_partner := private.active_partner(track_event.partner_code);
    v_source_package := v_package;
    v_channel := case
      when v_partner is not null then 'partner'
      when track_event.channel = any (private.lead_channels()) and track_event.channel <> 'partner'
        then track_event.channel
      else 'direct'
    end;
    update public.source_counts c
       set count = c.count + 1
     where c.day = v_day and c.channel = v_channel
       and coalesce(c.partner_id, '00000000-0000-0000-0000-000000000000'::uuid)
           = coalesce(v_partner, '00000000-0000-0000-0000-000000000000'::uuid)
       and coalesce(c.package_id, '00000000-0000-0000-0000-000000000000'::uuid)
           = coalesce(v_source_package, '00000000-0000-0000-0000-000000000000'::uuid)
       and c.event = track_event.event;
    if not found then
      perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.source_counts'), v_day - date '2000-01-01');
      -- Bounded like page_counts: beyond the day's limit a new row keeps its channel but not its package.
      if (select count(*) from (select 1 from public.source_counts c where c.day = v_day limit v_limit) d) >= v_limit then
        v_source_package := null;
      end if;
      insert into public.source_counts as c (day, channel, partner_id, package_id, event, count)
      values (v_day, v_channel, v_partner, v_source_package, track_event.event, 1)
      on conflict (day, channel, coalesce(partner_id, '00000000-0000-0000-0000-000000000000'::uuid),
                   coalesce(package_id, '00000000-0000-0000-0000-000000000000'::uuid), event)
      do update set count = c.count + 1;
    end if;
  end if;

  update public.page_counts c
     set count = c.count + 1
   where c.day = v_day
     and c.path = v_path
     and coalesce(c.package_id, '00000000-0000-0000-0000-000000000000'::uuid)
         = coalesce(v_package, '00000000-0000-0000-0000-000000000000'::uuid)
     and c.event = track_event.event;
  if found then
    return;
  end if;

  if v_path <> private.page_counts_bucket() then
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.page_counts'), v_day - date '2000-01-01');
    if (select count(*) from (select 1 from public.page_counts c where c.day = v_day limit v_limit) d) >= v_limit then
      v_path := private.page_counts_bucket();
      v_package := null;
    end if;
  end if;

  insert into public.page_counts as c (day, path, package_id, event, count)
  values (v_day, v_path, v_package, track_event.event, 1)
  on conflict (day, path, coalesce(package_id, '00000000-0000-0000-0000-000000000000'::uuid), event)
  do update set count = c.count + 1;
end;
$$;

revoke all on function public.track_event(text, text, uuid, text, text) from public;
grant execute on function public.track_event(text, text, uuid, text, text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------
-- Inquiries remember where their visit came from
-- ---------------------------------------------------------------------
alter table public.inquiries
  add column channel text null,
  add column partner_id uuid null references public.partners (id) on delete set null,
  add column utm_source text null,
  add column utm_medium text null,
  add column utm_campaign text null,
  add column referrer_host text null,
  add constraint inquiries_channel_check check (channel is null or channel = any (private.lead_channels())),
  add constraint inquiries_utm_check check (
    coalesce(length(utm_source), 0) <= 100 and coalesce(length(utm_medium), 0) <= 100
    and coalesce(length(utm_campaign), 0) <= 100),
  add constraint inquiries_referrer_host_check check (
    referrer_host is null or referrer_host ~ '^[a-z0-9.-]{1,253}$');

comment on column public.inquiries.channel is
  'Where the visit came from (domain/lead-source.ts CHANNELS); null when the visitor asked not to be tracked.';
comment on column public.inquiries.partner_id is 'The partner agent whose link the visit came through (an active one at the time).';

create index inquiries_partner_id_idx on public.inquiries (partner_id) where partner_id is not null;

drop function public.submit_inquiry(text, text, uuid, uuid, integer, text, boolean, text, text);

create function public.submit_inquiry(
  name text,
  whatsapp text,
  package_id uuid default null,
  departure_id uuid default null,
  pax integer default 1,
  message text default null,
  consent boolean default false,
  website text default null,
  source_path text default null,
  channel text default null,
  partner_code text default null,
  utm_source text default null,
  utm_medium text default null,
  utm_campaign text default null,
  referrer_host text default null
)
returns jsonb
language plpgsql
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
  v_refusal text;
  v_partner uuid := private.active_partner(submit_inquiry.partner_code);
  v_channel text;
  v_referrer text := lower(btrim(coalesce(submit_inquiry.referrer_host, '')));
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

  -- Where the visit came from never refuses an inquiry: what is not one of ours is dropped.
  v_channel := case
    when v_partner is not null then 'partner'
    when submit_inquiry.channel = any (private.lead_channels()) and submit_inquiry.channel <> 'partner'
      then submit_inquiry.channel
    when submit_inquiry.partner_code is not null then 'direct'
  end;
  if v_referrer !~ '^[a-z0-9.-]{1,253}$' then
    v_referrer := null;
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

  -- The consent text's version is stamped by the inquiries_record_consent_version trigger.
  insert into public.inquiries
    (name, whatsapp, package_id, departure_id, pax, message, consent, consent_text_version, source_path,
     flood_suspect, channel, partner_id, utm_source, utm_medium, utm_campaign, referrer_host)
  values
    (v_name, v_whatsapp, submit_inquiry.package_id, submit_inquiry.departure_id, submit_inquiry.pax,
     v_message, true, '', v_path, v_flood, v_channel, v_partner,
     private.lead_tag(submit_inquiry.utm_source), private.lead_tag(submit_inquiry.utm_medium),
     private.lead_tag(submit_inquiry.utm_campaign), v_referrer);
  return jsonb_build_object('ok', true);
end;
$$;

revoke all on function public.submit_inquiry(text, text, uuid, uuid, integer, text, boolean, text, text, text, text, text, text, text, text) from public;
grant execute on function public.submit_inquiry(text, text, uuid, uuid, integer, text, boolean, text, text, text, text, text, text, text, text)
  to anon, authenticated, service_role;

-- The admin's list of inquiries gains where each came from.
create or replace view public.inquiry_overview with (security_invoker = true) as
select i.id,
       i.created_at,
       i.name,
       i.whatsapp,
       i.package_id,
       i.departure_id,
       i.pax,
       i.message,
       i.consent,
       i.consent_text_version,
       i.status,
       i.notes,
       i.source_path,
       i.flood_suspect,
       p.title as package_title,
       d.depart_on as departure_date,
       i.channel,
       i.partner_id,
       i.utm_source,
       i.utm_medium,
       i.utm_campaign,
       i.referrer_host,
       m.name as partner_name,
       m.code as partner_code
  from public.inquiries i
  left join public.packages p on p.id = i.package_id
  left join public.departures d on d.id = i.departure_id
  left join public.partners m on m.id = i.partner_id;

-- ---------------------------------------------------------------------
-- The owner's report: views → WhatsApp clicks → inquiries → registered,
-- per channel, per partner and per package, for WIB days from..to.
-- ---------------------------------------------------------------------
create or replace function public.lead_source_report(from_day date, to_day date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  result jsonb;
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'permission denied: only the administrator may read the report';
  end if;
  if from_day is null or to_day is null or from_day > to_day or to_day - from_day > 731 then
    raise exception using errcode = '22023', message = 'from_day must be on or before to_day, at most two years apart',
      hint = 'Rentang tanggal tidak valid.';
  end if;

  with
  counts as (
    select c.channel, c.partner_id, c.package_id, c.event, c.count
      from public.source_counts c
     where c.day between from_day and to_day
  ),
  leads as (
    select coalesce(i.channel, 'unknown') as channel, i.partner_id, i.package_id,
           (i.status = 'terdaftar') as registered
      from public.inquiries i
     where private.wib_date(i.created_at) between from_day and to_day
       and not i.flood_suspect
  ),
  by_channel as (
    select k.channel,
           coalesce(sum(c.count) filter (where c.event = 'page_view'), 0) as views,
           coalesce(sum(c.count) filter (where c.event = 'whatsapp_click'), 0) as whatsapp_clicks
      from (select unnest(private.lead_channels() || array['unknown']) as channel) k
      left join counts c on c.channel = k.channel
     group by k.channel
  ),
  channel_rows as (
    select b.channel, b.views, b.whatsapp_clicks,
           (select count(*) from leads l where l.channel = b.channel) as inquiries,
           (select count(*) from leads l where l.channel = b.channel and l.registered) as registered
      from by_channel b
  ),
  partner_rows as (
    select p.id as partner_id, p.name, p.code, p.city, p.active,
           coalesce((select sum(c.count) from counts c where c.partner_id = p.id and c.event = 'page_view'), 0) as views,
           coalesce((select sum(c.count) from counts c where c.partner_id = p.id and c.event = 'whatsapp_click'), 0) as whatsapp_clicks,
           (select count(*) from leads l where l.partner_id = p.id) as inquiries,
           (select count(*) from leads l where l.partner_id = p.id and l.registered) as registered
      from public.partners p
  ),
  package_rows as (
    select k.id as package_id, k.title,
           coalesce((select sum(c.count) from counts c where c.package_id = k.id and c.event = 'page_view'), 0) as views,
           coalesce((select sum(c.count) from counts c where c.package_id = k.id and c.event = 'whatsapp_click'), 0) as whatsapp_clicks,
           (select count(*) from leads l where l.package_id = k.id) as inquiries,
           (select count(*) from leads l where l.package_id = k.id and l.registered) as registered
      from public.packages k
  )
  select jsonb_build_object(
    'from_day', from_day,
    'to_day', to_day,
    'channels', coalesce((select jsonb_agg(to_jsonb(r) order by array_position(private.lead_channels() || array['unknown'], r.channel))
                            from channel_rows r), '[]'::jsonb),
    'partners', coalesce((select jsonb_agg(to_jsonb(r) order by r.inquiries desc, r.views desc, r.name)
                            from partner_rows r), '[]'::jsonb),
    'packages', coalesce((select jsonb_agg(to_jsonb(r) order by r.inquiries desc, r.views desc, r.title)
                            from package_rows r
                           where r.views + r.whatsapp_clicks + r.inquiries > 0), '[]'::jsonb)
  ) into result;
  return result;
end;
$$;

revoke all on function public.lead_source_report(date, date) from public;
grant execute on function public.lead_source_report(date, date) to authenticated, service_role;
