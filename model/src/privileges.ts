// What reputation unlocks: one table, two presets. A young forum starts with low
// thresholds so its first members can moderate; an administrator switches to the Stack
// Overflow-like preset as the community grows (Apache Answer's presets). The rules read the
// preset from `Settings/Privileges` and the member's reputation from `Profiles/{uid}`;
// model/test/rules-constants.test.ts checks that firestore.rules spells the same numbers.

/** The privileges reputation unlocks. Administrators and moderators hold them all. */
export const PRIVILEGES = ['downvote', 'commentAnywhere', 'voteToClose', 'editOthersTags'] as const;
export type Privilege = (typeof PRIVILEGES)[number];

export const PRIVILEGE_PRESETS = ['young', 'stackOverflow'] as const;
export type PrivilegePreset = (typeof PRIVILEGE_PRESETS)[number];

/** Used when `Settings/Privileges` does not exist or names no known preset. */
export const DEFAULT_PRIVILEGE_PRESET: PrivilegePreset = 'young';

/** The reputation each privilege needs, per preset (Stack Overflow's own values for its preset). */
export const PRIVILEGE_THRESHOLDS: Record<PrivilegePreset, Record<Privilege, number>> = {
  young: { downvote: 15, commentAnywhere: 5, voteToClose: 50, editOthersTags: 100 },
  stackOverflow: { downvote: 125, commentAnywhere: 50, voteToClose: 3000, editOthersTags: 2000 },
};

/** How the UI names each privilege: "You need 15 reputation to downvote". */
export const PRIVILEGE_ACTIONS: Record<Privilege, string> = {
  downvote: 'downvote',
  commentAnywhere: "comment on others' posts",
  voteToClose: 'vote to close or reopen questions',
  editOthersTags: "edit the tags of others' questions",
};

/** `Settings/Privileges`: `{Preset}`, written by an administrator's callable. */
export const PRIVILEGE_SETTINGS_ID = 'Privileges';

export function isPrivilegePreset(value: unknown): value is PrivilegePreset {
  return typeof value === 'string' && (PRIVILEGE_PRESETS as readonly string[]).includes(value);
}

export function privilegeThreshold(privilege: Privilege, preset: PrivilegePreset): number {
  return PRIVILEGE_THRESHOLDS[preset][privilege];
}

/** Whether a member with this reputation (and these roles) holds the privilege. */
export function holdsPrivilege(
  privilege: Privilege,
  member: { reputation: number; admin?: boolean; moderator?: boolean },
  preset: PrivilegePreset,
): boolean {
  if (member.admin === true || member.moderator === true) return true;
  return member.reputation >= privilegeThreshold(privilege, preset);
}

/** The explanation shown instead of a privileged action the member cannot take yet. */
export function missingPrivilegeMessage(privilege: Privilege, preset: PrivilegePreset): string {
  return `You need ${privilegeThreshold(privilege, preset)} reputation to ${PRIVILEGE_ACTIONS[privilege]}`;
}

/** `Settings/Privileges`: the preset an administrator chose. */
interface PrivilegeSettingsDoc {
  Preset: PrivilegePreset;
}

/** `Settings/{id}`: one document per kind of site setting. */
export type SettingsDoc = PrivilegeSettingsDoc;

/** The preset a stored `Settings/Privileges` (or none) stands for. */
export function readSettingsDoc(data: Record<string, unknown>): SettingsDoc {
  return { Preset: isPrivilegePreset(data.Preset) ? data.Preset : DEFAULT_PRIVILEGE_PRESET };
}
