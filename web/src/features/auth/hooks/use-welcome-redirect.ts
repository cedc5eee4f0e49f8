import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '../auth-context';

/**
 * A Google or GitHub account without a Users record has not chosen its username yet: every page
 * sends it to /Welcome first, so it cannot post under no name. (An e-mail/password account is
 * never sent: /Register writes its record while the account is already signed in.)
 */
export function useWelcomeRedirect(): void {
  const { user, profile, profileLoaded } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const socialOnly = Boolean(user?.providers?.length) && !user?.providers?.includes('password');
  const needsWelcome = socialOnly && profileLoaded === true && profile === null;
  useEffect(() => {
    if (needsWelcome && pathname !== paths.welcome.path) {
      void navigate(paths.welcome.getHref(), { replace: true });
    }
  }, [needsWelcome, pathname, navigate]);
}
