import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '../../server/supabase/config.ts';
import { base32Encode, hotp, matchTotp, totpCode } from '../../server/supabase/auth/totp.ts';
import { LOCAL_ANON_KEY, adminCreateUser, authRequest, client, decodeJwt, startServer, totp } from './auth-helpers.ts';

let server: LocalSupabase;

beforeAll(async () => {
  server = await startServer({ rateLimit: { perAddress: 1000, perEmail: 5, windowMs: 60_000 } });
});
afterAll(async () => {
  await server?.close();
});

async function signIn(email: string, password: string): Promise<SupabaseClient> {
  const sb = client(server);
  const { error } = await sb.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return sb;
}

async function accessToken(sb: SupabaseClient): Promise<string> {
  return (await sb.auth.getSession()).data.session!.access_token;
}

/** Enrols a TOTP factor and returns its id and secret. */
async function enroll(sb: SupabaseClient, friendlyName: string) {
  const { data, error } = await sb.auth.mfa.enroll({ factorType: 'totp', friendlyName });
  expect(error).toBeNull();
  return { id: data!.id, secret: data!.totp.secret };
}

describe('RFC 6238 implementation', () => {
  it('matches the RFC test vectors (SHA1, truncated to 6 digits)', () => {
    const secret = Buffer.from('12345678901234567890');
    // RFC 6238 appendix B: T=59 → 94287082, T=1111111109 → 07081804, T=2000000000 → 69279037.
    expect(hotp(secret, Math.floor(59 / 30))).toBe('287082');
    expect(hotp(secret, Math.floor(1111111109 / 30))).toBe('081804');
    expect(hotp(secret, Math.floor(2000000000 / 30))).toBe('279037');
    expect(totpCode(base32Encode(secret), 59_000)).toBe('287082');
  });

  it('accepts ±1 step, refuses older steps and already used ones', () => {
    const secret = base32Encode(Buffer.from('12345678901234567890'));
    const now = 1_700_000_000_000;
    const step = Math.floor(now / 30_000);
    expect(matchTotp(secret, totp(secret, 0, now), null, now)).toBe(step);
    expect(matchTotp(secret, totp(secret, -1, now), null, now)).toBe(step - 1);
    expect(matchTotp(secret, totp(secret, 1, now), null, now)).toBe(step + 1);
    expect(matchTotp(secret, totp(secret, 2, now), null, now)).toBeNull();
    expect(matchTotp(secret, totp(secret, -2, now), null, now)).toBeNull();
    expect(matchTotp(secret, totp(secret, 0, now), step, now)).toBeNull();
    expect(matchTotp(secret, 'abcdef', null, now)).toBeNull();
  });
});

