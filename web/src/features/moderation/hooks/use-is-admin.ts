import { useEffect, useState } from 'react';
import { useAuth } from '@/features/auth';
import { loadAuth } from '@/lib/firebase';

/**
 * Whether the signed-in user carries the admin claim: undefined while it is read (after
 * mount, never during render), then true or false. The rules and callables check it again.
 */
export function useIsAdmin(): boolean | undefined {
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const [state, setState] = useState<{ uid: string | null; admin: boolean | undefined }>({
    uid,
    admin: undefined,
  });
  useEffect(() => {
    let active = true;
    if (!uid) {
      setState({ uid, admin: false });
      return;
    }
    loadAuth()
      .then(async ({ auth, sdk }) => {
        const current = auth.currentUser;
        const result = current ? await sdk.getIdTokenResult(current) : null;
        if (active) setState({ uid, admin: result?.claims.admin === true });
      })
      .catch(() => {
        if (active) setState({ uid, admin: false });
      });
    return () => {
      active = false;
    };
  }, [uid]);
  return state.uid === uid ? state.admin : undefined;
}
