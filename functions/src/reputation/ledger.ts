import { COLLECTIONS, reputationDayId } from '@queryhub/model';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { readSnapshot } from '../shared/documents';
import { dayReputation } from './reputation-rules';

/** A change of one author's ledger for one UTC day: upvote points and penalties. */
export interface LedgerChange {
  author: string;
  day: string;
  up: number;
  down: number;
}

/** The days a transaction read, and what each held. */
export interface LedgerDays {
  readonly changes: readonly LedgerChange[];
  readonly held: ReadonlyMap<string, { up: number; down: number; applied: number }>;
}

/** What a day's ledger and its author's Reputation become once `change` is applied. */
export function appliedDay(
  held: { up: number; down: number; applied: number },
  change: { up: number; down: number },
): { up: number; down: number; applied: number; reputationChange: number } {
  const up = held.up + change.up;
  const down = held.down + change.down;
  const applied = dayReputation(up, down);
  return { up, down, applied, reputationChange: applied - held.applied };
}

const dayRef = (db: Firestore, change: LedgerChange) =>
  db.collection(COLLECTIONS.reputationDays).doc(reputationDayId(change.author, change.day));

/**
 * The first half of moving reputation: reads the days `changes` touch (a transaction's reads
 * come before its writes). Changes that move nothing are left out.
 */
export async function readLedgerDays(
  db: Firestore,
  transaction: Transaction,
  changes: Iterable<LedgerChange>,
): Promise<LedgerDays> {
  const moving = [...changes].filter(({ up, down }) => up !== 0 || down !== 0);
  const held = new Map<string, { up: number; down: number; applied: number }>();
  for (const change of moving) {
    const id = reputationDayId(change.author, change.day);
    if (held.has(id)) continue;
    const day = readSnapshot('reputationDays', await transaction.get(dayRef(db, change)));
    held.set(id, { up: day?.up ?? 0, down: day?.down ?? 0, applied: day?.applied ?? 0 });
  }
  return { changes: moving, held };
}

/**
 * The second half: writes each day's new totals with its capped value (`applied`) and adds the
 * difference to the author's public Reputation, in the caller's transaction. The daily cap is
 * applied where the points move, so no trigger on ReputationDays is needed; a transaction that
 * retries reads the days again, so nothing is counted twice.
 */
export function writeLedgerDays(db: Firestore, transaction: Transaction, days: LedgerDays): void {
  const held = new Map(days.held);
  const reputation = new Map<string, number>();
  for (const change of days.changes) {
    const id = reputationDayId(change.author, change.day);
    const next = appliedDay(held.get(id) ?? { up: 0, down: 0, applied: 0 }, change);
    held.set(id, next);
    transaction.set(dayRef(db, change), {
      uid: change.author,
      day: change.day,
      up: next.up,
      down: next.down,
      applied: next.applied,
    });
    reputation.set(change.author, (reputation.get(change.author) ?? 0) + next.reputationChange);
  }
  for (const [uid, change] of reputation) {
    if (change === 0) continue;
    transaction.set(
      db.collection(COLLECTIONS.profiles).doc(uid),
      { uid, Reputation: FieldValue.increment(change) },
      { merge: true },
    );
  }
}
