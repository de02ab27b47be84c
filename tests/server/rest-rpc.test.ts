import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { clientFor, newUser, rest, seededAdmin, startLocal, tokenFor } from './rest-fixtures.ts';

let s: LocalSupabase;
let anon: SupabaseClient;
let admin: SupabaseClient;
let member: SupabaseClient;
let adminToken: string;

beforeAll(async () => {
  s = await startLocal();
  adminToken = await tokenFor(s, await seededAdmin(s), { admin: true });
  anon = clientFor(s);
  admin = clientFor(s, adminToken);
  member = clientFor(s, await tokenFor(s, await newUser(s)));
});

afterAll(async () => {
  await s?.close();
});

describe('rpc', () => {
  it('dashboard_summary for the administrator agrees with the tables', async () => {
    const { data, error, status } = await admin.rpc('dashboard_summary');
    expect(error).toBeNull();
    expect(status).toBe(200);
    const counts = await s.db.query<{ total: number; drafts: number; testimonials: number }>(
      `select (select count(*) from public.packages)::int as total,
              (select count(*) from public.packages where status = 'draft')::int as drafts,
              (select count(*) from public.testimonials)::int as testimonials`,
    );
    expect(data).toMatchObject({
      total_packages: counts.rows[0].total,
      draft_packages: counts.rows[0].drafts,
      total_testimonials: counts.rows[0].testimonials,
    });
    expect(Array.isArray(data.recent_activity)).toBe(true);
  });

  it('a function the role may not execute is 401 for anon and the RLS-aware answer for members', async () => {
    const visitor = await anon.rpc('dashboard_summary');
    expect(visitor.status).toBe(401);
    expect(visitor.error).toMatchObject({ code: '42501', message: 'permission denied for function dashboard_summary' });
    const jamaah = await member.rpc('dashboard_summary');
    expect(jamaah.error).toBeNull();
    // Row-level security: a member counts only what visitors see.
    expect(jamaah.data.draft_packages).toBe(0);
  });

  it('a raise from a function passes through: 403 for a member, as Postgres said it', async () => {
    const { error, status } = await member.rpc('request_site_build');
    expect(status).toBe(403);
    expect(error).toMatchObject({
      code: '42501',
      message: 'permission denied: only the administrator may publish the site',
    });
  });

  it('calls by POST and by GET, with scalar results', async () => {
    expect((await anon.rpc('is_admin')).data).toBe(false);
    expect((await admin.rpc('is_admin')).data).toBe(true);
    const get = await admin.rpc('is_admin', {}, { get: true });
    expect(get.error).toBeNull();
    expect(get.data).toBe(true);
    const raw = await rest(s, '/rpc/is_admin');
    expect(raw.status).toBe(200);
    expect(raw.text).toBe('false');
  });

  it('an unknown function or unknown arguments are 404 PGRST202', async () => {
    const missing = await anon.rpc('tidak_ada');
    expect(missing.status).toBe(404);
    expect(missing.error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.tidak_ada without parameters in the schema cache',
    });
    const wrongArgs = await anon.rpc('is_admin', { x: 1 });
    expect(wrongArgs.status).toBe(404);
    expect(wrongArgs.error?.message).toBe('Could not find the function public.is_admin(x) in the schema cache');
  });
});

