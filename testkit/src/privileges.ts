// Reputation for tests, benches and the seed: what a member earns through votes, added here with
// the Admin SDK (Profiles is written by functions only), so a fresh account holds a privilege.
import { PRIVILEGE_PRESETS, docPath, privilegeThreshold, type Privilege } from '@queryhub/model';
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb } from './admin.js';

/** The reputation that holds `privilege` under every preset (the strictest threshold). */
function reputationFor(privilege: Privilege): number {
  return Math.max(...PRIVILEGE_PRESETS.map((preset) => privilegeThreshold(privilege, preset)));
}

/**
 * Adds the reputation `privilege` needs under every preset to the member's public profile. An
 * increment, as onVoteWritten writes it, so later votes keep counting on top.
 */
export async function grantPrivilege(uid: string, privilege: Privilege): Promise<void> {
  await adminDb()
    .doc(docPath('profiles', uid))
    .set({ uid, Reputation: FieldValue.increment(reputationFor(privilege)) }, { merge: true });
}
