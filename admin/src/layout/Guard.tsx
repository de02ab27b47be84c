import type { ReactNode } from 'react';
import { useAuthState } from 'react-admin';
import { LoadingScreen } from './LoadingScreen.tsx';

/**
 * Admin screens render only with the marker and a valid session
 * (authProvider.checkAuth). On failure react-admin logs out, shows the
 * provider's message and goes to /admin/login.
 */
export function Guard({ children }: { children: ReactNode }) {
  const { isPending, authenticated } = useAuthState(undefined, true);
  if (isPending || !authenticated) return <LoadingScreen />;
  return <>{children}</>;
}
