/**
 * One behaviour for every ended session: whoever notices it — the
 * guard, a data call, the auth client's own refresh — reports it here, and
 * the SessionWatcher (layout/SessionWatcher.tsx) signs out locally, goes to
 * the login page with the reason and comes back to the same screen after
 * signing in. Nothing else redirects on its own.
 */
import { SESSION_ENDED_MESSAGE } from '../lib/errors.ts';
import { hasMarker } from './marker.ts';
import { auth } from './auth-client.ts';

type SessionEndedListener = (message: string | false) => void;

const listeners = new Set<SessionEndedListener>();
const NOTICE_KEY = 'admin_session_notice';

let pending: { message: string | false } | null = null;
let lastReport = 0;
let ended = false;
/** Run first, synchronously, on every report: forms keep their unsaved typing before the screen goes. */
const keepers = new Set<() => void>();

/** `keep` runs when the session ends, before the admin leaves for the login page. */
export function beforeSessionEnds(keep: () => void): () => void {
  keepers.add(keep);
  return () => keepers.delete(keep);
}

/**
 * True from an ended session until the next sign-in: leaving a form with
 * changes is then not the user's choice (its changes are kept as a draft),
 * so nothing asks whether to discard them.
 */
export function sessionHasEnded(): boolean {
  return ended;
}

export function onSessionEnded(listener: SessionEndedListener): () => void {
  listeners.add(listener);
  // Reported before the watcher mounted (the guard's first check can be synchronous).
  if (pending) {
    const { message } = pending;
    pending = null;
    listener(message);
  }
  return () => listeners.delete(listener);
}

/** `false`: go to login without a message (a visit that was never signed in). */
export function reportSessionEnded(message: string | false = SESSION_ENDED_MESSAGE): void {
  ended = true;
  for (const keep of keepers) {
    try {
      keep();
    } catch (e) {
      console.error(e);
    }
  }
  // One ended session usually has several witnesses (guard, data call, auth event): act once.
  const now = Date.now();
  if (now - lastReport < 3000) return;
  lastReport = now;
  if (message) sessionStorage.setItem(NOTICE_KEY, message);
  if (!listeners.size) {
    pending = { message };
    return;
  }
  for (const l of listeners) l(message);
}

/** A successful sign-in starts a new session: its end must be reported again. */
export function sessionStarted(): void {
  ended = false;
  lastReport = 0;
  pending = null;
  clearSessionNotice();
}

/** The reason shown on the login page until the next successful sign-in. */
export function sessionNotice(): string | null {
  return sessionStorage.getItem(NOTICE_KEY);
}

function clearSessionNotice(): void {
  sessionStorage.removeItem(NOTICE_KEY);
}

/** Thrown instead of sending a data call without a session (it would run as a visitor and show public rows). */
class SessionEndedError extends Error {
  readonly status = 401;
  readonly code = 'session_ended';
  readonly translated = true;
  constructor() {
    super(SESSION_ENDED_MESSAGE);
  }
}

/** Resolves when a signed-in session is held locally (refreshed if needed), else reports and throws. */
export async function requireSession(): Promise<void> {
  const { data, error } = await auth.getSession();
  // Offline: let the call itself report the network problem.
  if (error && (error as { name?: string }).name === 'AuthRetryableFetchError') return;
  if (!data.session || !hasMarker()) throw new SessionEndedError();
}

let manualSignOut = false;

/** The Logout button's own sign-out is not an ended session. */
export async function whileSigningOut<T>(work: () => Promise<T>): Promise<T> {
  manualSignOut = true;
  try {
    return await work();
  } finally {
    manualSignOut = false;
  }
}

// supabase-js drops the session itself when a refresh is refused (revoked or expired refresh token).
auth.onAuthStateChange((event) => {
  if (event === 'SIGNED_OUT' && hasMarker() && !manualSignOut) reportSessionEnded();
});
