import { useRef, type ReactNode } from 'react';
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

/**
 * /Login and /Register: users who arrive signed in go to `/`. Once the form is shown to a
 * visitor, the form itself navigates on success; redirecting here instead would unmount
 * /Register while it still uploads the picture and writes the profile.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const shownToVisitor = useRef(false);
  if (user === undefined) return <Spinner label="Checking sign-in" />;
  if (user && !shownToVisitor.current) return <Navigate to={paths.home.getHref()} replace />;
  shownToVisitor.current = true;
  return children;
}
