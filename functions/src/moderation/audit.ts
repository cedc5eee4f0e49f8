import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@queryhub/model';

export interface AuditEntry {
  /** e.g. 'hidePost', 'suspendUser', 'recountUserCounters'. */
  action: string;
  /** The admin's uid. */
  by: string;
  /** What was acted on, e.g. 'Questions/abc' or 'Users/uid'; '' for maintenance runs. */
  target: string;
  /** The action's result or parameters (plain values). */
  details?: object;
}

/** Records one admin action in AuditLog (only functions write it; admins read it). */
export async function recordAudit(db: Firestore, entry: AuditEntry): Promise<void> {
  await db.collection(COLLECTIONS.auditLog).add({
    Action: entry.action,
    By: entry.by,
    Target: entry.target,
    Details: entry.details ?? {},
    At: FieldValue.serverTimestamp(),
  });
}
