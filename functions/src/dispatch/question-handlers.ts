// What a write of `Questions/{id}` sets off, each handler with the test that says whether the
// write is its business (functions/src/triggers/on-question-written.ts runs them).
import { COLLECTIONS, questionTags, readDocument, type WebhookEvent } from '@queryhub/model';
import { acceptedAnswerId, applyAcceptedAnswer } from '../answers/apply-accepted-answer';
import { applyQuestionBadges } from '../badges/apply-badges';
import { followByDefault } from '../follows/follow-by-default';
import { questionTextChanged } from '../notifications/notification-fields';
import { notifyOnAccept, notifyOnQuestionEdit } from '../notifications/question-notifiers';
import { firestore } from '../shared/firebase';
import { applyTagCounts, tagCountChanges } from '../tags/tag-counts';
import { fanOutNewQuestion } from '../tags/new-question-fan-out';
import { isCreate, isUpdate, type DocumentWrite, type WriteHandler } from './document-write';
import {
  deleteHandler,
  derivedFieldsHandler,
  editHandler,
  searchMirrorHandler,
} from './post-handlers';

/** The answer the update newly accepted ('' when the choice was not set to a new answer). */
function newlyAccepted(write: DocumentWrite): string {
  if (!isUpdate(write)) return '';
  const accepted = acceptedAnswerId(write.after);
  return accepted !== acceptedAnswerId(write.before) ? accepted : '';
}

async function queueWebhook(event: WebhookEvent, subjectId: string, time: string) {
  const { queueWebhook: queue } = await import('../webhooks/handle-event.js');
  await queue(event, subjectId, time);
}

const textOrTagsChanged = (
  before: DocumentWrite['before'],
  after: DocumentWrite['after'],
): boolean =>
  questionTextChanged(before, after) ||
  (!!before && !!after && questionTags(before).join(' ') !== questionTags(after).join(' '));

export const QUESTION_HANDLERS: readonly WriteHandler[] = [
  derivedFieldsHandler('question'),
  editHandler('question', textOrTagsChanged),
  deleteHandler('question'),
  {
    // Tags/{tag}.QuestionCount follows every create, tag edit, hide, restore and delete.
    name: 'question-tag-counts',
    wants: (write) => tagCountChanges(write.before, write.after).size > 0,
    run: (write, eventKey) =>
      applyTagCounts(
        firestore(),
        `${COLLECTIONS.questions}/${write.id}`,
        eventKey,
        write.before,
        write.after,
      ),
  },
  {
    // The asker follows their own question by default.
    name: 'question-asker-follows',
    wants: isCreate,
    run: (write) =>
      followByDefault(
        firestore(),
        write.after ? readDocument('questions', write.after).uid : '',
        write.id,
      ),
  },
  {
    // A new question reaches the members following its tags or its category.
    name: 'question-fan-out',
    wants: isCreate,
    run: (write) => fanOutNewQuestion(firestore(), write.id),
  },
  {
    // `question.created` to the subscribed endpoints (docs/decisions.md, Webhooks).
    name: 'question-webhook',
    wants: isCreate,
    run: (write) => queueWebhook('question.created', write.id, write.time),
  },
  {
    // Followers hear of an edit of the text; derived-field updates leave it alone.
    name: 'question-edit-notify',
    wants: (write) => questionTextChanged(write.before, write.after),
    run: async (write, eventKey) => {
      if (write.after) await notifyOnQuestionEdit(firestore(), write.id, write.after, eventKey);
    },
  },
  {
    // The asker's AcceptedAnswerID changed: reputation and the answers' Accepted flags, from
    // the question's current choice (a burst of toggles coalesces: applyAcceptedAnswer).
    name: 'question-accepted',
    wants: (write) =>
      isUpdate(write) && acceptedAnswerId(write.before) !== acceptedAnswerId(write.after),
    run: (write) => applyAcceptedAnswer(firestore(), write.id),
  },
  {
    // The accepted answer's author hears of it (one notification per answer).
    name: 'question-accepted-notify',
    wants: (write) => newlyAccepted(write) !== '',
    run: async (write) => {
      if (write.after) {
        await notifyOnAccept(firestore(), write.id, write.after, newlyAccepted(write));
      }
    },
  },
  {
    // `answer.accepted` (about the answer), once per answer.
    name: 'question-accepted-webhook',
    wants: (write) => newlyAccepted(write) !== '',
    run: (write) => queueWebhook('answer.accepted', newlyAccepted(write), write.time),
  },
  {
    // Student, Scholar, Nice/Good/Great Question, Tag pioneer, as Score, the accepted answer
    // and the tags change.
    name: 'question-badges',
    wants: (write) => !!write.after,
    run: (write) => applyQuestionBadges(firestore(), write.id, write.before, write.after),
  },
  searchMirrorHandler('question'),
];
