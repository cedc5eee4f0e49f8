import type { Firestore } from 'firebase-admin/firestore';
import { notify } from '../notifications/fan-out';
import type { DecidedRound } from './apply-close-vote';

/**
 * The asker hears that their question was closed or reopened (an inbox item, which the mail
 * alerts pick up); never of their own close. One item per round: a redelivery writes nothing.
 */
export function notifyClosed(db: Firestore, round: DecidedRound): Promise<number> {
  return notify(
    db,
    [round.askerUid],
    {
      type: round.action === 'close' ? 'closed' : 'reopened',
      questionId: round.questionId,
      catId: round.catId,
      question: round.question,
      postId: round.questionId,
      actorUid: round.actorUid,
      actorName: round.actorName,
    },
    `${round.questionId}-${round.round}`,
  );
}
