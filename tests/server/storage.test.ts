import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import {
  BASE_URL,
  GIF,
  JPEG,
  PNG,
  STORAGE_URL,
  WEBP,
  adminUser,
  clientFor,
  newUser,
  snapshot,
  startLocal,
  stored,
  tokenFor,
  type Client,
} from './storage-fixtures.ts';

let s: LocalSupabase;
let admin: Client;
let adminId: string;
let user: Client;
let anon: Client;

beforeAll(async () => {
  s = await startLocal();
  const a = await adminUser(s);
  adminId = a.id;
  admin = clientFor(s, await tokenFor(s, a, { admin: true }));
  user = clientFor(s, await tokenFor(s, await newUser(s)));
  anon = clientFor(s);
});

afterAll(async () => {
  await s?.close();
});

const bytesOf = async (blob: Blob) => Buffer.from(await blob.arrayBuffer());

describe('storage as the administrator', () => {
  it('uploads a File (multipart) and stores row, owner, metadata and bytes', async () => {
    const file = new File([PNG], 'photo.png', { type: 'image/png' });
    const { data, error } = await admin.storage.from('images').upload('admin/photo.png', file, {
      cacheControl: '3600',
      upsert: false,
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: 'admin/photo.png', fullPath: 'images/admin/photo.png' });
    expect(data!.id).toMatch(/^[0-9a-f-]{36}$/);

    const row = await stored(s, 'admin/photo.png');
    expect(row).not.toBeNull();
    expect(row!.id).toBe(data!.id);
    expect(row!.owner).toBe(adminId);
    expect(row!.metadata).toMatchObject({ mimetype: 'image/png', size: PNG.length, cacheControl: 'max-age=3600' });
    expect(Buffer.from(row!.data!).equals(PNG)).toBe(true);
  });

  it('uploads a Buffer (raw body) with its content type', async () => {
    const { data, error } = await admin.storage
      .from('images')
      .upload('admin/raw.gif', GIF, { contentType: 'image/gif', cacheControl: '60' });
    expect(error).toBeNull();
    expect(data!.fullPath).toBe('images/admin/raw.gif');
    const row = await stored(s, 'admin/raw.gif');
    expect(row!.metadata).toMatchObject({ mimetype: 'image/gif', size: GIF.length, cacheControl: 'max-age=60' });
    expect(Buffer.from(row!.data!).equals(GIF)).toBe(true);
  });

  it('accepts JPEG and WebP, and stores the type the content really has', async () => {
    const jpeg = await admin.storage.from('images').upload('admin/a.jpg', JPEG, { contentType: 'image/jpeg' });
    expect(jpeg.error).toBeNull();
    const webp = await admin.storage.from('images').upload('admin/a.webp', new Blob([WEBP], { type: 'image/webp' }));
    expect(webp.error).toBeNull();
    // Declared PNG, really a JPEG: served as what it is.
    const liar = await admin.storage.from('images').upload('admin/liar.png', JPEG, { contentType: 'image/png' });
    expect(liar.error).toBeNull();
    expect((await stored(s, 'admin/a.webp'))!.metadata.mimetype).toBe('image/webp');
    expect((await stored(s, 'admin/liar.png'))!.metadata.mimetype).toBe('image/jpeg');
  });

  it('serves the public URL to anyone with type, caching headers and ETag', async () => {
    const { data } = admin.storage.from('images').getPublicUrl('admin/photo.png');
    expect(data.publicUrl).toBe(`${STORAGE_URL}/object/public/images/admin/photo.png`);
    // No apikey, no Authorization: the bucket is public.
    const res = await s.app.request(data.publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('max-age=3600');
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);

    const head = await s.app.request(data.publicUrl, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(PNG.length));
    expect((await head.arrayBuffer()).byteLength).toBe(0);

    const again = await s.app.request(data.publicUrl, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });

  it('decodes names with spaces and non-ASCII characters', async () => {
    const name = 'admin/foto jamaah ümrah.png';
    const { data, error } = await admin.storage.from('images').upload(name, new Blob([PNG], { type: 'image/png' }));
    expect(error).toBeNull();
    expect(data!.path).toBe(name);
    expect(await stored(s, name)).not.toBeNull();
    const url = admin.storage.from('images').getPublicUrl(name).data.publicUrl;
    const res = await s.app.request(url);
    expect(res.status).toBe(200);
    const listed = await admin.storage.from('images').list('admin', { search: 'foto' });
    expect(listed.data!.map((e) => e.name)).toEqual(['foto jamaah ümrah.png']);
  });

  it('serves the seeded images publicly', async () => {
    const res = await s.app.request(`${STORAGE_URL}/object/public/images/seed/hero.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('max-age=3600');
    expect(Buffer.from(await res.arrayBuffer()).equals(WEBP)).toBe(true);
  });

  it('downloads through the authenticated routes', async () => {
    const { data, error } = await admin.storage.from('images').download('admin/raw.gif');
    expect(error).toBeNull();
    expect(data!.type).toBe('image/gif');
    expect((await bytesOf(data!)).equals(GIF)).toBe(true);
    const missing = await admin.storage.from('images').download('admin/none.gif');
    expect(missing.data).toBeNull();
    expect(missing.error).toMatchObject({ status: 400 });
    expect(await admin.storage.from('images').exists('admin/raw.gif')).toMatchObject({ data: true });
  });

  it('lists one level with folders first (null id), search, sort, limit and offset', async () => {
    const root = await admin.storage.from('images').list();
    expect(root.error).toBeNull();
    expect(root.data!.map((e) => e.name)).toEqual(['admin', 'seed']);
    expect(root.data!.every((e) => e.id === null && e.metadata === null)).toBe(true);

    const seed = await admin.storage.from('images').list('seed', { limit: 100 });
    expect(seed.data!.map((e) => e.name)).toContain('hero.webp');
    expect(seed.data!.every((e) => typeof e.id === 'string')).toBe(true);
    const hero = seed.data!.find((e) => e.name === 'hero.webp')!;
    expect(hero.metadata).toMatchObject({ mimetype: 'image/webp', size: WEBP.length });

    const names = seed.data!.map((e) => e.name);
    expect(names).toEqual([...names].sort());
    const desc = await admin.storage.from('images').list('seed', { sortBy: { column: 'name', order: 'desc' } });
    expect(desc.data!.map((e) => e.name)).toEqual([...names].reverse());

    const page = await admin.storage.from('images').list('seed', { limit: 2, offset: 1 });
    expect(page.data!.map((e) => e.name)).toEqual(names.slice(1, 3));

    const avatars = await admin.storage.from('images').list('seed', { search: 'avatar' });
    // The seed ships each avatar with its WebP width variants (avatar-1-160.webp …).
    expect(avatars.data!.filter((e) => !/-(160|400|800|1600)\.webp$/.test(e.name)).length).toBe(5);
    expect(avatars.data!.every((e) => e.name.startsWith('avatar-'))).toBe(true);

    // LIKE wildcards in the search are literal.
    const wild = await admin.storage.from('images').list('seed', { search: '%' });
    expect(wild.data).toEqual([]);
  });

  it('refuses a duplicate with upsert off and leaves the original untouched', async () => {
    const before = await stored(s, 'admin/photo.png');
    const { data, error } = await admin.storage
      .from('images')
      .upload('admin/photo.png', new Blob([GIF], { type: 'image/gif' }), { upsert: false });
    expect(data).toBeNull();
    expect(error).toMatchObject({
      status: 400,
      statusCode: '409',
      code: 'ResourceAlreadyExists',
      message: 'The resource already exists',
    });
    const after = await stored(s, 'admin/photo.png');
    expect(Buffer.from(after!.data!).equals(PNG)).toBe(true);
    expect(after!.metadata).toEqual(before!.metadata);
  });

  it('returns the exact duplicate body over HTTP', async () => {
    const token = await tokenFor(s, await adminUser(s), { admin: true });
    const res = await s.app.request(`${STORAGE_URL}/object/images/admin/photo.png`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png', 'x-upsert': 'false' },
      body: PNG,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      statusCode: '409',
      code: 'ResourceAlreadyExists',
      error: 'Duplicate',
      message: 'The resource already exists',
    });
  });

  it('replaces with upsert on', async () => {
    const before = await stored(s, 'admin/photo.png');
    const { data, error } = await admin.storage
      .from('images')
      .upload('admin/photo.png', new Blob([GIF], { type: 'image/gif' }), { upsert: true });
    expect(error).toBeNull();
    expect(data!.id).toBe(before!.id);
    const after = await stored(s, 'admin/photo.png');
    expect(Buffer.from(after!.data!).equals(GIF)).toBe(true);
    expect(after!.metadata.mimetype).toBe('image/gif');
    const res = await s.app.request(`${STORAGE_URL}/object/public/images/admin/photo.png`);
    expect(res.headers.get('content-type')).toBe('image/gif');
    expect(res.headers.get('etag')).not.toBe(before!.metadata.eTag);
  });

  it('updates an existing object with PUT, and refuses to update a missing one', async () => {
    const { error } = await admin.storage.from('images').update('admin/raw.gif', PNG, { contentType: 'image/png' });
    expect(error).toBeNull();
    expect(Buffer.from((await stored(s, 'admin/raw.gif'))!.data!).equals(PNG)).toBe(true);

    const missing = await admin.storage.from('images').update('admin/missing.png', PNG, { contentType: 'image/png' });
    expect(missing.error).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
    expect(await stored(s, 'admin/missing.png')).toBeNull();
  });

  it('removes objects (row and bytes) and returns the deleted rows', async () => {
    await admin.storage.from('images').upload('admin/gone.png', PNG, { contentType: 'image/png' });
    const id = (await stored(s, 'admin/gone.png'))!.id;
    const { data, error } = await admin.storage.from('images').remove(['admin/gone.png', 'admin/never-was.png']);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    expect(data![0]).toMatchObject({ id, name: 'admin/gone.png', bucket_id: 'images' });
    expect(await stored(s, 'admin/gone.png')).toBeNull();
    const blobs = await s.db.query(`select 1 from local_storage.blobs where object_id = $1`, [id]);
    expect(blobs.rows).toHaveLength(0);

    const res = await s.app.request(`${STORAGE_URL}/object/public/images/admin/gone.png`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      statusCode: '404',
      code: 'NoSuchKey',
      error: 'not_found',
      message: 'Object not found',
    });

    const none = await admin.storage.from('images').remove(['admin/gone.png']);
    expect(none).toMatchObject({ data: [], error: null });
  });

  it('describes the buckets to the service role only (no bucket policy, as on Supabase)', async () => {
    const service = clientFor(s, s.config.serviceRoleKey);
    const { data, error } = await service.storage.getBucket('images');
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id: 'images',
      name: 'images',
      public: true,
      file_size_limit: 5 * 1024 * 1024,
      allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
    });
    expect((await service.storage.listBuckets()).data!.map((b) => b.id)).toEqual(['images']);
    // Public objects are served without reading the bucket through RLS; the API roles see no definitions.
    expect((await anon.storage.listBuckets()).data).toEqual([]);
    expect((await admin.storage.getBucket('images')).error).toMatchObject({ statusCode: '404', code: 'NoSuchBucket' });
    const missing = await service.storage.getBucket('nope');
    expect(missing.error).toMatchObject({ statusCode: '404', code: 'NoSuchBucket' });
  });
});

describe('storage with a real password session', () => {
  it('the administrator signed in with signInWithPassword uploads and removes', async () => {
    const client = clientFor(s);
    const { data: auth, error: authError } = await client.auth.signInWithPassword({
      email: s.config.adminEmail,
      password: s.config.adminPassword,
    });
    expect(authError).toBeNull();
    expect(auth.session).not.toBeNull();
    const bucket = client.storage.from('images');
    const up = await bucket.upload('session/a.png', new Blob([PNG], { type: 'image/png' }), { cacheControl: '3600' });
    expect(up.error).toBeNull();
    expect((await stored(s, 'session/a.png'))!.owner).toBe(adminId);
    const rm = await bucket.remove(['session/a.png']);
    expect(rm.data).toHaveLength(1);
    expect(await stored(s, 'session/a.png')).toBeNull();
  });
});

describe('storage as a signed-in user who is not the administrator', () => {
  it('cannot upload: AccessDenied and nothing stored', async () => {
    const before = await snapshot(s);
    const { data, error } = await user.storage
      .from('images')
      .upload('user/x.png', new Blob([PNG], { type: 'image/png' }));
    expect(data).toBeNull();
    expect(error).toMatchObject({
      status: 400,
      statusCode: '403',
      code: 'AccessDenied',
      message: 'new row violates row-level security policy',
    });
    expect(await snapshot(s)).toBe(before);
  });

  it('cannot replace (upsert or PUT) or remove the administrator’s objects', async () => {
    const before = await snapshot(s);
    const up = await user.storage
      .from('images')
      .upload('admin/raw.gif', GIF, { contentType: 'image/gif', upsert: true });
    expect(up.error).toMatchObject({ statusCode: '403', code: 'AccessDenied' });
    // An update finds no row it may see: the local server answers that there is no such object.
    const put = await user.storage.from('images').update('admin/raw.gif', GIF, { contentType: 'image/gif' });
    expect(put.error).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
    const rm = await user.storage.from('images').remove(['admin/raw.gif', 'seed/hero.webp']);
    expect(rm).toMatchObject({ data: [], error: null });
    expect(await snapshot(s)).toBe(before);
  });

  it('reads a public image by its address, but cannot list the bucket or read through the API', async () => {
    const url = user.storage.from('images').getPublicUrl('seed/hero.webp').data.publicUrl;
    expect((await s.app.request(url)).status).toBe(200);
    const list = await user.storage.from('images').list('seed');
    expect(list).toMatchObject({ data: [], error: null });
    const { error } = await user.storage.from('images').download('seed/hero.webp');
    expect(error).not.toBeNull();
  });

  it('the administrator with a verified factor is only the administrator at aal2', async () => {
    const mfaAdmin = await newUser(s, { role: 'admin' });
    await s.db.query(
      `insert into auth.mfa_factors (user_id, friendly_name, factor_type, status, secret)
       values ($1, 'authenticator', 'totp', 'verified', 'JBSWY3DPEHPK3PXP')`,
      [mfaAdmin.id],
    );
    const before = await snapshot(s);
    const aal1 = clientFor(s, await tokenFor(s, mfaAdmin, { admin: true, aal: 'aal1' }));
    const denied = await aal1.storage.from('images').upload('mfa/a.png', PNG, { contentType: 'image/png' });
    expect(denied.error).toMatchObject({ statusCode: '403', code: 'AccessDenied' });
    expect((await aal1.storage.from('images').remove(['admin/raw.gif'])).data).toEqual([]);
    expect(await snapshot(s)).toBe(before);

    const aal2 = clientFor(s, await tokenFor(s, mfaAdmin, { admin: true, aal: 'aal2' }));
    const ok = await aal2.storage.from('images').upload('mfa/a.png', PNG, { contentType: 'image/png' });
    expect(ok.error).toBeNull();
    expect((await stored(s, 'mfa/a.png'))!.owner).toBe(mfaAdmin.id);
    const rm = await aal2.storage.from('images').remove(['mfa/a.png']);
    expect(rm.data).toHaveLength(1);
  });
});

describe('storage as anon', () => {
  it('cannot upload, upsert, update or remove', async () => {
    const before = await snapshot(s);
    const up = await anon.storage.from('images').upload('anon/x.png', new Blob([PNG], { type: 'image/png' }));
    expect(up.error).toMatchObject({ status: 400, statusCode: '403', code: 'AccessDenied' });
    const ups = await anon.storage
      .from('images')
      .upload('seed/hero.webp', WEBP, { contentType: 'image/webp', upsert: true });
    expect(ups.error).toMatchObject({ statusCode: '403', code: 'AccessDenied' });
    const put = await anon.storage.from('images').update('seed/hero.webp', WEBP, { contentType: 'image/webp' });
    expect(put.error).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
    const rm = await anon.storage.from('images').remove(['seed/hero.webp']);
    expect(rm).toMatchObject({ data: [], error: null });
    expect(await snapshot(s)).toBe(before);
  });

  // A listing would find the files nobody links to (an album photo without consent, a draft's cover).
  it('reads the public URL, but the listing is empty', async () => {
    const url = anon.storage.from('images').getPublicUrl('seed/hero.webp').data.publicUrl;
    expect(url.startsWith(BASE_URL)).toBe(true);
    const res = await s.app.request(url);
    expect(res.status).toBe(200);
    expect(await anon.storage.from('images').list('seed', { search: 'hero' })).toMatchObject({ data: [], error: null });
    expect(await anon.storage.from('images').list()).toMatchObject({ data: [], error: null });
  });
});
