import type { AuthProvider } from 'react-admin';
import { supabaseAuthProvider } from 'ra-supabase';
import { ADMIN_BASENAME } from '../env.ts';
import { isNetworkError, markSessionEnded, ownError, toError } from '../lib/errors.ts';
import { drafts } from '../lib/drafts.ts';
import { clearMarker, hasMarker, setMarker } from './marker.ts';
import { callEndsSession, GUARD_MESSAGES, guardDecision, type SessionState } from './guard.ts';
import { reportSessionEnded, sessionStarted, whileSigningOut } from './session.ts';
import { auth, authOnlyClient, SESSION_STORAGE_KEY } from './auth-client.ts';

/** Thrown by login() when the password was right but the account has a verified authenticator. */
class SecondFactorRequired extends Error {
  readonly code = 'mfa_required';
  readonly translated = true;
  constructor() {
    super('Masukkan kode 6 digit dari aplikasi autentikator Anda.');
  }
}

const NOT_ADMIN_MESSAGE = 'Akun ini bukan administrator.';

interface LoginParams {
  email?: string;
  password?: string;
  /** Second step: the TOTP code, once the password step asked for it. */
  code?: string;
}

const base = supabaseAuthProvider(authOnlyClient, {
  getIdentity: async (user) => ({ id: user.id, fullName: user.email ?? 'Administrator', email: user.email }),
  getPermissions: async (user) => (user.app_metadata as { role?: string } | undefined)?.role ?? null,
});

async function needsSecondFactor(): Promise<boolean> {
  const { data, error } = await auth.mfa.getAuthenticatorAssuranceLevel();
  if (error) throw error;
  return data.nextLevel === 'aal2' && data.currentLevel !== 'aal2';
}

/** Asks the server (GET /auth/v1/user), not only local storage, whether the session still holds. */
async function sessionState(): Promise<SessionState> {
  const { data: sessionData, error: sessionError } = await auth.getSession();
  if (sessionError && isNetworkError(sessionError)) return 'unreachable';
  if (!sessionData.session) return 'missing';
  const { data, error } = await auth.getUser();
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
  const { error } = await auth.signOut({ scope: 'local' });
  if (error) localStorage.removeItem(SESSION_STORAGE_KEY);
}

export const authProvider: AuthProvider = {
  ...base,

  async login(params: LoginParams) {
    if (params.code !== undefined) {
      const { data: factors, error: listError } = await auth.mfa.listFactors();
      if (listError) throw listError;
      if (factors.totp.length === 0) throw ownError('Autentikator tidak ditemukan. Silakan login kembali.');
      // The code may come from any enrolled authenticator (the backup one too): the first that accepts it wins.
      let failure: unknown = null;
      for (const factor of factors.totp) {
        const { error } = await auth.mfa.challengeAndVerify({ factorId: factor.id, code: params.code.trim() });
        if (!error) {
          failure = null;
          break;
        }
        failure = failure ?? error;
      }
      if (failure) throw failure;
      setMarker();
      sessionStarted();
      return;
    }
    const { data, error } = await auth.signInWithPassword({
      email: (params.email ?? '').trim(),
      password: params.password ?? '',
    });
    if (error) throw error;
    if ((data.user.app_metadata as { role?: string })?.role !== 'admin') {
      await dropLocalSession();
      throw ownError(NOT_ADMIN_MESSAGE);
    }
    if (await needsSecondFactor()) throw new SecondFactorRequired();
    setMarker();
    sessionStarted();
  },

  async checkAuth() {
    const pathname = window.location.pathname;
    const marker = hasMarker();
    // Without the marker there is nothing to ask the server.
    const session: SessionState = marker ? await sessionState() : 'missing';
    const decision = guardDecision({ marker, session, pathname, basename: ADMIN_BASENAME });
    if (decision.allow) return;
    if (decision.clearMarker) clearMarker();
    // The watcher signs out, explains and redirects; react-admin itself says nothing more.
    reportSessionEnded(decision.message);
    throw { message: false };
  },

  /**
   * `{ manual: true }` comes from the Logout button: it ends the session on
   * the server (every device, as supabase-js does by default); a failure is
   * reported and the user stays signed in. Any other call (guard, expired
   * session) always ends signed out in this browser.
   */
  async logout(params?: { manual?: boolean }) {
    if (params?.manual) {
      const { error } = await whileSigningOut(() => auth.signOut());
      if (error) throw toError(error);
      clearMarker();
      // Signing out on purpose: whoever signs in next in this tab must not find this account's unsaved typing.
      drafts.clearAll();
      return;
    }
    // Only this browser: a stale tab must not sign the administrator out everywhere.
    clearMarker();
    await dropLocalSession();
  },

  /**
   * A data call failed. When that means the session is over, the admin signs
   * out (SessionWatcher), and the call still rejects with its own error,
   * marked as an ended session: had this rejected, react-admin would resolve
   * the call with empty data instead, and a save would look successful.
   */
  async checkError(error) {
    if (!(await callEndsSession(error, sessionState))) return;
    markSessionEnded(error);
    clearMarker();
    reportSessionEnded(GUARD_MESSAGES.invalidSession);
  },

  async resetPassword(params: { email: string }) {
    const { error } = await auth.resetPasswordForEmail(params.email.trim(), {
      redirectTo: `${window.location.origin}${ADMIN_BASENAME}/set-password`,
    });
    if (error) throw error;
  },
};