describe('TOTP enrolment, challenge, verification and removal', () => {
  const email = 'mfa@example.test';
  let sb: SupabaseClient;
  let factor: { id: string; secret: string };
  let usedCode: string;
  let weak: SupabaseClient;

  beforeAll(async () => {
    await adminCreateUser(server, email, 'mfa-password');
    sb = await signIn(email, 'mfa-password');
  });

  it('enrol returns a raw SVG QR code, a base32 secret and an otpauth URI', async () => {
    const before = await sb.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(before.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });

    const res = await authRequest(server, '/factors', {
      method: 'POST',
      token: await accessToken(sb),
      body: { friendly_name: 'Ponsel', factor_type: 'totp', issuer: 'Baitullah Travel' },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ type: 'totp', friendly_name: 'Ponsel' });
    expect(body.totp.qr_code.startsWith('<svg')).toBe(true);
    expect(body.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.totp.uri).toBe(
      `otpauth://totp/Baitullah%20Travel:${email}?secret=${body.totp.secret}&issuer=Baitullah%20Travel`,
    );
    factor = { id: body.id, secret: body.totp.secret };

    // Through supabase-js the SVG becomes a data URL.
    const viaClient = await sb.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Cadangan' });
    expect(viaClient.data?.totp.qr_code.startsWith('data:image/svg+xml;utf-8,<svg')).toBe(true);
    expect((await sb.auth.mfa.unenroll({ factorId: viaClient.data!.id })).error).toBeNull();

    const { data: factors } = await sb.auth.mfa.listFactors();
    expect(factors?.all.map((f) => f.id)).toEqual([factor.id]);
    expect(factors?.all[0]).toMatchObject({ friendly_name: 'Ponsel', factor_type: 'totp', status: 'unverified' });
    expect(factors?.totp).toEqual([]);
  });

  it('friendly names must be unique per user', async () => {
    const { error } = await sb.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Ponsel' });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('mfa_factor_name_conflict');
  });

  it('challenge accepts the camelCase body and expires in 300 s', async () => {
    const res = await authRequest(server, `/factors/${factor.id}/challenge`, {
      method: 'POST',
      token: await accessToken(sb),
      body: { factorId: factor.id, channel: 'sms' },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.type).toBe('totp');
    expect(body.expires_at - Date.now() / 1000).toBeGreaterThan(290);
    expect(body.expires_at - Date.now() / 1000).toBeLessThanOrEqual(301);
  });

  it('a wrong code → 422 mfa_verification_failed', async () => {
    const { data: challenge } = await sb.auth.mfa.challenge({ factorId: factor.id });
    const current = totp(factor.secret);
    const wrong = current === '000000' ? '111111' : '000000';
    const { error } = await sb.auth.mfa.verify({ factorId: factor.id, challengeId: challenge!.id, code: wrong });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('mfa_verification_failed');
  });

  it('the right code verifies the factor and upgrades the session to aal2', async () => {
    const { data: challenge } = await sb.auth.mfa.challenge({ factorId: factor.id });
    usedCode = totp(factor.secret);
    const { data, error } = await sb.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge!.id,
      code: usedCode,
    });
    expect(error).toBeNull();
    expect(data?.access_token).toBeTruthy();
    expect(data?.refresh_token).toBeTruthy();
    const { payload } = decodeJwt(data!.access_token);
    expect(payload.aal).toBe('aal2');
    expect(payload.amr.map((a: { method: string }) => a.method)).toEqual(['totp', 'password']);

    const aal = await sb.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const { data: factors } = await sb.auth.mfa.listFactors();
    expect(factors?.totp.map((f) => f.id)).toEqual([factor.id]);
    expect(factors?.totp[0].status).toBe('verified');

    // The refreshed session stays aal2.
    const refreshed = await sb.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session!.access_token).payload.aal).toBe('aal2');
  });

  it('a code can be used only once', async () => {
    const { data: challenge } = await sb.auth.mfa.challenge({ factorId: factor.id });
    const { error } = await sb.auth.mfa.verify({ factorId: factor.id, challengeId: challenge!.id, code: usedCode });
    expect(error?.code).toBe('mfa_verification_failed');
  });

  it('an expired challenge → 422 mfa_challenge_expired', async () => {
    const { data: challenge } = await sb.auth.mfa.challenge({ factorId: factor.id });
    await server.db.query(`update auth.mfa_challenges set created_at = now() - interval '301 seconds' where id = $1`, [
      challenge!.id,
    ]);
    const { error } = await sb.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge!.id,
      code: totp(factor.secret, 1),
    });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('mfa_challenge_expired');
  });

  it('an aal1 session of a user with a verified factor is held back', async () => {
    weak = await signIn(email, 'mfa-password');
    const aal = await weak.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });

    const pw = await weak.auth.updateUser({ password: 'another-password' });
    expect(pw.error?.status).toBe(401);
    expect(pw.error?.code).toBe('insufficient_aal');
    const mail = await weak.auth.updateUser({ email: 'mfa-new@example.test' });
    expect(mail.error?.status).toBe(401);
    expect(mail.error?.code).toBe('insufficient_aal');
    const meta = await weak.auth.updateUser({ data: { ok: true } });
    expect(meta.error).toBeNull();

    const unenroll = await weak.auth.mfa.unenroll({ factorId: factor.id });
    expect(unenroll.error?.status).toBe(422);
    expect(unenroll.error?.code).toBe('insufficient_aal');
    const another = await weak.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Lain' });
    expect(another.error?.status).toBe(403);
    expect(another.error?.code).toBe('insufficient_aal');

    // Passing the second factor lifts the restrictions (the next step's code: this step's is spent).
    const { error } = await weak.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totp(factor.secret, 1) });
    expect(error).toBeNull();
    expect((await weak.auth.updateUser({ password: 'another-password' })).error).toBeNull();
    // The new password ended the other sessions.
    expect((await authRequest(server, '/user', { token: await accessToken(sb) })).status).toBe(403);
  });

  it('unenrol with aal2 returns {id}; the user object then has no factors', async () => {
    const token = await accessToken(weak);
    const res = await authRequest(server, `/factors/${factor.id}`, { method: 'DELETE', token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: factor.id });
    const user = await (await authRequest(server, '/user', { token })).json();
    expect(user).not.toHaveProperty('factors');
    const again = await authRequest(server, `/factors/${factor.id}`, { method: 'DELETE', token });
    expect(again.status).toBe(404);
    expect((await again.json()).code).toBe('mfa_factor_not_found');
    // Without a verified factor a password sign-in is enough again.
    const plain = await signIn(email, 'another-password');
    expect((await plain.auth.mfa.getAuthenticatorAssuranceLevel()).data?.nextLevel).toBe('aal1');
  });
});

