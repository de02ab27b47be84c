-- =====================================================================
-- FAQ (issue 12): questions and answers shown on /faq (site-wide ones)
-- and on a package page (the package's own ones).
--   package_id  null = site-wide ("Umum"); otherwise the package it
--               belongs to (deleted with the package)
--   position    order within its group (move up / down, like features)
--   is_active   hidden from visitors when false
-- Visitors read active FAQs that are site-wide or belong to an active
-- package; only the administrator writes. Changes request a site rebuild.
-- =====================================================================

-- ---------------------------------------------------------------------
-- Table
-- ---------------------------------------------------------------------
create table public.faqs (
  id uuid primary key default gen_random_uuid(),
  package_id uuid references public.packages (id) on delete cascade,
  question text not null,
  answer text not null,
  position integer not null default 0,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Named: the admin maps each name to its field.
  constraint faqs_question_check check (length(btrim(question)) between 1 and 300),
  constraint faqs_answer_check check (length(btrim(answer)) between 1 and 3000)
);

comment on table public.faqs is 'Pertanyaan yang sering diajukan: site-wide (package_id null) or per package.';

create index faqs_package_position_idx on public.faqs (package_id, position);

create trigger faqs_touch_updated_at
  before update on public.faqs
  for each row execute function private.touch_updated_at();

create trigger faqs_admin_only_writes
  before insert or update or delete on public.faqs
  for each statement execute function private.assert_admin_write();

-- ---------------------------------------------------------------------
-- Publishing: a changed FAQ requests a site rebuild, like features.
-- ---------------------------------------------------------------------
create trigger faqs_request_site_build
  after insert or update or delete on public.faqs
  for each statement execute function private.content_changed();

-- ---------------------------------------------------------------------
-- Row-level security and grants
-- ---------------------------------------------------------------------
alter table public.faqs enable row level security;

-- The packages policy applies inside the subquery, so a draft package's
-- FAQs stay hidden from visitors.
create policy "Visitors can read active FAQs of the site or of an active package"
  on public.faqs for select to anon, authenticated
  using (
    is_active
    and (
      package_id is null
      or exists (select 1 from public.packages p where p.id = package_id and p.status = 'active')
    )
  );

create policy "The administrator can read every FAQ"
  on public.faqs for select to authenticated
  using (public.is_admin());

create policy "The administrator can add FAQs"
  on public.faqs for insert to authenticated
  with check (public.is_admin());

create policy "The administrator can change FAQs"
  on public.faqs for update to authenticated
  using (public.is_admin()) with check (public.is_admin());

create policy "The administrator can delete FAQs"
  on public.faqs for delete to authenticated
  using (public.is_admin());

revoke all on table public.faqs from anon, authenticated;
grant select on table public.faqs to anon;
grant select, insert, update, delete on table public.faqs to authenticated;
grant all on table public.faqs to service_role;
