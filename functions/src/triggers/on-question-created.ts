import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { applyPostCreated } from '../posts/apply-post-created';
import { firestore } from '../shared/firebase';

// Keywords, UserName, AnswerCount 0 and the author's NoOfQuestionAsked.
export const onQuestionCreated = onDocumentCreated('Questions/{questionId}', async (event) => {
  await applyPostCreated(firestore(), 'question', event.params.questionId, event.id);
});
