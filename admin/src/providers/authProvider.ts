import type { AuthProvider } from 'react-admin';
import { supabaseAuthProvider } from 'ra-supabase';
import { ADMIN_BASENAME } from '../env.ts';
import { isNetworkError, toError } from '../lib/errors.ts';
import { clearMarker, hasMarker, setMarker } from './marker.ts';
import { guardDecision, type SessionState } from './guard.ts';
import { SESSION_STORAGE_KEY, supabase } from './supabase.ts';

/** Thrown by login() when the password was right but the account has a verified authenticator. */
export class SecondFactorRequired extends Error {
  readonly code = 'mfa_required';
  constructor() {
    super('Masukkan kode 6 digit dari aplikasi autentikator Anda.');
  }
}

export const NOT_ADMIN_MESSAGE = 'Akun ini bukan administrator.';

export interface LoginParams {
  email?: string;
  password?: string;
  /** Second step: the TOTP code, once the password step asked for it. */
  code?: string;
}

const base = supabaseAuthProvider(supabase, {
  getIdentity: async (user) => ({ id: user.id, fullName: user.email ?? 'Administrator', email: user.email }),
  getPermissions: async (user) => (user.app_metadata as { role?: string } | undefined)?.role ?? null,
});

async function needsSecondFactor(): Promise<boolean> {
  const { data, error } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
  if (error) throw error;
  return data.nextLevel === 'aal2' && data.currentLevel !== 'aal2';
}

/** Asks the server (GET /auth/v1/user), not only local storage, whether the session still holds. */
export async function sessionState(): Promise<SessionState> {
  const { data: sessionData, error: sessionError } = await supabase.auth.getSession();
  if (sessionError && isNetworkError(sessionError)) return 'unreachable';
  if (!sessionData.session) return 'missing';
  const { data, error } = await supabase.auth.getUser();
  if (error) return isNetworkError(error) ? 'unreachable' : 'invalid';
  if ((data.user.app_metadata as { role?: string })?.role !== 'admin') return 'invalid';
  try {
    return (await needsSecondFactor()) ? 'needs-second-factor' : 'valid';
  } catch (e) {
    return isNetworkError(e) ? 'unreachable' : 'invalid';
  }
}

/** Drops the local session even when the server cannot be told (offline or token already dead). */
async function dropLocalSession(): Promise<void> {
  const { error } = await supabase.auth.signOut({ scope: 'local' });
  if (error) localStorage.removeItem(SESSION_STORAGE_KEY);
}

export const authProvider: AuthProvider = {
  ...base,

  async login(params: LoginParams) {
    if (params.code !== undefined) {
      const { data: factors, error: listError } = await supabase.auth.mfa.listFactors();
      if (listError) throw listError;
      const factor = factors.totp[0];
      if (!factor) throw new Error('Autentikator tidak ditemukan. Silakan login kembali.');
      const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId: factor.id, code: params.code.trim() });
      if (error) throw error;
      setMarker();
      return;
    }
    const { data, error } = await supabase.auth.signInWithPassword({
      email: (params.email ?? '').trim(),
      password: params.password ?? '',
    });
    if (error) throw error;
    if ((data.user.app_metadata as { role?: string })?.role !== 'admin') {
      await dropLocalSession();
      throw new Error(NOT_ADMIN_MESSAGE);
    }
    if (await needsSecondFactor()) throw new SecondFactorRequired();
    setMarker();
  },

  async checkAuth() {
    const pathname = window.location.pathname;
    const marker = hasMarker();
    // Without the marker there is nothing to ask the server.
    const session: SessionState = marker ? await sessionState() : 'missing';
    const decision = guardDecision({ marker, session, pathname, basename: ADMIN_BASENAME });
    if (decision.allow) return;
    if (decision.clearMarker) clearMarker();
    throw { message: decision.message };
  },

  /**
   * `{ manual: true }` comes from the Logout button: it ends the session on
   * the server (every device, as supabase-js does by default); a failure is
   * reported and the user stays signed in. Any other call (guard, expired
   * session) always ends signed out in this browser.
   */
  async logout(params?: { manual?: boolean }) {
    if (params?.manual) {
      const { error } = await supabase.auth.signOut();
      if (error) throw toError(error);
      clearMarker();
      return;
    }
    // Only this browser: a stale tab must not sign the administrator out everywhere.
    clearMarker();
    await dropLocalSession();
  },

  async checkError(error) {
    try {
      await base.checkError(error);
    } catch {
      clearMarker();
      throw { message: 'Sesi login tidak valid. Silakan login kembali.' };
    }
  },

  async resetPassword(params: { email: string }) {
    const { error } = await supabase.auth.resetPasswordForEmail(params.email.trim(), {
      redirectTo: `${window.location.origin}${ADMIN_BASENAME}/set-password`,
    });
    if (error) throw error;
  },
};
