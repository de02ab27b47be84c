-- =====================================================================
-- One departure per date and package. Two rows on one date would show
-- the visitor the same date twice with different seats and prices.
-- A trigger rather than a unique index: a hosted database may already
-- hold such a pair, and the deploy must not fail on it; those rows stay
-- editable (only a new date, or a changed one, is checked). A per-package
-- advisory lock makes two simultaneous saves of one date wait for each
-- other, so the second sees the first.
-- The error reads like a unique violation (23505, the key's name) so the
-- admin shows it beside "Berangkat".
-- =====================================================================

create or replace function private.refuse_second_departure_on_a_date()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.package_id = old.package_id and new.depart_on = old.depart_on then
    return new;
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('departures:' || new.package_id::text));
  if exists (
    select 1 from public.departures d
     where d.package_id = new.package_id and d.depart_on = new.depart_on and d.id <> new.id
  ) then
    raise exception using
      errcode = '23505',
      message = 'duplicate key value violates unique constraint "departures_package_id_depart_on_key"',
      detail = format('Paket ini sudah punya keberangkatan pada %s.', to_char(new.depart_on, 'DD/MM/YYYY')),
      hint = 'Pilih tanggal lain, atau ubah keberangkatan yang sudah ada.';
  end if;
  return new;
end;
$$;

revoke all on function private.refuse_second_departure_on_a_date() from public, anon, authenticated;

create trigger departures_one_per_date
  before insert or update of package_id, depart_on on public.departures
  for each row execute function private.refuse_second_departure_on_a_date();
