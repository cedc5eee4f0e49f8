import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { applyPostCreated } from '../posts/apply-post-created';
import { firestore } from '../shared/firebase';
import { failIfFaultInjected } from '../testing/fault-switch';

// Keywords, UserName, AnswerCount 0 and the author's NoOfQuestionAsked.
export const onQuestionCreated = onDocumentCreated('Questions/{questionId}', async (event) => {
  await failIfFaultInjected('onQuestionCreated');
  await applyPostCreated(firestore(), 'question', event.params.questionId, event.id);
});
