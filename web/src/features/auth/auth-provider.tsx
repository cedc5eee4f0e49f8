import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { AuthContext } from './auth-context';
import { errorCode } from '@queryhub/model';
import { readCurrentUser, watchAuthUser, watchUserProfile } from './api/watch-auth';
import { AuthRefreshContext } from './auth-refresh-context';
import type { AuthUser, UserProfile } from './types';

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<AuthUser | null | undefined>(undefined);
  const [profile, setProfile] = useState<UserProfile | null>(null);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    // The Auth SDK loads once the first page has painted (lib/first-page-paint.ts).
    watchAuthUser(setUser)
      .then((stop) => (cancelled ? stop() : (unsubscribe = stop)))
      .catch((error: unknown) => {
        console.error('Could not load sign-in state', error);
        setUser(null);
      });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, []);

  const uid = user?.uid;
  useEffect(() => {
    if (!uid) {
      setProfile(null);
      return;
    }
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    watchUserProfile(uid, setProfile, (error) => {
      // 'aborted': the cache was cleared (Firestore terminated) on sign-out; nothing is wrong.
      if (errorCode(error) !== 'aborted') {
        console.error('Profile listener failed', error);
      }
    })
      .then((stop) => (cancelled ? stop() : (unsubscribe = stop)))
      .catch((error: unknown) => console.error('Could not load the profile', error));
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [uid]);

  // updateProfile() does not fire onAuthStateChanged; screens call this after changing the user.
  const refresh = useCallback(async () => {
    setUser(await readCurrentUser());
  }, []);

  const value = useMemo(() => ({ user, profile }), [user, profile]);
  return (
    <AuthRefreshContext.Provider value={refresh}>
      <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
    </AuthRefreshContext.Provider>
  );
}
