import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { adminCreateUser, client, startServer } from './auth-helpers.ts';

/**
 * Revocation over HTTP with the official client: once a session ends
 * (logout local/global/others, a password change), the access token it
 * issued, still unexpired, can no longer write as the administrator.
 */
let server: LocalSupabase;
const PASSWORD = 'admin-pass-123';
let counter = 0;

beforeAll(async () => {
  server = await startServer({ rateLimit: { perAddress: 0, perEmail: 0, windowMs: 1000 } });
});
afterAll(async () => {
  await server?.close();
});

async function newAdmin(): Promise<string> {
  const email = `owner-${++counter}@example.test`;
  await adminCreateUser(server, email, PASSWORD, { app_metadata: { role: 'admin' } });
  return email;
}

async function signIn(email: string, password = PASSWORD): Promise<{ sb: SupabaseClient; token: string }> {
  const sb = client(server);
  const { data, error } = await sb.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return { sb, token: data.session!.access_token };
}

/** A fresh client that only knows the old access token: what an attacker who copied it holds. */
async function writeWith(token: string): Promise<{ status: number; code?: string }> {
  const sb = client(server);
  const { error, status } = await sb
    .from('testimonials')
    .insert({ name: 'Uji', content: 'Alhamdulillah.' })
    .setHeader('Authorization', `Bearer ${token}`);
  return { status, code: error?.code };
}

describe('ending a session ends administrator rights at once', () => {
  it('logout (scope local) revokes the token of that session', async () => {
    const email = await newAdmin();
    const { sb, token } = await signIn(email);
    expect((await writeWith(token)).status).toBe(201);
    expect((await sb.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect(await writeWith(token)).toEqual({ status: 403, code: '42501' });
  });

  it('logout (scope global) revokes the tokens of every session of the user', async () => {
    const email = await newAdmin();
    const a = await signIn(email);
    const b = await signIn(email);
    expect((await writeWith(b.token)).status).toBe(201);
    expect((await a.sb.auth.signOut({ scope: 'global' })).error).toBeNull();
    expect(await writeWith(a.token)).toEqual({ status: 403, code: '42501' });
    expect(await writeWith(b.token)).toEqual({ status: 403, code: '42501' });
  });

  it('"keluar dari semua sesi" on other devices (scope others) revokes them and keeps this one', async () => {
    const email = await newAdmin();
    const here = await signIn(email);
    const there = await signIn(email);
    expect((await here.sb.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect(await writeWith(there.token)).toEqual({ status: 403, code: '42501' });
    expect((await writeWith(here.token)).status).toBe(201);
  });

  it('a password change revokes every other session', async () => {
    const email = await newAdmin();
    const stolen = await signIn(email);
    const owner = await signIn(email);
    expect((await writeWith(stolen.token)).status).toBe(201);
    const { error } = await owner.sb.auth.updateUser({ password: 'a-brand-new-password' });
    expect(error).toBeNull();
    expect(await writeWith(stolen.token)).toEqual({ status: 403, code: '42501' });
    expect((await writeWith(owner.token)).status).toBe(201);
  });
});
