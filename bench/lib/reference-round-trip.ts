// The peer the trigger benches measure against in the same run: a client's write acknowledged by
// the server, then an Admin SDK update seen by the same listener, the two legs a trigger's round
// trip has, without a trigger. The profile's e-mail field is written because a rename would also
// need a UserNames claim, a second write.
import { performance } from 'node:perf_hooks';
import { docPath } from '@queryhub/model';
import { updateDoc, type DocumentData, type DocumentReference } from 'firebase/firestore';
import { adminDb } from '@queryhub/testkit';
import type { watchDoc } from './watch.js';

/** Times `warmUp + samples` reference round trips on `uid`'s Users document; returns the samples. */
export async function referenceRoundTrips(
  profileRef: DocumentReference<DocumentData>,
  profile: ReturnType<typeof watchDoc>,
  uid: string,
  warmUp: number,
  samples: number,
): Promise<number[]> {
  const adminProfile = adminDb().doc(docPath('users', uid));
  const times: number[] = [];
  for (let index = 0; index < warmUp + samples; index += 1) {
    const email = `bench-reference-${index}@bench.queryhub.test`;
    const flag = index % 2 === 0;
    const start = performance.now();
    await updateDoc(profileRef, { EMail: email });
    await profile.until((state) => state.fromServer && state.data?.EMail === email);
    await adminProfile.update({ SetStatusDone: flag });
    await profile.until((state) => state.data?.SetStatusDone === flag);
    if (index >= warmUp) times.push(performance.now() - start);
  }
  return times;
}
