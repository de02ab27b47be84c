-- =====================================================================
-- Legalitas and the official bank accounts: the facts a family checks
-- before paying a travel agency.
--
-- page_content 'legal' (one document the administrator edits in
-- "Legalitas & Rekening"):
--   companyName               the company's legal name ("PT …")
--   nib                       Nomor Induk Berusaha
--   ppiuNumber, ppiuDate      umrah licence (PPIU): number, ISO date
--   pihkNumber, pihkDate      haji khusus licence (PIHK): number, ISO date
--   accreditationGrade, accreditationBody, accreditationValidUntil
--   memberships               one association per line (AMPHURI, HIMPUH)
--   ministryName, ministryUrl the ministry that licenses and where a
--                             visitor verifies: an edited fact, because
--                             Umrah and Hajj moved from Kementerian Agama
--                             to Kementerian Haji dan Umrah (UU 14/2025)
--   demo                      true while the facts are the seed's example
--                             (the admin says so; the site never does)
-- The licence numbers and dates move here from 'site-settings' (one
-- source per fact); their length limits move with them.
--
-- public.bank_accounts: the accounts a payment is valid to, in order.
-- The holder must be the company's legal name: a payment to a person's
-- account is the classic umrah fraud, so the database refuses any other
-- holder (private.account_holder_matches, the same rule as
-- domain/legal.ts holderMatchesCompany, one table of cases in
-- tests/fixtures/account-holders.json).
-- =====================================================================

-- ---------------------------------------------------------------------
-- The 'legal' document and its limits
-- ---------------------------------------------------------------------
alter table public.page_content drop constraint page_content_page_name_check;
alter table public.page_content add constraint page_content_page_name_check
  check (page_name in ('home', 'about', 'contact', 'site-settings', 'privacy', 'legal'));

alter table private.page_content_limits drop constraint page_content_limits_page_name_check;
alter table private.page_content_limits add constraint page_content_limits_page_name_check
  check (page_name in ('home', 'about', 'contact', 'site-settings', 'privacy', 'legal'));

delete from private.page_content_limits
where page_name = 'site-settings' and path in ('ppiuNumber', 'ppiuDate', 'pihkNumber', 'pihkDate');

insert into private.page_content_limits (page_name, path, max_length) values
  ('legal', 'companyName', 150),
  ('legal', 'nib', 20),
  ('legal', 'ppiuNumber', 100),
  ('legal', 'ppiuDate', 10),
  ('legal', 'pihkNumber', 100),
  ('legal', 'pihkDate', 10),
  ('legal', 'accreditationGrade', 20),
  ('legal', 'accreditationBody', 150),
  ('legal', 'accreditationValidUntil', 10),
  ('legal', 'memberships', 500),
  ('legal', 'ministryName', 150),
  ('legal', 'ministryUrl', 500);

-- Data move, idempotent: the licences of 'site-settings' become the 'legal' document's
-- (a 'legal' value already there wins).
do $$
declare
  settings jsonb;
  legal jsonb;
  k text;
begin
  select c.content into settings from public.page_content c where c.page_name = 'site-settings';
  if settings is null or not (settings ?| array['ppiuNumber', 'ppiuDate', 'pihkNumber', 'pihkDate']) then
    return;
  end if;
  select c.content into legal from public.page_content c where c.page_name = 'legal';
  legal := coalesce(legal, '{}'::jsonb);
  foreach k in array array['ppiuNumber', 'ppiuDate', 'pihkNumber', 'pihkDate'] loop
    if coalesce(btrim(legal ->> k), '') = '' and settings ? k then
      legal := jsonb_set(legal, array[k], settings -> k);
    end if;
  end loop;
  insert into public.page_content (page_name, content) values ('legal', legal)
  on conflict (page_name) do update set content = excluded.content;
  update public.page_content
  set content = content - 'ppiuNumber' - 'ppiuDate' - 'pihkNumber' - 'pihkDate'
  where page_name = 'site-settings';
end;
$$;

