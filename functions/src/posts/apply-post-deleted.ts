import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import {
  imageObjectName,
  variantObjectName,
  VARIANTS,
  type VariantName,
} from '../images/image-paths';
import { queueEntryId } from '../moderation/flag-fields';
import { BatchedWriter } from '../shared/batches';
import { COLLECTIONS } from '@queryhub/model';
import type { Bucket } from '../shared/firebase';
import { runOncePerEvent } from '../shared/idempotency';
import { forEachDocument } from '../shared/paging';
import type { PostKind } from './post-fields';

const AUTHOR_COUNTER: Record<PostKind, string> = {
  question: 'NoOfQuestionAsked',
  answer: 'NoOfQuestionAnswered',
};

/** The screenshot original and its variants of a post (exact names: ids may share prefixes). */
export function postImageObjects(kind: PostKind, uid: string, postId: string): string[] {
  const original = imageObjectName({ kind, uid, id: postId });
  const variants = (Object.keys(VARIANTS) as VariantName[]).map((variant) =>
    variantObjectName(original, variant),
  );
  return [original, ...variants];
}

export interface DeletedPost {
  kind: PostKind;
  id: string;
  data: Record<string, unknown>;
}

/**
 * What follows the deletion of a question or answer, by its author or by an admin
 * (moderatePost): the author's counter and (for an answer) the question's AnswerCount go down,
 * once per event; then its revisions, its moderation queue entry and screenshot files go, and
 * a deleted question's answers too (the rules only let an author delete a question without
 * answers; this removes one that arrived meanwhile, and all of them after an admin's delete).
 * Each answer deleted here runs this again for its own counters and queue entry. Safe to repeat.
 */
export async function applyPostDeleted(
  db: Firestore,
  bucket: Bucket,
  post: DeletedPost,
  eventId: string,
): Promise<void> {
  const collection = post.kind === 'question' ? COLLECTIONS.questions : COLLECTIONS.answers;
  const path = `${collection}/${post.id}`;
  const uid = typeof post.data.uid === 'string' ? post.data.uid : '';
  const questionId =
    post.kind === 'answer' && typeof post.data.QuestionID === 'string' ? post.data.QuestionID : '';

  await runOncePerEvent(db, eventId, { trigger: `on-${post.kind}-deleted`, path }, async (tx) => {
    const authorRef = uid ? db.collection(COLLECTIONS.users).doc(uid) : null;
    const author = authorRef ? await tx.get(authorRef) : null;
    const questionRef = questionId ? db.collection(COLLECTIONS.questions).doc(questionId) : null;
    // A plain read, as in applyPostCreated: a transactional read would lock the question, which
    // concurrent answers also update.
    const questionExists = questionRef ? (await questionRef.get()).exists : false;
    if (authorRef && author?.exists) {
      tx.update(authorRef, { [AUTHOR_COUNTER[post.kind]]: FieldValue.increment(-1) });
    }
    if (questionRef && questionExists) {
      tx.update(questionRef, { AnswerCount: FieldValue.increment(-1) });
    }
  });

  const writer = new BatchedWriter(db);
  await writer.delete(
    db.collection(COLLECTIONS.moderationQueue).doc(queueEntryId(post.kind, post.id)),
  );
  await forEachDocument(db.collection(COLLECTIONS.revisions).where('Post', '==', path), (doc) =>
    writer.delete(doc.ref),
  );
  if (post.kind === 'question') {
    await forEachDocument(
      db.collection(COLLECTIONS.answers).where('QuestionID', '==', post.id),
      (doc) => writer.delete(doc.ref),
    );
  }
  await writer.flush();
  if (uid) {
    await Promise.all(
      postImageObjects(post.kind, uid, post.id).map((name) =>
        bucket.file(name).delete({ ignoreNotFound: true }),
      ),
    );
  }
}
