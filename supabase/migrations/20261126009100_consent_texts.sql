-- The inquiry form's consent sentence and its version live together, in one row: the site shows the newest
-- row's sentence (read at build, like every other text) and each stored inquiry records that row's version.
-- A new sentence is a new row added by a migration; the row's insert requests a rebuild, so the form shows
-- it within one build, and inquiries from then on record its version.
create table public.consent_texts (
  version text primary key check (version ~ '^[0-9]{4}-[0-9]{2}-v[0-9]+$'),
  body text not null check (length(btrim(body)) between 20 and 1000),
  published_at timestamptz not null default now()
);
comment on table public.consent_texts is
  'Consent sentences of the inquiry form, each with the version an inquiry records; the newest is the one shown.';

alter table public.consent_texts enable row level security;
create policy "Visitors can read the consent texts" on public.consent_texts
  for select to anon, authenticated using (true);
revoke all on table public.consent_texts from anon, authenticated;
grant select on table public.consent_texts to anon, authenticated;
grant all on table public.consent_texts to service_role;

-- The sentence the form has shown since inquiries began (before the trigger: the site already shows it).
insert into public.consent_texts (version, body, published_at) values (
  '2026-11-v1',
  'Saya setuju data di atas disimpan dan dipakai hanya untuk menghubungi saya mengenai permintaan ini (paling lama 12 bulan).',
  '2026-11-01 00:00+07'
);

create trigger consent_texts_request_site_build
  after insert or update or delete on public.consent_texts
  for each statement execute function private.content_changed();

create or replace function private.current_consent_version()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select c.version from public.consent_texts c order by c.published_at desc, c.version desc limit 1;
$$;
revoke all on function private.current_consent_version() from public, anon, authenticated, service_role;

-- Whatever path stores an inquiry, it records the sentence that was current when it was stored.
create or replace function private.record_consent_version()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.consent_text_version := coalesce(private.current_consent_version(), new.consent_text_version);
  return new;
end;
$$;
revoke all on function private.record_consent_version() from public, anon, authenticated, service_role;

create trigger inquiries_record_consent_version
  before insert on public.inquiries
  for each row execute function private.record_consent_version();
