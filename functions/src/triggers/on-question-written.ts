import { documentDispatcher, POST_DISPATCHER_OPTIONS } from '../dispatch/dispatcher-trigger';
import { postDocuments } from '../dispatch/post-handlers';
import { QUESTION_HANDLERS } from '../dispatch/question-handlers';

// Every write of a question, one invocation: derived fields, revisions, the delete cascade, tag
// counts, follows, fan-out, notifications, acceptance, badges, webhooks and the search mirror
// (functions/src/dispatch/question-handlers.ts).
export const onQuestionWritten = documentDispatcher(
  'onQuestionWritten',
  { document: postDocuments('question'), ...POST_DISPATCHER_OPTIONS },
  QUESTION_HANDLERS,
);
