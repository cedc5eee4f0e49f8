// View models for the forum's content documents (see docs/data-model.md) and pure parsers that
// turn raw Firestore data into them. No Firebase import: parsers duck-type Timestamps, so pages,
// converters and tests can use them without loading an SDK.

import type { DocumentData, ImageVariants } from './read-fields.js';
import { readMillis, readNumber, readString, readVariants } from './read-fields.js';
import { markSanitized, type SanitizedHtml } from './sanitized-html.js';
import { toClosureView, type ClosureView } from './closing.js';
import { questionTags } from './tags.js';
import type { PostKind } from './post-kind.js';

/**
 * A screenshot a page may show: only the processed variants the image function recorded. The
 * upload field names a Storage object that is never publicly readable, so until the variants
 * exist (or when the upload failed or was abandoned) there is no screenshot to show.
 */
export interface Screenshot {
  variants: ImageVariants;
}

/** What votes and answers derive on a post (written by functions; 0 / false until then). */
interface PostStats {
  /** The author's uid; `''` once the account was deleted (only the author may edit). */
  uid: string;
  score: number;
}

/** What questions and answers show alike. */
interface PostViewFields extends PostStats {
  id: string;
  catId: string;
  userName: string;
  /** The text's Markdown as sanitized HTML (the render trigger's `Html`); null before it ran or on older posts. */
  html: SanitizedHtml | null;
  screenshot: Screenshot | null;
  /** Milliseconds since the epoch; `null` while a local write waits for its server timestamp. */
  dateMillis: number | null;
  /** Hidden by moderation (derived `Hidden`): shown to admins only. */
  hidden: boolean;
  /**
   * Held for review (derived `AwaitingReview`, also hidden): shown to admins and to its author,
   * marked "Awaiting review". Absent means not held.
   */
  awaitingReview?: boolean;
  /** When the text was last edited (`EditedAt`, set by the update trigger); null if never. */
  editedAtMillis: number | null;
}

export interface QuestionView extends PostViewFields {
  question: string;
  category: string;
  answerCount: number;
  /** The asker's raw choice; `''` when none. */
  acceptedAnswerId: string;
  /** Closed (by its author, a moderator, an admin or members' votes): takes no new answers. */
  closed: boolean;
  /** Why and as a duplicate of what it is closed (closing.ts); absent when open. */
  closure?: ClosureView | null;
  /** Its valid tags (tags.ts); none on questions older than tags. */
  tags: string[];
}

export interface AnswerView extends PostViewFields {
  /** Derived: this is its question's accepted answer. */
  accepted: boolean;
  answer: string;
  question: string;
  questionId: string;
}

/** A question or an answer, as its page shows it. */
export type PostView = QuestionView | AnswerView;

/**
 * Which post, named once for every action on it (votes, accept, save, flag, edit, comments):
 * its kind and id, the question it belongs to (itself for a question) and that question's
 * category.
 */
export interface PostRef {
  kind: PostKind;
  id: string;
  questionId: string;
  catId: string;
}

export function isAnswerView(post: PostView): post is AnswerView {
  return 'questionId' in post;
}

/** The reference of a shown post. */
export function postRef(post: PostView): PostRef {
  return isAnswerView(post)
    ? { kind: 'answer', id: post.id, questionId: post.questionId, catId: post.catId }
    : { kind: 'question', id: post.id, questionId: post.id, catId: post.catId };
}

type RawData = DocumentData;

/** The author's name for display: `UserName` is written by a function just after posting. */
export function authorName(userName: string): string {
  return userName || '…';
}

/** `Html` is written only by the render trigger, from sanitize-html's output (rules refuse clients). */
function readStoredHtml(data: RawData): SanitizedHtml | null {
  const html = readString(data, 'Html');
  return html !== '' ? markSanitized(html) : null;
}

function readScreenshot(data: RawData): Screenshot | null {
  const variants = readVariants(data, 'ScreenShot');
  if (!variants) return null;
  // A page shows the variants only: the original's object name stays out of the view.
  const { large, thumb, width, height } = variants;
  return { variants: { large, thumb, width, height } };
}

/** `{ awaitingReview: true }` for a post held for review (still hidden), else nothing. */
function awaitingReview(data: RawData): { awaitingReview?: true } {
  return data.Hidden === true && data.AwaitingReview === true ? { awaitingReview: true } : {};
}

/** What questions and answers read alike: author, score, stored Html and screenshot, dates, moderation. */
function toPostFields(id: string, data: RawData): PostViewFields {
  return {
    id,
    uid: readString(data, 'uid'),
    score: readNumber(data, 'Score'),
    catId: readString(data, 'CatID'),
    userName: readString(data, 'UserName'),
    html: readStoredHtml(data),
    screenshot: readScreenshot(data),
    dateMillis: readMillis(data.date),
    hidden: data.Hidden === true,
    ...awaitingReview(data),
    editedAtMillis: readMillis(data.EditedAt),
  };
}

export function toQuestionView(id: string, data: RawData): QuestionView {
  return {
    ...toPostFields(id, data),
    answerCount: readNumber(data, 'AnswerCount'),
    acceptedAnswerId: readString(data, 'AcceptedAnswerID'),
    question: readString(data, 'Question'),
    category: readString(data, 'Category'),
    closed: data.Closed === true,
    // Only on closed questions, so an open question's view is what it was before closing reasons.
    ...(data.Closed === true ? { closure: toClosureView(data) } : {}),
    tags: questionTags(data),
  };
}

export function toAnswerView(id: string, data: RawData): AnswerView {
  return {
    ...toPostFields(id, data),
    accepted: data.Accepted === true,
    answer: readString(data, 'Answer'),
    question: readString(data, 'Question'),
    questionId: readString(data, 'QuestionID'),
  };
}

/**
 * What a page shared with everyone (a CDN-cached server render) may hold of a question that
 * moderation hid: that it exists and is hidden, none of its content (text, rendered Html,
 * screenshot). Admins load the content
 * live, after the page hydrates.
 */
export function withoutHiddenContent(view: QuestionView): QuestionView {
  return view.hidden ? { ...view, question: '', html: null, screenshot: null, tags: [] } : view;
}

/** The posts a list shows: those moderation has not hidden. */
export function visiblePosts<T extends { hidden: boolean }>(posts: T[]): T[] {
  return posts.filter((post) => !post.hidden);
}

/**
 * A question's answers in reading order: the accepted one first, then by score, then newest.
 * `acceptedAnswerId` (the question's raw choice) wins over a derived flag not yet updated.
 */
export function sortAnswers(
  answers: readonly AnswerView[],
  acceptedAnswerId: string,
): AnswerView[] {
  const isAccepted = (answer: AnswerView) =>
    acceptedAnswerId === '' ? false : answer.id === acceptedAnswerId;
  return [...answers].sort(
    (a, b) =>
      Number(isAccepted(b)) - Number(isAccepted(a)) ||
      b.score - a.score ||
      (b.dateMillis ?? Number.MAX_SAFE_INTEGER) - (a.dateMillis ?? Number.MAX_SAFE_INTEGER),
  );
}
