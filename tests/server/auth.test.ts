import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD, LOCAL_JWT_SECRET } from '../../server/supabase/config.ts';
import {
  LOCAL_ANON_KEY,
  adminCreateUser,
  authRequest,
  client,
  decodeJwt,
  followLink,
  outbox,
  serviceClient,
  startServer,
} from './auth-helpers.ts';

let server: LocalSupabase;
let site: string;

beforeAll(async () => {
  // Dozens of sign-ins from one address: the limiter has its own test file.
  server = await startServer({ rateLimit: { perAddress: 1000, perEmail: 1000, windowMs: 60_000 } });
  site = server.config.siteUrl;
});
afterAll(async () => {
  await server?.close();
});

async function signIn(email: string, password: string) {
  const sb = client(server);
  const { data, error } = await sb.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return { sb, session: data.session! };
}

async function rawSignIn(email: string, password: string) {
  const res = await authRequest(server, '/token?grant_type=password', {
    method: 'POST',
    body: { email, password, gotrue_meta_security: {} },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { access_token: string; refresh_token: string };
}

async function rawRefresh(refreshToken: string) {
  const res = await authRequest(server, '/token?grant_type=refresh_token', {
    method: 'POST',
    body: { refresh_token: refreshToken },
  });
  return { status: res.status, body: (await res.json()) as Record<string, string> };
}

describe('password sign-in', () => {
  it('returns a full session with GoTrue-shaped user and claims', async () => {
    const { session } = await signIn(DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD);
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(session.refresh_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(session.access_token.split('.')).toHaveLength(3);
    expect(session.access_token).not.toContain('=');

    const { header, payload } = decodeJwt(session.access_token);
    expect(header.alg).toBe('HS256');
    expect(payload).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      iss: `${site}/auth/v1`,
      email: DEFAULT_ADMIN_EMAIL,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'], role: 'admin' },
      user_metadata: {},
      aal: 'aal1',
      is_anonymous: false,
    });
    expect(payload.sub).toBe(session.user.id);
    expect(payload.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(payload.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    expect(payload.exp - payload.iat).toBe(3600);
    expect(session.expires_at).toBe(payload.exp);

    const user = session.user;
    expect(user).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email: DEFAULT_ADMIN_EMAIL,
      phone: '',
      is_anonymous: false,
      app_metadata: { role: 'admin', provider: 'email' },
    });
    expect(user.email_confirmed_at).toBeTruthy();
    expect(user.last_sign_in_at).toBeTruthy();
    expect(user.identities?.[0]).toMatchObject({ provider: 'email', user_id: user.id });
    expect(user).not.toHaveProperty('factors');
  });

  it('rejects a wrong password and an unknown e-mail the same way', async () => {
    const sb = client(server);
    for (const [email, password] of [
      [DEFAULT_ADMIN_EMAIL, 'wrong-password'],
      ['nobody@example.test', 'whatever1'],
    ]) {
      const { data, error } = await sb.auth.signInWithPassword({ email, password });
      expect(data.session).toBeNull();
      expect(error?.status).toBe(400);
      expect(error?.code).toBe('invalid_credentials');
      expect(error?.message).toBe('Invalid login credentials');
    }
  });

  it('answers in the 2024 error form with the API version header', async () => {
    const res = await authRequest(server, '/token?grant_type=password', {
      method: 'POST',
      body: { email: DEFAULT_ADMIN_EMAIL },
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    const body = await res.json();
    expect(body).toEqual({
      code: 'validation_failed',
      error_code: 'validation_failed',
      message: expect.any(String),
      msg: body.message,
    });
  });

  it('refuses an unconfirmed e-mail', async () => {
    const { error } = await serviceClient(server).auth.admin.createUser({
      email: 'unconfirmed@example.test',
      password: 'secret123',
    });
    expect(error).toBeNull();
    const { error: signInError } = await client(server).auth.signInWithPassword({
      email: 'unconfirmed@example.test',
      password: 'secret123',
    });
    expect(signInError?.code).toBe('email_not_confirmed');
  });
});

describe('malformed requests never cause a 500', () => {
  it('bad JSON → 400 bad_json', async () => {
    const res = await authRequest(server, '/token?grant_type=password', { method: 'POST', body: '{"email":' });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('bad_json');
  });

  it('a JSON array body → 400 bad_json', async () => {
    const res = await authRequest(server, '/recover', { method: 'POST', body: '[1,2]' });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('bad_json');
  });

  it('wrong field types → 400 validation_failed', async () => {
    const res = await authRequest(server, '/token?grant_type=password', {
      method: 'POST',
      body: { email: ['a'], password: 5 },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('validation_failed');
  });

  it('an oversized body → 413', async () => {
    const res = await authRequest(server, '/token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(server.config.maxJsonBody + 10) }),
    });
    expect(res.status).toBe(413);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  });

  it('an unknown grant type → 400, an unknown path → 404 not_found', async () => {
    const grant = await authRequest(server, '/token?grant_type=magic', { method: 'POST', body: {} });
    expect(grant.status).toBe(400);
    const res = await authRequest(server, '/no/such/endpoint');
    expect(res.status).toBe(404);
    expect((await res.json()).code).toBe('not_found');
  });

  it('a malformed factor or user id is a 4xx, not a crash', async () => {
    const { access_token } = await rawSignIn(DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD);
    const factor = await authRequest(server, '/factors/not-a-uuid/challenge', { method: 'POST', token: access_token });
    expect(factor.status).toBe(404);
    const admin = await serviceClient(server).auth.admin.updateUserById('00000000-0000-4000-8000-000000000000', {
      user_metadata: { a: 1 },
    });
    expect(admin.error?.status).toBe(404);
  });
});

describe('public endpoints', () => {
  it('settings say sign-up is disabled, and sign-up is refused', async () => {
    const settings = await (await authRequest(server, '/settings')).json();
    expect(settings.disable_signup).toBe(true);
    const { error } = await client(server).auth.signUp({ email: 'new@example.test', password: 'secret123' });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('signup_disabled');
  });

  it('health and an empty key set (HS256 only)', async () => {
    expect((await authRequest(server, '/health')).status).toBe(200);
    const jwks = await authRequest(server, '/.well-known/jwks.json');
    expect(await jwks.json()).toEqual({ keys: [] });
  });

  it('getClaims falls back to GET /user and validates the token', async () => {
    const { sb } = await signIn(DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD);
    const { data, error } = await sb.auth.getClaims();
    expect(error).toBeNull();
    expect(data?.claims.email).toBe(DEFAULT_ADMIN_EMAIL);
  });
});

describe('refresh tokens', () => {
  let email: string;
  beforeAll(async () => {
    email = 'refresh@example.test';
    await adminCreateUser(server, email, 'refresh-pass');
  });

  it('rotates: a new refresh token and access token for the same session', async () => {
    const { sb, session } = await signIn(email, 'refresh-pass');
    const { data, error } = await sb.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(error).toBeNull();
    expect(data.session!.refresh_token).not.toBe(session.refresh_token);
    expect(decodeJwt(data.session!.access_token).payload.session_id).toBe(
      decodeJwt(session.access_token).payload.session_id,
    );
    const { data: userData, error: userError } = await sb.auth.getUser();
    expect(userError).toBeNull();
    expect(userData.user?.email).toBe(email);
  });

  it('tolerates the parent of the live token briefly (lost response), then not', async () => {
    const first = await rawSignIn(email, 'refresh-pass');
    const second = await rawRefresh(first.refresh_token);
    expect(second.status).toBe(200);
    const again = await rawRefresh(first.refresh_token);
    expect(again.status).toBe(200);
    expect(again.body.refresh_token).not.toBe(second.body.refresh_token);

    // Outside the reuse interval the same presentation is an attack.
    await server.db.query(`update auth.refresh_tokens set updated_at = now() - interval '1 minute' where revoked`);
    const late = await rawRefresh(first.refresh_token);
    expect(late.status).toBe(400);
    expect(late.body.code).toBe('refresh_token_already_used');
  });

  it('reuse of an older revoked token → refresh_token_already_used and the family is revoked', async () => {
    const t0 = await rawSignIn(email, 'refresh-pass');
    const t1 = await rawRefresh(t0.refresh_token);
    const t2 = await rawRefresh(t1.body.refresh_token);
    expect(t2.status).toBe(200);

    const reuse = await rawRefresh(t0.refresh_token);
    expect(reuse.status).toBe(400);
    expect(reuse.body).toMatchObject({
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });

    // The live token of that session is now dead too.
    const live = await rawRefresh(t2.body.refresh_token);
    expect(live.status).toBe(400);

    // Through supabase-js: the error surfaces with its code.
    const sb = client(server);
    const { error } = await sb.auth.refreshSession({ refresh_token: t1.body.refresh_token });
    expect(error?.code).toBe('refresh_token_already_used');
  });

  it('an unknown refresh token → refresh_token_not_found', async () => {
    const res = await rawRefresh('does-not-exist');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('refresh_token_not_found');
  });
});

describe('access tokens on user endpoints', () => {
  const key = new TextEncoder().encode(LOCAL_JWT_SECRET);
  let userId: string;
  let sessionId: string;

  beforeAll(async () => {
    const { session } = await signIn(DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD);
    userId = session.user.id;
    sessionId = decodeJwt(session.access_token).payload.session_id;
  });

  const claims = () => ({ sub: userId, role: 'authenticated', aud: 'authenticated', session_id: sessionId });

  it('a token signed with another secret → 403 bad_jwt', async () => {
    const forged = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const res = await authRequest(server, '/user', { token: forged });
    expect(res.status).toBe(403);
    expect((await res.json()).code).toBe('bad_jwt');
    const { error } = await client(server).auth.getUser(forged);
    expect(error?.code).toBe('bad_jwt');
  });

  it('an expired token → bad_jwt "token is expired"', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(key);
    const res = await authRequest(server, '/user', { token: expired });
    expect([401, 403]).toContain(res.status);
    const body = await res.json();
    expect(body.code).toBe('bad_jwt');
    expect(body.message).toContain('token is expired');
  });

  it('alg:none → 403 bad_jwt', async () => {
    const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const exp = Math.floor(Date.now() / 1000) + 3600;
    for (const token of [
      `${enc({ alg: 'none', typ: 'JWT' })}.${enc({ ...claims(), exp })}.`,
      `${enc({ alg: 'none', typ: 'JWT' })}.${enc({ ...claims(), exp })}.c2ln`,
    ]) {
      const res = await authRequest(server, '/user', { token });
      expect(res.status).toBe(403);
      expect((await res.json()).code).toBe('bad_jwt');
    }
  });

  it('the anon key is not a user; no token at all → 401 no_authorization', async () => {
    const anon = await authRequest(server, '/user');
    expect(anon.status).toBe(403);
    expect((await anon.json()).code).toBe('bad_jwt');
    const none = await server.app.request(`${site}/auth/v1/user`, { headers: { apikey: LOCAL_ANON_KEY } });
    expect(none.status).toBe(401);
    expect((await none.json()).code).toBe('no_authorization');
  });

  it('a forged apikey is refused even with a valid bearer', async () => {
    const { access_token } = await rawSignIn(DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD);
    const res = await authRequest(server, '/user', { token: access_token, headers: { apikey: 'x.y.z' } });
    expect(res.status).toBe(401);
  });
});

describe('changing the password', () => {
  const email = 'pw@example.test';
  beforeAll(async () => {
    await adminCreateUser(server, email, 'old-password');
  });

  it('rejects weak and unchanged passwords, then changes it and ends other sessions', async () => {
    const { sb } = await signIn(email, 'old-password');
    const other = await rawSignIn(email, 'old-password');

    const weak = await sb.auth.updateUser({ password: '12345' });
    expect(weak.error?.status).toBe(422);
    expect(weak.error?.code).toBe('weak_password');
    expect((weak.error as unknown as { reasons: string[] }).reasons).toEqual(['length']);

    const same = await sb.auth.updateUser({ password: 'old-password' });
    expect(same.error?.status).toBe(422);
    expect(same.error?.code).toBe('same_password');

    const ok = await sb.auth.updateUser({ password: 'new-password' });
    expect(ok.error).toBeNull();
    expect(ok.data.user?.email).toBe(email);

    const oldLogin = await client(server).auth.signInWithPassword({ email, password: 'old-password' });
    expect(oldLogin.error?.code).toBe('invalid_credentials');
    await signIn(email, 'new-password');

    // This session keeps working; the other device is signed out.
    expect((await sb.auth.getUser()).error).toBeNull();
    const res = await authRequest(server, '/user', { token: other.access_token });
    expect(res.status).toBe(403);
    expect((await res.json()).code).toBe('session_not_found');
  });

  it('user_metadata is merged by PUT /user data', async () => {
    const { sb } = await signIn(email, 'new-password');
    await sb.auth.updateUser({ data: { name: 'Budi', city: 'Bandung' } });
    const { data } = await sb.auth.updateUser({ data: { city: null, phone: '0812' } });
    expect(data.user?.user_metadata).toEqual({ name: 'Budi', phone: '0812' });
  });
});

describe('changing the e-mail', () => {
  const oldEmail = 'change-me@example.test';
  const newEmail = 'changed@example.test';
  beforeAll(async () => {
    await adminCreateUser(server, oldEmail, 'change-pass');
  });

  it('takes effect only after the link mailed to the new address is followed', async () => {
    const { sb } = await signIn(oldEmail, 'change-pass');
    const { data, error } = await sb.auth.updateUser({ email: newEmail }, { emailRedirectTo: `${site}/admin/` });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(oldEmail);
    expect(data.user?.new_email).toBe(newEmail);
    expect((await sb.auth.getUser()).data.user?.new_email).toBe(newEmail);

    expect(await outbox(server, oldEmail)).toEqual([]);
    const mails = await outbox(server, newEmail);
    expect(mails).toHaveLength(1);
    const link = mails[0].link!;
    expect(link.startsWith(`${site}/auth/v1/verify?token=`)).toBe(true);
    const url = new URL(link);
    expect(url.searchParams.get('type')).toBe('email_change');
    expect(url.searchParams.get('redirect_to')).toBe(`${site}/admin/`);

    // Until confirmed, only the old address signs in.
    await signIn(oldEmail, 'change-pass');
    const early = await client(server).auth.signInWithPassword({ email: newEmail, password: 'change-pass' });
    expect(early.error?.code).toBe('invalid_credentials');

    const followed = await followLink(server, link);
    expect(followed.status).toBe(303);
    expect(followed.target).toBe(`${site}/admin/`);
    expect(followed.params.get('type')).toBe('email_change');
    expect(followed.params.get('token_type')).toBe('bearer');
    const token = followed.params.get('access_token')!;
    const { data: confirmed } = await client(server).auth.getUser(token);
    expect(confirmed.user?.email).toBe(newEmail);
    expect(confirmed.user).not.toHaveProperty('new_email');

    await signIn(newEmail, 'change-pass');
    const late = await client(server).auth.signInWithPassword({ email: oldEmail, password: 'change-pass' });
    expect(late.error?.code).toBe('invalid_credentials');

    const reused = await followLink(server, link);
    expect(reused.params.get('error_code')).toBe('otp_expired');
    expect(reused.params.get('access_token')).toBeNull();
  });

  it('refuses an address another account already uses', async () => {
    const { sb } = await signIn(newEmail, 'change-pass');
    const { error } = await sb.auth.updateUser({ email: DEFAULT_ADMIN_EMAIL });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('email_exists');
    const invalid = await sb.auth.updateUser({ email: 'not-an-email' });
    expect(invalid.error?.status).toBe(400);
  });
});

describe('password recovery', () => {
  const email = 'forgot@example.test';
  beforeAll(async () => {
    await adminCreateUser(server, email, 'forgotten-pass');
  });

  it('answers {} for unknown addresses and mails nothing', async () => {
    const res = await authRequest(server, '/recover', { method: 'POST', body: { email: 'ghost@example.test' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    expect(await outbox(server, 'ghost@example.test')).toEqual([]);
  });

  it('mails a link that opens a recovery session; the new password then works', async () => {
    const sb = client(server);
    const { error } = await sb.auth.resetPasswordForEmail(email, { redirectTo: `${site}/admin/` });
    expect(error).toBeNull();
    const [mail] = await outbox(server, email);
    expect(mail.link).toContain('type=recovery');

    const { status, target, params } = await followLink(server, mail.link!);
    expect(status).toBe(303);
    expect(target).toBe(`${site}/admin/`);
    expect(params.get('type')).toBe('recovery');
    expect(params.get('expires_in')).toBe('3600');
    expect(Number(params.get('expires_at'))).toBeGreaterThan(Date.now() / 1000);
    expect(params.get('token_type')).toBe('bearer');

    // What ra-supabase's set-password page does.
    const { error: setError } = await sb.auth.setSession({
      access_token: params.get('access_token')!,
      refresh_token: params.get('refresh_token')!,
    });
    expect(setError).toBeNull();
    expect((await sb.auth.updateUser({ password: 'remembered-pass' })).error).toBeNull();
    await signIn(email, 'remembered-pass');

    const reused = await followLink(server, mail.link!);
    expect(reused.params.get('error')).toBe('access_denied');
    expect(reused.params.get('error_code')).toBe('otp_expired');
  });

  it('never redirects off-site, and expired links fail', async () => {
    await client(server).auth.resetPasswordForEmail(email, { redirectTo: 'https://evil.example/steal' });
    const mails = await outbox(server, email);
    const link = mails[mails.length - 1].link!;
    expect(new URL(link).searchParams.get('redirect_to')).toBe(`${site}/`);

    await server.db.query(`update auth.users set recovery_sent_at = now() - interval '2 hours' where email = $1`, [
      email,
    ]);
    const expired = await followLink(server, link);
    expect(expired.target).toBe(`${site}/`);
    expect(expired.params.get('error_code')).toBe('otp_expired');

    const forged = await followLink(
      server,
      `${site}/auth/v1/verify?token=nope&type=recovery&redirect_to=https://evil.example/`,
    );
    expect(forged.target).toBe(`${site}/`);
    expect(forged.params.get('error_code')).toBe('otp_expired');
  });
});

describe('signing out', () => {
  const email = 'logout@example.test';
  beforeAll(async () => {
    await adminCreateUser(server, email, 'logout-pass');
  });

  it('scope=local ends only this session, scope=others the rest', async () => {
    const a = await rawSignIn(email, 'logout-pass');
    const b = await rawSignIn(email, 'logout-pass');
    const c = await rawSignIn(email, 'logout-pass');

    const out = await authRequest(server, '/logout?scope=local', { method: 'POST', token: a.access_token });
    expect(out.status).toBe(204);
    const gone = await authRequest(server, '/user', { token: a.access_token });
    expect(gone.status).toBe(403);
    expect((await gone.json()).code).toBe('session_not_found');
    expect((await rawRefresh(a.refresh_token)).status).toBe(400);
    expect((await authRequest(server, '/user', { token: b.access_token })).status).toBe(200);

    expect((await authRequest(server, '/logout?scope=others', { method: 'POST', token: b.access_token })).status).toBe(
      204,
    );
    expect((await authRequest(server, '/user', { token: b.access_token })).status).toBe(200);
    expect((await authRequest(server, '/user', { token: c.access_token })).status).toBe(403);
  });

  it('supabase-js signOut() (global) revokes every session; refresh then fails', async () => {
    const { sb, session } = await signIn(email, 'logout-pass');
    const other = await rawSignIn(email, 'logout-pass');
    const { error } = await sb.auth.signOut();
    expect(error).toBeNull();
    expect((await sb.auth.getSession()).data.session).toBeNull();

    const { error: userError } = await client(server).auth.getUser(session.access_token);
    expect(userError?.name).toBe('AuthSessionMissingError');
    expect((await authRequest(server, '/user', { token: other.access_token })).status).toBe(403);
    const refresh = await rawRefresh(session.refresh_token);
    expect(refresh.status).toBe(400);
    expect(refresh.body.code).toBe('refresh_token_not_found');
  });

  it('an invalid scope is rejected', async () => {
    const { access_token } = await rawSignIn(email, 'logout-pass');
    const res = await authRequest(server, '/logout?scope=everyone', { method: 'POST', token: access_token });
    expect(res.status).toBe(400);
  });
});

describe('admin API', () => {
  let admin: SupabaseClient;
  beforeAll(() => {
    admin = serviceClient(server);
  });

  it('creates, lists, reads, updates and deletes users with the service_role key', async () => {
    const created = await admin.auth.admin.createUser({
      email: 'Ops@Example.test',
      password: 'ops-password',
      email_confirm: true,
      app_metadata: { team: 'ops' },
      user_metadata: { name: 'Ops' },
    });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    expect(created.data.user).toMatchObject({
      email: 'ops@example.test',
      app_metadata: { provider: 'email', providers: ['email'], team: 'ops' },
      user_metadata: { name: 'Ops' },
    });
    expect(created.data.user!.email_confirmed_at).toBeTruthy();

    const dup = await admin.auth.admin.createUser({ email: 'ops@example.test', password: 'ops-password' });
    expect(dup.error?.status).toBe(422);
    expect(dup.error?.code).toBe('email_exists');
    const weak = await admin.auth.admin.createUser({ email: 'weak@example.test', password: '123' });
    expect(weak.error?.code).toBe('weak_password');

    const list = await admin.auth.admin.listUsers({ page: 1, perPage: 2 });
    expect(list.error).toBeNull();
    expect(list.data.users).toHaveLength(2);
    expect((list.data as unknown as { total: number }).total).toBeGreaterThan(2);
    const all = await admin.auth.admin.listUsers({ perPage: 1000 });
    expect(all.data.users.map((u) => u.email)).toContain('ops@example.test');

    const got = await admin.auth.admin.getUserById(id);
    expect(got.data.user?.email).toBe('ops@example.test');

    const updated = await admin.auth.admin.updateUserById(id, {
      password: 'ops-password-2',
      user_metadata: { name: 'Ops 2' },
      app_metadata: { team: null, level: 3 },
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toEqual({ name: 'Ops 2' });
    expect(updated.data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'], level: 3 });
    await signIn('ops@example.test', 'ops-password-2');

    const deleted = await admin.auth.admin.deleteUser(id);
    expect(deleted.error).toBeNull();
    expect((await admin.auth.admin.getUserById(id)).error?.status).toBe(404);
    const login = await client(server).auth.signInWithPassword({
      email: 'ops@example.test',
      password: 'ops-password-2',
    });
    expect(login.error?.code).toBe('invalid_credentials');
  });

  it('is denied to the anon key and to signed-in users (even the administrator)', async () => {
    const anon = await client(server).auth.admin.listUsers();
    expect(anon.error?.status).toBe(403);
    expect(anon.error?.code).toBe('not_admin');

    const { access_token } = await rawSignIn(DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD);
    for (const [method, path] of [
      ['GET', '/admin/users'],
      ['POST', '/admin/users'],
      ['DELETE', '/admin/users/00000000-0000-4000-8000-000000000000'],
    ]) {
      const res = await authRequest(server, path, {
        method,
        token: access_token,
        body: method === 'GET' ? undefined : {},
      });
      expect(res.status).toBe(403);
      expect((await res.json()).code).toBe('not_admin');
    }
    const none = await server.app.request(`${site}/auth/v1/admin/users`);
    expect(none.status).toBe(401);
  });
});

describe('the REST layer accepts the access token', () => {
  let restReady = false;
  beforeAll(async () => {
    const res = await server.app.request(`${site}/rest/v1/testimonials?select=id&limit=1`, {
      headers: { apikey: LOCAL_ANON_KEY },
    });
    restReady = res.status === 200 && Array.isArray(await res.json().catch(() => null));
  });

  it('the administrator may write, the anon key may not', async () => {
    expect(restReady, 'the REST layer must answer for this test to mean anything').toBe(true);
    const { sb } = await signIn(DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD);
    const { data, error } = await sb
      .from('testimonials')
      .insert({ name: 'Uji Auth', content: 'Token admin diterima', rating: 5 })
      .select()
      .single();
    expect(error).toBeNull();
    expect(data.name).toBe('Uji Auth');
    await sb.from('testimonials').delete().eq('id', data.id);

    const anon = await client(server).from('testimonials').insert({ name: 'Anon', content: 'x', rating: 5 });
    expect(anon.error?.code).toBe('42501');

    // A signed-out token no longer counts as a session for auth, and a plain user is no administrator.
    await adminCreateUser(server, 'plain@example.test', 'plain-pass');
    const { sb: plain } = await signIn('plain@example.test', 'plain-pass');
    const denied = await plain.from('testimonials').insert({ name: 'Plain', content: 'x', rating: 5 });
    expect(denied.error?.code).toBe('42501');
    expect(denied.status).toBe(403);
  });
});
