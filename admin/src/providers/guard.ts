/**
 * The guard's decision, kept free of I/O so it can be unit-tested:
 * the marker and the state of the session in, what to do out.
 */
export type SessionState = 'valid' | 'missing' | 'invalid' | 'needs-second-factor' | 'unreachable';

export type GuardDecision = { allow: true } | { allow: false; clearMarker: boolean; message: string | false };

export const GUARD_MESSAGES = {
  // Issue 10: one sentence for every expired or revoked session, on every screen.
  invalidSession: 'Sesi berakhir, silakan login kembali',
  loginFirst: 'Anda harus login terlebih dahulu',
} as const;

/** Pages reachable without a session (the password recovery flow). */
export const PUBLIC_ADMIN_PATHS = ['/login', '/forgot-password', '/set-password'];

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
    // SPEC §4: the profile page names the reason; elsewhere the login page is enough.
    const profile = pathname.replace(/\/+$/, '') === `${basename}/profile`;
    return { allow: false, clearMarker: false, message: profile ? GUARD_MESSAGES.loginFirst : false };
  }
  // Offline: keep the cached session; data calls report the network problem themselves.
  if (session === 'valid' || session === 'unreachable') return { allow: true };
  return { allow: false, clearMarker: true, message: GUARD_MESSAGES.invalidSession };
}
