-- =====================================================================
-- Packages: the Umroh and Haji offers shown on the public site.
-- Drafts never leave the database for visitors.
-- =====================================================================

create table public.packages (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique
    check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 200),
  title text not null check (length(btrim(title)) between 1 and 200),
  tagline text not null default '' check (length(tagline) <= 300),
  description text not null default '' check (length(description) <= 10000),
  category text not null check (category in ('umroh', 'haji')),
  location text not null default '' check (length(location) <= 200),
  departure date,
  duration text not null default '' check (length(duration) <= 100),
  quota integer not null default 0 check (quota >= 0),
  -- Whole rupiah. Triple and double rooms are optional.
  price_quad bigint not null check (price_quad >= 0),
  price_triple bigint check (price_triple >= 0),
  price_double bigint check (price_double >= 0),
  is_promo boolean not null default false,
  status text not null default 'active' check (status in ('active', 'draft')),
  images jsonb not null default '[]'::jsonb
    check (private.is_text_array(images) and jsonb_array_length(images) <= 6),
  itinerary jsonb not null default '[]'::jsonb check (private.is_itinerary(itinerary)),
  included jsonb not null default '[]'::jsonb check (private.is_text_array(included)),
  excluded jsonb not null default '[]'::jsonb check (private.is_text_array(excluded)),
  terms jsonb not null default '[]'::jsonb check (private.is_text_array(terms)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.packages is 'Umroh and Haji packages. Prices in whole rupiah.';

create index packages_category_status_idx on public.packages (category, status);
create index packages_created_at_idx on public.packages (created_at desc);

create trigger packages_touch_updated_at
  before update on public.packages
  for each row execute function private.touch_updated_at();

create trigger packages_admin_only_writes
  before insert or update or delete on public.packages
  for each statement execute function private.assert_admin_write();

-- ---------------------------------------------------------------------
-- Row-level security
-- ---------------------------------------------------------------------
alter table public.packages enable row level security;

create policy "Visitors can read active packages"
  on public.packages for select to anon, authenticated
  using (status = 'active');

create policy "The administrator can read every package"
  on public.packages for select to authenticated
  using (public.is_admin());

create policy "The administrator can add packages"
  on public.packages for insert to authenticated
  with check (public.is_admin());

create policy "The administrator can change packages"
  on public.packages for update to authenticated
  using (public.is_admin()) with check (public.is_admin());

create policy "The administrator can delete packages"
  on public.packages for delete to authenticated
  using (public.is_admin());

-- ---------------------------------------------------------------------
-- Grants
-- ---------------------------------------------------------------------
revoke all on table public.packages from anon, authenticated;
grant select on table public.packages to anon;
grant select, insert, update, delete on table public.packages to authenticated;
grant all on table public.packages to service_role;
