import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { writePresence } from '../api/presence';
import { useAuth } from '../auth-context';

/**
 * The spec's status step: on the home page, when signed in and the record's SetStatusDone flag
 * is false, the user becomes 'Active Now' (written as a Presence 'online' event). Once per
 * page load and user.
 */
export function usePresenceOnline(): void {
  const { pathname } = useLocation();
  const { user, profile } = useAuth();
  const doneFor = useRef<string | null>(null);
  const uid = user?.uid;
  const needsUpdate = profile !== null && profile.uid === uid && profile.SetStatusDone === false;

  useEffect(() => {
    if (pathname !== paths.home.path || !uid || !needsUpdate || doneFor.current === uid) return;
    doneFor.current = uid;
    writePresence(uid, 'online').catch((error: unknown) => {
      doneFor.current = null;
      console.error('Could not record presence', error);
    });
  }, [pathname, uid, needsUpdate]);
}
