import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import {
  clientFor,
  LOCAL_ANON_KEY,
  packageRow,
  rest,
  seededAdmin,
  snapshot,
  startLocal,
  tokenFor,
} from './rest-fixtures.ts';

let s: LocalSupabase;
let adminToken: string;

beforeAll(async () => {
  s = await startLocal();
  adminToken = await tokenFor(s, await seededAdmin(s), { admin: true });
});

afterAll(async () => {
  await s?.close();
});

const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');

describe('JWT and API key', () => {
  it('rejects a token signed with another secret (401 PGRST301)', async () => {
    const forged = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-that-is-at-least-32-characters'));
    const res = await rest(s, '/packages', { token: forged });
    expect(res.status).toBe(401);
    expect(res.json.code).toBe('PGRST301');
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
    const asKey = await rest(s, '/packages', { apikey: forged, token: null });
    expect(asKey.status).toBe(401);
  });

  it('rejects alg: none and malformed tokens (401 PGRST301)', async () => {
    const payload = b64({ role: 'service_role', exp: Math.floor(Date.now() / 1000) + 3600 });
    for (const token of [
      `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      `${b64({ alg: 'none' })}.${payload}.c2ln`,
      'not-a-jwt',
      'a.b',
    ]) {
      const res = await rest(s, '/packages', { token });
      expect(res.status, token).toBe(401);
      expect(res.json.code, token).toBe('PGRST301');
    }
    // The message says what is wrong: a part count only when the count is wrong.
    expect((await rest(s, '/packages', { token: 'a.b' })).json.message).toBe('Expected 3 parts in JWT; got 2');
    const quoted = (await rest(s, '/packages', { token: `${b64({ alg: 'HS256' })}.${payload}.c2ln',` })).json;
    expect(quoted.message).toBe('JWSError (CompactDecodeError Invalid base64url in JWT)');
  });

  it('rejects an expired token with PGRST303 and WWW-Authenticate', async () => {
    const expired = await tokenFor(s, await seededAdmin(s), { admin: true, expiresIn: -120 });
    const res = await rest(s, '/packages', { token: expired });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ code: 'PGRST303', details: null, hint: null, message: 'JWT expired' });
    expect(res.headers.get('www-authenticate')).toBe('Bearer error="invalid_token", error_description="JWT expired"');
    const { error, status } = await clientFor(s, expired).from('packages').select('id');
    expect(status).toBe(401);
    expect(error?.code).toBe('PGRST303');
  });

  it('refuses a request with neither apikey nor Authorization; accepts the apikey alone', async () => {
    const none = await rest(s, '/packages', { apikey: null, token: null });
    expect(none.status).toBe(401);
    expect(none.json.message).toBe('No API key found in request');
    const keyOnly = await rest(s, '/packages?select=slug', { apikey: LOCAL_ANON_KEY, token: null });
    expect(keyOnly.status).toBe(200);
    expect(keyOnly.json).toHaveLength(10);
  });
});

