import { useEffect, useState } from 'react';
import {
  COLLECTIONS,
  PRIVILEGE_SETTINGS_ID,
  holdsPrivilege,
  missingPrivilegeMessage,
  type Privilege,
  type PrivilegePreset,
} from '@queryhub/model';
import { useSubscription } from '@/lib/subscription';
import { readRoles, subscribeToPreset, subscribeToReputation } from '../api/privilege-standing';

/** The preset in force, or undefined while it loads. */
export function usePrivilegePreset(): PrivilegePreset | undefined {
  const preset = useSubscription(
    `${COLLECTIONS.settings}/${PRIVILEGE_SETTINGS_ID}`,
    subscribeToPreset(),
  );
  return preset.status === 'ready' ? preset.data : undefined;
}

function useRoles(uid: string | null) {
  const [state, setState] = useState<{
    uid: string | null;
    roles: { admin: boolean; moderator: boolean };
  } | null>(null);
  useEffect(() => {
    let active = true;
    if (!uid) return;
    readRoles().then(
      (roles) => active && setState({ uid, roles }),
      () => active && setState({ uid, roles: { admin: false, moderator: false } }),
    );
    return () => {
      active = false;
    };
  }, [uid]);
  return state?.uid === uid ? state.roles : undefined;
}

export interface PrivilegeStanding {
  /** Whether the member may take the privileged action. */
  holds: (privilege: Privilege) => boolean;
  /** "You need 15 reputation to downvote", or null when the member holds the privilege. */
  missing: (privilege: Privilege) => string | null;
  moderator: boolean;
  admin: boolean;
}

/**
 * What the signed-in member `uid` may do: their reputation against the preset in force, and
 * their admin or moderator claim. Undefined while any of them loads (or for a visitor).
 */
export function usePrivileges(uid: string | null | undefined): PrivilegeStanding | undefined {
  const member = uid ?? null;
  const preset = usePrivilegePreset();
  const reputation = useSubscription(
    `${COLLECTIONS.profiles}/${member ?? '-'}`,
    member ? subscribeToReputation(member) : async () => () => undefined,
  );
  const roles = useRoles(member);
  if (!member || preset === undefined || reputation.status !== 'ready' || roles === undefined) {
    return undefined;
  }
  const standing = { reputation: reputation.data, ...roles };
  return {
    holds: (privilege) => holdsPrivilege(privilege, standing, preset),
    missing: (privilege) =>
      holdsPrivilege(privilege, standing, preset)
        ? null
        : missingPrivilegeMessage(privilege, preset),
    ...roles,
  };
}