describe('the schema cache follows migrations', () => {
  beforeAll(async () => {
    // Prime the cache, then change the schema and say so, as a new migration does.
    await rest(s, '/packages?limit=1');
    await s.db.exec(`
      create table public.rest_probe (id int primary key, label text not null, note text);
      grant select on public.rest_probe to anon, authenticated;
      grant all on public.rest_probe to service_role;
      insert into public.rest_probe values (1, 'a', null), (2, 'b', 'catatan'), (3, 'c', null);
      create function public.rest_probe_touch(label text) returns void language sql as $$ select $$;
      create function public.rest_probe_list(min_id int default 0) returns setof public.rest_probe
        language sql stable as $$ select * from public.rest_probe where id >= min_id order by id $$;
      create function public.rest_probe_pairs() returns table (k text, v int)
        language sql stable as $$ values ('x', 1), ('y', 2) $$;
      create function public.rest_probe_add(new_label text) returns int language sql volatile
        as $$ insert into public.rest_probe select max(id) + 1, new_label, null from public.rest_probe returning id $$;
      grant execute on function public.rest_probe_add(text) to authenticated;
      create function public.rest_probe_fail(kind text) returns int language plpgsql as $$
      begin
        if kind = 'raise' then raise exception 'Kuota sudah penuh' using hint = 'Pilih tanggal lain';
        elsif kind = 'custom' then raise sqlstate 'PT402' using message = 'Bayar dulu';
        end if;
        return 1;
      end $$;
      grant insert on public.rest_probe to authenticated;
      -- PostgREST's contract, as the migration runner sends it.
      notify pgrst, 'reload schema';
    `);
  });

  it('serves a table created after the cache was loaded', async () => {
    const { data, error } = await anon.from('rest_probe').select('id, label').order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, label: 'a' },
      { id: 2, label: 'b' },
      { id: 3, label: 'c' },
    ]);
  });

  it('serves a column added after the cache was loaded', async () => {
    await rest(s, '/rest_probe?select=id');
    await s.db.exec(`alter table public.rest_probe add column extra int default 7; notify pgrst, 'reload schema'`);
    const res = await rest(s, '/rest_probe?select=id,extra&id=eq.1');
    expect(res.status).toBe(200);
    expect(res.json).toEqual([{ id: 1, extra: 7 }]);
  });

  it('a void function answers 204', async () => {
    const res = await rest(s, '/rpc/rest_probe_touch', { method: 'POST', body: { label: 'x' } });
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
  });

  it('set-returning functions take select, filters, order, limit and count', async () => {
    const { data, error, count } = await anon
      .rpc('rest_probe_list', { min_id: 2 }, { count: 'exact' })
      .select('label')
      .neq('label', 'c')
      .order('id', { ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([{ label: 'b' }]);
    expect(count).toBe(1);
    const get = await rest(s, '/rpc/rest_probe_list?min_id=1&select=id&order=id.desc&limit=2');
    expect(get.json).toEqual([{ id: 3 }, { id: 2 }]);
    const table = await anon.rpc('rest_probe_pairs');
    expect(table.data).toEqual([
      { k: 'x', v: 1 },
      { k: 'y', v: 2 },
    ]);
    const single = await anon.rpc('rest_probe_list', { min_id: 3 }).select('label').single();
    expect(single.data).toEqual({ label: 'c' });
  });

  it('maps raised errors: P0001 400 with the hint, PTxyz to status xyz, a missing operator to 404', async () => {
    const raised = await anon.rpc('rest_probe_fail', { kind: 'raise' });
    expect(raised.status).toBe(400);
    expect(raised.error).toEqual({
      code: 'P0001',
      details: null,
      hint: 'Pilih tanggal lain',
      message: 'Kuota sudah penuh',
    });
    const custom = await anon.rpc('rest_probe_fail', { kind: 'custom' });
    expect(custom.status).toBe(402);
    expect(custom.error?.message).toBe('Bayar dulu');
    const operator = await rest(s, '/packages?id=ilike.*a*');
    expect(operator.status).toBe(404);
    expect(operator.json.code).toBe('42883');
  });

  it('GET calls run read-only: a volatile function is 405 by GET and works by POST', async () => {
    const get = await rest(s, '/rpc/rest_probe_add?new_label=z', { token: adminToken });
    expect(get.status).toBe(405);
    expect(get.json.code).toBe('25006');
    const post = await admin.rpc('rest_probe_add', { new_label: 'z' });
    expect(post.error).toBeNull();
    expect(post.data).toBe(4);
  });
});

describe('OpenAPI root', () => {
  it('describes what anon may read, in Swagger 2.0', async () => {
    const res = await rest(s, '/', { headers: { Accept: 'application/openapi+json' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/openapi+json');
    const spec = res.json;
    expect(spec.swagger).toBe('2.0');
    expect(spec.basePath).toBe('/rest/v1');
    const pkg = spec.definitions.packages;
    expect(pkg.type).toBe('object');
    expect(pkg.properties.price_quad).toMatchObject({ type: 'integer', format: 'bigint' });
    expect(pkg.properties.images).toMatchObject({ format: 'jsonb' });
    expect(pkg.properties.departure).toBeUndefined();
    expect(spec.definitions.departures.properties.depart_on).toMatchObject({ type: 'string', format: 'date' });
    expect(pkg.properties.status).toMatchObject({ default: 'active' });
    expect(pkg.properties.id.description).toContain('<pk/>');
    expect(pkg.required).toEqual(expect.arrayContaining(['slug', 'title', 'category', 'price_quad']));
    expect(pkg.required).not.toContain('id');
    expect(spec.paths['/packages'].get).toBeDefined();
    expect(spec.paths['/packages'].post).toBeUndefined();
    expect(spec.paths['/media']).toBeUndefined();
    expect(spec.definitions.media).toBeUndefined();
    expect(spec.paths['/rpc/dashboard_summary']).toBeUndefined();
    expect(spec.paths['/rpc/is_admin']).toBeDefined();
  });

  it('shows the administrator the writable tables and the dashboard function', async () => {
    const res = await rest(s, '/', { token: adminToken });
    expect(res.json.paths['/packages'].post).toBeDefined();
    expect(res.json.paths['/packages'].patch).toBeDefined();
    expect(res.json.paths['/media'].delete).toBeDefined();
    expect(res.json.paths['/rpc/dashboard_summary'].post).toBeDefined();
    expect(res.json.definitions.media.properties.file_size.type).toBe('integer');
  });

  it('supabase-js and ra-supabase-style requests reach it with or without the trailing slash', async () => {
    for (const path of ['/', '']) {
      const res = await rest(s, path);
      expect(res.status, path).toBe(200);
      expect(res.json.swagger).toBe('2.0');
    }
  });
});
