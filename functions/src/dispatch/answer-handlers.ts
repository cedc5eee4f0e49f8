// What a write of `Answers/{id}` sets off (functions/src/triggers/on-answer-written.ts runs them).
import { readDocument } from '@queryhub/model';
import { applyAnswerBadges } from '../badges/apply-badges';
import { notifyAnswerMentions } from '../comments/notify-answer-mentions';
import { notifyOnAnswer } from '../notifications/question-notifiers';
import { firestore } from '../shared/firebase';
import { isCreate, type DocumentWrite, type WriteHandler } from './document-write';
import {
  deleteHandler,
  derivedFieldsHandler,
  editHandler,
  searchMirrorHandler,
} from './post-handlers';

const answerTextChanged = (before: DocumentWrite['before'], after: DocumentWrite['after']) =>
  !!before &&
  !!after &&
  readDocument('answers', before).Answer !== readDocument('answers', after).Answer;

export const ANSWER_HANDLERS: readonly WriteHandler[] = [
  derivedFieldsHandler('answer'),
  editHandler('answer', answerTextChanged),
  deleteHandler('answer'),
  {
    // The answerer follows the question; the asker and the followers get a notification.
    name: 'answer-notify',
    wants: isCreate,
    run: (write) => notifyOnAnswer(firestore(), write.id),
  },
  {
    // The members a new answer @mentions get a `mention` inbox item.
    name: 'answer-mentions',
    wants: isCreate,
    run: (write) => notifyAnswerMentions(firestore(), write.id),
  },
  {
    // `answer.created` to the subscribed endpoints (docs/decisions.md, Webhooks).
    name: 'answer-webhook',
    wants: isCreate,
    run: async (write) => {
      const { queueWebhook } = await import('../webhooks/handle-event.js');
      await queueWebhook('answer.created', write.id, write.time);
    },
  },
  {
    // Teacher, Nice/Good/Great Answer, Enlightened, Necromancer, as Score and Accepted change.
    name: 'answer-badges',
    wants: (write) => !!write.after,
    run: (write) => applyAnswerBadges(firestore(), write.id, write.before, write.after),
  },
  searchMirrorHandler('answer'),
];
