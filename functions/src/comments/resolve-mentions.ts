import type { Firestore } from 'firebase-admin/firestore';
import { readSnapshot } from '../shared/documents';
import { COLLECTIONS } from '@queryhub/model';
import { displayNameClaimId } from '../profiles/display-name-key';
import {
  mentionCandidates,
  mentionTargets,
  nameSpellings,
  type MentionTargets,
} from './mention-targets';

/**
 * The members a text mentions, resolved through the display-name claims: each written name's
 * canonical key (case folding, lookalikes; profiles/display-name-key.ts) names its
 * `UserNames/{sha256(key)}` document, which holds the uid. One getAll of at most
 * 4 × MAX_MENTIONS_PER_POST documents (20 names, two spellings each), whatever the text.
 */
export async function resolveMentions(
  db: Firestore,
  text: string,
  authorUid: string,
): Promise<MentionTargets> {
  const candidates = mentionCandidates(text);
  if (candidates.length === 0) return { links: new Map(), notified: [] };
  // Each mention as written, then with `_` read as a space (`@Alice_Martin`).
  const spellings = candidates.flatMap((name) =>
    nameSpellings(name).map((spelling) => ({ name, spelling })),
  );
  const claims = await db.getAll(
    ...spellings.map(({ spelling }) =>
      db.collection(COLLECTIONS.userNames).doc(displayNameClaimId(spelling)),
    ),
  );
  const uidByName = new Map<string, string>();
  claims.forEach((claim, index) => {
    const uid = readSnapshot('userNames', claim)?.uid ?? '';
    const name = spellings[index]?.name;
    if (uid !== '' && name && !uidByName.has(name)) {
      uidByName.set(name, uid);
    }
  });
  return mentionTargets(candidates, uidByName, authorUid);
}
