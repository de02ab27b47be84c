import { useLayoutEffect } from 'react';
import { useLogout, useNotify } from 'react-admin';
import { onSessionEnded } from '../providers/session.ts';

let ending = false;

/**
 * Carries out providers/session.ts's one behaviour: local sign-out, the login
 * page with the reason, and the current screen remembered for after sign-in
 * (react-admin's logout keeps it as nextPathname).
 */
export function SessionWatcher() {
  const logout = useLogout();
  const notify = useNotify();
  // Layout effect: subscribed before any screen's effect can report.
  useLayoutEffect(
    () =>
      onSessionEnded((message) => {
        if (ending) return;
        ending = true;
        void Promise.resolve(logout({}, undefined, true)).finally(() => {
          ending = false;
          if (message) notify(message, { type: 'error', messageArgs: { description: '' }, autoHideDuration: 8000 });
        });
      }),
    [logout, notify],
  );
  return null;
}
