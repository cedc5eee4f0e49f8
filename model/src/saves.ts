// A member's saved posts: `Users/{uid}/Saves/{postId}`, private to the member, created and
// deleted by them (never updated), one per post (docs/data-model.md, "Saves").
import { POST_KINDS, type PostKind } from './post-kind.js';
import type { DocumentData, ReadTime } from './read-fields.js';
import {
  readChoice,
  readOptionalString,
  readString,
  readTime,
  withOptional,
} from './read-fields.js';
import type { PostRef } from './views.js';

/**
 * `Users/{uid}/Saves/{postId}`: which post (its kind, its question, the answer when it is one,
 * and the category, so /Saved can link to it without reading more) and when it was saved (the
 * server's time). The id is the post's id: the question's, or the answer's.
 */
export interface SaveDoc<T> {
  Kind: PostKind;
  QuestionID: string;
  /** Only on the save of an answer. */
  AnswerID?: string;
  CatID: string;
  date: T;
}

/** The fields of a question's save, exactly (firestore.rules); an answer's adds `AnswerID`. */
export const QUESTION_SAVE_FIELDS = [
  'Kind',
  'QuestionID',
  'CatID',
  'date',
] as const satisfies readonly (keyof SaveDoc<unknown>)[];
export const ANSWER_SAVE_FIELDS = [
  ...QUESTION_SAVE_FIELDS,
  'AnswerID',
] as const satisfies readonly (keyof SaveDoc<unknown>)[];

/** The post a save names, as the page that shows the Save toggle knows it. */
export interface SaveTarget {
  kind: PostKind;
  questionId: string;
  /** The answer's id; absent for a question. */
  answerId?: string;
  catId: string;
}

/** The save of the post `post` names. */
export function saveTarget(post: PostRef): SaveTarget {
  const { kind, questionId, catId } = post;
  return kind === 'answer'
    ? { kind, questionId, answerId: post.id, catId }
    : { kind, questionId, catId };
}

/** The saved post's id: the document id of its save. */
export function savedPostId(target: SaveTarget): string {
  return target.kind === 'answer' ? (target.answerId ?? '') : target.questionId;
}

/** The fields of the save of `target`, with `date` the caller's server timestamp. */
export function buildSave<T>(target: SaveTarget, date: T): SaveDoc<T> {
  const save: SaveDoc<T> = {
    Kind: target.kind,
    QuestionID: target.questionId,
    CatID: target.catId,
    date,
  };
  if (target.kind === 'answer') save.AnswerID = target.answerId ?? '';
  return save;
}

export function readSaveDoc(data: DocumentData): SaveDoc<ReadTime> {
  return withOptional<SaveDoc<ReadTime>, 'AnswerID'>(
    {
      Kind: readChoice(data, 'Kind', POST_KINDS),
      QuestionID: readString(data, 'QuestionID'),
      CatID: readString(data, 'CatID'),
      date: readTime(data, 'date'),
    },
    'AnswerID',
    readOptionalString(data, 'AnswerID'),
  );
}
