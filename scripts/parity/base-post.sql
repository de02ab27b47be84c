-- =====================================================================
-- Runs as supabase_admin after bootstrap.sql and server/supabase/db/base/*.sql:
-- hands the auth and storage objects to their service roles, and gives
-- postgres what it has on hosted Supabase (all on auth and storage tables,
-- through grants, not ownership).
-- =====================================================================
do $$
declare r record;
begin
  for r in select c.oid::regclass as rel, n.nspname
             from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where n.nspname in ('auth', 'storage', 'local_storage') and c.relkind in ('r', 'p', 'v')
  loop
    execute format('alter table %s owner to %I', r.rel,
                   case r.nspname when 'auth' then 'supabase_auth_admin' else 'supabase_storage_admin' end);
  end loop;
  for r in select p.oid::regprocedure as fn, n.nspname
             from pg_proc p join pg_namespace n on n.oid = p.pronamespace
            where n.nspname in ('auth', 'storage')
  loop
    execute format('alter function %s owner to %I', r.fn,
                   case r.nspname when 'auth' then 'supabase_auth_admin' else 'supabase_storage_admin' end);
  end loop;
end $$;

grant all on schema auth to supabase_auth_admin;
grant all on schema storage to supabase_storage_admin;
alter schema local_storage owner to supabase_storage_admin;

grant usage on schema auth, storage, local_storage to postgres;
grant all on all tables in schema auth, storage, local_storage to postgres;
grant all on all sequences in schema auth, storage, local_storage to postgres;
grant all on all routines in schema auth, storage to postgres;

-- The Supabase CLI's migration ledger belongs to the role that pushes.
alter schema supabase_migrations owner to postgres;
alter table supabase_migrations.schema_migrations owner to postgres;

-- Hosted Supabase's postgres database is owned by postgres.
do $$ begin execute format('alter database %I owner to postgres', current_database()); end $$;
