import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { imageObjectName } from '../images/image-paths';
import { ACCEPTED_ANSWER_POINTS } from '../reputation/reputation-rules';
import { BatchedWriter } from '../shared/batches';
import {
  adminQuery,
  AUTHOR_COUNTER_FIELDS,
  COLLECTIONS,
  moderationQueueId,
  postCollection,
  postQuestionId,
  readPostDoc,
  type DocumentData,
  type PostKind,
  variantObjectName,
  VARIANTS,
  type VariantName,
} from '@queryhub/model';
import { readSnapshot } from '../shared/documents';
import type { Bucket } from '../shared/firebase';
import { runOncePerEvent } from '../shared/idempotency';
import { forEachDocument } from '../shared/paging';
import { removePostVotes } from '../votes/remove-post-votes';

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
  /** The post's last data, as the delete event holds it. */
  data: DocumentData;
}

/**
 * What follows the deletion of a question or answer, by its author or by an admin
 * (moderatePost): the author's counter and (for an answer) the question's AnswerCount go down,
 * once per event; then its revisions, its moderation queue entry and screenshot files go, and
 * a deleted question's answers too (the rules only let an author delete a question without
 * answers; this removes one that arrived meanwhile, and all of them after an admin's delete).
 * Each answer deleted here runs this again for its own counters and queue entry. Safe to repeat.
 *
 * Votes and reputation follow too (docs/decisions.md, "A delete takes its votes and reputation with it"): the
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
  const path = `${postCollection(post.kind)}/${post.id}`;
  const deleted = readPostDoc(post.kind, post.data);
  const { uid } = deleted;
  const questionId = post.kind === 'answer' ? postQuestionId(post.kind, post.id, deleted) : '';

  await runOncePerEvent(db, eventId, { trigger: `on-${post.kind}-deleted`, path }, async (tx) => {
    const authorRef = uid ? db.collection(COLLECTIONS.users).doc(uid) : null;
    const author = authorRef ? await tx.get(authorRef) : null;
    const questionRef = questionId ? db.collection(COLLECTIONS.questions).doc(questionId) : null;
    // A plain read, as in applyPostCreated: a transactional read would lock the question, which
    // concurrent answers also update.
    const question = questionRef ? readSnapshot('questions', await questionRef.get()) : null;
    if (authorRef && author?.exists) {
      tx.update(authorRef, { [AUTHOR_COUNTER_FIELDS[post.kind]]: FieldValue.increment(-1) });
    }
    if (questionRef && question) {
      const wasChosen = question.AcceptedAnswerID === post.id;
      tx.update(questionRef, {
        AnswerCount: FieldValue.increment(-1),
        ...(wasChosen ? { AcceptedAnswerID: '', HasAcceptedAnswer: false } : {}),
      });
      if ('Accepted' in deleted && deleted.Accepted === true) {
        takeBackAccept(db, tx, uid, question.uid);
      }
    }
    const chosenId = 'AcceptedAnswerID' in deleted ? (deleted.AcceptedAnswerID ?? '') : '';
    if (post.kind === 'question' && chosenId !== '') {
      const chosen = readSnapshot(
        'answers',
        await db.collection(COLLECTIONS.answers).doc(chosenId).get(),
      );
      if (chosen && chosen.QuestionID === post.id && chosen.Accepted === true) {
        takeBackAccept(db, tx, chosen.uid, uid);
      }
    }
  });
  await removePostVotes(db, post.kind, post.id);

  const writer = new BatchedWriter(db);
  const queueRef = db
    .collection(COLLECTIONS.moderationQueue)
    .doc(moderationQueueId(post.kind, post.id));
  // A post its author deleted while hidden stays in the queue (marked), so the moderators still
  // see it; its PostTombstones entry keeps the id from being posted again. An answer that goes
  // with its deleted question (an admin's or the author's delete of the question) leaves the
  // queue like the question.
  const withItsQuestion =
    questionId !== '' && !(await db.collection(COLLECTIONS.questions).doc(questionId).get()).exists;
  if (deleted.Hidden === true && !withItsQuestion) {
    if ((await queueRef.get()).exists) {
      await writer.update(queueRef, { DeletedByAuthor: true });
    }
  } else {
    await writer.delete(queueRef);
  }
  // Its flags go too, so none of them outlives the post (the queue entry keeps the reasons).
  await forEachDocument(adminQuery(db, 'flags.ofPost', post.id), (doc) => writer.delete(doc.ref));
  await forEachDocument(adminQuery(db, 'revisions.ofPost', path), (doc) => writer.delete(doc.ref));
  // Its comments go (an answer deleted with its question takes its own).
  await forEachDocument(adminQuery(db, 'comments.ofPost', post.id), (doc) =>
    writer.delete(doc.ref),
  );
  if (post.kind === 'question') {
    await forEachDocument(adminQuery(db, 'answers.ofQuestion', post.id), (doc) =>
      writer.delete(doc.ref),
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
 * The accepted answer's author loses what the question-accepted handler gave for it (nothing was given for
 * accepting one's own answer, or to an anonymised author). `Accepted` on the answer is the sign
 * that the accept was applied: it is set in the same transaction as the reward.
 */
function takeBackAccept(db: Firestore, tx: Transaction, author: string, asker: string): void {
  if (author === '' || author === asker) return;
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
