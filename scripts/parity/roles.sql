-- =====================================================================
-- Cluster-wide roles of a hosted Supabase database, created by the
-- superuser supabase_admin before anything else (written from Supabase's
-- published init scripts and migrations, not copied).
--  - postgres: what the developer and `supabase db push` use. Not a
--    superuser, but CREATEDB, CREATEROLE, REPLICATION, BYPASSRLS, and a
--    member of the API roles only: not of supabase_auth_admin or
--    supabase_storage_admin, so it reaches auth and storage tables through
--    grants (base-post.sql) and cannot alter them as their owner.
--  - anon, authenticated, service_role: the API roles. Created NOINHERIT
--    by the init scripts, switched to INHERIT by a later base migration;
--    bootstrap.sql creates them INHERIT directly.
--  - authenticator: PostgREST's login role, NOINHERIT, switches into the
--    API roles; 8 s statement timeout.
--  - supabase_auth_admin / supabase_storage_admin: own the auth and
--    storage schemas' tables (GoTrue and the Storage API log in as them).
-- =====================================================================
create role postgres login nosuperuser inherit createdb createrole replication bypassrls;
create role anon nologin inherit;
create role authenticated nologin inherit;
create role service_role nologin inherit bypassrls;
create role authenticator login noinherit;
create role supabase_auth_admin login noinherit createrole;
create role supabase_storage_admin login noinherit createrole;

grant anon, authenticated, service_role to authenticator;
grant anon, authenticated, service_role to postgres;
grant authenticator to supabase_storage_admin;
grant anon, authenticated, service_role to supabase_storage_admin;

alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role authenticator set statement_timeout = '8s';
alter role postgres set search_path = "$user", public, extensions;
alter role supabase_auth_admin set search_path = auth;
alter role supabase_storage_admin set search_path = storage;
