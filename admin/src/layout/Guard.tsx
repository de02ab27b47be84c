import { useEffect, useState, type ReactNode } from 'react';
import { useAuthProvider } from 'react-admin';
import { useLocation } from 'react-router';
import { LoadingScreen } from './LoadingScreen.tsx';

/**
 * Admin screens render only with the marker and a valid session
 * (authProvider.checkAuth), asked again on every screen change. Until the
 * first answer nothing of the admin renders and no data call leaves; a
 * refusal is reported to providers/session.ts, which signs out and redirects.
 */
export function Guard({ children }: { children: ReactNode }) {
  const authProvider = useAuthProvider();
  const { pathname } = useLocation();
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    let live = true;
    Promise.resolve(authProvider?.checkAuth({})).then(
      () => live && setAllowed(true),
      () => live && setAllowed(false),
    );
    return () => {
      live = false;
    };
  }, [authProvider, pathname]);
  if (!allowed) return <LoadingScreen />;
  return <>{children}</>;
}
