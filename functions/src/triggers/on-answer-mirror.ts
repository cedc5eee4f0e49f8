import { COLLECTIONS } from '@queryhub/model';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { MIRROR_TRIGGER_OPTIONS, mirrorPostEvent } from '../search/mirror-trigger';

// Every write of an answer (create, edit, vote, acceptance, hide, restore, anonymise, delete)
// reaches the search mirror (docs/decisions.md, Search).
export const onAnswerMirror = onDocumentWritten(
  {
    document: `${COLLECTIONS.answers}/{answerId}`,
    ...MIRROR_TRIGGER_OPTIONS,
  },
  (event) => mirrorPostEvent('answer', event.params.answerId, event),
);
