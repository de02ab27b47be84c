import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { serve, type RunningServer } from '../../server/supabase/serve.ts';
import {
  FIVE_MB,
  PNG,
  adminUser,
  clientFor,
  newUser,
  pngOfSize,
  snapshot,
  startLocal,
  stored,
  tokenFor,
} from './storage-fixtures.ts';

let s: LocalSupabase;
let server: RunningServer;

beforeAll(async () => {
  s = await startLocal();
  server = await serve(s.app, 0);
});

afterAll(async () => {
  await server?.stop();
  await s?.close();
});

describe('storage over a real port', () => {
  it('upload, public URL, list, download and remove with supabase-js and the global fetch', async () => {
    const admin = clientFor(s, await tokenFor(s, await adminUser(s), { admin: true }), fetch, server.url);
    const bucket = admin.storage.from('images');

    const up = await bucket.upload('port/photo one.png', new File([PNG], 'photo one.png', { type: 'image/png' }), {
      cacheControl: '3600',
      upsert: false,
    });
    expect(up.error).toBeNull();
    expect(up.data!.fullPath).toBe('images/port/photo one.png');

    const url = bucket.getPublicUrl('port/photo one.png').data.publicUrl;
    expect(url).toBe(`${server.url}/storage/v1/object/public/images/port/photo%20one.png`);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('max-age=3600');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);

    const list = await bucket.list('port');
    expect(list.data!.map((e) => e.name)).toEqual(['photo one.png']);

    const dl = await bucket.download('port/photo one.png');
    expect(Buffer.from(await dl.data!.arrayBuffer()).equals(PNG)).toBe(true);

    const dup = await bucket.upload('port/photo one.png', PNG, { contentType: 'image/png' });
    expect(dup.error).toMatchObject({ status: 400, statusCode: '409', code: 'ResourceAlreadyExists' });

    const rm = await bucket.remove(['port/photo one.png']);
    expect(rm.data).toHaveLength(1);
    expect((await fetch(url)).status).toBe(400);
  });

  it('answers oversized and refused uploads cleanly, and keeps serving', async () => {
    const before = await snapshot(s);
    const admin = clientFor(s, await tokenFor(s, await adminUser(s), { admin: true }), fetch, server.url);
    const tooBig = await admin.storage.from('images').upload('port/big.png', pngOfSize(FIVE_MB + 1), {
      contentType: 'image/png',
    });
    expect(tooBig.error).toMatchObject({ status: 400, statusCode: '413', code: 'EntityTooLarge' });

    // Past the server's upload limit: refused from Content-Length before the body is read.
    const huge = await admin.storage.from('images').upload('port/huge.png', pngOfSize(8 * 1024 * 1024), {
      contentType: 'image/png',
    });
    expect(huge.error).toMatchObject({ status: 400, statusCode: '413', code: 'EntityTooLarge' });

    const user = clientFor(s, await tokenFor(s, await newUser(s)), fetch, server.url);
    const denied = await user.storage.from('images').upload('port/user.png', pngOfSize(FIVE_MB), {
      contentType: 'image/png',
    });
    expect(denied.error).toMatchObject({ status: 400, statusCode: '403', code: 'AccessDenied' });

    expect(await snapshot(s)).toBe(before);
    expect(await stored(s, 'port/big.png')).toBeNull();
    const health = await fetch(`${server.url}/storage/v1/object/public/images/seed/hero.webp`);
    expect(health.status).toBe(200);
  });
});
