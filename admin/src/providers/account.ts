import { createClient, type Factor, type User } from '@supabase/supabase-js';
import { ADMIN_BASENAME, SUPABASE_ANON_KEY, SUPABASE_URL } from '../env.ts';
import { ownError } from '../lib/errors.ts';
import { auth } from './auth-client.ts';

/** Account operations of the profile screen: e-mail, password, TOTP second factor. */

export async function getCurrentUser(): Promise<User> {
  const { data, error } = await auth.getUser();
  if (error) throw error;
  return data.user;
}

/** The change takes effect when the link sent to the new address is followed. */
export async function requestEmailChange(email: string): Promise<User> {
  const { data, error } = await auth.updateUser(
    { email: email.trim() },
    { emailRedirectTo: `${window.location.origin}${ADMIN_BASENAME}/profile` },
  );
  if (error) throw error;
  return data.user;
}

export const WRONG_CURRENT_PASSWORD = 'Password saat ini salah';

/**
 * The current password is optional (accounts recovered by e-mail may not
 * know it). When given it is checked with a throw-away client, so the admin's
 * own session (possibly aal2) is left untouched.
 */
export async function changePassword(params: {
  email: string;
  currentPassword?: string;
  newPassword: string;
}): Promise<void> {
  if (params.currentPassword) {
    const probe = createClient(SUPABASE_URL, SUPABASE_ANON_KEY, {
      auth: {
        persistSession: false,
        autoRefreshToken: false,
        detectSessionInUrl: false,
        storageKey: 'sb-password-probe',
      },
    });
    const { error } = await probe.auth.signInWithPassword({ email: params.email, password: params.currentPassword });
    if (error) throw error.code === 'invalid_credentials' ? ownError(WRONG_CURRENT_PASSWORD) : error;
    await probe.auth.signOut({ scope: 'local' });
  }
  const { error } = await auth.updateUser({ password: params.newPassword });
  if (error) throw error;
}

export async function listTotpFactors(): Promise<Factor[]> {
  const { data, error } = await auth.mfa.listFactors();
  if (error) throw error;
  return data.all.filter((f) => f.factor_type === 'totp');
}

export interface TotpEnrollment {
  factorId: string;
  /** data: URL of the QR code image. */
  qrCode: string;
  secret: string;
  uri: string;
}

/** Starts an enrolment under the owner's name for it; stale unverified factors are removed first. */
export async function enrollTotp(friendlyName: string): Promise<TotpEnrollment> {
  for (const f of await listTotpFactors()) {
    if (f.status !== 'verified') await auth.mfa.unenroll({ factorId: f.id });
  }
  const { data, error } = await auth.mfa.enroll({
    factorType: 'totp',
    friendlyName: friendlyName.trim(),
    issuer: 'Baitullah Admin',
  });
  if (error) throw error;
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret, uri: data.totp.uri };
}

/** Challenge + verify: on success supabase-js stores the new aal2 session. */
export async function verifyTotp(factorId: string, code: string): Promise<void> {
  const { error } = await auth.mfa.challengeAndVerify({ factorId, code: code.trim() });
  if (error) throw error;
}

export async function removeFactor(factorId: string): Promise<void> {
  const { error } = await auth.mfa.unenroll({ factorId });
  if (error) throw error;
  // The token still says aal2 with a factor that no longer exists: refresh it.
  await auth.refreshSession();
}
