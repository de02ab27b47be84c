-- =====================================================================
-- pg_net-compatible shim for databases where the real extension cannot be
-- installed (PGlite locally, Debian PostgreSQL in CI). It mirrors the
-- public contract of supabase/pg_net (sql/pg_net.sql): net.http_post()
-- queues a row in net.http_request_queue and returns its id; a worker
-- outside the calling transaction sends it and records the outcome in
-- net._http_response. Here the worker is the local server
-- (server/product/net-worker.ts) instead of a background process.
-- Idempotent: loaded after the base on every start.
-- =====================================================================

create schema if not exists net;

do $$
begin
  if to_regtype('net.http_method') is null then
    create domain net.http_method as text
      check (value ilike 'get' or value ilike 'post' or value ilike 'delete');
  end if;
end
$$;

create table if not exists net.http_request_queue (
  id bigserial,
  method net.http_method not null,
  url text not null,
  headers jsonb,
  body bytea,
  timeout_milliseconds int not null
);

create table if not exists net._http_response (
  id bigint,
  status_code integer,
  content_type text,
  headers jsonb,
  content text,
  timed_out bool,
  error_msg text,
  created timestamptz not null default now()
);

create index if not exists _http_response_created_idx on net._http_response (created);

create or replace function net._urlencode_string(string varchar)
returns text
language sql
immutable
as $$
  select string_agg(
           case when ch ~ '^[A-Za-z0-9._~-]$' then ch
                else (select string_agg('%' || upper(lpad(to_hex(b), 2, '0')), '')
                        from (select get_byte(convert_to(ch, 'UTF8'), i) as b
                                from generate_series(0, octet_length(convert_to(ch, 'UTF8')) - 1) i) bytes)
           end, '' order by n)
    from regexp_split_to_table(string, '') with ordinality as t(ch, n);
$$;

create or replace function net._encode_url_with_params_array(url text, params_array text[])
returns text
language sql
immutable
as $$
  select case when coalesce(array_length(params_array, 1), 0) = 0 then url
              when position('?' in url) > 0 then url || '&' || array_to_string(params_array, '&')
              else url || '?' || array_to_string(params_array, '&') end;
$$;

-- The real worker is woken through a latch; the local worker listens on this channel.
create or replace function net.wake()
returns void
language sql
as $$ select pg_notify('pg_net_wake', '') $$;

create or replace function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds int default 5000
)
returns bigint
language plpgsql
as $$
declare
  request_id bigint;
  params_array text[];
  content_type text;
begin
  select header_value into content_type
    from jsonb_each_text(coalesce(headers, '{}'::jsonb)) r(header_name, header_value)
   where lower(header_name) = 'content-type'
   limit 1;
  if content_type is null then
    headers := coalesce(headers, '{}'::jsonb) || '{"Content-Type": "application/json"}'::jsonb;
  elsif content_type <> 'application/json' then
    raise exception 'Content-Type header must be "application/json"';
  end if;

  select coalesce(array_agg(net._urlencode_string(key) || '=' || net._urlencode_string(value)), '{}')
    into params_array
    from jsonb_each_text(params);

  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values ('POST', net._encode_url_with_params_array(url, params_array), headers,
          convert_to(body::text, 'UTF8'), timeout_milliseconds)
  returning id into request_id;

  perform net.wake();
  return request_id;
end
$$;

grant usage on schema net to postgres, service_role;
grant all on all tables in schema net to postgres, service_role;
grant all on all sequences in schema net to postgres, service_role;
revoke all on function net.http_post(text, jsonb, jsonb, jsonb, int) from public;
grant execute on function net.http_post(text, jsonb, jsonb, jsonb, int) to postgres, service_role;
