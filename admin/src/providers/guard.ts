/**
 * The guard's decision, kept free of I/O so it can be unit-tested:
 * the marker and the state of the session in, what to do out.
 */
import { translateError } from '../lib/errors.ts';

export type SessionState = 'valid' | 'missing' | 'invalid' | 'needs-second-factor' | 'unreachable';

type GuardDecision = { allow: true } | { allow: false; clearMarker: boolean; message: string | false };

export const GUARD_MESSAGES = {
  // One sentence for every expired or revoked session, on every screen.
  invalidSession: 'Sesi berakhir, silakan login kembali',
  loginFirst: 'Anda harus login terlebih dahulu',
} as const;

/** Pages reachable without a session (the password recovery flow). */
const PUBLIC_ADMIN_PATHS = ['/login', '/forgot-password', '/set-password'];

export function isPublicAdminPath(pathname: string, basename: string): boolean {
  const rel = pathname.startsWith(basename) ? pathname.slice(basename.length) || '/' : pathname;
  return PUBLIC_ADMIN_PATHS.some((p) => rel === p || rel.startsWith(`${p}/`));
}

export function guardDecision(input: {
  marker: boolean;
  session: SessionState;
  pathname: string;
  basename: string;
}): GuardDecision {
  const { marker, session, pathname, basename } = input;
  if (isPublicAdminPath(pathname, basename)) return { allow: true };
  if (!marker) {
    // The profile page names the reason; elsewhere the login page is enough.
    const profile = pathname.replace(/\/+$/, '') === `${basename}/profile`;
    return { allow: false, clearMarker: false, message: profile ? GUARD_MESSAGES.loginFirst : false };
  }
  // Offline: keep the cached session; data calls report the network problem themselves.
  if (session === 'valid' || session === 'unreachable') return { allow: true };
  return { allow: false, clearMarker: true, message: GUARD_MESSAGES.invalidSession };
}

/**
 * Whether a failed data call means the session is over (authProvider.checkError).
 * A 401/403 answer, an expired token or a call refused for want of a local
 * session end it at once, as ra-supabase decides. A bare "permission denied"
 * (42501, the shape supabase-js gives, without a status) is also what a
 * revoked session gets from public.is_admin(), and what a signed-in account
 * without the right gets: the server is asked which one it is.
 */
export async function callEndsSession(error: unknown, askServer: () => Promise<SessionState>): Promise<boolean> {
  if (!error || typeof error !== 'object') return false;
  const e = error as { status?: unknown; name?: unknown; code?: unknown; body?: { code?: unknown } };
  if (e.status === 401 || e.status === 403) return true;
  if (e.status === 400 && e.name === 'AuthSessionMissingError') return true;
  if (translateError(error).sessionEnded) return true;
  if (e.code === '42501' || e.body?.code === '42501') {
    const state = await askServer();
    return state === 'invalid' || state === 'missing';
  }
  return false;
}
