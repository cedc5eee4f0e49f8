// What the composer needs to know about the reader: the privilege preset in force
// (Settings/Privileges, 'young' by default), their reputation (Profiles/{uid}) and their roles.
import {
  COLLECTIONS,
  DEFAULT_PRIVILEGE_PRESET,
  PRIVILEGE_SETTINGS_ID,
  isPrivilegePreset,
  type PrivilegePreset,
} from '@queryhub/model';
import { loadAuth, loadFirestore } from '@/lib/firebase';
import { useSubscription, type Subscribe, type SubscriptionState } from '@/lib/subscription';

export interface CommenterStanding {
  preset: PrivilegePreset;
  reputation: number;
  admin: boolean;
  moderator: boolean;
}

async function readStanding(uid: string): Promise<CommenterStanding> {
  const [{ db, sdk }, { auth, sdk: authSdk }] = await Promise.all([loadFirestore(), loadAuth()]);
  const current = auth.currentUser;
  const claims = current ? (await authSdk.getIdTokenResult(current)).claims : {};
  const [settings, profile] = await Promise.all([
    sdk.getDoc(sdk.doc(db, COLLECTIONS.settings, PRIVILEGE_SETTINGS_ID)),
    sdk.getDoc(sdk.doc(db, COLLECTIONS.profiles, uid)),
  ]);
  const preset: unknown = settings.get('Preset');
  const reputation: unknown = profile.get('Reputation');
  return {
    preset: isPrivilegePreset(preset) ? preset : DEFAULT_PRIVILEGE_PRESET,
    reputation: typeof reputation === 'number' ? reputation : 0,
    admin: claims.admin === true,
    moderator: claims.moderator === true,
  };
}

function subscribeToStanding(uid: string): Subscribe<CommenterStanding> {
  return async (onData, onError) => {
    try {
      onData(await readStanding(uid));
    } catch (error) {
      onError(error instanceof Error ? error : new Error(String(error)));
    }
    return () => {};
  };
}

/** The signed-in reader's standing, read once per page. */
export function useCommenterStanding(uid: string): SubscriptionState<CommenterStanding> {
  return useSubscription(`CommenterStanding?uid=${uid}`, subscribeToStanding(uid));
}
