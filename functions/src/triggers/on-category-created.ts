import { COLLECTIONS } from '@queryhub/model';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { applyCategoryCreated } from '../categories/apply-category-created';
import { firestore } from '../shared/firebase';
import { RETRIED_TRIGGER_OPTIONS, runRetriedTrigger } from '../shared/retried-trigger';

// UserName on the category (Home lists Categories itself; Topic/Name is no longer written).
export const onCategoryCreated = onDocumentCreated(
  { document: `${COLLECTIONS.categories}/{categoryId}`, ...RETRIED_TRIGGER_OPTIONS },
  async (event) => {
    await runRetriedTrigger('onCategoryCreated', event, () =>
      applyCategoryCreated(firestore(), event.params.categoryId),
    );
  },
);
