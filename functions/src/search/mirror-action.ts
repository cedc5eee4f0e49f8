// What one Questions or Answers write does to the search mirror. Pure.
import type { DocumentData, PostKind } from '@queryhub/model';
import { toPostRow, type PostRow } from '@queryhub/search';

export type MirrorAction =
  { type: 'upsert'; row: PostRow } | { type: 'delete'; kind: PostKind; postId: string; at: Date };

export interface PostWrite {
  kind: PostKind;
  postId: string;
  /** The document after the write; undefined when it was deleted. */
  after: DocumentData | undefined;
  /** The document's update time after the write (ms); undefined when it was deleted. */
  afterUpdateMillis: number | undefined;
  /** The document's last update time before the write (ms), if it existed. */
  beforeUpdateMillis?: number | undefined;
  /** The event's time (RFC 3339): a deletion's time. */
  eventTime: string;
}

/**
 * An existing document is upserted as of its update time; a deleted one leaves a tombstone as of
 * the event's time. Both times order the writes (see @queryhub/search mirror.ts).
 */
export function mirrorAction(write: PostWrite): MirrorAction {
  if (!write.after) {
    // The deletion comes after the version it deletes, whatever clock stamped the event.
    const eventAt = Date.parse(write.eventTime);
    const at = Math.max(
      Number.isFinite(eventAt) ? eventAt : Date.now(),
      (write.beforeUpdateMillis ?? 0) + 1,
    );
    return { type: 'delete', kind: write.kind, postId: write.postId, at: new Date(at) };
  }
  const updated = new Date(write.afterUpdateMillis ?? Date.parse(write.eventTime));
  return { type: 'upsert', row: toPostRow(write.kind, write.postId, write.after, updated) };
}
