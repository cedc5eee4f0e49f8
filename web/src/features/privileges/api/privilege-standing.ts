import { loadAuth, loadFirestore } from '@/lib/firebase';
import {
  COLLECTIONS,
  DEFAULT_PRIVILEGE_PRESET,
  PRIVILEGE_SETTINGS_ID,
  isPrivilegePreset,
  type PrivilegePreset,
} from '@queryhub/model';
import type { Subscribe } from '@/lib/subscription';

/** The preset in force (`Settings/Privileges`), live: the rules read the same document. */
export function subscribeToPreset(): Subscribe<PrivilegePreset> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    return sdk.onSnapshot(
      sdk.doc(db, COLLECTIONS.settings, PRIVILEGE_SETTINGS_ID),
      (snapshot) => {
        const preset: unknown = snapshot.get('Preset');
        onData(isPrivilegePreset(preset) ? preset : DEFAULT_PRIVILEGE_PRESET);
      },
      onError,
    );
  };
}

/** A member's public reputation (`Profiles/{uid}`), live; 0 without a profile, as the rules say. */
export function subscribeToReputation(uid: string): Subscribe<number> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    return sdk.onSnapshot(
      sdk.doc(db, COLLECTIONS.profiles, uid),
      (snapshot) => {
        const reputation: unknown = snapshot.get('Reputation');
        onData(typeof reputation === 'number' ? reputation : 0);
      },
      onError,
    );
  };
}

/** The signed-in member's roles from their ID token (the rules check them again). */
export async function readRoles(): Promise<{ admin: boolean; moderator: boolean }> {
  const { auth, sdk } = await loadAuth();
  const current = auth.currentUser;
  const result = current ? await sdk.getIdTokenResult(current) : null;
  return {
    admin: result?.claims.admin === true,
    moderator: result?.claims.moderator === true,
  };
}
