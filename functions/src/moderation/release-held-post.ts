// Approving a post held for review: the create triggers' notifiers stayed silent (isWithheld),
// so the approval sends what they would have sent. Each notifier is idempotent (inbox ids come
// from the post), so an approval repeated, or a notifier retried after it, tells nobody twice.
import type { PostKind } from '@queryhub/model';
import type { Firestore } from 'firebase-admin/firestore';
import { notifyAnswerMentions } from '../comments/notify-answer-mentions';
import { notifyOnAnswer } from '../notifications/question-notifiers';
import { fanOutNewQuestion } from '../tags/new-question-fan-out';

/** Sends an approved post's notifications; returns how many inbox items were written. */
export async function releaseHeldPost(
  db: Firestore,
  kind: PostKind,
  postId: string,
): Promise<number> {
  if (kind === 'question') return fanOutNewQuestion(db, postId);
  return (await notifyOnAnswer(db, postId)) + (await notifyAnswerMentions(db, postId));
}
