import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { BatchedWriter } from '../shared/batches';
import { COLLECTIONS } from '@queryhub/model';
import { forEachDocument } from '../shared/paging';
import { queueEntryFields, queueEntryId, type PostType } from './flag-fields';
import { postRef } from './posts';

export const MODERATION_ACTIONS = ['hide', 'restore', 'delete'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export function isModerationAction(value: unknown): value is ModerationAction {
  return typeof value === 'string' && (MODERATION_ACTIONS as readonly string[]).includes(value);
}

export interface ModerationResult {
  /** Whether the post existed. */
  found: boolean;
  /** Documents deleted (the post and, for a question, its answers). */
  deleted: number;
}

const AUTHOR_COUNTER: Record<PostType, string> = {
  question: 'NoOfQuestionAsked',
  answer: 'NoOfQuestionAnswered',
};

/**
 * An admin's decision on a post. hide: Hidden true, kept in the queue until restored or
 * deleted. restore: visible again, FlagCount back to 0 (new flags count afresh), out of the
 * queue. delete: the post goes (a question with its answers), the counters follow, out of the
 * queue. Repeating a decision changes nothing more.
 */
export async function moderatePost(
  db: Firestore,
  action: ModerationAction,
  postType: PostType,
  postId: string,
): Promise<ModerationResult> {
  const ref = postRef(db, postType, postId);
  const queueRef = db.collection(COLLECTIONS.moderationQueue).doc(queueEntryId(postType, postId));
  const post = await ref.get();
  if (!post.exists) {
    await queueRef.delete();
    return { found: false, deleted: 0 };
  }
  if (action === 'hide') {
    await ref.update({ Hidden: true });
    // An admin may hide a post nobody flagged: the queue then lists it for a later restore.
    const queued = await queueRef.get();
    await queueRef.set(
      {
        ...queueEntryFields(postType, postId, post.data() ?? {}),
        Hidden: true,
        ...(queued.exists ? {} : { FlagCount: 0, LastFlaggedAt: FieldValue.serverTimestamp() }),
      },
      { merge: true },
    );
    return { found: true, deleted: 0 };
  }
  if (action === 'restore') {
    await ref.update({ Hidden: false, FlagCount: 0 });
    await queueRef.delete();
    return { found: true, deleted: 0 };
  }
  const writer = new BatchedWriter(db);
  let deleted = 0;
  const decrement = async (collection: string, id: unknown, field: string) => {
    if (typeof id !== 'string' || id === '') return;
    const target = db.collection(collection).doc(id);
    if ((await target.get()).exists) {
      await writer.update(target, { [field]: FieldValue.increment(-1) });
    }
  };
  if (postType === 'question') {
    await forEachDocument(
      db.collection(COLLECTIONS.answers).where('QuestionID', '==', postId),
      async (doc) => {
        await decrement(COLLECTIONS.users, doc.get('uid'), AUTHOR_COUNTER.answer);
        await writer.delete(doc.ref);
        await writer.delete(
          db.collection(COLLECTIONS.moderationQueue).doc(queueEntryId('answer', doc.id)),
        );
        deleted += 1;
      },
    );
  } else {
    await decrement(COLLECTIONS.questions, post.get('QuestionID'), 'AnswerCount');
  }
  await decrement(COLLECTIONS.users, post.get('uid'), AUTHOR_COUNTER[postType]);
  await writer.delete(ref);
  await writer.delete(queueRef);
  await writer.flush();
  return { found: true, deleted: deleted + 1 };
}
