import { ANSWER_HANDLERS } from '../dispatch/answer-handlers';
import { documentDispatcher, POST_DISPATCHER_OPTIONS } from '../dispatch/dispatcher-trigger';
import { postDocuments } from '../dispatch/post-handlers';

// Every write of an answer, one invocation: derived fields, revisions, the delete cascade,
// notifications, mentions, badges, webhooks and the search mirror
// (functions/src/dispatch/answer-handlers.ts).
export const onAnswerWritten = documentDispatcher(
  'onAnswerWritten',
  { document: postDocuments('answer'), ...POST_DISPATCHER_OPTIONS },
  ANSWER_HANDLERS,
);
