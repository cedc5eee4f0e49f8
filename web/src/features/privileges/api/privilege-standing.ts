import { loadAuth, loadFirestore } from '@/lib/firebase';
import {
  COLLECTIONS,
  DEFAULT_PRIVILEGE_PRESET,
  PRIVILEGE_SETTINGS_ID,
  isPrivilegePreset,
  type PrivilegePreset,
} from '@queryhub/model';
import type { Subscribe } from '@/lib/subscription';

/** A stored document's field, as the SDK's snapshots give it. */
interface Fields {
  get(field: string): unknown;
}

/** The preset `Settings/Privileges` names; 'young' by default, as the rules say. */
function presetIn(settings: Fields): PrivilegePreset {
  const preset = settings.get('Preset');
  return isPrivilegePreset(preset) ? preset : DEFAULT_PRIVILEGE_PRESET;
}

/** The reputation on `Profiles/{uid}`; 0 without a profile, as the rules say. */
function reputationIn(profile: Fields): number {
  const reputation = profile.get('Reputation');
  return typeof reputation === 'number' ? reputation : 0;
}

/** The preset in force (`Settings/Privileges`), live: the rules read the same document. */
export function subscribeToPreset(): Subscribe<PrivilegePreset> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    return sdk.onSnapshot(
      sdk.doc(db, COLLECTIONS.settings, PRIVILEGE_SETTINGS_ID),
      (snapshot) => onData(presetIn(snapshot)),
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
      (snapshot) => onData(reputationIn(snapshot)),
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

/** What decides a member's privileges: the preset in force, their reputation and roles. */
export interface MemberStanding {
  preset: PrivilegePreset;
  reputation: number;
  admin: boolean;
  moderator: boolean;
}

/** The member's standing, read once (the live hooks are usePrivileges'). */
export async function readMemberStanding(uid: string): Promise<MemberStanding> {
  const { db, sdk } = await loadFirestore();
  const [settings, profile, roles] = await Promise.all([
    sdk.getDoc(sdk.doc(db, COLLECTIONS.settings, PRIVILEGE_SETTINGS_ID)),
    sdk.getDoc(sdk.doc(db, COLLECTIONS.profiles, uid)),
    readRoles(),
  ]);
  return { preset: presetIn(settings), reputation: reputationIn(profile), ...roles };
}
