import { COLLECTIONS } from '@queryhub/model';
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { runTransactionWithRetry } from './retry-contended';

/** Markers older than this may be removed by a TTL policy on `expireAt`. */
const MARKER_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export interface EventMarker {
  /** The trigger that handled the event. */
  trigger: string;
  /** The document path the event was about. */
  path: string;
}

/**
 * Runs `work` in a transaction together with writing the event's marker, unless the marker is
 * already there: a redelivered event (same id) then changes nothing. `work` must finish all of
 * its reads before its first write, as Firestore transactions require. Returns whether it ran.
 */
export async function runOncePerEvent(
  db: Firestore,
  eventId: string,
  marker: EventMarker,
  work: (transaction: Transaction) => Promise<void>,
): Promise<boolean> {
  return runOncePerEventReading(db, eventId, marker, [], (transaction) => work(transaction));
}

/**
 * runOncePerEvent whose first read also fetches `refs`, in the one round trip that reads the
 * marker (a trigger's latency is mostly such round trips); `work` gets their snapshots in order.
 */
export async function runOncePerEventReading(
  db: Firestore,
  eventId: string,
  marker: EventMarker,
  refs: readonly DocumentReference[],
  work: (transaction: Transaction, snapshots: readonly DocumentSnapshot[]) => Promise<void>,
): Promise<boolean> {
  const markerRef = db.collection(COLLECTIONS.processedEvents).doc(eventId);
  return runTransactionWithRetry(db, async (transaction) => {
    const [markerSnapshot, ...snapshots] = await transaction.getAll(markerRef, ...refs);
    if (markerSnapshot?.exists) return false;
    await work(transaction, snapshots);
    transaction.set(markerRef, {
      ...marker,
      processedAt: FieldValue.serverTimestamp(),
      expireAt: Timestamp.fromMillis(Date.now() + MARKER_LIFETIME_MS),
    });
    return true;
  });
}
