import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import {
  imageObjectName,
  variantObjectName,
  VARIANTS,
  type VariantName,
} from '../images/image-paths';
import { queueEntryId } from '../moderation/flag-fields';
import { ACCEPTED_ANSWER_POINTS } from '../reputation/reputation-rules';
import { BatchedWriter } from '../shared/batches';
import { COLLECTIONS, type PostKind } from '@queryhub/model';
import type { Bucket } from '../shared/firebase';
import { runOncePerEvent } from '../shared/idempotency';
import { forEachDocument } from '../shared/paging';
import { removePostVotes } from '../votes/remove-post-votes';

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
 *
 * Votes and reputation follow too (docs/decisions.md, "Votes meet Markdown's deletes"): the
 * post's votes go and what they gave its author is taken back (removePostVotes); a deleted answer
 * that was accepted stops being the question's choice (`AcceptedAnswerID` cleared,
 * `HasAcceptedAnswer` false) and its author loses the accept's reputation. For a deleted
 * question, its accepted answer's author loses it here, before the answers go (their own
 * deletes then find no question to clear).
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
    const question = questionRef ? await questionRef.get() : null;
    if (authorRef && author?.exists) {
      tx.update(authorRef, { [AUTHOR_COUNTER[post.kind]]: FieldValue.increment(-1) });
    }
    if (questionRef && question?.exists) {
      const wasChosen = question.get('AcceptedAnswerID') === post.id;
      tx.update(questionRef, {
        AnswerCount: FieldValue.increment(-1),
        ...(wasChosen ? { AcceptedAnswerID: '', HasAcceptedAnswer: false } : {}),
      });
      if (post.data.Accepted === true) takeBackAccept(db, tx, uid, question.get('uid'));
    }
    const chosenId = post.kind === 'question' ? post.data.AcceptedAnswerID : undefined;
    if (typeof chosenId === 'string' && chosenId !== '') {
      const chosen = await db.collection(COLLECTIONS.answers).doc(chosenId).get();
      if (
        chosen.exists &&
        chosen.get('QuestionID') === post.id &&
        chosen.get('Accepted') === true
      ) {
        takeBackAccept(db, tx, chosen.get('uid'), uid);
      }
    }
  });
  await removePostVotes(db, post.kind, post.id);

  const writer = new BatchedWriter(db);
  const queueRef = db.collection(COLLECTIONS.moderationQueue).doc(queueEntryId(post.kind, post.id));
  // A post its author deleted while hidden stays in the queue (marked), so the moderators still
  // see it; its PostTombstones entry keeps the id from being posted again. An answer that goes
  // with its deleted question (an admin's or the author's delete of the question) leaves the
  // queue like the question.
  const withItsQuestion =
    questionId !== '' && !(await db.collection(COLLECTIONS.questions).doc(questionId).get()).exists;
  if (post.data.Hidden === true && !withItsQuestion) {
    if ((await queueRef.get()).exists) {
      await writer.update(queueRef, { DeletedByAuthor: true });
    }
  } else {
    await writer.delete(queueRef);
  }
  // Its flags go too, so none of them outlives the post (the queue entry keeps the reasons).
  await forEachDocument(db.collection(COLLECTIONS.flags).where('PostID', '==', post.id), (doc) =>
    writer.delete(doc.ref),
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

/**
 * The accepted answer's author loses what onQuestionAccepted gave for it (nothing was given for
 * accepting one's own answer, or to an anonymised author). `Accepted` on the answer is the sign
 * that the accept was applied: it is set in the same transaction as the reward.
 */
function takeBackAccept(db: Firestore, tx: Transaction, author: unknown, asker: unknown): void {
  if (typeof author !== 'string' || author === '' || author === asker) return;
  tx.set(
    db.collection(COLLECTIONS.profiles).doc(author),
    {
      uid: author,
      Reputation: FieldValue.increment(-ACCEPTED_ANSWER_POINTS),
      AcceptedCount: FieldValue.increment(-1),
    },
    { merge: true },
  );
}
