// The body both mirror triggers share (one file per trigger in ../triggers).
import type { PostKind } from '@queryhub/model';
import { logger } from 'firebase-functions';
import type { Change, DocumentSnapshot, FirestoreEvent } from 'firebase-functions/v2/firestore';
import { isEventTooOld } from '../shared/retried-trigger';

/**
 * Redelivery on (a database restart must not lose a write); the writes are quick. At most 20
 * instances × MIRROR_POOL_SIZE (search-pool.ts) connections per trigger.
 */
export const MIRROR_TRIGGER_OPTIONS = {
  retry: true,
  timeoutSeconds: 30,
  maxInstances: 20,
} as const;

export async function mirrorPostEvent(
  kind: PostKind,
  postId: string,
  event: FirestoreEvent<Change<DocumentSnapshot> | undefined>,
): Promise<void> {
  if (isEventTooOld(event.time, Date.now())) {
    logger.error('Search mirror event dropped: too old (run `npm run admin -- reindex`)', {
      eventId: event.id,
    });
    return;
  }
  const after = event.data?.after;
  // Loaded on first use: pg is not needed by the other triggers' cold starts.
  const { applyMirrorWrite } = await import('./apply-mirror-write.js');
  try {
    await applyMirrorWrite({
      kind,
      postId,
      after: after?.exists ? after.data() : undefined,
      afterUpdateMillis: after?.exists ? after.updateTime?.toMillis() : undefined,
      beforeUpdateMillis: event.data?.before.exists
        ? event.data.before.updateTime?.toMillis()
        : undefined,
      eventTime: event.time,
    });
  } catch (error) {
    // Rethrown so the platform redelivers it; the write's ordering makes that safe.
    logger.warn('Search mirror write failed; left for redelivery', {
      eventId: event.id,
      error: error instanceof Error ? error.message : String(error),
    });
    throw error;
  }
}
