import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { DataProvider } from 'ra-core';
import { supabaseDataProvider } from 'ra-supabase-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { serve, type RunningServer } from '../../server/supabase/serve.ts';
import {
  LOCAL_ANON_KEY,
  newUser,
  seededAdmin,
  startLocal,
  tokenFor,
  type Json,
  type TestUser,
} from './rest-fixtures.ts';

/*
 * ra-supabase's data provider, unmodified, against the server on a real
 * port: it uses the global fetch (ra-core fetchJson), so nothing is routed
 * in-process. A signed-in admin is a browser whose storage already holds
 * the session, which is how supabase-js finds it after a reload.
 */

let s: LocalSupabase;
let running: RunningServer;
let visitor: DataProvider;
let admin: DataProvider;
let member: DataProvider;

const STORAGE_KEY = 'sb-rest-test-auth-token';

async function signedInClient(user: TestUser, token: string): Promise<SupabaseClient> {
  const now = Math.floor(Date.now() / 1000);
  const session = {
    access_token: token,
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: now + 3600,
    refresh_token: 'not-used-by-these-tests',
    user: {
      id: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      app_metadata: {},
      user_metadata: {},
      created_at: new Date().toISOString(),
    },
  };
  const store = new Map<string, string>([[STORAGE_KEY, JSON.stringify(session)]]);
  return createClient(running.url, LOCAL_ANON_KEY, {
    auth: {
      storageKey: STORAGE_KEY,
      storage: {
        getItem: (k) => store.get(k) ?? null,
        setItem: (k, v) => void store.set(k, v),
        removeItem: (k) => void store.delete(k),
      },
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
  });
}

function provider(supabaseClient?: SupabaseClient): DataProvider {
  return supabaseDataProvider({
    instanceUrl: running.url,
    apiKey: LOCAL_ANON_KEY,
    supabaseClient:
      supabaseClient ??
      createClient(running.url, LOCAL_ANON_KEY, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      }),
  });
}

beforeAll(async () => {
  s = await startLocal();
  running = await serve(s.app, 0, '127.0.0.1');
  const adminUser = await seededAdmin(s);
  const memberUser = await newUser(s);
  visitor = provider();
  admin = provider(await signedInClient(adminUser, await tokenFor(s, adminUser, { admin: true })));
  member = provider(await signedInClient(memberUser, await tokenFor(s, memberUser)));
});

afterAll(async () => {
  await running?.stop();
  await s?.close();
});

async function ownerIds(where: string, order = 'id'): Promise<string[]> {
  const res = await s.db.query<{ id: string }>(`select id from public.packages where ${where} order by ${order}`);
  return res.rows.map((r) => r.id);
}

async function rejection(p: Promise<unknown>): Promise<{ status: number; message: string; body: Json }> {
  try {
    await p;
  } catch (e) {
    return e as { status: number; message: string; body: Json };
  }
  throw new Error('expected the data provider to reject');
}

describe('getList', () => {
  it('pages and sorts the public list; the total comes from Content-Range', async () => {
    const page1 = await visitor.getList('packages', {
      pagination: { page: 1, perPage: 4 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: {},
    });
    const all = await ownerIds(`status = 'active'`, 'created_at desc');
    expect(page1.total).toBe(10);
    expect(page1.data.map((r) => r.id)).toEqual(all.slice(0, 4));
    const page3 = await visitor.getList('packages', {
      pagination: { page: 3, perPage: 4 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: {},
    });
    expect(page3.data.map((r) => r.id)).toEqual(all.slice(8, 10));
    expect(page3.total).toBe(10);
  });

  it('filters with eq (default), @gte and sorting on another column', async () => {
    const res = await visitor.getList('packages', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'price_quad', order: 'ASC' },
      filter: { category: 'umroh', 'price_quad@gte': 30000000 },
    });
    expect(res.data.map((r) => r.id)).toEqual(
      await ownerIds(`status = 'active' and category = 'umroh' and price_quad >= 30000000`, 'price_quad'),
    );
    expect(res.total).toBe(res.data.length);
  });

  it('searches one word with @ilike and ANDs several words (title[0], title[1], …)', async () => {
    const one = await visitor.getList('packages', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: { 'title@ilike': 'haji' },
    });
    expect(one.data.map((r) => r.id)).toEqual(await ownerIds(`status = 'active' and title ilike '%haji%'`));
    const two = await visitor.getList('packages', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: { 'title@ilike': 'umroh  hari' },
    });
    const expectedTwo = await ownerIds(`status = 'active' and title ilike '%umroh%' and title ilike '%hari%'`);
    expect(expectedTwo.length).toBeGreaterThan(0);
    expect(two.data.map((r) => r.id)).toEqual(expectedTwo);
    const three = await visitor.getList('packages', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: { 'title@ilike': 'umroh hari januari' },
    });
    expect(three.data.map((r) => r.id)).toEqual(
      await ownerIds(
        `status = 'active' and title ilike '%umroh%' and title ilike '%hari%' and title ilike '%januari%'`,
      ),
    );
    expect(three.total).toBe(1);
  });

  it('ORs columns with @or and takes id@in', async () => {
    const res = await visitor.getList('packages', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: { '@or': { 'title@ilike': 'furoda', 'tagline@ilike': 'furoda' } },
    });
    expect(res.data.map((r) => r.slug)).toEqual(['haji-furoda-2027']);
    const ids = (await ownerIds(`status = 'active'`)).slice(0, 3);
    const inRes = await visitor.getList('packages', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: { 'id@in': `(${ids.join(',')})` },
    });
    expect(inRes.data.map((r) => r.id)).toEqual(ids);
  });

  it('gives the administrator the drafts too, and selects columns from meta.columns', async () => {
    const res = await admin.getList('packages', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'title', order: 'ASC' },
      filter: { status: 'draft' },
      meta: { columns: ['id', 'title', 'status'] },
    });
    expect(res.total).toBe(2);
    expect(Object.keys(res.data[0]).sort()).toEqual(['id', 'status', 'title']);
  });

  it('rejects an unknown filter column with the PostgREST error (q is not special)', async () => {
    const err = await rejection(
      visitor.getList('packages', {
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'id', order: 'ASC' },
        filter: { q: 'umroh' },
      }),
    );
    expect(err.status).toBe(400);
    expect(err.body.code).toBe('42703');
  });
});