describe('factor housekeeping', () => {
  const email = 'factors@example.test';
  let sb: SupabaseClient;
  beforeAll(async () => {
    await adminCreateUser(server, email, 'factor-password');
    sb = await signIn(email, 'factor-password');
  });

  it('unverified factors older than 300 s disappear', async () => {
    const stale = await enroll(sb, 'Lama');
    await server.db.query(`update auth.mfa_factors set created_at = now() - interval '301 seconds' where id = $1`, [
      stale.id,
    ]);
    const { data } = await sb.auth.mfa.listFactors();
    expect(data?.all.map((f) => f.id)).not.toContain(stale.id);
    const challenge = await sb.auth.mfa.challenge({ factorId: stale.id });
    expect(challenge.error?.code).toBe('mfa_factor_not_found');
  });

  it('at most 10 factors', async () => {
    for (let i = 0; i < 10; i++) await enroll(sb, `F${i}`);
    const { error } = await sb.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'F10' });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('too_many_enrolled_mfa_factors');
  });

  it('factors of another user are invisible', async () => {
    const { data } = await sb.auth.mfa.listFactors();
    const foreign = data!.all[0].id;
    const admin = await signIn(DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD);
    const { error } = await admin.auth.mfa.challenge({ factorId: foreign });
    expect(error?.status).toBe(404);
    expect((await admin.auth.mfa.unenroll({ factorId: foreign })).error?.code).toBe('mfa_factor_not_found');
  });

  it('only TOTP can be enrolled; MFA endpoints need a user token', async () => {
    const phone = await sb.auth.mfa.enroll({ factorType: 'phone', phone: '+628123' });
    expect(phone.error?.status).toBe(422);
    const anon = await authRequest(server, '/factors', { method: 'POST', body: { factor_type: 'totp' } });
    expect(anon.status).toBe(403);
  });

  it('repeated wrong codes are rate limited per factor', async () => {
    await sb.auth.mfa.unenroll({ factorId: (await sb.auth.mfa.listFactors()).data!.all[0].id });
    const f = await enroll(sb, 'Brute');
    const wrong = totp(f.secret) === '123456' ? '654321' : '123456';
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 6; i++) {
      const { data: ch } = await sb.auth.mfa.challenge({ factorId: f.id });
      const { error } = await sb.auth.mfa.verify({ factorId: f.id, challengeId: ch!.id, code: wrong });
      codes.push(error?.code);
    }
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('mfa_verification_failed'));
    expect(codes[5]).toBe('over_request_rate_limit');
  });
});

describe('the REST layer honours aal for an administrator with MFA', () => {
  let restReady = false;
  beforeAll(async () => {
    const res = await server.app.request(`${server.config.siteUrl}/rest/v1/testimonials?select=id&limit=1`, {
      headers: { apikey: LOCAL_ANON_KEY },
    });
    restReady = res.status === 200 && Array.isArray(await res.json().catch(() => null));
  });

  it('aal1 is refused, aal2 accepted', async () => {
    expect(restReady, 'the REST layer must answer for this test to mean anything').toBe(true);
    const admin = await signIn(DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD);
    const f = await enroll(admin, 'Admin');
    const { error: verifyError } = await admin.auth.mfa.challengeAndVerify({ factorId: f.id, code: totp(f.secret) });
    expect(verifyError).toBeNull();
    const row = { name: 'Uji MFA', content: 'aal2', rating: 5 };
    const ok = await admin.from('testimonials').insert(row).select().single();
    expect(ok.error).toBeNull();

    const weak = await signIn(DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD);
    const denied = await weak.from('testimonials').insert(row);
    expect(denied.error?.code).toBe('42501');
  });
});
