// The second peer of the trigger benches: the emulator's own cost of one trigger, measured in the
// same run. An Admin SDK update of a public field of Users/{uid} wakes onUserPublicProfile, the
// smallest trigger QueryHub has (one read, one write, no marker), which copies it into
// Profiles/{uid}, seen by a client's listener. Write → event delivered → one read and one write →
// seen: what any trigger costs on the emulator before its own work.
import { performance } from 'node:perf_hooks';
import { docPath } from '@queryhub/model';
import { adminDb } from '@queryhub/testkit';
import { settle } from './settle.js';
import type { watchDoc } from './watch.js';

/** Times `warmUp + samples` bare trigger round trips on `uid`'s profile; returns the samples. */
export async function bareTriggerRoundTrips(
  publicProfile: ReturnType<typeof watchDoc>,
  uid: string,
  warmUp: number,
  samples: number,
): Promise<number[]> {
  const user = adminDb().doc(docPath('users', uid));
  const times: number[] = [];
  for (let index = 0; index < warmUp + samples; index += 1) {
    // A count no real answer gives this bench user, different on every round.
    const count = 1_000 + index;
    await settle();
    const start = performance.now();
    await user.update({ NoOfQuestionAnswered: count });
    await publicProfile.until((state) => state.data?.NoOfQuestionAnswered === count);
    if (index >= warmUp) times.push(performance.now() - start);
  }
  return times;
}
