import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { createUser } from '../../server/supabase/auth/users.ts';
import { LOCAL_ANON_KEY, client, startServer } from './auth-helpers.ts';

/*
 * Attacks on REST and Storage as an outsider with the anon key and as a
 * signed-in user who is not the administrator, plus the database state an
 * attack must leave behind (nothing changed, still answering).
 */

let server: LocalSupabase;
let userToken: string;
let adminToken: string;
const URL_BASE = 'http://localhost:54321';

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
  ms: number;
}

async function call(
  path: string,
  init: { method?: string; token?: string; headers?: Record<string, string>; body?: BodyInit } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { apikey: LOCAL_ANON_KEY, ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const started = Date.now();
  const res = await server.app.request(`${URL_BASE}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body,
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json, ms: Date.now() - started };
}

async function signInToken(email: string, password: string): Promise<string> {
  const { data, error } = await client(server).auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return data.session!.access_token;
}

/** Still answering normal requests: the attack did not wedge the one database connection. */
async function expectHealthy() {
  const res = await call('/rest/v1/packages?select=slug&slug=eq.haji-plus-2027');
  expect(res.status).toBe(200);
  expect(res.json).toEqual([{ slug: 'haji-plus-2027' }]);
}

beforeAll(async () => {
  server = await startServer();
  await createUser(server.db, { email: 'jamaah@example.test', password: 'jamaah-pass' });
  userToken = await signInToken('jamaah@example.test', 'jamaah-pass');
  adminToken = await signInToken(server.config.adminEmail, server.config.adminPassword);
  await server.db.query(`update public.packages set status = 'draft' where slug = 'haji-furoda-2027'`);
});
afterAll(async () => {
  await server?.close();
});

describe('regular expressions cannot freeze the server (PGlite has no statement_timeout)', () => {
  it('back references are refused at once instead of running for minutes', async () => {
    // Five greedy groups and two back references: minutes per row in Postgres' regex engine.
    const res = await call(
      `/rest/v1/packages?select=id&description=match.${encodeURIComponent('(.*)(.*)(.*)(.*)(.*)\\1\\2')}`,
    );
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('PGRST100');
    expect(res.json.details).toContain('back references');
    expect(res.ms).toBeLessThan(2000);
    await expectHealthy();
  });

  it('nested bounded repetition (compile-time blow-up) is refused; so are BRE switches and lists hiding either', async () => {
    for (const pattern of ['(((.?){10}){10}){10}', '(.?){255}(.?){255}', '(?b)\\(a\\)\\{200\\}']) {
      const res = await call(`/rest/v1/packages?select=id&title=imatch.${encodeURIComponent(pattern)}`);
      expect(res.status, pattern).toBe(400);
      expect(res.ms, pattern).toBeLessThan(2000);
    }
    // The list is a text[] literal with its own escaping (`\\1` in it is the back reference `\1`),
    // and every element is compiled, so their costs add up.
    for (const list of [
      '{(.*)(.*)(.*)(.*)(.*)\\\\1\\\\2}',
      '[1:1]={"(.*)(.*)(.*)(.*)(.*)\\\\1\\\\2"}',
      '{(.?){200}z,(.?){200}z}',
    ]) {
      const escaped = await call(`/rest/v1/packages?select=id&description=match(all).${encodeURIComponent(list)}`);
      expect(escaped.status, list).toBe(400);
      expect(escaped.ms, list).toBeLessThan(2000);
    }
    const inTree = await call(
      `/rest/v1/packages?select=id&or=${encodeURIComponent('(slug.match."(a*)\\\\1",slug.eq.x)')}`,
    );
    expect(inTree.status).toBe(400);
    await expectHealthy();
  });

  it('ordinary patterns still work, including a single large bound', async () => {
    const anon = client(server);
    const { data, error } = await anon.from('packages').select('slug').filter('slug', 'match', '^haji-(plus|furoda)');
    expect(error).toBeNull();
    // The furoda package is a draft now: visitors never see it.
    expect(data).toEqual([{ slug: 'haji-plus-2027' }]);
    const bounded = await call(`/rest/v1/packages?select=slug&slug=imatch.${encodeURIComponent('^[a-z0-9-]{1,255}$')}`);
    expect(bounded.status).toBe(200);
    expect(bounded.json.length).toBeGreaterThan(0);
  });
});

describe('privilege escalation through the REST API', () => {
  const roles = () =>
    [
      ['anon key', undefined],
      ['signed-in non-admin', userToken],
    ] as const;

  it('drafts, media, build history and hidden counts stay hidden from anon and non-admins', async () => {
    for (const [who, token] of roles()) {
      const drafts = await call('/rest/v1/packages?select=slug&status=eq.draft', { token });
      expect(drafts.json, who).toEqual([]);
      const head = await call('/rest/v1/packages?slug=eq.haji-furoda-2027', {
        method: 'HEAD',
        token,
        headers: { prefer: 'count=exact' },
      });
      expect(head.headers.get('content-range'), who).toBe('*/0');
      const byRegex = await call(`/rest/v1/packages?select=slug&slug=match.furoda`, { token });
      expect(byRegex.json, who).toEqual([]);
      for (const table of ['media', 'site_builds']) {
        const res = await call(`/rest/v1/${table}?select=*`, { token });
        expect([200, 401], `${who} ${table}`).toContain(res.status);
        if (res.status === 200) expect(res.json, `${who} ${table}`).toEqual([]);
      }
    }
  });

  it('other schemas are unreachable: profiles, dotted names, private and extension functions', async () => {
    for (const [who, token] of roles()) {
      for (const profile of ['auth', 'storage', 'private', 'local_storage', 'supabase_migrations', 'pg_catalog']) {
        const read = await call('/rest/v1/users?select=*', { token, headers: { 'accept-profile': profile } });
        expect(read.status, `${who} ${profile}`).toBe(406);
        const rpc = await call('/rest/v1/rpc/is_admin', {
          method: 'POST',
          token,
          headers: { 'content-profile': profile, 'content-type': 'application/json' },
          body: '{}',
        });
        expect(rpc.status, `${who} ${profile}`).toBe(406);
      }
      for (const name of ['auth.users', 'users', 'blobs', 'local_storage.blobs', 'schema_migrations', 'pg_authid']) {
        expect((await call(`/rest/v1/${name}`, { token })).status, `${who} ${name}`).toBe(404);
      }
      for (const fn of ['record_site_build_request', 'set_config', 'crypt', 'pg_read_file', 'jwt', 'uid']) {
        const res = await call(`/rest/v1/rpc/${fn}`, {
          method: 'POST',
          token,
          headers: { 'content-type': 'application/json' },
          body: '{"why":"x","setting_name":"role","new_value":"postgres","is_local":false}',
        });
        expect(res.status, `${who} ${fn}`).toBe(404);
      }
      const publish = await call('/rest/v1/rpc/request_site_build', {
        method: 'POST',
        token,
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect([401, 403], who).toContain(publish.status);
    }
    expect(
      (await server.db.query(`select count(*)::int as n from public.site_builds where reason = 'x'`)).rows,
    ).toEqual([{ n: 0 }]);
  });

  it('the security-definer build recorder is not executable by the API roles at all', async () => {
    const res = await server.db.query<{ role: string; allowed: boolean }>(
      `select r as role, has_function_privilege(r, 'private.record_site_build_request(text)', 'execute') as allowed
         from unnest(array['anon', 'authenticated']) r`,
    );
    expect(res.rows).toEqual([
      { role: 'anon', allowed: false },
      { role: 'authenticated', allowed: false },
    ]);
  });

  it('the OpenAPI root describes only what the caller may use', async () => {
    const spec = await call('/rest/v1/');
    expect(spec.status).toBe(200);
    const paths = Object.keys(spec.json.paths);
    expect(paths).toContain('/packages');
    for (const hidden of ['/media', '/site_builds', '/rpc/dashboard_summary', '/rpc/request_site_build']) {
      expect(paths).not.toContain(hidden);
    }
    expect(spec.text).not.toMatch(/encrypted_password|local_storage|record_site_build_request|mfa_factors/);
  });

  it('writes by a non-admin fail loudly and change nothing, whatever the Prefer header', async () => {
    const before = await server.db.query(
      `select md5(string_agg(p::text, '|' order by id)) as h from public.packages p`,
    );
    const json = { 'content-type': 'application/json' };
    const attempts: [string, Parameters<typeof call>[1]][] = [
      [
        '/rest/v1/packages?on_conflict=slug',
        {
          method: 'POST',
          headers: { ...json, prefer: 'resolution=merge-duplicates,return=representation' },
          body: JSON.stringify({
            slug: 'haji-furoda-2027',
            title: 'pwned',
            category: 'haji',
            price_quad: 1,
            status: 'active',
          }),
        },
      ],
      [
        '/rest/v1/packages?on_conflict=slug',
        {
          method: 'POST',
          headers: { ...json, prefer: 'resolution=ignore-duplicates,return=representation,tx=rollback' },
          body: JSON.stringify({ slug: 'haji-furoda-2027', title: 'pwned', category: 'haji', price_quad: 1 }),
        },
      ],
      [
        '/rest/v1/packages?status=eq.draft',
        {
          method: 'PATCH',
          headers: { ...json, prefer: 'return=representation,handling=lenient' },
          body: '{"status":"active"}',
        },
      ],
      ['/rest/v1/packages?limit=1', { method: 'DELETE', headers: { prefer: 'return=representation' } }],
      ['/rest/v1/page_content?page_name=eq.home', { method: 'PATCH', headers: json, body: '{"content":{}}' }],
    ];
    for (const [who, token] of roles()) {
      for (const [path, init] of attempts) {
        const res = await call(path, { ...init, token });
        expect([401, 403], `${who} ${init?.method} ${path}`).toContain(res.status);
        expect(res.json.code).toBe('42501');
        expect(res.text).not.toContain('pwned');
      }
    }
    const after = await server.db.query(`select md5(string_agg(p::text, '|' order by id)) as h from public.packages p`);
    expect(after.rows).toEqual(before.rows);
  });

  it('a JWT cannot choose a stronger role: postgres, supabase_admin, or service_role with the wrong key', async () => {
    const secret = new TextEncoder().encode(server.config.jwtSecret);
    const wrong = new TextEncoder().encode('not-the-server-secret-but-long-enough-1234');
    const sign = (claims: Record<string, unknown>, key = secret) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(key);
    const forged = [
      await sign({ role: 'postgres' }),
      await sign({ role: 'supabase_admin' }),
      await sign({ role: 'service_role' }, wrong),
      await sign({ role: 'authenticated', app_metadata: { role: 'admin' }, aal: 'aal2' }, wrong),
      `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"role":"service_role","exp":9999999999}').toString('base64url')}.`,
    ];
    for (const token of forged) {
      const res = await call('/rest/v1/media?select=file_path', { token });
      expect(res.status).toBe(401);
      expect(res.text).not.toContain('file_path');
      const storage = await call('/storage/v1/object/list/images', {
        method: 'POST',
        token,
        headers: { 'content-type': 'application/json' },
        body: '{"prefix":"seed"}',
      });
      expect(storage.status).toBe(400);
      expect(storage.json.statusCode).toBe('403');
    }
  });

  it('request text never becomes SQL: names, aliases, casts, JSON keys, order, columns and RPC argument names', async () => {
    const token = userToken;
    const probes = [
      `/rest/v1/packages?select=${encodeURIComponent('slug::text) from auth.users--')}`,
      `/rest/v1/packages?select=${encodeURIComponent('"x\\" from auth.users--":slug')}&limit=1`,
      `/rest/v1/packages?select=${encodeURIComponent("x:images->>'a') from auth.users--")}`,
      `/rest/v1/packages?select=${encodeURIComponent('x:images->>"\') from auth.users--"')}&limit=1`,
      `/rest/v1/packages?order=${encodeURIComponent('slug;select pg_sleep(5)')}`,
      `/rest/v1/packages?${encodeURIComponent('slug" or true--')}=eq.x`,
      `/rest/v1/packages?select=slug&slug=eq.${encodeURIComponent("x' or '1'='1")}`,
      `/rest/v1/rpc/dashboard_summary?${encodeURIComponent('x := 1) --')}=1`,
    ];
    for (const path of probes) {
      const res = await call(path, { token });
      expect(res.status, path).toBeLessThan(500);
      expect(res.text, path).not.toMatch(/scrypt|encrypted_password|admin@/);
      if (res.status === 200) expect(JSON.stringify(res.json)).not.toContain('haji-furoda-2027');
    }
    const json = { 'content-type': 'application/json' };
    const keys = await call('/rest/v1/testimonials?columns=name,"content""); drop table public.media; --"', {
      method: 'POST',
      token: adminToken,
      headers: json,
      body: JSON.stringify({ name: 'x', 'content"); drop table public.media; --': 'y' }),
    });
    expect(keys.status).toBe(400);
    const rpcKeys = await call('/rest/v1/rpc/site_publish_status', {
      method: 'POST',
      token,
      headers: json,
      body: JSON.stringify({ 'x := 1); drop table public.media; --': 1 }),
    });
    expect(rpcKeys.status).toBe(404);
    expect((await server.db.query(`select to_regclass('public.media') is not null as present`)).rows).toEqual([
      { present: true },
    ]);
  });
});

