import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { LOCAL_ANON_KEY } from '../../server/supabase/config.ts';
import {
  FIVE_MB,
  PNG,
  STORAGE_URL,
  adminUser,
  clientFor,
  pngOfSize,
  snapshot,
  startLocal,
  stored,
  tokenFor,
  type Client,
} from './storage-fixtures.ts';

let s: LocalSupabase;
let admin: Client;
let adminToken: string;
let adminClaims: Record<string, unknown>;

beforeAll(async () => {
  s = await startLocal();
  const a = await adminUser(s);
  adminToken = await tokenFor(s, a, { admin: true });
  adminClaims = JSON.parse(Buffer.from(adminToken.split('.')[1], 'base64url').toString());
  admin = clientFor(s, adminToken);
});

afterAll(async () => {
  await s?.close();
});

/** A raw request with the administrator's token, so only the input under test is wrong. */
function post(rawPath: string, body: BodyInit, headers: Record<string, string> = {}) {
  return s.app.request(`${STORAGE_URL}/object/images/${rawPath}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, apikey: LOCAL_ANON_KEY, 'content-type': 'image/png', ...headers },
    body,
  });
}

describe('size limits', () => {
  it('refuses a File over 5 MB (bucket limit) and stores nothing', async () => {
    const before = await snapshot(s);
    const big = new File([pngOfSize(FIVE_MB + 1)], 'big.png', { type: 'image/png' });
    const { data, error } = await admin.storage.from('images').upload('big/file.png', big);
    expect(data).toBeNull();
    expect(error).toMatchObject({
      status: 400,
      statusCode: '413',
      code: 'EntityTooLarge',
      message: 'The object exceeded the maximum allowed size',
    });
    expect(await snapshot(s)).toBe(before);
  });

  it('accepts exactly 5 MB', async () => {
    const { error } = await admin.storage.from('images').upload('big/exact.png', pngOfSize(FIVE_MB), {
      contentType: 'image/png',
    });
    expect(error).toBeNull();
    expect((await stored(s, 'big/exact.png'))!.metadata.size).toBe(FIVE_MB);
    await admin.storage.from('images').remove(['big/exact.png']);
  });

  it('refuses a Buffer over 5 MB', async () => {
    const before = await snapshot(s);
    const { error } = await admin.storage.from('images').upload('big/buf.png', pngOfSize(FIVE_MB + 1), {
      contentType: 'image/png',
    });
    expect(error).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });
    expect(await snapshot(s)).toBe(before);
  });

  it('stops reading a streamed body once it passes the upload limit', async () => {
    const before = await snapshot(s);
    const chunk = pngOfSize(64 * 1024);
    const total = 40 * 1024 * 1024;
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (pulled >= total) return controller.close();
          pulled += chunk.length;
          controller.enqueue(new Uint8Array(chunk));
        },
      },
      { highWaterMark: 0 },
    );
    const res = await s.app.request(`${STORAGE_URL}/object/images/big/stream.png`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'image/png' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });
    expect(pulled).toBeLessThan(s.config.maxUploadBody + 4 * chunk.length);
    expect(await snapshot(s)).toBe(before);
  });

  it('refuses at once when Content-Length announces too much', async () => {
    const res = await post('big/announced.png', PNG, { 'content-length': String(100 * 1024 * 1024) });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });
  });
});

describe('content type is judged by the content', () => {
  const cases: [string, Buffer<ArrayBuffer>, string][] = [
    ['a text file declared image/png', Buffer.from('just some text, not an image\n'), 'image/png'],
    ['an HTML page declared image/png', Buffer.from('<!doctype html><script>alert(1)</script>'), 'image/png'],
    ['an SVG declared image/gif', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'), 'image/gif'],
    ['an empty file declared image/jpeg', Buffer.alloc(0), 'image/jpeg'],
  ];
  for (const [label, bytes, declared] of cases) {
    it(`refuses ${label} (Buffer and File)`, async () => {
      const before = await snapshot(s);
      const raw = await admin.storage.from('images').upload('bad/raw.png', bytes, { contentType: declared });
      expect(raw.error).toMatchObject({ status: 400, statusCode: '415', code: 'InvalidMimeType' });
      expect(raw.error!.message).toMatch(new RegExp(`^mime type ${declared} is not supported`));
      const file = new File([bytes], 'x.png', { type: declared });
      const form = await admin.storage.from('images').upload('bad/file.png', file);
      expect(form.error).toMatchObject({ statusCode: '415', code: 'InvalidMimeType' });
      expect(await snapshot(s)).toBe(before);
    });
  }

  it('refuses a declared type the bucket does not allow, even with image bytes', async () => {
    const before = await snapshot(s);
    for (const type of ['text/plain', 'text/html', 'image/svg+xml', 'application/octet-stream']) {
      const { error } = await admin.storage.from('images').upload('bad/typed.png', PNG, { contentType: type });
      expect(error, type).toMatchObject({
        statusCode: '415',
        code: 'InvalidMimeType',
        message: `mime type ${type} is not supported`,
      });
    }
    // supabase-js's default for a Buffer without contentType is text/plain.
    const dflt = await admin.storage.from('images').upload('bad/default.png', PNG);
    expect(dflt.error).toMatchObject({ code: 'InvalidMimeType' });
    expect(await snapshot(s)).toBe(before);
  });
});

describe('object names', () => {
  const badNames: [string, string][] = [
    ['a ".." segment hidden by %2F', 'a%2F..%2F..%2Fetc.png'],
    ['a leading ".." segment', '..%2Fescape.png'],
    ['a "." segment', 'a%2F.%2Fb.png'],
    ['an absolute path', '%2Fetc%2Fpasswd.png'],
    ['a backslash', 'a%5C..%5Cb.png'],
    ['a NUL byte', 'a%00.png'],
    ['a newline', 'a%0Ab.png'],
    ['a DEL character', 'a%7Fb.png'],
    ['an empty segment', 'a%2F%2Fb.png'],
    ['a trailing slash', 'folder%2F'],
    ['more than 1024 characters', `${'a'.repeat(1030)}.png`],
    ['broken percent-encoding', 'a%E0%A4%A.png'],
  ];
  for (const [label, rawPath] of badNames) {
    it(`refuses ${label}`, async () => {
      const before = await snapshot(s);
      const res = await post(rawPath, PNG);
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body).toMatchObject({ statusCode: '400', code: 'InvalidKey', error: 'Invalid Input' });
      expect(body.message).toMatch(/^Invalid key: /);
      // eslint-disable-next-line no-control-regex -- finding control characters is the point
      expect(body.message).not.toMatch(/[\u0000-\u001f]/);
      expect(await snapshot(s)).toBe(before);
    });
  }

  it('refuses control characters sent through supabase-js', async () => {
    const before = await snapshot(s);
    // Tab, CR and LF never reach a server: the URL parser strips them. Other C0 characters are percent-encoded.
    for (const name of ['ctl/a\u0001b.png', 'ctl/esc\u001b.png', 'ctl/del\u007f.png', 'ctl/c1\u0085.png']) {
      const { error } = await admin.storage.from('images').upload(name, PNG, { contentType: 'image/png' });
      expect(error, JSON.stringify(name)).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
    }
    expect(await snapshot(s)).toBe(before);
  });

  it('accepts exactly 1024 characters', async () => {
    const name = `${'n'.repeat(1020)}.png`;
    expect(name).toHaveLength(1024);
    const res = await post(name, PNG);
    expect(res.status).toBe(200);
    expect(await stored(s, name)).not.toBeNull();
  });

  it('refuses bad names on read routes too, without a 500', async () => {
    for (const path of [
      'object/public/images/a%2F..%2Fb.png',
      'object/authenticated/images/%2Fetc',
      'object/images/a%00',
    ]) {
      const res = await s.app.request(`${STORAGE_URL}/${path}`, { headers: { authorization: `Bearer ${adminToken}` } });
      expect(res.status, path).toBe(400);
      expect((await res.json()).code).toBe('InvalidKey');
    }
  });
});

describe('tokens', () => {
  async function expectRejected(token: string, message: string) {
    const before = await snapshot(s);
    const res = await post('jwt/x.png', PNG, { authorization: `Bearer ${token}`, apikey: token });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ statusCode: '403', code: 'InvalidJWT', error: 'Unauthorized', message });
    const client = clientFor(s, token);
    const { error } = await client.storage.from('images').upload('jwt/y.png', PNG, { contentType: 'image/png' });
    expect(error).toMatchObject({ status: 400, code: 'InvalidJWT' });
    const rm = await client.storage.from('images').remove(['seed/hero.webp']);
    expect(rm.error).toMatchObject({ code: 'InvalidJWT' });
    const list = await client.storage.from('images').list();
    expect(list.error).toMatchObject({ code: 'InvalidJWT' });
    expect(await snapshot(s)).toBe(before);
  }

  it('refuses an administrator token signed with another secret', async () => {
    const forged = await new SignJWT(adminClaims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode('not-the-server-secret-but-long-enough-0123456789'));
    await expectRejected(forged, 'invalid signature');
  });

  it('refuses an expired administrator token', async () => {
    const expired = await tokenFor(s, await adminUser(s), { admin: true, expiresIn: -3600 });
    await expectRejected(expired, 'jwt expired');
  });

  it('refuses alg "none" tokens, with or without a signature part', async () => {
    const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const header = enc({ alg: 'none', typ: 'JWT' });
    const payload = enc({ ...adminClaims, role: 'service_role' });
    await expectRejected(`${header}.${payload}.`, 'jwt malformed');
    await expectRejected(`${header}.${payload}.c2lnbmF0dXJl`, 'invalid signature');
  });

  it('refuses a tampered payload (anon key turned into service_role)', async () => {
    const [h, , sig] = LOCAL_ANON_KEY.split('.');
    const payload = Buffer.from(
      JSON.stringify({ iss: 'supabase-demo', role: 'service_role', exp: 1983812996 }),
    ).toString('base64url');
    await expectRejected(`${h}.${payload}.${sig}`, 'invalid signature');
  });

  it('refuses a request with neither apikey nor Authorization', async () => {
    const res = await s.app.request(`${STORAGE_URL}/object/images/jwt/z.png`, {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: PNG,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'InvalidJWT', error: 'Unauthorized' });
    expect(await stored(s, 'jwt/z.png')).toBeNull();
  });
});

describe('never a 500 for client mistakes', () => {
  it('answers malformed requests with 4xx JSON', async () => {
    const auth = { authorization: `Bearer ${adminToken}` };
    const requests: [string, RequestInit][] = [
      ['object/images', { method: 'DELETE', headers: { ...auth, 'content-type': 'application/json' }, body: '{oops' }],
      [
        'object/images',
        { method: 'DELETE', headers: { ...auth, 'content-type': 'application/json' }, body: '{"prefixes":"a"}' },
      ],
      [
        'object/images',
        { method: 'DELETE', headers: { ...auth, 'content-type': 'application/json' }, body: '{"prefixes":[1]}' },
      ],
      [
        'object/list/images',
        { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: '{"limit":-1}' },
      ],
      [
        'object/list/images',
        {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: '{"sortBy":{"column":"id;drop table x"}}',
        },
      ],
      ['object/list/images', { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: '[' }],
      ['object/list/nope', { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: '{}' }],
      ['object/nope/a.png', { method: 'POST', headers: { ...auth, 'content-type': 'image/png' }, body: PNG }],
      [
        'object/images/m.png',
        { method: 'POST', headers: { ...auth, 'content-type': 'multipart/form-data; boundary=x' }, body: 'garbage' },
      ],
      [
        'object/images/m.png',
        { method: 'POST', headers: { ...auth, 'x-metadata': 'bm90IGpzb24=', 'content-type': 'image/png' }, body: PNG },
      ],
      ['object/public/private/a.png', { method: 'GET' }],
      ['object/public/images', { method: 'GET' }],
      ['bucket/%E0', { method: 'GET', headers: auth }],
      ['nowhere', { method: 'GET', headers: auth }],
    ];
    const before = await snapshot(s);
    for (const [path, init] of requests) {
      const res = await s.app.request(`${STORAGE_URL}/${path}`, init);
      expect(res.status, `${init.method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${init.method} ${path}`).toBeLessThan(500);
      const body = await res.json();
      expect(typeof body.message, path).toBe('string');
      expect(typeof body.statusCode, path).toBe('string');
    }
    expect(await snapshot(s)).toBe(before);
  });
});
