import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@queryhub/model';
import { displayNameClaimId } from '../profiles/display-name-key';
import { mentionCandidates, mentionTargets, type MentionTargets } from './mention-targets';

/**
 * The members a text mentions, resolved through the display-name claims: each written name's
 * canonical key (case folding, lookalikes; profiles/display-name-key.ts) names its
 * `UserNames/{sha256(key)}` document, which holds the uid. One getAll of at most
 * 2 × MAX_MENTIONS_PER_POST documents, whatever the text.
 */
export async function resolveMentions(
  db: Firestore,
  text: string,
  authorUid: string,
): Promise<MentionTargets> {
  const candidates = mentionCandidates(text);
  if (candidates.length === 0) return { links: new Map(), notified: [] };
  const refs = candidates.map((name) =>
    db.collection(COLLECTIONS.userNames).doc(displayNameClaimId(name)),
  );
  const claims = await db.getAll(...refs);
  const uidByName = new Map<string, string>();
  claims.forEach((claim, index) => {
    const uid = claim.get('uid') as unknown;
    const name = candidates[index];
    if (typeof uid === 'string' && uid !== '' && name) uidByName.set(name, uid);
  });
  return mentionTargets(candidates, uidByName, authorUid);
}
