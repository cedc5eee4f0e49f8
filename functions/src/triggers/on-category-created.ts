import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { applyCategoryCreated } from '../categories/apply-category-created';
import { firestore } from '../shared/firebase';

// UserName on the category, and the category appended to Topic/Name.categories.
export const onCategoryCreated = onDocumentCreated('Categories/{categoryId}', async (event) => {
  await applyCategoryCreated(firestore(), event.params.categoryId);
});
