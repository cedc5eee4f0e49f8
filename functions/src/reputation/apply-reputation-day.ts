import { COLLECTIONS } from '@queryhub/model';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { runTransactionWithRetry } from '../shared/retry-contended';
import { dayReputation } from './reputation-rules';

function readNumber(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

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
    const day = await transaction.get(dayRef);
    const uid = day.get('uid') as unknown;
    if (!day.exists || typeof uid !== 'string' || uid === '') return 0;
    const target = dayReputation(readNumber(day.get('up')), readNumber(day.get('down')));
    const change = target - readNumber(day.get('applied'));
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
