// A post is a question or an answer: one name for that choice (`PostKind`) and the tables that
// map it to its collection and fields, so no workspace spells the pair again.
import { COLLECTIONS } from './collections.js';

export const POST_KINDS = ['question', 'answer'] as const;
export type PostKind = (typeof POST_KINDS)[number];

/** The collection of each kind of post: `Questions` or `Answers`. */
export const POST_COLLECTIONS = {
  question: COLLECTIONS.questions,
  answer: COLLECTIONS.answers,
} as const satisfies Record<PostKind, string>;

export type PostCollectionName = (typeof POST_COLLECTIONS)[PostKind];

/** `Questions` for a question, `Answers` for an answer. */
export function postCollection<K extends PostKind>(kind: K): (typeof POST_COLLECTIONS)[K] {
  return POST_COLLECTIONS[kind];
}

export function isPostKind(value: unknown): value is PostKind {
  return value === 'question' || value === 'answer';
}

/** The kind whose collection is named `name` (a route segment such as `Questions`), else null. */
export function postKindOfCollection(name: string | undefined): PostKind | null {
  return POST_KINDS.find((kind) => POST_COLLECTIONS[kind] === name) ?? null;
}

/** The field that holds a post's own text (Markdown). */
export const POST_TEXT_FIELDS = {
  question: 'Question',
  answer: 'Answer',
} as const satisfies Record<PostKind, string>;

/** The `Users` counter each kind of post adds to. */
export const AUTHOR_COUNTER_FIELDS = {
  question: 'NoOfQuestionAsked',
  answer: 'NoOfQuestionAnswered',
} as const satisfies Record<PostKind, string>;

/** What members can flag: a post, or a comment under one. */
export const FLAGGABLE_KINDS = ['question', 'answer', 'comment'] as const;
export type FlaggableKind = (typeof FLAGGABLE_KINDS)[number];

/** The collection of each flaggable kind. */
export const FLAGGABLE_COLLECTIONS = {
  ...POST_COLLECTIONS,
  comment: COLLECTIONS.comments,
} as const satisfies Record<FlaggableKind, string>;
