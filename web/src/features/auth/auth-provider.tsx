import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { AuthContext } from './auth-context';
import { errorCode } from '@queryhub/model';
import {
  followAccountEmail,
  readCurrentUser,
  watchAuthUser,
  watchUserProfile,
} from './api/watch-auth';
import { AuthRefreshContext } from './auth-refresh-context';
import type { AuthUser, UserProfile } from './types';

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<AuthUser | null | undefined>(undefined);
  const [profile, setProfile] = useState<UserProfile | null>(null);
  // The uid whose Users record `profile` is (null until its first snapshot arrives).
  const [profileOf, setProfileOf] = useState<string | null>(null);

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
    setProfile(null);
    setProfileOf(null);
    if (!uid) return;
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    const onProfile = (next: UserProfile | null) => {
      setProfile(next);
      setProfileOf(uid);
    };
    watchUserProfile(uid, onProfile, (error) => {
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

  // An address changed through an e-mail link reaches Users.EMail on the next sign-in.
  const email = user?.email;
  const recordedEmail = profile?.EMail;
  useEffect(() => {
    if (!uid || !email || recordedEmail === undefined) return;
    if (recordedEmail.toLowerCase() === email.toLowerCase()) return;
    followAccountEmail(uid, email).catch((error: unknown) =>
      console.warn('Could not record the new e-mail address', error),
    );
  }, [uid, email, recordedEmail]);

  // updateProfile() does not fire onAuthStateChanged; screens call this after changing the user.
  const refresh = useCallback(async () => {
    setUser(await readCurrentUser());
  }, []);

  const profileLoaded = Boolean(uid) && profileOf === uid;
  const value = useMemo(() => ({ user, profile, profileLoaded }), [user, profile, profileLoaded]);
  return (
    <AuthRefreshContext.Provider value={refresh}>
      <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
    </AuthRefreshContext.Provider>
  );
}
