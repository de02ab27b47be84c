-- =====================================================================
-- Testimonials on the home page (issue 10): the administrator chooses
-- which testimonials the home page shows ("Tampilkan di beranda") and
-- in which order (move up / down, like features' order_index).
-- The home page reads show_on_home rows by position ascending.
-- Visitors may still read every testimonial (RLS unchanged): hiding one
-- from the home page is an editorial choice, not a secret.
-- Deploys on a database that already holds testimonials: existing rows
-- keep the order the home page showed until now (newest first).
-- =====================================================================

-- ---------------------------------------------------------------------
-- Columns
-- ---------------------------------------------------------------------
alter table public.testimonials
  add column show_on_home boolean not null default true,
  add column position integer;

-- Existing rows: 1 = newest, as the home page ordered them before (created_at desc).
update public.testimonials t
   set position = o.n
  from (select id, row_number() over (order by created_at desc, id) as n from public.testimonials) o
 where o.id = t.id;

alter table public.testimonials alter column position set not null;

-- The admin lists by position; the home page reads show_on_home rows by position.
create index testimonials_position_idx on public.testimonials (position);

-- ---------------------------------------------------------------------
-- A new testimonial goes first
-- ---------------------------------------------------------------------
-- Inserts that name no position (the admin's add form, SQL, older
-- clients) put the new testimonial at the top, so it appears on the home
-- page at once as it did when the order was "newest first". A trigger and
-- not a column default, because the value depends on the other rows.
create or replace function private.testimonial_first_position()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  select coalesce(min(t.position), 1) - 1 into new.position from public.testimonials t;
  return new;
end;
$$;

create trigger testimonials_first_position
  before insert on public.testimonials
  for each row
  when (new.position is null)
  execute function private.testimonial_first_position();