describe('malformed requests are 400 PGRST100', () => {
  const cases: [string, string][] = [
    ['filter without operator', '/packages?status=active'],
    ['unknown operator', '/packages?status=eqq.active'],
    ['in without parentheses', '/packages?slug=in.a,b'],
    ['unterminated in list', '/packages?slug=in.(a,b'],
    ['unterminated quote in in', '/packages?slug=in.("a,b)'],
    ['bad is value', '/packages?is_promo=is.maybe'],
    ['bad modifier', '/packages?slug=neq(any).{a}'],
    ['or without parentheses', '/packages?or=slug.eq.a'],
    ['or with an empty condition', '/packages?or=(slug.eq.a,)'],
    ['or with a bad operator', '/packages?or=(slug.xx.a)'],
    ['or with trailing text', '/packages?or=(slug.eq.a)x'],
    ['select with a bad cast', '/packages?select=title::text;drop'],
    ['select with a dangling alias', '/packages?select=a:'],
    ['select with an empty item', '/packages?select=id,,title'],
    ['embedded resource', '/packages?select=id,media(*)'],
    ['spread embed', '/packages?select=...media(*)'],
    ['order with a bad direction', '/packages?order=title.up'],
    ['order with garbage', '/packages?order=title.asc.nullsfirst.extra'],
    ['negative limit', '/packages?limit=-1'],
    ['text offset', '/packages?offset=ten'],
    ['embedded filter key', '/packages?media.id=eq.1'],
    ['embedded order', '/packages?media.order=id'],
  ];
  for (const [name, path] of cases) {
    it(name, async () => {
      const res = await rest(s, path);
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ code: 'PGRST100' });
      expect(Object.keys(res.json).sort()).toEqual(['code', 'details', 'hint', 'message']);
    });
  }

  it('deep nesting is refused rather than passed on', async () => {
    const deep = '(' + 'or('.repeat(40) + 'slug.eq.a' + ')'.repeat(40) + ')';
    const res = await rest(s, `/packages?or=${encodeURIComponent(deep)}`);
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('PGRST100');
  });

  it('refuses input nested deeper than PGlite can parse, and keeps serving', async () => {
    const deepJson = '['.repeat(5000) + ']'.repeat(5000);
    const body = await rest(s, '/packages?slug=eq.haji-plus-2027', {
      method: 'PATCH',
      token: adminToken,
      body: `{"images": ${deepJson}}`,
    });
    expect(body.status).toBe(400);
    expect(body.json.code).toBe('PGRST102');
    const filter = await rest(s, `/packages?images=cs.${encodeURIComponent(deepJson)}`);
    expect(filter.status).toBe(400);
    expect(filter.json.code).toBe('PGRST100');
    const regex = await rest(
      s,
      `/packages?slug=match.${encodeURIComponent('('.repeat(3000) + 'a' + ')'.repeat(3000))}`,
    );
    expect(regex.status).toBe(400);
    const path = await rest(s, `/packages?select=images${'->a'.repeat(2000)}`);
    expect(path.status).toBe(400);
    expect(path.json.code).toBe('PGRST100');
    const manyValues = await rest(
      s,
      `/packages?select=id&full_payment_days=in.(${Array.from({ length: 30001 }, (_, i) => i).join(',')})`,
    );
    expect(manyValues.status).toBe(400);
    const after = await rest(s, '/packages?select=slug&slug=eq.haji-plus-2027');
    expect(after.json).toEqual([{ slug: 'haji-plus-2027' }]);
  });

  it('explains that embedding is not supported', async () => {
    const res = await rest(s, '/packages?select=id,media(*)');
    expect(res.json.message).toContain('embedding is not supported');
  });
});

describe('unknown names', () => {
  it('unknown table: 404 PGRST205', async () => {
    const res = await rest(s, '/paket');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({
      code: 'PGRST205',
      details: null,
      hint: null,
      message: "Could not find the table 'public.paket' in the schema cache",
    });
    const { error, status } = await clientFor(s).from('paket').select();
    expect(status).toBe(404);
    expect(error?.code).toBe('PGRST205');
  });

  it('tables of other schemas are not reachable', async () => {
    for (const path of ['/users', '/auth.users', '/objects', '/site_builds_x']) {
      const res = await rest(s, path, { token: adminToken });
      expect(res.status, path).toBe(404);
    }
  });

  it('unknown column in select, filter, order, or-tree: 400 42703 in PostgREST words', async () => {
    for (const path of [
      '/packages?select=id,harga',
      '/packages?harga=eq.1',
      '/packages?order=harga.desc',
      '/packages?or=(harga.eq.1,slug.eq.a)',
      '/packages?select=id&q=eq.umroh',
    ]) {
      const res = await rest(s, path);
      expect(res.status, path).toBe(400);
      expect(res.json.code, path).toBe('42703');
      expect(res.json.message, path).toMatch(/^column packages\.(harga|q) does not exist$/);
    }
  });

  it('Accept-Profile or Content-Profile other than public: 406 PGRST106', async () => {
    const read = await rest(s, '/packages', { headers: { 'Accept-Profile': 'auth' } });
    expect(read.status).toBe(406);
    expect(read.json).toMatchObject({ code: 'PGRST106', message: 'Invalid schema: auth' });
    const write = await rest(s, '/packages', {
      method: 'POST',
      token: adminToken,
      headers: { 'Content-Profile': 'private' },
      body: packageRow(),
    });
    expect(write.status).toBe(406);
    expect(write.json.code).toBe('PGRST106');
    const ok = await rest(s, '/packages?select=slug&limit=1', { headers: { 'Accept-Profile': 'public' } });
    expect(ok.status).toBe(200);
  });

  it('an Accept it cannot satisfy is 406 PGRST107', async () => {
    const res = await rest(s, '/packages', { headers: { Accept: 'text/csv' } });
    expect(res.status).toBe(406);
    expect(res.json.code).toBe('PGRST107');
  });

  it('unsupported methods are 405', async () => {
    const res = await rest(s, '/packages', { method: 'PUT', token: adminToken, body: packageRow() });
    expect(res.status).toBe(405);
  });
});

