import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { applyPostCreated } from '../posts/apply-post-created';
import { firestore } from '../shared/firebase';

// Keywords, UserName, the author's NoOfQuestionAnswered and the question's AnswerCount.
export const onAnswerCreated = onDocumentCreated('Answers/{answerId}', async (event) => {
  await applyPostCreated(firestore(), 'answer', event.params.answerId, event.id);
});
