-- =====================================================================
-- "Sampah": a deleted record can be restored for 30 days, with what was
-- deleted together with it.
--
-- content_history already keeps every deleted row whole. Each entry now
-- also names its transaction (tx), so what one delete took with it is
-- found again: a package's departures, hotel nights and FAQ, an album's
-- photos (foreign-key cascades), and the links it cleared (an article's
-- related packages, an album's or partner's package, a testimonial's or
-- album's departure).
--
-- public.trash lists what can be restored; public.restore_deleted puts a
-- record back with its own id (its address, links to it and the site's
-- URLs keep working) and its parts, as new changes that the history
-- trigger records and the publishing triggers publish.
--
-- Inquiries are personal data and stay out of the history: the ids of
-- those that pointed at a deleted package or departure are kept aside for
-- 30 days (private.trash_inquiry_links) so a restore links them again.
-- Images of a record in Sampah count as used (public.media_usage), so
-- "Hapus gambar tidak dipakai" leaves them until the 30 days are over.
-- =====================================================================

-- How long a deleted record stays in Sampah.
create or replace function private.trash_period()
returns interval
language sql
immutable
set search_path = ''
as $$
  select interval '30 days'
$$;

revoke all on function private.trash_period() from public, anon;
-- public.trash reads as its caller.
grant execute on function private.trash_period() to authenticated, service_role;

-- Two statements: a volatile default given with the column would be evaluated for every existing row and put
-- them all in the migration's own transaction.
alter table public.content_history add column tx bigint null;
alter table public.content_history alter column tx set default txid_current();

comment on column public.content_history.tx is
  'The transaction that made the change. With changed_at (the transaction''s start) it groups what one delete took with it; null on entries recorded before it was kept, which group by changed_at alone.';

-- ---------------------------------------------------------------------
-- Inquiries that pointed at a deleted package or departure.
-- ---------------------------------------------------------------------
create table private.trash_inquiry_links (
  tx bigint not null default txid_current(),
  deleted_at timestamptz not null default now(),
  inquiry_id uuid not null references public.inquiries (id) on delete cascade,
  package_id uuid null,
  departure_id uuid null,
  constraint trash_inquiry_links_one_target check ((package_id is null) <> (departure_id is null))
);

comment on table private.trash_inquiry_links is
  'Which inquiries pointed at a package or departure when it was deleted (ids only), so restoring it from Sampah links them again; kept as long as Sampah keeps the record.';

create index trash_inquiry_links_deleted_at_idx on private.trash_inquiry_links (deleted_at);
create index trash_inquiry_links_inquiry_idx on private.trash_inquiry_links (inquiry_id);

alter table private.trash_inquiry_links enable row level security;
revoke all on table private.trash_inquiry_links from public, anon, authenticated;
grant all on table private.trash_inquiry_links to service_role;

-- Before the delete: the foreign keys clear inquiries.package_id and departure_id right after it.
create or replace function private.keep_inquiry_links()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'packages' then
    insert into private.trash_inquiry_links (inquiry_id, package_id)
    select i.id, old.id from public.inquiries i where i.package_id = old.id;
  else
    insert into private.trash_inquiry_links (inquiry_id, departure_id)
    select i.id, old.id from public.inquiries i where i.departure_id = old.id;
  end if;
  return old;
end;
$$;

revoke all on function private.keep_inquiry_links() from public, anon, authenticated;

create trigger packages_keep_inquiry_links before delete on public.packages
  for each row execute function private.keep_inquiry_links();
create trigger departures_keep_inquiry_links before delete on public.departures
  for each row execute function private.keep_inquiry_links();

-- ---------------------------------------------------------------------
-- Sampah: what can be restored.
-- ---------------------------------------------------------------------
-- A departure or a package's FAQ deleted with its package, and an album's photos, come back with it and are
-- counted on its line rather than listed. A row listed is the last thing that happened to it: a restore or a
-- new insert of the same id is a later entry.
create view public.trash with (security_invoker = true) as
select
  h.id,
  h.table_name,
  h.row_id,
  case h.table_name
    when 'hotels' then h.old ->> 'name'
    when 'testimonials' then h.old ->> 'name'
    when 'faqs' then h.old ->> 'question'
    when 'bank_accounts' then concat_ws(' ', h.old ->> 'bank_name', h.old ->> 'account_number')
    when 'departures' then h.old ->> 'depart_on'
    else h.old ->> 'title'
  end as title,
  -- The package a departure or a package's FAQ belongs to, and its title while it exists.
  case when h.table_name in ('departures', 'faqs') then (h.old ->> 'package_id')::uuid end as package_id,
  p.title as package_title,
  h.changed_at as deleted_at,
  h.changed_by as deleted_by,
  h.changed_at + private.trash_period() as restorable_until,
  coalesce(parts.departures, 0) as departures,
  coalesce(parts.hotels, 0) as hotels,
  coalesce(parts.faqs, 0) as faqs,
  coalesce(parts.photos, 0) as photos,
  h.tx
from public.content_history h
left join lateral (
  select count(*) filter (where k.table_name = 'departures')::int as departures,
         count(*) filter (where k.table_name = 'package_hotels')::int as hotels,
         count(*) filter (where k.table_name = 'faqs')::int as faqs,
         count(*) filter (where k.table_name = 'album_photos')::int as photos
    from public.content_history k
   where k.changed_at = h.changed_at and k.tx is not distinct from h.tx and k.op = 'delete'
     and ((h.table_name = 'packages' and k.table_name in ('departures', 'package_hotels', 'faqs')
           and k.old ->> 'package_id' = h.row_id)
       or (h.table_name = 'albums' and k.table_name = 'album_photos' and k.old ->> 'album_id' = h.row_id))
) parts on true
left join public.packages p
  on p.id = case when h.table_name in ('departures', 'faqs') then (h.old ->> 'package_id')::uuid end
where h.op = 'delete'
  and h.table_name in ('packages', 'departures', 'hotels', 'articles', 'albums', 'testimonials', 'features', 'faqs',
                       'bank_accounts')
  and h.changed_at > now() - private.trash_period()
  and not exists (
    select 1 from public.content_history l
     where l.table_name = h.table_name and l.row_id = h.row_id and l.id > h.id)
  and not (h.table_name in ('departures', 'faqs') and exists (
    select 1 from public.content_history k
     where k.changed_at = h.changed_at and k.tx is not distinct from h.tx and k.op = 'delete'
       and k.table_name = 'packages' and k.row_id = h.old ->> 'package_id'));

comment on view public.trash is
  'Sampah: records deleted in the last 30 days that can be restored, with who deleted them and what went with them (departures, hotel nights, FAQ, photos); read as the caller (administrator only).';

revoke all on table public.trash from public, anon, authenticated;
grant select on table public.trash to authenticated, service_role;

-- Inserts a recorded row again as it was: every column it had that the table still has (one added since takes
-- its default).
create or replace function private.reinsert_row(table_name text, snapshot jsonb)
returns void
language plpgsql
set search_path = ''
as $$
declare
  cols text;
begin
  select string_agg(format('%I', c.column_name), ', ' order by c.ordinal_position)
    into cols
    from information_schema.columns c
   where c.table_schema = 'public' and c.table_name = reinsert_row.table_name
     and c.is_generated = 'NEVER'
     and snapshot ? c.column_name;
  execute format('insert into public.%1$I (%2$s) select %2$s from jsonb_populate_record(null::public.%1$I, $1)',
                 reinsert_row.table_name, cols)
    using snapshot;
end;
$$;

revoke all on function private.reinsert_row(text, jsonb) from public, anon, authenticated, service_role;

-- "Pulihkan": the record of a Sampah entry comes back with its own id and with what was deleted with it, and
-- the links its deletion cleared are set again where nothing else was set since. Refusals are sentences for the
-- owner (22023; `detail` names the field when there is one). Returns what came back and what could not.
create or replace function public.restore_deleted(history_id bigint)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  h public.content_history;
  t public.trash;
  snapshot jsonb;
  part public.content_history;
  link public.content_history;
  col text;
  other text;
  hotel_name text;
  failed_constraint text;
  restored_package uuid;
  restored_departures uuid[] := '{}';
  n integer;
  n_departures integer := 0;
  n_hotels integer := 0;
  n_faqs integer := 0;
  n_photos integer := 0;
  n_links integer := 0;
  n_inquiries integer := 0;
  notes text[] := '{}';
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'permission denied: only the administrator may restore from Sampah';
  end if;
  select * into h from public.content_history c where c.id = restore_deleted.history_id;
  if h.id is null or h.op <> 'delete' then
    raise exception using errcode = '22023', message = 'Data ini tidak ada di Sampah';
  end if;
  select * into t from public.trash x where x.id = h.id;
  if t.id is null then
    -- Not (or no longer) in Sampah: say why.
    if h.table_name not in ('packages', 'departures', 'hotels', 'articles', 'albums', 'testimonials', 'features',
                            'faqs', 'bank_accounts') then
      raise exception using errcode = '22023', message = 'Data ini tidak dapat dipulihkan sendiri dari Sampah';
    elsif h.changed_at <= now() - private.trash_period() then
      raise exception using errcode = '22023',
        message = 'Data ini dihapus lebih dari 30 hari lalu dan tidak dapat dipulihkan lagi';
    elsif exists (select 1 from public.content_history l
                   where l.table_name = h.table_name and l.row_id = h.row_id and l.id > h.id) then
      raise exception using errcode = '22023', message = 'Data ini sudah dipulihkan';
    else
      raise exception using errcode = '22023',
        message = 'Data ini terhapus bersama paketnya: pulihkan paketnya dari Sampah';
    end if;
  end if;
  snapshot := h.old;

  -- What the record needs that may have changed while it was in Sampah.
  if h.table_name in ('packages', 'articles', 'albums') then
    execute format('select x.title from public.%I x where x.slug = $1 limit 1', h.table_name)
      into other using snapshot ->> 'slug';
    if other is not null then
      raise exception using errcode = '22023', detail = 'slug',
        message = format('Alamat "%s" sekarang dipakai %s "%s". Ubah alamat itu dulu, lalu pulihkan lagi.',
                         snapshot ->> 'slug',
                         case h.table_name when 'packages' then 'paket' when 'articles' then 'artikel' else 'album' end,
                         other);
    end if;
  end if;
  if t.package_id is not null and t.package_title is null then
    raise exception using errcode = '22023',
      message = 'Paketnya juga sudah dihapus: pulihkan paketnya dari Sampah lebih dulu';
  end if;
  if h.table_name = 'departures' and exists (
    select 1 from public.departures d
     where d.package_id = t.package_id and d.depart_on = (snapshot ->> 'depart_on')::date) then
    raise exception using errcode = '22023',
      message = format('Paket "%s" sudah punya keberangkatan pada %s', t.package_title,
                       to_char((snapshot ->> 'depart_on')::date, 'DD/MM/YYYY'));
  end if;
  if h.table_name in ('albums', 'testimonials') and snapshot ->> 'departure_id' is not null
     and not exists (select 1 from public.departures d where d.id = (snapshot ->> 'departure_id')::uuid) then
    snapshot := snapshot || jsonb_build_object('departure_id', null);
    notes := notes || 'Keberangkatannya sudah dihapus, jadi dipulihkan tanpa keberangkatan.'::text;
  end if;
  if h.table_name = 'albums' and snapshot ->> 'package_id' is not null
     and not exists (select 1 from public.packages p where p.id = (snapshot ->> 'package_id')::uuid) then
    snapshot := snapshot || jsonb_build_object('package_id', null);
    notes := notes || 'Paketnya sudah dihapus, jadi album dipulihkan tanpa paket.'::text;
  end if;
  if h.table_name = 'articles' then
    snapshot := snapshot || jsonb_build_object('package_ids', coalesce((
      select jsonb_agg(e.id order by e.n)
        from jsonb_array_elements_text(snapshot -> 'package_ids') with ordinality as e(id, n)
       where exists (select 1 from public.packages p where p.id::text = e.id)), '[]'::jsonb));
  end if;

  begin
    perform private.reinsert_row(h.table_name, snapshot);
  exception
    when check_violation then
      get stacked diagnostics failed_constraint = constraint_name;
      raise exception using errcode = '22023',
        message = case failed_constraint
          when 'bank_accounts_holder_company' then
            'Rekening ini atas nama yang sekarang tidak sama dengan nama perusahaan di Legalitas, jadi tidak dapat dipulihkan'
          else 'Data ini tidak memenuhi aturan isian yang berlaku sekarang, jadi tidak dapat dipulihkan'
        end;
  end;
  if h.table_name = 'packages' then
    restored_package := h.row_id::uuid;
  elsif h.table_name = 'departures' then
    restored_departures := array[h.row_id::uuid];
  end if;

  -- What was deleted with it, in the order it was deleted.
  for part in
    select * from public.content_history k
     where k.changed_at = h.changed_at and k.tx is not distinct from h.tx and k.op = 'delete'
       and ((h.table_name = 'packages' and k.table_name in ('departures', 'package_hotels', 'faqs')
             and k.old ->> 'package_id' = h.row_id)
         or (h.table_name = 'albums' and k.table_name = 'album_photos' and k.old ->> 'album_id' = h.row_id))
     order by k.id
  loop
    if part.table_name = 'package_hotels'
       and not exists (select 1 from public.hotels x where x.id = (part.old ->> 'hotel_id')::uuid) then
      select coalesce(r.old, r.new) ->> 'name' into hotel_name
        from public.content_history r
       where r.table_name = 'hotels' and r.row_id = part.old ->> 'hotel_id'
       order by r.id desc limit 1;
      notes := notes || case
        when exists (select 1 from public.trash x where x.table_name = 'hotels' and x.row_id = part.old ->> 'hotel_id')
          then format('Hotel "%s" ada di Sampah: pulihkan hotel itu, lalu pasang lagi di paket ini (%s malam).',
                      coalesce(hotel_name, '?'), part.old ->> 'nights')
        else format('Hotel "%s" sudah dihapus dari daftar hotel, jadi tidak dipasang lagi di paket ini (%s malam).',
                    coalesce(hotel_name, '?'), part.old ->> 'nights')
      end;
      continue;
    end if;
    perform private.reinsert_row(part.table_name, part.old);
    case part.table_name
      when 'departures' then
        n_departures := n_departures + 1;
        restored_departures := restored_departures || (part.row_id)::uuid;
      when 'package_hotels' then n_hotels := n_hotels + 1;
      when 'faqs' then n_faqs := n_faqs + 1;
      else n_photos := n_photos + 1;
    end case;
  end loop;

  -- Links the deletion cleared, set again where they are still empty.
  for link in
    select * from public.content_history k
     where k.changed_at = h.changed_at and k.tx is not distinct from h.tx and k.op = 'update'
       and k.table_name in ('articles', 'albums', 'testimonials', 'partners')
     order by k.id
  loop
    if link.table_name = 'articles' then
      if restored_package is not null and (link.old -> 'package_ids') ? restored_package::text
         and not (link.new -> 'package_ids') ? restored_package::text then
        -- Back in its place among the article's related packages, the others as they are now.
        update public.articles a
           set package_ids = array(
                 select e.id::uuid from (
                   select o.id, o.n from jsonb_array_elements_text(link.old -> 'package_ids') with ordinality as o(id, n)
                    where o.id = restored_package::text or o.id::uuid = any(a.package_ids)
                   union all
                   select c.id::text, 1000 + c.n from unnest(a.package_ids) with ordinality as c(id, n)
                    where not (link.old -> 'package_ids') ? c.id::text
                 ) e order by e.n)
         where a.id = link.row_id::uuid and not (restored_package = any(a.package_ids))
           and cardinality(a.package_ids) < 6;
        get diagnostics n = row_count;
        n_links := n_links + n;
      end if;
      continue;
    end if;
    foreach col in array array['package_id', 'departure_id'] loop
      if link.old ->> col is not null and link.new ->> col is null
         and ((col = 'package_id' and (link.old ->> col)::uuid = restored_package)
           or (col = 'departure_id' and (link.old ->> col)::uuid = any(restored_departures))) then
        execute format('update public.%1$I x set %2$I = $1 where x.id = $2 and x.%2$I is null', link.table_name, col)
          using (link.old ->> col)::uuid, link.row_id::uuid;
        get diagnostics n = row_count;
        n_links := n_links + n;
      end if;
    end loop;
  end loop;

  update public.inquiries i
     set package_id = l.package_id
    from private.trash_inquiry_links l
   where l.deleted_at = h.changed_at and l.tx = h.tx and l.package_id = restored_package
     and i.id = l.inquiry_id and i.package_id is null;
  get diagnostics n = row_count;
  n_inquiries := n;
  update public.inquiries i
     set departure_id = l.departure_id
    from private.trash_inquiry_links l
   where l.deleted_at = h.changed_at and l.tx = h.tx and l.departure_id = any(restored_departures)
     and i.id = l.inquiry_id and i.departure_id is null;
  get diagnostics n = row_count;
  n_inquiries := greatest(n_inquiries, n);

  return jsonb_build_object(
    'table_name', h.table_name,
    'row_id', h.row_id,
    'title', t.title,
    'departures', n_departures,
    'hotels', n_hotels,
    'faqs', n_faqs,
    'photos', n_photos,
    'links', n_links,
    'inquiries', n_inquiries,
    'notes', to_jsonb(notes));
end;
$$;

comment on function public.restore_deleted(bigint) is
  'Pulihkan from Sampah: the deleted record back with its own id, with the departures, hotel nights, FAQ or photos deleted with it and the links its deletion cleared (administrator only).';

revoke all on function public.restore_deleted(bigint) from public, anon;
grant execute on function public.restore_deleted(bigint) to authenticated, service_role;

-- History is kept 12 months, like inquiries; which inquiries pointed at a deleted record, as long as Sampah.
create or replace function private.purge_old_content_history()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  n integer;
begin
  delete from public.content_history h where h.changed_at < now() - interval '12 months';
  get diagnostics n = row_count;
  delete from private.trash_inquiry_links l where l.deleted_at < now() - private.trash_period();
  return n;
end;
$$;

revoke all on function private.purge_old_content_history() from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------
-- Media in use: the images of a record in Sampah (and of its photos) stay until it leaves Sampah.
-- ---------------------------------------------------------------------
create or replace function public.media_usage()
returns table (media_id uuid, kind text, label text, link text)
language sql
stable
set search_path = ''
as $$
  with refs as (
    select 'package'::text as kind, p.title as label, '/packages/edit/' || p.id::text as link, img.value as ref
      from public.packages p, jsonb_array_elements_text(p.images) as img(value)
    union all
    select 'page',
           case c.page_name
             when 'home' then 'Edit Beranda'
             when 'about' then 'Edit Tentang Kami'
             when 'contact' then 'Edit Kontak'
             when 'site-settings' then 'Pengaturan'
             else c.page_name
           end,
           case c.page_name
             when 'home' then '/edit-home'
             when 'about' then '/edit-about'
             when 'contact' then '/edit-contact'
             when 'site-settings' then '/settings'
             else '/'
           end,
           v #>> '{}'
      from public.page_content c, jsonb_path_query(c.content, 'strict $.**') as v
     where jsonb_typeof(v) = 'string'
    union all
    select 'testimonial', 'Testimoni: ' || t.name, '/testimonials', t.avatar_url
      from public.testimonials t
     where t.avatar_url is not null
    union all
    select 'hotel', 'Hotel: ' || h.name, '/hotels/edit/' || h.id::text, h.image_url
      from public.hotels h
     where h.image_url is not null
    union all
    select 'article', 'Artikel: ' || a.title, '/articles/edit/' || a.id::text, a.cover_image
      from public.articles a
     where a.cover_image is not null
    union all
    select 'album', 'Album: ' || al.title, '/albums/edit/' || al.id::text, ph.image_url
      from public.album_photos ph
      join public.albums al on al.id = ph.album_id
  )
  select distinct m.id, r.kind, r.label, r.link
    from public.media m
    join refs r
      on right(btrim(r.ref), length('/storage/v1/object/public/images/' || m.file_path))
         = '/storage/v1/object/public/images/' || m.file_path
  union
  select m.id, 'article', 'Artikel: ' || a.title, '/articles/edit/' || a.id::text
    from public.media m
    join public.articles a
      on strpos(a.body, '/storage/v1/object/public/images/' || m.file_path) > 0
  union
  -- Anywhere in the deleted row (a gallery, a cover, an article's body) or in a photo deleted with its album.
  select m.id, 'trash', 'Sampah: ' || t.title, '/trash'
    from public.trash t
    join public.content_history c
      on c.id = t.id
      or (t.table_name = 'albums' and c.changed_at = t.deleted_at and c.tx is not distinct from t.tx
          and c.op = 'delete' and c.table_name = 'album_photos' and c.old ->> 'album_id' = t.row_id)
    join public.media m
      on strpos(c.old::text, '/storage/v1/object/public/images/' || m.file_path) > 0;
$$;

revoke all on function public.media_usage() from public, anon;
grant execute on function public.media_usage() to authenticated, service_role;
