import {
  AUTHOR_COUNTER_FIELDS,
  COLLECTIONS,
  postCollection,
  postQuestionId,
  readPostDoc,
  type PostKind,
} from '@queryhub/model';
import { FieldValue, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { answerMentionLinks } from '../comments/answer-mention-links';
import { reviewPost } from '../spam-review/first-post-review';
import { HELD_POST_FIELDS, holdForReview } from '../moderation/hold-for-review';
import { readPostSnapshot, readSnapshot } from '../shared/documents';
import { runOncePerEventReading } from '../shared/idempotency';
import { postDerivedFields } from './post-derived-fields';

/** Written by onVoteWritten; a new post starts them at 0 so it sorts under "Top". */
const VOTE_COUNTERS = ['Score', 'UpCount', 'DownCount'] as const;

/**
 * Everything a new question or answer derives, in one transaction with the event's marker:
 * keywords, the rendered HTML, the author's name, the author's counter, the question's
 * AnswerCount (for an answer), and the spam review: a post judged likely spam is held for review
 * (hold-for-review.ts). Returns false for a redelivery. (Images need nothing here: a
 * post is written before its upload, so the image function always finds it.)
 *
 * `created` is the post as the event carries it. Its author and question never change (the rules
 * refuse it), so they are read with the marker and the post in one round trip instead of three.
 */
export async function applyPostCreated(
  db: Firestore,
  kind: PostKind,
  postId: string,
  created: DocumentData,
  eventId: string,
  isAllowedImage: (src: string) => boolean,
): Promise<boolean> {
  const postRef = db.collection(postCollection(kind)).doc(postId);
  const marker = { trigger: `on-${kind}-created`, path: postRef.path };
  const event = readPostDoc(kind, created);
  const authorRef = event.uid !== '' ? db.collection(COLLECTIONS.users).doc(event.uid) : null;
  const questionId = kind === 'answer' ? postQuestionId(kind, postId, event) : '';
  const questionRef =
    questionId !== '' ? db.collection(COLLECTIONS.questions).doc(questionId) : null;
  // A plain read, not a transactional one: every answer to a question increments its
  // AnswerCount, and a transactional read would lock that hot document until commit, so
  // concurrent answers deadlock in the emulator. increment() itself needs no read. A question
  // deleted meanwhile (by its author while AnswerCount was 0, or by an admin) fails the commit
  // with NOT_FOUND; its delete trigger removes this answer anyway.
  const [mentions, questionExists] = await Promise.all([
    kind === 'answer' ? answerMentionLinks(db, postRef) : undefined,
    questionRef ? questionRef.get().then((question) => question.exists) : false,
  ]);
  const reads = authorRef ? [postRef, authorRef] : [postRef];
  return runOncePerEventReading(db, eventId, marker, reads, async (transaction, snapshots) => {
    const post = readPostSnapshot(kind, snapshots[0]);
    if (!post) return;
    const author = authorRef && post.uid === event.uid ? snapshots[1] : undefined;
    const authorDoc = readSnapshot('users', author);
    const update: Record<string, unknown> = postDerivedFields(
      kind,
      post,
      authorDoc,
      isAllowedImage,
      mentions,
    );
    // Likely spam waits for a moderator: hidden, in the queue, shown to its author only.
    const review = reviewPost(kind, post, authorDoc);
    if (review.hold && post.AwaitingReview === undefined) {
      Object.assign(update, HELD_POST_FIELDS);
      holdForReview(db, transaction, kind, postId, post, review.reasons);
    }
    // An answer's trigger may have counted already if it ran first; votes likewise.
    if (kind === 'question' && !('AnswerCount' in post)) update.AnswerCount = 0;
    for (const counter of VOTE_COUNTERS) {
      if (post[counter] === undefined) update[counter] = 0;
    }
    // Sorting by activity: a question is active when asked and whenever it is answered.
    if (kind === 'question' && !('LastActivity' in post) && post.date) {
      update.LastActivity = post.date;
    }
    transaction.update(postRef, update);
    if (author?.exists) {
      transaction.update(author.ref, { [AUTHOR_COUNTER_FIELDS[kind]]: FieldValue.increment(1) });
    }
    if (questionRef && questionExists) {
      const activity = post.date ? { LastActivity: post.date } : {};
      transaction.update(questionRef, { AnswerCount: FieldValue.increment(1), ...activity });
    }
  });
}