-- ---------------------------------------------------------------------
-- The holder rule: the same letters as the company name, ignoring ASCII
-- case, dots, commas and runs of spaces ("PT. Baitullah" = "PT BAITULLAH").
-- translate() rather than lower(): lower() follows the database's locale,
-- the rule must not.
-- ---------------------------------------------------------------------
create or replace function private.legal_name_key(p_name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select btrim(regexp_replace(
    translate(coalesce(p_name, ''), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ.,', 'abcdefghijklmnopqrstuvwxyz'),
    '[ \t\r\n]+', ' ', 'g'))
$$;

create or replace function private.account_holder_matches(p_holder text, p_company text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select private.legal_name_key(p_company) <> ''
     and private.legal_name_key(p_holder) = private.legal_name_key(p_company)
$$;

revoke all on function private.legal_name_key(text) from public;
revoke all on function private.account_holder_matches(text, text) from public;
grant execute on function private.legal_name_key(text) to authenticated, service_role;
grant execute on function private.account_holder_matches(text, text) to authenticated, service_role;

-- ---------------------------------------------------------------------
-- Bank accounts
-- ---------------------------------------------------------------------
create table public.bank_accounts (
  id uuid primary key default gen_random_uuid(),
  bank_name text not null,
  account_number text not null,
  holder text not null,
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Named: the admin maps each name to its field.
  constraint bank_accounts_bank_name_check check (length(btrim(bank_name)) between 1 and 60),
  constraint bank_accounts_account_number_check check (length(account_number) <= 40),
  -- Digits, spaced or dashed as the bank prints them: 5 to 20 digits.
  constraint bank_accounts_account_number_format
    check (regexp_replace(account_number, '[ -]', '', 'g') ~ '^[0-9]{5,20}$'),
  constraint bank_accounts_holder_check check (length(btrim(holder)) between 1 and 150)
);

comment on table public.bank_accounts is
  'The official bank accounts a payment is valid to (held by the company itself), shown on /kontak, package pages and the booking message.';

create index bank_accounts_position_idx on public.bank_accounts (position);

create or replace function private.check_bank_account_holder()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  company text;
begin
  select c.content ->> 'companyName' into company from public.page_content c where c.page_name = 'legal';
  if not private.account_holder_matches(new.holder, company) then
    raise exception using
      errcode = 'check_violation',
      message = 'new row for relation "bank_accounts" violates check constraint "bank_accounts_holder_company"',
      detail = format('Holder %s is not the company name %s.', new.holder, coalesce(company, '')),
      constraint = 'bank_accounts_holder_company',
      table = 'bank_accounts',
      schema = 'public';
  end if;
  return new;
end;
$$;

revoke all on function private.check_bank_account_holder() from public;

create trigger bank_accounts_holder_company
  before insert or update of holder on public.bank_accounts
  for each row execute function private.check_bank_account_holder();

-- Saved only over the version the form loaded, like the other edit forms.
create trigger bank_accounts_refuse_stale_update
  before update on public.bank_accounts
  for each row execute function private.refuse_stale_update();

create trigger bank_accounts_admin_only_writes
  before insert or update or delete on public.bank_accounts
  for each statement execute function private.assert_admin_write();

-- Publishing: a changed account requests a site rebuild, like other content.
create trigger bank_accounts_request_site_build
  after insert or update or delete on public.bank_accounts
  for each statement execute function private.content_changed();

alter table public.bank_accounts enable row level security;

create policy "Visitors can read the official bank accounts"
  on public.bank_accounts for select to anon, authenticated
  using (true);

create policy "The administrator can add bank accounts"
  on public.bank_accounts for insert to authenticated
  with check (public.is_admin());

create policy "The administrator can change bank accounts"
  on public.bank_accounts for update to authenticated
  using (public.is_admin()) with check (public.is_admin());

create policy "The administrator can delete bank accounts"
  on public.bank_accounts for delete to authenticated
  using (public.is_admin());

revoke all on table public.bank_accounts from anon, authenticated;
grant select on table public.bank_accounts to anon;
grant select, insert, update, delete on table public.bank_accounts to authenticated;
grant all on table public.bank_accounts to service_role;
