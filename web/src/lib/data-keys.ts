// The keys under which the first page's data is shared between the server render and the
// browser's subscriptions (lib/subscription.ts, lib/initial-data.ts). One place, so both sides
// always agree.
import { COLLECTIONS, TOPIC_NAME_PATH } from '@queryhub/model';

export const dataKeys = {
  categories: () => TOPIC_NAME_PATH,
  categoryQuestions: (catId: string) => `${COLLECTIONS.questions}?CatID=${catId}`,
  question: (questionId: string) => `${COLLECTIONS.questions}/${questionId}`,
  questionAnswers: (questionId: string) => `${COLLECTIONS.answers}?QuestionID=${questionId}`,
  search: (words: string[]) => `search:${words.join(' ')}`,
} as const;
