import { COLLECTIONS } from '@queryhub/model';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { MIRROR_TRIGGER_OPTIONS, mirrorPostEvent } from '../search/mirror-trigger';

// Every write of a question (create, edit, vote, answer count, hide, restore, anonymise, delete)
// reaches the search mirror (docs/decisions.md, Search).
export const onQuestionMirror = onDocumentWritten(
  {
    document: `${COLLECTIONS.questions}/{questionId}`,
    ...MIRROR_TRIGGER_OPTIONS,
  },
  (event) => mirrorPostEvent('question', event.params.questionId, event),
);
