// The keys under which the first page's data is shared between the server render and the
// browser's subscriptions and paged lists (lib/subscription.ts, lib/paged-list.ts,
// lib/initial-data.ts). One place, so both sides always agree.
import { COLLECTIONS } from '@queryhub/model';

export const dataKeys = {
  /** Home: the first page of `Categories`, newest first. */
  categories: () => COLLECTIONS.categories,
  categoryQuestions: (catId: string) => `${COLLECTIONS.questions}?CatID=${catId}`,
  /** The tag page: the first page of the questions carrying `tag`, newest first. */
  tagQuestions: (tag: string) => `${COLLECTIONS.questions}?Tags=${tag}`,
  /** The all-questions list (`/Questions`): the first page of every question, newest first. */
  allQuestions: () => `${COLLECTIONS.questions}?all`,
  /** The tag index (`/Tags`): one page of tags for a name prefix (or none) after a cursor. */
  tagIndex: (filter: string, after: string) =>
    `${COLLECTIONS.tags}?filter=${filter}&after=${after}`,
  question: (questionId: string) => `${COLLECTIONS.questions}/${questionId}`,
  questionAnswers: (questionId: string) => `${COLLECTIONS.answers}?QuestionID=${questionId}`,
  /** A question's or answer's comments, oldest first (features/comments). */
  postComments: (postId: string) => `${COLLECTIONS.comments}?PostID=${postId}`,
} as const;
