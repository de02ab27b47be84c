-- =====================================================================
-- The triggers that packages, articles and albums share, written once:
-- an old address that follows its content (301), and the first
-- publication's date.
-- =====================================================================

-- ---------------------------------------------------------------------
-- An address moved from old_path to new_path: the old one answers 301.
-- Chains collapse (A -> B then B -> C leaves A -> C and B -> C), and an
-- address that is live again stops redirecting. Runs as the owner: the
-- administrator's save must not fail on the redirects table's own checks.
-- ---------------------------------------------------------------------
create or replace function private.move_redirect(old_path text, new_path text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old_path = new_path then
    return;
  end if;
  delete from public.redirects where from_path = new_path;
  update public.redirects set to_path = new_path where to_path = old_path;
  insert into public.redirects (from_path, to_path, status)
  values (old_path, new_path, 301)
  on conflict (from_path) do update set to_path = excluded.to_path, status = 301;
end;
$$;

revoke all on function private.move_redirect(text, text) from public, anon, authenticated;

create or replace function private.record_package_redirect()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.slug <> '' and new.slug <> '' then
    perform private.move_redirect('/' || old.category || '/' || old.slug, '/' || new.category || '/' || new.slug);
  end if;
  return null;
end;
$$;

-- For a table whose page is <prefix><slug>; the prefix is the trigger's argument ('/artikel/').
create or replace function private.record_slug_redirect()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.move_redirect(tg_argv[0] || old.slug, tg_argv[0] || new.slug);
  return null;
end;
$$;

revoke all on function private.record_slug_redirect() from public, anon, authenticated;

drop trigger articles_record_redirect on public.articles;
create trigger articles_record_redirect
  after update of slug on public.articles
  for each row execute function private.record_slug_redirect('/artikel/');

drop trigger albums_record_redirect on public.albums;
create trigger albums_record_redirect
  after update of slug on public.albums
  for each row execute function private.record_slug_redirect('/dokumentasi/');

drop function private.record_article_redirect();
drop function private.record_album_redirect();

-- ---------------------------------------------------------------------
-- The first publication is the content's date; later edits keep it
-- (updated_at says when it changed).
-- ---------------------------------------------------------------------
create or replace function private.stamp_published_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'published' and new.published_at is null then
    new.published_at := now();
  end if;
  return new;
end;
$$;

revoke all on function private.stamp_published_at() from public, anon, authenticated;

drop trigger articles_stamp_published_at on public.articles;
create trigger articles_stamp_published_at
  before insert or update of status, published_at on public.articles
  for each row execute function private.stamp_published_at();

drop trigger albums_stamp_published_at on public.albums;
create trigger albums_stamp_published_at
  before insert or update of status, published_at on public.albums
  for each row execute function private.stamp_published_at();

drop function private.stamp_article_published_at();
drop function private.stamp_album_published_at();
