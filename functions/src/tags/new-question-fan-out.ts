// A new question reaches the members who follow one of its tags or its category: an inbox item
// (type NEW_QUESTION_NOTIFICATION) and, through notify(), the e-mail alert. The
// followers are read a page at a time (followersOf) and at most MAX_TAG_FAN_OUT_RECIPIENTS in
// all, so one question costs a bounded number of reads and writes however many follow its tags.
import {
  COLLECTIONS,
  FOLLOWER_PAGE_SIZE,
  MAX_TAG_FAN_OUT_RECIPIENTS,
  NEW_QUESTION_NOTIFICATION,
  type QuestionDoc,
  type ReadTime,
} from '@queryhub/model';
import type { Firestore } from 'firebase-admin/firestore';
import { followersOf } from '../follows/followers';
import type { AlertScheduler } from '../mail/unread-alerts';
import { notify } from '../notifications/fan-out';
import { recipients } from '../notifications/notification-fields';
import { isWithheld } from '../spam-review/first-post-review';
import { readSnapshot } from '../shared/documents';

/**
 * Who hears of a new question: followers of its category first, then of its tags, without the
 * asker and duplicates, at most `cap`.
 */
export async function newQuestionAudience(
  db: Firestore,
  question: Pick<QuestionDoc<ReadTime>, 'uid' | 'CatID' | 'Tags'>,
  cap = MAX_TAG_FAN_OUT_RECIPIENTS,
  pageSize = FOLLOWER_PAGE_SIZE,
): Promise<string[]> {
  const asker = question.uid;
  const catId = question.CatID;
  const tags = question.Tags;
  // One more than the cap per source, so the asker's own follow cannot shrink the audience.
  const perSource = cap + 1;
  const byCategory = catId
    ? await followersOf(db, { kind: 'category', categoryId: catId }, perSource, pageSize)
    : [];
  const chosen = recipients(byCategory, asker, cap);
  const byTag =
    tags.length > 0 && chosen.length < cap
      ? await followersOf(db, { kind: 'tags', tags }, perSource, pageSize)
      : [];
  return recipients([...chosen, ...byTag], asker, cap);
}

/**
 * Tells the followers of a new question's tags and category, once (the inbox id is derived
 * from the question, so a redelivery writes nothing new). Hidden questions, and those held for
 * review, tell nobody.
 */
export async function fanOutNewQuestion(
  db: Firestore,
  questionId: string,
  alerts?: AlertScheduler,
  cap = MAX_TAG_FAN_OUT_RECIPIENTS,
): Promise<number> {
  const question = readSnapshot(
    'questions',
    await db.collection(COLLECTIONS.questions).doc(questionId).get(),
  );
  if (!question || (await isWithheld(db, 'question', question))) return 0;
  const audience = await newQuestionAudience(db, question, cap);
  if (audience.length === 0) return 0;
  const asker = question.uid;
  const user = asker
    ? readSnapshot('users', await db.collection(COLLECTIONS.users).doc(asker).get())
    : null;
  return notify(
    db,
    audience,
    {
      type: NEW_QUESTION_NOTIFICATION,
      questionId,
      catId: question.CatID,
      question: question.Question,
      postId: questionId,
      actorUid: asker,
      actorName: user?.displayName ?? '',
    },
    questionId,
    alerts,
  );
}
