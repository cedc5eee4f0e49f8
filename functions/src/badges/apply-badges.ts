// What each kind of event awards: the rules (model badges.ts) over the event's facts, and only
// the badges the write made newly due, so an update that crossed no threshold (most of them)
// costs no read. Every award is create-if-absent (awardBadges), so redeliveries award nothing.
import {
  adminQuery,
  COLLECTIONS,
  answerBadges,
  commentBadges,
  editBadges,
  necromancerNeedsQuestion,
  newlyDue,
  questionBadges,
  questionTags,
  readDocument,
  readMemberBadgesDoc,
  readMillis,
  readVoteDoc,
  tagPioneerBadges,
  voteBadges,
  type DocumentData,
  type DueAward,
} from '@queryhub/model';
import type { Firestore } from 'firebase-admin/firestore';
import { answerFacts, questionFacts } from './badge-facts';
import { awardBadges } from './award-badges';

/**
 * Whether `questionId` is the oldest question carrying one of its tags (at most 5 reads of one
 * document each): the rule the recompute applies too, and, unlike "the only question with the
 * tag", it holds when a second question with the tag arrives before this trigger runs.
 */
async function openedNewTag(
  db: Firestore,
  questionId: string,
  tags: readonly string[],
): Promise<boolean> {
  for (const tag of tags) {
    const oldest = await adminQuery(db, 'questions.ofTag.oldest', tag).limit(1).get();
    if (oldest.docs[0]?.id === questionId) return true;
  }
  return false;
}

/** A question written: Student, Scholar, Nice/Good/Great Question; Tag pioneer when created. */
export async function applyQuestionBadges(
  db: Firestore,
  questionId: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): Promise<number> {
  if (!after) return 0;
  const now = questionFacts(questionId, after);
  const was = before ? questionBadges(questionFacts(questionId, before)) : [];
  const due: DueAward[] = newlyDue(was, questionBadges(now));
  if (!before && !now.hidden) {
    const openedNew = await openedNewTag(db, questionId, questionTags(after));
    due.push(...tagPioneerBadges({ id: questionId, uid: now.uid, openedNewTag: openedNew }));
  }
  return awardBadges(db, due);
}

/** An answer written: Teacher, Nice/Good/Great Answer, Enlightened, Necromancer. */
export async function applyAnswerBadges(
  db: Firestore,
  answerId: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): Promise<number> {
  if (!after) return 0;
  const afterFacts = answerFacts(answerId, after, null);
  // The question's date matters only for Necromancer, so it is read only at its score.
  let questionDateMs: number | null = null;
  if (necromancerNeedsQuestion(afterFacts)) {
    const question = await db
      .collection(COLLECTIONS.questions)
      .doc(String(after.QuestionID ?? ''))
      .get();
    questionDateMs = question.exists ? readMillis(question.data()?.date) : null;
  }
  const was = before ? answerBadges(answerFacts(answerId, before, questionDateMs)) : [];
  const due = newlyDue(was, answerBadges({ ...afterFacts, questionDateMs }));
  return awardBadges(db, due);
}

/** A vote cast or changed: Supporter for an upvote, Critic for a downvote. */
export async function applyVoteBadges(
  db: Firestore,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): Promise<number> {
  if (!after) return 0;
  const facts = (data: DocumentData) => {
    const vote = readVoteDoc(data);
    return voteBadges({ uid: vote.uid, value: vote.value, postId: vote.postId });
  };
  return awardBadges(db, newlyDue(before ? facts(before) : [], facts(after)));
}

/** An edit recorded (a Revisions document): Editor. */
export function applyRevisionBadges(db: Firestore, revision: DocumentData): Promise<number> {
  const { uid, PostID: postId } = readDocument('revisions', revision);
  return awardBadges(db, editBadges({ uid, postId }));
}

/**
 * A comment written: Commentator once the author has written enough. One read of the member's
 * badge counts, and, until they hold it, one count aggregation over their comments.
 */
export async function applyCommentBadges(db: Firestore, comment: DocumentData): Promise<number> {
  const { uid } = readDocument('comments', comment);
  if (!uid) return 0;
  const member = await db.collection(COLLECTIONS.memberBadges).doc(uid).get();
  if ((readMemberBadgesDoc(member.data() ?? {}).Counts.commentator ?? 0) > 0) return 0;
  const counted = await adminQuery(db, 'comments.byAuthor.count', uid).count().get();
  return awardBadges(db, commentBadges({ uid, comments: counted.data().count }));
}
