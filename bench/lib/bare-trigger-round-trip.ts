// The second peer of the trigger benches: the emulator's own cost of one trigger, measured in the
// same run. An Admin SDK update of a public field of Users/{uid} wakes onUserPublicProfile, the
// smallest trigger QueryHub has (one read, one write, no marker), which copies it into
// Profiles/{uid}, seen by a client's listener. Write → event delivered → one read and one write →
// seen: what any trigger costs on the emulator before its own work.
import { docPath } from '@queryhub/model';
import { adminDb } from '@queryhub/testkit';
import { timeSettledRounds, type Rounds } from './settle.js';
import type { watchDoc } from './watch.js';

/** Times bare trigger round trips on `uid`'s profile; returns the samples. */
export function bareTriggerRoundTrips(
  publicProfile: ReturnType<typeof watchDoc>,
  uid: string,
  rounds: Rounds,
): Promise<number[]> {
  const user = adminDb().doc(docPath('users', uid));
  return timeSettledRounds(rounds, async (index) => {
    // A count no real answer gives this bench user, different on every round.
    const count = 1_000 + index;
    await user.update({ NoOfQuestionAnswered: count });
    await publicProfile.until((state) => state.data?.NoOfQuestionAnswered === count);
  });
}
