// Public API of the questions feature: reading a question, its answers and its category.
export { useCategory, type CategoryRef } from './api/get-category';
export { useQuestion } from './api/get-question';
export { useAcceptedAnswer, useQuestionAnswers } from './api/get-question-answers';
export { useQuestionToAnswer } from './api/get-question-to-answer';
export { QuestionDetails } from './components/question-details';