describe('SQL injection attempts change nothing', () => {
  const DROP = `;drop table public.packages;--`;

  async function expectUnchanged(requests: (() => Promise<{ status: number }>)[]) {
    const before = await snapshot(s);
    for (const send of requests) {
      const res = await send();
      expect(res.status).toBeGreaterThanOrEqual(200);
      expect(res.status).toBeLessThan(500);
    }
    expect(await snapshot(s)).toBe(before);
    const tables = await s.db.query<{ n: number }>(
      `select count(*)::int as n from pg_tables where schemaname = 'public' and tablename in ('packages','testimonials','features','page_content','media')`,
    );
    expect(tables.rows[0].n).toBe(5);
  }

  it('in the table name and the function name', async () => {
    const names = [
      `packages${DROP}`,
      `packages"${DROP}`,
      `packages%22%3Bdrop%20table%20packages`,
      `"packages"`,
      `public.packages`,
    ];
    await expectUnchanged([
      ...names.map((n) => async () => {
        const res = await rest(s, `/${encodeURIComponent(n)}`, { method: 'DELETE', token: adminToken });
        expect(res.status).toBe(404);
        return res;
      }),
      async () => {
        const res = await rest(s, `/rpc/${encodeURIComponent(`dashboard_summary()${DROP}`)}`, {
          method: 'POST',
          token: adminToken,
          body: {},
        });
        expect(res.status).toBe(404);
        return res;
      },
    ]);
  });

  it('in select, order, filter keys, filter values and logic trees, as the administrator', async () => {
    const paths = [
      `/packages?select=${encodeURIComponent(`id,"title${DROP}"`)}`,
      `/packages?select=${encodeURIComponent(`id,title::text)${DROP}`)}`,
      `/packages?select=${encodeURIComponent(`x:title->>'a')${DROP}`)}`,
      `/packages?order=${encodeURIComponent(`title${DROP}`)}`,
      `/packages?order=${encodeURIComponent(`title.asc${DROP}`)}`,
      `/packages?${encodeURIComponent(`title${DROP}`)}=eq.1`,
      `/packages?slug=eq.${encodeURIComponent(`x' or '1'='1`)}`,
      `/packages?slug=in.(${encodeURIComponent(`'a') or 1=1${DROP}`)})`,
      `/packages?or=(${encodeURIComponent(`slug.eq.x') or true${DROP}`)})`,
      `/packages?title=ilike.${encodeURIComponent(`%' or ''='`)}`,
      `/packages?images=cs.${encodeURIComponent(`["x"]'::jsonb or true${DROP}`)}`,
      `/packages?limit=${encodeURIComponent(`1${DROP}`)}`,
      `/packages?title=fts(${encodeURIComponent(`english)${DROP}`)}.x`,
    ];
    await expectUnchanged(
      paths.map((p) => async () => {
        const res = await rest(s, p, { token: adminToken });
        if (res.status === 200) {
          // Only the harmless string comparisons may succeed, matching nothing.
          expect(res.json, p).toEqual([]);
        }
        return res;
      }),
    );
  });

  it('in filters of updates and deletes, on_conflict, columns, body keys, Prefer and profile headers', async () => {
    const row = packageRow();
    await expectUnchanged([
      () =>
        rest(s, `/packages?slug=eq.${encodeURIComponent(`x' or '1'='1`)}`, {
          method: 'PATCH',
          token: adminToken,
          body: { full_payment_days: 1 },
        }),
      () => rest(s, `/packages?slug=eq.${encodeURIComponent(`x' or '1'='1`)}`, { method: 'DELETE', token: adminToken }),
      () =>
        rest(s, `/packages?id=in.(${encodeURIComponent(`select id from packages`)})`, {
          method: 'DELETE',
          token: adminToken,
        }),
      () =>
        rest(s, `/packages?on_conflict=${encodeURIComponent(`slug) do update set title='x'${DROP}`)}`, {
          method: 'POST',
          token: adminToken,
          headers: { Prefer: 'resolution=merge-duplicates' },
          body: { ...row, slug: 'haji-plus-2027' },
        }),
      () =>
        rest(s, `/packages?columns=${encodeURIComponent(`"slug","title\\")${DROP}"`)}`, {
          method: 'POST',
          token: adminToken,
          body: [row],
        }),
      () => rest(s, '/packages', { method: 'POST', token: adminToken, body: { ...row, [`title")${DROP}`]: 'x' } }),
      () =>
        rest(s, '/packages?slug=eq.haji-plus-2027', {
          method: 'PATCH',
          token: adminToken,
          headers: { Prefer: `return=representation${DROP}, count=exact'; drop table packages` },
          body: { [`full_payment_days" = 0${DROP}`]: 1 },
        }),
      () => rest(s, '/packages', { token: adminToken, headers: { 'Accept-Profile': `public${DROP}` } }),
      () =>
        rest(s, '/packages', {
          method: 'POST',
          token: adminToken,
          headers: { 'Content-Profile': `public"; drop table packages; --` },
          body: row,
        }),
      () => rest(s, `/rpc/dashboard_summary?${encodeURIComponent(`x${DROP}`)}=1`, { token: adminToken }),
    ]);
  });
});