describe('getOne, getMany, getManyReference', () => {
  it('getOne returns the bare record; a hidden draft is 406 for visitors', async () => {
    const [draftId] = await ownerIds(`status = 'draft'`);
    const { data } = await admin.getOne('packages', { id: draftId });
    expect(data).toMatchObject({ id: draftId, status: 'draft' });
    const err = await rejection(visitor.getOne('packages', { id: draftId }));
    expect(err.status).toBe(406);
    expect(err.body.code).toBe('PGRST116');
  });

  it('getMany with several ids and with one', async () => {
    const ids = (await ownerIds(`status = 'active'`)).slice(0, 3);
    const many = await visitor.getMany('packages', { ids });
    expect(many.data.map((r) => r.id).sort()).toEqual([...ids].sort());
    const one = await visitor.getMany('packages', { ids: [ids[0]] });
    expect(one.data.map((r) => r.id)).toEqual([ids[0]]);
  });

  it('getManyReference pages and counts by a target column', async () => {
    const res = await visitor.getManyReference('packages', {
      target: 'category',
      id: 'haji',
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'price_quad', order: 'DESC' },
      filter: {},
    });
    const expected = await ownerIds(`status = 'active' and category = 'haji'`, 'price_quad desc');
    expect(res.total).toBe(expected.length);
    expect(res.data.map((r) => r.id)).toEqual(expected.slice(0, 2));
  });
});

describe('writes', () => {
  it('create, update, updateMany, delete and deleteMany as the administrator', async () => {
    const created = await admin.create('testimonials', {
      data: { name: 'Jamaah Uji', location: 'Bogor', content: 'Perjalanan lancar.', rating: 4 },
    });
    expect(created.data).toMatchObject({ name: 'Jamaah Uji', rating: 4, avatar_url: null });
    const id = created.data.id;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const updated = await admin.update('testimonials', {
      id,
      data: { ...created.data, rating: 5, location: 'Depok' },
      previousData: created.data,
    });
    expect(updated.data).toMatchObject({ id, rating: 5, location: 'Depok' });

    const second = await admin.create('testimonials', { data: { name: 'Jamaah Dua', content: 'Alhamdulillah.' } });
    const many = await admin.updateMany('testimonials', { ids: [id, second.data.id], data: { location: 'Bekasi' } });
    expect([...(many.data ?? [])].sort()).toEqual([id, second.data.id].sort());
    const stored = await s.db.query<{ location: string }>(
      `select location from public.testimonials where id = any($1::uuid[])`,
      [[id, second.data.id]],
    );
    expect(stored.rows.map((r) => r.location)).toEqual(['Bekasi', 'Bekasi']);

    const deleted = await admin.delete('testimonials', { id, previousData: updated.data });
    expect(deleted.data).toMatchObject({ id, name: 'Jamaah Uji' });
    const deletedMany = await admin.deleteMany('testimonials', { ids: [second.data.id] });
    expect(deletedMany.data).toEqual([second.data.id]);
    const left = await s.db.query(`select 1 from public.testimonials where id = any($1::uuid[])`, [
      [id, second.data.id],
    ]);
    expect(left.rows).toHaveLength(0);
  });

  it('update of a row that does not exist is 406 (PGRST116)', async () => {
    const err = await rejection(
      admin.update('testimonials', {
        id: '00000000-0000-0000-0000-000000000000',
        data: { rating: 1 },
        previousData: { id: '00000000-0000-0000-0000-000000000000', rating: 5 },
      }),
    );
    expect(err.status).toBe(406);
    expect(err.body.code).toBe('PGRST116');
  });

  it('visitors get 401 and signed-in non-admins 403: the codes ra-supabase logs out on', async () => {
    const before = await s.db.query<{ n: number }>(`select count(*)::int as n from public.testimonials`);
    const anonErr = await rejection(visitor.create('testimonials', { data: { name: 'X', content: 'Y' } }));
    expect(anonErr.status).toBe(401);
    expect(anonErr.message).toBe('permission denied for table testimonials');
    const memberErr = await rejection(member.create('testimonials', { data: { name: 'X', content: 'Y' } }));
    expect(memberErr.status).toBe(403);
    expect(memberErr.body.code).toBe('42501');
    const after = await s.db.query<{ n: number }>(`select count(*)::int as n from public.testimonials`);
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });
});

describe('getSchema', () => {
  it('reads the OpenAPI document', async () => {
    const schema = await (admin as DataProvider & { getSchema(): Promise<Json> }).getSchema();
    expect(schema.swagger).toBe('2.0');
    expect(Object.keys(schema.definitions)).toEqual(
      expect.arrayContaining(['packages', 'testimonials', 'features', 'page_content', 'media']),
    );
  });
});
