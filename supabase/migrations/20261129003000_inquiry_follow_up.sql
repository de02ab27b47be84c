-- =====================================================================
-- Following up an inquiry until it is a sale or a "no".
--
-- Statuses: baru → dihubungi → tertarik → closing (a sale) / tidak_lanjut
-- (with a reason from a fixed list). The former 'terdaftar' is a sale
-- ('closing') and 'batal' a no ('tidak_lanjut', reason 'lainnya').
-- next_contact_on: the day the owner means to contact the person again
-- (the dashboard's "Follow-up hari ini").
-- inquiry_events: the inquiry's timeline, written by the database: every
-- change of status or next-contact day (by a trigger, whoever made it) and
-- every note the administrator adds (add_inquiry_note), each with the
-- administrator's e-mail and the time.
-- =====================================================================

alter table public.inquiries drop constraint inquiries_status_check;

alter table public.inquiries
  add column lost_reason text null,
  add column next_contact_on date null;

update public.inquiries
   set status = case status when 'terdaftar' then 'closing' else 'tidak_lanjut' end,
       lost_reason = case status when 'batal' then 'lainnya' end
 where status in ('terdaftar', 'batal');

alter table public.inquiries
  add constraint inquiries_status_check
    check (status in ('baru', 'dihubungi', 'tertarik', 'closing', 'tidak_lanjut')),
  -- The same list as LOST_REASONS in admin/src/inquiries/model.ts.
  add constraint inquiries_lost_reason_check check (
    (status = 'tidak_lanjut') = (lost_reason is not null)
    and (lost_reason is null
         or lost_reason in ('harga', 'jadwal', 'travel_lain', 'belum_siap', 'tidak_merespons', 'lainnya'))),
  add constraint inquiries_next_contact_on_check
    check (next_contact_on is null or next_contact_on between date '2020-01-01' and date '2100-12-31');

comment on column public.inquiries.lost_reason is
  'Why an inquiry did not go on (status tidak_lanjut only): harga, jadwal, travel_lain, belum_siap, tidak_merespons, lainnya.';
comment on column public.inquiries.next_contact_on is 'The WIB day the owner means to contact the person again.';

create index inquiries_next_contact_idx on public.inquiries (next_contact_on)
  where next_contact_on is not null and status in ('baru', 'dihubungi', 'tertarik');
create index inquiries_whatsapp_idx on public.inquiries (whatsapp);

-- A reason belongs to "tidak lanjut": leaving that status drops it, so a later status never carries an old "no".
create or replace function private.clear_lost_reason()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status <> 'tidak_lanjut' then
    new.lost_reason := null;
  end if;
  return new;
end;
$$;

revoke all on function private.clear_lost_reason() from public, anon, authenticated;

create trigger inquiries_clear_lost_reason
  before update of status on public.inquiries
  for each row execute function private.clear_lost_reason();

-- ---------------------------------------------------------------------
-- The timeline
-- ---------------------------------------------------------------------
create table public.inquiry_events (
  id bigint generated always as identity primary key,
  inquiry_id uuid not null references public.inquiries (id) on delete cascade,
  created_at timestamptz not null default now(),
  -- The administrator's e-mail; null when the database itself made the change (a migration, a job).
  actor text null,
  kind text not null,
  from_status text null,
  to_status text null,
  lost_reason text null,
  next_contact_on date null,
  note text null,
  constraint inquiry_events_kind_check check (kind in ('status', 'next_contact', 'note')),
  constraint inquiry_events_note_check check (note is null or length(note) between 1 and 2000)
);

comment on table public.inquiry_events is
  'The timeline of an inquiry: status and next-contact changes (recorded by a trigger) and the administrator''s notes, each with who and when.';

create index inquiry_events_inquiry_idx on public.inquiry_events (inquiry_id, created_at);

alter table public.inquiry_events enable row level security;

create policy "The administrator can read the inquiry timeline"
  on public.inquiry_events for select to authenticated
  using (public.is_admin());

revoke all on table public.inquiry_events from anon, authenticated;
grant select on table public.inquiry_events to authenticated;
grant all on table public.inquiry_events to service_role;

create or replace function private.record_inquiry_events()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  who text := nullif(auth.jwt() ->> 'email', '');
begin
  if new.status is distinct from old.status or new.lost_reason is distinct from old.lost_reason then
    insert into public.inquiry_events (inquiry_id, actor, kind, from_status, to_status, lost_reason)
    values (new.id, who, 'status', old.status, new.status, new.lost_reason);
  end if;
  if new.next_contact_on is distinct from old.next_contact_on then
    insert into public.inquiry_events (inquiry_id, actor, kind, next_contact_on)
    values (new.id, who, 'next_contact', new.next_contact_on);
  end if;
  return null;
end;
$$;

revoke all on function private.record_inquiry_events() from public, anon, authenticated;

create trigger inquiries_record_events
  after update of status, lost_reason, next_contact_on on public.inquiries
  for each row execute function private.record_inquiry_events();

-- "Tambah catatan": a note in the timeline (the inquiry's own "Catatan" field stays the summary).
create or replace function public.add_inquiry_note(inquiry_id uuid, note text)
returns public.inquiry_events
language plpgsql
security definer
set search_path = ''
as $$
declare
  added public.inquiry_events;
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'permission denied: only the administrator may add a note';
  end if;
  if not private.has_visible_text(note) then
    raise exception using errcode = '22023', detail = 'note', message = 'Tulis catatannya dulu';
  end if;
  if length(note) > 2000 then
    raise exception using errcode = '22023', detail = 'note', message = 'Catatan terlalu panjang (maksimal 2000 karakter)';
  end if;
  if not exists (select 1 from public.inquiries i where i.id = add_inquiry_note.inquiry_id) then
    raise exception using errcode = 'P0002', message = 'Prospek ini sudah dihapus';
  end if;
  insert into public.inquiry_events (inquiry_id, actor, kind, note)
  values (add_inquiry_note.inquiry_id, nullif(auth.jwt() ->> 'email', ''), 'note', add_inquiry_note.note)
  returning * into added;
  return added;
end;
$$;

revoke all on function public.add_inquiry_note(uuid, text) from public;
grant execute on function public.add_inquiry_note(uuid, text) to authenticated, service_role;

-- ---------------------------------------------------------------------
-- The admin's list: the follow-up fields, and how many inquiries came from the same number
-- ---------------------------------------------------------------------
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
       m.code as partner_code,
       i.lost_reason,
       i.next_contact_on,
       -- One person, several inquiries: the list shows "N× bertanya" and the detail the others.
       count(*) over (partition by i.whatsapp) as same_number_count
  from public.inquiries i
  left join public.packages p on p.id = i.package_id
  left join public.departures d on d.id = i.departure_id
  left join public.partners m on m.id = i.partner_id;

-- ---------------------------------------------------------------------
-- The owner's report counts a sale as status 'closing', and every inquiry the Prospek list shows
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
           (i.status = 'closing') as closed
      from public.inquiries i
     -- Inquiries marked "Diduga spam" count too: they are kept because real people send during a flood, and
     -- the report must agree with the Prospek list.
     where private.wib_date(i.created_at) between from_day and to_day
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
           (select count(*) from leads l where l.channel = b.channel and l.closed) as closed
      from by_channel b
  ),
  partner_rows as (
    select p.id as partner_id, p.name, p.code, p.city, p.active,
           coalesce((select sum(c.count) from counts c where c.partner_id = p.id and c.event = 'page_view'), 0) as views,
           coalesce((select sum(c.count) from counts c where c.partner_id = p.id and c.event = 'whatsapp_click'), 0) as whatsapp_clicks,
           (select count(*) from leads l where l.partner_id = p.id) as inquiries,
           (select count(*) from leads l where l.partner_id = p.id and l.closed) as closed
      from public.partners p
  ),
  package_rows as (
    select k.id as package_id, k.title,
           coalesce((select sum(c.count) from counts c where c.package_id = k.id and c.event = 'page_view'), 0) as views,
           coalesce((select sum(c.count) from counts c where c.package_id = k.id and c.event = 'whatsapp_click'), 0) as whatsapp_clicks,
           (select count(*) from leads l where l.package_id = k.id) as inquiries,
           (select count(*) from leads l where l.package_id = k.id and l.closed) as closed
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