describe('headers', () => {
  it('API responses are never sniffed, and CORS stays credential-free', async () => {
    for (const path of [
      '/rest/v1/packages?select=slug&limit=1',
      '/rest/v1/nope',
      '/auth/v1/settings',
      '/storage/v1/bucket',
    ]) {
      const res = await call(path, { headers: { origin: 'https://example.org' } });
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('access-control-allow-credentials'), path).toBeNull();
    }
  });
});

describe('storage', () => {
  const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
  /** `token` undefined: the anon key alone. */
  const upload = (name: string, body: BodyInit, headers: Record<string, string>, token: string | undefined) =>
    call(`/storage/v1/object/images/${name}`, { method: 'POST', token, headers, body });

  it('deeply nested metadata is refused before it reaches the database (header and multipart)', async () => {
    const deep = (n: number) => `{"a":${'['.repeat(n)}${']'.repeat(n)}}`;
    const header = await upload(
      'security/deep-header.gif',
      GIF,
      { 'content-type': 'image/gif', 'x-metadata': Buffer.from(deep(150)).toString('base64') },
      adminToken,
    );
    expect(header.status).toBe(400);
    expect(header.json.code).toBe('InvalidRequest');

    const form = new FormData();
    form.append('cacheControl', '3600');
    form.append('metadata', deep(20000));
    form.append('', new Blob([GIF], { type: 'image/gif' }), 'deep.gif');
    const multipart = await upload('security/deep-form.gif', form, {}, adminToken);
    expect(multipart.status).toBe(400);
    expect(multipart.json.statusCode).toBe('400');

    const stored = await server.db.query(`select name from storage.objects where name like 'security/deep-%'`);
    expect(stored.rows).toEqual([]);
    await expectHealthy();
  });

  it('an image polyglot is served as an image, never sniffed, sandboxed if opened directly', async () => {
    const polyglot = Buffer.concat([GIF, Buffer.from('<html><script>alert(document.domain)</script></html>')]);
    const up = await upload('security/polyglot.gif', polyglot, { 'content-type': 'text/html' }, adminToken);
    expect(up.status).toBe(400);
    const asGif = await upload('security/polyglot.gif', polyglot, { 'content-type': 'image/gif' }, adminToken);
    expect(asGif.status).toBe(200);
    const res = await call('/storage/v1/object/public/images/security/polyglot.gif');
    expect(res.headers.get('content-type')).toBe('image/gif');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('non-admins can neither overwrite nor delete the administrator’s objects', async () => {
    const original = await server.db.query<{ version: string }>(
      `select version from storage.objects where name = 'seed/hero.webp'`,
    );
    for (const token of [undefined, userToken]) {
      const json = { 'content-type': 'application/json' };
      const tries = [
        upload('seed/hero.webp', GIF, { 'content-type': 'image/gif', 'x-upsert': 'true' }, token),
        call('/storage/v1/object/images/seed/hero.webp', {
          method: 'PUT',
          token,
          headers: { 'content-type': 'image/gif' },
          body: GIF,
        }),
        call('/storage/v1/object/images/seed/hero.webp', { method: 'DELETE', token }),
        call('/storage/v1/object/images', {
          method: 'DELETE',
          token,
          headers: json,
          body: '{"prefixes":["seed/hero.webp"]}',
        }),
      ];
      for (const res of await Promise.all(tries)) expect(`${res.status} ${res.text}`).toMatch(/^400 |^200 \[\]$/);
    }
    const after = await server.db.query(`select version from storage.objects where name = 'seed/hero.webp'`);
    expect(after.rows).toEqual(original.rows);
  });

  it('list prefixes and search are data, not SQL or LIKE wildcards', async () => {
    // Only the administrator lists the bucket.
    const list = (body: object) =>
      call('/storage/v1/object/list/images', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        token: adminToken,
      });
    expect((await list({ prefix: '', search: "%' or 1=1 --" })).json).toEqual([]);
    expect((await list({ prefix: 'seed/', search: '%' })).json).toEqual([]);
    expect((await list({ prefix: 'seed/', search: '_ero' })).json).toEqual([]);
    expect((await list({ prefix: 'seed/', search: 'hero' })).json.map((o: { name: string }) => o.name)).toContain(
      'hero.webp',
    );
  });
});
