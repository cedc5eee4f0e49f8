import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from '@/components/ui';
import { paths } from '@/config/paths';
import { useAuth } from '../auth-context';

/** Pages for signed-in users only: visitors go to `/` (spec, section 6). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (user === undefined) return <Spinner label="Checking sign-in" />;
  if (user === null) return <Navigate to={paths.home.getHref()} replace />;
  return children;
}

/** /Login and /Register: signed-in users go to `/`. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (user === undefined) return <Spinner label="Checking sign-in" />;
  if (user) return <Navigate to={paths.home.getHref()} replace />;
  return children;
}
