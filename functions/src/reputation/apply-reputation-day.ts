import { COLLECTIONS } from '@queryhub/model';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { readSnapshot } from '../shared/documents';
import { runTransactionWithRetry } from '../shared/retry-contended';
import { dayReputation } from './reputation-rules';

/**
 * Brings the author's public Reputation in line with one day's ledger: the day's capped value
 * minus what was already applied (`applied`) is added to the profile, and `applied` is set to the
 * capped value, in one transaction. State-based, so a repeated or reordered event adds nothing
 * twice; the write of `applied` triggers once more and then finds nothing to do. Returns the
 * change applied.
 */
export async function applyReputationDay(db: Firestore, dayId: string): Promise<number> {
  const dayRef = db.collection(COLLECTIONS.reputationDays).doc(dayId);
  return runTransactionWithRetry(db, async (transaction) => {
    const day = readSnapshot('reputationDays', await transaction.get(dayRef));
    if (!day || day.uid === '') return 0;
    const { uid } = day;
    const target = dayReputation(day.up, day.down);
    const change = target - day.applied;
    if (change === 0) return 0;
    transaction.update(dayRef, { applied: target });
    transaction.set(
      db.collection(COLLECTIONS.profiles).doc(uid),
      { uid, Reputation: FieldValue.increment(change) },
      { merge: true },
    );
    return change;
  });
}
