// The keys under which the first page's data is shared between the server render and the
// browser's subscriptions (lib/subscription.ts, lib/initial-data.ts). One place, so both sides
// always agree.

export const dataKeys = {
  categories: () => 'Topic/Name',
  categoryQuestions: (catId: string) => `Questions?CatID=${catId}`,
  question: (questionId: string) => `Questions/${questionId}`,
  questionAnswers: (questionId: string) => `Answers?QuestionID=${questionId}`,
  search: (words: string[]) => `search:${words.join(' ')}`,
} as const;
