// The peer the trigger benches measure against in the same run: a client's write acknowledged by
// the server, then an Admin SDK update seen by the same listener, the two legs a trigger's round
// trip has, without a trigger. The client writes its own draft (Users/{uid}/Drafts), which no
// trigger follows once created: the profile's own fields are the account's e-mail address and a
// claimed name, which the rules keep from changing freely.
import { docPath, draftExpiry, draftId } from '@queryhub/model';
import {
  doc,
  serverTimestamp,
  setDoc,
  type DocumentData,
  type DocumentReference,
} from 'firebase/firestore';
import { adminDb } from '@queryhub/testkit';
import { timeSettledRounds, type Rounds } from './settle.js';
import type { watchDoc } from './watch.js';

/** Times reference round trips on `uid`'s Users document; returns the samples. */
export function referenceRoundTrips(
  profileRef: DocumentReference<DocumentData>,
  profile: ReturnType<typeof watchDoc>,
  uid: string,
  rounds: Rounds,
): Promise<number[]> {
  const adminProfile = adminDb().doc(docPath('users', uid));
  const draftRef = doc(profileRef, 'Drafts', draftId('ask', 'bench-reference'));
  return timeSettledRounds(rounds, async (index) => {
    const flag = index % 2 === 0;
    // Resolves once the server has acknowledged the write.
    await setDoc(draftRef, {
      Kind: 'ask',
      TargetID: 'bench-reference',
      Text: `Reference round trip ${index}`,
      Tags: [],
      updatedAt: serverTimestamp(),
      expireAt: draftExpiry(Date.now()),
    });
    await adminProfile.update({ SetStatusDone: flag });
    await profile.until((state) => state.data?.SetStatusDone === flag);
  });
}
