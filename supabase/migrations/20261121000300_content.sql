-- =====================================================================
-- Marketing content: testimonials, features ("Mengapa Memilih Kami")
-- and the editable page texts (home, about, contact, site-settings).
-- =====================================================================

-- ---------------------------------------------------------------------
-- Testimonials
-- ---------------------------------------------------------------------
create table public.testimonials (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(btrim(name)) between 1 and 120),
  location text not null default '' check (length(location) <= 120),
  content text not null check (length(btrim(content)) between 1 and 2000),
  rating smallint not null default 5 check (rating between 1 and 5),
  avatar_url text check (avatar_url is null or length(avatar_url) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index testimonials_created_at_idx on public.testimonials (created_at desc);

create trigger testimonials_touch_updated_at
  before update on public.testimonials
  for each row execute function private.touch_updated_at();

create trigger testimonials_admin_only_writes
  before insert or update or delete on public.testimonials
  for each statement execute function private.assert_admin_write();

alter table public.testimonials enable row level security;

create policy "Visitors can read testimonials"
  on public.testimonials for select to anon, authenticated
  using (true);

create policy "The administrator can add testimonials"
  on public.testimonials for insert to authenticated
  with check (public.is_admin());

create policy "The administrator can change testimonials"
  on public.testimonials for update to authenticated
  using (public.is_admin()) with check (public.is_admin());

create policy "The administrator can delete testimonials"
  on public.testimonials for delete to authenticated
  using (public.is_admin());

revoke all on table public.testimonials from anon, authenticated;
grant select on table public.testimonials to anon;
grant select, insert, update, delete on table public.testimonials to authenticated;
grant all on table public.testimonials to service_role;

-- ---------------------------------------------------------------------
-- Features. The admin offers shield, users, award, clock, heart, globe;
-- older content used book-open, star, utensils, car. The public site
-- draws all ten, so every stored icon shows.
-- ---------------------------------------------------------------------
create table public.features (
  id uuid primary key default gen_random_uuid(),
  title text not null check (length(btrim(title)) between 1 and 120),
  description text not null check (length(btrim(description)) between 1 and 1000),
  icon text not null default 'shield'
    check (icon in ('shield', 'users', 'award', 'clock', 'heart', 'globe',
                    'book-open', 'star', 'utensils', 'car')),
  is_active boolean not null default true,
  order_index integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index features_order_idx on public.features (order_index);

create trigger features_touch_updated_at
  before update on public.features
  for each row execute function private.touch_updated_at();

create trigger features_admin_only_writes
  before insert or update or delete on public.features
  for each statement execute function private.assert_admin_write();

alter table public.features enable row level security;

create policy "Visitors can read active features"
  on public.features for select to anon, authenticated
  using (is_active);

create policy "The administrator can read every feature"
  on public.features for select to authenticated
  using (public.is_admin());

create policy "The administrator can add features"
  on public.features for insert to authenticated
  with check (public.is_admin());

create policy "The administrator can change features"
  on public.features for update to authenticated
  using (public.is_admin()) with check (public.is_admin());

create policy "The administrator can delete features"
  on public.features for delete to authenticated
  using (public.is_admin());

revoke all on table public.features from anon, authenticated;
grant select on table public.features to anon;
grant select, insert, update, delete on table public.features to authenticated;
grant all on table public.features to service_role;

-- ---------------------------------------------------------------------
-- Page content: one JSON document per page.
-- ---------------------------------------------------------------------
create table public.page_content (
  id uuid primary key default gen_random_uuid(),
  page_name text not null unique
    check (page_name in ('home', 'about', 'contact', 'site-settings')),
  content jsonb not null default '{}'::jsonb
    check (jsonb_typeof(content) = 'object' and length(content::text) <= 100000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create trigger page_content_touch_updated_at
  before update on public.page_content
  for each row execute function private.touch_updated_at();

create trigger page_content_admin_only_writes
  before insert or update or delete on public.page_content
  for each statement execute function private.assert_admin_write();

alter table public.page_content enable row level security;

create policy "Visitors can read page content"
  on public.page_content for select to anon, authenticated
  using (true);

create policy "The administrator can add page content"
  on public.page_content for insert to authenticated
  with check (public.is_admin());

create policy "The administrator can change page content"
  on public.page_content for update to authenticated
  using (public.is_admin()) with check (public.is_admin());

create policy "The administrator can delete page content"
  on public.page_content for delete to authenticated
  using (public.is_admin());

revoke all on table public.page_content from anon, authenticated;
grant select on table public.page_content to anon;
grant select, insert, update, delete on table public.page_content to authenticated;
grant all on table public.page_content to service_role;
